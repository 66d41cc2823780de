#pragma once
// PassageGrid: a passage maze of rows × cols cells with walls between neighbours, the form the
// generators carve in (Petercă 2024, §2.1). Each cell stores which of its four walls are open
// and which neighbours exist; a Maze in block form ((2R+1) × (2C+1) cells, passage cells at odd
// coordinates, walls and wall corners between, article 003 "Mazes: Generalities") is made from
// it with toMaze() and read back with fromMaze().
//
// The wall code of a cell (Petercă Fig. 2; 0–15) has one bit per wall that is present, in the
// order North, East, South, West from the high bit: N = 8, E = 4, S = 2, W = 1 ("0100": only
// the East wall). A perfect maze has no cell with code 15 (closed) except a 1 × 1 grid.
//
// Masks: a cell can be made inactive (outside the shape); it has no neighbours, stays closed
// and is a wall block in toMaze(). Generators that support masks never enter it.

#include "core/maze.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace mazelab::gen {

enum Dir : int { North = 0, East = 1, South = 2, West = 3 };
inline constexpr Dir kDirs[4] = {North, East, South, West};
inline constexpr std::uint16_t kDirBit[4] = {8, 4, 2, 1}; // wall-code bit of each direction
inline constexpr Dir opposite(Dir d)
{
    return Dir((int(d) + 2) & 3);
}

class PassageGrid {
public:
    // All walls closed, every cell active; start (0,0), goal (rows-1, cols-1).
    // Precondition: rows, cols ≥ 1 and rows · cols < 2^31.
    PassageGrid(int rows = 1, int cols = 1);

    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    int size() const { return m_rows * m_cols; }
    int index(int row, int col) const { return row * m_cols + col; }
    int rowOf(int cell) const { return cell / m_cols; }
    int colOf(int cell) const { return cell % m_cols; }

    // The neighbouring cell in direction d, or -1 past the border or when either is inactive.
    int neighbour(int cell, Dir d) const
    {
        return (m_bits[std::size_t(cell)] & (kDirBit[d] << 4)) ? cell + m_delta[d] : -1;
    }
    // A hint that cell's bits will be read soon (generators that know their next cells).
    void prefetch(int cell) const { __builtin_prefetch(&m_bits[std::size_t(cell)]); }
    bool isOpen(int cell, Dir d) const { return (m_bits[std::size_t(cell)] & kDirBit[d]) != 0; }
    // Opens the wall between cell and its neighbour in d. Precondition: neighbour(cell, d) ≥ 0.
    void carve(int cell, Dir d)
    {
        m_bits[std::size_t(cell)] |= kDirBit[d];
        m_bits[std::size_t(cell + m_delta[d])] |= kDirBit[opposite(d)];
    }
    // Closes the wall between cell and its neighbour in d (no-op past the border).
    void addWall(int cell, Dir d);
    // Opens every wall between active neighbours (recursive division starts here).
    void openAll();
    // Bits N=8, E=4, S=2, W=1 of the open walls; the wall code is 15 minus it.
    int openBits(int cell) const { return m_bits[std::size_t(cell)] & 15; }
    int wallCode(int cell) const { return 15 - openBits(cell); }
    int degree(int cell) const;

    bool isActive(int cell) const { return (m_bits[std::size_t(cell)] & kInactive) == 0; }
    // Deactivating closes the cell's walls. Precondition: no generation in progress.
    void setActive(int cell, bool active);
    int activeCount() const;

    // A scratch mark for generators (visited); cleared with clearMarks().
    bool isMarked(int cell) const { return (m_bits[std::size_t(cell)] & kMark) != 0; }
    void mark(int cell) { m_bits[std::size_t(cell)] |= kMark; }
    void unmark(int cell) { m_bits[std::size_t(cell)] &= std::uint16_t(~kMark); }
    void clearMarks();

    Cell start() const { return m_start; }
    Cell goal() const { return m_goal; }
    void setStart(Cell c) { m_start = c; }
    void setGoal(Cell c) { m_goal = c; }

    // Block-maze geometry: the block index of a cell and of the wall on its side d.
    int blockCols() const { return 2 * m_cols + 1; }
    int blockIndex(int cell) const
    {
        return (2 * rowOf(cell) + 1) * blockCols() + 2 * colOf(cell) + 1;
    }
    int wallBlockIndex(int cell, Dir d) const;

    // The block maze. Precondition: 2·rows+1, 2·cols+1 ≤ Maze::kMaxSide.
    Maze toMaze() const;
    // Reads a block maze: odd sizes, walls at even-even positions ignored, a blocked passage
    // cell becomes inactive. nullopt when the sizes are even or a start/goal is on a wall.
    static std::optional<PassageGrid> fromMaze(const Maze& maze);

    // Weave crossings (gen_weave.cpp; Maze's Crossing): cells whose four walls are open and
    // where the North–South passage (verticalOnTop) or the East–West one passes over the
    // other without meeting it. toMaze() / fromMaze() carry them to the block maze's cells.
    struct GridCrossing {
        int cell;
        bool verticalOnTop;
        friend bool operator==(const GridCrossing&, const GridCrossing&) = default;
    };
    const std::vector<GridCrossing>& crossings() const { return m_crossings; }
    void addCrossing(int cell, bool verticalOnTop) { m_crossings.push_back({cell, verticalOnTop}); }

    friend bool operator==(const PassageGrid&, const PassageGrid&) = default;

private:
    static constexpr std::uint16_t kMark = 1u << 8;
    static constexpr std::uint16_t kInactive = 1u << 9;
    void relink(int cell);

    int m_rows;
    int m_cols;
    int m_delta[4];
    std::vector<std::uint16_t> m_bits; // 0-3 open, 4-7 neighbour exists, 8 mark, 9 inactive
    Cell m_start;
    Cell m_goal;
    std::vector<GridCrossing> m_crossings;
};

} // namespace mazelab::gen
