#include "ui/colab/colaboverlay.h"

#include "core/colab/colabgame.h"

#include <QPainter>
#include <QPainterPath>

namespace mazelab {

namespace {
const QColor kA(0x1f, 0x6f, 0xc0);
const QColor kB(0xe0, 0x70, 0x10);
const QColor kBoth(0x7a, 0x4f, 0xb8);
const QColor kVeil(0x30, 0x34, 0x3a);

QPointF centre(Cell c, double cellSize)
{
    return {(c.col + 0.5) * cellSize, (c.row + 0.5) * cellSize};
}

void trail(QPainter& p, const std::vector<Cell>& cells, const QColor& colour, double cellSize,
           QPointF offset)
{
    if (cells.size() < 2)
        return;
    QPainterPath line;
    line.moveTo(centre(cells.front(), cellSize) + offset);
    for (std::size_t i = 1; i < cells.size(); ++i)
        line.lineTo(centre(cells[i], cellSize) + offset);
    QColor c = colour;
    c.setAlpha(170);
    p.setPen(QPen(c, std::max(1.0, cellSize * 0.1), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPath(line);
}

void player(QPainter& p, Cell at, const QColor& colour, const QString& letter, double cellSize,
            QPointF offset, double scale)
{
    const QPointF c = centre(at, cellSize) + offset;
    const double radius = cellSize * 0.36 * scale;
    p.setPen(QPen(Qt::white, std::max(1.0, cellSize * 0.06)));
    p.setBrush(colour);
    p.drawEllipse(c, radius, radius);
    if (cellSize >= 14) {
        QFont f = p.font();
        f.setPixelSize(std::max(8, int(cellSize * 0.42 * scale)));
        f.setBold(true);
        p.setFont(f);
        p.setPen(Qt::white);
        p.drawText(QRectF(c.x() - cellSize / 2, c.y() - cellSize / 2, cellSize, cellSize),
                   Qt::AlignCenter, letter);
    }
}

void goal(QPainter& p, Cell at, const QColor& colour, double cellSize)
{
    if (at.row < 0)
        return;
    const QRectF r(at.col * cellSize, at.row * cellSize, cellSize, cellSize);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(colour, std::max(1.5, cellSize * 0.12), Qt::SolidLine, Qt::SquareCap,
                  Qt::MiterJoin));
    const double inset = std::max(1.0, cellSize * 0.12);
    p.drawRect(r.adjusted(inset, inset, -inset, -inset));
}
} // namespace

QColor ColabOverlay::colourA() { return kA; }
QColor ColabOverlay::colourB() { return kB; }

void ColabOverlay::paint(QPainter& p, double cellSize, QRect visible)
{
    if (!knownA || !knownB || knownA->empty())
        return;
    p.save();
    const int rows = int(knownA->size()) / std::max(1, cols);
    const QRect all(0, 0, cols, rows);
    const QRect area = visible.isValid() ? visible.intersected(all) : all;
    QColor veil = kVeil;
    veil.setAlpha(show == Show::Both ? 70 : 150);
    for (int r = area.top(); r <= area.bottom(); ++r) {
        for (int c = area.left(); c <= area.right(); ++c) {
            const std::size_t i = std::size_t(r) * std::size_t(cols) + std::size_t(c);
            const std::int32_t a = (*knownA)[i];
            const std::int32_t b = (*knownB)[i];
            const QRectF cell(c * cellSize, r * cellSize, cellSize, cellSize);
            QColor tint;
            std::int32_t mine = 0;
            QColor giver;
            switch (show) {
            case Show::A: mine = a; giver = kB; break;
            case Show::B: mine = b; giver = kA; break;
            case Show::Both:
                if (a && b)
                    tint = kBoth;
                else if (a)
                    tint = kA;
                else if (b)
                    tint = kB;
                break;
            }
            if (show == Show::Both) {
                if (!tint.isValid()) {
                    p.fillRect(cell, veil);
                    continue;
                }
                tint.setAlpha(85);
                p.fillRect(cell, tint);
                // traded cells: a diamond in the colour of the player who gave it
                if (a >= colab::kTradedFree)
                    mine = a, giver = kB;
                else if (b >= colab::kTradedFree)
                    mine = b, giver = kA;
            } else if (mine == 0) {
                p.fillRect(cell, veil);
                continue;
            }
            if (mine >= colab::kTradedFree && cellSize >= 6) {
                const QPointF m = cell.center();
                const double d = cellSize * 0.16;
                p.setPen(Qt::NoPen);
                p.setBrush(giver);
                p.drawPolygon(QPolygonF{m + QPointF(0, -d), m + QPointF(d, 0), m + QPointF(0, d),
                                        m + QPointF(-d, 0)});
            }
        }
    }
    p.setRenderHint(QPainter::Antialiasing, true);
    // Two players on one cell stand side by side; their trails run a little apart.
    const QPointF shift(cellSize * 0.08, cellSize * 0.08);
    if (show != Show::B) {
        trail(p, trailA, kA, cellSize, -shift);
        goal(p, goalA, kA, cellSize);
    }
    if (show != Show::A) {
        trail(p, trailB, kB, cellSize, shift);
        goal(p, goalB, kB, cellSize);
    }
    const bool together = !trailA.empty() && !trailB.empty() && trailA.back() == trailB.back();
    const QPointF apart = together ? QPointF(cellSize * 0.14, 0) : QPointF();
    if (!trailB.empty() && show != Show::A)
        player(p, trailB.back(), kB, QStringLiteral("B"), cellSize, apart, together ? 0.7 : 1.0);
    if (!trailA.empty() && show != Show::B)
        player(p, trailA.back(), kA, QStringLiteral("A"), cellSize, -apart, together ? 0.7 : 1.0);
    p.restore();
}

} // namespace mazelab
