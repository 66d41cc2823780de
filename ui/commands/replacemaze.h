#pragma once
// ReplaceMaze: replaces one maze by another (transforms, resize, clear, invert). Keeps both
// versions, so its memory is twice the maze's cell count.

#include "ui/mazedocument.h"

#include <QUndoCommand>

namespace mazelab {

class ReplaceMaze : public QUndoCommand {
public:
    ReplaceMaze(MazeDocument* doc, int mazeIndex, Maze after, const QString& text);
    void undo() override { m_doc->applyMaze(m_mazeIndex, m_before); }
    void redo() override { m_doc->applyMaze(m_mazeIndex, m_after); }

private:
    MazeDocument* m_doc;
    int m_mazeIndex;
    Maze m_before;
    Maze m_after;
};

} // namespace mazelab
