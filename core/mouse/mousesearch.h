#pragma once
// Heuristic search for long mouse walks on boards too big for the exhaustive search
// (8×8 … 13×13, the game's size): simulated annealing over single and double wall flips with
// restarts from the best maze so far. Seeded (Control::seed()); stops at the time budget, after
// `maxEvaluations` or when cancelled. Objective: the walk's step count (mazes without a way
// out are rejected).
#include "core/control.h"
#include "core/maze.h"
#include "core/mouse/mousebestsofar.h"

#include <cstdint>
#include <optional>

namespace mazelab {

struct MouseSearchOptions {
    int rows = 8;
    int cols = 8;
    int entryCol = 0; // with freeEnds: where the search starts
    int exitCol = 0;
    // Also move the entrance and the exit (the Kongregate game's free ends): one move in ten
    // puts one of them in another column.
    bool freeEnds = false;
    double seconds = 10;                // wall-clock budget (<= 0: none, then maxEvaluations)
    std::uint64_t maxEvaluations = 0;   // 0: unlimited
    std::optional<Maze> start;          // default: an empty board
    // Optional: the best maze so far (tested = mazes evaluated, fraction = share of the time
    // budget or of maxEvaluations); the final report equals the returned result.
    MouseBestReporting reporting;
};

struct MouseSearchResult {
    std::int64_t steps = 0;
    Maze maze;
    int entryCol = 0; // the best maze's ends (the options' unless freeEnds)
    int exitCol = 0;
    std::uint64_t evaluations = 0;
    std::uint64_t improvements = 0;
    double seconds = 0;
};

// Precondition: 2 <= rows, cols <= 100, entry/exit columns on the board.
MouseSearchResult searchMouseMaze(const MouseSearchOptions& options, Control& control);

} // namespace mazelab
