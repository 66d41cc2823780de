// The row-by-row generators: Binary Tree (Petercă §2.1.2), Sidewinder (§2.1.3) and Eller.
#include "core/gen/eller.h"
#include "core/gen/gencontext.h"
#include "core/gen/genrandom.h"
#include "core/progresstext.h"

#include <numeric>
#include <string>

namespace mazelab::gen {

// Binary Tree: every cell opens one of the two walls toward the bias corner (nw: North or
// West), at random among those that exist; the corner cell opens none. Perfect; the two
// border corridors toward the corner are always open.
void binaryTree(GenContext& ctx)
{
    PassageGrid& g = ctx.grid;
    const std::string& corner = ctx.text("corner");
    const Dir vertical = corner[0] == 's' ? South : North;
    const Dir horizontal = corner[1] == 'e' ? East : West;
    const std::int64_t total = g.size();
    for (int cell = 0; cell < g.size(); ++cell) {
        const bool v = g.neighbour(cell, vertical) >= 0;
        const bool h = g.neighbour(cell, horizontal) >= 0;
        if (v && h)
            ctx.carve(cell, ctx.rng.coin() ? vertical : horizontal);
        else if (v)
            ctx.carve(cell, vertical);
        else if (h)
            ctx.carve(cell, horizontal);
        else if (g.isActive(cell))
            ctx.setCell(cell, 1);
        if (ctx.tick(cell, total))
            return;
    }
}

// Sidewinder (§2.1.3): the top row is one corridor; in each later row a run of cells grows
// eastward (chance `east` per cell) and closes by opening North from one random cell of the
// run. Perfect.
void sidewinder(GenContext& ctx)
{
    PassageGrid& g = ctx.grid;
    const double east = ctx.real("east");
    for (int c = 0; c + 1 < g.cols(); ++c)
        if (g.neighbour(c, East) >= 0)
            ctx.carve(c, East);
    if (g.cols() == 1 && g.isActive(0))
        ctx.setCell(0, 1);
    const std::int64_t total = g.size();
    for (int r = 1; r < g.rows(); ++r) {
        int runStart = g.index(r, 0);
        for (int cell = runStart, end = runStart + g.cols(); cell < end; ++cell) {
            // With a mask a run also ends before a missing cell.
            if (g.neighbour(cell, East) >= 0 && ctx.rng.chance(east)) {
                ctx.carve(cell, East);
                continue;
            }
            const int chosen = runStart + int(ctx.rng.below(std::uint32_t(cell - runStart + 1)));
            if (g.neighbour(chosen, North) >= 0) // else joinParts links the run
                ctx.carve(chosen, North);
            runStart = cell + 1;
        }
        if (ctx.tick(std::int64_t(r) * g.cols(), total))
            return;
    }
}

bool ellerRows(int rows, int cols, const EllerOptions& options, Control& control,
               const EllerRowSink& emit)
{
    GenRandom rng(control.seed());
    const std::size_t n = std::size_t(cols);
    std::vector<int> label(n, -1), root(n), parent(n), seen(n), pick(n);
    std::vector<char> used(n), anyDown(n), down(n), downAbove(n, 0);
    std::vector<std::uint8_t> open(n);
    auto find = [&](int x) {
        while (parent[std::size_t(x)] != x) {
            parent[std::size_t(x)] = parent[std::size_t(parent[std::size_t(x)])];
            x = parent[std::size_t(x)];
        }
        return x;
    };
    for (int r = 0; r < rows; ++r) {
        const bool last = r + 1 == rows;
        // Fresh labels for the cells not joined from above.
        std::fill(used.begin(), used.end(), 0);
        for (const int l : label)
            if (l >= 0)
                used[std::size_t(l)] = 1;
        int nextFree = 0;
        for (auto& l : label) {
            if (l >= 0)
                continue;
            while (used[std::size_t(nextFree)])
                ++nextFree;
            l = nextFree;
            used[std::size_t(nextFree)] = 1;
        }
        std::iota(parent.begin(), parent.end(), 0);
        for (int c = 0; c < cols; ++c)
            open[std::size_t(c)] = downAbove[std::size_t(c)] ? 8 : 0;
        // Horizontal joins (all of them in the last row).
        for (int c = 0; c + 1 < cols; ++c) {
            const int a = find(label[std::size_t(c)]), b = find(label[std::size_t(c + 1)]);
            if (a != b && (last || rng.chance(options.horizontal))) {
                parent[std::size_t(a)] = b;
                open[std::size_t(c)] |= 4;
                open[std::size_t(c + 1)] |= 1;
            }
        }
        std::fill(down.begin(), down.end(), 0);
        if (!last) {
            // Passages down: each at random, then one more (uniform member) for a set without.
            std::fill(anyDown.begin(), anyDown.end(), 0);
            std::fill(seen.begin(), seen.end(), 0);
            for (int c = 0; c < cols; ++c) {
                const int s = find(label[std::size_t(c)]);
                root[std::size_t(c)] = s;
                down[std::size_t(c)] = rng.chance(options.vertical) ? 1 : 0;
                anyDown[std::size_t(s)] |= down[std::size_t(c)];
                if (rng.below(std::uint32_t(++seen[std::size_t(s)])) == 0)
                    pick[std::size_t(s)] = c;
            }
            for (int c = 0; c < cols; ++c) {
                const int s = root[std::size_t(c)];
                if (!anyDown[std::size_t(s)]) {
                    down[std::size_t(pick[std::size_t(s)])] = 1;
                    anyDown[std::size_t(s)] = 1;
                }
            }
            for (int c = 0; c < cols; ++c) {
                if (down[std::size_t(c)])
                    open[std::size_t(c)] |= 2;
                label[std::size_t(c)] = down[std::size_t(c)] ? root[std::size_t(c)] : -1;
            }
        }
        emit(r, open);
        downAbove = down;
        if ((r & 255) == 255) {
            control.progress(double(r + 1) / rows, progress_text::kGenerateCells,
                             {std::to_string(std::int64_t(r + 1) * cols),
                              std::to_string(std::int64_t(rows) * cols)});
            if (control.checkNow())
                return false;
        }
    }
    return true;
}

// Eller into a grid: the stream's rows carved in order, one trace step per passage, a note
// per row. Parameters horizontal, vertical (EllerOptions). Inside a mask the masked stream
// (eller_masked.cpp) makes one tree per part by itself; without one, plain Eller.
void eller(GenContext& ctx)
{
    PassageGrid& g = ctx.grid;
    EllerOptions options;
    options.horizontal = ctx.real("horizontal");
    options.vertical = ctx.real("vertical");
    bool masked = false;
    for (int c = 0; c < g.size() && !masked; ++c)
        masked = !g.isActive(c);
    EllerMaskRow mask;
    if (masked)
        mask = [&g](int r, std::vector<std::uint8_t>& active) {
            active.resize(std::size_t(g.cols()));
            for (int c = 0; c < g.cols(); ++c)
                active[std::size_t(c)] = g.isActive(g.index(r, c)) ? 1 : 0;
        };
    ellerRows(g.rows(), g.cols(), options, ctx.control,
              [&](int r, const std::vector<std::uint8_t>& open) {
                  if (ctx.trace)
                      ctx.note("row " + std::to_string(r + 1));
                  const int base = g.index(r, 0);
                  for (int c = 0; c < g.cols(); ++c) {
                      if (open[std::size_t(c)] & 4)
                          ctx.carve(base + c, East);
                      if (ctx.trace && open[std::size_t(c)] == 0 && g.isActive(base + c))
                          ctx.setCell(base + c, 1);
                  }
                  for (int c = 0; c < g.cols(); ++c)
                      if (open[std::size_t(c)] & 2)
                          ctx.carve(base + c, South);
              },
              mask);
}

} // namespace mazelab::gen
