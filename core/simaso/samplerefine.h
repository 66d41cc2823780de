#pragma once
// Upper bounds on σ(n,m) for sizes that cannot be enumerated (6×6: 1.6·10⁹ mazes), by the
// counterexample loop of issue 17: build and shorten a sequence on a sample of mazes
// (localsearch.h), verify it on every solvable maze (streamverify.h), add the mazes it misses
// to the sample, repair it (greedyCover continues from the failed sequence) and repeat.
// Only a sequence verified on all mazes is reported as a bound (onVerified); the loop then
// goes on shortening it on the sample and re-verifying, until the control stops it.

#include "core/control.h"
#include "core/simaso/localsearch.h"
#include "core/simaso/mazeset.h"
#include "core/simaso/streamverify.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace mazelab {

struct RefineOptions {
    CoverOptions cover;
    int threads = 1;                 // for the streamed verification
    std::size_t addPerRound = 2000;  // counterexamples added to the sample per failed check
    int improveRounds = 20;          // local-search rounds between two verifications
};

struct RefineResult {
    std::optional<SolvingSequence> verified; // shortest sequence verified on all mazes
    std::size_t sampleSize = 0;              // mazes in the sample at the end
    int verifications = 0;
    std::string message;
};

// Preconditions: sample.rows()·sample.cols() <= 64 and the sample uses the default start and
// goal. `start` may be empty (then the loop starts from greedyCover). `log` receives one line
// per event (verification result, sample growth). Deterministic for options.cover.seed up to
// where the control stops it.
RefineResult refineOnAllSolvable(const MazeSet& sample, const SolvingSequence& start,
                                 Control& control, const RefineOptions& options,
                                 const std::function<void(const std::string&)>& log = {},
                                 const std::function<void(const SolvingSequence&,
                                                          const StreamVerifyResult&)>&
                                     onVerified = {});

} // namespace mazelab
