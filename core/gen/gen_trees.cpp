// The set / frontier generators: randomized Kruskal (Petercă §2.1.5), randomized Prim
// (§2.1.9) and the Growing Tree family (Buck, "Mazes for Programmers", ch. 11). Each yields a
// perfect maze over every connected part of the active cells.
#include "core/gen/gencontext.h"

#include <numeric>
#include <vector>

namespace mazelab::gen {

// Kruskal: every inner wall once in random order; a wall between two different sets is
// carved and the sets joined. Edges are encoded as 2·cell + (0 East, 1 South).
// Trace: one step per carve, joined cells 1.
//
// Speed (2000 × 2000, bench_gen): the work is two random memory accesses per edge — one in the
// Fisher–Yates shuffle, two finds per edge — over arrays far larger than the cache, so the
// time went into cache misses (0.7–0.96 s CPU). Both loops now know their future accesses:
// the shuffle draws its random indices kLookahead swaps ahead (the same random stream, so the
// same permutation as a plain shuffle) and prefetches them; the union–find loop prefetches the
// set entries and grid bits of the edge kLookahead ahead. The sets are one 32-bit array
// (negative = root and its size), half the memory of separate parent and size arrays.
void kruskal(GenContext& ctx)
{
    constexpr std::size_t kLookahead = 16;
    PassageGrid& g = ctx.grid;
    std::vector<std::uint32_t> edges;
    edges.reserve(std::size_t(g.size()) * 2);
    for (int c = 0; c < g.size(); ++c) {
        if (g.neighbour(c, East) >= 0)
            edges.push_back(std::uint32_t(c) * 2);
        if (g.neighbour(c, South) >= 0)
            edges.push_back(std::uint32_t(c) * 2 + 1);
    }
    // Fisher–Yates exactly as GenRandom::shuffle, with its indices drawn ahead.
    const std::size_t m = edges.size();
    if (m > 1) {
        std::uint32_t ahead[kLookahead];
        std::size_t drawn = m; // the next i to draw an index for
        auto draw = [&]() {
            const std::uint32_t j = ctx.rng.below(std::uint32_t(drawn));
            __builtin_prefetch(&edges[j], 1);
            ahead[drawn % kLookahead] = j;
            --drawn;
        };
        while (drawn > 1 && m - drawn < kLookahead)
            draw();
        for (std::size_t i = m; i > 1; --i) {
            const std::uint32_t j = ahead[i % kLookahead];
            if (drawn > 1)
                draw();
            std::swap(edges[i - 1], edges[j]);
        }
    }
    std::vector<std::int32_t> set(std::size_t(g.size()), -1); // < 0: a root, −size
    auto find = [&](std::int32_t x) {
        while (set[std::size_t(x)] >= 0) {
            const std::int32_t p = set[std::size_t(x)];
            if (set[std::size_t(p)] >= 0)
                set[std::size_t(x)] = set[std::size_t(p)]; // path halving
            x = set[std::size_t(x)];
        }
        return x;
    };
    const std::int64_t total = std::int64_t(m);
    const int cols = g.cols();
    for (std::size_t k = 0; k < m; ++k) {
        if (k + kLookahead < m) {
            const std::uint32_t f = edges[k + kLookahead];
            const std::uint32_t a = f / 2, b = (f & 1) ? a + std::uint32_t(cols) : a + 1;
            __builtin_prefetch(&set[a]);
            __builtin_prefetch(&set[b]);
            g.prefetch(int(a));
            g.prefetch(int(b));
        }
        const std::uint32_t e = edges[k];
        const int cell = int(e / 2);
        const Dir d = (e & 1) ? South : East;
        const int next = (e & 1) ? cell + cols : cell + 1; // the edge list holds only real walls
        std::int32_t ra = find(cell), rb = find(next);
        if (ra != rb) {
            if (set[std::size_t(ra)] > set[std::size_t(rb)]) // union by size
                std::swap(ra, rb);
            set[std::size_t(ra)] += set[std::size_t(rb)];
            set[std::size_t(rb)] = ra;
            ctx.carve(cell, d);
        }
        if (ctx.tick(std::int64_t(k) + 1, total))
            return;
    }
    if (ctx.trace) // a masked cell without neighbours is a passage of its own
        for (int c = 0; c < g.size(); ++c)
            if (g.isActive(c) && g.degree(c) == 0)
                ctx.setCell(c, 1);
}

// Prim (Petercă §2.1.9): from the centre cell, repeatedly take a random edge of the frontier
// (visited cell, unvisited neighbour) and carve it when the neighbour is still unvisited.
// Trace: frontier cells 2, joined cells 1.
void prim(GenContext& ctx)
{
    PassageGrid& g = ctx.grid;
    std::vector<std::uint32_t> frontier; // 4·cell + direction
    const std::int64_t total = g.activeCount();
    std::int64_t done = 0;
    auto add = [&](int cell) {
        g.mark(cell);
        ++done;
        for (const Dir d : kDirs) {
            const int n = g.neighbour(cell, d);
            if (n >= 0 && !g.isMarked(n)) {
                frontier.push_back(std::uint32_t(cell) * 4 + std::uint32_t(d));
                if (ctx.trace)
                    ctx.setBlock(g.blockIndex(n), 2);
            }
        }
    };
    int root = g.index(g.rows() / 2, g.cols() / 2);
    if (!g.isActive(root))
        root = ctx.randomActiveCell();
    for (int scan = 0; root >= 0; root = ctx.nextUnvisited(scan)) {
        add(root);
        ctx.setCell(root, 1);
        while (!frontier.empty()) {
            const std::size_t i = ctx.rng.below(std::uint32_t(frontier.size()));
            const std::uint32_t e = frontier[i];
            frontier[i] = frontier.back();
            frontier.pop_back();
            const int cell = int(e / 4);
            const Dir d = Dir(e % 4);
            const int n = g.neighbour(cell, d);
            if (g.isMarked(n))
                continue;
            add(n);
            ctx.carve(cell, d);
            if (ctx.tick(done, total))
                return;
        }
    }
}

// Growing Tree: a list of active cells; take one (newest → the backtracker, random → like
// Prim, oldest → long straight runs, mixed → newest with probability p, else random), carve to
// a random unvisited neighbour and add it, or drop the cell when it has none. A random pick
// is dropped by swapping with the last entry (O(1)), so after it "newest" means the last in
// the list. Trace: cells in the list 2, dropped cells 1.
void growingTree(GenContext& ctx)
{
    PassageGrid& g = ctx.grid;
    const std::string& mode = ctx.text("choose");
    const double p = ctx.real("p");
    const int how = mode == "newest" ? 0 : mode == "random" ? 1 : mode == "oldest" ? 2 : 3;
    std::vector<int> list;
    std::size_t head = 0; // first live entry (oldest mode pops from the front)
    const std::int64_t total = g.activeCount();
    std::int64_t done = 0;
    int scan = 0;
    for (int root = ctx.randomActiveCell(); root >= 0; root = ctx.nextUnvisited(scan)) {
        list.clear();
        head = 0;
        g.mark(root);
        ++done;
        ctx.setCell(root, 2);
        list.push_back(root);
        while (head < list.size()) {
            std::size_t i;
            switch (how) {
            case 0:
                i = list.size() - 1;
                break;
            case 1:
                i = head + ctx.rng.below(std::uint32_t(list.size() - head));
                break;
            case 2:
                i = head;
                break;
            default:
                i = ctx.rng.chance(p) ? list.size() - 1
                                      : head + ctx.rng.below(std::uint32_t(list.size() - head));
            }
            const int cell = list[i];
            Dir dirs[4];
            int k = 0;
            for (const Dir d : kDirs) {
                const int n = g.neighbour(cell, d);
                if (n >= 0 && !g.isMarked(n))
                    dirs[k++] = d;
            }
            if (k == 0) {
                if (how == 2)
                    ++head;
                else {
                    list[i] = list.back();
                    list.pop_back();
                }
                if (ctx.trace) {
                    ctx.setBlock(g.blockIndex(cell), 1);
                    ctx.endStep();
                }
                continue;
            }
            const Dir d = dirs[ctx.rng.below(std::uint32_t(k))];
            const int n = g.neighbour(cell, d);
            g.mark(n);
            ++done;
            ctx.carve(cell, d, 2);
            list.push_back(n);
            if (ctx.tick(done, total))
                return;
        }
    }
}

} // namespace mazelab::gen
