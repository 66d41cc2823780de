#include "ui/tools/markertools.h"

#include "ui/mazedocument.h"
#include "ui/mazeview.h"

namespace mazelab {

void placeMarker(MazeView& view, Marker marker, Cell cell)
{
    MazeDocument* doc = view.document();
    const Maze& maze = view.maze();
    if (!doc || !maze.contains(cell))
        return;
    const Cell now = marker == Marker::Start ? maze.start() : maze.goal();
    if (now == cell && !maze.isBlocked(cell))
        return;
    doc->undoStack()->push(new MoveMarker(doc, view.mazeIndex(), marker, cell));
}

void MarkerTool::press(MazeView& view, const ToolEvent& event)
{
    if (event.inside)
        placeMarker(view, m_marker, event.cell);
}

void MarkerTool::move(MazeView&, const ToolEvent&)
{
    // Markers move on press only: a drag does not leave a trail of undo steps.
}

} // namespace mazelab
