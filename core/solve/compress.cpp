// Maze compression (Petercă 2024, §3.2): "squashing" corridors so that Dijkstra runs on a much
// smaller graph. The graph's nodes are the start, the goal and every free cell whose number
// of free 4-neighbours is not 2 (junctions and dead ends); a corridor of degree-2 cells
// between two nodes becomes one edge whose cost is the sum of the weights it enters. Dijkstra
// (binary heap, lazy deletion) then runs over the nodes; the path is rebuilt by walking each
// chosen corridor again. The thesis' second idea, merging open wall-free areas into one cell,
// is not done: it changes path lengths inside the area, so the result would not be exact.
// Building the graph is O(cells) and is counted in the solve time; `expanded` counts graph
// nodes, graphNodes / graphEdges report the graph's size. 4 neighbours, no turn cost.
#include "core/solve/heap.h"
#include "core/solve/searchgrid.h"

#include <algorithm>
#include <bit>

namespace mazelab::solve {

SolveResult solveCompressed(const Maze& maze, const SolveOptions& o, Control& control)
{
    const SearchGrid g(maze, o);
    SolveResult r;
    const std::size_t n = g.size();
    // Node ids per padded cell (kNone elsewhere; blocked cells are never looked up).
    auto id = FlatArray<std::uint32_t>::uninitialized(n);
    std::vector<std::uint32_t> cellOf; // node id -> padded cell
    for (int row = 0; row < g.rows(); ++row)
        for (int col = 0; col < g.cols(); ++col) {
            const std::uint32_t p = g.pad({row, col});
            if (!g.isFree(p))
                continue;
            const unsigned m = g.moves(p);
            if (std::popcount(m) != 2 || p == g.start() || p == g.goal()) {
                id[p] = std::uint32_t(cellOf.size());
                cellOf.push_back(p);
            } else {
                id[p] = kNone;
            }
        }
    if (control.poll()) {
        r.verdict = stoppedVerdict(control);
        return r;
    }
    // Edges in CSR form: for node u, edges [first[u], first[u+1]): target node, cost, the
    // first direction (to walk the corridor again).
    struct Edge {
        std::uint32_t to;
        std::uint8_t dir;
        double cost;
    };
    std::vector<std::uint32_t> first(cellOf.size() + 1, 0);
    std::vector<Edge> edges;
    for (std::uint32_t u = 0; u < cellOf.size(); ++u) {
        first[u] = std::uint32_t(edges.size());
        const std::uint32_t pu = cellOf[u];
        const unsigned mu = g.moves(pu);
        for (int d0 = 0; d0 < 4; ++d0) {
            if (!(mu & (1u << d0)))
                continue;
            std::uint32_t p = std::uint32_t(int(pu) + g.offset(d0));
            double cost = g.stepCost(p, d0);
            int came = d0;
            while (id[p] == kNone) { // a corridor cell: exactly one way on
                const unsigned m = g.moves(p) & ~(1u << SearchGrid::opposite(came));
                came = std::countr_zero(m) & 3; // m has one bit (& 3: 4 directions)
                p = std::uint32_t(int(p) + g.offset(came));
                cost += g.stepCost(p, came);
            }
            edges.push_back({id[p], std::uint8_t(d0), cost});
        }
    }
    first[cellOf.size()] = std::uint32_t(edges.size());
    r.graphNodes = cellOf.size();
    r.graphEdges = edges.size() / 2;
    // Dijkstra over the nodes.
    const std::uint32_t N = std::uint32_t(cellOf.size());
    std::vector<double> dist(N, kInf);
    std::vector<std::uint32_t> parentEdge(N, kNone); // index into edges
    std::vector<std::uint8_t> closed(N, 0);
    const std::uint32_t s = id[g.start()], t = id[g.goal()];
    OpenList open;
    dist[s] = 0;
    open.push({0.0, 0.0f, s});
    while (!open.empty()) {
        if (control.poll()) {
            r.verdict = stoppedVerdict(control);
            return r;
        }
        r.peakFrontier = std::max<std::uint64_t>(r.peakFrontier, open.size());
        const std::uint32_t u = open.pop().s;
        if (closed[u])
            continue;
        closed[u] = 1;
        ++r.expanded;
        if (u == t)
            break;
        for (std::uint32_t e = first[u]; e < first[u + 1]; ++e) {
            const double nd = dist[u] + edges[e].cost;
            const std::uint32_t v = edges[e].to;
            if (!closed[v] && nd < dist[v]) {
                dist[v] = nd;
                parentEdge[v] = e;
                open.push({nd, 0.0f, v});
            }
        }
    }
    if (!closed[t]) {
        r.verdict = kNoPathVerdict;
        return r;
    }
    // Walk the chosen corridors again, from the goal back to the start.
    std::vector<std::uint32_t> chain; // edge indices, goal first
    for (std::uint32_t v = t; v != s;) {
        const std::uint32_t e = parentEdge[v];
        chain.push_back(e);
        v = std::uint32_t(std::upper_bound(first.begin(), first.end(), e) - first.begin() - 1);
    }
    std::vector<std::uint32_t> path{g.start()};
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
        const std::uint32_t target = cellOf[edges[*it].to];
        int came = edges[*it].dir;
        std::uint32_t p = std::uint32_t(int(path.back()) + g.offset(came));
        path.push_back(p);
        while (p != target) {
            const unsigned m = g.moves(p) & ~(1u << SearchGrid::opposite(came));
            came = std::countr_zero(m) & 3; // m has one bit (& 3: 4 directions)
            p = std::uint32_t(int(p) + g.offset(came));
            path.push_back(p);
        }
    }
    setPath(r, g, path);
    return r;
}

} // namespace mazelab::solve
