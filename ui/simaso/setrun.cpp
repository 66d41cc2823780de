#include "ui/simaso/setrun.h"

#include "ui/simaso/simasoset.h"


#include <algorithm>

namespace mazelab {

qint64 SetRun::solvedAt(qint64 step) const
{
    if (solvedCount.empty())
        return 0;
    return solvedCount[std::size_t(std::clamp<qint64>(step, 0, qint64(solvedCount.size()) - 1))];
}

SetRun runSequence(const SimasoSet& set, std::vector<Move> moves, Control& control)
{
    SetRun run;
    // Only the per-maze solved steps and per-step counts are kept, so the core run needs
    // few position checkpoints.
    auto core = std::make_shared<SequenceRun>(set.sharedMazes(), kRunTrajectoryBytes);
    run.complete = core->run(moves, control);
    run.moves = std::move(moves);
    if (!run.complete)
        return run;
    run.solvedStep = core->solvedAtAll();
    const auto& counts = core->solvedCountPerStep();
    run.solvedCount.assign(counts.begin(), counts.end());
    run.trace = std::move(core);
    return run;
}

std::vector<Cell> SetRun::trail(qint64 maze, qint64 step) const
{
    std::vector<Cell> out;
    if (!trace || maze < 0 || maze >= qint64(trace->mazeCount()))
        return out;
    const auto i = std::size_t(maze);
    const std::int32_t solved = solvedStep[i];
    // The trail ends at the goal once reached: no need to read further.
    qint64 last = std::clamp<qint64>(step, 0, qint64(trace->length()));
    if (solved >= 0)
        last = std::min<qint64>(last, solved);
    const auto positions = trace->trajectory(i, SequenceRun::Trail::Continue, std::size_t(last));
    const MazeSet& set = trace->set();
    out.reserve(positions.size());
    for (MazeSet::Pos p : positions)
        out.push_back(set.cellOf(p));
    return out;
}

} // namespace mazelab
