#include "core/colab/colabmap.h"

#include <array>
#include <deque>
#include <limits>
#include <queue>

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
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<double> dist(map.size(), inf);
    std::vector<std::int32_t> parent(map.size(), -1);
    using Item = std::pair<double, std::size_t>; // cost, cell index (ties: lower index first)
    std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
    dist[map.index(from)] = 0;
    open.push({0.0, map.index(from)});
    const std::size_t target = map.index(goal);
    while (!open.empty()) {
        const auto [d, i] = open.top();
        open.pop();
        if (d > dist[i])
            continue;
        if (i == target)
            break;
        const Cell c = map.cellAt(i);
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
                open.push({nd, j});
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
    return from == goal || !planRoute(map, from, goal, 0.0).empty();
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
    std::vector<int> dist(maze.cellCount(), -1);
    std::deque<Cell> queue{from};
    dist[maze.index(from)] = 0;
    while (!queue.empty()) {
        const Cell c = queue.front();
        queue.pop_front();
        if (c == to)
            return dist[maze.index(c)];
        for (Move m : kOrder) {
            const Cell n = stepCell(c, m);
            if (maze.isFree(n) && dist[maze.index(n)] < 0) {
                dist[maze.index(n)] = dist[maze.index(c)] + 1;
                queue.push_back(n);
            }
        }
    }
    return -1;
}

} // namespace mazelab::colab
