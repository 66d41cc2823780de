#pragma once
// A cell as the GUI's captions and messages and mazelab-cli write it: "(row, column)",
// 0-based. Header-only: the render library (CLI animations), the ui library and the CLI share it.

#include "core/maze.h"

#include <QString>

namespace mazelab {

inline QString cellText(Cell c)
{
    return QStringLiteral("(%1, %2)").arg(c.row).arg(c.col);
}

} // namespace mazelab
