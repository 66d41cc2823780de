#pragma once
// MouseBestSoFar: what the mouse optimum searches (exhaustive and annealing) report while they
// run — the best maze found so far and how far the search got — so that a front end can show
// the best maze before the search ends. Reported through an optional callback in the search
// options; the final result does not depend on it.

#include "core/maze.h"

#include <chrono>
#include <cstdint>
#include <functional>

namespace mazelab {

struct MouseBestSoFar {
    std::int64_t steps = 0; // the best walk so far (0: none yet)
    Maze maze;              // a maze with that walk (cells the walk never saw are walls)
    int entryCol = 0;
    int exitCol = 0;
    std::uint64_t tested = 0; // exhaustive: walks simulated so far (running tasks as of their
                              // last poll; the final report: finished tasks); annealing: mazes
    double fraction = -1;     // share of the work done in [0, 1]; < 0 unknown
    bool improved = false;    // steps grew since the previous report
};

// Contract for the callback: called on a worker thread, never concurrently with itself (the
// searches call it under their own mutex), at most once per `interval` except for the first
// report and the final one, which are always made (the final one after the last improvement,
// before the search returns). It must be quick and must not call back into the search.
using MouseBestCallback = std::function<void(const MouseBestSoFar&)>;

struct MouseBestReporting {
    MouseBestCallback callback;                     // empty: no reports
    std::chrono::milliseconds interval{100};
};

} // namespace mazelab
