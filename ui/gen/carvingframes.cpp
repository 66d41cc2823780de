#include "ui/gen/carvingframes.h"

#include <QCoreApplication>

namespace mazelab {

QColor carvingColour(std::int32_t state)
{
    switch (state) {
    case 1: return {0xfa, 0xfa, 0xf7};       // passage: the editor's free colour
    case 2: return {0x8e, 0xc5, 0xf0};       // frontier / stack / current set
    case 3: return {0xf5, 0x9e, 0x0b};       // the current random walk
    default: return {};
    }
}

namespace {

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

CarvingFrames::CarvingFrames(const Maze& maze, std::shared_ptr<const CellTrace> trace,
                             QString algorithm)
    : StateFrames(solid(maze), std::move(trace), carvingColour), m_final(maze),
      m_algorithm(std::move(algorithm))
{
    m_overlay.currentColour = QColor(0xd6, 0x3a, 0x2f);
    m_overlay.currentSize = 0.7;
    MazeStyle s = style();
    s.showStartGoal = false;
    setStyle(s);
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
