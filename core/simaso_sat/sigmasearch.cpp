// computeSigma and minimizeUnsatSubset: the counterexample-guided loop (see sigmasat.h).
#include "core/simaso_sat/sigmasat.h"
#include "core/simaso_sat/detail.h"
#include "core/simaso_sat/localcandidate.h"
#include "core/simaso_sat/portfolio.h"

#include "core/progresstext.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <map>
#include <memory>
#include <set>
#include <thread>

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
    std::vector<int> addedAt; // per subset maze: the length whose search added it
    // SigmaOptions::initialLowerBound: a --start certificate's bound is taken as given.
    const int givenLowerBound = options.initialSubset.empty()
                                    ? longest
                                    : std::max(longest, options.initialLowerBound);
    int L = options.minLength < 0 ? givenLowerBound : std::max(longest, options.minLength);
    auto addToSubset = [&](WallMask w) {
        for (WallMask x : {w, symmetric ? grid.transposed(w) : w})
            if (inSubset.insert(x).second) {
                subset.push_back(x);
                addedAt.push_back(L);
            }
    };
    // SigmaOptions::carryLengths: before the search at `length`, forget the mazes added
    // before length - carryLengths (transposes share their length, so the set stays closed).
    auto forgetOld = [&](int length) {
        std::vector<WallMask> kept;
        std::vector<int> keptAt;
        for (std::size_t i = 0; i < subset.size(); ++i)
            if (addedAt[i] >= length - options.carryLengths) {
                kept.push_back(subset[i]);
                keptAt.push_back(addedAt[i]);
            }
        subset = std::move(kept);
        addedAt = std::move(keptAt);
        inSubset = std::set<WallMask>(subset.begin(), subset.end());
    };
    addToSubset(longestMaze);
    for (WallMask w : options.initialSubset)
        if (grid.isSolvable(w))
            addToSubset(w);
    result.lowerBound = givenLowerBound;
    result.subset = subset;
    if (longest == 0) { // 1×1: the start is the goal, the empty sequence solves the one maze
        result.upperBound = 0;
        result.complete = true;
        result.seconds = secondsSince(t0);
        return result;
    }

    const bool descend = options.descend && options.exhaustive;
    std::vector<Move> known = options.knownSequence;
    std::vector<Move> lastModel; // the latest satisfying sequence (SigmaOptions::warmStart)
    if (descend && known.empty()) {
        const auto tA = std::chrono::steady_clock::now();
        known = annealedUpperBound(grid.rows(), grid.cols(), control, options.upperFirst);
        result.annealSeconds = secondsSince(tA);
        if (!known.empty())
            result.annealedLength = int(known.size());
    }
    if (!known.empty() && unsolvedMazes(grid, all, known, 1).empty()) {
        result.upperBound = int(known.size());
        result.sequence = known;
        if (descend) {
            if (options.minLength < 0)
                L = std::max(result.lowerBound, result.upperBound - 1);
            lastModel = known;
        }
    }
    const bool mayDefer = options.deferFraction > 0 && options.exhaustive;
    const bool forget = options.carryLengths > 0 && !mayDefer;

    // One solver portfolio per length in use; a deferred length keeps its own (learnt clauses)
    // until the search comes back to it. Mazes are added lazily: `added` of `subset` so far.
    struct LengthState {
        std::unique_ptr<SolverPortfolio> solver;
        std::size_t added = 0;
    };
    std::map<int, LengthState> states;
    auto solverFor = [&](int length) -> SolverPortfolio& {
        LengthState& st = states[length];
        if (!st.solver) {
            LengthSolver::Options solverOptions = options.solver;
            solverOptions.fixFirstMoveDown = symmetric;
            st.solver = std::make_unique<SolverPortfolio>(grid, length, solverOptions,
                                                          options.threads);
            st.solver->setCubeDepth(options.cubeDepth);
            st.solver->setJoinAfter(options.cubeJoinSeconds);
            if (options.warmStart && !lastModel.empty()) {
                std::vector<Move> hint = lastModel;
                hint.resize(std::size_t(length), Move::Down);
                st.solver->suggest(hint);
            }
        }
        for (; st.added < subset.size() && !control.checkNow(); ++st.added)
            st.solver->addMaze(subset[st.added], &control);
        return *st.solver;
    };

    enum class Outcome { Unsat, Solved, Deferred, Stopped, SampleSolved };
    auto reportLength = [&](int length) {
        control.progress(-1, progress_text::kSat,
                         {std::to_string(length),
                          {progress_text::kNMazes, std::int64_t(subset.size())},
                          {progress_text::kNSatCalls, std::int64_t(result.satCalls)}});
    };
    // SigmaOptions::localSearchEvaluations: where the local search starts at `length` (the
    // latest candidate or the known sequence, its last moves cut or 'd' appended), or empty.
    auto localStart = [&](int length) -> std::vector<Move> {
        std::vector<Move> from = !lastModel.empty() ? lastModel : result.sequence;
        if (options.localSearchEvaluations == 0 || from.empty())
            return {};
        from.resize(std::size_t(length), Move::Down);
        return from;
    };
    auto localSeed = [&](std::uint64_t k) {
        return options.upperFirst.seed + std::uint64_t(result.localCandidates)
               + std::uint64_t(result.satCalls) * 7919U + k * 104729U;
    };
    // A candidate for `length` from the annealing on the working set, or empty.
    auto localCandidate = [&](int length) -> std::vector<Move> {
        const std::vector<Move> from = localStart(length);
        if (from.empty())
            return {};
        LocalCandidateOptions lo;
        lo.evaluations = options.localSearchEvaluations;
        lo.seed = localSeed(0);
        reportLength(length);
        LocalCandidateResult lr = annealCandidate(grid, subset, from, lo, control);
        result.localEvaluations += lr.evaluations;
        return std::move(lr.sequence);
    };
    // SigmaOptions::localSearchRace: the SAT call with the local search beside it; `found` gets
    // the local search's candidate when it came first (the call then answers Unknown).
    auto racedSolve = [&](SolverPortfolio& solver, int length, double budget,
                          std::vector<Move>& found) {
        const std::vector<Move> from = localStart(length);
        if (!options.localSearchRace || from.empty())
            return solver.solve(control, budget);
        Control satControl;
        satControl.setParent(&control);
        Control localControl;
        localControl.setParent(&control);
        const std::vector<WallMask> set = subset;
        std::uint64_t evaluations = 0;
        std::thread local([&] {
            for (std::uint64_t k = 1; !localControl.checkNow(); ++k) {
                LocalCandidateOptions lo;
                lo.evaluations = options.localSearchEvaluations;
                lo.seed = localSeed(k);
                LocalCandidateResult lr = annealCandidate(grid, set, from, lo, localControl);
                evaluations += lr.evaluations;
                if (!lr.sequence.empty()) {
                    found = std::move(lr.sequence);
                    satControl.cancel();
                    return;
                }
            }
        });
        const LengthSolver::Result r = solver.solve(satControl, budget);
        localControl.cancel();
        local.join();
        result.localEvaluations += evaluations;
        return r;
    };
    // The counterexample-guided loop at one length, until Unsat, a sequence solving every maze,
    // a SAT call over `budget` seconds (> 0), or a stop.
    auto cegar = [&](int length, double budget, SigmaRoundLog& log) -> Outcome {
        for (;;) {
            std::vector<Move> seq = localCandidate(length);
            bool local = !seq.empty();
            if (!local) {
                SolverPortfolio& solver = solverFor(length);
                reportLength(length);
                // Checked here too, not only from CaDiCaL's terminator: the counterexample
                // search and the clauses of the added mazes grow the memory between SAT calls.
                const auto r = control.checkNow() ? LengthSolver::Result::Unknown
                                                  : racedSolve(solver, length, budget, seq);
                ++log.satCalls;
                ++result.satCalls;
                if (r == LengthSolver::Result::Unsat)
                    return Outcome::Unsat;
                if (r == LengthSolver::Result::Sat)
                    seq = solver.model();
                else if (seq.empty())
                    return control.checkNow() ? Outcome::Stopped : Outcome::Deferred;
                local = r != LengthSolver::Result::Sat;
            }
            if (local) {
                ++log.localCandidates;
                ++result.localCandidates;
            }
            lastModel = seq;
            const std::vector<std::size_t> unsolved = unsolvedMazes(grid, all, seq);
            if (unsolved.empty() && !options.exhaustive)
                return Outcome::SampleSolved;
            if (unsolved.empty()) {
                result.sequence = std::move(seq);
                return Outcome::Solved;
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
            for (std::size_t j = 0; j < k; ++j)
                addToSubset(all[scored[j].second]);
            if (options.onCheckpoint && !forget) {
                SigmaResult snapshot = result;
                snapshot.subset = subset;
                snapshot.seconds = secondsSince(t0);
                options.onCheckpoint(snapshot);
            }
        }
    };

    auto finish = [&](std::string message) {
        result.message = std::move(message);
        result.seconds = secondsSince(t0);
        return result;
    };
    int deferredInARow = 0;
    while (L <= options.maxLength) {
        if (result.upperBound >= 0 && result.lowerBound >= result.upperBound) {
            result.complete = true;
            return finish("");
        }
        const auto tL = std::chrono::steady_clock::now();
        const std::clock_t cpuL = std::clock();
        SigmaRoundLog log;
        log.length = L;
        // Doubled for every length deferred in a row, so the climb cannot run away.
        const double budget = mayDefer && result.upperBound < 0
                                  ? std::max(options.deferMinSeconds,
                                             options.deferFraction * secondsSince(t0))
                                        * double(1 << std::min(deferredInARow, 20))
                                  : 0.0;
        const Outcome out = cegar(L, budget, log);
        log.mazes = subset.size();
        log.seconds = secondsSince(tL);
        log.cpuSeconds = double(std::clock() - cpuL) / CLOCKS_PER_SEC;
        log.unsat = out == Outcome::Unsat;
        log.solved = out == Outcome::Solved;
        log.deferred = out == Outcome::Deferred;
        deferredInARow = log.deferred ? deferredInARow + 1 : 0;
        result.rounds.push_back(log);
        switch (out) {
        case Outcome::Stopped:
            // Hand back the whole working set, not just the snapshot of the last UNSAT length:
            // it contains that snapshot (the set only grows without carryLengths), so it
            // proves the same lower bound, and a certificate of it lets `--start` resume the
            // search with every counterexample found so far (a pre-empted descent at one
            // length would otherwise start again from a single maze).
            if (!forget)
                result.subset = subset;
            return finish(control.stopReason() + " at length " + std::to_string(L)
                          + "; proven lower bound " + std::to_string(result.lowerBound) + " ("
                          + std::to_string(result.subset.size()) + " mazes)");
        case Outcome::SampleSolved:
            return finish("a sequence of length " + std::to_string(L)
                          + " solves every sampled maze (no upper bound is proved)");
        case Outcome::Unsat:
            states.erase(L);
            if (L + 1 > result.lowerBound) {
                result.lowerBound = L + 1;
                result.subset = subset;
                if (options.onLowerBound) {
                    result.seconds = secondsSince(t0);
                    options.onLowerBound(result);
                }
            }
            ++L;
            if (forget)
                forgetOld(L);
            break;
        case Outcome::Deferred:
            // Keep the solvers of the two latest deferred lengths only (memory).
            states.erase(states.begin(), states.lower_bound(L - 1));
            ++L;
            break;
        case Outcome::Solved:
            result.upperBound = L;
            states.erase(L);
            // Come back down: the lengths below were deferred or are unproved.
            L = std::max(result.lowerBound, L - 1);
            if (result.lowerBound < result.upperBound && L >= result.upperBound)
                L = result.upperBound - 1;
            break;
        }
        if (result.upperBound >= 0 && L >= result.upperBound) {
            result.complete = result.lowerBound >= result.upperBound;
            return finish(result.complete ? ""
                                          : "a sequence was found above the proved lower bound");
        }
    }
    return finish("maximum length reached");
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
