#include "core/colab/colabmap.h"

#include "core/gen/distancemap.h"

#include <array>
#include <limits>
#include <algorithm>
#include <cstdlib>

namespace mazelab::colab {

namespace {
// Down, right, up, left: the planner's tie order (colabmap.h).
constexpr std::array<Move, 4> kOrder{Move::Down, Move::Right, Move::Up, Move::Left};
} // namespace

bool KnownMap::learn(const Maze& maze, Cell c)
{
    if (!contains(c) || m_cells[index(c)] != Knowledge::Unknown)
        return false;
    m_cells[index(c)] = maze.isBlocked(c) ? Knowledge::Blocked : Knowledge::Free;
    ++m_known;
    return true;
}

std::vector<Cell> planRoute(const KnownMap& map, Cell from, Cell goal, double unknownCost)
{
    if (from == goal || !map.contains(from) || !map.contains(goal))
        return {};
    // Buffers kept per thread: a game plans several routes a step on the same board.
    thread_local std::vector<double> dist;
    thread_local std::vector<std::int32_t> parent;
    thread_local std::vector<std::pair<double, std::size_t>> heap;
    const double inf = std::numeric_limits<double>::infinity();
    dist.assign(map.size(), inf);
    parent.assign(map.size(), -1);
    heap.clear();
    // A min-heap on (cost, cell index): ties settle the lower index first.
    const auto later = [](const std::pair<double, std::size_t>& x,
                          const std::pair<double, std::size_t>& y) { return x > y; };
    // A*: every step costs at least 1, so the Manhattan distance never overestimates.
    const auto h = [&](Cell c) { return double(std::abs(c.row - goal.row) + std::abs(c.col - goal.col)); };
    dist[map.index(from)] = 0;
    heap.push_back({h(from), map.index(from)});
    const std::size_t target = map.index(goal);
    while (!heap.empty()) {
        std::pop_heap(heap.begin(), heap.end(), later);
        const auto [f, i] = heap.back();
        heap.pop_back();
        const Cell c = map.cellAt(i);
        const double d = dist[i];
        if (f > d + h(c))
            continue; // a stale entry
        if (i == target)
            break;
        for (Move m : kOrder) {
            const Cell n = stepCell(c, m);
            const Knowledge k = map.at(n);
            if (k == Knowledge::Blocked || (k == Knowledge::Unknown && unknownCost <= 0))
                continue;
            const double nd = d + (k == Knowledge::Free ? 1.0 : unknownCost);
            const std::size_t j = map.index(n);
            if (nd < dist[j]) {
                dist[j] = nd;
                parent[j] = std::int32_t(i);
                heap.push_back({nd + h(n), j});
                std::push_heap(heap.begin(), heap.end(), later);
            }
        }
    }
    if (dist[target] == inf)
        return {};
    std::vector<Cell> route;
    for (std::size_t i = target; i != map.index(from); i = std::size_t(parent[i]))
        route.push_back(map.cellAt(i));
    return {route.rbegin(), route.rend()};
}

bool knowsRoute(const KnownMap& map, Cell from, Cell goal)
{
    if (from == goal)
        return true;
    if (!map.contains(from) || !map.contains(goal) || map.at(goal) != Knowledge::Free)
        return false;
    // Breadth-first over known free cells only.
    thread_local std::vector<char> seen;
    thread_local std::vector<std::size_t> queue;
    seen.assign(map.size(), 0);
    queue.assign(1, map.index(from));
    seen[map.index(from)] = 1;
    const std::size_t target = map.index(goal);
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const Cell c = map.cellAt(queue[head]);
        for (Move m : kOrder) {
            const Cell n = stepCell(c, m);
            if (map.at(n) != Knowledge::Free || seen[map.index(n)])
                continue;
            if (map.index(n) == target)
                return true;
            seen[map.index(n)] = 1;
            queue.push_back(map.index(n));
        }
    }
    return false;
}

Move moveTowards(Cell from, Cell to)
{
    if (to.row > from.row)
        return Move::Down;
    if (to.row < from.row)
        return Move::Up;
    return to.col > from.col ? Move::Right : Move::Left;
}

int trueDistance(const Maze& maze, Cell from, Cell to)
{
    if (!maze.isFree(from) || !maze.isFree(to))
        return -1;
    Control control; // a BFS over the board: never stopped
    return gen::blockDistances(maze, from, control)[maze.index(to)];
}

} // namespace mazelab::colab
