#include "core/gen/distancemap.h"

#include <algorithm>

namespace mazelab::gen {
namespace {

// BFS from `from` (a free cell index); fills `dist`. Returns the farthest cell reached (the
// first found at the largest distance).
std::int32_t bfs(const Maze& maze, std::int32_t from, std::vector<std::int32_t>& dist,
                 Control& control)
{
    const int cols = maze.cols();
    const auto& cells = maze.cells();
    const std::int32_t n = std::int32_t(cells.size());
    dist.assign(cells.size(), -1);
    std::vector<std::int32_t> queue;
    queue.reserve(std::min<std::size_t>(cells.size(), 1u << 20));
    queue.push_back(from);
    dist[std::size_t(from)] = 0;
    std::int32_t far = from;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        if (control.poll())
            return far;
        const std::int32_t c = queue[head];
        const std::int32_t d = dist[std::size_t(c)];
        if (d > dist[std::size_t(far)])
            far = c;
        const int col = c % cols;
        const std::int32_t next[4] = {c - cols, c + cols, col > 0 ? c - 1 : -1,
                                      col + 1 < cols ? c + 1 : -1};
        for (const std::int32_t m : next) {
            if (m < 0 || m >= n || cells[std::size_t(m)] || dist[std::size_t(m)] >= 0)
                continue;
            dist[std::size_t(m)] = d + 1;
            queue.push_back(m);
        }
    }
    return far;
}

} // namespace

std::vector<std::int32_t> blockDistances(const Maze& maze, Cell from, Control& control)
{
    std::vector<std::int32_t> dist;
    if (!maze.isFree(from)) {
        dist.assign(maze.cellCount(), -1);
        return dist;
    }
    bfs(maze, std::int32_t(maze.index(from)), dist, control);
    return dist;
}

DistanceMap computeDistanceMap(const Maze& maze, Control& control)
{
    DistanceMap map;
    map.rows = maze.rows();
    map.cols = maze.cols();
    std::int32_t from = -1;
    if (maze.isFree(maze.start())) {
        from = std::int32_t(maze.index(maze.start()));
    } else {
        const auto& cells = maze.cells();
        const auto it = std::find(cells.begin(), cells.end(), std::uint8_t(0));
        if (it != cells.end())
            from = std::int32_t(it - cells.begin());
    }
    if (from < 0) {
        map.distance.assign(maze.cellCount(), -1);
        map.complete = true;
        return map;
    }
    // Pass 1: distances from the start; its farthest cell is one end of the longest path.
    const std::int32_t a = bfs(maze, from, map.distance, control);
    map.maxDistance = map.distance[std::size_t(a)];
    // Pass 2: from that end to the farthest cell b; the path b → a steps down the distances
    // (no parent array: 4 bytes a cell less on a 4001² maze's 16 million cells).
    std::vector<std::int32_t> dist;
    const std::int32_t b = bfs(maze, a, dist, control);
    if (control.checkNow())
        return map;
    const int cols = maze.cols();
    const std::int32_t n = std::int32_t(dist.size());
    map.longestPath.reserve(std::size_t(dist[std::size_t(b)]) + 1);
    for (std::int32_t c = b;;) {
        map.longestPath.push_back(c);
        const std::int32_t d = dist[std::size_t(c)];
        if (d == 0)
            break;
        const int col = c % cols;
        const std::int32_t next[4] = {c - cols, c + cols, col > 0 ? c - 1 : -1,
                                      col + 1 < cols ? c + 1 : -1};
        for (const std::int32_t m : next)
            if (m >= 0 && m < n && dist[std::size_t(m)] == d - 1) {
                c = m;
                break;
            }
    }
    map.complete = true;
    return map;
}

} // namespace mazelab::gen
