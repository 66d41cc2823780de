// annealCandidate: the hard-set annealing of core/simaso/anneal.h (step 2 only) on the SAT
// search's working set (see localcandidate.h).
#include "core/simaso_sat/localcandidate.h"

#include "core/simaso/hardsetrun.h"

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
        ++result.evaluations;
        if (hardSetAnnealStep(run, cur, t, kickPercent, rng)) {
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
