// computeSigma and minimizeUnsatSubset: the counterexample-guided loop (see sigmasat.h).
#include "core/simaso_sat/sigmasat.h"
#include "core/simaso_sat/detail.h"
#include "core/simaso_sat/portfolio.h"

#include "core/progresstext.h"

#include <algorithm>
#include <chrono>
#include <set>

namespace mazelab::simaso_sat {

using detail::secondsSince;

namespace {
// How badly a sequence fails a maze: the remaining distance to the goal where it ends, with
// the maze's own shortest path as tie-break. Larger = better counterexample.
std::pair<int, int> failScore(const Grid& grid, WallMask walls, const std::vector<Move>& moves)
{
    int pos = grid.start();
    for (Move m : moves)
        pos = grid.step(walls, pos, m);
    const std::vector<int> dg = grid.distances(walls, grid.goal());
    return {dg[std::size_t(pos)], dg[std::size_t(grid.start())]};
}
} // namespace

SigmaResult computeSigma(const Grid& grid, const std::vector<WallMask>& all,
                         const SigmaOptions& options, Control& control)
{
    const auto t0 = std::chrono::steady_clock::now();
    SigmaResult result;
    result.rows = grid.rows();
    result.cols = grid.cols();
    result.mazeCount = all.size();
    if (all.empty()) {
        result.message = "no mazes";
        return result;
    }
    const bool symmetric = options.useTransposeSymmetry && grid.rows() == grid.cols();
    result.subsetUsesSymmetry = symmetric;

    // The longest shortest path is a lower bound by itself.
    int longest = 0;
    WallMask longestMaze = all.front();
    for (WallMask w : all) {
        const int d = grid.distances(w, grid.start())[std::size_t(grid.goal())];
        if (d > longest) {
            longest = d;
            longestMaze = w;
        }
    }
    std::vector<WallMask> subset;
    std::set<WallMask> inSubset;
    auto addToSubset = [&](WallMask w, SolverPortfolio* solver) {
        auto put = [&](WallMask x) {
            if (inSubset.insert(x).second) {
                subset.push_back(x);
                if (solver)
                    solver->addMaze(x, &control);
            }
        };
        put(w);
        if (symmetric)
            put(grid.transposed(w));
    };
    addToSubset(longestMaze, nullptr);
    for (WallMask w : options.initialSubset)
        if (grid.isSolvable(w))
            addToSubset(w, nullptr);
    result.lowerBound = longest;
    result.subset = subset;

    int L = std::max(longest, options.minLength);
    if (options.minLength > longest) {
        // Caller-supplied start length: nothing proved below `longest` by that.
        L = options.minLength;
    }
    if (!options.knownSequence.empty() && unsolvedMazes(grid, all, options.knownSequence, 1).empty()) {
        result.upperBound = int(options.knownSequence.size());
        result.sequence = options.knownSequence;
    }
    for (; L <= options.maxLength; ++L) {
        if (result.upperBound >= 0 && result.lowerBound >= result.upperBound) {
            result.complete = true;
            result.seconds = secondsSince(t0);
            return result;
        }
        const auto tL = std::chrono::steady_clock::now();
        SigmaRoundLog log;
        log.length = L;
        LengthSolver::Options solverOptions = options.solver;
        solverOptions.fixFirstMoveDown = symmetric;
        SolverPortfolio solver(grid, L, solverOptions, options.threads);
        for (WallMask w : subset)
            solver.addMaze(w);
        for (;;) {
            control.progress(-1, progress_text::kSat,
                             {std::to_string(L), std::to_string(subset.size()),
                              std::to_string(result.satCalls)});
            // Checked here too, not only from CaDiCaL's terminator: the counterexample search
            // and the clauses of the added mazes grow the memory between SAT calls.
            const auto r = control.checkNow() ? LengthSolver::Result::Unknown
                                              : solver.solve(control);
            ++log.satCalls;
            ++result.satCalls;
            if (r == LengthSolver::Result::Unknown) {
                log.mazes = subset.size();
                log.seconds = secondsSince(tL);
                result.rounds.push_back(log);
                result.message = control.stopReason() + " at length " + std::to_string(L)
                                 + "; proven lower bound " + std::to_string(result.lowerBound)
                                 + " (" + std::to_string(result.subset.size()) + " mazes)";
                result.seconds = secondsSince(t0);
                return result;
            }
            if (r == LengthSolver::Result::Unsat) {
                log.unsat = true;
                if (L + 1 > result.lowerBound) {
                    result.lowerBound = L + 1;
                    result.subset = subset;
                    if (options.onLowerBound) {
                        log.mazes = subset.size();
                        log.seconds = secondsSince(tL);
                        result.seconds = secondsSince(t0);
                        options.onLowerBound(result);
                    }
                }
                break;
            }
            std::vector<Move> seq = solver.model();
            const std::vector<std::size_t> unsolved = unsolvedMazes(grid, all, seq);
            if (unsolved.empty() && !options.exhaustive) {
                log.mazes = subset.size();
                log.seconds = secondsSince(tL);
                result.rounds.push_back(log);
                result.message = "a sequence of length " + std::to_string(L)
                                 + " solves every sampled maze (no upper bound is proved)";
                result.seconds = secondsSince(t0);
                return result;
            }
            if (unsolved.empty()) {
                result.complete = result.lowerBound >= L;
                result.upperBound = L;
                result.sequence = std::move(seq);
                log.mazes = subset.size();
                log.seconds = secondsSince(tL);
                result.rounds.push_back(log);
                if (!result.complete)
                    result.message = "a sequence was found above the proved lower bound";
                result.seconds = secondsSince(t0);
                return result;
            }
            // Counterexamples: the worst-failed mazes.
            std::vector<std::pair<std::pair<int, int>, std::size_t>> scored;
            scored.reserve(unsolved.size());
            for (std::size_t i : unsolved)
                scored.push_back({failScore(grid, all[i], seq), i});
            const std::size_t k = std::min<std::size_t>(
                scored.size(), std::size_t(std::max(1, options.counterexamplesPerRound)));
            std::partial_sort(scored.begin(), scored.begin() + std::ptrdiff_t(k), scored.end(),
                              [](const auto& a, const auto& b) { return a.first > b.first; });
            for (std::size_t j = 0; j < k && !control.checkNow(); ++j)
                addToSubset(all[scored[j].second], &solver);
        }
        log.mazes = subset.size();
        log.seconds = secondsSince(tL);
        result.rounds.push_back(log);
    }
    result.message = "maximum length reached";
    result.seconds = secondsSince(t0);
    return result;
}

std::vector<WallMask> minimizeUnsatSubset(const Grid& grid, std::vector<WallMask> subset,
                                          int length, bool symmetric, Control& control)
{
    // Remove pairs {w, transpose(w)} together so the set stays closed.
    std::size_t i = 0;
    while (i < subset.size()) {
        if (control.checkNow())
            break;
        const WallMask w = subset[i];
        const WallMask wt = symmetric ? grid.transposed(w) : w;
        std::vector<WallMask> rest;
        for (WallMask x : subset)
            if (x != w && x != wt)
                rest.push_back(x);
        LengthSolver solver(grid, length, LengthSolver::defaults(symmetric));
        for (WallMask x : rest)
            solver.addMaze(x);
        if (solver.solve(control) == LengthSolver::Result::Unsat) {
            subset = std::move(rest);
        } else {
            ++i;
        }
    }
    return subset;
}
} // namespace mazelab::simaso_sat
