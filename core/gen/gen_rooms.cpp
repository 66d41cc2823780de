// Dungeon rooms (mazelib's DungeonRooms; R. Nystrom, "Rooms and Mazes", 2014): random
// non-overlapping rectangular rooms, the space between them filled with backtracker corridors,
// every room and corridor joined through random doors (a spanning tree of the regions plus a
// few extra doors), then dead-end corridors pruned back into rock. Not perfect: rooms are open
// halls and extra doors make loops. Trace: rooms first (one step each), corridors one step per
// carve, doors one step each, pruned cells back to 0.
#include "core/gen/gencontext.h"

#include <numeric>
#include <vector>

namespace mazelab::gen {

void rooms(GenContext& ctx)
{
    PassageGrid& g = ctx.grid;
    const int attempts = ctx.integer("attempts");
    const int minSide = std::min(ctx.integer("min"), ctx.integer("max"));
    const int maxSide = std::max(ctx.integer("min"), ctx.integer("max"));
    const double extra = ctx.real("doors"), prune = ctx.real("prune");
    std::vector<int> region(std::size_t(g.size()), -1);
    int regions = 0;
    std::vector<char> isRoom;
    // 1. Rooms, each with a one-cell margin to the others.
    for (int a = 0; a < attempts; ++a) {
        const int h = minSide + int(ctx.rng.below(std::uint32_t(maxSide - minSide + 1)));
        const int w = minSide + int(ctx.rng.below(std::uint32_t(maxSide - minSide + 1)));
        if (h > g.rows() || w > g.cols())
            continue;
        const int r0 = int(ctx.rng.below(std::uint32_t(g.rows() - h + 1)));
        const int c0 = int(ctx.rng.below(std::uint32_t(g.cols() - w + 1)));
        bool free = true;
        for (int r = std::max(0, r0 - 1); r < std::min(g.rows(), r0 + h + 1) && free; ++r)
            for (int c = std::max(0, c0 - 1); c < std::min(g.cols(), c0 + w + 1) && free; ++c)
                free = region[std::size_t(g.index(r, c))] < 0;
        if (!free)
            continue;
        ctx.note("room");
        for (int r = r0; r < r0 + h; ++r) {
            for (int c = c0; c < c0 + w; ++c) {
                const int cell = g.index(r, c);
                region[std::size_t(cell)] = regions;
                g.mark(cell);
                if (c + 1 < c0 + w)
                    g.carve(cell, East);
                if (r + 1 < r0 + h)
                    g.carve(cell, South);
                if (ctx.trace) {
                    ctx.setBlock(g.blockIndex(cell), 1);
                    if (c + 1 < c0 + w)
                        ctx.setBlock(g.wallBlockIndex(cell, East), 1);
                    if (r + 1 < r0 + h)
                        ctx.setBlock(g.wallBlockIndex(cell, South), 1);
                }
            }
        }
        ctx.endStep();
        isRoom.push_back(1);
        ++regions;
    }
    // 2. Corridors: a backtracker in each part of the space left.
    ctx.note("corridors");
    std::vector<int> stack;
    int scan = 0;
    for (int root = ctx.nextUnvisited(scan); root >= 0; root = ctx.nextUnvisited(scan)) {
        g.mark(root);
        region[std::size_t(root)] = regions;
        ctx.setCell(root, 1);
        stack.assign(1, root);
        while (!stack.empty()) {
            const int cell = stack.back();
            Dir dirs[4];
            int k = 0;
            for (const Dir d : kDirs) {
                const int n = g.neighbour(cell, d);
                if (n >= 0 && !g.isMarked(n))
                    dirs[k++] = d;
            }
            if (k == 0) {
                stack.pop_back();
                continue;
            }
            const Dir d = dirs[ctx.rng.below(std::uint32_t(k))];
            const int next = g.neighbour(cell, d);
            g.mark(next);
            region[std::size_t(next)] = regions;
            ctx.carve(cell, d);
            stack.push_back(next);
        }
        isRoom.push_back(0);
        ++regions;
    }
    // 3. Doors: walls between regions in random order join them (union–find over regions);
    //    a wall between already joined regions becomes an extra door with chance `doors`
    //    when a room is on one side.
    ctx.note("doors");
    std::vector<int> parent(static_cast<std::size_t>(regions));
    std::iota(parent.begin(), parent.end(), 0);
    auto find = [&](int x) {
        while (parent[std::size_t(x)] != x)
            x = parent[std::size_t(x)] = parent[std::size_t(parent[std::size_t(x)])];
        return x;
    };
    std::vector<std::uint32_t> walls;
    for (int c = 0; c < g.size(); ++c)
        for (const Dir d : {East, South}) {
            const int n = g.neighbour(c, d);
            if (n >= 0 && region[std::size_t(c)] != region[std::size_t(n)])
                walls.push_back(std::uint32_t(c) * 2 + (d == South ? 1 : 0));
        }
    ctx.rng.shuffle(walls);
    for (const std::uint32_t w : walls) {
        const int cell = int(w / 2);
        const Dir d = (w & 1) ? South : East;
        const int ra = region[std::size_t(cell)], rb = region[std::size_t(g.neighbour(cell, d))];
        const int a = find(ra), b = find(rb);
        const bool roomSide = isRoom[std::size_t(ra)] || isRoom[std::size_t(rb)];
        if (a != b)
            parent[std::size_t(a)] = b;
        else if (!roomSide || !ctx.rng.chance(extra))
            continue;
        ctx.carve(cell, d);
    }
    // 4. Prune dead-end corridors back into rock, each removal with chance `prune`.
    ctx.note("prune");
    g.clearMarks();
    std::vector<int> deadEnds;
    for (int c = 0; c < g.size(); ++c)
        if (!isRoom[std::size_t(region[std::size_t(c)])] && g.degree(c) <= 1)
            deadEnds.push_back(c);
    while (!deadEnds.empty()) {
        const int cell = deadEnds.back();
        deadEnds.pop_back();
        if (!g.isActive(cell) || g.degree(cell) > 1 || !ctx.rng.chance(prune))
            continue;
        int next = -1;
        for (const Dir d : kDirs)
            if (g.isOpen(cell, d))
                next = g.neighbour(cell, d);
        if (ctx.trace) {
            for (const Dir d : kDirs)
                if (g.isOpen(cell, d))
                    ctx.setBlock(g.wallBlockIndex(cell, d), 0);
            ctx.setBlock(g.blockIndex(cell), 0);
            ctx.endStep();
        }
        g.setActive(cell, false);
        if (next >= 0 && !isRoom[std::size_t(region[std::size_t(next)])] && g.degree(next) <= 1)
            deadEnds.push_back(next);
    }
    // Start and goal: the first and the last cell left, in scan order.
    int first = 0, last = g.size() - 1;
    while (first < g.size() && !g.isActive(first))
        ++first;
    while (last > 0 && !g.isActive(last))
        --last;
    if (first < g.size()) {
        g.setStart({g.rowOf(first), g.colOf(first)});
        g.setGoal({g.rowOf(last), g.colOf(last)});
    }
}

} // namespace mazelab::gen
