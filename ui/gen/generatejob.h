#pragma once
// The Generate mode's background work, as plain functions for the JobRunner (they touch no
// widget and no document; values in, values out): one generation with its carving trace,
// metrics and distance map; a batch for the cell-type distribution (the thesis' Tables
// 4.3–4.12: maze i uses seed S + i, as `mazelab-cli metrics --generator`); one timing point
// of the "time vs cells" chart. All throw gen::GenerateError for a refused request.

#include "core/gen/distancemap.h"
#include "core/gen/generators.h"
#include "core/gen/metrics.h"
#include "core/maze.h"
#include "core/trace/celltrace.h"

#include <memory>
#include <optional>

namespace mazelab {

// Above this many passage cells a maze is generated without a trace and shown at once: a
// carving trace costs about 25 bytes per cell, and nobody watches a million carves. The CLI's
// `animate generate` has the same limit.
inline constexpr std::int64_t kMaxAnimatedCells = 250'000;

enum class StartGoalPlacement { Corners, Farthest };

struct GenerationInput {
    gen::GenRequest request;
    std::uint64_t seed = 1;
    StartGoalPlacement placement = StartGoalPlacement::Corners;
    bool trace = true; // record the carving (only up to kMaxAnimatedCells)
    // Metrics and distances in the same job. Off for big mazes: the page shows the maze first
    // and measures it in a second job (analyseMaze), so a 2000 × 2000 maze appears at once.
    bool analyse = true;
};

struct GeneratedMaze {
    GenerationInput input;
    Maze maze;                                  // block form, (2R+1) × (2C+1)
    std::optional<gen::MazeMetrics> metrics;    // passage generators only (and analysed)
    std::shared_ptr<const CellTrace> trace;     // null: not animated
    std::shared_ptr<const gen::DistanceMap> distances; // null until analysed
    double ms = 0; // generation alone (with the trace when recorded)
};

// Preconditions: none (a bad request throws gen::GenerateError). Uses control's cancel flag;
// sets its seed.
GeneratedMaze runGeneration(const GenerationInput& input, Control& control);

struct MazeAnalysis {
    std::optional<gen::MazeMetrics> metrics;
    std::shared_ptr<const gen::DistanceMap> distances;
};

// The metrics (when `passage`: read back through gen::PassageGrid::fromMaze) and the distance
// map of a generated maze. O(cells).
MazeAnalysis analyseMaze(const Maze& maze, bool passage, Control& control);

struct BatchResult {
    std::string algorithm;
    int count = 0, rows = 0, cols = 0;
    std::uint64_t seed = 1;
    gen::CellTypeDistribution distribution;
    double means[6] = {}; // M1 M2 M3 M4 M4-general M5
    int perfect = 0;
};

// `count` mazes of request's size, seeds seed … seed + count − 1. Passage generators only.
BatchResult runBatch(const gen::GenRequest& request, int count, std::uint64_t seed,
                     Control& control);

struct SpeedPoint {
    std::string algorithm;
    int side = 0;      // side × side passage cells
    double ms = 0;     // mean wall time per maze
    int repeats = 0;
};

// Times `algorithm` (default parameters, seed 1, …) on side × side cells: repeated until
// about 50 ms have passed (at most 100 times), the mean per maze.
SpeedPoint measureSpeed(const std::string& algorithm, int side, Control& control);

// The sides of the speed chart: 10, 32, 100, 316, 1000, … (half decades of cells) up to `max`,
// with `max` itself last.
std::vector<int> speedSides(int max);

} // namespace mazelab
