#include "core/simaso/exactgrow.h"

#include "core/simaso/frontiertree.h"
#include "core/simaso/mazeset.h"
#include "core/simaso/sequencemutation.h"
#include "core/simaso/streamverify.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <stdexcept>

namespace mazelab {

namespace {

// f(w) of exactgrow.h for the stored window (candidate = false) or the last candidate.
double windowScore(const FrontierTree& tree, bool candidate, std::size_t length,
                   double areaWeight)
{
    auto u = [&](std::size_t t) {
        return double(candidate ? tree.candidateUnsolvedAfter(t) : tree.unsolvedAfter(t));
    };
    double area = 0;
    for (std::size_t t = 1; t <= length; ++t)
        area += u(t);
    return u(length) + areaWeight * area / double(std::max<std::size_t>(length, 1));
}

} // namespace

AnnealResult growExact(int rows, int cols, const SolvingSequence& prefix, Control& control,
                       const ExactGrowOptions& options,
                       const std::function<void(const ExactGrowStage&)>& onStage)
{
    AnnealResult result;
    SolvingSequence committed = prefix;
    auto finish = [&](const std::string& why) {
        if (!result.found)
            result.best = committed;
        result.message = why + (result.found ? "; length " + std::to_string(result.best.size())
                                             : "; committed " + std::to_string(committed.size()));
        return result;
    };
    const std::size_t horizon = std::max<std::size_t>(1, options.horizon);
    const std::size_t commit = std::clamp<std::size_t>(options.commit, 1, horizon);
    const int iters = std::max(1, options.iterations);
    std::uint64_t mazeCount = 0;
    MazeSet::estimateAllSolvableBytes(rows, cols, &mazeCount);
    if (mazeCount == 0)
        return finish("the number of mazes does not fit 64 bits");
    std::mt19937_64 rng(options.seed);
    auto randomMove = [&] { return Move(rng() & 3); };
    try {
        FrontierTree tree(rows, cols, mazeCount, options.maxNodes);
        tree.setPrefix(committed);
        SolvingSequence window;
        for (;;) {
            while (window.size() < horizon)
                window.push_back(randomMove());
            tree.assign(window);
            double fc = windowScore(tree, false, horizon, options.areaWeight);
            SolvingSequence best = window;
            double fBest = fc;
            std::uint64_t uBest = tree.unsolved();
            for (int it = 0; it < iters; ++it) {
                if (uBest == 0 && options.areaWeight == 0)
                    break; // nothing left to improve in this window
                if (onStage && it > 0 && it % 1024 == 0) {
                    ExactGrowStage report;
                    report.committed = committed.size();
                    report.unsolvedAtCommit = tree.unsolvedAfter(0);
                    report.unsolvedAtEnd = uBest;
                    report.iteration = it;
                    onStage(report);
                }
                if (control.checkNow())
                    return finish("stopped");
                const double tau =
                    options.t0 * std::pow(options.t1 / options.t0, double(it) / iters);
                const double temperature = std::max(tau * fc, options.minTemperature);
                SolvingSequence cand = tree.sequence();
                std::size_t j = SIZE_MAX;
                if (rng() % 100 < options.kickPercent)
                    j = tree.pathKick(cand, rng());
                if (j == SIZE_MAX)
                    j = mutateSequence(cand, rng);
                const double u = (double(rng() >> 11) + 1.0) * 0x1.0p-53;
                tree.unsolvedWith(cand, j);
                const double fn = windowScore(tree, true, horizon, options.areaWeight);
                ++result.evaluations;
                if (fn <= fc - temperature * std::log(u)) {
                    ++result.accepted;
                    tree.accept();
                    fc = fn;
                    if (fc < fBest) {
                        fBest = fc;
                        best = tree.sequence();
                        uBest = tree.unsolved();
                    }
                }
            }
            if (best != tree.sequence())
                tree.assign(best);
            // A window that solves every maze ends the construction at its first solving step.
            if (tree.unsolved() == 0) {
                std::size_t t = 0;
                while (tree.unsolvedAfter(t) > 0)
                    ++t;
                SolvingSequence whole = committed;
                whole.insert(whole.end(), best.begin(), best.begin() + std::ptrdiff_t(t));
                if (!solvesAllStreamed(rows, cols, whole, mazeCount, control))
                    return finish(control.checkNow() ? "stopped"
                                                     : "internal error: the two trees disagree");
                result.best = std::move(whole);
                result.found = true;
                return finish("solves all");
            }
            ExactGrowStage stage;
            stage.unsolvedAtCommit = tree.unsolvedAfter(commit);
            stage.unsolvedAtEnd = tree.unsolved();
            for (std::size_t t = 0; t <= horizon; ++t)
                stage.stored += tree.liveBefore(t);
            const SolvingSequence head(best.begin(), best.begin() + std::ptrdiff_t(commit));
            committed.insert(committed.end(), head.begin(), head.end());
            stage.committed = committed.size();
            window.assign(best.begin() + std::ptrdiff_t(commit), best.end());
            tree.extendPrefix(head);
            if (onStage)
                onStage(stage);
            if (committed.size() > options.maxLength)
                return finish("longer than the length limit");
        }
    } catch (const std::length_error& e) {
        return finish(std::string(e.what()) + " (" + std::to_string(options.maxNodes)
                      + " partial mazes)");
    }
}

} // namespace mazelab
