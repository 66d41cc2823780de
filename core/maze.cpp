#include "core/maze.h"

#include <algorithm>
#include <cassert>
#include <deque>

namespace mazelab {

std::optional<Move> moveFromChar(char c)
{
    switch (c) {
    case 'u': case 'U': return Move::Up;
    case 'd': case 'D': return Move::Down;
    case 'l': case 'L': return Move::Left;
    case 'r': case 'R': return Move::Right;
    default: return std::nullopt;
    }
}

char moveToChar(Move m)
{
    static constexpr char kChars[] = {'u', 'd', 'l', 'r'};
    return kChars[static_cast<int>(m)];
}

std::optional<std::vector<Move>> parseMoves(std::string_view text)
{
    std::vector<Move> moves;
    moves.reserve(text.size());
    for (char c : text) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',')
            continue;
        const auto m = moveFromChar(c);
        if (!m)
            return std::nullopt;
        moves.push_back(*m);
    }
    return moves;
}

std::string movesToString(const std::vector<Move>& moves)
{
    std::string s;
    s.reserve(moves.size());
    for (Move m : moves)
        s.push_back(moveToChar(m));
    return s;
}

Maze::Maze(int rows, int cols)
    : m_rows(std::clamp(rows, 1, kMaxSide)), m_cols(std::clamp(cols, 1, kMaxSide)),
      m_cells(std::size_t(m_rows) * std::size_t(m_cols), 0), m_start{0, 0},
      m_goal{m_rows - 1, m_cols - 1}
{
    assert(rows >= 1 && cols >= 1 && rows <= kMaxSide && cols <= kMaxSide);
}

void Maze::fill(bool blocked)
{
    std::fill(m_cells.begin(), m_cells.end(), blocked ? 1 : 0);
    if (blocked)
        m_crossings.clear(); // no free cell left for them
}

std::size_t Maze::freeCount() const
{
    return std::size_t(std::count(m_cells.begin(), m_cells.end(), std::uint8_t(0)));
}

Cell Maze::run(Cell from, const std::vector<Move>& moves) const
{
    for (Move m : moves)
        from = step(from, m);
    return from;
}

std::vector<bool> Maze::reachable(Cell from) const
{
    std::vector<bool> seen(m_cells.size(), false);
    if (!isFree(from))
        return seen;
    std::vector<Cell> stack{from};
    seen[index(from)] = true;
    while (!stack.empty()) {
        const Cell c = stack.back();
        stack.pop_back();
        for (Move m : {Move::Up, Move::Down, Move::Left, Move::Right}) {
            const Cell n = stepCell(c, m);
            if (isFree(n) && !seen[index(n)]) {
                seen[index(n)] = true;
                stack.push_back(n);
            }
        }
    }
    return seen;
}

bool Maze::isSolvable() const
{
    if (!isFree(m_start) || !isFree(m_goal))
        return false;
    return reachable(m_start)[index(m_goal)];
}

int Maze::shortestPathLength() const
{
    if (!isFree(m_start) || !isFree(m_goal))
        return -1;
    std::vector<int> dist(m_cells.size(), -1);
    std::deque<Cell> queue{m_start};
    dist[index(m_start)] = 0;
    while (!queue.empty()) {
        const Cell c = queue.front();
        queue.pop_front();
        if (c == m_goal)
            return dist[index(c)];
        for (Move m : {Move::Up, Move::Down, Move::Left, Move::Right}) {
            const Cell n = stepCell(c, m);
            if (isFree(n) && dist[index(n)] < 0) {
                dist[index(n)] = dist[index(c)] + 1;
                queue.push_back(n);
            }
        }
    }
    return -1;
}

namespace {
// The crossings of `from` that are valid in `maze`, each moved by `dst` (a cell of `from` to its
// cell in `maze`); `swapAxes` when the transform turns vertical passages horizontal (transpose,
// quarter turns), so the passage on top stays the same passage.
template <typename Dst>
std::vector<Crossing> movedCrossings(const Maze& from, const Maze& maze, Dst dst, bool swapAxes)
{
    std::vector<Crossing> out;
    for (const Crossing& x : from.crossings()) {
        const Crossing moved{dst(x.cell), swapAxes ? !x.verticalOnTop : x.verticalOnTop};
        if (maze.contains(moved.cell) && maze.isValidCrossing(moved))
            out.push_back(moved);
    }
    return out;
}

// Builds a maze of size rows x cols where cell (r,c) of the result comes from src(map(r,c));
// start, goal and the weave crossings move by dst (the inverse of map).
template <typename Map, typename Dst>
Maze remap(const Maze& src, int rows, int cols, Map map, Dst dst, bool swapAxes)
{
    Maze out(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            out.setBlocked({r, c}, src.isBlocked(map(Cell{r, c})));
    out.setStart(dst(src.start()));
    out.setGoal(dst(src.goal()));
    out.setCrossings(movedCrossings(src, out, dst, swapAxes));
    return out;
}

Cell same(Cell c)
{
    return c;
}
} // namespace

Maze Maze::transposed() const
{
    auto t = [](Cell c) { return Cell{c.col, c.row}; };
    return remap(*this, m_cols, m_rows, t, t, true);
}

Maze Maze::mirroredHorizontally() const
{
    auto t = [this](Cell c) { return Cell{c.row, m_cols - 1 - c.col}; };
    return remap(*this, m_rows, m_cols, t, t, false);
}

Maze Maze::mirroredVertically() const
{
    auto t = [this](Cell c) { return Cell{m_rows - 1 - c.row, c.col}; };
    return remap(*this, m_rows, m_cols, t, t, false);
}

Maze Maze::rotatedClockwise() const
{
    // new(r, c) = old(rows-1-c, r); old(r, c) -> new(c, rows-1-r)
    auto src = [this](Cell c) { return Cell{m_rows - 1 - c.col, c.row}; };
    auto dst = [this](Cell c) { return Cell{c.col, m_rows - 1 - c.row}; };
    return remap(*this, m_cols, m_rows, src, dst, true);
}

Maze Maze::rotatedCounterClockwise() const
{
    // new(r, c) = old(c, cols-1-r); old(r, c) -> new(cols-1-c, r)
    auto src = [this](Cell c) { return Cell{c.col, m_cols - 1 - c.row}; };
    auto dst = [this](Cell c) { return Cell{m_cols - 1 - c.col, c.row}; };
    return remap(*this, m_cols, m_rows, src, dst, true);
}

Maze Maze::inverted() const
{
    Maze out = *this;
    for (auto& v : out.m_cells)
        v = v ? 0 : 1;
    out.m_crossings = movedCrossings(*this, out, same, false); // those still valid (none)
    return out;
}

Maze Maze::resized(int rows, int cols) const
{
    Maze out(rows, cols);
    for (int r = 0; r < std::min(rows, m_rows); ++r)
        for (int c = 0; c < std::min(cols, m_cols); ++c)
            out.setBlocked({r, c}, isBlocked({r, c}));
    auto clampCell = [&](Cell c) {
        return Cell{std::min(c.row, out.m_rows - 1), std::min(c.col, out.m_cols - 1)};
    };
    out.m_start = clampCell(m_start);
    out.m_goal = m_goal == defaultGoal() ? out.defaultGoal() : clampCell(m_goal);
    out.m_crossings = movedCrossings(*this, out, same, false);
    return out;
}

} // namespace mazelab
