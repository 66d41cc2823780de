#pragma once
// Maze: an n-row x m-column grid of free / blocked cells with a start and a goal cell.
// Nusser 2016, §2.1: a move into a blocked cell or off the grid leaves the position unchanged.
// Cells are stored row-major in a flat vector (index = row * cols + col).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mazelab {

struct Cell {
    int row = 0;
    int col = 0;
    friend bool operator==(const Cell&, const Cell&) = default;
};

// A weave crossing (issue 14, Buck "Mazes for Programmers" ch. 11): at a free cell whose four
// neighbours are free two passages cross without meeting, the vertical one on top (a bridge)
// or underneath. A crossing is data beside the cells: an algorithm that does not read it sees
// a crossroads there, i.e. a superset of the weave's moves. Valid only while the cell and its
// four neighbours stay free (isValidCrossing); transforms move it, resize/fill keep valid ones.
struct Crossing {
    Cell cell;
    bool verticalOnTop = true;
    friend bool operator==(const Crossing&, const Crossing&) = default;
};

enum class Move : std::uint8_t { Up = 0, Down = 1, Left = 2, Right = 3 };

// 'u','d','l','r' (case-insensitive) -> Move; nullopt for anything else.
std::optional<Move> moveFromChar(char c);
char moveToChar(Move m);
// Parses "drddruurrdd" (spaces ignored); nullopt if a character is not a move.
std::optional<std::vector<Move>> parseMoves(std::string_view text);
std::string movesToString(const std::vector<Move>& moves);
inline Cell stepCell(Cell c, Move m)
{
    switch (m) {
    case Move::Up: return {c.row - 1, c.col};
    case Move::Down: return {c.row + 1, c.col};
    case Move::Left: return {c.row, c.col - 1};
    case Move::Right: return {c.row, c.col + 1};
    }
    return c;
}

class Maze {
public:
    static constexpr int kMaxSide = 4096;

    // An empty (all free) maze; start top-left, goal bottom-right.
    // Precondition: 1 <= rows, cols <= kMaxSide.
    Maze(int rows = 1, int cols = 1);

    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    std::size_t cellCount() const { return m_cells.size(); }
    bool contains(Cell c) const { return c.row >= 0 && c.col >= 0 && c.row < m_rows && c.col < m_cols; }
    std::size_t index(Cell c) const { return std::size_t(c.row) * std::size_t(m_cols) + std::size_t(c.col); }
    Cell cellAt(std::size_t index) const { return {int(index / std::size_t(m_cols)), int(index % std::size_t(m_cols))}; }

    // Precondition: contains(c).
    bool isBlocked(Cell c) const { return m_cells[index(c)] != 0; }
    bool isFree(Cell c) const { return contains(c) && m_cells[index(c)] == 0; }
    void setBlocked(Cell c, bool blocked) { m_cells[index(c)] = blocked ? 1 : 0; }
    void fill(bool blocked);
    std::size_t freeCount() const;
    const std::vector<std::uint8_t>& cells() const { return m_cells; }

    Cell start() const { return m_start; }
    Cell goal() const { return m_goal; }
    // Precondition: contains(c).
    void setStart(Cell c) { m_start = c; }
    void setGoal(Cell c) { m_goal = c; }
    Cell defaultStart() const { return {0, 0}; }
    Cell defaultGoal() const { return {m_rows - 1, m_cols - 1}; }
    bool hasDefaultStartGoal() const { return m_start == defaultStart() && m_goal == defaultGoal(); }

    // Nusser §2.1 step function.
    Cell step(Cell from, Move m) const
    {
        const Cell to = stepCell(from, m);
        return isFree(to) ? to : from;
    }
    Cell run(Cell from, const std::vector<Move>& moves) const;

    // Cells reachable from `from` through free cells (4-connected); empty if `from` is blocked.
    std::vector<bool> reachable(Cell from) const;
    // Start and goal free and 4-connected.
    bool isSolvable() const;
    // Length of a shortest start->goal path in moves, or -1.
    int shortestPathLength() const;

    // Geometric transforms. Start and goal follow the cells they mark.
    Maze transposed() const;
    Maze mirroredHorizontally() const; // left <-> right
    Maze mirroredVertically() const;   // top <-> bottom
    Maze rotatedClockwise() const;
    Maze rotatedCounterClockwise() const;
    Maze inverted() const;             // free <-> blocked; start/goal stay
    // Keeps the overlapping top-left content; new cells are free. Start/goal are clamped,
    // except that a default goal stays at the (new) bottom-right.
    Maze resized(int rows, int cols) const;

    // Weave crossings (see Crossing), in any order; empty for every non-weave maze.
    const std::vector<Crossing>& crossings() const { return m_crossings; }
    void setCrossings(std::vector<Crossing> crossings) { m_crossings = std::move(crossings); }
    // A listed crossing whose cell and four neighbours are free.
    bool isValidCrossing(const Crossing& x) const
    {
        const Cell c = x.cell;
        return isFree(c) && isFree({c.row - 1, c.col}) && isFree({c.row + 1, c.col})
               && isFree({c.row, c.col - 1}) && isFree({c.row, c.col + 1});
    }

    friend bool operator==(const Maze&, const Maze&) = default;

private:
    int m_rows;
    int m_cols;
    std::vector<std::uint8_t> m_cells;
    Cell m_start;
    Cell m_goal;
    std::vector<Crossing> m_crossings;
};

} // namespace mazelab
