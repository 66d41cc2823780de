#pragma once
// SolveFrames: the frames of a single-maze solver's search, replayed from its CellTrace
// (layer 0 = cell state, marker 0 = the current cell; core/solve/solvers.h): frontier cells
// green, visited / closed cells blue, filled dead ends grey, the final path orange, the
// current cell a dark disc. One step per
// expansion (per move for the wandering agents), then the final path cell by cell. The coming
// Solve view, the GIF export and `mazelab-cli animate solve` all paint through it.

#include "ui/animation/stateframes.h"

#include <QString>

namespace mazelab {

class SolveFrames : public StateFrames {
public:
    // `solver`: the name shown in the captions ("astar").
    SolveFrames(Maze maze, std::shared_ptr<const CellTrace> trace, QString solver);

    // The colour of a layer-0 code (kTraceFrontier …; invalid for kTraceUnseen), shared with
    // the Solve mode's race tiles and legend.
    static QColor colourOf(std::int32_t code);

    QString caption(qint64 step) const override;
    std::unique_ptr<FramePainter> clone() const override;

private:
    QString m_solver;
};

} // namespace mazelab
