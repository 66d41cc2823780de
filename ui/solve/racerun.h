#pragma once
// The Solve mode's race: every chosen solver run once on the same maze with the same options,
// each recording its search trace (core/solve/solvers.h), on the document's JobRunner. The
// traces are then replayed in lockstep by RaceFrames; nothing is re-run to animate.
// Also the mode's small value helpers: the results as CSV, the weights file format of
// `mazelab-cli solve --weights` (parseWeights reads it back), and the BFS distance map of the
// heat-map overlay (the Lee distance, Petercă 2024 §3.1).

#include "core/control.h"
#include "core/maze.h"
#include "core/solve/solvers.h"

#include <QString>

#include <memory>
#include <string>
#include <vector>

namespace mazelab {

class CellTrace;

// The most steps a step-capped solver (IDA*, the agents) records in a race (see runRace).
constexpr std::uint64_t kRaceStepCap = 2'000'000;

struct RaceSetup {
    Maze maze;
    std::vector<std::string> solvers; // CLI names, in the order of the tiles
    solve::SolveOptions options;      // trace is ignored: each run gets its own
};

struct SolverRun {
    std::string solver;
    solve::SolveResult result;
    std::shared_ptr<const CellTrace> trace; // finished; never null
    std::int64_t searchSteps = 0;           // steps before the final path is drawn
    QString error;                          // the options did not fit the solver (no run)
};

// Runs every solver of `setup` in turn (a solver that rejects the options gets `error` and an
// empty trace). With options.compress, Dijkstra runs on the corridor graph, which records no
// trace: its trace then only draws the final path. Polls `control` (the solvers do);
// a cancelled run returns what it has.
std::vector<SolverRun> runRace(const RaceSetup& setup, Control& control);

// One header line and one row per run: solver,found,length,cost,expanded,peak_frontier,ms,verdict
QString resultsCsv(const std::vector<SolverRun>& runs);

// `weights` (row-major, rows·cols values ≥ 1) as whitespace-separated numbers, a line per row;
// parseWeights(text, rows, cols) gives them back.
std::string weightsText(const std::vector<std::uint32_t>& weights, int rows, int cols);

// Moves from the start to every free cell under `diagonal` (-1: unreachable or blocked);
// breadth-first search, O(cells).
std::vector<int> distanceMap(const Maze& maze, solve::Diagonal diagonal);

} // namespace mazelab
