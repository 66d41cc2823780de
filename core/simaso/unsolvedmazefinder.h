#pragma once
// The Unsolved Maze Finder (Nusser 2016, Alg. 5.2): given a sequence s, find a solvable
// rows×cols maze that s does not solve — without enumerating the mazes, so it works for any
// size (10×10, 19×19, ...).
//
// Depth-first search over partial mazes (every cell free, blocked or unknown; start and goal
// free): level d follows move s_d; when the target cell is unknown the search branches into
// "blocked" (stay; only if start and goal stay connected through non-blocked cells) and
// "free" (move). A branch ends when it reaches the goal (for a Perfect Solving Sequence the
// goal does not end it). A node at level |s| that never visited the goal (perfect: that does
// not end on the goal) is a counterexample; its unknown cells are made free, which keeps it
// solvable and its trajectory unchanged. The search is complete: no counterexample found ⇔
// s solves all solvable rows×cols mazes. Worst case exponential in |s|; memory O(|s| + cells).

#include "core/control.h"
#include "core/maze.h"
#include "core/simaso/mazeset.h"

#include <cstdint>
#include <optional>

namespace mazelab {

struct UnsolvedMazeResult {
    std::optional<Maze> maze;  // a counterexample, or nullopt when s solves every maze
    bool complete = true;      // false when the Control stopped the search (no answer)
    std::uint64_t nodes = 0;   // search nodes expanded
};

// Preconditions: 1 <= rows, cols; rows·cols <= MazeSet::kMaxCells (throws otherwise).
// Polls control per node.
UnsolvedMazeResult findUnsolvedMaze(int rows, int cols, const SolvingSequence& s,
                                    Control& control, bool perfect = false);

} // namespace mazelab
