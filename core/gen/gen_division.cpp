// Generators that do not grow a tree cell by cell: Recursive Division (Petercă §2.1.10),
// Random Carving (§2.1.7) and Spiral (§2.1.8).
#include "core/gen/gencontext.h"

#include <vector>

namespace mazelab::gen {

// Recursive Division: open the whole field, then split each chamber with a wall along its
// shorter side (across the longer axis; a random orientation when square) that keeps one
// random gap, until chambers are one cell wide. The wall's place is random, or (split=half)
// in the middle as in the thesis ("two equal subareas"). Perfect. An explicit stack, no recursion.
// Trace: step 1 opens the field (all cells and inner walls 1); each wall is one step (its
// blocks back to 0, the gap stays 1).
void division(GenContext& ctx)
{
    PassageGrid& g = ctx.grid;
    g.openAll();
    if (ctx.trace) {
        ctx.note("open field");
        for (int cell = 0; cell < g.size(); ++cell) {
            if (g.isActive(cell))
                ctx.setBlock(g.blockIndex(cell), 1);
            if (g.neighbour(cell, East) >= 0)
                ctx.setBlock(g.wallBlockIndex(cell, East), 1);
            if (g.neighbour(cell, South) >= 0)
                ctx.setBlock(g.wallBlockIndex(cell, South), 1);
        }
        ctx.endStep();
        ctx.note("divide");
    }
    struct Chamber {
        int row, col, height, width;
    };
    const bool half = ctx.text("split") == "half";
    // The wall goes after cell `at` of a side of n cells: random, or after the first half.
    auto splitAt = [&](int first, int n) {
        return first + (half ? n / 2 - 1 : int(ctx.rng.below(std::uint32_t(n - 1))));
    };
    std::vector<Chamber> stack{{0, 0, g.rows(), g.cols()}};
    const std::int64_t total = g.size();
    std::int64_t walls = 0;
    while (!stack.empty()) {
        const Chamber ch = stack.back();
        stack.pop_back();
        if (ch.height < 2 || ch.width < 2)
            continue;
        const bool vertical = ch.width > ch.height || (ch.width == ch.height && ctx.rng.coin());
        if (vertical) { // a wall between columns at and at+1, gap in row gap
            const int at = splitAt(ch.col, ch.width);
            const int gap = ch.row + int(ctx.rng.below(std::uint32_t(ch.height)));
            for (int r = ch.row; r < ch.row + ch.height; ++r) {
                if (r == gap)
                    continue;
                const int cell = g.index(r, at);
                g.addWall(cell, East);
                ctx.setBlock(g.wallBlockIndex(cell, East), 0);
            }
            stack.push_back({ch.row, at + 1, ch.height, ch.col + ch.width - at - 1});
            stack.push_back({ch.row, ch.col, ch.height, at - ch.col + 1});
        } else {
            const int at = splitAt(ch.row, ch.height);
            const int gap = ch.col + int(ctx.rng.below(std::uint32_t(ch.width)));
            for (int c = ch.col; c < ch.col + ch.width; ++c) {
                if (c == gap)
                    continue;
                const int cell = g.index(at, c);
                g.addWall(cell, South);
                ctx.setBlock(g.wallBlockIndex(cell, South), 0);
            }
            stack.push_back({at + 1, ch.col, ch.row + ch.height - at - 1, ch.width});
            stack.push_back({ch.row, ch.col, at - ch.row + 1, ch.width});
        }
        ctx.endStep();
        walls += vertical ? ch.height : ch.width;
        if (ctx.tick(walls, total))
            return;
    }
}

// Random Carving (§2.1.7): every inner wall (East and South of each cell, in scan order) is
// carved with a chance that starts at p and grows by `step` after each wall left standing,
// back to p after a carve — so long runs of closed walls are unlikely. Not perfect: loops,
// and sometimes a closed-off cell.
void carving(GenContext& ctx)
{
    PassageGrid& g = ctx.grid;
    const double p0 = ctx.real("p"), step = ctx.real("step");
    double p = p0;
    if (ctx.trace) { // every cell is a passage block, carved or not
        for (int cell = 0; cell < g.size(); ++cell)
            if (g.isActive(cell))
                ctx.setBlock(g.blockIndex(cell), 1);
        ctx.endStep();
    }
    const std::int64_t total = g.size();
    for (int cell = 0; cell < g.size(); ++cell) {
        for (const Dir d : {East, South}) {
            if (g.neighbour(cell, d) < 0)
                continue;
            if (ctx.rng.chance(p)) {
                ctx.carve(cell, d);
                p = p0;
            } else {
                p += step;
            }
        }
        if (ctx.tick(cell, total))
            return;
    }
}

// Spiral (§2.1.8): like Hunt-and-Kill, but each walk goes straight until blocked (or for at
// most `length` cells when length > 0) and then turns clockwise, which winds it inward; a
// walk ends when neither straight nor the clockwise turn is free. The first walk starts on a
// random cell, each later one at the first unvisited cell beside the maze in scan order
// (in a random direction), joined to a visited neighbour when it has one (so
// the maze is perfect whenever every cell is reachable).
void spiral(GenContext& ctx)
{
    PassageGrid& g = ctx.grid;
    const int maxLength = ctx.integer("length");
    const std::int64_t total = g.activeCount();
    std::int64_t done = 0;
    int scan = 0;
    // The next walk's start: the first unvisited cell beside a visited one (else the first
    // unvisited cell: a separate part of a masked grid).
    auto hunt = [&]() {
        const int first = ctx.nextUnvisited(scan);
        for (int c = first; c >= 0 && c < g.size(); ++c) {
            if (!g.isActive(c) || g.isMarked(c))
                continue;
            for (const Dir d : kDirs) {
                const int n = g.neighbour(c, d);
                if (n >= 0 && g.isMarked(n))
                    return c;
            }
        }
        return first;
    };
    for (int cell = ctx.randomActiveCell(); cell >= 0; cell = hunt()) {
        // Join the walk's first cell to the maze.
        Dir vis[4];
        int kv = 0;
        for (const Dir d : kDirs) {
            const int n = g.neighbour(cell, d);
            if (n >= 0 && g.isMarked(n))
                vis[kv++] = d;
        }
        g.mark(cell);
        ++done;
        if (kv > 0) {
            const Dir d = vis[ctx.rng.below(std::uint32_t(kv))];
            ctx.carve(g.neighbour(cell, d), opposite(d));
        } else {
            ctx.setCell(cell, 1);
        }
        Dir dir = Dir(ctx.rng.below(4));
        int run = 0;
        while (true) {
            auto free = [&](Dir d) {
                const int n = g.neighbour(cell, d);
                return n >= 0 && !g.isMarked(n);
            };
            if (!free(dir) || (maxLength > 0 && run >= maxLength)) {
                const Dir turned = Dir((int(dir) + 1) & 3);
                if (!free(turned))
                    break;
                dir = turned;
                run = 0;
            }
            const int next = g.neighbour(cell, dir);
            g.mark(next);
            ++done;
            ctx.carve(cell, dir);
            cell = next;
            ++run;
            if (ctx.tick(done, total))
                return;
        }
    }
}

} // namespace mazelab::gen
