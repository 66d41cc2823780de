#pragma once
// MoveMaze: moves a maze to another position in the workspace list (reorder).

#include "ui/mazedocument.h"

#include <QUndoCommand>

namespace mazelab {

class MoveMaze : public QUndoCommand {
public:
    // Preconditions: both indexes valid and different.
    MoveMaze(MazeDocument* doc, int from, int to);
    void undo() override { m_doc->applyMove(m_to, m_from); }
    void redo() override { m_doc->applyMove(m_from, m_to); }

private:
    MazeDocument* m_doc;
    int m_from;
    int m_to;
};

} // namespace mazelab
