#pragma once
// QuizOverlay: the Quiz tab's layer on its MazeView — the marked cells (A, B), the cell the
// user picked, and after an answer the explanation: the path(s) drawn through the cells' centres
// and the right cell outlined. (The mouse's visit counts are MouseOverlay's, as in the Mouse
// mode.)

#include "core/maze.h"
#include "ui/mazeoverlay.h"

#include <QString>

#include <utility>
#include <vector>

namespace mazelab {

class QuizOverlay : public MazeOverlay {
public:
    std::vector<std::pair<Cell, QString>> marks; // letters on cells
    std::vector<Cell> path;                      // shown when revealed
    std::vector<Cell> path2;
    Cell picked{-1, -1};                         // the user's cell answer
    Cell answer{-1, -1};                         // the right cell, outlined when revealed
    bool revealed = false;

    void paint(QPainter& painter, double cellSize, QRect visibleCells) override;
};

} // namespace mazelab
