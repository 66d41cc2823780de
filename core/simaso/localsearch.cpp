#include "core/simaso/localsearch.h"

#include "core/progresstext.h"
#include "core/simaso/approx.h"
#include "core/simaso/verify.h"

#include <algorithm>
#include <random>

namespace mazelab {

namespace {

using Pos = MazeSet::Pos;
constexpr Move kMoves[] = {Move::Down, Move::Right, Move::Up, Move::Left};

// Shortest path in maze i from `from` to its goal (BFS from the goal).
SolvingSequence pathToGoal(const MazeSet& set, std::size_t i, Pos from, std::vector<int>& dist)
{
    set.goalDistances(i, dist);
    SolvingSequence path;
    Pos p = from;
    while (dist[p] > 0) {
        for (Move m : kMoves) {
            const int n = set.neighbour(p, m);
            if (n >= 0 && set.isFree(i, std::size_t(n)) && dist[std::size_t(n)] == dist[p] - 1) {
                path.push_back(m);
                p = Pos(n);
                break;
            }
        }
    }
    return path;
}

// Positions of all mazes and the list of unsolved ones under a growing sequence.
struct Walk {
    const MazeSet& set;
    std::vector<Pos> pos;
    std::vector<std::uint32_t> active;

    explicit Walk(const MazeSet& s) : set(s), pos(s.startPositions())
    {
        active.reserve(s.size());
        for (std::size_t i = 0; i < s.size(); ++i)
            if (pos[i] != s.goal(i))
                active.push_back(std::uint32_t(i));
    }
    void append(const SolvingSequence& moves, std::size_t count)
    {
        std::size_t kept = 0;
        for (std::uint32_t i : active) {
            Pos p = pos[i];
            const Pos g = set.goal(i);
            bool solved = false;
            for (std::size_t k = 0; k < count && !solved; ++k) {
                p = set.step(i, p, moves[k]);
                solved = p == g;
            }
            pos[i] = p;
            if (!solved)
                active[kept++] = i;
        }
        active.resize(kept);
    }
};

} // namespace

CoverResult greedyCover(const MazeSet& set, Control& control, const CoverOptions& options,
                        const SolvingSequence& prefix)
{
    CoverResult r;
    r.sequence = prefix;
    Walk walk(set);
    walk.append(prefix, prefix.size());
    std::mt19937_64 rng(options.seed);
    const std::size_t cells = set.cellCount();
    // Goal distances of every maze (bytes; cells <= 64 keeps them < 255).
    std::vector<std::uint8_t> goalDist(set.size() * cells, 255);
    {
        std::vector<int> d;
        for (std::size_t i = 0; i < set.size(); ++i) {
            set.goalDistances(i, d);
            for (std::size_t c = 0; c < cells; ++c)
                goalDist[i * cells + c] = d[c] < 0 ? 255 : std::uint8_t(d[c]);
        }
    }
    // Proposals: every block of 1 … kBlock moves, plus the unsolved mazes' shortest paths.
    std::vector<SolvingSequence> blocks;
    for (int len = 1; len <= options.blockLength; ++len)
        for (int code = 0; code < (1 << (2 * len)); ++code) {
            SolvingSequence b;
            for (int k = 0; k < len; ++k)
                b.push_back(Move((code >> (2 * k)) & 3));
            blocks.push_back(b);
        }
    std::vector<std::uint32_t> sample;
    std::vector<double> gainAt;
    std::vector<int> dist;
    const int candidates = std::max(0, options.candidates);
    while (!walk.active.empty()) {
        if (control.checkNow()) {
            r.message = "cover: " + control.stopReason();
            return r;
        }
        control.progress(-1, progress_text::kCover,
                         {std::to_string(r.sequence.size()), std::to_string(walk.active.size())});
        const auto& active = walk.active;
        sample.clear();
        if (active.size() <= options.scoreSample) {
            sample = active;
        } else {
            for (std::size_t k = 0; k < options.scoreSample; ++k)
                sample.push_back(active[rng() % active.size()]);
        }
        SolvingSequence best;
        std::size_t bestCount = 0;
        double bestScore = -1e300;
        auto score = [&](const SolvingSequence& path, bool ownPath) {
            gainAt.assign(path.size(), 0.0);
            for (std::uint32_t i : sample) {
                Pos p = walk.pos[i];
                const Pos g = set.goal(i);
                const std::uint8_t* d = &goalDist[std::size_t(i) * cells];
                const double d0 = d[p];
                for (std::size_t k = 0; k < path.size(); ++k) {
                    p = set.step(i, p, path[k]);
                    if (p == g) {
                        for (std::size_t j = k; j < path.size(); ++j)
                            gainAt[j] += 1.0 + options.distanceWeight * d0;
                        break;
                    }
                    gainAt[k] += options.distanceWeight * (d0 - d[p]);
                }
            }
            for (std::size_t k = 0; k < path.size(); ++k) {
                const double own = ownPath && k + 1 == path.size() ? 1.0 : 0.0;
                const double s = (gainAt[k] + own) / double(k + 1);
                if (s > bestScore) {
                    bestScore = s;
                    best = path;
                    bestCount = k + 1;
                }
            }
        };
        for (const auto& b : blocks)
            score(b, false);
        for (int c = 0; c < candidates; ++c) {
            // --candidates may be huge: poll the Control every 256 paths, as between steps.
            if ((c & 255) == 255 && control.checkNow()) {
                r.message = "cover: " + control.stopReason();
                return r;
            }
            const std::uint32_t m = active[rng() % active.size()];
            score(pathToGoal(set, m, walk.pos[m], dist), true);
        }
        if (bestScore <= 0) { // nothing helps the sample: solve one maze outright
            const std::uint32_t m = active[rng() % active.size()];
            best = pathToGoal(set, m, walk.pos[m], dist);
            bestCount = best.size();
        }
        walk.append(best, bestCount);
        r.sequence.insert(r.sequence.end(), best.begin(),
                          best.begin() + std::ptrdiff_t(bestCount));
        ++r.rounds;
    }
    r.rawLength = r.sequence.size();
    r.complete = true;
    if (options.minimize) {
        const ApproxResult m = minimizeSequence(SolveTarget::of(set), r.sequence, control);
        if (m.complete)
            r.sequence = m.sequence;
    }
    r.message = "cover: length " + std::to_string(r.sequence.size()) + " ("
        + std::to_string(r.rawLength) + " before minimization)";
    return r;
}

CoverResult improveSequence(const MazeSet& set, const SolvingSequence& start, Control& control,
                            const CoverOptions& options, int rounds,
                            const std::function<void(const SolvingSequence&)>& onImproved)
{
    CoverResult best;
    if (start.empty()) {
        best = greedyCover(set, control, options);
        if (!best.complete)
            return best;
        if (onImproved)
            onImproved(best.sequence);
    } else {
        if (!verifySequence(set, start).solvesAll) {
            best.message = "improve: the start sequence does not solve every maze";
            return best;
        }
        best.sequence = start;
        best.complete = true;
    }
    best.rawLength = best.sequence.size();
    best.rounds = 0; // count local-search rounds only
    std::mt19937_64 rng(options.seed ^ 0xA5A5A5A5ULL);
    for (int round = 0; rounds == 0 || round < rounds; ++round) {
        if (control.checkNow())
            break;
        control.progress(-1, progress_text::kImprove,
                         {std::to_string(round + 1), std::to_string(best.sequence.size())});
        CoverOptions o = options;
        o.seed = rng();
        // Keep a prefix of 0 … 90 % of the best; regrow and minimize the rest.
        const std::size_t keep = std::size_t(rng() % (best.sequence.size() * 9 / 10 + 1));
        const SolvingSequence prefix(best.sequence.begin(),
                                     best.sequence.begin() + std::ptrdiff_t(keep));
        // A round stopped by the control is discarded (minimization stopped early still
        // returns a solving sequence, which is kept).
        const CoverResult c = greedyCover(set, control, o, prefix);
        ++best.rounds;
        if (c.complete && c.sequence.size() <= best.sequence.size()) {
            if (c.sequence.size() < best.sequence.size()) {
                ++best.improvements;
                if (onImproved)
                    onImproved(c.sequence);
            }
            best.sequence = c.sequence;
        }
    }
    best.message = "improve: length " + std::to_string(best.sequence.size()) + " after "
        + std::to_string(best.rounds) + " rounds (" + std::to_string(best.improvements)
        + " improvements)";
    return best;
}

} // namespace mazelab
