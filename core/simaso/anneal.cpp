#include "core/simaso/anneal.h"

#include "core/progresstext.h"
#include "core/simaso/frontiertree.h"
#include "core/simaso/hardsetrun.h"
#include "core/simaso/sequencemutation.h"
#include "core/simaso/streamverify.h"
#include "core/simaso/tailfix.h"

#include <cmath>
#include <cstdint>
#include <random>

namespace mazelab {

namespace {

// Appends to s a suffix solving its failing leaves (at most options.fixWalks) when that makes
// it shorter than result.best; true when s was so replaced (and verified on all mazes).
bool fixWithSuffix(int rows, int cols, SolvingSequence& s, const AnnealResult& result,
                   const AnnealOptions& options, std::uint64_t mazeCount, Control& control)
{
    std::size_t room = s.size() + options.fixMaxSuffix + 1;
    if (result.found)
        room = std::min(room, result.best.size());
    if (room <= s.size() + 1)
        return false;
    StreamVerifyOptions vo;
    vo.splitDecisions = 0;
    vo.maxCounterexamples = 0;
    vo.maxFailingWalks = options.fixWalks;
    vo.mazeCount = mazeCount;
    const StreamVerifyResult v = verifyAllStreamed(rows, cols, s, vo, control);
    if (!v.complete)
        return false;
    SuffixOptions so;
    so.beamWidth = options.fixBeam;
    so.maxLength = room - s.size() - 1;
    so.seed = options.seed ^ s.size();
    const auto q = fixSuffix(PartialGrid(rows, cols), v.failingWalks, so, control);
    if (!q)
        return false;
    SolvingSequence fixed = s;
    fixed.insert(fixed.end(), q->begin(), q->end());
    vo.maxFailingWalks = 0;
    vo.stopAtFirst = true;
    if (!verifyAllStreamed(rows, cols, fixed, vo, control).solvesAll)
        return false;
    s = std::move(fixed);
    return true;
}

// Deletes from s the move whose loss leaves the fewest of all mazes unsolved (ties at random)
// and adds one maze per failing leaf of the result (at most `max`; unknown cells free) to hard.
void exactDelete(int rows, int cols, std::uint64_t mazeCount, SolvingSequence& s,
                 std::vector<Maze>& hard, std::size_t max, std::mt19937_64& rng,
                 std::uint64_t& evaluations, Control& control)
{
    FrontierTree tree(rows, cols, mazeCount);
    tree.assign(s);
    deleteLeastHarmful(tree, rng, evaluations, control);
    s = tree.sequence();
    for (const PartialWalk& w : tree.failingWalks(max))
        hard.push_back(mazeWithBlocked(rows, cols, w.blocked));
}

} // namespace

bool detail::recordSolver(AnnealResult& result, const SolvingSequence& solver,
                          std::size_t targetLength,
                          const std::function<void(const SolvingSequence&)>& onImproved,
                          const char*& stop)
{
    const bool improved = !result.found || solver.size() < result.best.size();
    if (improved) {
        result.best = solver;
        result.found = true;
        if (onImproved)
            onImproved(solver);
    }
    stop = targetLength > 0 && solver.size() <= targetLength ? "target reached"
        : solver.size() <= 1                                 ? "length 1"
                                                             : nullptr;
    return improved;
}

AnnealResult annealAllSolvable(int rows, int cols, const SolvingSequence& start,
                               Control& control, const AnnealOptions& options,
                               const std::function<void(const SolvingSequence&)>& onImproved,
                               const AnnealCheckCallback& onChecked)
{
    AnnealResult result;
    auto finish = [&](const char* why) {
        result.message = std::string(why) + "; best length "
            + (result.found ? std::to_string(result.best.size()) : std::string("none"));
        return result;
    };
    if (start.empty())
        return finish("empty start sequence");
    std::mt19937_64 rng(options.seed);
    StreamVerifyOptions vo;
    vo.threads = std::max(1, options.threads);
    vo.splitDecisions = vo.threads > 1 ? 10 : 0;
    vo.maxCounterexamples = options.addPerRound;
    vo.sampleExponent = options.sampleExponent;
    MazeSet::estimateAllSolvableBytes(rows, cols, &vo.mazeCount);
    std::vector<Maze> hard;
    {
        // A board with no more solvable mazes than the sample starts with all of them (a random
        // sample would hold duplicates and count them: 2000 "hard mazes" of 2×3's 8).
        Control quiet;
        hard = (vo.mazeCount > 0 && vo.mazeCount <= options.sampleSize
                    ? MazeSet::allSolvable(rows, cols, quiet)
                    : MazeSet::random(rows, cols, options.sampleSize, 0.5, options.seed, quiet))
                   .toMazeFile()
                   .mazes;
    }
    const std::size_t randomCount = hard.size();
    hard.insert(hard.end(), options.hardStart.begin(), options.hardStart.end());
    HardSetRun run;
    std::uint64_t checks = 0; // verifications on all mazes
    int stalled = 0;          // temperature cycles since the last new best
    SolvingSequence cur = start;
    run.reset(MazeSet::fromMazes(hard), cur);
    for (;;) {
        // 1. Anneal on H until H is solved.
        SolvingSequence bestHere = cur;
        std::size_t fBest = run.unsolved();
        std::size_t fc = fBest;
        const int iters = std::max(1, options.iterations);
        for (int it = 0; fc > 0; ++it) {
            if (control.checkNow())
                return finish("stopped");
            if (it == iters) {
                it = 0;
                cur = bestHere;
                const bool restart = options.restartCycles > 0 && result.found
                    && result.best.size() > 1 && ++stalled >= options.restartCycles;
                if (restart) {
                    stalled = 0;
                    cur = ruinedSequence(result.best, options.ruinWindow, rng);
                }
                run.accept(cur);
                if (restart) {
                    fBest = run.unsolved();
                    bestHere = cur;
                }
                fc = fBest;
                if (fBest <= options.checkUnsolved)
                    break; // check the cycle's best on all mazes
                if (options.fixWalks > 0 && fBest <= options.fixHard
                    && fixWithSuffix(rows, cols, cur, result, options, vo.mazeCount, control)) {
                    run.accept(cur);
                    break; // verified: the check below passes
                }
            }
            const double t = options.t0 * std::pow(options.t1 / options.t0, double(it) / iters);
            ++result.evaluations;
            if (hardSetAnnealStep(run, cur, t, options.kickPercent, rng)) {
                ++result.accepted;
                fc = run.unsolved();
                if (fc < fBest) {
                    fBest = fc;
                    bestHere = cur;
                }
            }
            if ((it & 1023) == 0)
                control.progress(-1, progress_text::kAnneal,
                                 {std::to_string(cur.size()), std::to_string(fc),
                                  std::to_string(hard.size()),
                                  {progress_text::kNChecks, std::int64_t(checks)},
                                  std::to_string(result.found ? result.best.size() : 0)});
        }
        // 2. Verify on every maze; failures join H.
        vo.seed = rng();
        ++checks;
        const StreamVerifyResult v = verifyAllStreamed(rows, cols, cur, vo, control);
        if (!v.complete)
            return finish("stopped");
        if (!v.solvesAll) {
            hard.insert(hard.end(), v.counterexamples.begin(), v.counterexamples.end());
            if (onChecked)
                onChecked(cur, v.mazes - v.solved,
                          std::span<const Maze>(hard).subspan(randomCount));
            if (v.failingLeaves > options.fixWalks
                || !fixWithSuffix(rows, cols, cur, result, options, vo.mazeCount, control)) {
                run.reset(MazeSet::fromMazes(hard), cur);
                continue;
            }
            run.reset(MazeSet::fromMazes(hard), cur);
        }
        const char* stop = nullptr;
        if (detail::recordSolver(result, cur, options.targetLength, onImproved, stop))
            stalled = 0;
        if (stop)
            return finish(stop);
        // 3. Delete the move whose loss leaves the fewest mazes unsolved: of all mazes
        // (exactDeletion, the broken mazes then join H) or of H.
        if (options.exactDeletion && rows * cols <= 56) {
            exactDelete(rows, cols, vo.mazeCount, cur, hard, options.addPerRound, rng,
                        result.evaluations, control);
            run.reset(MazeSet::fromMazes(hard), cur);
            continue;
        }
        std::size_t bestF = SIZE_MAX;
        std::size_t bestJ = 0;
        for (std::size_t j = 0; j < cur.size(); ++j) {
            SolvingSequence t = cur;
            t.erase(t.begin() + std::ptrdiff_t(j));
            const std::size_t ft = run.unsolvedWith(t, bestF);
            if (ft < bestF) {
                bestF = ft;
                bestJ = j;
            }
        }
        cur.erase(cur.begin() + std::ptrdiff_t(bestJ));
        run.accept(cur);
    }
}

} // namespace mazelab
