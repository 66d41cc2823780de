#pragma once
// AddMaze: inserts a maze into the workspace (new, duplicate, paste) and makes it current.

#include "ui/mazedocument.h"

#include <QUndoCommand>

namespace mazelab {

class AddMaze : public QUndoCommand {
public:
    // Precondition: 0 <= index <= doc->mazeCount().
    AddMaze(MazeDocument* doc, int index, NamedMaze maze, QUndoCommand* parent = nullptr);
    void undo() override;
    void redo() override;

private:
    MazeDocument* m_doc;
    int m_index;
    int m_previousCurrent;
    NamedMaze m_maze;
};

} // namespace mazelab
