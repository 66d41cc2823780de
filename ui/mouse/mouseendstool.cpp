#include "ui/mouse/mouseendstool.h"

#include "ui/mazeview.h"

#include <algorithm>

namespace mazelab {

void MouseEndsTool::press(MazeView& view, const ToolEvent& event)
{
    m_dragging = false;
    const Maze& maze = view.maze();
    const bool aboveOrBelow = event.cell.row == -1 || event.cell.row == maze.rows();
    if (event.inside || !aboveOrBelow || event.button != Qt::LeftButton || event.cell.col < 0
        || event.cell.col >= maze.cols()) {
        m_paint.press(view, event);
        return;
    }
    m_dragging = true;
    m_end = event.cell.row < 0 ? End::Entrance : End::Exit;
    m_col = -1;
    dragTo(view, event.cell.col);
}

void MouseEndsTool::move(MazeView& view, const ToolEvent& event)
{
    if (m_dragging)
        dragTo(view, event.cell.col);
    else
        m_paint.move(view, event);
}

void MouseEndsTool::release(MazeView& view, const ToolEvent& event)
{
    if (m_dragging) {
        dragTo(view, event.cell.col);
        m_dragging = false;
        return;
    }
    m_paint.release(view, event);
}

void MouseEndsTool::dragTo(MazeView& view, int col)
{
    col = std::clamp(col, 0, view.maze().cols() - 1);
    if (col == m_col)
        return;
    m_col = col;
    if (m_moveEnd)
        m_moveEnd(m_end, col);
}

} // namespace mazelab
