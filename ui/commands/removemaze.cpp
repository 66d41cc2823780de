#include "ui/commands/removemaze.h"

#include <QCoreApplication>

namespace mazelab {

RemoveMaze::RemoveMaze(MazeDocument* doc, int index) : m_doc(doc), m_index(index)
{
    setText(QCoreApplication::translate("mazelab::RemoveMaze", "Delete maze \u201c%1\u201d")
                .arg(doc->mazeName(index)));
}

} // namespace mazelab
