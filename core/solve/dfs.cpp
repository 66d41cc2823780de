// Depth-first search, the three `amazed` variants (Petercă §3.2): DFS (neighbours in the fixed
// order N, E, S, W, then the diagonals NW, NE, SE, SW), DFSRandom (a seeded random order per cell)
// and DFSHeuristic (the neighbour nearest to the goal first, ties in the fixed order). Graph
// search: a cell enters the stack once; the path is the stack when the goal is reached. Trace: on
// the stack = frontier, popped (dead end) = visited. An explicit stack of 16-byte frames, no
// recursion.
#include "core/solve/searchgrid.h"

#include <algorithm>
#include <random>

namespace mazelab::solve {
namespace {

enum class Order { Fixed, Random, Heuristic };

struct Frame {
    std::uint32_t p;
    std::uint8_t next;  // index into order
    std::uint8_t count; // directions in order
    std::uint8_t order[8];
};

SolveResult dfs(const Maze& maze, const SolveOptions& o, Control& control, Order kind)
{
    const SearchGrid g(maze, o);
    Recorder rec(o.trace, g);
    SolveResult r;
    std::mt19937_64 rng(o.seed);
    auto seen = FlatArray<std::uint8_t>::zeroed(g.size());
    std::vector<Frame> stack;
    auto push = [&](std::uint32_t p) {
        Frame f{p, 0, 0, {}};
        unsigned m = g.moves(p);
        for (int d = 0; d < 8; ++d)
            if (m & (1u << d))
                f.order[f.count++] = std::uint8_t(d);
        if (kind == Order::Random) {
            std::shuffle(f.order, f.order + f.count, rng);
        } else if (kind == Order::Heuristic) {
            std::stable_sort(f.order, f.order + f.count, [&](std::uint8_t a, std::uint8_t b) {
                return g.h(std::uint32_t(int(p) + g.offset(a)), g.goal())
                    < g.h(std::uint32_t(int(p) + g.offset(b)), g.goal());
            });
        }
        seen[p] = 1;
        stack.push_back(f);
        ++r.expanded;
        r.peakFrontier = std::max<std::uint64_t>(r.peakFrontier, stack.size());
        rec.frontier(p, double(stack.size() - 1)); // on the stack: the current path
        rec.current(p);
        rec.endStep();
    };
    push(g.start());
    while (!stack.empty() && stack.back().p != g.goal()) {
        if (control.poll()) {
            r.verdict = stoppedVerdict(control);
            return r;
        }
        Frame& f = stack.back();
        if (f.next == f.count) {
            rec.state(f.p, kTraceVisited);
            stack.pop_back();
            if (!stack.empty())
                rec.current(stack.back().p);
            rec.endStep();
            continue;
        }
        const std::uint32_t q = std::uint32_t(int(f.p) + g.offset(f.order[f.next++]));
        if (!seen[q])
            push(q);
    }
    if (stack.empty()) {
        r.verdict = kNoPathVerdict;
        return r;
    }
    std::vector<std::uint32_t> path;
    path.reserve(stack.size());
    for (const Frame& f : stack)
        path.push_back(f.p);
    rec.path(path);
    setPath(r, g, path);
    return r;
}

} // namespace

SolveResult solveDfs(const Maze& m, const SolveOptions& o, Control& c)
{
    return dfs(m, o, c, Order::Fixed);
}
SolveResult solveDfsRandom(const Maze& m, const SolveOptions& o, Control& c)
{
    return dfs(m, o, c, Order::Random);
}
SolveResult solveDfsHeuristic(const Maze& m, const SolveOptions& o, Control& c)
{
    return dfs(m, o, c, Order::Heuristic);
}

} // namespace mazelab::solve
