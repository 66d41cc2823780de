#include "core/simaso/tailfix.h"

#include "core/progresstext.h"

#include <algorithm>
#include <climits>
#include <random>
#include <unordered_set>

namespace mazelab {

namespace {

struct BeamState {
    std::vector<PartialWalk> walks; // sorted, none at the goal
    SolvingSequence moves;
    long long score = 0;
    std::uint64_t tie = 0;
};

bool walkLess(const PartialWalk& a, const PartialWalk& b)
{
    if (a.free != b.free)
        return a.free < b.free;
    if (a.blocked != b.blocked)
        return a.blocked < b.blocked;
    return a.pos < b.pos;
}

std::uint64_t hashWalks(const std::vector<PartialWalk>& walks)
{
    std::uint64_t h = 0x9E3779B97F4A7C15ULL;
    for (const PartialWalk& w : walks) {
        h ^= w.free + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
        h ^= w.blocked * 0xBF58476D1CE4E5B9ULL + (h << 6) + (h >> 2);
        h ^= std::uint64_t(w.pos) * 0x94D049BB133111EBULL + (h << 6) + (h >> 2);
    }
    return h;
}

// Sum of optimistic distances, with the largest counted again (it bounds the suffix length).
long long scoreWalks(const PartialGrid& grid, const std::vector<PartialWalk>& walks)
{
    long long sum = 0;
    int worst = 0;
    for (const PartialWalk& w : walks) {
        int d = grid.optimisticDistance(w);
        if (d < 0)
            d = 4 * grid.cells(); // cannot happen for solvable walks; kept finite
        sum += d;
        worst = std::max(worst, d);
    }
    return 4 * sum + worst;
}

} // namespace

std::optional<SolvingSequence> fixSuffix(const PartialGrid& grid, std::vector<PartialWalk> walks,
                                         const SuffixOptions& options, Control& control)
{
    std::mt19937_64 rng(options.seed);
    std::sort(walks.begin(), walks.end(), walkLess);
    if (walks.empty())
        return SolvingSequence{};
    std::vector<BeamState> beam(1);
    beam[0].walks = std::move(walks);
    beam[0].score = scoreWalks(grid, beam[0].walks);
    const auto width = std::size_t(std::max(1, options.beamWidth));
    for (std::size_t depth = 0; depth < options.maxLength; ++depth) {
        if (control.checkNow())
            return std::nullopt;
        std::vector<BeamState> next;
        std::unordered_set<std::uint64_t> seen;
        for (const BeamState& b : beam) {
            for (Move m : {Move::Down, Move::Right, Move::Up, Move::Left}) {
                BeamState c;
                c.walks.reserve(b.walks.size() + 4);
                for (const PartialWalk& w : b.walks)
                    grid.step(w, m, c.walks);
                if (c.walks.size() > options.maxWalks)
                    continue;
                std::sort(c.walks.begin(), c.walks.end(), walkLess);
                if (c.walks == b.walks || !seen.insert(hashWalks(c.walks)).second)
                    continue;
                c.moves = b.moves;
                c.moves.push_back(m);
                if (c.walks.empty())
                    return c.moves;
                c.score = scoreWalks(grid, c.walks);
                c.tie = rng();
                next.push_back(std::move(c));
            }
        }
        if (next.empty())
            return std::nullopt;
        const std::size_t keep = std::min(width, next.size());
        std::partial_sort(next.begin(), next.begin() + std::ptrdiff_t(keep), next.end(),
                          [](const BeamState& a, const BeamState& b) {
                              return a.score != b.score ? a.score < b.score : a.tie < b.tie;
                          });
        next.resize(keep);
        beam = std::move(next);
    }
    return std::nullopt;
}

namespace {

// The failing leaves of p (at most cap of them) — Solves, Few (walks filled) or TooMany.
enum class Outcome { Solves, Few, TooMany, Stopped };

Outcome failingWalks(int rows, int cols, const SolvingSequence& p, std::size_t cap,
                     std::uint64_t mazeCount, std::vector<PartialWalk>& walks, Control& control)
{
    StreamVerifyOptions vo;
    vo.splitDecisions = 0;
    vo.maxCounterexamples = 0;
    vo.maxFailingWalks = std::max<std::size_t>(1, cap);
    vo.mazeCount = mazeCount;
    StreamVerifyResult v = verifyAllStreamed(rows, cols, p, vo, control);
    if (control.checkNow())
        return Outcome::Stopped;
    if (!v.complete)
        return Outcome::TooMany;
    walks = std::move(v.failingWalks);
    return v.solvesAll ? Outcome::Solves : Outcome::Few;
}

} // namespace

TailFixResult improveByTailFix(int rows, int cols, const SolvingSequence& start,
                               Control& control, const TailFixOptions& options,
                               const std::function<void(const SolvingSequence&)>& onImproved)
{
    TailFixResult result;
    auto finish = [&](const std::string& why) {
        result.message = why + "; best length "
            + (result.found ? std::to_string(result.best.size()) : std::string("none"));
        return result;
    };
    const PartialGrid grid(rows, cols);
    std::uint64_t mazeCount = 0;
    MazeSet::estimateAllSolvableBytes(rows, cols, &mazeCount);
    std::mt19937_64 rng(options.seed);
    SuffixOptions so;
    so.beamWidth = options.beamWidth;

    std::vector<PartialWalk> walks;
    SolvingSequence s = start;
    switch (failingWalks(rows, cols, s, options.maxWalks, mazeCount, walks, control)) {
    case Outcome::Stopped:
        return finish("stopped");
    case Outcome::TooMany:
        return finish("the start misses more than " + std::to_string(options.maxWalks)
                      + " tree leaves (raise the walk limit)");
    case Outcome::Few: {
        so.maxLength = 4 * std::size_t(rows * cols) + 100;
        const auto q = fixSuffix(grid, walks, so, control);
        if (!q)
            return finish("no suffix found for the start's " + std::to_string(walks.size())
                          + " failing leaves");
        s.insert(s.end(), q->begin(), q->end());
        if (!solvesAllStreamed(rows, cols, s, mazeCount, control))
            return finish(control.checkNow() ? "stopped" : "internal error: fixed start fails");
        break;
    }
    case Outcome::Solves:
        break;
    }
    result.best = s;
    result.found = true;
    if (onImproved)
        onImproved(s);

    const int maxWindow = std::max(1, options.maxWindow);
    while (!control.checkNow()) {
        if (options.targetLength > 0 && result.best.size() <= options.targetLength)
            return finish("target reached");
        const std::size_t len = s.size();
        const auto w = std::min<std::size_t>(len - 1, 1 + rng() % unsigned(maxWindow));
        if (w == 0)
            return finish("length 1");
        SolvingSequence p = s;
        if (rng() % 100 < options.tailPercent) {
            p.resize(len - w);
        } else {
            const std::size_t j = rng() % (len - w + 1);
            p.erase(p.begin() + std::ptrdiff_t(j), p.begin() + std::ptrdiff_t(j + w));
        }
        ++result.attempts;
        if ((result.attempts & 15) == 0)
            control.progress(-1, progress_text::kTailFix,
                             {std::to_string(s.size()), std::to_string(result.attempts),
                              std::to_string(result.accepted),
                              std::to_string(result.best.size())});
        const Outcome o = failingWalks(rows, cols, p, options.maxWalks, mazeCount, walks, control);
        if (o == Outcome::Stopped)
            break;
        if (o == Outcome::TooMany)
            continue;
        if (o == Outcome::Few) {
            so.maxLength = rng() % 100 < options.equalPercent ? w : w - 1;
            so.seed = rng();
            const auto q = fixSuffix(grid, walks, so, control);
            if (!q)
                continue;
            p.insert(p.end(), q->begin(), q->end());
            // The suffix was built on the tree's own leaves, so this holds by construction;
            // the independent check guards the bound that gets reported.
            if (!solvesAllStreamed(rows, cols, p, mazeCount, control))
                continue;
        }
        s = std::move(p);
        ++result.accepted;
        if (s.size() < result.best.size()) {
            result.best = s;
            if (onImproved)
                onImproved(s);
        }
    }
    return finish("stopped");
}

} // namespace mazelab
