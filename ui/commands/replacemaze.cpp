#include "ui/commands/replacemaze.h"

namespace mazelab {

ReplaceMaze::ReplaceMaze(MazeDocument* doc, int mazeIndex, Maze after, const QString& text)
    : m_doc(doc), m_mazeIndex(mazeIndex), m_before(doc->maze(mazeIndex)), m_after(std::move(after))
{
    setText(text);
}

} // namespace mazelab
