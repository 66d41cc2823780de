// The agents that walk the maze cell by cell with only local knowledge (4 neighbours): wall
// followers (left / right hand), Pledge, Trémaux and the random mouse. Each returns the walk with
// its loops erased as the path; `expanded` counts the moves walked. They are bounded: a wall
// follower stops when its (cell, heading) state repeats (it walks in a circle that never touches
// the goal, e.g. a goal on an island), Pledge when it is free at a cell where it was free before,
// circles an obstacle for good, or after options.stepCap moves, Trémaux when every passage from
// the start is marked twice, the random mouse after options.stepCap moves. Then the verdict reads
// "cannot reach: …". Headings: 0 N, 1 E, 2 S, 3 W (the SearchGrid directions).
#include "core/solve/searchgrid.h"

#include <random>

namespace mazelab::solve {
namespace {

constexpr int kLeft = 3, kRight = 1, kBack = 2; // heading + k (mod 4)

// The main direction towards the goal: the axis with the larger distance.
int towardsGoal(const SearchGrid& g)
{
    const int dr = g.row(g.goal()) - g.row(g.start());
    const int dc = g.col(g.goal()) - g.col(g.start());
    if (std::abs(dc) >= std::abs(dr))
        return dc >= 0 ? 1 : 3;
    return dr >= 0 ? 2 : 0;
}

std::uint64_t defaultCap(const SearchGrid& g, const SolveOptions& o)
{
    return o.stepCap ? o.stepCap : std::max<std::uint64_t>(100'000, 64ull * g.size());
}

// One agent's walk from the start (recorded as visited): the walk so far ends at the current
// cell p. run() is the step loop every agent shares.
struct Agent {
    // What a turn's decision returns besides a heading (0..3) to step.
    static constexpr int kStay = -1;   // only turned: no move this turn
    static constexpr int kGiveUp = -2; // stopped; the decision has set r.verdict

    const SearchGrid g;
    Recorder rec;
    SolveResult r;
    std::vector<std::uint32_t> walk;
    std::uint32_t p;

    Agent(const Maze& maze, const SolveOptions& o)
        : g(maze, o), rec(o.trace, g), walk{g.start()}, p(g.start())
    {
        rec.state(g.start(), kTraceVisited);
    }
    Agent(const Agent&) = delete;
    Agent& operator=(const Agent&) = delete;

    // True, with the verdict set, when no move leaves the start.
    bool walledIn()
    {
        if (g.moves(g.start()) != 0)
            return false;
        r.verdict = "cannot reach: the start is walled in";
        return true;
    }
    void step(int heading)
    {
        p = std::uint32_t(int(p) + g.offset(heading));
        walk.push_back(p);
        ++r.expanded;
        rec.current(p);
        rec.state(p, kTraceVisited);
        rec.addValue(p, 1);
        rec.endStep();
    }
    // Until the goal, each turn: poll `control` (stop: its verdict); with cap > 0 stop after
    // `cap` moves ("cannot reach: <who> walked its cap of N moves"); then decide(the free
    // directions at p) gives a heading to step, kStay or kGiveUp. At the goal the loop-erased
    // walk is the path.
    template <class Decide>
    SolveResult run(Control& control, std::uint64_t cap, const char* who, Decide&& decide)
    {
        while (p != g.goal()) {
            if (control.poll()) {
                r.verdict = stoppedVerdict(control);
                return r;
            }
            if (cap && r.expanded >= cap) {
                r.verdict = "cannot reach: " + std::string(who) + " walked its cap of "
                    + std::to_string(cap) + " moves";
                return r;
            }
            const int heading = decide(g.moves(p));
            if (heading == kGiveUp)
                return r;
            if (heading != kStay)
                step(heading);
        }
        const std::vector<std::uint32_t> path = g.loopErased(walk);
        rec.path(path);
        setPath(r, g, path);
        return r;
    }
};

SolveResult wallFollower(const Maze& maze, const SolveOptions& o, Control& control, bool left)
{
    Agent a(maze, o);
    if (a.walledIn())
        return a.r;
    const int order[4] = {left ? kLeft : kRight, 0, left ? kRight : kLeft, kBack};
    auto seen = FlatArray<std::uint8_t>::zeroed(a.g.size()); // bit h: was here heading h
    int heading = towardsGoal(a.g);
    return a.run(control, 0, "", [&](unsigned m) {
        if (seen[a.p] & (1u << heading)) {
            a.r.verdict = std::string("cannot reach: the ") + (left ? "left" : "right")
                + "-hand wall from the start never touches the goal (the walk came back to "
                  "the same cell and heading after "
                + std::to_string(a.r.expanded) + " moves)";
            return Agent::kGiveUp;
        }
        seen[a.p] |= std::uint8_t(1u << heading);
        for (int k : order) {
            const int h = (heading + k) & 3;
            if (m & (1u << h)) {
                heading = h;
                break;
            }
        }
        return heading;
    });
}

} // namespace

SolveResult solveWallLeft(const Maze& m, const SolveOptions& o, Control& c)
{
    return wallFollower(m, o, c, true);
}
SolveResult solveWallRight(const Maze& m, const SolveOptions& o, Control& c)
{
    return wallFollower(m, o, c, false);
}

// Pledge: walk in the main direction (towards the goal); at an obstacle turn right and follow
// it with the left hand on the wall, summing turns (left +1, right -1); leave the wall when the
// sum is back to 0 (facing the main direction again).
SolveResult solvePledge(const Maze& maze, const SolveOptions& o, Control& control)
{
    Agent a(maze, o);
    if (a.walledIn())
        return a.r;
    const int main = towardsGoal(a.g);
    auto freeHere = FlatArray<std::uint8_t>::zeroed(a.g.size());
    // Following a wall, the moves depend on (cell, heading) only; the sum only decides when
    // to leave. Back at the same (cell, heading) in the same episode with a sum no higher,
    // the walk repeats with the sum never reaching 0: it circles forever.
    auto episodeAt = FlatArray<std::uint32_t>::zeroed(a.g.size() * 4);
    auto sumAt = FlatArray<long long>::uninitialized(a.g.size() * 4); // valid where episodeAt is
    std::uint32_t episode = 0;
    int heading = main;
    long long sum = 0;
    return a.run(control, defaultCap(a.g, o), "Pledge", [&](unsigned m) {
        if (sum == 0) {
            if (freeHere[a.p]) {
                a.r.verdict = "cannot reach: Pledge walks in a circle (free again at a cell "
                              "after "
                    + std::to_string(a.r.expanded) + " moves)";
                return Agent::kGiveUp;
            }
            freeHere[a.p] = 1;
            if (m & (1u << main))
                return main;
            heading = (main + kRight) & 3;
            sum = -1;
            ++episode;
            return Agent::kStay;
        }
        const std::size_t key = std::size_t(a.p) * 4 + std::size_t(heading);
        if (episodeAt[key] == episode && sumAt[key] >= sum) {
            a.r.verdict = "cannot reach: Pledge circles an obstacle forever (turn sum " +
                std::to_string(sum) + " after " + std::to_string(a.r.expanded) + " moves)";
            return Agent::kGiveUp;
        }
        episodeAt[key] = episode;
        sumAt[key] = sum;
        const int l = (heading + kLeft) & 3;
        if (m & (1u << l)) {
            heading = l;
            ++sum;
            return heading;
        }
        if (m & (1u << heading))
            return heading;
        heading = (heading + kRight) & 3;
        --sum;
        return Agent::kStay;
    });
}

// Trémaux: each passage (edge) gets a mark on every traversal. At a cell entered for the
// first time take an unmarked passage (N, E, S, W order) or go back; at a known cell entered
// by an unmarked passage go back; otherwise take an unmarked passage, else the one marked
// once. Never a passage marked twice. Ends at the goal, or back at the start with nothing left.
SolveResult solveTremaux(const Maze& maze, const SolveOptions& o, Control& control)
{
    Agent a(maze, o);
    auto marks = FlatArray<std::uint8_t>::zeroed(a.g.size() * 4);
    auto visited = FlatArray<std::uint8_t>::zeroed(a.g.size());
    visited[a.g.start()] = 1;
    auto mark = [&](std::uint32_t p, int d) -> std::uint8_t& {
        return marks[p * 4 + unsigned(d)];
    };
    int came = -1;        // direction of the last move
    bool newCell = true;  // the current cell was unvisited before this move
    bool newPassage = false; // the last passage was unmarked before this move
    return a.run(control, 0, "", [&](unsigned m) {
        const int back = came < 0 ? -1 : (came + 2) & 3;
        int go = -1;
        if (!newCell && newPassage && back >= 0) {
            go = back;
        } else {
            for (int d = 0; d < 4 && go < 0; ++d)
                if ((m & (1u << d)) && d != back && mark(a.p, d) == 0)
                    go = d;
            for (int d = 0; d < 4 && go < 0; ++d)
                if ((m & (1u << d)) && mark(a.p, d) == 1)
                    go = d;
            if (go < 0 && back >= 0 && mark(a.p, back) == 0)
                go = back;
        }
        if (go < 0) {
            a.r.verdict = "cannot reach: Tremaux marked every passage from the start twice "
                          "without meeting the goal ("
                + std::to_string(a.r.expanded) + " moves)";
            return Agent::kGiveUp;
        }
        const std::uint32_t q = std::uint32_t(int(a.p) + a.g.offset(go));
        newPassage = mark(a.p, go) == 0;
        ++mark(a.p, go);
        ++mark(q, (go + 2) & 3);
        came = go;
        newCell = !visited[q];
        visited[q] = 1;
        return go;
    });
}

// Random mouse: at every cell a uniformly random free neighbour other than the one it came
// from; back only at a dead end.
SolveResult solveRandomMouse(const Maze& maze, const SolveOptions& o, Control& control)
{
    Agent a(maze, o);
    if (a.walledIn())
        return a.r;
    std::mt19937_64 rng(o.seed);
    int came = -1;
    return a.run(control, defaultCap(a.g, o), "the random mouse", [&](unsigned m) {
        const int back = came < 0 ? -1 : (came + 2) & 3;
        if (back >= 0 && (m & ~(1u << back)) != 0)
            m &= ~(1u << back);
        int options[4], k = 0;
        for (int d = 0; d < 4; ++d)
            if (m & (1u << d))
                options[k++] = d;
        came = options[std::uniform_int_distribution<int>(0, k - 1)(rng)];
        return came;
    });
}

} // namespace mazelab::solve
