#pragma once
// SetRun: one move sequence run over every maze of a SimasoSet (Nusser 2016, §2.1): for each
// maze the step at which it was first solved (the goal visited after that many moves), and
// the number of solved mazes after every step — what the browser, the counter and the chart
// of the Simultaneous mode show.
//
// Computed by the core's SequenceRun (core/simaso/sequencerun.h); positions at a step are not
// kept here (the trail of a shown tile is recomputed by SimasoSet::trail in O(steps)), so a
// run keeps 4 bytes per maze and costs O(mazes × moves) time.

#include "core/control.h"
#include "core/maze.h"

#include <QtGlobal>
#include <cstdint>
#include <memory>
#include <vector>

namespace mazelab {

class SimasoSet;

struct SetRun {
    std::vector<Move> moves;
    std::vector<std::int32_t> solvedStep; // per maze: first step at the goal, -1 = never
    std::vector<qint64> solvedCount;      // [t] = mazes solved within the first t moves
    bool complete = false;                // false when the run was cancelled

    qint64 mazeCount() const { return qint64(solvedStep.size()); }
    qint64 solvedAt(qint64 step) const;   // step is clamped to [0, moves.size()]
    bool isSolvedAt(qint64 maze, qint64 step) const
    {
        const std::int32_t s = solvedStep[std::size_t(maze)];
        return s >= 0 && s <= step;
    }
};

// Position snapshots the core run may keep while it runs (freed when it returns).
constexpr std::size_t kRunTrajectoryBytes = std::size_t(16) << 20;

// Runs `moves` on every maze of `set`; polls `control` (complete = false when stopped).
SetRun runSequence(const SimasoSet& set, std::vector<Move> moves, Control& control);

// Below this many maze-steps a run is done on the GUI thread (under ~10 ms); above it the
// Simultaneous mode runs it as a background job.
constexpr qint64 kSyncRunLimit = 4'000'000;

} // namespace mazelab
