#include "ui/commands/movemarker.h"

#include <QCoreApplication>

namespace mazelab {

MoveMarker::MoveMarker(MazeDocument* doc, int mazeIndex, Marker marker, Cell to)
    : m_doc(doc), m_mazeIndex(mazeIndex), m_marker(marker), m_to(to)
{
    const Maze& maze = doc->maze(mazeIndex);
    m_from = marker == Marker::Start ? maze.start() : maze.goal();
    m_toWasBlocked = maze.isBlocked(to);
    setText(marker == Marker::Start
                ? QCoreApplication::translate("mazelab::MoveMarker", "Move start")
                : QCoreApplication::translate("mazelab::MoveMarker", "Move goal"));
}

Maze MoveMarker::withMarker(Cell at, bool toBlocked) const
{
    Maze maze = m_doc->maze(m_mazeIndex);
    maze.setBlocked(m_to, toBlocked);
    if (m_marker == Marker::Start)
        maze.setStart(at);
    else
        maze.setGoal(at);
    return maze;
}

void MoveMarker::undo()
{
    m_doc->applyMaze(m_mazeIndex, withMarker(m_from, m_toWasBlocked));
}

void MoveMarker::redo()
{
    m_doc->applyMaze(m_mazeIndex, withMarker(m_to, false));
}

} // namespace mazelab
