#include "ui/commands/addmaze.h"

#include <QCoreApplication>

namespace mazelab {

AddMaze::AddMaze(MazeDocument* doc, int index, NamedMaze maze, QUndoCommand* parent)
    : QUndoCommand(parent), m_doc(doc), m_index(index), m_previousCurrent(doc->currentIndex()),
      m_maze(std::move(maze))
{
    setText(QCoreApplication::translate("mazelab::AddMaze", "Add maze \u201c%1\u201d").arg(m_maze.name));
}

void AddMaze::undo()
{
    m_doc->applyRemove(m_index);
    m_doc->setCurrentIndex(m_previousCurrent);
}

void AddMaze::redo()
{
    m_doc->applyInsert(m_index, m_maze);
}

} // namespace mazelab
