#include "ui/mazerenderer.h"

#include "core/control.h"
#include "core/sysmemory.h"

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

bool mazeImageFits(qint64 w, qint64 h)
{
    const std::size_t cap = defaultSearchMemoryCap();
    return cap == 0 || w <= 0 || h <= 0 || double(w) * double(h) * 6.0 <= double(cap);
}

QImage renderMazeImage(const Maze& maze, int cellPx, const MazeStyle& style)
{
    Control control;
    return renderMazeImage(maze, cellPx, style, control, {});
}

QImage renderMazeImage(const Maze& maze, int cellPx, const MazeStyle& style, Control& control,
                       const std::function<void(double)>& progress, bool* noMemory)
{
    cellPx = std::max(1, cellPx);
    const qint64 w = qint64(maze.cols()) * cellPx + 1;
    const qint64 h = qint64(maze.rows()) * cellPx + 1;
    if (w > 32768 || h > 32768)
        return {};
    QImage image(int(w), int(h), QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) { // QImage does not throw: it is null when the memory is not there
        if (noMemory)
            *noMemory = true;
        return {};
    }
    // The grid colour under everything, filled band by band (a whole fill of a 36 M pixel
    // image holds a cancel for a third of a second on first-touch page faults).
    QImage one(1, 1, image.format());
    one.fill(style.grid);
    const QRgb background = reinterpret_cast<const QRgb*>(one.constBits())[0];
    uchar* const bits = image.bits(); // before the painter: no detach while it paints
    const auto fillRows = [&](qint64 y0, qint64 y1) {
        for (qint64 y = y0; y < std::min(y1, h); ++y)
            std::fill_n(reinterpret_cast<QRgb*>(bits + y * image.bytesPerLine()), w, background);
    };
    QPainter painter(&image);
    // Bands of whole cell rows. paintMaze draws a range's fill, walls, grid lines and
    // crossings; a band's fill covers the previous band's last grid line, which the band
    // draws again, so the bands give the pixels of one paintMaze call. The markers (anti-
    // aliased: drawn twice they would darken) are painted once, at the end.
    MazeStyle bandStyle = style;
    bandStyle.showStartGoal = false;
    const int bandRows = int(std::max<qint64>(1, (qint64(1) << 20) / (w * cellPx)));
    for (int top = 0; top < maze.rows(); top += bandRows) {
        if (control.checkNow())
            return {};
        fillRows(qint64(top) * cellPx, qint64(top + bandRows) * cellPx);
        paintMaze(painter, maze, cellPx, QRect(0, top, maze.cols(), bandRows), bandStyle);
        if (progress)
            progress(double(std::min(top + bandRows, maze.rows())) / maze.rows());
    }
    fillRows(h - 1, h); // the bottom border line's row
    if (style.showStartGoal)
        paintStartGoal(painter, maze, cellPx, style);
    // Close the outer border on the right and bottom edges.
    painter.setPen(style.grid);
    painter.drawRect(QRectF(0, 0, w - 1, h - 1));
    painter.end();
    return image;
}

} // namespace mazelab
