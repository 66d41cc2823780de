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

// Common ending: loop-erase the walk, record the path.
SolveResult finish(const SearchGrid& g, Recorder& rec, std::vector<std::uint32_t>& walk,
                   SolveResult& r)
{
    const std::vector<std::uint32_t> path = g.loopErased(walk);
    rec.path(path);
    setPath(r, g, path);
    return r;
}

struct Walker {
    const SearchGrid& g;
    Recorder& rec;
    SolveResult& r;
    std::vector<std::uint32_t> walk;
    std::uint32_t p;
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
};

SolveResult wallFollower(const Maze& maze, const SolveOptions& o, Control& control, bool left)
{
    const SearchGrid g(maze, o);
    Recorder rec(o.trace, g);
    SolveResult r;
    Walker w{g, rec, r, {g.start()}, g.start()};
    rec.state(g.start(), kTraceVisited);
    if (g.moves(g.start()) == 0) {
        r.verdict = "cannot reach: the start is walled in";
        return r;
    }
    const int order[4] = {left ? kLeft : kRight, 0, left ? kRight : kLeft, kBack};
    auto seen = FlatArray<std::uint8_t>::zeroed(g.size()); // bit h: was here heading h
    int heading = towardsGoal(g);
    while (w.p != g.goal()) {
        if (control.poll()) {
            r.verdict = stoppedVerdict(control);
            return r;
        }
        if (seen[w.p] & (1u << heading)) {
            r.verdict = std::string("cannot reach: the ") + (left ? "left" : "right")
                + "-hand wall from the start never touches the goal (the walk came back to "
                  "the same cell and heading after "
                + std::to_string(r.expanded) + " moves)";
            return r;
        }
        seen[w.p] |= std::uint8_t(1u << heading);
        const unsigned m = g.moves(w.p);
        for (int k : order) {
            const int h = (heading + k) & 3;
            if (m & (1u << h)) {
                heading = h;
                break;
            }
        }
        w.step(heading);
    }
    return finish(g, rec, w.walk, r);
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
    const SearchGrid g(maze, o);
    Recorder rec(o.trace, g);
    SolveResult r;
    Walker w{g, rec, r, {g.start()}, g.start()};
    rec.state(g.start(), kTraceVisited);
    if (g.moves(g.start()) == 0) {
        r.verdict = "cannot reach: the start is walled in";
        return r;
    }
    const int main = towardsGoal(g);
    const std::uint64_t cap = defaultCap(g, o);
    auto freeHere = FlatArray<std::uint8_t>::zeroed(g.size());
    // Following a wall, the moves depend on (cell, heading) only; the sum only decides when
    // to leave. Back at the same (cell, heading) in the same episode with a sum no higher,
    // the walk repeats with the sum never reaching 0: it circles forever.
    auto episodeAt = FlatArray<std::uint32_t>::zeroed(g.size() * 4);
    auto sumAt = FlatArray<long long>::uninitialized(g.size() * 4); // valid where episodeAt is
    std::uint32_t episode = 0;
    int heading = main;
    long long sum = 0;
    while (w.p != g.goal()) {
        if (control.poll()) {
            r.verdict = stoppedVerdict(control);
            return r;
        }
        if (r.expanded >= cap) {
            r.verdict = "cannot reach: Pledge walked its cap of " + std::to_string(cap)
                + " moves";
            return r;
        }
        const unsigned m = g.moves(w.p);
        if (sum == 0) {
            if (freeHere[w.p]) {
                r.verdict = "cannot reach: Pledge walks in a circle (free again at a cell "
                            "after "
                    + std::to_string(r.expanded) + " moves)";
                return r;
            }
            freeHere[w.p] = 1;
            if (m & (1u << main)) {
                w.step(main);
                continue;
            }
            heading = (main + kRight) & 3;
            sum = -1;
            ++episode;
            continue;
        }
        const std::size_t key = std::size_t(w.p) * 4 + std::size_t(heading);
        if (episodeAt[key] == episode && sumAt[key] >= sum) {
            r.verdict = "cannot reach: Pledge circles an obstacle forever (turn sum " +
                std::to_string(sum) + " after " + std::to_string(r.expanded) + " moves)";
            return r;
        }
        episodeAt[key] = episode;
        sumAt[key] = sum;
        const int l = (heading + kLeft) & 3;
        if (m & (1u << l)) {
            heading = l;
            ++sum;
            w.step(heading);
        } else if (m & (1u << heading)) {
            w.step(heading);
        } else {
            heading = (heading + kRight) & 3;
            --sum;
        }
    }
    return finish(g, rec, w.walk, r);
}

// Trémaux: each passage (edge) gets a mark on every traversal. At a cell entered for the
// first time take an unmarked passage (N, E, S, W order) or go back; at a known cell entered
// by an unmarked passage go back; otherwise take an unmarked passage, else the one marked
// once. Never a passage marked twice. Ends at the goal, or back at the start with nothing left.
SolveResult solveTremaux(const Maze& maze, const SolveOptions& o, Control& control)
{
    const SearchGrid g(maze, o);
    Recorder rec(o.trace, g);
    SolveResult r;
    Walker w{g, rec, r, {g.start()}, g.start()};
    rec.state(g.start(), kTraceVisited);
    auto marks = FlatArray<std::uint8_t>::zeroed(g.size() * 4);
    auto visited = FlatArray<std::uint8_t>::zeroed(g.size());
    visited[g.start()] = 1;
    auto mark = [&](std::uint32_t p, int d) -> std::uint8_t& {
        return marks[p * 4 + unsigned(d)];
    };
    int came = -1;        // direction of the last move
    bool newCell = true;  // the current cell was unvisited before this move
    bool newPassage = false; // the last passage was unmarked before this move
    while (w.p != g.goal()) {
        if (control.poll()) {
            r.verdict = stoppedVerdict(control);
            return r;
        }
        const unsigned m = g.moves(w.p);
        const int back = came < 0 ? -1 : (came + 2) & 3;
        int go = -1;
        if (!newCell && newPassage && back >= 0) {
            go = back;
        } else {
            for (int d = 0; d < 4 && go < 0; ++d)
                if ((m & (1u << d)) && d != back && mark(w.p, d) == 0)
                    go = d;
            for (int d = 0; d < 4 && go < 0; ++d)
                if ((m & (1u << d)) && mark(w.p, d) == 1)
                    go = d;
            if (go < 0 && back >= 0 && mark(w.p, back) == 0)
                go = back;
        }
        if (go < 0) {
            r.verdict = "cannot reach: Tremaux marked every passage from the start twice "
                        "without meeting the goal ("
                + std::to_string(r.expanded) + " moves)";
            return r;
        }
        const std::uint32_t q = std::uint32_t(int(w.p) + g.offset(go));
        newPassage = mark(w.p, go) == 0;
        ++mark(w.p, go);
        ++mark(q, (go + 2) & 3);
        came = go;
        w.step(go);
        newCell = !visited[q];
        visited[q] = 1;
    }
    return finish(g, rec, w.walk, r);
}

// Random mouse: at every cell a uniformly random free neighbour other than the one it came
// from; back only at a dead end.
SolveResult solveRandomMouse(const Maze& maze, const SolveOptions& o, Control& control)
{
    const SearchGrid g(maze, o);
    Recorder rec(o.trace, g);
    SolveResult r;
    Walker w{g, rec, r, {g.start()}, g.start()};
    rec.state(g.start(), kTraceVisited);
    if (g.moves(g.start()) == 0) {
        r.verdict = "cannot reach: the start is walled in";
        return r;
    }
    std::mt19937_64 rng(o.seed);
    const std::uint64_t cap = defaultCap(g, o);
    int came = -1;
    while (w.p != g.goal()) {
        if (control.poll()) {
            r.verdict = stoppedVerdict(control);
            return r;
        }
        if (r.expanded >= cap) {
            r.verdict = "cannot reach: the random mouse walked its cap of "
                + std::to_string(cap) + " moves";
            return r;
        }
        unsigned m = g.moves(w.p);
        const int back = came < 0 ? -1 : (came + 2) & 3;
        if (back >= 0 && (m & ~(1u << back)) != 0)
            m &= ~(1u << back);
        int options[4], k = 0;
        for (int d = 0; d < 4; ++d)
            if (m & (1u << d))
                options[k++] = d;
        came = options[std::uniform_int_distribution<int>(0, k - 1)(rng)];
        w.step(came);
    }
    return finish(g, rec, w.walk, r);
}

} // namespace mazelab::solve
