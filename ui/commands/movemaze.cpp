#include "ui/commands/movemaze.h"

#include <QCoreApplication>

namespace mazelab {

MoveMaze::MoveMaze(MazeDocument* doc, int from, int to) : m_doc(doc), m_from(from), m_to(to)
{
    setText(QCoreApplication::translate("mazelab::MoveMaze", "Move maze \u201c%1\u201d")
                .arg(doc->mazeName(from)));
}

} // namespace mazelab
