#include "ui/commands/setsequences.h"

#include <QCoreApplication>

namespace mazelab {

SetSequences::SetSequences(MazeDocument* doc, std::vector<MoveSequence> sequences)
    : m_doc(doc), m_before(doc->sequences()), m_after(std::move(sequences))
{
    setText(QCoreApplication::translate("mazelab::SetSequences", "Edit move sequences"));
}

} // namespace mazelab
