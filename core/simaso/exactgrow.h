#pragma once
// Building a Solving Sequence for ALL solvable rows×cols mazes by a receding horizon annealed
// on the EXACT counts of the trajectory tree (issue 17: a better start for σ(6,6) than the
// hard-set prefix of the 575 bound, whose first 150 moves leave 75.8 million 6×6 mazes
// unsolved where the 109-move σ(5,5) bound leaves 48.2 million after 109).
//
// greedysuffix.h builds stage by stage too, but scores a short beam on a sample of walks by
// optimistic distances; exactanneal.h anneals a whole sequence, whose tree must be stored from
// its first move (or after a fixed prefix). Here only a window is stored:
//   1. the tree is rooted after the committed prefix P (FrontierTree::setPrefix, extended by
//      extendPrefix so the prefix is walked once);
//   2. a window w of `horizon` moves is annealed (sequencemutation.h, path kicks) on
//        f(w) = U(|P| + |w|) + areaWeight · (1/|w|) · Σ_{t=1..|w|} U(|P| + t),
//      U(t) = mazes the first t moves leave unsolved, over ALL mazes; the temperature is
//      relative to f (τ falls geometrically from t0 to t1 over `iterations` steps; a candidate
//      is accepted when f' <= f + max(τ·f, minTemperature)·ln(1/u)); with areaWeight 0 it
//      stops as soon as the window solves every maze;
//   3. if the best window solves every maze, P + its shortest solving prefix is re-checked by
//      the depth-first tree of streamverify.h and returned; otherwise its first `commit` moves
//      join P, the rest (padded with random moves) is the next window, and 1. again.
// The result is not minimal: exactanneal.h (seq improve --method exact --keep-prefix) shortens
// it. Deterministic for a seed; a time limit or cancel only decides where it stops.

#include "core/control.h"
#include "core/simaso/anneal.h"

#include <functional>

namespace mazelab {

struct ExactGrowOptions {
    std::uint64_t seed = 1;
    std::size_t horizon = 40;   // moves in the annealed window
    std::size_t commit = 20;    // moves committed per stage (1…horizon)
    int iterations = 1000;      // annealing steps per stage
    double t0 = 2e-3;           // start temperature, relative to the score
    double t1 = 2e-5;           // end temperature, relative to the score
    double minTemperature = 0.2; // in mazes (the last stages count tens of mazes)
    double areaWeight = 0;      // weight of the window's mean unsolved count (0 is best
                                // on 4×4 and 5×5: the area makes the windows greedy)
    unsigned kickPercent = 5;   // share of mutations that are FrontierTree::pathKick
    std::size_t maxLength = 5000; // give up when the committed prefix grows past this
    std::size_t maxNodes = std::size_t(1) << 26; // FrontierTree budget (16 bytes each)
};

// A report: after every committed stage (iteration = 0), and every 1024 iterations of a
// window's annealing (iteration = steps done; committed = |P| so far, unsolvedAtCommit = U(|P|),
// unsolvedAtEnd = U at the end of the best window so far; a long window takes minutes on 6×6).
struct ExactGrowStage {
    std::size_t committed = 0;      // |P| after this stage
    std::uint64_t unsolvedAtCommit = 0; // U(|P|)
    std::uint64_t unsolvedAtEnd = 0;    // U(|P| + the rest of the window)
    std::size_t stored = 0;         // partial mazes of the window's tree
    int iteration = 0;
};

// Preconditions: 2 <= rows·cols <= 56. Returns the solver in result.best (found) or, when it
// stops first, result.found = false and result.best = the committed prefix. Polls control
// between evaluations; onStage reports as ExactGrowStage says.
AnnealResult growExact(int rows, int cols, const SolvingSequence& prefix, Control& control,
                       const ExactGrowOptions& options,
                       const std::function<void(const ExactGrowStage&)>& onStage = {});

} // namespace mazelab
