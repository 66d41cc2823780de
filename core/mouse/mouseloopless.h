#pragma once
// Loop-less mazes (Merckens 2019, ch. 5): when the free cells the mouse can reach form a tree
// (no cycle, hence no open 2×2 block), the walk splits into the main path (the unique
// entrance→exit path, Theorem 2) and side subtrees hanging off it at crossroads.
//
// Two independent step counts are produced:
//  * formulaSteps — computed from the tree alone, without walking the mouse (looplessFormula):
//    main path length (Theorem 2) plus one cost per side subtree, from Theorem 3's closed form
//    (a fork-less dead end entered once costs 2n or 2n + 2) or, for subtrees with forks or
//    revisits (Theorems 4 and 5), from a recursive per-subtree evaluation that works on whole
//    excursions into subtrees and batches repeated "bounces" arithmetically (see the .cpp for
//    the exact rules and where they extend the thesis);
//  * simulatedSteps — the real walk (simulateMouse), whose steps are also attributed to the
//    parts (SidePath::steps / entries: a step belongs to the side path it moves into or inside
//    of, the step back onto the crossroad belongs to it too).
// Tests check formulaSteps == simulatedSteps and the per-cell visit counts on random mazes.
#include "core/maze.h"
#include "core/mouse/mousewalk.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mazelab {

// Which rule gave a side subtree's formula cost.
enum class SideRule : std::uint8_t {
    NotEntered,   // Theorem 2: its direction ranks after the main path's at the crossroad
    DeadEnd2n,    // Theorem 3: fork-less dead end, the cell before the end has priority
    DeadEnd2n2,   // Theorem 3: fork-less dead end, the dead end itself has priority: 2n + 2
    Recursion,    // Theorems 4/5 (extended): forks and/or revisited cells, recursive evaluation
};
const char* sideRuleName(SideRule rule); // "not entered", "dead end 2n", "dead end 2n+2", "recursion"

struct SidePath {
    std::uint32_t crossroad = 0;      // main-path cell it hangs off (row-major index)
    std::vector<std::uint32_t> cells; // the side subtree's cells (cells.front() is its root)
    // From the simulated walk:
    std::int64_t steps = 0;           // steps attributed to it
    int entries = 0;                  // how often the mouse walked into it
    // From the formula (no walking):
    std::int64_t formulaCost = 0;     // steps spent in it incl. the step back onto the crossroad
    int formulaEntries = 0;           // 0 or 1 (Theorem 2: entered at most once from the main path)
    int crossroadCount = 0;           // visit count of the crossroad when it is entered (1 or 2)
    bool forkless = false;            // a dead-end path without forks
    SideRule rule = SideRule::NotEntered;
};

struct LooplessAnalysis {
    bool loopless = false;             // reachable free cells form a tree and the exit is reachable
    std::vector<std::uint32_t> mainPath; // entrance cell … exit cell
    std::int64_t mainSteps = 0;        // entering, main-path moves and the final exit step
    std::vector<SidePath> sidePaths;
    std::int64_t totalSteps = 0;       // mainSteps + Σ side steps (attributed from the walk)
    std::int64_t simulatedSteps = 0;   // the walk's steps (equal to totalSteps)
    std::int64_t formulaSteps = 0;     // mainSteps + Σ formulaCost, computed without walking
    std::vector<std::int64_t> formulaVisits; // per-cell visit counts predicted by the formula
    // Work done by the formula: subtree excursions evaluated one by one plus batched runs
    // (compare with formulaSteps, the number of steps a simulation would take).
    std::int64_t formulaWork = 0;
};

// Structure + formula + simulation (for display and for checking).
LooplessAnalysis analyseLoopless(const Maze& maze, const MouseOptions& options = {});

// Structure + formula only: never walks the mouse (loopless == false for a maze with a loop or
// no way out). O(cells + formulaWork) time, O(cells) memory.
LooplessAnalysis looplessFormula(const Maze& maze, const MouseOptions& options = {});

} // namespace mazelab
