#include "core/mouse/mousetrace.h"

namespace mazelab {

MouseTrace recordMouseTrace(const Maze& maze, const MouseOptions& options, Control& control,
                            std::size_t keyframeBudget)
{
    auto trace = std::make_shared<CellTrace>(maze.rows(), maze.cols(), 1, 1, keyframeBudget);
    MouseOptions walkOptions = options;
    walkOptions.recordTrace = false;
    CellTrace& t = *trace;
    MouseTrace result;
    result.walk = simulateMouse(maze, walkOptions, control, [&t](std::uint32_t cell) {
        t.moveAdd(0, 0, std::int32_t(cell), 1);
        t.endStep();
    });
    if (result.walk.escaped) { // the last step leaves through the exit
        t.move(0, CellTrace::kNoCell);
        t.endStep();
    }
    t.finish();
    result.trace = std::move(trace);
    return result;
}

} // namespace mazelab
