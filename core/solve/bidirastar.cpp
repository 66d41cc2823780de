// Bidirectional A* (Pohl's symmetric search): a forward A* towards the goal and a backward
// A* towards the start on the reversed edges (entering v costs weight(v), so the backward
// search adds the weight of the cell it leaves). μ is the cheapest start-goal path seen
// through a cell reached by both; the search stops when the smallest f popped on either side
// is ≥ μ: every cheaper path would need a cell of that side's open list with f < μ (the
// heuristics are consistent). Optimal for an admissible, consistent heuristic and weight 1.
#include "core/solve/heap.h"
#include "core/solve/searchgrid.h"

#include <algorithm>

namespace mazelab::solve {
namespace {

// One record per cell and side: one cache line per neighbour instead of three.
struct Node {
    double g;
    std::uint32_t parent;
    std::uint32_t state; // 0 new, 1 open, 2 closed; g and parent valid where state != 0
};

template <class Queue>
SolveResult bidir(const Maze& maze, const SolveOptions& o, Control& control, Queue q0)
{
    const SearchGrid g(maze, o);
    Recorder rec(o.trace, g);
    SolveResult r;
    const std::size_t n = g.size();
    FlatArray<Node> nodes[2] = {FlatArray<Node>::zeroed(n), FlatArray<Node>::zeroed(n)};
    auto gOf = [&](int s, std::uint32_t p) {
        const Node& x = nodes[s][p];
        return x.state ? x.g : kInf;
    };
    const std::uint32_t target[2] = {g.goal(), g.start()};
    const int tr[2] = {g.row(target[0]), g.row(target[1])};
    const int tc[2] = {g.col(target[0]), g.col(target[1])};
    Queue open[2] = {q0, q0};
    const std::uint32_t origin[2] = {g.start(), g.goal()};
    for (int s = 0; s < 2; ++s) {
        nodes[s][origin[s]] = {0.0, kNone, 1};
        open[s].push({g.h(origin[s], tr[s], tc[s]), 0.0f, origin[s]});
        rec.frontier(origin[s], 0);
    }
    double mu = kInf;
    std::uint32_t meet = kNone;
    while (!open[0].empty() && !open[1].empty()) {
        if (control.poll()) {
            r.verdict = stoppedVerdict(control);
            return r;
        }
        r.peakFrontier = std::max<std::uint64_t>(r.peakFrontier, open[0].size() + open[1].size());
        const int s = open[0].size() <= open[1].size() ? 0 : 1;
        const OpenEntry e = open[s].pop();
        const std::uint32_t p = e.s;
        if (nodes[s][p].state == 2)
            continue;
        if (e.f >= mu)
            break;
        nodes[s][p].state = 2;
        ++r.expanded;
        const double gp = nodes[s][p].g;
        const int pr = g.row(p), pc = g.col(p);
        // Backward: the edge q -> p costs the weight of p entered by the direction q -> p.
        unsigned m = g.moves(p);
        for (int d = 0; m; ++d, m >>= 1) {
            if (!(m & 1u))
                continue;
            const std::uint32_t q = std::uint32_t(int(p) + g.offset(d));
            Node& nq = nodes[s][q];
            if (nq.state == 2)
                continue;
            const double ng = gp + (s == 0 ? g.stepCost(q, d) : g.stepCost(p, d));
            if (nq.state == 1 && ng >= nq.g)
                continue;
            nq = {ng, p, 1};
            const double hq =
                g.hAt(pr + SearchGrid::kDr[d], pc + SearchGrid::kDc[d], tr[s], tc[s]);
            open[s].push({ng + hq, float(-ng), q});
            rec.frontier(q, ng);
            if (ng + gOf(1 - s, q) < mu) {
                mu = ng + gOf(1 - s, q);
                meet = q;
            }
        }
        rec.expand(p);
    }
    if (meet == kNone) {
        r.verdict = kNoPathVerdict;
        return r;
    }
    std::vector<std::uint32_t> path;
    for (std::uint32_t p = meet; p != kNone; p = nodes[0][p].parent)
        path.push_back(p);
    std::reverse(path.begin(), path.end());
    for (std::uint32_t p = nodes[1][meet].parent; p != kNone; p = nodes[1][p].parent)
        path.push_back(p);
    rec.path(path);
    setPath(r, g, path);
    return r;
}

} // namespace

// Bucket queues (heap.h) when every key is a whole number: 4 neighbours, Manhattan or
// Chebyshev with weight 1 (each side's f then never falls), else binary heaps.
SolveResult solveBidirAStar(const Maze& maze, const SolveOptions& o, Control& control)
{
    const bool whole = o.diagonal == Diagonal::Never && o.heuristicWeight == 1.0
        && (o.heuristic == Heuristic::Manhattan || o.heuristic == Heuristic::Chebyshev);
    std::uint32_t maxWeight = 1;
    for (std::uint32_t w : o.weights)
        maxWeight = std::max(maxWeight, w);
    if (whole && maxWeight <= 4096)
        return bidir(maze, o, control,
                     BucketQueue(maxWeight + 2, maze.rows() + maze.cols() + 1));
    return bidir(maze, o, control, OpenList());
}

} // namespace mazelab::solve
