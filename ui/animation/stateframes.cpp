#include "ui/animation/stateframes.h"

#include <QPainter>

#include <algorithm>

namespace mazelab {

void StateOverlay::paint(QPainter& p, double cellSize, QRect visible)
{
    if (!cells || cols <= 0 || !colourOf)
        return;
    const int rows = int(cells->size()) / cols;
    const QRect all(0, 0, cols, rows);
    const QRect r = visible.isValid() ? visible.intersected(all) : all;
    for (int row = r.top(); row <= r.bottom(); ++row)
        for (int col = r.left(); col <= r.right(); ++col) {
            const QColor c = colourOf(
                (*cells)[std::size_t(row) * std::size_t(cols) + std::size_t(col)]);
            if (c.isValid())
                p.fillRect(QRectF(col * cellSize, row * cellSize, cellSize, cellSize), c);
        }
    if (current >= 0) {
        p.save();
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setPen(Qt::NoPen);
        p.setBrush(currentColour);
        const double d = std::max(2.0, cellSize * currentSize);
        p.drawEllipse(QPointF((current % cols + 0.5) * cellSize, (current / cols + 0.5) * cellSize),
                      d / 2, d / 2);
        p.restore();
    }
}

StateFrames::StateFrames(Maze maze, std::shared_ptr<const CellTrace> trace,
                         StateOverlay::Palette palette)
    : MazeTraceFrames(std::move(maze), std::move(trace))
{
    m_overlay.cols = this->maze().cols();
    m_overlay.colourOf = palette;
}

void StateFrames::updateOverlay()
{
    m_overlay.cells = &state().layers[0];
    m_overlay.current = state().markers.empty() ? -1 : state().markers[0];
}

} // namespace mazelab
