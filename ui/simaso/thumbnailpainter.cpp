#include "ui/simaso/thumbnailpainter.h"

#include "ui/mazerenderer.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace mazelab {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(mazelab::MazeSetBrowser)
};
} // namespace

QImage renderThumbnailBase(const Maze& maze, int thumbPx)
{
    const int side = std::max(maze.rows(), maze.cols());
    const int cell = std::max(1, thumbPx / side);
    QImage image(maze.cols() * cell, maze.rows() * cell, QImage::Format_RGB32);
    MazeStyle style;
    image.fill(style.free);
    QPainter p(&image);
    style.showStartGoal = false;
    paintMaze(p, maze, cell, {}, style);
    paintStartGoal(p, maze, cell, style, std::max(3.0, thumbPx / 10.0));
    return image;
}

void paintTrail(QPainter& painter, const std::vector<Cell>& trail, double cellSize,
                const TrailStyle& style)
{
    if (trail.empty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    auto centre = [cellSize](Cell c) {
        return QPointF((c.col + 0.5) * cellSize, (c.row + 0.5) * cellSize);
    };
    if (trail.size() > 1) {
        QPainterPath path(centre(trail.front()));
        Cell last = trail.front();
        for (const Cell& c : trail)
            if (!(c == last)) {
                path.lineTo(centre(c));
                last = c;
            }
        QPen pen(style.trail, std::max(1.5, cellSize * 0.16), Qt::SolidLine, Qt::RoundCap,
                 Qt::RoundJoin);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(path);
    }
    const double r = std::max(2.5, cellSize * 0.28);
    painter.setPen(QPen(Qt::white, std::max(1.0, cellSize * 0.06)));
    painter.setBrush(style.position);
    painter.drawEllipse(centre(trail.back()), r, r);
    painter.restore();
}

void paintCheckBadge(QPainter& painter, QPointF centre, double diameter, const QColor& colour)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(Qt::white, 1.5));
    painter.setBrush(colour);
    painter.drawEllipse(centre, diameter / 2, diameter / 2);
    const double s = diameter / 2;
    QPainterPath tick(centre + QPointF(-0.5 * s, 0.0));
    tick.lineTo(centre + QPointF(-0.12 * s, 0.38 * s));
    tick.lineTo(centre + QPointF(0.5 * s, -0.36 * s));
    painter.setPen(QPen(Qt::white, std::max(1.5, diameter * 0.14), Qt::SolidLine, Qt::RoundCap,
                        Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(tick);
    painter.restore();
}

void paintMazeTile(QPainter& painter, QRect rect, const Maze& maze, const QImage& base,
                   const std::vector<Cell>& trail, const TileState& state,
                   const QPalette& palette, const TrailStyle& style)
{
    painter.save();
    if (state.selected)
        painter.fillRect(rect, palette.color(QPalette::Highlight).lighter(160));
    const int captionH = painter.fontMetrics().height() + 2;
    const QRect picArea = rect.adjusted(4, 4, -4, -4 - captionH);
    const QPoint origin(picArea.left() + (picArea.width() - base.width()) / 2,
                        picArea.top() + (picArea.height() - base.height()) / 2);
    painter.drawImage(origin, base);
    const double cell = double(base.width()) / std::max(1, maze.cols());
    painter.translate(origin);
    paintTrail(painter, trail, cell, style);
    painter.translate(-origin);

    // Frame: thick green when solved, thin grey otherwise.
    const QRect frame(origin, base.size());
    if (state.solved) {
        painter.setPen(QPen(style.solved, 3));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(frame.adjusted(-2, -2, 1, 1));
        const double d = std::clamp(picArea.width() * 0.28, 12.0, 26.0);
        paintCheckBadge(painter, QPointF(frame.right() - d * 0.3, frame.top() + d * 0.3), d,
                        style.solved);
    } else {
        painter.setPen(QPen(style.unsolved, 1));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(frame.adjusted(-1, -1, 0, 0));
    }

    // Caption: index left, solved step right.
    const QRect caption(rect.left() + 3, rect.bottom() - captionH, rect.width() - 6, captionH);
    painter.setPen(palette.color(QPalette::Text));
    painter.drawText(caption, Qt::AlignLeft | Qt::AlignVCenter,
                     QStringLiteral("#%1").arg(state.index + 1));
    if (state.solved) {
        painter.setPen(style.solved.darker(130));
        painter.drawText(caption, Qt::AlignRight | Qt::AlignVCenter,
                         Tr::tr("\u2713 %1").arg(state.solvedStep));
    } else {
        painter.setPen(palette.color(QPalette::PlaceholderText));
        painter.drawText(caption, Qt::AlignRight | Qt::AlignVCenter, Tr::tr("open"));
    }
    painter.restore();
}

} // namespace mazelab
