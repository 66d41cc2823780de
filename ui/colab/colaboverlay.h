#pragma once
// ColabOverlay: a CoLab game (Petercă 2024, §4.3) on its maze — what each player knows, their
// trails, their finishes and where they stand — painted from the game's trace state (core/colab
// /colabgame.h: layers 0 and 1 = A's and B's knowledge, markers 0 and 1 = the players). Used by
// the CoLab view and, off-screen, by the GIF export (paint() touches no widget).
//
// Shown from one side or both: as A sees it (cells A does not know are veiled), as B sees it,
// or both (tinted by who knows a cell: blue A, orange B, violet both; unknown to both veiled).
// A cell learned in a trade carries a small diamond in the giver's colour.

#include "core/maze.h"
#include "ui/mazeoverlay.h"

#include <QColor>
#include <cstdint>
#include <vector>

namespace mazelab {

class ColabOverlay : public MazeOverlay {
public:
    enum class Show { Both, A, B };
    static QColor colourA();
    static QColor colourB();

    Show show = Show::Both;
    int cols = 1;
    // Knowledge per cell (row-major), as the trace's layers 0 and 1; empty: nothing drawn.
    const std::vector<std::int32_t>* knownA = nullptr;
    const std::vector<std::int32_t>* knownB = nullptr;
    std::vector<Cell> trailA; // positions from the start to the shown step
    std::vector<Cell> trailB;
    Cell goalA{-1, -1};       // A's finish (B's start)
    Cell goalB{-1, -1};

    void paint(QPainter& painter, double cellSize, QRect visibleCells) override;
};

} // namespace mazelab
