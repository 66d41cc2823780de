#include "core/gen/metrics.h"

#include <algorithm>
#include <bit>
#include <vector>

namespace mazelab::gen {
namespace {

// The cell farthest from `from` and its distance.
std::pair<int, int> farthest(const std::vector<int>& dist)
{
    int best = -1, bestDist = -1;
    for (std::size_t i = 0; i < dist.size(); ++i)
        if (dist[i] > bestDist) {
            bestDist = dist[i];
            best = int(i);
        }
    return {best, bestDist};
}

} // namespace

std::vector<int> distancesFrom(const PassageGrid& grid, int from)
{
    std::vector<int> dist(std::size_t(grid.size()), -1);
    if (from < 0 || !grid.isActive(from))
        return dist;
    std::vector<int> queue;
    queue.reserve(std::size_t(grid.size()));
    queue.push_back(from);
    dist[std::size_t(from)] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int c = queue[head];
        for (const Dir d : kDirs) {
            if (!grid.isOpen(c, d))
                continue;
            const int n = grid.neighbour(c, d);
            if (n >= 0 && dist[std::size_t(n)] < 0) {
                dist[std::size_t(n)] = dist[std::size_t(c)] + 1;
                queue.push_back(n);
            }
        }
    }
    return dist;
}

void placeFarthest(PassageGrid& grid)
{
    int first = 0;
    while (first < grid.size() && !grid.isActive(first))
        ++first;
    if (first == grid.size())
        return;
    const int a = farthest(distancesFrom(grid, first)).first;
    const int b = farthest(distancesFrom(grid, a)).first;
    grid.setStart({grid.rowOf(a), grid.colOf(a)});
    grid.setGoal({grid.rowOf(b), grid.colOf(b)});
}

MazeMetrics computeMetrics(const PassageGrid& grid)
{
    MazeMetrics m;
    m.rows = grid.rows();
    m.cols = grid.cols();
    const double cells = double(grid.size());
    std::int64_t passages = 0, innerWalls = 0, straight = 0, twoWay = 0;
    double general = 0;
    int anyDeadEnd = -1;
    for (int c = 0; c < grid.size(); ++c) {
        if (!grid.isActive(c))
            continue;
        ++m.activeCells;
        const int code = grid.wallCode(c);
        ++m.cellTypes[std::size_t(code)];
        const int walls = std::popcount(unsigned(code));
        general += kM4GeneralMultiplier[walls];
        const int open = 4 - walls;
        switch (open) {
        case 0:
            ++m.closedCells;
            break;
        case 1:
            ++m.deadEnds;
            anyDeadEnd = anyDeadEnd < 0 ? c : anyDeadEnd;
            break;
        case 2:
            ++twoWay;
            straight += (code == 5 || code == 10) ? 1 : 0; // E+W walls or N+S walls
            break;
        case 3:
            ++m.tJunctions;
            break;
        default:
            ++m.crossroads;
        }
        for (const Dir d : {East, South}) {
            if (grid.neighbour(c, d) < 0)
                continue;
            if (grid.isOpen(c, d))
                ++passages;
            else
                ++innerWalls;
        }
    }
    m.junctions = m.tJunctions + m.crossroads;
    m.straightness = twoWay ? double(straight) / double(twoWay) : 0;
    m.m3 = double(innerWalls) / cells;
    m.m4 = double(m.tJunctions) / cells;
    m.m4General = general / cells;

    // Areas (through open walls).
    std::vector<int> area(std::size_t(grid.size()), -1), stack;
    for (int s = 0; s < grid.size(); ++s) {
        if (!grid.isActive(s) || area[std::size_t(s)] >= 0)
            continue;
        area[std::size_t(s)] = m.areas;
        stack.push_back(s);
        while (!stack.empty()) {
            const int c = stack.back();
            stack.pop_back();
            for (const Dir d : kDirs) {
                const int n = grid.isOpen(c, d) ? grid.neighbour(c, d) : -1;
                if (n >= 0 && area[std::size_t(n)] < 0) {
                    area[std::size_t(n)] = m.areas;
                    stack.push_back(n);
                }
            }
        }
        ++m.areas;
    }
    m.m5 = m.areas ? 1.0 / m.areas : 0;
    m.loops = passages - m.activeCells + m.areas;
    m.perfect = m.areas == 1 && m.loops == 0;

    // Solution (M1).
    const int start = grid.index(grid.start().row, grid.start().col);
    const int goal = grid.index(grid.goal().row, grid.goal().col);
    if (grid.isActive(start) && grid.isActive(goal)) {
        const std::vector<int> dist = distancesFrom(grid, start);
        m.solutionLength = dist[std::size_t(goal)];
    }
    m.m1 = m.solutionLength >= 0 ? double(m.solutionLength + 1) / cells : 0;

    // M2: two BFS from a dead end.
    if (anyDeadEnd >= 0) {
        const int a = farthest(distancesFrom(grid, anyDeadEnd)).first;
        m.m2 = double(farthest(distancesFrom(grid, a)).second) / cells;
    }

    // Longest corridor: chains of two-opening cells, walked from one end.
    std::vector<char> seen(std::size_t(grid.size()), 0);
    auto isCorridor = [&](int c) { return grid.isActive(c) && grid.degree(c) == 2; };
    for (int s = 0; s < grid.size(); ++s) {
        if (!isCorridor(s) || seen[std::size_t(s)])
            continue;
        // Collect the chain through s in both directions.
        int length = 1;
        seen[std::size_t(s)] = 1;
        for (const Dir first : kDirs) {
            if (!grid.isOpen(s, first))
                continue;
            int prev = s, cur = grid.neighbour(s, first);
            while (cur >= 0 && isCorridor(cur) && !seen[std::size_t(cur)]) {
                seen[std::size_t(cur)] = 1;
                ++length;
                int next = -1;
                for (const Dir d : kDirs) {
                    const int n = grid.isOpen(cur, d) ? grid.neighbour(cur, d) : -1;
                    if (n >= 0 && n != prev) {
                        next = n;
                        break;
                    }
                }
                prev = cur;
                cur = next;
            }
        }
        m.longestCorridor = std::max(m.longestCorridor, length);
    }
    return m;
}

void CellTypeDistribution::add(const MazeMetrics& m)
{
    for (std::size_t i = 0; i < 16; ++i) {
        counts[i] += m.cellTypes[i];
        total += m.cellTypes[i];
    }
}

} // namespace mazelab::gen
