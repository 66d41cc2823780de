#pragma once
// The grid of a rows×cols size as bit masks (≤ 64 cells, bit c = cell c in row-major order):
// neighbours, start–goal connectivity and the optimistic distance of a partial walk. Start cell
// 0, goal cell rows·cols − 1. Shared by every search on partial mazes (issue 17): the trajectory
// tree (frontiertree.h), the fix-up suffixes (tailfix.h), the window rewrites and the SAT
// descent. Nusser 2016 §2.1: a maze counts only while start and goal are connected.

#include "core/simaso/streamverify.h"

#include <cstdint>
#include <vector>

namespace mazelab {

class PartialGrid {
public:
    PartialGrid(int rows, int cols); // precondition: 2 <= rows·cols <= 64
    int cells() const { return m_cells; }
    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    // The cell a move from `cell` leads to, or -1 at the border.
    int neighbour(int cell, Move m) const
    {
        return m_nb[std::size_t(cell) * 4 + std::size_t(m)];
    }
    int goal() const { return m_cells - 1; }
    // Start and goal connected through the cells not in `blocked` (the start seeds the fill
    // even when blocked). The hot test of every exact count: FrontierTree::step asks it for
    // each unknown cell a partial maze walks into, taken as blocked.
    bool connected(std::uint64_t blocked) const;
    // Moves from w.pos to the goal through cells not known blocked (a lower bound for every
    // maze of w); -1 if there is no such path.
    int optimisticDistance(const PartialWalk& w) const;
    // Applies m to w, appending the 0–2 resulting walks that have not reached the goal to out
    // (an unknown target cell branches into "blocked" — kept only while solvable — and "free").
    void step(const PartialWalk& w, Move m, std::vector<PartialWalk>& out) const;

private:
    std::uint64_t grow(std::uint64_t reach) const;
    int m_rows;
    int m_cols;
    int m_cells;
    std::uint64_t m_all = 0;
    std::uint64_t m_notFirstCol = 0;
    std::uint64_t m_notLastCol = 0;
    std::vector<int> m_nb; // cell·4 + move -> neighbour or -1
};

} // namespace mazelab
