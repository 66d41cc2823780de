// Dead-end filling: every free cell other than start and goal with at most one open
// neighbour is a dead end; filling it may make its neighbour one. What stays open holds every
// start-goal path that does not enter a dead end (in a perfect maze exactly the solution); a
// BFS over the remaining cells returns the shortest of them. 4 neighbours; `expanded` counts
// the filled cells plus the BFS's expansions. O(cells).
#include "core/solve/searchgrid.h"

#include <algorithm>

namespace mazelab::solve {

SolveResult solveDeadEnd(const Maze& maze, const SolveOptions& o, Control& control)
{
    const SearchGrid g(maze, o);
    Recorder rec(o.trace, g);
    SolveResult r;
    const std::size_t n = g.size();
    std::vector<std::uint8_t> open(n, 0), degree(n, 0);
    std::vector<std::uint32_t> queue;
    for (int row = 0; row < g.rows(); ++row)
        for (int col = 0; col < g.cols(); ++col) {
            const std::uint32_t p = g.pad({row, col});
            if (!g.isFree(p))
                continue;
            open[p] = 1;
            degree[p] = std::uint8_t(__builtin_popcount(g.moves(p)));
            if (degree[p] <= 1 && p != g.start() && p != g.goal())
                queue.push_back(p);
        }
    rec.note("filling dead ends");
    for (std::size_t head = 0; head < queue.size(); ++head) {
        if (control.poll()) {
            r.verdict = stoppedVerdict(control);
            return r;
        }
        r.peakFrontier = std::max<std::uint64_t>(r.peakFrontier, queue.size() - head);
        const std::uint32_t p = queue[head];
        open[p] = 0;
        ++r.expanded;
        rec.current(p);
        rec.state(p, kTraceFilled);
        rec.endStep();
        unsigned m = g.moves(p);
        for (int d = 0; d < 4; ++d) {
            const std::uint32_t q = std::uint32_t(int(p) + g.offset(d));
            if (!(m & (1u << d)) || !open[q])
                continue;
            if (--degree[q] == 1 && q != g.start() && q != g.goal())
                queue.push_back(q);
        }
    }
    // BFS over the cells left open.
    rec.note("the remaining passages");
    auto parent = FlatArray<std::uint32_t>::uninitialized(n); // valid where seen
    auto seen = FlatArray<std::uint8_t>::zeroed(n);
    std::vector<std::uint32_t> bfs{g.start()};
    parent[g.start()] = kNone;
    seen[g.start()] = 1;
    for (std::size_t head = 0; head < bfs.size() && !seen[g.goal()]; ++head) {
        if (control.poll()) {
            r.verdict = stoppedVerdict(control);
            return r;
        }
        const std::uint32_t p = bfs[head];
        ++r.expanded;
        unsigned m = g.moves(p);
        for (int d = 0; d < 4; ++d) {
            const std::uint32_t q = std::uint32_t(int(p) + g.offset(d));
            if ((m & (1u << d)) && open[q] && !seen[q]) {
                seen[q] = 1;
                parent[q] = p;
                bfs.push_back(q);
                rec.frontier(q, 0);
            }
        }
        rec.expand(p);
    }
    if (!seen[g.goal()]) {
        r.verdict = kNoPathVerdict;
        return r;
    }
    const auto path = tracePath(parent.data(), g.goal());
    rec.path(path);
    setPath(r, g, path);
    return r;
}

} // namespace mazelab::solve
