#include "ui/mouse/mouseoverlay.h"

#include "ui/mazerenderer.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPolygonF>

#include <algorithm>

namespace mazelab {

void MouseOverlay::paint(QPainter& p, double cs, QRect visible)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    const QRect area = visible.isValid() ? visible : QRect(0, 0, cols, rows);
    QFont f = p.font();
    f.setPixelSize(std::max(6, int(cs * 0.38)));
    f.setBold(true);
    p.setFont(f);
    for (int r = area.top(); r <= area.bottom(); ++r)
        for (int c = area.left(); c <= area.right(); ++c) {
            const std::size_t i = std::size_t(r) * std::size_t(cols) + std::size_t(c);
            if (i >= visits.size() || visits[i] == 0)
                continue;
            const QRectF cell(c * cs, r * cs, cs, cs);
            QColor bg = colorAt(scale, normalized(double(visits[i]), double(maxVisit)));
            if (!structure.empty() && structure[i] > 0)
                bg = structure[i] == 1 ? QColor(0x9e, 0xc9, 0xf5) : sideColour(structure[i] - 2);
            p.fillRect(cell.adjusted(1, 1, -1, -1), bg);
            if (cs >= 14 && int(i) != mouse) { // the mouse's cell: its number is on the disc
                p.setPen(textColourOn(bg));
                p.drawText(cell, Qt::AlignCenter, QString::number(visits[i]));
            }
        }
    for (const auto& [index, text] : labels) {
        const int r = index / cols, c = index % cols;
        if (cs < 14)
            break;
        QFont small = p.font();
        small.setPixelSize(std::max(6, int(cs * 0.22)));
        small.setBold(false);
        p.setFont(small);
        p.setPen(Qt::black);
        p.drawText(QRectF(c * cs + 1, r * cs, cs - 2, cs * 0.35), Qt::AlignRight | Qt::AlignTop, text);
        p.setFont(f);
    }
    // Entrance (above the top row) and exit (below the bottom row): arrows.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x2e, 0x9d, 0x4f));
    drawArrow(p, QPointF((entryCol + 0.5) * cs, -0.05 * cs), cs);
    p.setBrush(QColor(0xd6, 0x3a, 0x2f));
    drawArrow(p, QPointF((exitCol + 0.5) * cs, (rows + 0.55) * cs), cs);
    if (mouse >= 0)
        paintMouse(p, cs, f);
    p.restore();
}

QColor MouseOverlay::sideColour(int k)
{
    static const QColor palette[] = {QColor(0xf4, 0xa2, 0x61), QColor(0xb5, 0xe4, 0x8c), QColor(0xd4, 0xa6, 0xf0),
                                     QColor(0xf7, 0xd3, 0x6b), QColor(0x8f, 0xd3, 0xc8), QColor(0xf2, 0x9c, 0xb7)};
    return palette[k % 6];
}

// A dark disc with ears, big enough to carry its cell's visit count in white on top (drawn
// under it, the number would be hidden).
void MouseOverlay::paintMouse(QPainter& p, double cs, const QFont& numberFont) const
{
    const QPointF centre((mouse % cols + 0.5) * cs, (mouse / cols + 0.5) * cs);
    const double radius = cs * 0.32;
    p.setPen(QPen(Qt::white, std::max(1.0, cs * 0.04)));
    p.setBrush(kMouseColour);
    p.drawEllipse(centre + QPointF(-cs * 0.2, -cs * 0.24), cs * 0.1, cs * 0.1); // ears
    p.drawEllipse(centre + QPointF(cs * 0.2, -cs * 0.24), cs * 0.1, cs * 0.1);
    p.drawEllipse(centre, radius, radius);
    const std::size_t i = std::size_t(mouse);
    if (cs < 14 || i >= visits.size() || visits[i] == 0)
        return;
    const QString text = QString::number(visits[i]);
    QFont f = numberFont;
    const double room = radius * 1.7; // the text stays inside the disc
    const double width = QFontMetricsF(f).horizontalAdvance(text);
    if (width > room)
        f.setPixelSize(std::max(6, int(f.pixelSize() * room / width)));
    p.setFont(f);
    p.setPen(Qt::white);
    p.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
               Qt::AlignCenter, text);
    p.setFont(numberFont);
}

void MouseOverlay::drawArrow(QPainter& p, QPointF tip, double cs)
{
    // A downward triangle whose tip is at `tip` (the mouse walks down through both).
    QPolygonF tri;
    tri << tip << tip + QPointF(-cs * 0.22, -cs * 0.35) << tip + QPointF(cs * 0.22, -cs * 0.35);
    p.drawPolygon(tri);
}

QImage renderMouseImage(const Maze& maze, MouseOverlay overlay, int cellPx)
{
    const int margin = cellPx; // room for the entrance and exit arrows
    QImage image(maze.cols() * cellPx + 2 * margin, maze.rows() * cellPx + 2 * margin,
                 QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.translate(margin, margin);
    MazeStyle style;
    style.showStartGoal = false;
    paintMaze(painter, maze, cellPx, {}, style);
    overlay.rows = maze.rows();
    overlay.cols = maze.cols();
    overlay.paint(painter, cellPx, QRect(0, 0, maze.cols(), maze.rows()));
    return image;
}

} // namespace mazelab
