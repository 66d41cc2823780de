#include "core/simaso_sat/setsigma.h"

#include "core/progresstext.h"
#include "core/simaso_sat/detail.h"

#include <algorithm>
#include <chrono>
#include <memory>

namespace mazelab::simaso_sat {

using detail::kMoves;
using detail::secondsSince;

SatMaze satMaze(const MazeSet& set, std::size_t i)
{
    SatMaze maze;
    maze.cells = int(set.cellCount());
    maze.start = set.start(i);
    maze.goal = set.goal(i);
    maze.next.resize(set.cellCount() * 4);
    for (std::size_t c = 0; c < set.cellCount(); ++c)
        for (Move m : kMoves)
            maze.next[c * 4 + std::size_t(m)] = set.step(i, MazeSet::Pos(c), m);
    return maze;
}

SatMaze satMaze(const Maze& maze)
{
    SatMaze out;
    out.cells = int(maze.cellCount());
    out.start = int(maze.index(maze.start()));
    out.goal = int(maze.index(maze.goal()));
    out.next.resize(maze.cellCount() * 4);
    for (std::size_t c = 0; c < maze.cellCount(); ++c)
        for (Move m : kMoves)
            out.next[c * 4 + std::size_t(m)] = int(maze.index(maze.step(maze.cellAt(c), m)));
    return out;
}

namespace {
// True when `moves` puts maze i of `set` on its goal at some step; otherwise `end` is the
// final cell. Simulated on the set's compact bit masks (no per-maze tables: the 1,225,194
// mazes of an "all 5×5" set stay at 10 MB).
bool solvesMaze(const MazeSet& set, std::size_t i, const SolvingSequence& moves, int& end)
{
    MazeSet::Pos pos = set.start(i);
    const MazeSet::Pos goal = set.goal(i);
    if (pos == goal)
        return true;
    for (Move m : moves) {
        pos = set.step(i, pos, m);
        if (pos == goal)
            return true;
    }
    end = pos;
    return false;
}
} // namespace

SetSigmaResult computeSetSigma(const MazeSet& set, const SetSigmaOptions& options,
                               Control& control)
{
    const auto t0 = std::chrono::steady_clock::now();
    SetSigmaResult result;
    auto done = [&](const std::string& message) {
        result.message = message;
        result.seconds = secondsSince(t0);
        return result;
    };
    // Shortest path lengths; mazes whose start is their goal need no moves.
    std::vector<int> shortest(set.size(), 0);
    int longest = 0;
    std::size_t longestAt = 0;
    for (std::size_t i = 0; i < set.size(); ++i) {
        if (set.start(i) == set.goal(i))
            continue;
        shortest[i] = set.shortestPathLength(i);
        if (shortest[i] > longest) {
            longest = shortest[i];
            longestAt = i;
        }
    }
    if (longest == 0) {
        result.complete = true;
        return done("every maze starts on its goal");
    }
    std::vector<std::size_t> subset{longestAt}; // indices into the set
    result.lowerBound = longest;
    result.subset = subset;
    std::vector<int> goalDistance;
    for (int L = longest; L <= options.maxLength; ++L) {
        LengthSolver solver(L, options.solver);
        for (std::size_t i : subset)
            solver.addMaze(satMaze(set, i));
        for (;;) {
            control.progress(-1, progress_text::kSat,
                             {std::to_string(L), {progress_text::kNMazes, std::int64_t(subset.size())},
                              {progress_text::kNSatCalls, std::int64_t(result.satCalls)}});
            const LengthSolver::Result r = solver.solve(control);
            ++result.satCalls;
            if (r == LengthSolver::Result::Unknown)
                return done(control.stopReason() + " at length " + std::to_string(L)
                            + "; proven lower bound " + std::to_string(result.lowerBound));
            if (r == LengthSolver::Result::Unsat) {
                result.lowerBound = L + 1;
                result.subset = subset;
                break;
            }
            SolvingSequence seq = solver.model();
            // Counterexamples: the unsolved mazes left farthest from their goals (ties: the
            // longer shortest path first).
            std::vector<std::pair<std::pair<int, int>, std::size_t>> failed;
            for (std::size_t i = 0; i < set.size(); ++i) {
                int end = 0;
                if (solvesMaze(set, i, seq, end))
                    continue;
                set.goalDistances(i, goalDistance);
                failed.push_back({{goalDistance[std::size_t(end)], shortest[i]}, i});
            }
            if (failed.empty()) {
                result.complete = true;
                result.lowerBound = L;
                result.sequence = std::move(seq);
                result.subset = subset;
                return done("SAT: shortest length " + std::to_string(L) + " ("
                            + std::to_string(result.satCalls) + " SAT calls, "
                            + std::to_string(subset.size()) + " mazes in the certificate)");
            }
            const std::size_t take = std::min<std::size_t>(
                failed.size(), std::size_t(std::max(1, options.counterexamplesPerRound)));
            std::partial_sort(failed.begin(), failed.begin() + std::ptrdiff_t(take),
                              failed.end(),
                              [](const auto& a, const auto& b) { return a.first > b.first; });
            for (std::size_t j = 0; j < take; ++j) {
                // The model solves every subset maze, so this one is new to the subset.
                subset.push_back(failed[j].second);
                solver.addMaze(satMaze(set, failed[j].second));
            }
        }
    }
    result.lengthLimit = true;
    return done("SAT: no sequence up to the length limit " + std::to_string(options.maxLength)
                + "; proven lower bound " + std::to_string(result.lowerBound));
}

ExactResult shortestSat(const MazeSet& set, Control& control, const ExactOptions& options)
{
    SetSigmaOptions o;
    o.maxLength = options.maxLength;
    if (control.memoryLimit() == 0)
        control.setMemoryLimit(options.memoryLimitBytes);
    const SetSigmaResult r = computeSetSigma(set, o, control);
    ExactResult out;
    out.sequence = r.sequence;
    out.lowerBound = r.lowerBound;
    out.states = std::uint64_t(r.satCalls);
    out.rounds = r.satCalls;
    for (std::size_t i : r.subset)
        out.certificate.push_back(set.maze(i));
    out.message = r.message;
    if (r.complete)
        out.status = ExactStatus::Solved;
    else if (r.lengthLimit)
        out.status = ExactStatus::LengthLimit;
    else if (control.memoryExceeded())
        out.status = ExactStatus::MemoryLimit;
    else
        out.status = control.isCancelled() ? ExactStatus::Cancelled : ExactStatus::TimeLimit;
    return out;
}

LengthSolver::Result checkLowerBoundSat(const std::vector<Maze>& mazes, int claimedBound,
                                        Control& control)
{
    if (claimedBound <= 0)
        return LengthSolver::Result::Unsat; // nothing to prove
    LengthSolver::Options options;
    // Pair clauses compare mazes cell by cell: only for mazes of one size.
    for (const Maze& m : mazes)
        if (m.rows() != mazes.front().rows() || m.cols() != mazes.front().cols())
            options.pairClauses = false;
    LengthSolver solver(claimedBound - 1, options);
    for (const Maze& m : mazes)
        if (m.start() != m.goal())
            solver.addMaze(satMaze(m));
    return solver.solve(control);
}

} // namespace mazelab::simaso_sat
