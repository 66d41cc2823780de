#include "core/simaso/samplerefine.h"

#include <random>

namespace mazelab {

RefineResult refineOnAllSolvable(const MazeSet& sampleIn, const SolvingSequence& start,
                                 Control& control, const RefineOptions& options,
                                 const std::function<void(const std::string&)>& log,
                                 const std::function<void(const SolvingSequence&,
                                                          const StreamVerifyResult&)>& onVerified)
{
    RefineResult result;
    auto say = [&](const std::string& line) {
        if (log)
            log(line);
    };
    MazeSet sample = sampleIn;
    std::vector<Maze> mazes; // the sample as mazes, filled when it first grows
    std::mt19937_64 rng(options.cover.seed);
    SolvingSequence current = start;
    if (current.empty()) {
        const CoverResult c = greedyCover(sample, control, options.cover);
        if (!c.complete) {
            result.message = c.message;
            return result;
        }
        current = c.sequence;
        say("greedy cover on " + std::to_string(sample.size()) + " mazes: length "
            + std::to_string(current.size()));
    }
    while (!control.checkNow()) {
        StreamVerifyOptions vo;
        vo.threads = options.threads;
        vo.maxCounterexamples = options.addPerRound;
        vo.seed = rng();
        const StreamVerifyResult v =
            verifyAllStreamed(sample.rows(), sample.cols(), current, vo, control);
        if (!v.complete)
            break;
        ++result.verifications;
        if (v.solvesAll) {
            if (!result.verified || current.size() < result.verified->size()) {
                result.verified = current;
                say("verified on all " + std::to_string(v.mazes) + " mazes: length "
                    + std::to_string(current.size()));
                if (onVerified)
                    onVerified(current, v);
            }
            // Try to shorten it on the sample; the next check verifies the result.
            CoverOptions o = options.cover;
            o.seed = rng();
            const CoverResult c =
                improveSequence(sample, current, control, o, options.improveRounds);
            if (!c.complete || control.checkNow())
                break;
            if (c.sequence.size() >= current.size()) {
                continue; // no shorter candidate this time; try again with a new seed
            }
            current = c.sequence;
            continue;
        }
        say("length " + std::to_string(current.size()) + " misses "
            + std::to_string(v.mazes - v.solved) + " mazes (" + std::to_string(v.failingLeaves)
            + " leaves); adding " + std::to_string(v.counterexamples.size()) + " to the sample");
        if (mazes.empty())
            mazes = sample.toMazeFile().mazes;
        mazes.insert(mazes.end(), v.counterexamples.begin(), v.counterexamples.end());
        sample = MazeSet::fromMazes(mazes);
        // Repair: keep the failed sequence and append until the grown sample is solved.
        CoverOptions o = options.cover;
        o.seed = rng();
        const CoverResult c = greedyCover(sample, control, o, current);
        if (!c.complete)
            break;
        current = c.sequence;
        say("repaired on " + std::to_string(sample.size()) + " mazes: length "
            + std::to_string(current.size()));
    }
    result.sampleSize = sample.size();
    result.message = result.verified
        ? "verified length " + std::to_string(result.verified->size())
        : std::string("no sequence verified yet");
    return result;
}

} // namespace mazelab
