#pragma once
// Single-maze solvers (Petercă 2024, ch. 3: the `amazed` solvers DFS, DFS random, Lee, A*,
// DFS-heuristic; plus the PathFinding.js family and the classic agent algorithms) behind one
// registry. A solver reads a Maze (free / blocked cells, start, goal) and returns a SolveResult;
// it never allocates per node (flat arrays over a padded grid, a binary heap with lazy
// deletion), polls the Control, and is deterministic (random solvers draw from options.seed).
//
// Movement: 4 neighbours (N, E, S, W) or 8 with PathFinding.js's diagonal policies
// (Grid.getNeighbors, pathfinding 0.4.18): a diagonal step into a free cell is allowed
//   Always               - always;
//   IfAtMostOneObstacle  - when at least one of the two orthogonal cells it passes is free;
//   OnlyWhenNoObstacles  - when both are free (no corner cutting).
// Cost model: entering cell v costs weight(v) (1 without weights) times 1 for a straight step
// and √2 for a diagonal one, plus turnCost when the step's direction differs from the
// previous step's (the thesis' "straight moves cheaper than turns", §3.1). `length` counts
// moves; `cost` is the path's cost under this model, whatever the solver optimised.
//
// Search trace (core/trace/celltrace.h), recorded when options.trace is not null:
//   layer 0 = cell state: kTraceFrontier, kTraceVisited, kTracePath, kTraceFilled (below);
//   layer 1 = the distance / g value (rounded down) where the solver has one, and the visit
//             count for the wandering agents;
//   marker 0 = the current cell.
// One step per expansion (per move for the agents); then one step per cell of the final path.
// With a null trace pointer nothing is recorded and the cost is one predictable branch.

#include "core/control.h"
#include "core/maze.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace mazelab {
class CellTrace;
}

namespace mazelab::solve {

enum class Heuristic { Manhattan, Euclidean, Chebyshev, Octile };
enum class Diagonal { Never, Always, IfAtMostOneObstacle, OnlyWhenNoObstacles };

// Layer-0 codes of the search trace.
constexpr std::int32_t kTraceUnseen = 0;
constexpr std::int32_t kTraceFrontier = 1; // in the open list / queue / stack
constexpr std::int32_t kTraceVisited = 2;  // expanded (closed), or walked by an agent
constexpr std::int32_t kTracePath = 3;     // on the final path
constexpr std::int32_t kTraceFilled = 4;   // dead-end filling: a filled dead end

struct SolveOptions {
    Heuristic heuristic = Heuristic::Manhattan;
    double heuristicWeight = 1.0; // f = g + weight · h (weighted A*; 1 = admissible A*)
    Diagonal diagonal = Diagonal::Never;
    // Per-cell weights, row-major, each ≥ 1 (empty = all 1). Precondition: empty or the
    // maze's cell count.
    std::vector<std::uint32_t> weights;
    double turnCost = 0.0; // ≥ 0; dijkstra and astar optimise it, the others only report it
    std::uint64_t seed = 0;        // dfs-random, random-mouse
    std::uint64_t stepCap = 0;     // agents' moves / IDA*'s expansions; 0 = the default
    bool compress = false;         // dijkstra on the corridor graph (thesis §3.2)
    // Precondition: null, or rows/cols of the maze, ≥ 2 layers and ≥ 1 marker (makeTrace()).
    // The solver records into it; runSolver() finishes it.
    CellTrace* trace = nullptr;
};

struct SolveResult {
    bool found = false;
    std::vector<Cell> path;       // start … goal (agents: the walk with its loops erased)
    int length = 0;               // moves on `path`
    double cost = 0;              // cost of `path` under the options' cost model
    std::uint64_t expanded = 0;   // cells expanded / moves walked / dead ends filled
    std::uint64_t peakFrontier = 0;
    double microseconds = 0;      // the search alone, wall clock
    double cpuMicroseconds = 0;   // the search alone, this thread's CPU time (robust on a
                                  // loaded machine)
    // "" when found; otherwise "no path: …" (a complete search proved it), "cannot reach: …"
    // (an agent gave up or looped), "gave up: …" (a cap, or a limit of the Control: see
    // stoppedVerdict()), or "cancelled".
    std::string verdict;
    std::int64_t areas = -1;      // lee: connected areas of free cells (movement policy)
    std::uint64_t graphNodes = 0; // compress: nodes of the corridor graph
    std::uint64_t graphEdges = 0;
};

using SolverFn = std::function<SolveResult(const Maze&, const SolveOptions&, Control&)>;

// What a solver guarantees about the path it returns.
enum class Optimality { None, Moves, Cost };

struct SolverInfo {
    std::string name;        // the CLI name: "astar"
    std::string description; // one line
    Optimality optimal = Optimality::None; // Cost: with an admissible heuristic and weight 1
    bool diagonal = true;    // accepts 8-neighbour movement
    bool turnCost = false;   // optimises turnCost (otherwise it must be 0 or is only reported)
    bool usesHeuristic = false;
    SolverFn run;
};

// The verdict of a search its Control stopped: "cancelled", or "gave up: " + the limit
// (Control::stopReason(): "gave up: time limit of 2 s reached", "gave up: memory limit of
// 20 MB reached (grew by 64 MB)"; issue 16).
std::string stoppedVerdict(const Control& control);

// The verdict of a complete search that proved the goal unreachable (every solver says the
// same words, so the UI and scripts can match them).
inline constexpr const char* kNoPathVerdict =
    "no path: the goal is not reachable from the start";

// Every solver, in the order of `solve --list`.
const std::vector<SolverInfo>& solvers();
// nullptr when unknown.
const SolverInfo* findSolver(const std::string& name);

// Runs `info` on `maze`, times it (microseconds) and finishes options.trace.
// Throws std::invalid_argument when the options do not fit the solver or the maze (a
// diagonal policy for a 4-neighbour agent, weights of the wrong size or < 1, a turn cost for
// a solver that cannot honour it, a negative weight).
SolveResult runSolver(const SolverInfo& info, const Maze& maze, const SolveOptions& options,
                  Control& control);
// By name; throws std::invalid_argument for an unknown name.
SolveResult runSolver(const std::string& name, const Maze& maze, const SolveOptions& options,
                  Control& control);

// A trace of the shape the solvers record (2 layers, 1 marker).
std::shared_ptr<CellTrace> makeTrace(const Maze& maze);

// The cost of `path` under `options` (0 for fewer than two cells). Precondition: a valid path.
double pathCost(const Maze& maze, const std::vector<Cell>& path, const SolveOptions& options);
// Whether consecutive cells are neighbours under `diagonal`, all free, from start to goal.
bool isValidPath(const Maze& maze, const std::vector<Cell>& path, Diagonal diagonal);

// Names for the command line: "manhattan", "never", "if-at-most-one-obstacle", …
std::string heuristicName(Heuristic h);
std::string diagonalName(Diagonal d);
bool parseHeuristic(const std::string& text, Heuristic& h);
bool parseDiagonal(const std::string& text, Diagonal& d);

// Parses a weights file for a rows × cols maze: one line per row, either whitespace-separated
// integers ≥ 1 or (without white space) one digit 1-9 per cell; ';' lines are comments.
// Throws MazeFormatError (core/mazeformat.h) with line and column.
std::vector<std::uint32_t> parseWeights(const std::string& text, int rows, int cols);

} // namespace mazelab::solve
