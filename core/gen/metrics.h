#pragma once
// Maze metrics of Petercă 2024 §2.1 (M1–M5, M4-general with Table 4.2's multipliers) and the
// usual descriptive counts, over a PassageGrid (inactive cells are left out everywhere).
// "cells" below is rows · columns of the grid, as in the thesis' denominators.
//
// Definitions chosen where the thesis leaves a choice (stated so they can be compared):
//   M1 = solution length in cells (the shortest start→goal path, both ends counted) / cells;
//        0 when the goal is unreachable.
//   M2 = the largest distance (moves) between two dead ends / cells. Exact on perfect mazes
//        (the diameter of a tree runs between leaves; found by two BFS); on mazes with loops
//        it is the two-BFS estimate (a lower bound).
//   M3 = inner walls present between two active cells / cells.
//   M4 = T-intersections (cells with exactly one wall) / cells.
//   M4-general = Σ over cells of Table 4.2's multiplier for its number of walls / cells
//        (0 walls −0.1, 1 wall 0.1, 2 walls 0.4, 3 walls 0.2, 4 walls −1).
//   M5 = 1 / number of connected areas (through open walls).
// Complexity O(cells).

#include "core/gen/passagegrid.h"

#include <array>
#include <cstdint>

namespace mazelab::gen {

inline constexpr double kM4GeneralMultiplier[5] = {-0.1, 0.1, 0.4, 0.2, -1.0};

struct MazeMetrics {
    int rows = 0, cols = 0;
    int activeCells = 0;
    double m1 = 0, m2 = 0, m3 = 0, m4 = 0, m4General = 0, m5 = 0;
    int solutionLength = -1; // moves from start to goal, −1 when unreachable
    int deadEnds = 0; // one opening
    int junctions = 0; // three or four openings
    int tJunctions = 0; // exactly three openings
    int crossroads = 0; // four openings
    int closedCells = 0; // no opening
    int longestCorridor = 0; // most cells in a chain of two-opening cells (no branch inside)
    double straightness = 0; // share of two-opening cells that go straight through
    int areas = 0; // connected areas
    std::int64_t loops = 0; // independent cycles: passages − cells + areas
    bool perfect = false; // one area, no loop
    std::array<int, 16> cellTypes{}; // cells per wall code 0–15 (Petercă Fig. 2)
};

MazeMetrics computeMetrics(const PassageGrid& grid);

// Cell-type counts summed over a batch (the thesis' Tables 4.3–4.12: 100 mazes of 10 × 10).
struct CellTypeDistribution {
    std::array<std::int64_t, 16> counts{};
    std::int64_t total = 0;
    void add(const MazeMetrics& m);
    double share(int code) const
    {
        return total ? double(counts[std::size_t(code)]) / double(total) : 0;
    }
};

// BFS distances (moves) from `from` through open walls; −1 where unreachable.
std::vector<int> distancesFrom(const PassageGrid& grid, int from);
// Moves start and goal onto the two ends of the longest path found by two BFS (exact on
// perfect mazes): the "farthest pair". No-op on a grid without active cells.
void placeFarthest(PassageGrid& grid);

// Passages of a block maze (article 003's cavern question: "lots of short passages instead of
// long winding ones"), on the graph of its free cells joined to their free 4-neighbours.
// A node is a free cell whose degree is not 2 (a dead end, a junction, an isolated cell);
// a passage is a maximal chain of steps whose inner cells all have degree 2, from a node to a
// node (possibly the same one); a cycle without any node counts as one passage. Its length is
// its number of steps (block cells, so a grid maze's corridor of k passage cells is 2k − 2
// steps long). averageLength = steps / passages (0 without any step). O(cells).
struct PassageStats {
    std::int64_t steps = 0; // edges of the free-cell graph
    std::int64_t passages = 0;
    std::int64_t longest = 0;
    double averageLength = 0;
};
PassageStats passageStats(const Maze& maze);

} // namespace mazelab::gen
