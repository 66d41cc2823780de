#pragma once
// MouseOverlay: the Mouse mode's layer on a MazeView — visit counts as colours and numbers, the
// mouse (a disc that carries its cell's number), the entrance arrow above the board and the exit
// arrow below it, and (optionally) the loop-less structure. It paints only into the given
// painter, so the view, GIF frames and the search thumbnail share it (renderMouseImage).

#include "core/maze.h"
#include "ui/colorscale.h"
#include "ui/mazeoverlay.h"

#include <QColor>
#include <QImage>
#include <QString>

#include <cstdint>
#include <utility>
#include <vector>

class QFont;

namespace mazelab {

class MouseOverlay : public MazeOverlay {
public:
    int rows = 0, cols = 0;
    std::vector<std::int64_t> visits; // row-major, at the shown turn
    std::int64_t maxVisit = 0;        // colour scale top (the whole walk's maximum)
    int mouse = -1;                   // cell index of the mouse, -1: none (outside)
    int entryCol = 0, exitCol = 0;
    ColorScaleKind scale = ColorScaleKind::GreenYellow;
    // Loop-less view: per cell 0 none, 1 main path, 2+k side path k; labels per side path.
    std::vector<int> structure;
    std::vector<std::pair<int, QString>> labels; // cell index -> text

    static inline const QColor kMouseColour{0x5a, 0x4a, 0x42};

    void paint(QPainter& p, double cs, QRect visible) override;
    static QColor sideColour(int k);

private:
    void paintMouse(QPainter& p, double cs, const QFont& numberFont) const;
    static void drawArrow(QPainter& p, QPointF tip, double cs);
};

// `maze` with `overlay` (rows, cols set from the maze) on white, `cellPx` per cell and one cell
// of margin all round for the arrows: (cols + 2) × (rows + 2) cells.
QImage renderMouseImage(const Maze& maze, MouseOverlay overlay, int cellPx);

} // namespace mazelab
