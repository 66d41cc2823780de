#pragma once
// SetRun: one move sequence run over every maze of a SimasoSet (Nusser 2016, §2.1): for each
// maze the step at which it was first solved (the goal visited after that many moves), and
// the number of solved mazes after every step — what the browser, the counter and the chart
// of the Simultaneous mode show.
//
// Computed by the core's SequenceRun (core/simaso/sequencerun.h), which is kept as the mode's
// trace (moves = events, position checkpoints = keyframes, at most kRunTrajectoryBytes): the
// tiles, the large view and the export read a maze's trail from it (trail()); nothing is
// re-simulated in a view. Besides the trace a run keeps 4 bytes per maze; O(mazes × moves) time.

#include "core/control.h"
#include "core/maze.h"
#include "core/simaso/sequencerun.h"

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
    std::shared_ptr<const SequenceRun> trace; // the recording (null for an empty run)

    qint64 mazeCount() const { return qint64(solvedStep.size()); }
    qint64 solvedAt(qint64 step) const;   // step is clamped to [0, moves.size()]
    bool isSolvedAt(qint64 maze, qint64 step) const
    {
        const std::int32_t s = solvedStep[std::size_t(maze)];
        return s >= 0 && s <= step;
    }
    // Maze `maze`'s positions after 0 … step moves, ending where it first reaches its goal (the
    // player's StopAtGoal view). O(min(step, moves)); empty without a trace.
    std::vector<Cell> trail(qint64 maze, qint64 step) const;
};

// Position checkpoints the run's trace keeps at most (SequenceRun thins them beyond).
constexpr std::size_t kRunTrajectoryBytes = std::size_t(64) << 20;

// Runs `moves` on every maze of `set`; polls `control` (complete = false when stopped).
SetRun runSequence(const SimasoSet& set, std::vector<Move> moves, Control& control);

// Below this many maze-steps a run is done on the GUI thread (under ~10 ms); above it the
// Simultaneous mode runs it as a background job.
constexpr qint64 kSyncRunLimit = 4'000'000;

} // namespace mazelab
