// The reference count for small sizes: every maze is enumerated and flood-filled with 64-bit
// cell masks (bit r·cols + c is cell (r, c)). Cross-checks the frontier DP in tests and
// `mazelab-cli count --brute-force`.
#include "core/counting/mazecount.h"
#include "core/progresstext.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace mazelab {

MazeCountResult countSolvableMazesBruteForce(int rows, int cols, Control& control)
{
    if (rows < 1 || cols < 1 || rows * cols > kMaxBruteForceCells)
        throw std::invalid_argument("countSolvableMazesBruteForce: need rows, cols >= 1 and "
                                    "rows*cols <= " + std::to_string(kMaxBruteForceCells));
    const int cells = rows * cols;
    MazeCountResult result;
    result.frontierWidth = std::min(rows, cols);
    if (cells == 1) {
        result.count = BigUint(1);
        result.complete = true;
        result.cellsDone = 1;
        return result;
    }
    const std::uint64_t all = cells == 64 ? ~0ull : (std::uint64_t(1) << cells) - 1;
    std::uint64_t firstCol = 0;
    for (int r = 0; r < rows; ++r)
        firstCol |= std::uint64_t(1) << (r * cols);
    const std::uint64_t lastCol = firstCol << (cols - 1);
    const std::uint64_t goal = std::uint64_t(1) << (cells - 1);

    // Bits 1 .. cells-2 are the free choices; the start (bit 0) and the goal are always free.
    const std::uint64_t choices = std::uint64_t(1) << (cells - 2);
    std::uint64_t solvable = 0;
    for (std::uint64_t x = 0; x < choices; ++x) {
        if (control.poll()) {
            result.message = control.stopReason() + " after " + std::to_string(x) + " of "
                             + std::to_string(choices) + " masks";
            return result;
        }
        const std::uint64_t free = 1 | (x << 1) | goal;
        std::uint64_t reach = 1;
        for (;;) {
            const std::uint64_t grown = (reach | ((reach << 1) & ~firstCol)
                                         | ((reach >> 1) & ~lastCol) | (reach << cols)
                                         | (reach >> cols))
                                        & free & all;
            if (grown & goal) {
                ++solvable;
                break;
            }
            if (grown == reach)
                break;
            reach = grown;
        }
        if ((x & 0xFFFFF) == 0)
            control.progress(double(x) / double(choices), progress_text::kCountBrute,
                             {std::to_string(x), std::to_string(choices)});
    }
    result.count = BigUint(solvable);
    result.complete = true;
    result.cellsDone = std::size_t(cells);
    return result;
}

} // namespace mazelab
