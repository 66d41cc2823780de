// Bidirectional A* (Pohl's symmetric search): a forward A* towards the goal and a backward
// A* towards the start on the reversed edges (entering v costs weight(v), so the backward
// search adds the weight of the cell it leaves). μ is the cheapest start-goal path seen
// through a cell reached by both; the search stops when the smallest f popped on either side
// is ≥ μ: every cheaper path would need a cell of that side's open list with f < μ (the
// heuristics are consistent). Optimal for an admissible, consistent heuristic and weight 1.
#include "core/solve/heap.h"
#include "core/solve/searchgrid.h"

namespace mazelab::solve {

SolveResult solveBidirAStar(const Maze& maze, const SolveOptions& o, Control& control)
{
    const SearchGrid g(maze, o);
    Recorder rec(o.trace, g);
    SolveResult r;
    const std::size_t n = g.size();
    // state: 0 new, 1 open, 2 closed; g and parent are valid where state != 0.
    FlatArray<std::uint8_t> state[2] = {FlatArray<std::uint8_t>::zeroed(n),
                                        FlatArray<std::uint8_t>::zeroed(n)};
    FlatArray<double> gv[2] = {FlatArray<double>::uninitialized(n),
                               FlatArray<double>::uninitialized(n)};
    FlatArray<std::uint32_t> parent[2] = {FlatArray<std::uint32_t>::uninitialized(n),
                                          FlatArray<std::uint32_t>::uninitialized(n)};
    auto gOf = [&](int s, std::uint32_t p) { return state[s][p] ? gv[s][p] : kInf; };
    const std::uint32_t target[2] = {g.goal(), g.start()};
    const int tr[2] = {g.row(target[0]), g.row(target[1])};
    const int tc[2] = {g.col(target[0]), g.col(target[1])};
    OpenList open[2];
    const std::uint32_t origin[2] = {g.start(), g.goal()};
    for (int s = 0; s < 2; ++s) {
        gv[s][origin[s]] = 0;
        parent[s][origin[s]] = kNone;
        state[s][origin[s]] = 1;
        open[s].push({g.h(origin[s], tr[s], tc[s]), 0.0f, origin[s]});
        rec.frontier(origin[s], 0);
    }
    double mu = kInf;
    std::uint32_t meet = kNone;
    while (!open[0].empty() && !open[1].empty()) {
        if (control.poll()) {
            r.verdict = "cancelled";
            return r;
        }
        r.peakFrontier = std::max<std::uint64_t>(r.peakFrontier, open[0].size() + open[1].size());
        const int s = open[0].size() <= open[1].size() ? 0 : 1;
        const OpenEntry e = open[s].pop();
        const std::uint32_t p = e.s;
        if (state[s][p] == 2)
            continue;
        if (e.f >= mu)
            break;
        state[s][p] = 2;
        ++r.expanded;
        const double gp = gv[s][p];
        // Backward: the edge q -> p costs the weight of p entered by the direction q -> p.
        unsigned m = g.moves(p);
        for (int d = 0; m; ++d, m >>= 1) {
            if (!(m & 1u))
                continue;
            const std::uint32_t q = std::uint32_t(int(p) + g.offset(d));
            if (state[s][q] == 2)
                continue;
            const double ng = gp + (s == 0 ? g.stepCost(q, d) : g.stepCost(p, d));
            if (ng >= gOf(s, q))
                continue;
            state[s][q] = 1;
            gv[s][q] = ng;
            parent[s][q] = p;
            open[s].push({ng + g.h(q, tr[s], tc[s]), float(-ng), q});
            rec.frontier(q, ng);
            if (ng + gOf(1 - s, q) < mu) {
                mu = ng + gOf(1 - s, q);
                meet = q;
            }
        }
        rec.expand(p);
    }
    if (meet == kNone) {
        r.verdict = "no path: the goal is not reachable from the start";
        return r;
    }
    std::vector<std::uint32_t> path = tracePath(parent[0].data(), meet);
    for (std::uint32_t p = parent[1][meet]; p != kNone; p = parent[1][p])
        path.push_back(p);
    rec.path(path);
    setPath(r, g, path);
    return r;
}

} // namespace mazelab::solve
