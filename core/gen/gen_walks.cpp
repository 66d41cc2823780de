// The walking generators: recursive backtracker (Petercă §2.1.1), Hunt-and-Kill (§2.1.4),
// Aldous–Broder (§2.1.6) and Wilson. All produce perfect mazes over each connected part of the
// active cells; Aldous–Broder and Wilson draw the spanning tree uniformly.
#include "core/gen/gencontext.h"

#include <bit>
#include <cstdint>
#include <vector>

namespace mazelab::gen {
namespace {

// Unvisited neighbours of `cell` into dirs; returns their number.
int unvisited(const PassageGrid& g, int cell, Dir* dirs)
{
    int n = 0;
    for (const Dir d : kDirs) {
        const int nb = g.neighbour(cell, d);
        if (nb >= 0 && !g.isMarked(nb))
            dirs[n++] = d;
    }
    return n;
}

// Picks among k candidate directions; bias in (-1, 1) weights East/West by 1 + bias and
// North/South by 1 - bias.
Dir pick(GenContext& ctx, const Dir* dirs, int k, double bias)
{
    if (bias == 0.0 || k == 1)
        return dirs[ctx.rng.below(std::uint32_t(k))];
    double total = 0;
    for (int i = 0; i < k; ++i)
        total += (dirs[i] == East || dirs[i] == West) ? 1 + bias : 1 - bias;
    double x = ctx.rng.uniform() * total;
    for (int i = 0; i < k; ++i) {
        x -= (dirs[i] == East || dirs[i] == West) ? 1 + bias : 1 - bias;
        if (x < 0)
            return dirs[i];
    }
    return dirs[k - 1];
}

} // namespace

// Depth-first search with an explicit stack (Petercă §2.1.1). Trace: a cell on the stack is 2,
// a finished cell (popped) is 1. Parameter bias ∈ [-0.99, 0.99]: > 0 favours horizontal moves.
void backtracker(GenContext& ctx)
{
    PassageGrid& g = ctx.grid;
    const double bias = ctx.real("bias");
    const std::int64_t total = g.activeCount();
    std::int64_t done = 0;
    std::vector<int> stack;
    stack.reserve(std::size_t(g.size()));
    int scan = 0;
    for (int root = ctx.randomActiveCell(); root >= 0;) {
        g.mark(root);
        ++done;
        ctx.setCell(root, 2);
        stack.push_back(root);
        while (!stack.empty()) {
            const int cell = stack.back();
            Dir dirs[4];
            const int k = unvisited(g, cell, dirs);
            if (k == 0) {
                stack.pop_back();
                if (ctx.trace) {
                    ctx.setBlock(g.blockIndex(cell), 1);
                    ctx.moveMarker(stack.empty() ? -1 : stack.back());
                    ctx.endStep();
                }
                continue;
            }
            const Dir d = pick(ctx, dirs, k, bias);
            const int next = g.neighbour(cell, d);
            g.mark(next);
            ctx.carve(cell, d, 2);
            stack.push_back(next);
            if (ctx.tick(++done, total))
                return;
        }
        // Another part of a masked grid: continue from its first unvisited cell.
        root = ctx.nextUnvisited(scan);
    }
}

namespace {

// The hunt's candidates: unvisited cells beside a visited one, as a bitmap with a summary
// bitmap of its non-zero words, so the first candidate in scan order is found in
// O(cells / 4096) word reads at worst and usually in a few.
class HuntSet {
public:
    explicit HuntSet(int cells)
        : m_bits((std::size_t(cells) + 63) / 64, 0), m_summary((m_bits.size() + 63) / 64, 0)
    {
    }
    void insert(int cell)
    {
        const std::size_t w = std::size_t(cell) / 64;
        m_bits[w] |= std::uint64_t(1) << (cell % 64);
        m_summary[w / 64] |= std::uint64_t(1) << (w % 64);
    }
    void erase(int cell)
    {
        const std::size_t w = std::size_t(cell) / 64;
        m_bits[w] &= ~(std::uint64_t(1) << (cell % 64));
        if (m_bits[w] == 0)
            m_summary[w / 64] &= ~(std::uint64_t(1) << (w % 64));
    }
    // The smallest member ≥ the word of `from` (members below it must not exist), or -1.
    int first(int from) const
    {
        for (std::size_t s = std::size_t(from) / 4096; s < m_summary.size(); ++s) {
            if (!m_summary[s])
                continue;
            const std::size_t w = s * 64 + std::size_t(std::countr_zero(m_summary[s]));
            return int(w * 64 + std::size_t(std::countr_zero(m_bits[w])));
        }
        return -1;
    }

private:
    std::vector<std::uint64_t> m_bits, m_summary;
};

} // namespace

// Hunt-and-Kill (Petercă §2.1.4): a random walk over unvisited cells; when stuck, hunt in scan
// order for the first unvisited cell beside a visited one and join it to a random visited
// neighbour. The scan is replaced by a HuntSet kept up to date on every visit (same cell as
// the scan, without rescanning rows: 2000 × 2000 went from 0.72 s to the time of the walk).
// A masked grid's separate parts start at their first cell. Trace: visited cells 1.
void huntAndKill(GenContext& ctx)
{
    PassageGrid& g = ctx.grid;
    const std::int64_t total = g.activeCount();
    std::int64_t done = 0;
    HuntSet hunt(g.size());
    auto visit = [&](int c) {
        g.mark(c);
        hunt.erase(c);
        ++done;
        for (const Dir d : kDirs) {
            const int n = g.neighbour(c, d);
            if (n >= 0 && !g.isMarked(n))
                hunt.insert(n);
        }
    };
    int cell = ctx.randomActiveCell();
    if (cell < 0)
        return;
    visit(cell);
    ctx.setCell(cell, 1);
    int scan = 0;
    while (true) {
        Dir dirs[4];
        const int k = unvisited(g, cell, dirs);
        if (k > 0) {
            const Dir d = dirs[ctx.rng.below(std::uint32_t(k))];
            const int next = g.neighbour(cell, d);
            visit(next);
            ctx.carve(cell, d);
            cell = next;
            if (ctx.tick(done, total))
                return;
            continue;
        }
        if (done >= total)
            return;
        if (ctx.trace)
            ctx.note("hunt");
        // Every candidate is unvisited, so the search starts at the first unvisited cell.
        int found = hunt.first(ctx.nextUnvisited(scan));
        if (found >= 0) {
            Dir vis[4];
            int kv = 0;
            for (const Dir d : kDirs) {
                const int nb = g.neighbour(found, d);
                if (nb >= 0 && g.isMarked(nb))
                    vis[kv++] = d;
            }
            const Dir d = vis[ctx.rng.below(std::uint32_t(kv))];
            visit(found);
            ctx.carve(g.neighbour(found, d), opposite(d));
        } else { // a separate part of a masked grid
            found = ctx.nextUnvisited(scan);
            if (found < 0)
                return;
            visit(found);
            ctx.setCell(found, 1);
        }
        if (ctx.trace)
            ctx.note("kill");
        cell = found;
    }
}

// Aldous–Broder (Petercă §2.1.6): a random walk that carves into every cell it enters for the
// first time. Uniform spanning tree; expected time is the cover time (Θ(n log² n) on a grid).
// Each part of a masked grid gets its own walk. Trace: marker 0 follows the walker, one step
// per carve.
void aldousBroder(GenContext& ctx)
{
    PassageGrid& g = ctx.grid;
    std::vector<int> label;
    const int parts = linkComponents(g, label);
    std::vector<int> sizes(std::size_t(parts), 0), members;
    for (const int l : label)
        if (l >= 0)
            ++sizes[std::size_t(l)];
    const std::int64_t total = g.activeCount();
    std::int64_t done = 0;
    for (int part = 0; part < parts; ++part) {
        int cell = -1;
        if (parts == 1) {
            cell = ctx.randomActiveCell();
        } else {
            members.clear();
            for (int c = 0; c < g.size(); ++c)
                if (label[std::size_t(c)] == part)
                    members.push_back(c);
            cell = members[ctx.rng.below(std::uint32_t(members.size()))];
        }
        g.mark(cell);
        ctx.setCell(cell, 1);
        ++done;
        int left = sizes[std::size_t(part)] - 1;
        std::int64_t walked = 0;
        while (left > 0) {
            Dir dirs[4];
            int k = 0;
            for (const Dir d : kDirs)
                if (g.neighbour(cell, d) >= 0)
                    dirs[k++] = d;
            const Dir d = dirs[ctx.rng.below(std::uint32_t(k))];
            const int next = g.neighbour(cell, d);
            if (!g.isMarked(next)) {
                g.mark(next);
                ctx.carve(cell, d);
                --left;
                ++done;
            }
            cell = next;
            if (ctx.tick(done, total) || ((++walked & 0xFFFFF) == 0 && ctx.control.checkNow()))
                return;
        }
    }
}

// Wilson (1996): loop-erased random walks from each cell not yet in the tree until they hit it;
// the walk is remembered as the last exit direction of each cell, which erases loops for free.
// Uniform spanning tree. Trace: the walk's cells are 3 while it runs; joined cells become 1.
void wilson(GenContext& ctx)
{
    PassageGrid& g = ctx.grid;
    std::vector<int> label;
    const int parts = linkComponents(g, label);
    std::vector<bool> rooted(std::size_t(parts), false);
    // One root per part: a random cell when the grid is one part, else its first cell.
    if (parts == 1) {
        const int root = ctx.randomActiveCell();
        g.mark(root);
        ctx.setCell(root, 1);
        rooted[0] = true;
    }
    const std::int64_t total = g.activeCount();
    std::int64_t done = parts == 1 ? 1 : 0;
    std::vector<std::uint8_t> exitDir(std::size_t(g.size()), 0);
    std::vector<int> walk; // traced runs only
    // Walks start from the cells in scan order (any order keeps the tree uniform).
    for (int start = 0; start < g.size(); ++start) {
        if (!g.isActive(start) || g.isMarked(start))
            continue;
        const int part = label[std::size_t(start)];
        if (!rooted[std::size_t(part)]) {
            rooted[std::size_t(part)] = true;
            g.mark(start);
            ctx.setCell(start, 1);
            ++done;
            continue;
        }
        // Walk until the tree is hit, keeping the last exit of each cell.
        int cell = start;
        std::int64_t walked = 0;
        while (!g.isMarked(cell)) {
            Dir dirs[4];
            int k = 0;
            for (const Dir d : kDirs)
                if (g.neighbour(cell, d) >= 0)
                    dirs[k++] = d;
            const Dir d = dirs[ctx.rng.below(std::uint32_t(k))];
            exitDir[std::size_t(cell)] = std::uint8_t(d);
            if (ctx.trace) {
                walk.push_back(cell);
                ctx.setCell(cell, 3, -1);
            }
            cell = g.neighbour(cell, d);
            if ((++walked & 0xFFFFF) == 0 && ctx.control.checkNow())
                return;
        }
        // Retrace the loop-erased walk and add it to the tree.
        for (cell = start; !g.isMarked(cell);) {
            const Dir d = Dir(exitDir[std::size_t(cell)]);
            g.mark(cell);
            ++done;
            ctx.carve(cell, d);
            cell = g.neighbour(cell, d);
        }
        if (ctx.trace && !walk.empty()) {
            // Cells of erased loops return to the wall state, in one step.
            for (const int w : walk)
                if (!g.isMarked(w))
                    ctx.setBlock(g.blockIndex(w), 0);
            ctx.endStep();
            walk.clear();
        }
        if (ctx.tick(done, total))
            return;
    }
}

} // namespace mazelab::gen
