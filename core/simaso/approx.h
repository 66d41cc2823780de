#pragma once
// Approximate shortest Solving Sequences (Nusser 2016, §5.1 and §5.4) and minimization.
// Every result solves its whole target (checked before it is returned); its length is an
// upper bound on σ.
//   * greedyLookahead (Alg. 5.1): repeatedly append the lookahead sequence (default: all 64
//     of length 3) that minimizes a cost over the unsolved mazes' goal distances; when the
//     best cost stops decreasing (a local minimum) append the shortest path of a random
//     unsolved maze instead, so the loop always ends.
//   * solveInOrder (Alg. 4.2): solve the mazes one after another in a random order,
//     appending each one's shortest path from where the sequence so far leaves it; best of
//     `runs` random permutations.
//   * iterativelyAppend (IAS, Alg. 5.4): like Solve in Order, but the next maze is any
//     unsolved one — from the set, or from the Unsolved Maze Finder for all solvable n×m
//     mazes of any size.
//   * randomSequence (RS): a random sequence (default length 250), extended until it solves
//     the target, then minimized.
//   * minimizeSequence: delete single moves while the sequence still solves the target,
//     until no move can be deleted (a minimal, not necessarily minimum, sequence).

#include "core/control.h"
#include "core/simaso/mazeset.h"

#include <optional>
#include <string>
#include <vector>

namespace mazelab {

// What a sequence has to solve: an explicit (or enumerated) set, or all solvable rows×cols
// mazes through the Unsolved Maze Finder. A SolveTarget refers to the set; keep it alive.
class SolveTarget {
public:
    static SolveTarget of(const MazeSet& set) { return SolveTarget(&set, set.rows(), set.cols()); }
    static SolveTarget allSolvable(int rows, int cols) { return SolveTarget(nullptr, rows, cols); }

    const MazeSet* set() const { return m_set; }
    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    // A maze the sequence does not solve (perfectly); nullopt when it solves all or when the
    // control stopped the search (then `complete` is set to false).
    std::optional<Maze> unsolved(const SolvingSequence& s, Control& control, bool& complete,
                                 bool perfect = false) const;

private:
    SolveTarget(const MazeSet* set, int rows, int cols) : m_set(set), m_rows(rows), m_cols(cols) {}
    const MazeSet* m_set;
    int m_rows;
    int m_cols;
};

enum class GreedyCost {
    Sum,        // Σ d_i over unsolved mazes
    SumSquares, // Σ d_i² — penalizes the far mazes (default)
    Max,        // max d_i, ties broken by Σ d_i
};

struct ApproxOptions {
    std::uint64_t seed = 1;       // every random choice comes from this seed
    int runs = 1;                 // Solve in Order / Random Sequence: best of N
    bool minimize = false;        // minimize the result (Random Sequence always does)
    int lookahead = 3;            // Greedy Lookahead: all sequences of this length (1..6)
    std::vector<SolvingSequence> lookaheadSet; // ... or exactly these (when not empty)
    GreedyCost cost = GreedyCost::SumSquares;
    int randomLength = 250;       // Random Sequence: initial length
    std::size_t maxLength = 100000; // give up (incomplete) beyond this length
};

struct ApproxResult {
    SolvingSequence sequence;   // solves the whole target when complete
    bool complete = false;      // false: stopped (time limit / cancel / length cap)
    bool minimizationCut = false; // complete, but the minimization stopped before it was minimal
    std::size_t rawLength = 0;  // length before minimization
    int runs = 0;               // runs done (best of)
    std::string message;        // one line for the user
};

// Alg. 5.1. Requires an explicit set (throws std::invalid_argument for an implicit target).
ApproxResult greedyLookahead(const MazeSet& set, Control& control, const ApproxOptions& options);
// Alg. 4.2, best of options.runs random orders.
ApproxResult solveInOrder(const MazeSet& set, Control& control, const ApproxOptions& options);
// Alg. 5.4.
ApproxResult iterativelyAppend(const SolveTarget& target, Control& control,
                               const ApproxOptions& options);
// Random sequence + minimization, best of options.runs.
ApproxResult randomSequence(const SolveTarget& target, Control& control,
                            const ApproxOptions& options);

// A minimal Solving Sequence contained in s (s must solve the target; otherwise s is
// returned unchanged with complete = false). Explicit sets: incremental prefix simulation,
// O(passes · |s|² · |M|) worst case; implicit targets: one Unsolved Maze Finder call per try.
ApproxResult minimizeSequence(const SolveTarget& target, const SolvingSequence& s,
                              Control& control, bool perfect = false);

} // namespace mazelab
