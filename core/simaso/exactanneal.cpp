#include "core/simaso/exactanneal.h"

#include "core/progresstext.h"
#include "core/simaso/breakout.h"
#include "core/simaso/frontiertree.h"
#include "core/simaso/mazeset.h"
#include "core/simaso/sequencemutation.h"
#include "core/simaso/streamverify.h"
#include "core/simaso/windowrewrite.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <set>
#include <stdexcept>

namespace mazelab {

namespace {

// The polish of ExactAnnealOptions::polishWindow: window rewrites of `solver` after its first
// min(kept, polishKeep) moves; every shorter solver they verify is recorded in `result` (and
// reported) as it is found. True when result.best is now shorter than `solver`.
bool polish(int rows, int cols, const SolvingSequence& solver, std::size_t kept,
            const ExactAnnealOptions& options, Control& control, AnnealResult& result,
            const std::function<void(const SolvingSequence&)>& onImproved, const char*& stop)
{
    WindowRewriteOptions w;
    w.maxWindow = options.polishWindow; // rewriteWindows clamps it to 1..13
    w.keepPrefix = std::min(kept, options.polishKeep);
    w.maxNodes = options.polishNodes;
    rewriteWindows(rows, cols, solver, control, w, [&](const SolvingSequence& shorter) {
        detail::recordSolver(result, shorter, options.targetLength, onImproved, stop);
    });
    return result.best.size() < solver.size();
}

} // namespace

AnnealResult annealExact(int rows, int cols, const SolvingSequence& start, Control& control,
                         const ExactAnnealOptions& options,
                         const std::function<void(const SolvingSequence&)>& onImproved)
{
    AnnealResult result;
    auto finish = [&](const std::string& why) {
        result.message = why + "; best length "
            + (result.found ? std::to_string(result.best.size()) : std::string("none"));
        return result;
    };
    std::size_t kept = options.keepPrefix;
    if (start.size() <= kept)
        return finish(start.empty() ? "empty start sequence"
                                    : "the start is not longer than the kept prefix");
    std::uint64_t mazeCount = 0;
    MazeSet::estimateAllSolvableBytes(rows, cols, &mazeCount);
    if (mazeCount == 0)
        return finish("the number of mazes does not fit 64 bits");
    std::mt19937_64 rng(options.seed);
    const int iters = std::max(1, options.iterations);
    const std::size_t slack = options.tailSlack;
    try {
        FrontierTree tree(rows, cols, mazeCount, options.maxNodes);
        SolvingSequence prefix(start.begin(), start.begin() + std::ptrdiff_t(kept));
        if (kept > 0)
            tree.setPrefix(prefix);
        BreakoutWeights weights(rows, cols);
        weights.setPrefix(prefix);
        SolvingSequence bestTail; // result.best without the kept prefix
        int cyclesSinceBest = 0;  // temperature cycles since the last shorter solver
        bool canFree = kept > 0 && options.freeStep > 0 && options.freeAfter > 0;
        // Moves the last freeStep moves of the prefix to the front of `from` (the sequence the
        // next cycle starts from) and re-roots the tree there; false, with the prefix as it
        // was, when the deeper tree does not fit maxNodes (no more freeing then).
        auto freePrefix = [&](SolvingSequence& from) {
            const std::size_t k = kept > options.freeStep ? kept - options.freeStep : 0;
            const SolvingSequence freed(prefix.begin() + std::ptrdiff_t(k), prefix.end());
            SolvingSequence longer = freed;
            longer.insert(longer.end(), from.begin(), from.end());
            try {
                tree.setPrefix(SolvingSequence(prefix.begin(), prefix.begin() + std::ptrdiff_t(k)));
                tree.assign(longer);
            } catch (const std::length_error&) {
                tree.setPrefix(prefix); // fitted before
                canFree = false;
                return false;
            }
            prefix.resize(k);
            weights.setPrefix(prefix);
            kept = k;
            from = std::move(longer);
            bestTail.insert(bestTail.begin(), freed.begin(), freed.end());
            canFree = kept > 0;
            control.progress(-1, progress_text::kExactAnnealFreed,
                             {std::to_string(kept), std::to_string(kept + from.size() - slack)},
                             true);
            return true;
        };
        SolvingSequence first(start.begin() + std::ptrdiff_t(kept), start.end());
        for (std::size_t k = 0; k < slack; ++k)
            first.push_back(Move(rng() & 3));
        tree.assign(first);
        // The score of the stored sequence (candidate = false) or of the last candidate:
        // U(T) at the target T = length − slack, the weighted tail, the mean tie-break, and
        // the breakout penalty of `seq` (the sequence scored; none when null).
        const double w = options.meanWeight;
        auto score = [&](bool candidate, std::size_t length, std::uint64_t* atTarget,
                         const SolvingSequence* seq) {
            auto u = [&](std::size_t t) {
                return candidate ? tree.candidateUnsolvedAfter(t) : tree.unsolvedAfter(t);
            };
            const std::size_t target = length - slack;
            double tail = 0;
            for (std::size_t t = target + 1; t <= length; ++t)
                tail += double(u(t));
            if (atTarget)
                *atTarget = u(target);
            const double penalty =
                seq && weights.size() > 0 && u(target) > 0 ? weights.penalty(*seq, target) : 0;
            return double(u(target)) + options.tailWeight * tail + penalty
                + w * (candidate ? tree.candidateMeanSolveStep() : tree.meanSolveStep());
        };
        int stalled = 0; // temperature cycles since the last solver
        // Redeletion (options.redeleteCycles): the last solver (with its slack), the ranking of
        // its deletions, the one being annealed, and the cycles spent on it.
        SolvingSequence lastSolver;
        std::vector<std::size_t> ranking;
        std::size_t rankAt = 0;
        int cyclesAtDeletion = 0;
        auto lessRanked = [&](std::size_t k) { // the last solver less its k-th ranked move
            SolvingSequence t = lastSolver;
            t.erase(t.begin() + std::ptrdiff_t(ranking[k]));
            return t;
        };
        std::set<SolvingSequence> offered; // near-solvers given to options.repair
        for (;;) {
            // 1. Anneal at this length until every maze is solved by the first T moves.
            // With meanWeight > 0 a solver found in a cycle is polished until the cycle ends
            // (the best-scoring solver of the cycle is taken), so that the next deletion
            // finds slack.
            SolvingSequence bestHere = tree.sequence();
            std::uint64_t uc = 0;
            double fc = score(false, bestHere.size(), &uc, &bestHere);
            double fBest = fc;
            std::uint64_t uBest = uc; // U(T) of bestHere
            SolvingSequence solver;  // the best-scoring solver of this cycle
            double solverScore = 0;
            if (uc == 0) {
                solver = bestHere;
                solverScore = fc;
            }
            for (int it = 0;; ++it) {
                if (!solver.empty() && (w == 0 || it == iters))
                    break;
                if (control.checkNow())
                    return finish("stopped");
                if (it == iters && uBest >= 1 && uBest <= options.repairUnsolved
                    && options.repair && offered.insert(bestHere).second) {
                    // The cycle's best misses a few mazes: offered to the repair.
                    SolvingSequence whole = prefix;
                    whole.insert(whole.end(), bestHere.begin(),
                                 bestHere.end() - std::ptrdiff_t(slack));
                    const SolvingSequence fixed = options.repair(whole, kept, control);
                    if (control.checkNow())
                        return finish("stopped");
                    ++result.repairsTried;
                    if (fixed.size() == whole.size()
                        && std::equal(prefix.begin(), prefix.end(), fixed.begin())) {
                        SolvingSequence next(fixed.begin() + std::ptrdiff_t(kept), fixed.end());
                        next.insert(next.end(), bestHere.end() - std::ptrdiff_t(slack),
                                    bestHere.end());
                        tree.assign(next);
                        std::uint64_t un = 0;
                        const double fn = score(false, next.size(), &un, &next);
                        if (un == 0) {
                            ++result.repairs;
                            solver = next;
                            solverScore = fn;
                            break;
                        }
                        if (un < uBest) {
                            // A partial repair (a stepwise one that got stuck): it misses
                            // fewer mazes, the next cycle starts from it.
                            ++result.partialRepairs;
                            bestHere = next;
                            fBest = fn;
                            uBest = un;
                        } else {
                            tree.assign(bestHere); // not better after all: go on as before
                        }
                    }
                }
                if (it == iters) {
                    it = 0;
                    SolvingSequence from = bestHere;
                    bool redeleted = false;
                    if (!ranking.empty() && ++cyclesAtDeletion >= options.redeleteCycles
                        && rankAt + 1 < ranking.size()) {
                        // The next near-solver: the last solver less the next move ranked.
                        cyclesAtDeletion = 0;
                        ++rankAt;
                        ++result.redeletions;
                        from = lessRanked(rankAt);
                        redeleted = true;
                        control.progress(-1, progress_text::kExactAnnealRedeleted,
                                         {std::to_string(kept + lastSolver.size() - slack),
                                          std::to_string(rankAt + 1),
                                          std::to_string(ranking.size()),
                                          std::to_string(kept + ranking[rankAt])},
                                         true);
                    }
                    const bool freed = !redeleted && canFree
                        && ++cyclesSinceBest >= options.freeAfter && freePrefix(from);
                    if (freed) {
                        cyclesSinceBest = 0;
                        ranking.clear(); // ranked on the old root
                    } else if (!redeleted && options.restartCycles > 0 && result.found
                        && bestTail.size() > 1
                        && bestTail.size() - 1 + slack == from.size()
                        && ++stalled >= options.restartCycles) {
                        stalled = 0;
                        const SolvingSequence tail(from.end() - std::ptrdiff_t(slack), from.end());
                        from = ruinedSequence(bestTail, options.ruinWindow, rng);
                        from.insert(from.end(), tail.begin(), tail.end());
                    }
                    if (!freed) // freePrefix stored it already
                        tree.assign(from);
                    fc = score(false, from.size(), &uc, &from);
                    if (options.breakout > 0 && uc > 0) {
                        weights.add(tree.failingWalks(options.breakoutMazes, from.size() - slack),
                                    options.breakout);
                        fc = score(false, from.size(), &uc, &from);
                    }
                    bestHere = from; // its score changes with the weights
                    fBest = fc;
                    uBest = uc;
                }
                const double t =
                    options.t0 * std::pow(options.t1 / options.t0, double(it) / iters);
                SolvingSequence cand = tree.sequence();
                std::size_t j = SIZE_MAX;
                if (rng() % 100 < options.kickPercent)
                    j = tree.pathKick(cand, rng(), cand.size() - slack);
                if (j == SIZE_MAX && options.blockPercent > 0 && cand.size() >= 3
                    && rng() % 100 < options.blockPercent)
                    j = mutateBlock(cand, options.maxBlock, rng);
                if (j == SIZE_MAX)
                    j = mutateSequence(cand, rng);
                const double u = (double(rng() >> 11) + 1.0) * 0x1.0p-53;
                const double cap = fc - t * std::log(u);
                tree.unsolvedWith(cand, j);
                std::uint64_t un = 0;
                const double fn = score(true, cand.size(), &un, &cand);
                ++result.evaluations;
                if (fn <= cap) {
                    ++result.accepted;
                    tree.accept();
                    fc = fn;
                    uc = un;
                    if (fc < fBest) {
                        fBest = fc;
                        bestHere = tree.sequence();
                        uBest = uc;
                    }
                    if (uc == 0 && (solver.empty() || fc < solverScore)) {
                        solver = tree.sequence();
                        solverScore = fc;
                    }
                }
                if ((it & 255) == 0)
                    control.progress(-1, progress_text::kExactAnneal,
                                     {std::to_string(kept + cand.size() - slack),
                                      {progress_text::kNMazes, std::int64_t(uc)},
                                      std::to_string(result.found ? result.best.size() : 0)});
            }
            if (solver != tree.sequence())
                tree.assign(solver);
            // 2. A solver (the prefix and the first T moves after it): re-checked by the
            // independent depth-first tree.
            SolvingSequence cur(tree.sequence().begin(),
                                tree.sequence().end() - std::ptrdiff_t(slack));
            SolvingSequence whole = prefix;
            whole.insert(whole.end(), cur.begin(), cur.end());
            if (!solvesAllStreamed(rows, cols, whole, mazeCount, control))
                return finish(control.checkNow() ? "stopped"
                                                 : "internal error: the two trees disagree");
            const char* stop = nullptr;
            if (detail::recordSolver(result, whole, options.targetLength, onImproved, stop)) {
                stalled = 0;
                cyclesSinceBest = 0;
                bestTail = cur;
                if (options.polishWindow > 0 && !stop) {
                    const bool shorter =
                        polish(rows, cols, whole, kept, options, control, result, onImproved, stop);
                    if (control.checkNow())
                        return finish("stopped");
                    if (shorter && result.best.size() <= kept + 1)
                        return finish("nothing left to delete after the kept prefix");
                    if (shorter
                        && !std::equal(prefix.begin(), prefix.end(), result.best.begin())) {
                        // The polish reached below the kept prefix: keep its prefix instead.
                        prefix.assign(result.best.begin(),
                                      result.best.begin() + std::ptrdiff_t(kept));
                        tree.setPrefix(prefix);
                        weights.setPrefix(prefix);
                    }
                    if (shorter) {
                        cur.assign(result.best.begin() + std::ptrdiff_t(kept), result.best.end());
                        bestTail = cur;
                        SolvingSequence next = cur; // the polished solver, its old slack after it
                        next.insert(next.end(), tree.sequence().end() - std::ptrdiff_t(slack),
                                    tree.sequence().end());
                        tree.assign(next);
                    }
                }
            }
            if (stop)
                return finish(stop);
            if (kept > 0 && cur.size() <= 1)
                return finish("nothing left to delete after the kept prefix");
            // 3. Delete the least harmful move (before the tail).
            if (options.redeleteCycles > 0) {
                lastSolver = tree.sequence();
                if (slack == 0)
                    ranking = rankDeletions(tree, rng, result.evaluations, control);
                else
                    ranking = rankDeletions(
                        tree, rng, result.evaluations, control,
                        [&] { return score(true, lastSolver.size() - 1, nullptr, nullptr); },
                        cur.size());
                if (control.checkNow() || ranking.empty())
                    return finish("stopped");
                rankAt = 0;
                cyclesAtDeletion = 0;
                tree.assign(lessRanked(0), ranking[0]); // recounted from the deleted step
            } else if (slack == 0)
                deleteLeastHarmful(tree, rng, result.evaluations, control);
            else
                deleteLeastHarmful(
                    tree, rng, result.evaluations, control,
                    [&] { return score(true, tree.sequence().size() - 1, nullptr, nullptr); },
                    cur.size());
        }
    } catch (const std::length_error& e) {
        return finish(std::string(e.what()) + " (" + std::to_string(options.maxNodes)
                      + " partial mazes)");
    }
}

} // namespace mazelab
