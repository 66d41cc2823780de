// Cavern mazes (article 003, "Cavern mazes"): a block maze with none of the three forbidden
// 2 × 2 patterns (all wall, all passage, checkerboard). Such a maze is the inside of a
// Hamiltonian cycle on the grid of pixel corners: every corner lies on the wall/passage
// frontier exactly once, so no 2 × 2 block is uniform or a checkerboard, and the passage is
// one tree-shaped area. The cycle is a unicursal path (unicursal.cpp) between two
// neighbouring corners, closed.
//
// For ROWS × COLS the block maze has (2·ROWS+1) × (2·COLS+1) cells like every other generator;
// its 2·ROWS × 2·COLS inner corners carry the cycle. Trace: one step per passage cell, in
// scan order.
#include "core/gen/generators.h"
#include "core/gen/unicursal.h"
#include "core/trace/celltrace.h"

namespace mazelab::gen {

Maze cavern(int rows, int cols, const GenParams&, Control& control, CellTrace* trace)
{
    const int a = 2 * rows, b = 2 * cols; // corner points
    if (std::int64_t(a) * b > 250'000)
        throw GenerateError("cavern mazes are limited to 62,500 cells (250,000 corners)");
    std::vector<int> path
        = hamiltonianPath(a, b, {0, 0}, {1, 0}, control, 400 * std::int64_t(a) * b + 100000);
    Maze maze(a + 1, b + 1);
    maze.fill(true);
    if (path.empty())
        return maze; // stopped
    // Vertical cycle edges: point (i-1, j) – (i, j) separates pixels (i, j) and (i, j+1).
    std::vector<char> vertical(std::size_t(a + 1) * std::size_t(b), 0);
    for (std::size_t k = 0; k < path.size(); ++k) {
        const int p = path[k], q = path[(k + 1) % path.size()]; // closed: last → first
        if (q - p == b || p - q == b) {
            const int lower = std::max(p, q); // the point (i, j) with i the larger row
            vertical[std::size_t(lower / b) * std::size_t(b) + std::size_t(lower % b)] = 1;
        }
    }
    Cell first{-1, -1}, last{-1, -1};
    for (int i = 1; i < a; ++i) {
        bool inside = false;
        for (int j = 0; j <= b; ++j) {
            if (inside) {
                maze.setBlocked({i, j}, false);
                if (first.row < 0)
                    first = {i, j};
                last = {i, j};
                if (trace) {
                    trace->set(0, i * (b + 1) + j, 1);
                    trace->move(0, i * (b + 1) + j);
                    trace->endStep();
                }
            }
            if (j < b && vertical[std::size_t(i) * std::size_t(b) + std::size_t(j)])
                inside = !inside;
        }
    }
    maze.setStart(first);
    maze.setGoal(last);
    return maze;
}

} // namespace mazelab::gen
