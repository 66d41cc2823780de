#pragma once
// Verifying a Solving Sequence on ALL solvable rows×cols mazes of a size that cannot be stored
// (6×6: 1,636,193,228 mazes), with the exact number of mazes it solves.
//
// Method: the trajectory tree (the Unsolved Maze Finder's search, Nusser 2016 Alg. 5.2, made
// to count). The walk of s through a maze depends only on the cells it bumps into, so s is
// run once on a partial maze (cells free / blocked / unknown) and branches only where the
// next move's target is unknown: "blocked" (kept only while start and goal stay connected
// through non-blocked cells) and "free". Every solvable maze lies in exactly one leaf — the
// one whose known cells it agrees with — and all mazes of a leaf walk the same way. A leaf
// that visits the goal therefore solves all 2^u mazes agreeing with it (u = its unknown
// cells; all are solvable, the walk is a path); a leaf that ends elsewhere holds solvable
// mazes that s does not solve (its unknown cells made free give one). So
//   solved = Σ over goal leaves 2^u,   unsolved = |M(rows, cols)| − solved,
// with |M| from the transfer-matrix count (core/counting). solved == |M| is the verification
// on every maze, and the subtraction is an independent cross-check of the tree.
// The tree has at most rows·cols − 2 levels of branching (each branch fixes a cell), so its
// size depends on how many distinct bump patterns s meets, not on |M|: a good sequence for 6×6
// gives a tree far smaller than the 1.6·10⁹ mazes. Cells: at most 64 (bit masks).
//
// Threads: the tree is cut after `splitDecisions` branchings into independent subtrees, which
// the threads take from a shared counter (results are summed: the same for any thread count).

#include "core/control.h"
#include "core/maze.h"
#include "core/simaso/mazeset.h"

#include <cstdint>
#include <vector>

namespace mazelab {

struct StreamVerifyOptions {
    int threads = 1;
    bool perfect = false;            // the maze must end on its goal (Perfect Solving Sequence)
    std::size_t maxCounterexamples = 1; // kept from failing leaves (0: only count)
    bool stopAtFirst = false;        // stop as soon as one failing leaf is found
    std::uint64_t seed = 1;          // fills a counterexample's unknown cells (reproducible)
    // Which failing leaves give the counterexamples. Negative: the first maxCounterexamples
    // met (depth first). A >= 0: a weighted random sample over ALL failing leaves (Efraimidis–
    // Spirakis keys, seeded by the leaf, so the same for any thread count), a leaf with u
    // unknown cells weighted 2^(A·u): A = 1 samples the unsolved mazes uniformly (a leaf
    // holds up to 2^u of them), A = 0 the leaves uniformly.
    double sampleExponent = -1.0;
    int splitDecisions = 10;         // branchings before the tree is cut into tasks (with
                                     // threads <= 1 and splitDecisions <= 0: one plain pass)
    std::uint64_t mazeCount = 0;     // |M(rows, cols)| if known (0: counted by the DP)
    // Keep the failing leaves themselves (the partial mazes with the walk's end cell), for a
    // fix-up suffix (tailfix.h); more than this many stop the count (complete = false).
    std::size_t maxFailingWalks = 0;
};

// A failing leaf: the cells known free / blocked and where the walk ended. It stands for all
// solvable mazes that agree with it on the known cells (unknown cells: either).
struct PartialWalk {
    std::uint64_t free = 0;
    std::uint64_t blocked = 0;
    int pos = 0;
    bool operator==(const PartialWalk&) const = default;
};

// The rows×cols maze whose blocked cells are exactly the bits of `blocked` (bit c = cell c in
// row-major order); for a PartialWalk, the maze with its unknown cells free.
Maze mazeWithBlocked(int rows, int cols, std::uint64_t blocked);

struct StreamVerifyResult {
    std::uint64_t mazes = 0;    // |M(rows, cols)| by the counting DP (0 if it does not fit)
    std::uint64_t solved = 0;   // mazes the sequence solves (exact when complete)
    std::uint64_t failingLeaves = 0; // leaves with unsolved mazes
    std::uint64_t leaves = 0;   // goal leaves + failing leaves
    std::uint64_t nodes = 0;    // branchings (tree nodes)
    bool complete = true;       // false: stopped by the Control, or by stopAtFirst
    bool solvesAll = false;     // complete && failingLeaves == 0 && solved == mazes
    std::vector<Maze> counterexamples; // solvable mazes the sequence does not solve
    std::vector<PartialWalk> failingWalks; // with maxFailingWalks > 0, every failing leaf
};

// Preconditions: rows, cols >= 1, rows·cols <= 64 (throws std::invalid_argument otherwise).
// Polls control; reports progress per finished subtree.
StreamVerifyResult verifyAllStreamed(int rows, int cols, const SolvingSequence& s,
                                     const StreamVerifyOptions& options, Control& control);

// Whether s solves every solvable rows×cols maze: the tree on one thread, stopped at the first
// failing leaf; mazeCount as in StreamVerifyOptions. False too when `control` stops it.
bool solvesAllStreamed(int rows, int cols, const SolvingSequence& s, std::uint64_t mazeCount,
                       Control& control);

} // namespace mazelab
