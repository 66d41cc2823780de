#pragma once
// Exact shortest Solving Sequences (Nusser 2016, §5.1 and §5.3).
//
// All of them search the joint state space: a state is the position in every maze, a move
// steps all mazes at once, and a maze that visited its goal stays there (the thesis' loop
// edges at the goal, §5.1), so "all mazes on their goal" is the one goal state and solved
// mazes never tell states apart. Mazes that are identical (same cells, start and goal) are
// merged and mazes whose start is their goal dropped before the search.
//   * shortestBfs:   breadth-first search with a visited set (Dijkstra for unit costs).
//   * shortestAStar: A* with h = the longest remaining start->goal distance over the mazes —
//                    consistent, as one move shortens each distance by at most one (§5.1).
//   * shortestIdaStar: iterative deepening on the length bound with the same h and a
//                    transposition table that remembers, per visited state, a proven lower
//                    bound on its remaining length (a cache: when the memory cap is reached
//                    it stops growing, the search stays exact).
//   * shortestEss:   Alg. 5.3, counterexample-guided: solve a subset exactly, look for a maze
//                    the result does not solve, add it, repeat. Every intermediate length is
//                    a lower bound (a shorter sequence would solve the subset), and the subset
//                    is its certificate.
// Each takes a memory cap and a Control (time limit / cancel) and returns a status with a
// message for the user — never runs into the OOM killer. Positions are bytes: mazes of at
// most kMaxExactCells cells.

#include "core/control.h"
#include "core/simaso/mazeset.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mazelab {

inline constexpr std::size_t kMaxExactCells = 250;

struct ExactOptions {
    std::size_t memoryLimitBytes = std::size_t(1) << 30; // state tables
    int maxLength = 250;                                 // give up above this length
    int startBound = 0;                                  // a known lower bound (IDA*, ESS)
};

enum class ExactStatus {
    Solved,      // `sequence` is a shortest Solving Sequence
    TimeLimit,   // stopped by the Control's time limit
    Cancelled,   // stopped by Control::cancel()
    MemoryLimit, // the state table reached ExactOptions::memoryLimitBytes
    LengthLimit, // no sequence of length <= maxLength (cannot happen for solvable sets
                 // unless maxLength is too small)
    TooLarge,    // the mazes have more than kMaxExactCells cells
};

struct ExactResult {
    ExactStatus status = ExactStatus::Solved;
    SolvingSequence sequence; // shortest when Solved; ESS: the last subset's sequence
    int lowerBound = 0;       // proven σ >= lowerBound (== sequence length when Solved)
    std::uint64_t states = 0; // joint states stored (BFS/A*) or visited (IDA*)
    std::size_t peakBytes = 0;
    // ESS only: the subset whose exact σ is lowerBound (the certificate), and the rounds.
    std::vector<Maze> certificate;
    int rounds = 0;
    std::string message; // one line for the user, e.g. "memory limit of 1024 MB reached ..."

    bool exact() const { return status == ExactStatus::Solved; }
};

ExactResult shortestBfs(const MazeSet& set, Control& control, const ExactOptions& options = {});
ExactResult shortestAStar(const MazeSet& set, Control& control,
                          const ExactOptions& options = {});
ExactResult shortestIdaStar(const MazeSet& set, Control& control,
                            const ExactOptions& options = {});

// Alg. 5.3 over an explicit (or enumerated) set: counterexamples are the set's unsolved mazes.
ExactResult shortestEss(const MazeSet& set, Control& control, const ExactOptions& options = {});
// Alg. 5.3 over all solvable rows×cols mazes without enumerating them: counterexamples come
// from the Unsolved Maze Finder (Alg. 5.2).
ExactResult shortestEssAllSolvable(int rows, int cols, Control& control,
                                   const ExactOptions& options = {});

const char* exactStatusName(ExactStatus status); // "solved", "time-limit", ...

} // namespace mazelab
