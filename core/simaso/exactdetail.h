#pragma once
// Internal to the exact searches (exactsearch.cpp: BFS, A*, IDA*; ess.cpp: ESS): the status
// message every search ends with and the set-up checks they share. Not for other callers.

#include "core/control.h"
#include "core/simaso/exactsearch.h"
#include "core/simaso/mazeset.h"

#include <cstddef>
#include <string>

namespace mazelab::exact_detail {

// "N MB", rounded up.
std::string mb(std::size_t bytes);
// Why a search that polled `control` stopped: Cancelled or TimeLimit.
ExactStatus stopStatus(const Control& control);
// Fills r.message from r.status, naming the limit that stopped the search (issue 16):
// control (may be null where no time limit applies) and the memory cap in bytes.
void finish(ExactResult& r, const char* algo, const Control* control, std::size_t memoryLimit);
// Bytes of a JointProblem's tables (move table + distances) for `set`.
std::size_t problemBytes(const MazeSet& set);
// Shared set-up: true (with r filled) when the search ends before it starts — too large sets,
// and sets whose move tables alone would take more than half the memory cap (e.g. plain A* on
// all 1.2 M 5×5 mazes).
bool trivial(const MazeSet& set, ExactResult& r, const char* algo, const ExactOptions& options);

} // namespace mazelab::exact_detail
