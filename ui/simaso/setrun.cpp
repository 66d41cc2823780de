#include "ui/simaso/setrun.h"

#include "ui/simaso/simasoset.h"

#include <algorithm>
#include <array>

namespace mazelab {

qint64 SetRun::solvedAt(qint64 step) const
{
    if (solvedCount.empty())
        return 0;
    return solvedCount[std::size_t(std::clamp<qint64>(step, 0, qint64(solvedCount.size()) - 1))];
}

namespace {
// Compact sets: cell indices and a neighbour table; a move is one table lookup and one bit
// test per maze and step.
void runCompact(const SimasoSet& set, const std::vector<Move>& moves, SetRun& run,
                Control& control)
{
    const int rows = set.rows(), cols = set.cols(), n = rows * cols;
    std::array<std::array<std::uint8_t, 4>, 64> next{};
    for (int i = 0; i < n; ++i)
        for (int m = 0; m < 4; ++m) {
            const Cell to = stepCell({i / cols, i % cols}, Move(m));
            const bool inside = to.row >= 0 && to.col >= 0 && to.row < rows && to.col < cols;
            next[std::size_t(i)][std::size_t(m)] = std::uint8_t(inside ? to.row * cols + to.col : i);
        }
    const int goal = n - 1;
    const auto& masks = set.masks();
    for (std::size_t k = 0; k < masks.size(); ++k) {
        if (control.poll())
            return;
        const std::uint64_t blocked = masks[k];
        int p = 0;
        std::int32_t solved = p == goal ? 0 : -1;
        for (std::size_t s = 0; s < moves.size() && solved < 0; ++s) {
            const int to = next[std::size_t(p)][std::size_t(moves[s])];
            p = (blocked >> to & 1u) ? p : to;
            if (p == goal)
                solved = std::int32_t(s + 1);
        }
        run.solvedStep[k] = solved;
    }
    run.complete = true;
}

void runGeneric(const SimasoSet& set, const std::vector<Move>& moves, SetRun& run,
                Control& control)
{
    for (qint64 k = 0; k < set.size(); ++k) {
        if (control.poll())
            return;
        const Maze m = set.maze(k);
        Cell p = m.start();
        std::int32_t solved = p == m.goal() ? 0 : -1;
        for (std::size_t s = 0; s < moves.size() && solved < 0; ++s) {
            p = m.step(p, moves[s]);
            if (p == m.goal())
                solved = std::int32_t(s + 1);
        }
        run.solvedStep[std::size_t(k)] = solved;
    }
    run.complete = true;
}
} // namespace

SetRun runSequence(const SimasoSet& set, std::vector<Move> moves, Control& control)
{
    SetRun run;
    run.moves = std::move(moves);
    run.solvedStep.assign(std::size_t(set.size()), -1);
    control.setPollInterval(4096);
    if (set.isCompact())
        runCompact(set, run.moves, run, control);
    else
        runGeneric(set, run.moves, run, control);
    if (!run.complete)
        return run;
    run.solvedCount.assign(run.moves.size() + 1, 0);
    for (std::int32_t s : run.solvedStep)
        if (s >= 0)
            ++run.solvedCount[std::size_t(s)];
    for (std::size_t t = 1; t < run.solvedCount.size(); ++t)
        run.solvedCount[t] += run.solvedCount[t - 1];
    return run;
}

} // namespace mazelab
