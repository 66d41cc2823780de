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
// The step at which `moves` first puts the maze on its goal, or -1 with `end` = the final cell.
int solvedAt(const SatMaze& maze, const SolvingSequence& moves, int& end)
{
    int pos = maze.start;
    if (pos == maze.goal)
        return 0;
    for (std::size_t t = 0; t < moves.size(); ++t) {
        pos = maze.step(pos, moves[t]);
        if (pos == maze.goal)
            return int(t) + 1;
    }
    end = pos;
    return -1;
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
    // The mazes that need moves (start != goal), with their shortest path lengths.
    std::vector<SatMaze> mazes;
    std::vector<std::size_t> index; // into the set
    std::vector<int> shortest;
    int longest = 0;
    std::size_t longestAt = 0;
    for (std::size_t i = 0; i < set.size(); ++i) {
        if (set.start(i) == set.goal(i))
            continue;
        SatMaze m = satMaze(set, i);
        const int d = m.distances(m.start)[std::size_t(m.goal)];
        if (d > longest) {
            longest = d;
            longestAt = mazes.size();
        }
        shortest.push_back(d);
        mazes.push_back(std::move(m));
        index.push_back(i);
    }
    if (mazes.empty()) {
        result.complete = true;
        return done("every maze starts on its goal");
    }
    std::vector<std::size_t> subset{longestAt}; // indices into `mazes`
    result.lowerBound = longest;
    result.subset = {index[longestAt]};
    for (int L = longest; L <= options.maxLength; ++L) {
        LengthSolver solver(L, options.solver);
        for (std::size_t k : subset)
            solver.addMaze(mazes[k]);
        for (;;) {
            control.progress(-1, progress_text::kSat,
                             {std::to_string(L), std::to_string(subset.size()),
                              std::to_string(result.satCalls)});
            const LengthSolver::Result r = solver.solve(control);
            ++result.satCalls;
            if (r == LengthSolver::Result::Unknown)
                return done(control.stopReason() + " at length " + std::to_string(L)
                            + "; proven lower bound " + std::to_string(result.lowerBound));
            if (r == LengthSolver::Result::Unsat) {
                result.lowerBound = L + 1;
                result.subset.clear();
                for (std::size_t k : subset)
                    result.subset.push_back(index[k]);
                break;
            }
            SolvingSequence seq = solver.model();
            // Counterexamples: the unsolved mazes left farthest from their goals (ties: the
            // longer shortest path first).
            std::vector<std::pair<std::pair<int, int>, std::size_t>> failed;
            for (std::size_t k = 0; k < mazes.size(); ++k) {
                int end = 0;
                if (solvedAt(mazes[k], seq, end) >= 0)
                    continue;
                const int left = mazes[k].distances(mazes[k].goal)[std::size_t(end)];
                failed.push_back({{left, shortest[k]}, k});
            }
            if (failed.empty()) {
                result.complete = true;
                result.lowerBound = L;
                result.sequence = std::move(seq);
                result.subset.clear();
                for (std::size_t k : subset)
                    result.subset.push_back(index[k]);
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
                const std::size_t k = failed[j].second;
                // The model solves every subset maze, so k is new to the subset.
                subset.push_back(k);
                solver.addMaze(mazes[k]);
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
