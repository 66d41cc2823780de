// Passage lengths of a block maze (metrics.h, PassageStats).
#include "core/gen/metrics.h"

#include <algorithm>

namespace mazelab::gen {

PassageStats passageStats(const Maze& maze)
{
    const int rows = maze.rows(), cols = maze.cols();
    const Cell step[4] = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}};
    auto degree = [&](Cell c) {
        int d = 0;
        for (const Cell s : step)
            d += maze.isFree({c.row + s.row, c.col + s.col}) ? 1 : 0;
        return d;
    };
    PassageStats stats;
    std::vector<char> seen(std::size_t(rows) * std::size_t(cols), 0); // inner cells walked
    auto at = [&](Cell c) -> char& {
        return seen[std::size_t(c.row) * std::size_t(cols) + std::size_t(c.col)];
    };
    // Follows a passage from `from` (a node, or any cell of a node-less cycle) through its
    // first step `s` until a node, or back to `from`; returns its length.
    auto walk = [&](Cell from, int s) {
        Cell prev = from, cur{from.row + step[s].row, from.col + step[s].col};
        std::int64_t length = 1;
        while (!(cur == from) && degree(cur) == 2) {
            at(cur) = 1;
            Cell next = prev;
            for (const Cell d : step) {
                const Cell n{cur.row + d.row, cur.col + d.col};
                if (maze.isFree(n) && !(n == prev)) {
                    next = n;
                    break;
                }
            }
            prev = cur;
            cur = next;
            ++length;
        }
        return length;
    };
    std::int64_t twice = 0; // node-to-node passages are walked from both ends
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const Cell cell{r, c};
            if (!maze.isFree(cell))
                continue;
            const int d = degree(cell);
            if (d == 2)
                continue;
            for (int s = 0; s < 4; ++s) {
                if (!maze.isFree({r + step[s].row, c + step[s].col}))
                    continue;
                const std::int64_t length = walk(cell, s);
                stats.steps += length;
                stats.longest = std::max(stats.longest, length);
                ++twice;
            }
        }
    stats.steps /= 2;
    stats.passages = twice / 2;
    // Cycles of degree-2 cells only.
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const Cell cell{r, c};
            if (!maze.isFree(cell) || at(cell) || degree(cell) != 2)
                continue;
            at(cell) = 1;
            int s = 0;
            while (!maze.isFree({r + step[s].row, c + step[s].col}))
                ++s;
            const std::int64_t length = walk(cell, s);
            stats.steps += length;
            stats.longest = std::max(stats.longest, length);
            ++stats.passages;
        }
    stats.averageLength = stats.passages ? double(stats.steps) / double(stats.passages) : 0;
    return stats;
}

} // namespace mazelab::gen
