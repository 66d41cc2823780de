#pragma once
// The mouse walk as a CellTrace (core/trace/celltrace.h), recorded while walking: what the
// Mouse mode plays, scrubs and exports.
//
//   layer 0  = visit counts (row-major, 0 for walls and unvisited cells)
//   marker 0 = the mouse (kNoCell before step 1 and after leaving through the exit)
//   step 1   = entering the entrance cell (its count becomes 1); each later step moves the
//              mouse and adds 1 to the count of the cell it enters (one moveAdd event);
//   the last step of an escaped walk leaves through the exit: the marker becomes kNoCell.
// So length() == walk.steps, and the state after step k holds the visit counts after k steps
// of simulateMouse (Merckens 2019, §2). No caption is recorded: the mode describes a step
// from its number and state in the user's language.
//
// Memory: 8 bytes per step (one event) plus the keyframes (bounded by `keyframeBudget`),
// e.g. about 80 MB for a 10-million-step walk; no per-step cell list is kept in between.
// Visit counts are int32 (a walk would need 2^31 visits of one cell to overflow).
#include "core/control.h"
#include "core/maze.h"
#include "core/mouse/mousewalk.h"
#include "core/trace/celltrace.h"

#include <memory>

namespace mazelab {

struct MouseTrace {
    std::shared_ptr<const CellTrace> trace; // finished
    MouseWalk walk; // the summary: escaped, noWayOut, steps, final visits (trace left empty)
};

// Preconditions as simulateMouse; options.recordTrace is ignored (never stored). A cancelled
// or capped walk gives the trace of the steps made (length() == walk.steps). No way out: an
// empty trace (length 0). O(steps) time.
MouseTrace recordMouseTrace(const Maze& maze, const MouseOptions& options, Control& control,
                            std::size_t keyframeBudget = CellTrace::kDefaultKeyframeBudget);

} // namespace mazelab
