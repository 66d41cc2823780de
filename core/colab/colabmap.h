#pragma once
// A CoLab player's knowledge of the maze and its route planner (Petercă 2024, §4.3: the
// "DFSHeuristic" that plans "taking into account both visible cells and unknown cells", with
// a penalty for unknown cells, UNKNOWN_CELL_MODIFIER). MazeLab plans a cheapest route by A*
// (Manhattan distance: every step costs at least 1): a known free cell costs 1 to enter, an
// unknown one `unknownCost`, a known wall is impassable; of equally cheap routes the one
// settled first wins (equal estimates in row-major order, neighbours tried down, right, up,
// left), so a plan is deterministic.

#include "core/gen/genrandom.h"
#include "core/maze.h"

#include <cstdint>
#include <vector>

namespace mazelab::colab {

using Random = gen::GenRandom;

enum class Knowledge : std::uint8_t { Unknown = 0, Free = 1, Blocked = 2 };

class KnownMap {
public:
    KnownMap(int rows, int cols)
        : m_rows(rows), m_cols(cols), m_cells(std::size_t(rows) * std::size_t(cols))
    {
    }
    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    bool contains(Cell c) const { return c.row >= 0 && c.col >= 0 && c.row < m_rows && c.col < m_cols; }
    std::size_t index(Cell c) const { return std::size_t(c.row) * std::size_t(m_cols) + std::size_t(c.col); }
    Cell cellAt(std::size_t i) const { return {int(i / std::size_t(m_cols)), int(i % std::size_t(m_cols))}; }
    // Outside the board counts as a known wall.
    Knowledge at(Cell c) const { return contains(c) ? m_cells[index(c)] : Knowledge::Blocked; }
    bool knows(Cell c) const { return at(c) != Knowledge::Unknown; }
    // Records the true state of `c` from `maze`; true when it was unknown before.
    bool learn(const Maze& maze, Cell c);
    std::size_t knownCount() const { return m_known; }
    std::size_t size() const { return m_cells.size(); }

private:
    int m_rows;
    int m_cols;
    std::vector<Knowledge> m_cells;
    std::size_t m_known = 0;
};

// The cheapest route from `from` to `goal` on `map` (cells after `from`, ending with `goal`);
// unknown cells cost `unknownCost` (≥ 1), or are not entered at all when `unknownCost` is 0
// (then only a route over known free cells counts). Empty when there is none or from == goal.
std::vector<Cell> planRoute(const KnownMap& map, Cell from, Cell goal, double unknownCost);

// True when `map` holds a whole route of known free cells from `from` to `goal`.
bool knowsRoute(const KnownMap& map, Cell from, Cell goal);

// The move from `from` to the 4-neighbour `to`.
Move moveTowards(Cell from, Cell to);

// Shortest number of moves on the true maze (BFS); -1 when unreachable.
int trueDistance(const Maze& maze, Cell from, Cell to);

} // namespace mazelab::colab
