#pragma once
// Loop-less mazes (Merckens 2019, ch. 5): when the free cells the mouse can reach form a tree
// (no cycle, hence no open 2×2 block), the walk splits into the main path (the unique
// entrance→exit path, Theorem 2) and side paths hanging off it at crossroads. This module
// finds that structure and attributes every step of the simulated walk to the main path or to
// one side path: a step belongs to the side path it moves into or inside of, and the step back
// onto the crossroad belongs to that side path too. The parts add up to the walk's steps.
// (The thesis' closed-form side-path formulas, Theorems 3-5, are not implemented here: the
// contributions are measured on the walk.)
#include "core/maze.h"
#include "core/mouse/mousewalk.h"

#include <cstdint>
#include <vector>

namespace mazelab {

struct SidePath {
    std::uint32_t crossroad = 0;      // main-path cell it hangs off (row-major index)
    std::vector<std::uint32_t> cells; // the side subtree's cells
    std::int64_t steps = 0;           // steps attributed to it
    int entries = 0;                  // how often the mouse walked into it
};

struct LooplessAnalysis {
    bool loopless = false;             // reachable free cells form a tree and the exit is reachable
    std::vector<std::uint32_t> mainPath; // entrance cell … exit cell
    std::int64_t mainSteps = 0;        // entering, main-path moves and the final exit step
    std::vector<SidePath> sidePaths;
    std::int64_t totalSteps = 0;       // mainSteps + Σ side steps
    std::int64_t simulatedSteps = 0;   // the walk's steps (equal to totalSteps)
};

LooplessAnalysis analyseLoopless(const Maze& maze, const MouseOptions& options = {});

} // namespace mazelab
