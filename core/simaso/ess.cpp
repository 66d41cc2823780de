// Nusser 2016, Alg. 5.3 (ESS, see exactsearch.h): counterexample-guided exact search. Solve a
// subset exactly (IDA*), look for a maze the result does not solve, add it, repeat.
#include "core/simaso/exactdetail.h"
#include "core/simaso/exactsearch.h"

#include "core/progresstext.h"
#include "core/simaso/unsolvedmazefinder.h"

#include <algorithm>
#include <functional>
#include <limits>

namespace mazelab {

using namespace exact_detail;

namespace {

// Alg. 5.3 with a counterexample oracle: nullopt + complete = s solves everything.
using Oracle = std::function<UnsolvedMazeResult(const SolvingSequence&)>;

ExactResult ess(const Oracle& findUnsolved, Control& control, const ExactOptions& options)
{
    ExactResult r;
    std::vector<Maze> subset;
    SolvingSequence s;
    r.lowerBound = 0;
    for (;;) {
        const UnsolvedMazeResult u = findUnsolved(s);
        if (!u.complete) {
            r.status = stopStatus(control);
            break;
        }
        if (!u.maze) {
            r.status = ExactStatus::Solved;
            break;
        }
        subset.push_back(*u.maze);
        ++r.rounds;
        const MazeSet sub = MazeSet::fromMazes(subset);
        if (sub.cellCount() > kMaxExactCells) {
            r.status = ExactStatus::TooLarge;
            break;
        }
        ExactOptions inner = options;
        inner.startBound = std::max(options.startBound, int(s.size()));
        const ExactResult e = shortestIdaStar(sub, control, inner);
        r.states += e.states;
        r.peakBytes = std::max(r.peakBytes, e.peakBytes);
        if (!e.exact()) {
            // The subset proves e.lowerBound (it has no shorter Solving Sequence).
            r.status = e.status;
            if (e.lowerBound > r.lowerBound) {
                r.lowerBound = e.lowerBound;
                r.certificate = subset;
            }
            break;
        }
        s = e.sequence;
        r.sequence = s;
        r.lowerBound = int(s.size());
        r.certificate = subset;
        control.progress(-1.0, progress_text::kEss,
                         {std::to_string(r.lowerBound), {progress_text::kNMazes, std::int64_t(subset.size())},
                          {progress_text::kNStates, std::int64_t(r.states)}});
    }
    finish(r, "ESS", &control, options.memoryLimitBytes);
    if (r.status == ExactStatus::Solved)
        r.message += ", " + std::to_string(subset.size()) + " mazes in the certificate";
    return r;
}

} // namespace

ExactResult shortestEss(const MazeSet& set, Control& control, const ExactOptions& options)
{
    ExactResult r;
    ExactOptions unlimited = options; // ESS never builds the whole set's move tables
    unlimited.memoryLimitBytes = std::numeric_limits<std::size_t>::max();
    if (trivial(set, r, "ESS", unlimited))
        return r;
    // Counterexample: among the unsolved mazes, the one left farthest from its goal (the
    // thesis' refinement of §5.5: a hard maze raises the subset's σ sooner).
    std::vector<MazeSet::Pos> pos;
    std::vector<std::uint8_t> solved;
    std::vector<int> dist;
    return ess(
        [&](const SolvingSequence& s) {
            UnsolvedMazeResult u;
            u.complete = !control.checkNow();
            pos = set.startPositions();
            solved.assign(set.size(), 0);
            for (std::size_t i = 0; i < set.size(); ++i)
                solved[i] = pos[i] == set.goal(i);
            for (Move m : s) {
                set.applyMove(m, pos);
                for (std::size_t i = 0; i < set.size(); ++i)
                    solved[i] |= std::uint8_t(pos[i] == set.goal(i));
            }
            int farthest = -1;
            std::size_t pick = 0;
            for (std::size_t i = 0; i < set.size(); ++i) {
                if (solved[i])
                    continue;
                set.goalDistances(i, dist);
                if (dist[pos[i]] > farthest) {
                    farthest = dist[pos[i]];
                    pick = i;
                }
            }
            if (farthest >= 0)
                u.maze = set.maze(pick);
            return u;
        },
        control, options);
}

ExactResult shortestEssAllSolvable(int rows, int cols, Control& control,
                                   const ExactOptions& options)
{
    ExactResult r;
    if (rows < 1 || cols < 1 || std::size_t(rows) * std::size_t(cols) > kMaxExactCells) {
        r.status = ExactStatus::TooLarge;
        finish(r, "ESS", &control, options.memoryLimitBytes);
        return r;
    }
    return ess([&](const SolvingSequence& s) { return findUnsolvedMaze(rows, cols, s, control); },
               control, options);
}

} // namespace mazelab
