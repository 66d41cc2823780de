#include "ui/token/tokenoverlay.h"

#include <QPainter>
#include <QPainterPath>
#include <QtMath>

namespace mazelab {

namespace {
const QColor kVisited(0x8e, 0xc5, 0xf0, 150); // light blue tint
const QColor kLine(0x1f, 0x5f, 0xa8);
const QColor kTurn(0xe0, 0x7b, 0x00);         // orange rings (also a shape cue: a ring)
const QColor kToken(0xc2, 0x41, 0x0c);
const QColor kTarget(0x2e, 0x9d, 0x4f);

QPointF centre(Cell c, double cellSize)
{
    return {(c.col + 0.5) * cellSize, (c.row + 0.5) * cellSize};
}

void arrow(QPainter& p, QPointF at, QPointF dir, double size)
{
    const QPointF n(-dir.y(), dir.x());
    QPolygonF head;
    head << at + dir * size * 0.5 << at - dir * size * 0.35 + n * size * 0.38
         << at - dir * size * 0.35 - n * size * 0.38;
    p.drawPolygon(head);
}
} // namespace

bool isTurn(const std::vector<Cell>& path, std::size_t i)
{
    if (i == 0 || i + 1 >= path.size())
        return false;
    const Cell a = path[i - 1], b = path[i], c = path[i + 1];
    return (b.row - a.row) != (c.row - b.row) || (b.col - a.col) != (c.col - b.col);
}

void TokenOverlay::paint(QPainter& p, double cellSize, QRect visible)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    const std::size_t n = std::min(shown, path.size());
    const bool detailed = cellSize >= 10;

    for (std::size_t i = 0; i < n; ++i) {
        const Cell c = path[i];
        if (visible.isValid() && !visible.contains(c.col, c.row))
            continue;
        p.fillRect(QRectF(c.col * cellSize, c.row * cellSize, cellSize, cellSize), kVisited);
    }
    if (n >= 2) {
        QPainterPath line;
        line.moveTo(centre(path[0], cellSize));
        for (std::size_t i = 1; i < n; ++i)
            line.lineTo(centre(path[i], cellSize));
        p.setPen(QPen(kLine, std::max(1.5, cellSize * 0.08), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPath(line);
    }
    if (detailed) {
        // Arrows between consecutive cells, turn rings, visiting numbers.
        p.setPen(Qt::NoPen);
        p.setBrush(kLine);
        for (std::size_t i = 0; i + 1 < n; ++i) {
            const QPointF a = centre(path[i], cellSize), b = centre(path[i + 1], cellSize);
            const QPointF d((b.x() - a.x()) / cellSize, (b.y() - a.y()) / cellSize);
            arrow(p, (a + b) / 2, d, cellSize * 0.32);
        }
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(kTurn, std::max(2.0, cellSize * 0.09)));
        for (std::size_t i = 1; i + 1 < n; ++i)
            if (isTurn(path, i))
                p.drawEllipse(centre(path[i], cellSize), cellSize * 0.3, cellSize * 0.3);
        if (cellSize >= 28) {
            QFont f = p.font();
            f.setPixelSize(int(cellSize * 0.26));
            p.setFont(f);
            p.setPen(kLine.darker(140));
            for (std::size_t i = 0; i < n; ++i) {
                const Cell c = path[i];
                const QRectF r(c.col * cellSize + 2, c.row * cellSize + 1, cellSize - 4, cellSize * 0.4);
                p.drawText(r, Qt::AlignLeft | Qt::AlignTop, QString::number(i + 1));
            }
        }
    }
    // Where a slide may end (play mode): green dots.
    p.setPen(Qt::NoPen);
    p.setBrush(kTarget);
    for (const Cell t : targets)
        p.drawEllipse(centre(t, cellSize), cellSize * 0.14, cellSize * 0.14);
    // The chosen start (before anything is drawn) and the token.
    if (n == 0 && start) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(kToken, std::max(2.0, cellSize * 0.1), Qt::DashLine));
        p.drawEllipse(centre(*start, cellSize), cellSize * 0.34, cellSize * 0.34);
    }
    if (n > 0) {
        p.setPen(QPen(Qt::white, std::max(1.0, cellSize * 0.05)));
        p.setBrush(kToken);
        p.drawEllipse(centre(path[n - 1], cellSize), cellSize * 0.3, cellSize * 0.3);
    }
    p.restore();
}

} // namespace mazelab
