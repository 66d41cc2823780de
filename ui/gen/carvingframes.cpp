#include "ui/gen/carvingframes.h"

#include <QCoreApplication>
#include <QPainter>

namespace mazelab {

namespace {
QColor colourOf(std::int32_t state)
{
    switch (state) {
    case 1: return {0xfa, 0xfa, 0xf7};       // passage: the editor's free colour
    case 2: return {0x8e, 0xc5, 0xf0};       // frontier / stack / current set
    case 3: return {0xf5, 0x9e, 0x0b};       // the current random walk
    default: return {};
    }
}

// The finished maze's size, all wall: carving starts from solid rock.
Maze solid(const Maze& maze)
{
    Maze m(maze.rows(), maze.cols());
    m.fill(true);
    m.setStart(maze.start());
    m.setGoal(maze.goal());
    return m;
}
} // namespace

void CarvingOverlay::paint(QPainter& p, double cellSize, QRect visible)
{
    if (!cells || cols <= 0)
        return;
    const int rows = int(cells->size()) / cols;
    const QRect r = visible.intersected(QRect(0, 0, cols, rows));
    for (int row = r.top(); row <= r.bottom(); ++row)
        for (int col = r.left(); col <= r.right(); ++col) {
            const std::int32_t s = (*cells)[std::size_t(row) * std::size_t(cols) + std::size_t(col)];
            if (s != 0)
                p.fillRect(QRectF(col * cellSize, row * cellSize, cellSize, cellSize), colourOf(s));
        }
    if (current >= 0) {
        p.save();
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xd6, 0x3a, 0x2f));
        const double d = std::max(2.0, cellSize * 0.7);
        p.drawEllipse(QPointF((current % cols + 0.5) * cellSize, (current / cols + 0.5) * cellSize),
                      d / 2, d / 2);
        p.restore();
    }
}

CarvingFrames::CarvingFrames(const Maze& maze, std::shared_ptr<const CellTrace> trace,
                             QString algorithm)
    : MazeTraceFrames(solid(maze), std::move(trace)), m_final(maze),
      m_algorithm(std::move(algorithm))
{
    m_overlay.cols = maze.cols();
    MazeStyle s = style();
    s.showStartGoal = false;
    setStyle(s);
}

void CarvingFrames::updateOverlay()
{
    m_overlay.cells = &state().layers[0];
    m_overlay.current = state().markers.empty() ? -1 : state().markers[0];
}

QString CarvingFrames::caption(qint64 step) const
{
    const QString phase = MazeTraceFrames::caption(step);
    QString text = QCoreApplication::translate("mazelab::CarvingFrames", "%1: step %L2 of %L3")
                       .arg(m_algorithm)
                       .arg(step)
                       .arg(length());
    if (!phase.isEmpty() && phase != m_algorithm)
        text += QStringLiteral(" — ") + phase;
    return text;
}

std::unique_ptr<FramePainter> CarvingFrames::clone() const
{
    return std::make_unique<CarvingFrames>(m_final, trace(), m_algorithm);
}

} // namespace mazelab
