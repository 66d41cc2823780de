#pragma once
// Shortening a Solving Sequence for ALL solvable rows×cols mazes by rebuilding its tail
// (issue 17: σ(6,6) upper bounds): a large-neighbourhood search around greedySuffix
// (greedysuffix.h).
//
// A sequence built by greedySuffix is tight against single changes inside it (deleting one move
// of the 1335-move 6×6 bound leaves 1–200 tree leaves unsolved, and the annealing of anneal.h
// cannot repair that without breaking others), but the greedy suffix itself varies a lot with
// its seed (1335–1520 over ten seeds). So each attempt cuts the best sequence s after a random
// k moves, lists the failing leaves of s[0, k) (failingWalksOf) and builds a new suffix for
// them with a fresh seed, limited to |s| − k − 1 moves (so only a shorter result is completed
// and a hopeless attempt stops early); a result is checked on all mazes by the counting tree
// (streamverify.h) before it replaces s. Deterministic for a seed and a number of attempts.

#include "core/control.h"
#include "core/simaso/greedysuffix.h"

#include <cstdint>
#include <functional>
#include <string>

namespace mazelab {

struct TailRestartOptions {
    GreedySuffixOptions suffix; // beam, horizon, … of every rebuild (its seed is drawn anew)
    std::size_t window = 450;   // k is drawn uniformly from [|s| − window, |s| − minCut]
    std::size_t minCut = 30;
    std::size_t keepPrefix = 0;  // never cut inside the first keepPrefix moves
    std::size_t maxAttempts = 0; // 0: until the control stops
    std::uint64_t seed = 1;
};

struct TailRestartResult {
    bool found = false;     // best solves every maze (a start that misses some is completed)
    SolvingSequence best;
    std::size_t attempts = 0;
    std::size_t improvements = 0;
    std::string message;
};

// onImproved gets every verified new shortest sequence (the completed start first);
// onAttempt(k, resultLength or 0 when no shorter suffix was found) after every attempt.
TailRestartResult
improveByTailRestarts(int rows, int cols, const SolvingSequence& start, Control& control,
                      const TailRestartOptions& options,
                      const std::function<void(const SolvingSequence&)>& onImproved = {},
                      const std::function<void(std::size_t, std::size_t)>& onAttempt = {});

} // namespace mazelab
