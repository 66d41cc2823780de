#pragma once
// Local-search candidates for the counterexample-guided σ search (issue 17, σ(4,5)).
//
// computeSigma (sigmasat.h) asks at every round for a sequence of length L that solves the
// working set S, checks it on all mazes and adds the mazes it misses to S. Going down from an
// upper bound most of these questions are satisfiable, and CaDiCaL answers them slowly once S
// holds a few hundred mazes (4×5 at L = 50: 10–60 minutes a call, README), while annealing on
// S alone — the hard-set annealing of core/simaso/anneal.h with S as its whole hard set — finds
// such a sequence in a fraction of a second as long as one is easy to reach. A candidate found
// that way is exactly as good a source of counterexamples as a SAT model: it solves S, and the
// mazes it misses are real solvable mazes it misses. Only when the annealing gives up is the SAT
// solver asked, so the proofs (UNSAT at L) are unchanged and still come from the solver alone.

#include "core/control.h"
#include "core/simaso_sat/sigmasat.h"

#include <cstdint>
#include <vector>

namespace mazelab::simaso_sat {

struct LocalCandidateOptions {
    std::uint64_t evaluations = 200000; // annealing steps before giving up (0: none)
    std::uint64_t seed = 1;
    int iterations = 20000; // steps per temperature cycle (the cycle restarts from its best)
    double t0 = 2.0;        // temperatures in mazes of S, as AnnealOptions
    double t1 = 0.05;
};

struct LocalCandidateResult {
    std::vector<Move> sequence;     // solves every maze of the set; empty when none was found
    std::uint64_t evaluations = 0;  // annealing steps spent
};

// Anneals a sequence of start.size() moves, from `start`, until it solves every maze of
// `mazes` (rows×cols walls of `grid`, default start and goal, each solvable). Deterministic for
// a seed; polls `control` before it starts and between steps (a stop returns no sequence).
// Preconditions: !start.empty(), !mazes.empty().
LocalCandidateResult annealCandidate(const Grid& grid, const std::vector<WallMask>& mazes,
                                     const std::vector<Move>& start,
                                     const LocalCandidateOptions& options, Control& control);

} // namespace mazelab::simaso_sat
