#include "ui/commands/renamemaze.h"

#include <QCoreApplication>

namespace mazelab {

RenameMaze::RenameMaze(MazeDocument* doc, int index, QString name)
    : m_doc(doc), m_index(index), m_before(doc->mazeName(index)), m_after(std::move(name))
{
    setText(QCoreApplication::translate("mazelab::RenameMaze", "Rename maze to \u201c%1\u201d")
                .arg(m_after));
}

} // namespace mazelab
