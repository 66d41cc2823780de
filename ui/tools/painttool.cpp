#include "ui/tools/painttool.h"

#include "ui/commands/paintcells.h"
#include "ui/mazedocument.h"
#include "ui/mazeview.h"
#include "ui/tools/markertools.h"

#include <cstdlib>

namespace mazelab {

void PaintTool::press(MazeView& view, const ToolEvent& event)
{
    m_painting = false;
    if (!event.inside || !view.document())
        return;
    if (event.modifiers & Qt::ShiftModifier) {
        placeMarker(view, Marker::Start, event.cell);
        return;
    }
    if (event.modifiers & Qt::ControlModifier) {
        placeMarker(view, Marker::Goal, event.cell);
        return;
    }
    m_painting = true;
    m_blocking = event.button == Qt::RightButton ? false : !view.maze().isBlocked(event.cell);
    m_stroke = view.document()->newStrokeId();
    m_mazeIndex = view.mazeIndex();
    m_last = event.cell;
    paintCell(view, event.cell);
}

void PaintTool::move(MazeView& view, const ToolEvent& event)
{
    if (m_painting && view.mazeIndex() == m_mazeIndex)
        paintTo(view, event.cell);
}

void PaintTool::release(MazeView& view, const ToolEvent& event)
{
    if (m_painting && view.mazeIndex() == m_mazeIndex)
        paintTo(view, event.cell);
    m_painting = false;
}

// Paints a 4-connected line from the last cell to `to`, so fast drags leave no gaps and
// painted walls block moves (Nusser 2016, §2.1: moves are 4-neighbour steps).
void PaintTool::paintTo(MazeView& view, Cell to)
{
    const int dr = std::abs(to.row - m_last.row), dc = std::abs(to.col - m_last.col);
    const int sr = to.row > m_last.row ? 1 : -1, sc = to.col > m_last.col ? 1 : -1;
    Cell c = m_last;
    int err = 0; // distance from the ideal line: (column steps) * dr - (row steps) * dc
    for (int i = 0; i < dr + dc; ++i) {
        const int errCol = std::abs(err + dr), errRow = std::abs(err - dc);
        if (errCol < errRow || (errCol == errRow && dc > dr)) {
            c.col += sc;
            err += dr;
        } else {
            c.row += sr;
            err -= dc;
        }
        paintCell(view, c);
    }
    m_last = to;
}

void PaintTool::paintCell(MazeView& view, Cell cell)
{
    const Maze& maze = view.maze();
    if (!maze.contains(cell) || maze.isBlocked(cell) == m_blocking)
        return;
    view.document()->undoStack()->push(new PaintCells(
        view.document(), m_mazeIndex, m_stroke, {{maze.index(cell), !m_blocking, m_blocking}}));
}

} // namespace mazelab
