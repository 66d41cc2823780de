#pragma once
// SolveOverlay: a solver's search on the maze, from its trace state (core/solve/solvers.h):
// frontier cells green, visited / closed cells blue, filled dead ends grey, the final path
// orange, the current cell a dark disc. Used by the Solve frames on screen and, off-screen,
// by the GIF export and `mazelab-cli animate solve` (paint() touches no widget).

#include "ui/mazeoverlay.h"

#include <cstdint>
#include <vector>

namespace mazelab {

class SolveOverlay : public MazeOverlay {
public:
    int cols = 0;
    const std::vector<std::int32_t>* cells = nullptr; // layer 0 of the trace state (codes)
    std::int32_t current = -1;                       // marker 0: cell index or -1

    void paint(QPainter& painter, double cellSize, QRect visibleCells) override;
};

} // namespace mazelab
