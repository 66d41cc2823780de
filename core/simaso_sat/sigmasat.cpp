// Grid, enumeration and simulation of wall-mask mazes (see sigmasat.h).
#include "core/simaso_sat/sigmasat.h"
#include "core/simaso_sat/detail.h"

#include <algorithm>
#include <random>
#include <unordered_set>

namespace mazelab::simaso_sat {

using detail::kMoves;

// ---------------------------------------------------------------------------------------------
// Grid

Grid::Grid(int rows, int cols) : m_rows(rows), m_cols(cols)
{
    m_neighbour.resize(std::size_t(cells()) * 4);
    for (int c = 0; c < cells(); ++c) {
        const Cell cell{c / cols, c % cols};
        for (Move m : kMoves) {
            const Cell to = stepCell(cell, m);
            const bool inside = to.row >= 0 && to.col >= 0 && to.row < rows && to.col < cols;
            m_neighbour[std::size_t(c) * 4 + std::size_t(m)] = inside ? to.row * cols + to.col : c;
        }
    }
}

std::vector<int> Grid::distances(WallMask walls, int from) const
{
    std::vector<int> dist(std::size_t(cells()), -1);
    if (walls >> from & 1U)
        return dist;
    std::vector<int> queue;
    queue.reserve(std::size_t(cells()));
    dist[std::size_t(from)] = 0;
    queue.push_back(from);
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int c = queue[head];
        for (Move m : kMoves) {
            const int n = neighbour(c, m);
            if (n != c && !(walls >> n & 1U) && dist[std::size_t(n)] < 0) {
                dist[std::size_t(n)] = dist[std::size_t(c)] + 1;
                queue.push_back(n);
            }
        }
    }
    return dist;
}

bool Grid::isSolvable(WallMask walls) const
{
    if ((walls >> start() & 1U) || (walls >> goal() & 1U))
        return false;
    // Bit-parallel flood fill.
    const int n = cells();
    const WallMask all = n == 64 ? ~WallMask(0) : (WallMask(1) << n) - 1;
    const WallMask free = ~walls & all;
    WallMask notLeftCol = 0;
    WallMask notRightCol = 0;
    for (int c = 0; c < n; ++c) {
        if (c % m_cols != 0)
            notLeftCol |= WallMask(1) << c;
        if (c % m_cols != m_cols - 1)
            notRightCol |= WallMask(1) << c;
    }
    WallMask reach = 1;
    for (;;) {
        WallMask next = reach | (reach << m_cols) | (reach >> m_cols)
                        | ((reach & notRightCol) << 1) | ((reach & notLeftCol) >> 1);
        next &= free;
        if (next == reach)
            break;
        reach = next;
    }
    return (reach >> goal() & 1U) != 0;
}

Move Grid::transposedMove(Move m)
{
    switch (m) {
    case Move::Up: return Move::Left;
    case Move::Left: return Move::Up;
    case Move::Down: return Move::Right;
    case Move::Right: return Move::Down;
    }
    return m;
}

WallMask Grid::transposed(WallMask walls) const
{
    WallMask out = 0;
    for (int r = 0; r < m_rows; ++r)
        for (int c = 0; c < m_cols; ++c)
            if (walls >> (r * m_cols + c) & 1U)
                out |= WallMask(1) << (c * m_rows + r);
    return out;
}

Maze Grid::toMaze(WallMask walls) const
{
    Maze maze(m_rows, m_cols);
    for (int c = 0; c < cells(); ++c)
        if (walls >> c & 1U)
            maze.setBlocked(maze.cellAt(std::size_t(c)), true);
    return maze;
}

bool Grid::fromMaze(const Maze& maze, WallMask& walls) const
{
    if (maze.rows() != m_rows || maze.cols() != m_cols || !maze.hasDefaultStartGoal())
        return false;
    walls = 0;
    for (int c = 0; c < cells(); ++c)
        if (maze.cells()[std::size_t(c)] != 0)
            walls |= WallMask(1) << c;
    return true;
}

SatMaze Grid::satMaze(WallMask walls) const
{
    SatMaze maze;
    maze.cells = cells();
    maze.start = start();
    maze.goal = goal();
    maze.next.resize(std::size_t(cells()) * 4);
    for (int c = 0; c < cells(); ++c)
        for (Move m : kMoves)
            maze.next[std::size_t(c) * 4 + std::size_t(m)] = step(walls, c, m);
    return maze;
}

std::vector<int> SatMaze::distances(int from) const
{
    std::vector<int> dist(std::size_t(cells), -1);
    std::vector<int> queue;
    queue.reserve(std::size_t(cells));
    dist[std::size_t(from)] = 0;
    queue.push_back(from);
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int c = queue[head];
        for (Move m : kMoves) {
            const int n = step(c, m);
            if (dist[std::size_t(n)] < 0) {
                dist[std::size_t(n)] = dist[std::size_t(c)] + 1;
                queue.push_back(n);
            }
        }
    }
    return dist;
}

std::vector<WallMask> enumerateSolvable(const Grid& grid, Control& control)
{
    std::vector<WallMask> out;
    const int n = grid.cells();
    if (n > kMaxEnumerateCells)
        return out;
    if (n == 1) {
        out.push_back(0);
        return out;
    }
    // Inner cells 1..n-2 vary; start (bit 0) and goal (bit n-1) stay free.
    const std::uint64_t patterns = std::uint64_t(1) << (n - 2);
    for (std::uint64_t p = 0; p < patterns; ++p) {
        if (control.poll()) {
            out.clear();
            return out;
        }
        const WallMask walls = WallMask(p) << 1;
        if (grid.isSolvable(walls))
            out.push_back(walls);
    }
    return out;
}

std::vector<WallMask> sampleSolvable(const Grid& grid, std::size_t count, std::uint64_t seed,
                                     Control& control, bool* allMazes)
{
    if (allMazes)
        *allMazes = false;
    std::mt19937_64 rng(seed);
    const int n = grid.cells();
    if (n <= kMaxEnumerateCells && (std::uint64_t(1) << std::max(0, n - 2)) / 64 <= count) {
        std::vector<WallMask> all = enumerateSolvable(grid, control);
        if (all.empty())
            return all; // cancelled
        if (all.size() <= count) {
            if (allMazes)
                *allMazes = true;
            return all;
        }
        if (all.size() <= 2 * count) { // drawing would repeat mazes for long: choose instead
            for (std::size_t i = 0; i < count; ++i) // partial Fisher–Yates
                std::swap(all[i], all[i + std::uniform_int_distribution<std::size_t>(
                                              0, all.size() - 1 - i)(rng)]);
            all.resize(count);
            std::sort(all.begin(), all.end());
            return all;
        }
    }
    std::vector<WallMask> out;
    out.reserve(count);
    std::unordered_set<WallMask> seen;
    seen.reserve(count);
    std::uniform_real_distribution<double> density(0.1, 0.6);
    std::uniform_real_distribution<double> coin(0.0, 1.0);
    for (std::size_t misses = 0; out.size() < count && misses < 100000;) {
        if (control.poll()) {
            out.clear();
            return out;
        }
        const double p = density(rng);
        WallMask walls = 0;
        for (int c = 1; c + 1 < n; ++c)
            if (coin(rng) < p)
                walls |= WallMask(1) << c;
        if (grid.isSolvable(walls) && seen.insert(walls).second) {
            out.push_back(walls);
            misses = 0;
        } else {
            ++misses;
        }
    }
    return out;
}

bool solves(const Grid& grid, WallMask walls, const std::vector<Move>& moves)
{
    int pos = grid.start();
    if (pos == grid.goal())
        return true;
    for (Move m : moves) {
        pos = grid.step(walls, pos, m);
        if (pos == grid.goal())
            return true;
    }
    return false;
}

std::vector<std::size_t> unsolvedMazes(const Grid& grid, const std::vector<WallMask>& set,
                                       const std::vector<Move>& moves, std::size_t limit)
{
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < set.size() && out.size() < limit; ++i)
        if (!solves(grid, set[i], moves))
            out.push_back(i);
    return out;
}

} // namespace mazelab::simaso_sat
