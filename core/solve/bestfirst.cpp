// A* (Petercă §3.1: f = g + h with the Manhattan, Euclidean, Chebyshev or octile distance;
// a heuristic weight > 1 gives weighted A*), Dijkstra (h = 0; cell weights and the thesis'
// turn cost) and greedy best-first (f = h, PathFinding.js's BestFirstFinder without its g).
// One engine over states: a state is a cell, or with a turn cost a (cell, incoming direction)
// pair so that "straight is cheaper than a turn" stays a shortest-path problem.
// Flat g / parent / closed arrays over the padded grid, a binary heap with lazy deletion
// (heap.h); ties between equal f go to the larger g, which keeps A* from widening on plateaus.
#include "core/solve/heap.h"
#include "core/solve/searchgrid.h"

namespace mazelab::solve {
namespace {

enum class Mode { AStar, Dijkstra, Greedy };

template <bool Turn>
SolveResult bestFirst(const Maze& maze, const SolveOptions& o, Control& control, Mode mode)
{
    const SearchGrid g(maze, o);
    Recorder rec(o.trace, g);
    SolveResult r;
    const int D = g.dirCount();
    const std::uint32_t S = Turn ? std::uint32_t(D + 1) : 1u;
    const std::size_t n = g.size() * S;
    std::vector<double> gv(n, kInf);
    std::vector<std::uint32_t> parent(n, kNone);
    std::vector<std::uint8_t> closed(n, 0);
    const int tr = g.row(g.goal()), tc = g.col(g.goal());
    auto hOf = [&](std::uint32_t p) { return mode == Mode::Dijkstra ? 0.0 : g.h(p, tr, tc); };
    OpenList open;
    const std::uint32_t s0 = Turn ? g.start() * S + std::uint32_t(D) : g.start();
    gv[s0] = 0;
    open.push({hOf(g.start()), 0.0f, s0});
    rec.frontier(g.start(), 0);
    std::uint32_t end = kNone;
    while (!open.empty()) {
        if (control.poll()) {
            r.verdict = "cancelled";
            return r;
        }
        r.peakFrontier = std::max<std::uint64_t>(r.peakFrontier, open.size());
        const std::uint32_t s = open.pop().s;
        if (closed[s])
            continue;
        closed[s] = 1;
        ++r.expanded;
        const std::uint32_t p = Turn ? s / S : s;
        if (p == g.goal()) {
            end = s;
            rec.expand(p);
            break;
        }
        const int din = Turn ? int(s % S) : 0;
        const double gs = gv[s];
        unsigned m = g.moves(p);
        for (int d = 0; m; ++d, m >>= 1) {
            if (!(m & 1u))
                continue;
            const std::uint32_t q = std::uint32_t(int(p) + g.offset(d));
            const std::uint32_t t = Turn ? q * S + std::uint32_t(d) : q;
            if (closed[t])
                continue;
            double ng = gs + g.stepCost(q, d);
            if (Turn && din != D && din != d)
                ng += o.turnCost;
            if (mode == Mode::Greedy ? gv[t] != kInf : ng >= gv[t])
                continue;
            gv[t] = ng;
            parent[t] = s;
            const double hq = hOf(q);
            open.push({mode == Mode::Greedy ? hq : ng + hq, float(-ng), t});
            rec.frontier(q, ng);
        }
        rec.expand(p);
    }
    if (end == kNone) {
        r.verdict = "no path: the goal is not reachable from the start";
        return r;
    }
    std::vector<std::uint32_t> path = tracePath(parent, end);
    if (Turn)
        for (std::uint32_t& s : path)
            s /= S;
    rec.path(path);
    setPath(r, g, path);
    return r;
}

SolveResult run(const Maze& maze, const SolveOptions& o, Control& control, Mode mode)
{
    if (o.turnCost > 0)
        return bestFirst<true>(maze, o, control, mode);
    return bestFirst<false>(maze, o, control, mode);
}

} // namespace

SolveResult solveAStar(const Maze& m, const SolveOptions& o, Control& c)
{
    return run(m, o, c, Mode::AStar);
}
SolveResult solveDijkstra(const Maze& m, const SolveOptions& o, Control& c)
{
    return run(m, o, c, Mode::Dijkstra);
}
SolveResult solveGreedy(const Maze& m, const SolveOptions& o, Control& c)
{
    return run(m, o, c, Mode::Greedy);
}

} // namespace mazelab::solve
