// annealCandidate: the hard-set annealing of core/simaso/anneal.h (step 2 only) on the SAT
// search's working set (see localcandidate.h).
#include "core/simaso_sat/localcandidate.h"

#include "core/simaso/hardsetrun.h"
#include "core/simaso/sequencemutation.h"

#include <cmath>
#include <random>

namespace mazelab::simaso_sat {

LocalCandidateResult annealCandidate(const Grid& grid, const std::vector<WallMask>& mazes,
                                     const std::vector<Move>& start,
                                     const LocalCandidateOptions& options, Control& control)
{
    LocalCandidateResult result;
    if (start.empty() || mazes.empty() || control.checkNow())
        return result;
    std::vector<Maze> list;
    list.reserve(mazes.size());
    for (WallMask w : mazes)
        list.push_back(grid.toMaze(w));
    HardSetRun run;
    SolvingSequence cur(start.begin(), start.end());
    run.reset(MazeSet::fromMazes(list), cur);
    std::mt19937_64 rng(options.seed);
    SolvingSequence bestHere = cur;
    std::size_t fBest = run.unsolved();
    std::size_t fc = fBest;
    const int iters = std::max(1, options.iterations);
    const unsigned kickPercent = 5;
    for (int it = 0; fc > 0; ++it) {
        if (result.evaluations >= options.evaluations || control.checkNow())
            return result;
        if (it == iters) { // a new temperature cycle from the best state so far
            it = 0;
            cur = bestHere;
            run.accept(cur);
            fc = fBest;
        }
        const double t = options.t0 * std::pow(options.t1 / options.t0, double(it) / iters);
        SolvingSequence cand = cur;
        std::size_t j = SIZE_MAX;
        if (rng() % 100 < kickPercent)
            j = run.pathKick(cand, rng);
        if (j == SIZE_MAX)
            mutateSequence(cand, rng);
        // Accept when f' <= f + t·ln(1/u), the threshold drawn first (as anneal.cpp).
        const double u = (double(rng() >> 11) + 1.0) * 0x1.0p-53;
        const auto cap = std::size_t(double(fc) - t * std::log(u));
        const std::size_t fn = run.unsolvedWith(cand, cap);
        ++result.evaluations;
        if (fn <= cap) {
            cur = std::move(cand);
            run.accept(cur);
            fc = run.unsolved();
            if (fc < fBest) {
                fBest = fc;
                bestHere = cur;
            }
        }
    }
    result.sequence.assign(cur.begin(), cur.end());
    return result;
}

} // namespace mazelab::simaso_sat
