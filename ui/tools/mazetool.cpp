#include "ui/tools/mazetool.h"

#include "ui/mazeview.h"

namespace mazelab {

void MazeTool::activate(MazeView& view, Cell cell)
{
    ToolEvent e;
    e.cell = cell;
    e.inside = view.maze().contains(cell);
    e.pos = view.cellRect(cell).center().toPoint();
    e.button = Qt::LeftButton;
    e.buttons = Qt::LeftButton;
    press(view, e);
    e.buttons = Qt::NoButton;
    release(view, e);
}

} // namespace mazelab
