#include "core/simaso/approx.h"

#include "core/progresstext.h"
#include "core/simaso/unsolvedmazefinder.h"
#include "core/simaso/verify.h"

#include <algorithm>
#include <limits>
#include <numeric>
#include <random>
#include <stdexcept>

namespace mazelab {

using Pos = MazeSet::Pos;

std::optional<Maze> SolveTarget::unsolved(const SolvingSequence& s, Control& control,
                                          bool& complete, bool perfect) const
{
    complete = true;
    if (m_set) {
        VerifyResult v = verifySequence(*m_set, s, perfect);
        return std::move(v.counterexample);
    }
    UnsolvedMazeResult u = findUnsolvedMaze(m_rows, m_cols, s, control, perfect);
    complete = u.complete;
    return std::move(u.maze);
}

namespace {

constexpr Move kMoves[] = {Move::Down, Move::Right, Move::Up, Move::Left};

// A shortest path from `from` to maze i's goal, as moves (empty when from is the goal).
SolvingSequence shortestPath(const MazeSet& set, std::size_t i, Pos from, std::vector<int>& dist)
{
    set.goalDistances(i, dist);
    SolvingSequence path;
    Pos p = from;
    while (dist[p] > 0) {
        for (Move m : kMoves) {
            const int n = set.neighbour(p, m);
            if (n >= 0 && dist[std::size_t(n)] == dist[p] - 1 && set.isFree(i, std::size_t(n))) {
                path.push_back(m);
                p = Pos(n);
                break;
            }
        }
    }
    return path;
}

// Positions and unsolved list of an explicit set under a growing sequence.
class Tracker {
public:
    explicit Tracker(const MazeSet& set) : m_set(set), m_pos(set.startPositions())
    {
        for (std::size_t i = 0; i < set.size(); ++i)
            if (m_pos[i] != set.goal(i))
                m_active.push_back(std::uint32_t(i));
    }
    // Appends moves; mazes that visit their goal leave the active list.
    void append(const SolvingSequence& moves, SolvingSequence& s)
    {
        s.insert(s.end(), moves.begin(), moves.end());
        std::size_t kept = 0;
        for (std::uint32_t i : m_active) {
            Pos p = m_pos[i];
            const Pos g = m_set.goal(i);
            bool solved = false;
            for (Move m : moves) {
                p = m_set.step(i, p, m);
                if (p == g) {
                    solved = true;
                    break;
                }
            }
            m_pos[i] = p;
            if (!solved)
                m_active[kept++] = i;
        }
        m_active.resize(kept);
    }
    const std::vector<std::uint32_t>& active() const { return m_active; }
    Pos pos(std::size_t i) const { return m_pos[i]; }

private:
    const MazeSet& m_set;
    std::vector<Pos> m_pos;
    std::vector<std::uint32_t> m_active;
};

void finishMessage(ApproxResult& r, const char* algo)
{
    if (!r.complete) {
        r.message = std::string(algo) + ": stopped before a Solving Sequence was complete";
        return;
    }
    r.message = std::string(algo) + ": length " + std::to_string(r.sequence.size());
    if (r.rawLength != r.sequence.size())
        r.message += " (" + std::to_string(r.rawLength) + " before minimization)";
}

ApproxResult maybeMinimize(const SolveTarget& target, ApproxResult r, bool minimize,
                           Control& control, const char* algo)
{
    r.rawLength = r.sequence.size();
    if (r.complete && minimize) {
        const ApproxResult m = minimizeSequence(target, r.sequence, control);
        r.sequence = m.sequence; // a prefix of the work when stopped: still solving
        r.minimizationCut = m.minimizationCut;
    }
    finishMessage(r, algo);
    return r;
}

// Every deletion so far was checked: the sequence still solves, it is just not minimal yet.
ApproxResult stoppedMinimizing(ApproxResult& r)
{
    r.complete = true;
    r.minimizationCut = true;
    r.message = "minimize: stopped early at length " + std::to_string(r.sequence.size())
        + " (not minimal yet)";
    return r;
}

} // namespace

ApproxResult minimizeSequence(const SolveTarget& target, const SolvingSequence& input,
                              Control& control, bool perfect)
{
    ApproxResult r;
    r.sequence = input;
    r.rawLength = input.size();
    bool complete = true;
    if (target.unsolved(input, control, complete, perfect) || !complete) {
        r.message = "minimize: the sequence does not solve every maze";
        return r;
    }
    SolvingSequence& s = r.sequence;
    const MazeSet* set = target.set();
    bool changed = true;
    while (changed) {
        changed = false;
        if (!set) {
            for (std::size_t j = 0; j < s.size();) {
                SolvingSequence t = s;
                t.erase(t.begin() + std::ptrdiff_t(j));
                bool ok = true;
                const bool unsolved = target.unsolved(t, control, ok, perfect).has_value();
                if (!ok)
                    return stoppedMinimizing(r);
                if (!unsolved) {
                    s = std::move(t);
                    changed = true;
                } else {
                    ++j;
                }
            }
            continue;
        }
        // Explicit set: walk the prefix once; try dropping s[j] by replaying the suffix on
        // the mazes the prefix has not solved, starting with the last maze that objected.
        std::vector<Pos> pos = set->startPositions();
        std::vector<std::uint32_t> active;
        for (std::size_t i = 0; i < set->size(); ++i)
            if (perfect || pos[i] != set->goal(i))
                active.push_back(std::uint32_t(i));
        for (std::size_t j = 0; j < s.size();) {
            if (control.checkNow())
                return stoppedMinimizing(r);
            bool ok = true;
            for (std::size_t a = 0; a < active.size() && ok; ++a) {
                const std::uint32_t i = active[a];
                Pos p = pos[i];
                const Pos g = set->goal(i);
                bool solved = false;
                for (std::size_t t = j + 1; t < s.size(); ++t) {
                    p = set->step(i, p, s[t]);
                    if (!perfect && p == g) {
                        solved = true;
                        break;
                    }
                }
                if (perfect)
                    solved = p == g;
                if (!solved) {
                    ok = false;
                    std::swap(active[a], active[0]); // it will likely object again
                }
            }
            if (ok) {
                s.erase(s.begin() + std::ptrdiff_t(j));
                changed = true;
                continue;
            }
            std::size_t kept = 0;
            for (std::uint32_t i : active) {
                pos[i] = set->step(i, pos[i], s[j]);
                if (perfect || pos[i] != set->goal(i))
                    active[kept++] = i;
            }
            active.resize(kept);
            ++j;
        }
    }
    r.complete = true;
    finishMessage(r, "minimize");
    return r;
}

ApproxResult greedyLookahead(const MazeSet& set, Control& control, const ApproxOptions& options)
{
    ApproxResult r;
    std::vector<SolvingSequence> looks = options.lookaheadSet;
    if (looks.empty()) {
        const int d = std::clamp(options.lookahead, 1, 6);
        looks.assign(1, {});
        for (int level = 0; level < d; ++level) {
            std::vector<SolvingSequence> next;
            for (const auto& prefix : looks)
                for (Move m : kMoves) {
                    next.push_back(prefix);
                    next.back().push_back(m);
                }
            looks.swap(next);
        }
    }
    const std::size_t cells = set.cellCount();
    std::vector<std::uint8_t> dist(set.size() * cells);
    std::vector<int> scratch;
    for (std::size_t i = 0; i < set.size(); ++i) {
        set.goalDistances(i, scratch);
        for (std::size_t c = 0; c < cells; ++c)
            dist[i * cells + c] = std::uint8_t(std::clamp(scratch[c], 0, 255));
    }
    std::mt19937_64 rng(options.seed);
    Tracker tracker(set);
    std::vector<std::uint64_t> cost(looks.size());
    std::uint64_t lastCost = std::numeric_limits<std::uint64_t>::max();
    while (!tracker.active().empty()) {
        if (control.checkNow() || r.sequence.size() > options.maxLength) {
            finishMessage(r, "Greedy Lookahead");
            return r;
        }
        std::fill(cost.begin(), cost.end(), 0);
        for (std::uint32_t i : tracker.active()) {
            const Pos g = set.goal(i);
            const std::uint8_t* d = dist.data() + std::size_t(i) * cells;
            for (std::size_t j = 0; j < looks.size(); ++j) {
                Pos p = tracker.pos(i);
                for (Move m : looks[j]) {
                    p = set.step(i, p, m);
                    if (p == g)
                        break;
                }
                const std::uint64_t di = d[p];
                switch (options.cost) {
                case GreedyCost::Sum: cost[j] += di; break;
                case GreedyCost::SumSquares: cost[j] += di * di; break;
                case GreedyCost::Max:
                    cost[j] = std::max(cost[j] >> 40, di) << 40
                        | ((cost[j] & ((std::uint64_t(1) << 40) - 1)) + di);
                    break;
                }
            }
        }
        const std::size_t best = std::size_t(std::min_element(cost.begin(), cost.end())
                                             - cost.begin());
        if (cost[best] < lastCost && !looks[best].empty()) {
            lastCost = cost[best];
            tracker.append(looks[best], r.sequence);
        } else {
            // Local minimum (Alg. 5.1's escape): solve a random unsolved maze.
            const auto& active = tracker.active();
            const std::uint32_t i = active[rng() % active.size()];
            tracker.append(shortestPath(set, i, tracker.pos(i), scratch), r.sequence);
            lastCost = std::numeric_limits<std::uint64_t>::max();
        }
        control.progress(-1.0, progress_text::kGreedy,
                         {std::to_string(r.sequence.size()),
                          std::to_string(tracker.active().size())});
    }
    r.complete = true;
    r.runs = 1;
    return maybeMinimize(SolveTarget::of(set), r, options.minimize, control,
                         "Greedy Lookahead");
}

ApproxResult solveInOrder(const MazeSet& set, Control& control, const ApproxOptions& options)
{
    ApproxResult best;
    std::mt19937_64 rng(options.seed);
    std::vector<std::uint32_t> order(set.size());
    std::vector<int> scratch;
    for (int run = 0; run < std::max(1, options.runs); ++run) {
        if (control.checkNow())
            break;
        std::iota(order.begin(), order.end(), 0U);
        for (std::size_t i = order.size(); i > 1; --i) // Fisher-Yates, bit-exact
            std::swap(order[i - 1], order[std::size_t(rng() % i)]);
        Tracker tracker(set);
        std::vector<std::uint8_t> solved(set.size(), 1);
        for (std::uint32_t i : tracker.active())
            solved[i] = 0;
        SolvingSequence s;
        bool stopped = false;
        for (std::uint32_t i : order) {
            if (solved[i])
                continue;
            if (control.poll()) {
                stopped = true;
                break;
            }
            tracker.append(shortestPath(set, i, tracker.pos(i), scratch), s);
            std::fill(solved.begin(), solved.end(), 1);
            for (std::uint32_t a : tracker.active())
                solved[a] = 0;
        }
        if (stopped)
            break;
        ++best.runs;
        if (!best.complete || s.size() < best.sequence.size()) {
            best.sequence = std::move(s);
            best.complete = true;
        }
        control.progress(double(run + 1) / double(std::max(1, options.runs)),
                         progress_text::kSolveInOrder,
                         {std::to_string(run + 1), std::to_string(best.sequence.size())});
    }
    return maybeMinimize(SolveTarget::of(set), best, options.minimize, control,
                         "Solve in Order");
}

ApproxResult iterativelyAppend(const SolveTarget& target, Control& control,
                               const ApproxOptions& options)
{
    ApproxResult r;
    std::vector<int> scratch;
    if (const MazeSet* set = target.set()) {
        // The set's first unsolved maze each round, tracked incrementally.
        Tracker tracker(*set);
        while (!tracker.active().empty()) {
            if (control.checkNow() || r.sequence.size() > options.maxLength) {
                finishMessage(r, "IAS");
                return r;
            }
            const std::uint32_t i = tracker.active().front();
            tracker.append(shortestPath(*set, i, tracker.pos(i), scratch), r.sequence);
        }
    } else {
        for (;;) {
            bool complete = true;
            const std::optional<Maze> u = target.unsolved(r.sequence, control, complete);
            if (!complete || r.sequence.size() > options.maxLength) {
                finishMessage(r, "IAS");
                return r;
            }
            if (!u)
                break;
            const MazeSet one = MazeSet::fromMazes({*u});
            Pos p = one.start(0);
            for (Move m : r.sequence)
                p = one.step(0, p, m);
            const SolvingSequence path = shortestPath(one, 0, p, scratch);
            r.sequence.insert(r.sequence.end(), path.begin(), path.end());
            control.progress(-1.0, progress_text::kIas, {std::to_string(r.sequence.size())});
        }
    }
    r.complete = true;
    r.runs = 1;
    return maybeMinimize(target, r, options.minimize, control, "IAS");
}

ApproxResult randomSequence(const SolveTarget& target, Control& control,
                            const ApproxOptions& options)
{
    ApproxResult best;
    std::mt19937_64 rng(options.seed);
    const std::size_t chunk = std::size_t(std::max(1, options.randomLength));
    for (int run = 0; run < std::max(1, options.runs); ++run) {
        SolvingSequence s;
        bool complete = true;
        for (;;) {
            while (s.size() % chunk != 0 || s.empty())
                s.push_back(Move(rng() % 4));
            if (!target.unsolved(s, control, complete) && complete)
                break;
            if (!complete || s.size() > options.maxLength || control.checkNow()) {
                complete = false;
                break;
            }
            s.push_back(Move(rng() % 4)); // grow by another chunk
        }
        if (!complete)
            break;
        const std::size_t raw = s.size();
        const ApproxResult m = minimizeSequence(target, s, control);
        ++best.runs;
        if (!best.complete || m.sequence.size() < best.sequence.size()) {
            best.sequence = m.sequence;
            best.rawLength = raw;
            best.complete = true;
        }
        if (!m.complete)
            break;
    }
    finishMessage(best, "Random Sequence");
    return best;
}

} // namespace mazelab
