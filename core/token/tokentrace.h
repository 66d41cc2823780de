#pragma once
// A token path (core/token/tokensolver.h, Walter 2019) as a CellTrace
// (core/trace/celltrace.h), what the Token mode plays, scrubs and exports:
//
//   layer 0  = visiting order: the 1-based index of the cell in the path, 0 while unvisited
//   marker 0 = the token (kNoCell at step 0)
//   step k   = the token enters path[k-1] (a set and a move event), so step k shows the
//              first k cells and length() == path.size().
// No caption is recorded: the mode describes a step in the user's language.
#include "core/maze.h"
#include "core/token/tokensolver.h"
#include "core/trace/celltrace.h"

#include <memory>

namespace mazelab::token {

// Precondition: every cell of `path` lies on `board` (legality is not checked: a player's
// partial or wrong path is recorded as it is; a revisited cell shows its latest index).
// O(path.size()).
std::shared_ptr<const CellTrace> recordTokenTrace(const Maze& board, const Path& path);

} // namespace mazelab::token
