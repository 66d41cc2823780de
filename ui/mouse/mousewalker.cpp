#include "ui/mouse/mousewalker.h"

#include <chrono>
#include <new>
#include <utility>

namespace mazelab {

MouseWalker::MouseWalker(std::function<void(Result)> onReady, QObject* parent)
    : QObject(parent), m_onReady(std::move(onReady))
{
    m_poll.setInterval(20);
    connect(&m_poll, &QTimer::timeout, this, &MouseWalker::poll);
}

MouseWalker::~MouseWalker()
{
    if (m_future.valid()) {
        m_control->cancel();
        m_future.wait();
    }
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
    if (maze.cellCount() <= kSyncCells && !m_future.valid()) {
        Control control;
        m_onReady(compute({maze, options, loopless}, control));
        return true;
    }
    m_pending = Request{maze, options, loopless}; // the latest wins
    if (m_future.valid())
        m_control->cancel(); // poll() starts the pending one when this walk has stopped
    else
        start();
    return false;
}

void MouseWalker::start()
{
    Request request = std::move(*m_pending);
    m_pending.reset();
    m_control = std::make_shared<Control>();
    m_future = std::async(std::launch::async,
                          [request = std::move(request), control = m_control]() mutable {
                              return compute(std::move(request), *control);
                          });
    m_poll.start();
}

void MouseWalker::poll()
{
    if (m_future.wait_for(std::chrono::seconds(0)) != std::future_status::ready)
        return;
    Result result = m_future.get(); // m_future is invalid from here
    m_poll.stop();
    if (m_pending) { // cancelled for a newer request: its result is not delivered
        start();
        return;
    }
    m_onReady(std::move(result));
}

} // namespace mazelab
