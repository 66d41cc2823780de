// Weave mazes (Buck, "Mazes for Programmers", ch. 11, "Kruskal's with weaves"): passages that
// cross under and over each other. First crossings are laid on inner cells in random order
// (each tried with chance `crossings`); then Kruskal joins the rest in random wall order.
//
// A crossing cell c has all four walls open: one passage runs straight through c (North–South
// when verticalOnTop, else West–East) and the other passes underneath, joining c's two other
// neighbours directly without touching c. In the crossing graph — every cell a node, each
// crossing contributing c–N, c–S (the bridge) and W–E (the tunnel), or the other way round —
// the maze is a spanning tree; a crossing is laid only where c is still untouched (so no two
// crossings are adjacent and both passages go straight through) and both of its pairs of
// neighbours lie in different sets that the crossing would not close into a loop.
// Trace: one step per carve (a crossing's four walls are four steps, note "crossing").
#include "core/gen/gencontext.h"

#include <vector>

namespace mazelab::gen {

void weave(GenContext& ctx)
{
    PassageGrid& g = ctx.grid;
    const double chance = ctx.real("crossings");
    std::vector<int> set(std::size_t(g.size()), -1); // < 0: a root, −size
    auto find = [&](int x) {
        while (set[std::size_t(x)] >= 0) {
            const int p = set[std::size_t(x)];
            if (set[std::size_t(p)] >= 0)
                set[std::size_t(x)] = set[std::size_t(p)];
            x = set[std::size_t(x)];
        }
        return x;
    };
    auto unite = [&](int a, int b) {
        a = find(a);
        b = find(b);
        if (a == b)
            return false;
        if (set[std::size_t(a)] > set[std::size_t(b)])
            std::swap(a, b);
        set[std::size_t(a)] += set[std::size_t(b)];
        set[std::size_t(b)] = a;
        return true;
    };
    std::vector<char> crossing(std::size_t(g.size()), 0);
    std::vector<int> inner;
    for (int r = 1; r + 1 < g.rows(); ++r)
        for (int c = 1; c + 1 < g.cols(); ++c)
            inner.push_back(g.index(r, c));
    ctx.rng.shuffle(inner);
    for (const int c : inner) {
        if (!ctx.rng.chance(chance) || g.degree(c) != 0)
            continue;
        const int n = g.neighbour(c, North), s = g.neighbour(c, South);
        const int w = g.neighbour(c, West), e = g.neighbour(c, East);
        if (n < 0 || s < 0 || w < 0 || e < 0)
            continue;
        const int fn = find(n), fs = find(s), fw = find(w), fe = find(e);
        // The bridge joins N and S (or W and E), the tunnel the other pair: both pairs must be
        // apart, and not the same two sets (the second join would close a loop).
        if (fn == fs || fw == fe || (fn == fw && fs == fe) || (fn == fe && fs == fw))
            continue;
        const bool vertical = ctx.rng.coin();
        if (ctx.trace)
            ctx.note("crossing");
        for (const Dir d : kDirs)
            ctx.carve(c, d);
        unite(c, vertical ? n : w);
        unite(c, vertical ? s : e);
        unite(vertical ? w : n, vertical ? e : s);
        crossing[std::size_t(c)] = 1;
        g.addCrossing(c, vertical);
    }
    if (ctx.trace)
        ctx.note("kruskal");
    std::vector<std::uint32_t> edges; // 2·cell + (0 East, 1 South)
    for (int c = 0; c < g.size(); ++c)
        for (const Dir d : {East, South}) {
            const int n = g.neighbour(c, d);
            if (n >= 0 && !crossing[std::size_t(c)] && !crossing[std::size_t(n)])
                edges.push_back(std::uint32_t(c) * 2 + (d == South ? 1u : 0u));
        }
    ctx.rng.shuffle(edges);
    const std::int64_t total = std::int64_t(edges.size());
    std::int64_t done = 0;
    for (const std::uint32_t edge : edges) {
        const int c = int(edge / 2);
        const Dir d = (edge & 1) ? South : East;
        if (unite(c, g.neighbour(c, d)))
            ctx.carve(c, d);
        if (ctx.tick(++done, total))
            return;
    }
    if (ctx.trace && g.size() == 1)
        ctx.setCell(0, 1);
}

} // namespace mazelab::gen
