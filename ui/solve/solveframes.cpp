#include "ui/solve/solveframes.h"

#include <QCoreApplication>

namespace mazelab {

SolveFrames::SolveFrames(Maze maze, std::shared_ptr<const CellTrace> trace, QString solver)
    : MazeTraceFrames(std::move(maze), std::move(trace)), m_solver(std::move(solver))
{
    m_overlay.cols = this->maze().cols();
}

void SolveFrames::updateOverlay()
{
    m_overlay.cells = &state().layers[0];
    m_overlay.current = state().markers.empty() ? -1 : state().markers[0];
}

QString SolveFrames::caption(qint64 step) const
{
    const qint64 k = std::clamp<qint64>(step, 0, length());
    if (k == 0)
        return QCoreApplication::translate("mazelab::SolveFrames", "%1: %L2 steps")
            .arg(m_solver)
            .arg(length());
    const bool path = trace()->caption(k) == "path";
    return path ? QCoreApplication::translate("mazelab::SolveFrames",
                                              "%1, step %L2 of %L3: the path")
                      .arg(m_solver)
                      .arg(k)
                      .arg(length())
                : QCoreApplication::translate("mazelab::SolveFrames",
                                              "%1, step %L2 of %L3: searching")
                      .arg(m_solver)
                      .arg(k)
                      .arg(length());
}

std::unique_ptr<FramePainter> SolveFrames::clone() const
{
    auto copy = std::make_unique<SolveFrames>(maze(), trace(), m_solver);
    copy->setStyle(style());
    return copy;
}

} // namespace mazelab
