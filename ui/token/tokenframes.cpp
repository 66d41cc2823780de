#include "ui/token/tokenframes.h"

#include <QCoreApplication>

namespace mazelab {

TokenFrames::TokenFrames(Maze board, std::shared_ptr<const CellTrace> trace)
    : MazeTraceFrames(std::move(board), std::move(trace)), m_freeCells(maze().freeCount())
{
    // The overlay draws arrows and turn rings along the path: its order is the last state's
    // visiting order (layer 0), read once (not for an empty path: a whole-board copy).
    m_overlay.path.assign(std::size_t(length()), Cell{});
    if (length() > 0) {
        const TraceState last = this->trace()->stateAt(length());
        for (std::size_t i = 0; i < last.layers[0].size(); ++i) {
            const std::int32_t order = last.layers[0][i];
            if (order > 0 && order <= length())
                m_overlay.path[std::size_t(order - 1)] = maze().cellAt(i);
        }
    }
    MazeStyle s = style();
    s.showStartGoal = false; // the puzzle has no start / goal
    setStyle(s);
}

void TokenFrames::updateOverlay()
{
    m_overlay.shown = std::size_t(state().step);
}

QString TokenFrames::caption(qint64 step) const
{
    if (length() == 0)
        return {};
    if (step <= 0)
        return QCoreApplication::translate("mazelab::TokenFrames",
                                           "%Ln free cells to visit, each exactly once.", nullptr,
                                           int(m_freeCells));
    const Cell c = m_overlay.path[std::size_t(std::min(step, length()) - 1)];
    return QCoreApplication::translate("mazelab::TokenFrames",
                                       "Cell %L1 of %L2: the token is at (%3, %4).")
        .arg(std::min(step, length()))
        .arg(m_freeCells)
        .arg(c.row)
        .arg(c.col);
}

std::unique_ptr<FramePainter> TokenFrames::clone() const
{
    auto copy = std::make_unique<TokenFrames>(maze(), trace());
    copy->setStyle(style());
    return copy;
}

} // namespace mazelab
