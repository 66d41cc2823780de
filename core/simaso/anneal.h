#pragma once
// Shortening a Solving Sequence for ALL solvable rows×cols mazes by simulated annealing on
// the exact number of mazes it leaves unsolved (issue 17, σ(5,5) and σ(6,6) upper bounds).
//
// The objective is exact, not sampled: every candidate is run through the counting trajectory
// tree of streamverify.h (|M| − mazes solved; ~3 ms for a 5×5 sequence, where simulating the
// 1,225,194 mazes one by one would take ~0.3 s). The loop, from a sequence that solves all:
//   1. delete the move whose deletion leaves the fewest mazes unsolved (length L → L − 1);
//   2. if mazes are left unsolved, anneal at that length: mutate (change a move, move a move
//      elsewhere, swap neighbours, rewrite a short window), accept when ln(1 + unsolved) does
//      not grow, otherwise with probability exp(−Δ/T), T falling geometrically from t0 to t1
//      over `iterations` steps (then restarting from the best state at this length);
//   3. on zero unsolved the sequence is a new upper bound (onImproved), back to 1.
// Every reported sequence solves every solvable maze (it was counted, and is re-counted with
// the full verification before being reported). Deterministic for a seed and a number of
// evaluations; a time limit or cancel only decides where it stops.

#include "core/control.h"
#include "core/simaso/mazeset.h"

#include <cstdint>
#include <functional>
#include <string>

namespace mazelab {

struct AnnealOptions {
    std::uint64_t seed = 1;
    int iterations = 20000; // annealing steps per temperature cycle
    double t0 = 0.5;        // start temperature (on ln(1 + unsolved))
    double t1 = 0.01;       // end temperature
    std::size_t targetLength = 0; // stop when a sequence this short is found (0: never)
};

struct AnnealResult {
    SolvingSequence best;       // the shortest sequence found that solves all mazes
    bool found = false;         // best is set (the start solved all, or a solver was found)
    std::uint64_t evaluations = 0;
    std::string message;
};

// Preconditions: 2 <= rows·cols <= 64. `start` should solve all mazes (if it does not, the
// annealing first repairs it at its length). Polls control between evaluations.
AnnealResult annealAllSolvable(int rows, int cols, const SolvingSequence& start,
                               Control& control, const AnnealOptions& options,
                               const std::function<void(const SolvingSequence&)>& onImproved = {});

} // namespace mazelab
