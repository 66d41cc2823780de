#include "ui/mouse/mousewalker.h"

#include <new>
#include <utility>

namespace mazelab {

MouseWalker::MouseWalker(std::function<void(Result)> onReady, QObject* parent)
    : QObject(parent), m_onReady(onReady), m_worker(this, std::move(onReady), 20)
{
}

MouseWalker::Result MouseWalker::compute(Request request, Control& control)
{
    Result r;
    try {
        r.recorded = recordMouseTrace(request.maze, request.options, control);
        if (request.loopless && r.recorded.walk.escaped && !control.isCancelled())
            r.loopless = analyseLoopless(request.maze, request.options);
    } catch (const std::bad_alloc&) {
        r = Result{};
        r.outOfMemory = true;
    }
    r.maze = std::move(request.maze);
    r.options = request.options;
    return r;
}

bool MouseWalker::request(const Maze& maze, const MouseOptions& options, bool loopless)
{
    if (maze.cellCount() <= kSyncCells && !m_worker.isBusy()) {
        Control control;
        m_onReady(compute({maze, options, loopless}, control));
        return true;
    }
    // One copy of the board (the worker's), moved on into the Result; the work runs once.
    m_worker.run([request = Request{maze, options, loopless}](Control& control) mutable {
        return compute(std::move(request), control);
    });
    return false;
}

} // namespace mazelab
