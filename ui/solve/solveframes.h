#pragma once
// SolveFrames: the frames of a single-maze solver's search, replayed from its CellTrace
// (layer 0 = cell state, marker 0 = the current cell; core/solve/solvers.h). One step per
// expansion (per move for the wandering agents), then the final path cell by cell. The coming
// Solve view, the GIF export and `mazelab-cli animate solve` all paint through it.

#include "ui/animation/traceframes.h"
#include "ui/solve/solveoverlay.h"

#include <QString>

namespace mazelab {

class SolveFrames : public MazeTraceFrames {
public:
    // `solver`: the name shown in the captions ("astar").
    SolveFrames(Maze maze, std::shared_ptr<const CellTrace> trace, QString solver);

    MazeOverlay& overlay() override { return m_overlay; }
    QString caption(qint64 step) const override;
    std::unique_ptr<FramePainter> clone() const override;

protected:
    void updateOverlay() override;

private:
    SolveOverlay m_overlay;
    QString m_solver;
};

} // namespace mazelab
