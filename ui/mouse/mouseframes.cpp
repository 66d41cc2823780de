#include "ui/mouse/mouseframes.h"

#include <QCoreApplication>

#include <algorithm>

namespace mazelab {

MouseFrames::MouseFrames(Maze maze, std::shared_ptr<const CellTrace> trace, MouseOverlay overlay)
    : MazeTraceFrames(std::move(maze), std::move(trace)), m_overlay(std::move(overlay))
{
    m_overlay.rows = this->maze().rows();
    m_overlay.cols = this->maze().cols();
    // The colour scale's top is the whole walk's largest count (the last state).
    const TraceState last = this->trace()->stateAt(length());
    m_overlay.maxVisit = last.layers.empty() || last.layers[0].empty()
                             ? 0
                             : *std::max_element(last.layers[0].begin(), last.layers[0].end());
    MazeStyle s = style();
    s.showStartGoal = false; // the mouse has its own entrance and exit arrows
    setStyle(s);
    setFrameRows(1, 1);
}

void MouseFrames::updateOverlay()
{
    const std::vector<std::int32_t>& counts = state().layers[0];
    m_overlay.visits.assign(counts.begin(), counts.end());
    m_overlay.mouse = state().markers.empty() ? -1 : state().markers[0];
}

QString MouseFrames::caption(qint64 step) const
{
    const qint64 n = length();
    if (n == 0)
        return {};
    if (step <= 0)
        return QCoreApplication::translate("mazelab::MouseFrames",
                                           "Turn 0 of %L1: Squeaky waits at the entrance.")
            .arg(n);
    if (step >= n)
        return QCoreApplication::translate("mazelab::MouseFrames",
                                           "Turn %L1 of %L1: Squeaky leaves through the exit.")
            .arg(n);
    return QCoreApplication::translate("mazelab::MouseFrames", "Turn %L1 of %L2")
        .arg(step)
        .arg(n);
}

std::unique_ptr<FramePainter> MouseFrames::clone() const
{
    auto copy = std::make_unique<MouseFrames>(maze(), trace(), m_overlay);
    copy->setStyle(style());
    return copy;
}

} // namespace mazelab
