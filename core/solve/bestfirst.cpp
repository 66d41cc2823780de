// A* (Petercă §3.1: f = g + h with the Manhattan, Euclidean, Chebyshev or octile distance; a
// heuristic weight > 1 gives weighted A*), Dijkstra (h = 0; cell weights and the thesis' turn
// cost) and greedy best-first (f = h, PathFinding.js's BestFirstFinder without its g). One engine
// over states: a state is a cell, or with a turn cost a (cell, incoming direction) pair so that
// "straight is cheaper than a turn" stays a shortest-path problem. Flat g / parent / state arrays
// over the padded grid (not written when made: FlatArray), a binary heap with lazy deletion
// (heap.h), or Dial's bucket queue when every key is a whole number (bucketSpan below); ties
// between equal f go to the larger g, which keeps A* from widening on plateaus.
#include "core/solve/heap.h"
#include "core/solve/searchgrid.h"

#include <algorithm>
#include <cmath>

namespace mazelab::solve {
namespace {

enum class Mode { AStar, Dijkstra, Greedy };

// The per-state record: g, parent, state (0 new, 1 open, 2 closed; g and parent valid where
// state != 0). Wide: any cost, 16 bytes. Narrow: whole-number costs below 2^32, 8 bytes with
// the state in the parent's top two bits; half the memory a search touches.
struct WideNode {
    double g;
    std::uint32_t parent;
    std::uint32_t st;
    double cost() const { return g; }
    std::uint32_t par(std::uint32_t, const SearchGrid&) const { return parent; }
    unsigned state() const { return st; }
    void set(double cost, std::uint32_t p, int) { *this = {cost, p, 1}; }
    void close() { st = 2; }
};
struct NarrowNode {
    static constexpr std::uint32_t kMask = 0x3fffffffu;
    std::uint32_t g;
    std::uint32_t link;
    double cost() const { return g; }
    std::uint32_t par(std::uint32_t, const SearchGrid&) const
    {
        return (link & kMask) == kMask ? kNone : link & kMask;
    }
    unsigned state() const { return link >> 30; }
    void set(double cost, std::uint32_t p, int)
    {
        g = std::uint32_t(cost);
        link = (p & kMask) | 1u << 30;
    }
    void close() { link = (link & kMask) | 2u << 30; }
};
// Tiny: whole-number g below 2^26 and no turn cost, 4 bytes: the state (bits 0-1), the
// direction of the step that reached the cell (bits 2-5; 15 at the start) and g (bits 6-31).
// The parent is the cell one step back. A quarter of the wide record's memory.
struct TinyNode {
    std::uint32_t v;
    double cost() const { return double(v >> 6); }
    std::uint32_t par(std::uint32_t self, const SearchGrid& g) const
    {
        const unsigned d = (v >> 2) & 15u;
        return d == 15u ? kNone : std::uint32_t(int(self) - g.offset(int(d)));
    }
    unsigned state() const { return v & 3u; }
    void set(double cost, std::uint32_t, int dir)
    {
        v = std::uint32_t(cost) << 6 | unsigned(dir < 0 ? 15 : dir) << 2 | 1u;
    }
    void close() { v = (v & ~3u) | 2u; }
};

template <bool Turn, class Queue, class Node>
SolveResult bestFirst(const Maze& maze, const SolveOptions& o, Control& control, Mode mode,
                      Queue open)
{
    const SearchGrid g(maze, o);
    Recorder rec(o.trace, g);
    SolveResult r;
    const int D = g.dirCount();
    const std::uint32_t S = Turn ? std::uint32_t(D + 1) : 1u;
    const std::size_t n = g.size() * S;
    // One record per state, so that a neighbour costs one cache line, not three.
    auto nodes = FlatArray<Node>::zeroed(n, mode != Mode::Greedy);
    const int tr = g.row(g.goal()), tc = g.col(g.goal());
    auto hOf = [&](int r, int c) { return mode == Mode::Dijkstra ? 0.0 : g.hAt(r, c, tr, tc); };
    const std::uint32_t s0 = Turn ? g.start() * S + std::uint32_t(D) : g.start();
    nodes[s0].set(0.0, kNone, -1);
    open.push({hOf(g.row(g.start()), g.col(g.start())), 0.0f, s0});
    rec.frontier(g.start(), 0);
    std::uint32_t end = kNone;
    while (!open.empty()) {
        if (control.poll()) {
            r.verdict = stoppedVerdict(control);
            return r;
        }
        r.peakFrontier = std::max<std::uint64_t>(r.peakFrontier, open.size());
        const std::uint32_t s = open.pop().s;
        if (nodes[s].state() == 2)
            continue;
        nodes[s].close();
        ++r.expanded;
        const std::uint32_t p = Turn ? s / S : s;
        if (p == g.goal()) {
            end = s;
            rec.expand(p);
            break;
        }
        const int din = Turn ? int(s % S) : 0;
        const double gs = nodes[s].cost();
        const int pr = g.row(p), pc = g.col(p);
        unsigned m = g.moves(p);
        for (int d = 0; m; ++d, m >>= 1) {
            if (!(m & 1u))
                continue;
            const std::uint32_t q = std::uint32_t(int(p) + g.offset(d));
            const std::uint32_t t = Turn ? q * S + std::uint32_t(d) : q;
            Node& nt = nodes[t];
            if (nt.state() == 2)
                continue;
            double ng = gs + g.stepCost(q, d);
            if (Turn && din != D && din != d)
                ng += o.turnCost;
            if (mode == Mode::Greedy ? nt.state() != 0 : (nt.state() == 1 && ng >= nt.cost()))
                continue;
            nt.set(ng, s, d);
            const double hq = hOf(pr + SearchGrid::kDr[d], pc + SearchGrid::kDc[d]);
            open.push({mode == Mode::Greedy ? hq : ng + hq, float(-ng), t});
            rec.frontier(q, ng);
        }
        rec.expand(p);
    }
    if (end == kNone) {
        r.verdict = kNoPathVerdict;
        return r;
    }
    std::vector<std::uint32_t> path;
    for (std::uint32_t s = end; s != kNone; s = nodes[s].par(s, g))
        path.push_back(s);
    std::reverse(path.begin(), path.end());
    if (Turn)
        for (std::uint32_t& s : path)
            s /= S;
    rec.path(path);
    setPath(r, g, path);
    return r;
}

// Keys are integers and monotone when steps cost whole numbers (4 neighbours, integer turn
// cost), h is 0 or a consistent integer heuristic (Manhattan, Chebyshev; weight 1). Then the
// bucket queue's span: the largest step plus the turn cost plus h's change per step (1), + 1.
std::size_t bucketSpan(const Maze& maze, const SolveOptions& o, Mode mode)
{
    if (mode == Mode::Greedy || o.diagonal != Diagonal::Never
        || o.turnCost != std::floor(o.turnCost))
        return 0;
    if (mode == Mode::AStar
        && (o.heuristicWeight != 1.0
            || (o.heuristic != Heuristic::Manhattan && o.heuristic != Heuristic::Chebyshev)))
        return 0;
    std::uint32_t maxWeight = 1;
    for (std::uint32_t w : o.weights)
        maxWeight = std::max(maxWeight, w);
    const double span = double(maxWeight) + o.turnCost + 2;
    (void)maze;
    return span <= 4096 ? std::size_t(span) : 0;
}

SolveResult run(const Maze& maze, const SolveOptions& o, Control& control, Mode mode)
{
    if (const std::size_t span = bucketSpan(maze, o, mode)) {
        const std::int64_t hRange = mode == Mode::AStar ? maze.rows() + maze.cols() + 1 : 1;
        // Narrow records when no path can cost 2^32: cells · (largest step + turn) bounds it.
        const double states = double(maze.cellCount()) * (o.turnCost > 0 ? 9.0 : 1.0);
        if (o.turnCost == 0 && states * double(span) < 6e7)
            return bestFirst<false, BucketQueue, TinyNode>(maze, o, control, mode,
                                                           BucketQueue(span, hRange));
        if (states * double(span) < 4e9) {
            if (o.turnCost > 0)
                return bestFirst<true, BucketQueue, NarrowNode>(maze, o, control, mode,
                                                                BucketQueue(span, hRange));
            return bestFirst<false, BucketQueue, NarrowNode>(maze, o, control, mode,
                                                             BucketQueue(span, hRange));
        }
        if (o.turnCost > 0)
            return bestFirst<true, BucketQueue, WideNode>(maze, o, control, mode,
                                                          BucketQueue(span, hRange));
        return bestFirst<false, BucketQueue, WideNode>(maze, o, control, mode,
                                                       BucketQueue(span, hRange));
    }
    if (o.turnCost > 0)
        return bestFirst<true, OpenList, WideNode>(maze, o, control, mode, OpenList());
    return bestFirst<false, OpenList, WideNode>(maze, o, control, mode, OpenList());
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
