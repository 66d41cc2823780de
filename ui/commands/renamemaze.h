#pragma once
// RenameMaze: changes the name of one maze of the workspace.

#include "ui/mazedocument.h"

#include <QUndoCommand>

namespace mazelab {

class RenameMaze : public QUndoCommand {
public:
    RenameMaze(MazeDocument* doc, int index, QString name);
    void undo() override { m_doc->applyRename(m_index, m_before); }
    void redo() override { m_doc->applyRename(m_index, m_after); }

private:
    MazeDocument* m_doc;
    int m_index;
    QString m_before;
    QString m_after;
};

} // namespace mazelab
