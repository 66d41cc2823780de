#pragma once
// Squeaky's least-visited walk (Merckens 2019, §2; rules pinned in shared/seeds/README.md
// "Mouse"): the mouse enters the entrance cell (top row, column `entryCol`) from above — that
// entering is step 1 and sets its visit count to 1. Each step it moves to the free neighbour
// with the lowest visit count, ties broken down, right, left, up. The exit is a virtual cell
// below the bottom-row cell in column `exitCol`, visit count 0, reachable only from that cell
// by moving down; the entrance is not a neighbour. Leaving through the exit is the last step,
// so steps = (sum of all visit counts) + 1.
#include "core/control.h"
#include "core/maze.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace mazelab {

struct MouseOptions {
    int entryCol = 0; // entrance above (0, entryCol)
    int exitCol = 0;  // exit below (rows-1, exitCol)
    bool recordTrace = false;
    // Safety cap; the walk always ends when the exit is reachable, this only bounds time.
    std::int64_t maxSteps = 2'000'000'000;
};

struct MouseWalk {
    bool escaped = false;   // false: no way out (exit unreachable) or cancelled / capped
    bool noWayOut = false;  // the exit cannot be reached from the entrance
    std::int64_t steps = 0; // including entering and leaving
    // Row-major visit counts per cell (0 for walls and unvisited cells).
    std::vector<std::int64_t> visits;
    // With recordTrace: the cell index after each step; trace[0] is the entrance cell,
    // the final step (leaving through the exit) is not a cell and not listed, so
    // trace.size() == steps - 1 when escaped.
    std::vector<std::uint32_t> trace;
};

// True when the entrance and exit cells are free and 4-connected.
bool mouseHasWayOut(const Maze& maze, const MouseOptions& options);

// Precondition: 0 <= entryCol, exitCol < maze.cols(). O(steps) time, O(cells) memory
// (+ O(steps) with recordTrace). Polls `control`; a cancelled walk returns escaped = false.
MouseWalk simulateMouse(const Maze& maze, const MouseOptions& options, Control& control);
MouseWalk simulateMouse(const Maze& maze, const MouseOptions& options = {});
// The same walk, calling `onStep(cell)` with the row-major cell index after every step that
// ends on a cell (the cells `trace` would list, in order, without storing them), so that a
// recorder (core/mouse/mousetrace.h) writes its events while walking.
using MouseStepSink = std::function<void(std::uint32_t cell)>;
MouseWalk simulateMouse(const Maze& maze, const MouseOptions& options, Control& control,
                        const MouseStepSink& onStep);

// Fast step count only (no trace, no visit table kept), for searches: 0 when there is no
// way out or the cap is hit. `maze` cells row-major, 1 = wall.
std::int64_t mouseSteps(const Maze& maze, int entryCol = 0, int exitCol = 0,
                        std::int64_t maxSteps = 2'000'000'000);

} // namespace mazelab
