#pragma once
// MazeOverlay: a layer a MazeView paints above the cells and below the start / goal markers
// (visit counts, paths, tokens, mouse positions, ...). Overlays are owned by whoever adds them;
// call MazeView::updateOverlays() when an overlay's content changes.

#include <QRect>

class QPainter;

namespace mazelab {

class MazeOverlay {
public:
    virtual ~MazeOverlay() = default;
    // The painter's origin is the top-left corner of cell (0, 0); a cell is `cellSize` pixels
    // wide and high (may be below 1 for huge mazes). Paint only what lies in `visibleCells`
    // (x = column, y = row; already clipped to the maze) to stay fast on big mazes.
    virtual void paint(QPainter& painter, double cellSize, QRect visibleCells) = 0;
};

} // namespace mazelab
