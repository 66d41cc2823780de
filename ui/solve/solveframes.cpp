#include "ui/solve/solveframes.h"

#include "core/solve/solvers.h"

#include <QCoreApplication>

namespace mazelab {

QColor SolveFrames::colourOf(std::int32_t code)
{
    switch (code) {
    case solve::kTraceFrontier: return {0x4c, 0xaf, 0x50, 150};
    case solve::kTraceVisited: return {0x8e, 0xc5, 0xf0, 160};
    case solve::kTracePath: return {0xf5, 0x9e, 0x0b, 220};
    case solve::kTraceFilled: return {0x70, 0x70, 0x70, 140};
    default: return {};
    }
}

SolveFrames::SolveFrames(Maze maze, std::shared_ptr<const CellTrace> trace, QString solver)
    : StateFrames(std::move(maze), std::move(trace), colourOf), m_solver(std::move(solver))
{
}

QString SolveFrames::caption(qint64 step) const
{
    const qint64 k = std::clamp<qint64>(step, 0, length());
    if (k == 0)
        return QCoreApplication::translate("mazelab::SolveFrames", "%1: %Ln steps", nullptr,
                                           int(length()))
            .arg(m_solver);
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
