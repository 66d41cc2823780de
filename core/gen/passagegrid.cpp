#include "core/gen/passagegrid.h"

#include <bit>
#include <cassert>

namespace mazelab::gen {

PassageGrid::PassageGrid(int rows, int cols)
    : m_rows(rows), m_cols(cols), m_delta{-cols, 1, cols, -1},
      m_bits(std::size_t(rows) * std::size_t(cols), 0), m_start{0, 0}, m_goal{rows - 1, cols - 1}
{
    assert(rows >= 1 && cols >= 1);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            std::uint16_t links = 0;
            if (r > 0)
                links |= kDirBit[North] << 4;
            if (c + 1 < cols)
                links |= kDirBit[East] << 4;
            if (r + 1 < rows)
                links |= kDirBit[South] << 4;
            if (c > 0)
                links |= kDirBit[West] << 4;
            m_bits[std::size_t(index(r, c))] = links;
        }
    }
}

void PassageGrid::addWall(int cell, Dir d)
{
    const int n = neighbour(cell, d);
    if (n < 0)
        return;
    m_bits[std::size_t(cell)] &= std::uint16_t(~kDirBit[d]);
    m_bits[std::size_t(n)] &= std::uint16_t(~kDirBit[opposite(d)]);
}

void PassageGrid::openAll()
{
    for (auto& b : m_bits)
        b = std::uint16_t((b & ~15u) | ((b >> 4) & 15u));
}

int PassageGrid::degree(int cell) const
{
    return std::popcount(unsigned(openBits(cell)));
}

void PassageGrid::relink(int cell)
{
    const int r = rowOf(cell), c = colOf(cell);
    std::uint16_t links = 0;
    if (isActive(cell)) {
        if (r > 0 && isActive(cell - m_cols))
            links |= kDirBit[North] << 4;
        if (c + 1 < m_cols && isActive(cell + 1))
            links |= kDirBit[East] << 4;
        if (r + 1 < m_rows && isActive(cell + m_cols))
            links |= kDirBit[South] << 4;
        if (c > 0 && isActive(cell - 1))
            links |= kDirBit[West] << 4;
    }
    auto& b = m_bits[std::size_t(cell)];
    b = std::uint16_t((b & ~0xF0u) | links);
    b = std::uint16_t(b & ~(15u & ~unsigned(links >> 4))); // no open wall without a neighbour
}

void PassageGrid::setActive(int cell, bool active)
{
    auto& b = m_bits[std::size_t(cell)];
    b = active ? std::uint16_t(b & ~kInactive) : std::uint16_t(b | kInactive);
    const int r = rowOf(cell), c = colOf(cell);
    relink(cell);
    if (r > 0)
        relink(cell - m_cols);
    if (c + 1 < m_cols)
        relink(cell + 1);
    if (r + 1 < m_rows)
        relink(cell + m_cols);
    if (c > 0)
        relink(cell - 1);
}

int PassageGrid::activeCount() const
{
    int n = 0;
    for (const auto b : m_bits)
        n += (b & kInactive) ? 0 : 1;
    return n;
}

void PassageGrid::clearMarks()
{
    for (auto& b : m_bits)
        b = std::uint16_t(b & ~kMark);
}

int PassageGrid::wallBlockIndex(int cell, Dir d) const
{
    static constexpr int dr[4] = {-1, 0, 1, 0};
    static constexpr int dc[4] = {0, 1, 0, -1};
    return (2 * rowOf(cell) + 1 + dr[d]) * blockCols() + 2 * colOf(cell) + 1 + dc[d];
}

Maze PassageGrid::toMaze() const
{
    Maze maze(2 * m_rows + 1, 2 * m_cols + 1);
    maze.fill(true);
    for (int r = 0; r < m_rows; ++r) {
        for (int c = 0; c < m_cols; ++c) {
            const int cell = index(r, c);
            if (!isActive(cell))
                continue;
            maze.setBlocked({2 * r + 1, 2 * c + 1}, false);
            if (isOpen(cell, East))
                maze.setBlocked({2 * r + 1, 2 * c + 2}, false);
            if (isOpen(cell, South))
                maze.setBlocked({2 * r + 2, 2 * c + 1}, false);
        }
    }
    maze.setStart({2 * m_start.row + 1, 2 * m_start.col + 1});
    maze.setGoal({2 * m_goal.row + 1, 2 * m_goal.col + 1});
    if (!m_crossings.empty()) {
        std::vector<Crossing> crossings;
        for (const GridCrossing& x : m_crossings)
            crossings.push_back({{2 * rowOf(x.cell) + 1, 2 * colOf(x.cell) + 1}, x.verticalOnTop});
        maze.setCrossings(std::move(crossings));
    }
    return maze;
}

std::optional<PassageGrid> PassageGrid::fromMaze(const Maze& maze)
{
    if (maze.rows() % 2 == 0 || maze.cols() % 2 == 0 || maze.rows() < 3 || maze.cols() < 3)
        return std::nullopt;
    const Cell s = maze.start(), g = maze.goal();
    if (s.row % 2 == 0 || s.col % 2 == 0 || g.row % 2 == 0 || g.col % 2 == 0)
        return std::nullopt;
    PassageGrid grid(maze.rows() / 2, maze.cols() / 2);
    for (int r = 0; r < grid.rows(); ++r)
        for (int c = 0; c < grid.cols(); ++c)
            if (maze.isBlocked({2 * r + 1, 2 * c + 1}))
                grid.setActive(grid.index(r, c), false);
    for (int r = 0; r < grid.rows(); ++r) {
        for (int c = 0; c < grid.cols(); ++c) {
            const int cell = grid.index(r, c);
            if (grid.neighbour(cell, East) >= 0 && maze.isFree({2 * r + 1, 2 * c + 2}))
                grid.carve(cell, East);
            if (grid.neighbour(cell, South) >= 0 && maze.isFree({2 * r + 2, 2 * c + 1}))
                grid.carve(cell, South);
        }
    }
    grid.setStart({s.row / 2, s.col / 2});
    grid.setGoal({g.row / 2, g.col / 2});
    for (const Crossing& x : maze.crossings())
        if (x.cell.row % 2 == 1 && x.cell.col % 2 == 1 && maze.isValidCrossing(x))
            grid.addCrossing(grid.index(x.cell.row / 2, x.cell.col / 2), x.verticalOnTop);
    return grid;
}

} // namespace mazelab::gen
