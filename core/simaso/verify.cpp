#include "core/simaso/verify.h"

#include "core/simaso/unsolvedmazefinder.h"

#include <vector>

namespace mazelab {

VerifyResult verifySequence(const MazeSet& set, const SolvingSequence& sequence, bool perfect)
{
    VerifyResult result;
    result.mazes = set.size();
    std::vector<MazeSet::Pos> pos = set.startPositions();
    std::vector<std::uint8_t> solved(set.size(), 0);
    const bool uniform = set.hasUniformStartGoal();
    auto markSolved = [&] {
        if (uniform) {
            const MazeSet::Pos g = set.goal(0);
            for (std::size_t i = 0; i < pos.size(); ++i)
                solved[i] |= std::uint8_t(pos[i] == g);
        } else {
            for (std::size_t i = 0; i < pos.size(); ++i)
                solved[i] |= std::uint8_t(pos[i] == set.goal(i));
        }
    };
    if (!perfect)
        markSolved();
    for (Move m : sequence) {
        set.applyMove(m, pos);
        if (!perfect)
            markSolved();
    }
    if (perfect)
        markSolved();
    for (std::size_t i = 0; i < solved.size(); ++i) {
        if (solved[i]) {
            ++result.solved;
        } else if (!result.unsolvedIndex) {
            result.unsolvedIndex = i;
        }
    }
    result.solvesAll = result.solved == result.mazes;
    if (result.unsolvedIndex)
        result.counterexample = set.maze(*result.unsolvedIndex);
    return result;
}

VerifyResult verifyAllSolvable(int rows, int cols, const SolvingSequence& sequence, bool perfect,
                               Control& control, int enumerateCells)
{
    if (rows >= 1 && cols >= 1 && rows * cols <= enumerateCells
        && rows * cols <= MazeSet::kMaxEnumerationCells) {
        const MazeSet set = MazeSet::allSolvable(rows, cols, control);
        return verifySequence(set, sequence, perfect);
    }
    VerifyResult result;
    std::uint64_t count = 0;
    if (rows * cols <= 62 && MazeSet::estimateAllSolvableBytes(rows, cols, &count) > 0)
        result.mazes = count;
    const UnsolvedMazeResult found = findUnsolvedMaze(rows, cols, sequence, control, perfect);
    result.complete = found.complete;
    result.solvesAll = found.complete && !found.maze;
    if (result.solvesAll)
        result.solved = result.mazes;
    result.counterexample = found.maze;
    return result;
}

} // namespace mazelab
