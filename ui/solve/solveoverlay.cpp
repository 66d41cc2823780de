#include "ui/solve/solveoverlay.h"

#include "core/solve/solvers.h"

#include <QPainter>

namespace mazelab {

namespace {
QColor colorOf(std::int32_t code)
{
    switch (code) {
    case solve::kTraceFrontier: return {0x4c, 0xaf, 0x50, 150};
    case solve::kTraceVisited: return {0x8e, 0xc5, 0xf0, 160};
    case solve::kTracePath: return {0xf5, 0x9e, 0x0b, 220};
    case solve::kTraceFilled: return {0x70, 0x70, 0x70, 140};
    default: return {};
    }
}
} // namespace

void SolveOverlay::paint(QPainter& p, double cellSize, QRect visible)
{
    if (!cells || cols <= 0)
        return;
    const int rows = int(cells->size()) / cols;
    const QRect all(0, 0, cols, rows);
    const QRect r = visible.isValid() ? visible.intersected(all) : all;
    for (int row = r.top(); row <= r.bottom(); ++row)
        for (int col = r.left(); col <= r.right(); ++col) {
            const std::int32_t code = (*cells)[std::size_t(row) * std::size_t(cols)
                                               + std::size_t(col)];
            if (code != solve::kTraceUnseen)
                p.fillRect(QRectF(col * cellSize, row * cellSize, cellSize, cellSize),
                           colorOf(code));
        }
    if (current >= 0) {
        const int row = current / cols, col = current % cols;
        p.save();
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x1e, 0x29, 0x3b));
        const double d = std::max(2.0, cellSize * 0.6);
        p.drawEllipse(QPointF((col + 0.5) * cellSize, (row + 0.5) * cellSize), d / 2, d / 2);
        p.restore();
    }
}

} // namespace mazelab
