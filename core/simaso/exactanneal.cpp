#include "core/simaso/exactanneal.h"

#include "core/progresstext.h"
#include "core/simaso/frontiertree.h"
#include "core/simaso/mazeset.h"
#include "core/simaso/sequencemutation.h"
#include "core/simaso/streamverify.h"

#include <cmath>
#include <random>
#include <stdexcept>

namespace mazelab {

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
    if (start.empty())
        return finish("empty start sequence");
    std::uint64_t mazeCount = 0;
    MazeSet::estimateAllSolvableBytes(rows, cols, &mazeCount);
    if (mazeCount == 0)
        return finish("the number of mazes does not fit 64 bits");
    std::mt19937_64 rng(options.seed);
    const int iters = std::max(1, options.iterations);
    try {
        FrontierTree tree(rows, cols, mazeCount, options.maxNodes);
        tree.assign(start);
        int stalled = 0; // temperature cycles since the last solver
        for (;;) {
            // 1. Anneal at this length until every maze is solved.
            // The score: unsolved mazes + meanWeight · mean solve step. With meanWeight > 0 a
            // solver found in a cycle is polished until the cycle ends (the best-scoring
            // solver of the cycle is taken), so that the next deletion finds slack.
            const double w = options.meanWeight;
            auto score = [w](std::uint64_t unsolved, double mean) {
                return double(unsolved) + w * mean;
            };
            SolvingSequence bestHere = tree.sequence();
            double fc = score(tree.unsolved(), tree.meanSolveStep());
            double fBest = fc;
            std::uint64_t uc = tree.unsolved();
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
                if (it == iters) {
                    it = 0;
                    SolvingSequence from = bestHere;
                    if (options.restartCycles > 0 && result.found && result.best.size() > 1
                        && ++stalled >= options.restartCycles) {
                        stalled = 0;
                        from = ruinedSequence(result.best, options.ruinWindow, rng);
                    }
                    tree.assign(from);
                    uc = tree.unsolved();
                    fc = score(uc, tree.meanSolveStep());
                    if (from != bestHere) {
                        bestHere = from;
                        fBest = fc;
                    }
                }
                const double t =
                    options.t0 * std::pow(options.t1 / options.t0, double(it) / iters);
                SolvingSequence cand = tree.sequence();
                std::size_t j = SIZE_MAX;
                if (rng() % 100 < options.kickPercent)
                    j = tree.pathKick(cand, rng());
                if (j == SIZE_MAX)
                    j = mutateSequence(cand, rng);
                const double u = (double(rng() >> 11) + 1.0) * 0x1.0p-53;
                const double cap = fc - t * std::log(u);
                const std::uint64_t un = tree.unsolvedWith(cand, j);
                const double fn = score(un, tree.candidateMeanSolveStep());
                ++result.evaluations;
                if (fn <= cap) {
                    tree.accept();
                    fc = fn;
                    uc = un;
                    if (fc < fBest) {
                        fBest = fc;
                        bestHere = tree.sequence();
                    }
                    if (uc == 0 && (solver.empty() || fc < solverScore)) {
                        solver = tree.sequence();
                        solverScore = fc;
                    }
                }
                if ((it & 255) == 0)
                    control.progress(-1, progress_text::kExactAnneal,
                                     {std::to_string(cand.size()), std::to_string(uc),
                                      std::to_string(result.found ? result.best.size() : 0)});
            }
            if (solver != tree.sequence())
                tree.assign(solver);
            // 2. A solver: re-checked by the independent depth-first tree.
            const SolvingSequence& cur = tree.sequence();
            if (!solvesAllStreamed(rows, cols, cur, mazeCount, control))
                return finish(control.checkNow() ? "stopped"
                                                 : "internal error: the two trees disagree");
            const char* stop = nullptr;
            if (detail::recordSolver(result, cur, options.targetLength, onImproved, stop))
                stalled = 0;
            if (stop)
                return finish(stop);
            // 3. Delete the least harmful move.
            deleteLeastHarmful(tree, rng, result.evaluations, control);
        }
    } catch (const std::length_error& e) {
        return finish(std::string(e.what()) + " (" + std::to_string(options.maxNodes)
                      + " partial mazes)");
    }
}

} // namespace mazelab
