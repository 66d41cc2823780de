#pragma once
// RemoveMaze: deletes a maze from the workspace (never the last one).

#include "ui/mazedocument.h"

#include <QUndoCommand>

namespace mazelab {

class RemoveMaze : public QUndoCommand {
public:
    // Preconditions: 0 <= index < doc->mazeCount(), doc->mazeCount() > 1.
    RemoveMaze(MazeDocument* doc, int index);
    void undo() override { m_doc->applyInsert(m_index, m_maze); }
    void redo() override { m_maze = m_doc->applyRemove(m_index); }

private:
    MazeDocument* m_doc;
    int m_index;
    NamedMaze m_maze;
};

} // namespace mazelab
