#include "ui/animation/traceframes.h"

#include "ui/mazeoverlay.h"

#include <QPainter>

namespace mazelab {

MazeTraceFrames::MazeTraceFrames(Maze maze, std::shared_ptr<const CellTrace> trace)
    : m_maze(std::move(maze)), m_trace(std::move(trace)), m_cursor(m_trace)
{
}

QSize MazeTraceFrames::frameSize(int cellPx) const
{
    return {m_maze.cols() * cellPx + 1, (m_maze.rows() + m_above + m_below) * cellPx + 1};
}

void MazeTraceFrames::showStep(qint64 step)
{
    step = std::clamp<qint64>(step, 0, length());
    if (!m_fresh && step == m_cursor.step())
        return;
    if (step == m_cursor.step() + 1)
        m_cursor.stepForward();
    else
        m_cursor.seek(step);
    m_fresh = false;
    updateOverlay();
}

void MazeTraceFrames::paintFrame(QPainter& p, qint64 step, int cellPx)
{
    showStep(step);
    const QSize size = frameSize(cellPx);
    p.save();
    p.fillRect(QRect(QPoint(0, 0), size), Qt::white);
    p.translate(0, m_above * cellPx);
    paintMaze(p, m_maze, cellPx, {}, m_style);
    overlay().paint(p, cellPx, QRect(0, 0, m_maze.cols(), m_maze.rows()));
    if (m_style.showStartGoal)
        paintStartGoal(p, m_maze, cellPx, m_style);
    p.restore();
}

QString MazeTraceFrames::caption(qint64 step) const
{
    return QString::fromStdString(m_trace->caption(step));
}

} // namespace mazelab
