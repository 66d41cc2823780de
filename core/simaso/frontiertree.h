#pragma once
// The counting trajectory tree of streamverify.h (Nusser 2016 Alg. 5.2 made to count) kept
// breadth-first, with every step's live partial mazes stored, so that the EXACT number of
// solvable rows×cols mazes a sequence leaves unsolved can be recounted from the first step
// where a candidate differs from the stored sequence (issue 17: annealing scored on all
// 1,225,194 mazes of 5×5 instead of a hard set, exactanneal.h).
//
// Frontier t holds the partial mazes (cells known free / known blocked, the walk's cell) that
// have not visited the goal before step t. Step t moves each of them; a move into an unknown
// cell branches into "blocked" (kept only while start and goal can still connect) and
// "free". A partial maze that reaches the goal solves all 2^u mazes agreeing with it (u =
// its unknown cells; all are solvable, its walk is a path), so
//   unsolved(s) = |M(rows, cols)| − Σ over partial mazes reaching the goal of 2^u,
// the same count as verifyAllStreamed (tst_frontiertree checks both and per-maze simulation).
// Partial mazes never merge (two branches differ in the cell they branched on), so frontier
// t is at most as large as the tree's leaves: 39,413 for the 110-move 5×5 bound.
//
// Cost: a count from step j touches the frontiers j…|s| only; a candidate keeps only its
// counts (two frontiers in turn), accept() recounts it once more to store its frontiers.
// Memory: 16 bytes per stored partial maze.

#include "core/simaso/mazeset.h"
#include "core/simaso/streamverify.h"
#include "core/simaso/tailfix.h"

#include "core/control.h"

#include <cstdint>
#include <functional>
#include <random>
#include <vector>

namespace mazelab {

class FrontierTree {
public:
    // Preconditions: 2 <= rows·cols <= 56; mazeCount = |M(rows, cols)| (from core/counting).
    // maxNodes bounds the partial mazes stored for one sequence (16 bytes each; a candidate is
    // held to the same budget, so that accept() never exceeds it).
    FrontierTree(int rows, int cols, std::uint64_t mazeCount,
                 std::size_t maxNodes = std::size_t(1) << 26);

    // Stores s and its frontiers; frontiers before `from` are kept (s must equal the stored
    // sequence on steps < from). Throws std::length_error when they would exceed maxNodes
    // (then the empty sequence is stored); unsolvedWith likewise (the stored one is kept).
    void assign(const SolvingSequence& s, std::size_t from = 0);
    const SolvingSequence& sequence() const { return m_s; }

    // Fixes moves that precede every stored sequence and candidate (the tail of a 6×6 bound,
    // whose whole tree is large and slow to recount; issue 17). The prefix is walked from the root keeping two
    // frontiers in turn, and the frontier it leaves becomes the tree's root: every count
    // (unsolved, unsolvedAfter, the mean solve step) is then of prefix + sequence over ALL
    // mazes, while steps t, j and lengths stay those of the stored sequence after the prefix.
    // Stores the empty sequence. Throws std::length_error when a frontier of the prefix
    // exceeds maxNodes (the prefix is then empty again).
    void setPrefix(const SolvingSequence& prefix);
    // setPrefix(prefix() + moves), walking only `moves` from the current root (exactgrow.h
    // commits a few moves per stage; `moves` must not be prefix() itself). Stores the empty
    // sequence; throws like setPrefix (the prefix is then empty again).
    void extendPrefix(const SolvingSequence& moves);
    const SolvingSequence& prefix() const { return m_prefix; }
    // Solvable mazes the stored sequence does not solve.
    std::uint64_t unsolved() const { return m_mazes - m_solved.back(); }
    // The mean over all mazes of the step of the first goal visit (|s| + 1 for unsolved
    // mazes): a sequence with a low mean has slack at its end (exactanneal.h's tie-break).
    double meanSolveStep() const { return meanOf(m_solved.back(), m_steps.back(), m_s.size()); }
    // The same for the candidate of the last unsolvedWith.
    double candidateMeanSolveStep() const { return m_candMean; }
    // Solvable mazes the first t moves of the stored sequence leave unsolved (t <= |s|).
    std::uint64_t unsolvedAfter(std::size_t t) const { return m_mazes - m_solved.at(t); }
    // The same for the candidate of the last unsolvedWith (t <= its length).
    std::uint64_t candidateUnsolvedAfter(std::size_t t) const
    {
        return m_mazes - (t <= m_candFrom ? m_solved.at(t) : m_candSolved.at(t));
    }
    // Partial mazes left after the whole sequence (the tree's failing leaves).
    std::size_t failingLeaves() const { return m_front.back().size(); }
    // Partial mazes still walking before step t (t <= |s|): the stored frontier's size.
    std::size_t liveBefore(std::size_t t) const { return m_front.at(t).size(); }
    // At most `max` of them, spread evenly over the list. With t <= |s|: of the partial mazes
    // the first t moves leave unsolved (frontier t) instead.
    std::vector<PartialWalk> failingWalks(std::size_t max, std::size_t t = SIZE_MAX) const;

    // Unsolved mazes under c, which must equal the stored sequence on steps < j (any length,
    // j <= both lengths). Only the candidate's counts are kept (until the next call or
    // assign()); accept() recounts c from j to store its frontiers.
    std::uint64_t unsolvedWith(const SolvingSequence& c, std::size_t j);
    // Makes the candidate of the last unsolvedWith the stored sequence (recounting its
    // frontiers from the step it changed: candidates keep only their counts).
    void accept();

    // A targeted mutation of s (the stored sequence, or one of its length): a random failing
    // leaf's maze with its unknown cells free is walked to a random step t, and s from t on is
    // overwritten with that maze's shortest path to the goal. Returns t, or SIZE_MAX when no
    // leaf fails or the path does not fit before the end. With `end` < |s|: a maze the first
    // `end` moves leave unsolved, and the path must fit before step `end` (the slack tail).
    std::size_t pathKick(SolvingSequence& s, std::uint64_t random,
                         std::size_t end = SIZE_MAX) const;

    // One stored partial maze: the position sits in the top 6 bits of `blockedPos`.
    struct Node {
        std::uint64_t free;
        std::uint64_t blockedPos;
    };

private:
    // Moves every partial maze of `in` by m into `out`; returns the mass reaching the goal.
    std::uint64_t step(const std::vector<Node>& in, Move m, std::vector<Node>& out) const;
    double meanOf(std::uint64_t solved, std::uint64_t steps, std::size_t length) const;

    PartialGrid m_grid; // neighbours and the start–goal connectivity test (tailfix.h)
    int m_cells;
    std::uint64_t m_mazes;
    std::size_t m_maxNodes;
    std::uint64_t m_all = 0;
    std::uint64_t m_goalBit = 0;

    SolvingSequence m_prefix;                 // setPrefix: walked before every sequence
    std::vector<Node> m_root;                 // the frontier the prefix leaves (no prefix:
                                              // the start cell alone)
    std::uint64_t m_rootSolved = 0;           // mass the prefix solves
    std::uint64_t m_rootSteps = 0;            // Σ solve step · mass within the prefix

    SolvingSequence m_s;
    std::vector<std::vector<Node>> m_front;  // m_front[t]: live before step t, t = 0…|s|
    std::vector<std::uint64_t> m_solved;     // m_solved[t]: mass solved by steps < t
    std::vector<std::uint64_t> m_steps;      // m_steps[t]: Σ solve step · mass, steps < t

    SolvingSequence m_candS;
    std::size_t m_candFrom = 0;
    bool m_hasCand = false;
    std::vector<Node> m_ping[2];              // the candidate's last two frontiers
    std::vector<std::uint64_t> m_candSolved;
    std::vector<std::uint64_t> m_candSteps;
    double m_candMean = 0;
};

// Deletes from tree's sequence (not empty) the move whose loss leaves the fewest mazes
// unsolved, ties broken at random (not the first move), and returns that count; each count
// adds one to `evaluations`. A stop of `control` cuts the comparison short (the best so far).
// With `score` (called after each FrontierTree::unsolvedWith, lower is better) the moves are
// compared by it instead, and only moves before `limit` are candidates.
std::uint64_t deleteLeastHarmful(FrontierTree& tree, std::mt19937_64& rng,
                                 std::uint64_t& evaluations, Control& control,
                                 const std::function<double()>& score = {},
                                 std::size_t limit = SIZE_MAX);

// The moves of tree's sequence (before `limit`) ranked by the harm of deleting each: the
// score after deleting it (`score` as for deleteLeastHarmful, else the unsolved count),
// least first, ties in random order. Each count adds one to `evaluations`; a stop of
// `control` returns the moves ranked so far. The stored sequence is left as it was.
std::vector<std::size_t> rankDeletions(FrontierTree& tree, std::mt19937_64& rng,
                                       std::uint64_t& evaluations, Control& control,
                                       const std::function<double()>& score = {},
                                       std::size_t limit = SIZE_MAX);

} // namespace mazelab
