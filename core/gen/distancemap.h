#pragma once
// Distances and the longest path over the free cells of a maze in block form, for the
// Generate mode's overlays (Buck, "Mazes for Programmers", ch. 3: Dijkstra's distances as a
// colour ramp, and the longest path — the diameter of a tree, found by two BFS passes: the
// farthest cell a from any cell, then the farthest cell b from a; a → b is the longest path
// exactly on a perfect maze and a lower bound otherwise). Works on every generator's output,
// block-only ones (cellular, cavern) included. O(cells) time and memory; polls the Control.

#include "core/control.h"
#include "core/maze.h"

#include <cstdint>
#include <vector>

namespace mazelab::gen {

struct DistanceMap {
    int rows = 0, cols = 0;
    std::vector<std::int32_t> distance; // moves from `from` per block cell; −1 unreachable
    std::int32_t maxDistance = 0;       // the largest distance reached (0 when none)
    std::vector<std::int32_t> longestPath; // cell indices, one end to the other (≥ 1 cell)
    bool complete = false;              // false: stopped by the Control (partial)
};

// BFS distances (4-neighbourhood through free cells) from `from`. Blocked or outside `from`:
// every distance −1.
std::vector<std::int32_t> blockDistances(const Maze& maze, Cell from, Control& control);

// Distances from the maze's start (or, when the start is blocked, from the first free cell in
// row-major order) and the longest path through that cell's connected area.
DistanceMap computeDistanceMap(const Maze& maze, Control& control);

} // namespace mazelab::gen
