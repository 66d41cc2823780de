#include "ui/mazerenderer.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace mazelab {

double gridOpacity(double cellSize)
{
    return std::clamp((cellSize - 4.0) / 8.0, 0.0, 1.0);
}

void paintCrossings(QPainter& painter, const Maze& maze, double cellSize, QRect cellRange,
                    const MazeStyle& style)
{
    if (maze.crossings().empty())
        return;
    const QRect range = cellRange.isValid() ? cellRange : QRect(0, 0, maze.cols(), maze.rows());
    const QColor tunnel = style.free.darker(118);
    const double edge = std::max(1.0, cellSize * 0.14);
    painter.save();
    painter.setPen(Qt::NoPen);
    for (const Crossing& x : maze.crossings()) {
        const Cell c = x.cell;
        if (!range.adjusted(-1, -1, 1, 1).contains(c.col, c.row) || !maze.isValidCrossing(x))
            continue;
        const double left = c.col * cellSize, top = c.row * cellSize;
        // The tunnel: the two cells beside the crossing along the lower passage, shaded.
        if (x.verticalOnTop) {
            painter.fillRect(QRectF(left - cellSize, top, cellSize, cellSize), tunnel);
            painter.fillRect(QRectF(left + cellSize, top, cellSize, cellSize), tunnel);
            // The bridge's side walls across the crossing cell.
            painter.fillRect(QRectF(left, top, edge, cellSize), style.blocked);
            painter.fillRect(QRectF(left + cellSize - edge, top, edge, cellSize), style.blocked);
        } else {
            painter.fillRect(QRectF(left, top - cellSize, cellSize, cellSize), tunnel);
            painter.fillRect(QRectF(left, top + cellSize, cellSize, cellSize), tunnel);
            painter.fillRect(QRectF(left, top, cellSize, edge), style.blocked);
            painter.fillRect(QRectF(left, top + cellSize - edge, cellSize, edge), style.blocked);
        }
    }
    painter.restore();
}

void paintMaze(QPainter& painter, const Maze& maze, double cellSize, QRect cellRange,
               const MazeStyle& style)
{
    const QRect all(0, 0, maze.cols(), maze.rows());
    cellRange = cellRange.isValid() ? cellRange.intersected(all) : all;
    if (cellRange.isEmpty())
        return;

    painter.save();
    painter.setPen(Qt::NoPen);
    painter.fillRect(QRectF(cellRange.left() * cellSize, cellRange.top() * cellSize,
                            cellRange.width() * cellSize, cellRange.height() * cellSize),
                     style.free);
    // Blocked cells: merge horizontal runs into one rectangle each (fast for big mazes).
    for (int r = cellRange.top(); r <= cellRange.bottom(); ++r) {
        int c = cellRange.left();
        while (c <= cellRange.right()) {
            if (!maze.isBlocked({r, c})) {
                ++c;
                continue;
            }
            const int runStart = c;
            while (c <= cellRange.right() && maze.isBlocked({r, c}))
                ++c;
            painter.fillRect(QRectF(runStart * cellSize, r * cellSize, (c - runStart) * cellSize,
                                    cellSize),
                             style.blocked);
        }
    }
    const double alpha = style.showGrid ? gridOpacity(cellSize) : 0.0;
    if (alpha > 0.0) {
        QColor g = style.grid;
        g.setAlphaF(float(alpha * g.alphaF()));
        QPen pen(g);
        pen.setCosmetic(true);
        pen.setWidth(1);
        painter.setPen(pen);
        const double x0 = cellRange.left() * cellSize, x1 = (cellRange.right() + 1) * cellSize;
        const double y0 = cellRange.top() * cellSize, y1 = (cellRange.bottom() + 1) * cellSize;
        for (int r = cellRange.top(); r <= cellRange.bottom() + 1; ++r)
            painter.drawLine(QPointF(x0, r * cellSize), QPointF(x1, r * cellSize));
        for (int c = cellRange.left(); c <= cellRange.right() + 1; ++c)
            painter.drawLine(QPointF(c * cellSize, y0), QPointF(c * cellSize, y1));
    }
    paintCrossings(painter, maze, cellSize, cellRange, style);
    painter.restore();
    if (style.showStartGoal)
        paintStartGoal(painter, maze, cellSize, style);
}

namespace {
void paintMarker(QPainter& painter, Cell cell, double cellSize, double minPx, const QColor& fill,
                 const QColor& letterColour, const QString& letter, bool disc)
{
    const double size = std::max(cellSize, minPx);
    const double inset = std::max(0.5, size * 0.12);
    const double x = (cell.col + 0.5) * cellSize - size / 2, y = (cell.row + 0.5) * cellSize - size / 2;
    const QRectF r(x + inset, y + inset, size - 2 * inset, size - 2 * inset);
    painter.setPen(Qt::NoPen);
    painter.setBrush(fill);
    if (disc)
        painter.drawEllipse(r);
    else
        painter.drawRoundedRect(r, r.width() * 0.15, r.height() * 0.15);
    // The letter is the non-colour cue; only drawn when it can be read.
    if (size >= 12.0) {
        QFont f = painter.font();
        f.setBold(true);
        f.setPixelSize(std::max(6, int(r.height() * 0.62)));
        painter.setFont(f);
        painter.setPen(letterColour);
        painter.drawText(r, Qt::AlignCenter, letter);
    }
}
} // namespace

void paintStartGoal(QPainter& painter, const Maze& maze, double cellSize, const MazeStyle& style)
{
    paintStartGoal(painter, maze, cellSize, style, 0.0);
}

void paintStartGoal(QPainter& painter, const Maze& maze, double cellSize, const MazeStyle& style,
                    double minMarkerPx)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    paintMarker(painter, maze.goal(), cellSize, minMarkerPx, style.goal, style.marker,
                QStringLiteral("G"), false);
    paintMarker(painter, maze.start(), cellSize, minMarkerPx, style.start, style.marker,
                QStringLiteral("S"), true);
    painter.restore();
}

QImage renderMazeImage(const Maze& maze, int cellPx, const MazeStyle& style)
{
    cellPx = std::max(1, cellPx);
    const qint64 w = qint64(maze.cols()) * cellPx + 1;
    const qint64 h = qint64(maze.rows()) * cellPx + 1;
    if (w > 32768 || h > 32768)
        return {};
    QImage image(int(w), int(h), QImage::Format_ARGB32_Premultiplied);
    image.fill(style.grid);
    QPainter painter(&image);
    paintMaze(painter, maze, cellPx, {}, style);
    // Close the outer border on the right and bottom edges.
    painter.setPen(style.grid);
    painter.drawRect(QRectF(0, 0, w - 1, h - 1));
    painter.end();
    return image;
}

} // namespace mazelab
