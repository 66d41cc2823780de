#pragma once
// SetSequences: replaces the named move sequences of the workspace (add, edit, delete).

#include "ui/mazedocument.h"

#include <QUndoCommand>

namespace mazelab {

class SetSequences : public QUndoCommand {
public:
    SetSequences(MazeDocument* doc, std::vector<MoveSequence> sequences);
    void undo() override { m_doc->applySequences(m_before); }
    void redo() override { m_doc->applySequences(m_after); }

private:
    MazeDocument* m_doc;
    std::vector<MoveSequence> m_before;
    std::vector<MoveSequence> m_after;
};

} // namespace mazelab
