#pragma once
// Upper bounds on σ by construction and local search, scored by simulating all mazes of an
// explicit set (issue 17: σ(5,5) under 100, σ(6,6) under 300).
//
//   * greedyCover: a set-cover greedy. Each round, `candidates` unsolved mazes are drawn; each
//     proposes its shortest path from where the sequence so far has left it. Every prefix of
//     every proposal is scored on a sample of the unsolved mazes by mazes solved per move, and
//     the best prefix is appended (the proposing maze itself is solved by its whole path, so
//     a round always makes progress). Compare Solve in Order (Nusser 2016, Alg. 4.2), which
//     appends one whole path per maze in a fixed order, and Greedy Lookahead (Alg. 5.1), which
//     scores fixed short blocks by distance: the cover greedy picks both the maze and how much
//     of its path to use by what the move block does for all other mazes.
//   * improveSequence (ruin and recreate): keep a random prefix of the best sequence, regrow
//     the rest with greedyCover under a fresh seed, minimize (delete single moves while
//     everything stays solved, approx.h's minimizeSequence), and keep the result when it is
//     not longer. Deterministic for a seed (no timing enters the choices); a time limit or a
//     cancel only decides how many rounds run.
// Every returned sequence solves every maze of the set (checked by simulation).

#include "core/control.h"
#include "core/simaso/mazeset.h"

#include <cstdint>
#include <functional>
#include <string>

namespace mazelab {

struct CoverOptions {
    std::uint64_t seed = 1;
    int candidates = 48;             // unsolved mazes proposing their paths per round
    std::size_t scoreSample = 12000; // unsolved mazes the proposals are scored on
    bool minimize = true;            // delete single moves while all stay solved
    int blockLength = 3;             // also propose every block of 1 … this many moves
    double distanceWeight = 0.0;     // score: mazes solved + this · goal-distance reduction
};

struct CoverResult {
    SolvingSequence sequence;  // solves every maze of the set when complete
    bool complete = false;     // false: stopped by the Control before all were solved
    std::size_t rawLength = 0; // before minimization
    int rounds = 0;            // improveSequence: rounds done
    int improvements = 0;      // improveSequence: rounds that shortened the best
    std::string message;
};

// Appends to `prefix` until every maze of `set` is solved. Polls control once per round.
CoverResult greedyCover(const MazeSet& set, Control& control, const CoverOptions& options,
                        const SolvingSequence& prefix = {});

// Local search from `start` (which must solve the set; empty: start from greedyCover).
// Runs until `rounds` rounds are done (0: until the control stops it). `onImproved` is called
// with every new best sequence (for saving it as soon as it is found).
CoverResult improveSequence(const MazeSet& set, const SolvingSequence& start, Control& control,
                            const CoverOptions& options, int rounds = 0,
                            const std::function<void(const SolvingSequence&)>& onImproved = {});

} // namespace mazelab
