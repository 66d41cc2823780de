#include "core/simaso/greedysuffix.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <random>

namespace mazelab {

namespace {

constexpr Move kMoves[] = {Move::Down, Move::Right, Move::Up, Move::Left};

// Σ 2^(−α·known) · optimistic distance. α = 1: the expected optimistic distance of a random
// cell pattern (each walk weighted by the share of patterns that agree with it, a branch halves
// it); α = 0: fixSuffix's plain sum, where every leaf counts alike.
double score(const PartialGrid& grid, const std::vector<PartialWalk>& walks, double alpha)
{
    double sum = 0;
    for (const PartialWalk& w : walks) {
        int d = grid.optimisticDistance(w);
        if (d < 0)
            d = 4 * grid.cells(); // cannot happen for solvable walks; kept finite
        sum += double(d) * std::exp2(-alpha * std::popcount(w.free | w.blocked));
    }
    return sum;
}

struct State {
    std::vector<PartialWalk> walks;
    SolvingSequence moves;
    double score = 0;
    std::uint64_t tie = 0;
};

// One round's beam search on `sample`: the moves of the best state at depth `horizon` (or of
// the first state that empties the sample, with done = true).
SolvingSequence beamRound(const PartialGrid& grid, std::vector<PartialWalk> sample,
                          const GreedySuffixOptions& o, std::mt19937_64& rng, bool& done)
{
    done = false;
    std::vector<State> beam(1);
    beam[0].walks = std::move(sample);
    const auto width = std::size_t(std::max(1, o.beamWidth));
    for (int depth = 0; depth < std::max(1, o.horizon); ++depth) {
        std::vector<State> next;
        for (const State& b : beam) {
            for (Move m : kMoves) {
                State c;
                c.walks.reserve(b.walks.size() + 8);
                for (const PartialWalk& w : b.walks)
                    grid.step(w, m, c.walks);
                if (c.walks == b.walks)
                    continue; // a move that changes nothing
                c.moves = b.moves;
                c.moves.push_back(m);
                if (c.walks.empty()) {
                    done = true;
                    return c.moves;
                }
                c.score = score(grid, c.walks, o.massExponent);
                c.tie = rng();
                next.push_back(std::move(c));
            }
        }
        if (next.empty())
            break;
        const std::size_t keep = std::min(width, next.size());
        std::partial_sort(next.begin(), next.begin() + std::ptrdiff_t(keep), next.end(),
                          [](const State& a, const State& b) {
                              return a.score != b.score ? a.score < b.score : a.tie < b.tie;
                          });
        next.resize(keep);
        beam = std::move(next);
    }
    return beam[0].moves;
}

// The optimistic shortest path of w to the goal (cells not known blocked), by BFS.
SolvingSequence optimisticPath(const PartialGrid& grid, const PartialWalk& w)
{
    std::vector<int> prev(std::size_t(grid.cells()), -1);
    std::vector<Move> via(std::size_t(grid.cells()), Move::Down);
    std::vector<int> queue{w.pos};
    prev[std::size_t(w.pos)] = w.pos;
    for (std::size_t i = 0; i < queue.size(); ++i) {
        for (Move m : kMoves) {
            const int t = grid.neighbour(queue[i], m);
            if (t < 0 || prev[std::size_t(t)] >= 0 || (w.blocked >> t) & 1U)
                continue;
            prev[std::size_t(t)] = queue[i];
            via[std::size_t(t)] = m;
            queue.push_back(t);
        }
    }
    SolvingSequence path;
    if (prev[std::size_t(grid.goal())] < 0)
        return path;
    for (int c = grid.goal(); c != w.pos; c = prev[std::size_t(c)])
        path.push_back(via[std::size_t(c)]);
    std::reverse(path.begin(), path.end());
    return path;
}

} // namespace

void applyMove(const PartialGrid& grid, std::vector<PartialWalk>& walks, Move m,
               std::vector<PartialWalk>& scratch)
{
    scratch.clear();
    scratch.reserve(walks.size() + walks.size() / 8 + 8);
    for (const PartialWalk& w : walks)
        grid.step(w, m, scratch);
    walks.swap(scratch);
}

std::optional<std::vector<PartialWalk>> failingWalksOf(const PartialGrid& grid,
                                                       const SolvingSequence& moves,
                                                       std::size_t maxWalks, Control& control)
{
    const std::uint64_t goalBit = std::uint64_t(1) << grid.goal();
    std::vector<PartialWalk> walks{{1 | goalBit, 0, 0}};
    std::vector<PartialWalk> scratch;
    for (Move m : moves) {
        if (control.checkNow())
            return std::nullopt;
        applyMove(grid, walks, m, scratch);
        if (walks.size() > maxWalks)
            return std::nullopt;
    }
    return walks;
}

std::optional<SolvingSequence>
greedySuffix(const PartialGrid& grid, std::vector<PartialWalk> walks,
             const GreedySuffixOptions& o, Control& control,
             const std::function<void(std::size_t, std::size_t)>& onRound)
{
    std::mt19937_64 rng(o.seed);
    SolvingSequence suffix;
    std::vector<PartialWalk> scratch;
    std::vector<PartialWalk> sample;
    double best = score(grid, walks, o.massExponent);
    int stall = 0;
    const auto commitMoves = [&](const SolvingSequence& moves) {
        for (Move m : moves) {
            if (walks.empty())
                break;
            applyMove(grid, walks, m, scratch);
            suffix.push_back(m);
        }
    };
    while (!walks.empty()) {
        if (control.checkNow() || suffix.size() > o.maxLength || walks.size() > o.maxWalks)
            return std::nullopt;
        if (stall >= o.stallRounds) {
            // Fallback: take the nearest walk to the goal along its optimistic path.
            const PartialWalk* nearest = nullptr;
            int nd = 1 << 30;
            for (const PartialWalk& w : walks) {
                const int d = grid.optimisticDistance(w);
                if (d >= 0 && d < nd) {
                    nd = d;
                    nearest = &w;
                }
            }
            if (!nearest)
                return std::nullopt; // no walk can reach the goal: not solvable walks
            commitMoves(optimisticPath(grid, *nearest));
            best = score(grid, walks, o.massExponent);
            stall = 0;
        } else {
            const bool all = walks.size() <= o.sampleWalks;
            sample.clear();
            if (all)
                sample = walks;
            else
                std::sample(walks.begin(), walks.end(), std::back_inserter(sample),
                            std::ptrdiff_t(o.sampleWalks), rng);
            bool done = false;
            SolvingSequence moves = beamRound(grid, std::move(sample), o, rng, done);
            if (!(done && all) && moves.size() > std::size_t(std::max(1, o.commit)))
                moves.resize(std::size_t(std::max(1, o.commit)));
            if (moves.empty()) {
                stall = o.stallRounds;
                continue;
            }
            commitMoves(moves);
            const double s = score(grid, walks, o.massExponent);
            if (s < best) {
                best = s;
                stall = 0;
            } else {
                ++stall;
            }
        }
        if (onRound)
            onRound(suffix.size(), walks.size());
    }
    return suffix;
}

} // namespace mazelab
