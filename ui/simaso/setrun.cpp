#include "ui/simaso/setrun.h"

#include "ui/simaso/simasoset.h"

#include "core/simaso/sequencerun.h"

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
    SequenceRun core(set.sharedMazes(), kRunTrajectoryBytes);
    run.complete = core.run(moves, control);
    run.moves = std::move(moves);
    if (!run.complete)
        return run;
    run.solvedStep = core.solvedAtAll();
    const auto& counts = core.solvedCountPerStep();
    run.solvedCount.assign(counts.begin(), counts.end());
    return run;
}

} // namespace mazelab
