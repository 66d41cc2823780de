// Breadth-first search, Lee's algorithm (Petercă §3.2: the full distance map, and the
// connected-area count of amazed's flood_fill) and bidirectional BFS. All count moves.
// A flat queue (each cell enters once) and an int32 map of distance + 1 (0 = not reached, so
// the map comes zeroed from calloc, see FlatArray); the path is read back from
// the goal by stepping to a neighbour one closer (no parent array).
#include "core/solve/searchgrid.h"

#include <algorithm>

namespace mazelab::solve {
namespace {

// Walks from `end` down the distance map to the cell at distance 0 (stored 1); returns that walk
// reversed (0 … end). The movement relation is symmetric, so a neighbour one closer exists.
std::vector<std::uint32_t> descend(const SearchGrid& g, const FlatArray<std::int32_t>& dist,
                                   std::uint32_t end)
{
    std::vector<std::uint32_t> path{end};
    std::uint32_t p = end;
    while (dist[p] > 1) {
        unsigned m = g.moves(p);
        for (int d = 0; m; ++d, m >>= 1) {
            const std::uint32_t q = std::uint32_t(int(p) + g.offset(d));
            if ((m & 1u) && dist[q] == dist[p] - 1) {
                p = q;
                break;
            }
        }
        path.push_back(p);
    }
    std::reverse(path.begin(), path.end());
    return path;
}

// BFS from the start; stops at the goal unless `full`. Returns false when cancelled.
bool wave(const SearchGrid& g, FlatArray<std::int32_t>& dist, bool full, Control& control,
          Recorder& rec, SolveResult& r)
{
    auto queue = FlatArray<std::uint32_t>::uninitialized(g.size());
    std::size_t head = 0, tail = 0;
    queue[tail++] = g.start();
    dist[g.start()] = 1;
    rec.frontier(g.start(), 0);
    while (head < tail) {
        if (control.poll())
            return false;
        r.peakFrontier = std::max<std::uint64_t>(r.peakFrontier, tail - head);
        const std::uint32_t p = queue[head++];
        ++r.expanded;
        if (p == g.goal() && !full) {
            rec.expand(p);
            return true;
        }
        const std::int32_t nd = dist[p] + 1;
        unsigned m = g.moves(p);
        for (int d = 0; m; ++d, m >>= 1) {
            if (!(m & 1u))
                continue;
            const std::uint32_t q = std::uint32_t(int(p) + g.offset(d));
            if (dist[q] == 0) {
                dist[q] = nd;
                queue[tail++] = q;
                rec.frontier(q, nd - 1);
            }
        }
        rec.expand(p);
    }
    return true;
}

// The end of a single-source wave (BFS, Lee): "no path" when the goal was not reached, else
// the path read back from the goal down the distance map, recorded and set on `r`.
SolveResult finishFromDistances(const SearchGrid& g, const FlatArray<std::int32_t>& dist,
                                Recorder& rec, SolveResult& r)
{
    if (dist[g.goal()] == 0) {
        r.verdict = kNoPathVerdict;
        return r;
    }
    const auto path = descend(g, dist, g.goal());
    rec.path(path);
    setPath(r, g, path);
    return r;
}

} // namespace

SolveResult solveBfs(const Maze& maze, const SolveOptions& o, Control& control)
{
    const SearchGrid g(maze, o);
    Recorder rec(o.trace, g);
    SolveResult r;
    auto dist = FlatArray<std::int32_t>::zeroed(g.size(), true);
    if (!wave(g, dist, false, control, rec, r)) {
        r.verdict = stoppedVerdict(control);
        return r;
    }
    return finishFromDistances(g, dist, rec, r);
}

SolveResult solveLee(const Maze& maze, const SolveOptions& o, Control& control)
{
    const SearchGrid g(maze, o);
    Recorder rec(o.trace, g);
    SolveResult r;
    auto dist = FlatArray<std::int32_t>::zeroed(g.size(), true);
    if (!wave(g, dist, true, control, rec, r)) {
        r.verdict = stoppedVerdict(control);
        return r;
    }
    // amazed's flood_fill: connected areas of free cells under the movement policy.
    std::vector<std::uint8_t> seen(g.size(), 0);
    std::vector<std::uint32_t> stack;
    r.areas = 0;
    for (int row = 0; row < g.rows(); ++row)
        for (int col = 0; col < g.cols(); ++col) {
            const std::uint32_t s = g.pad({row, col});
            if (!g.isFree(s) || seen[s])
                continue;
            ++r.areas;
            seen[s] = 1;
            stack.push_back(s);
            while (!stack.empty()) {
                const std::uint32_t p = stack.back();
                stack.pop_back();
                unsigned m = g.moves(p);
                for (int d = 0; m; ++d, m >>= 1) {
                    const std::uint32_t q = std::uint32_t(int(p) + g.offset(d));
                    if ((m & 1u) && !seen[q]) {
                        seen[q] = 1;
                        stack.push_back(q);
                    }
                }
            }
        }
    return finishFromDistances(g, dist, rec, r);
}

// Level-synchronous bidirectional BFS: expand one whole level of the side with the smaller
// queue; the first level that meets the other side holds a shortest path (the minimum over
// that level's meetings).
SolveResult solveBidirBfs(const Maze& maze, const SolveOptions& o, Control& control)
{
    const SearchGrid g(maze, o);
    Recorder rec(o.trace, g);
    SolveResult r;
    FlatArray<std::int32_t> dist[2] = {FlatArray<std::int32_t>::zeroed(g.size(), true),
                                       FlatArray<std::int32_t>::zeroed(g.size(), true)};
    std::vector<std::uint32_t> level[2] = {{g.start()}, {g.goal()}};
    std::vector<std::uint32_t> next;
    dist[0][g.start()] = 1;
    dist[1][g.goal()] = 1;
    rec.frontier(g.start(), 0);
    rec.frontier(g.goal(), 0);
    std::int64_t best = -1;
    std::uint32_t meetA = kNone, meetB = kNone; // an edge meetA (side 0) - meetB (side 1)
    while (!level[0].empty() && !level[1].empty()) {
        const int s = level[0].size() <= level[1].size() ? 0 : 1;
        r.peakFrontier = std::max<std::uint64_t>(r.peakFrontier,
                                                 level[0].size() + level[1].size());
        next.clear();
        for (const std::uint32_t p : level[s]) {
            if (control.poll()) {
                r.verdict = stoppedVerdict(control);
                return r;
            }
            ++r.expanded;
            unsigned m = g.moves(p);
            for (int d = 0; m; ++d, m >>= 1) {
                if (!(m & 1u))
                    continue;
                const std::uint32_t q = std::uint32_t(int(p) + g.offset(d));
                if (dist[1 - s][q] != 0) {
                    const std::int64_t len = std::int64_t(dist[s][p]) + dist[1 - s][q] - 1;
                    if (best < 0 || len < best) {
                        best = len;
                        meetA = s == 0 ? p : q;
                        meetB = s == 0 ? q : p;
                    }
                }
                if (dist[s][q] == 0) {
                    dist[s][q] = dist[s][p] + 1;
                    next.push_back(q);
                    rec.frontier(q, dist[s][q] - 1);
                }
            }
            rec.expand(p);
        }
        if (best >= 0)
            break;
        level[s].swap(next);
    }
    if (best < 0) {
        r.verdict = kNoPathVerdict;
        return r;
    }
    std::vector<std::uint32_t> path = descend(g, dist[0], meetA);
    std::vector<std::uint32_t> back = descend(g, dist[1], meetB);
    path.insert(path.end(), back.rbegin(), back.rend());
    rec.path(path);
    setPath(r, g, path);
    return r;
}

} // namespace mazelab::solve
