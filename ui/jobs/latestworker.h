#pragma once
// LatestWorker<Result>: one background computation at a time whose only wanted answer is the
// latest one asked for (the status bar's solvability, the Mouse page's walk of a big board).
// run(work) starts `work` on a std::async thread, or, while one runs, cancels that one (through
// the Control it was given) and queues `work` in place of any earlier queued one; the result of
// the latest work is handed to onReady on the GUI thread, found by polling (a QTimer), never by
// a queued signal. Results of cancelled or superseded work are dropped.
//
// Why std::async and polling: the thread's start (pthread_create) and the result (std::future)
// are synchronisation ThreadSanitizer sees, unlike a QThreadPool hand-off through QMutex's
// futex inside the uninstrumented libQt6Core (the TSan stage runs tst_mouse and tst_mainwindow).
// The destructor cancels the running work and waits for it.

#include "core/control.h"

#include <QObject>
#include <QTimer>

#include <chrono>
#include <functional>
#include <future>
#include <memory>
#include <optional>
#include <utility>

namespace mazelab {

template <class Result>
class LatestWorker {
public:
    using Work = std::function<Result(Control&)>; // runs on the worker thread
    // `context` owns the poll timer's connection (a QObject living on the GUI thread).
    LatestWorker(QObject* context, std::function<void(Result)> onReady, int pollMs)
        : m_onReady(std::move(onReady))
    {
        m_poll.setInterval(pollMs);
        QObject::connect(&m_poll, &QTimer::timeout, context, [this] { poll(); });
    }
    ~LatestWorker()
    {
        if (m_future.valid()) {
            m_control->cancel();
            m_future.wait();
        }
    }
    LatestWorker(const LatestWorker&) = delete;
    LatestWorker& operator=(const LatestWorker&) = delete;

    void run(Work work)
    {
        m_pending = std::move(work); // the latest wins
        if (m_future.valid())
            m_control->cancel(); // poll() starts the pending work when this one has stopped
        else
            start();
    }
    // Work running or queued: its result is not delivered yet.
    bool isBusy() const { return m_future.valid(); }

private:
    void start()
    {
        m_control = std::make_shared<Control>();
        m_future = std::async(std::launch::async,
                              [work = std::move(*m_pending), control = m_control] {
                                  return work(*control);
                              });
        m_pending.reset();
        m_poll.start();
    }
    void poll()
    {
        if (!m_future.valid()
            || m_future.wait_for(std::chrono::seconds(0)) != std::future_status::ready)
            return;
        Result result = m_future.get(); // m_future is invalid from here
        m_poll.stop();
        if (m_pending) { // superseded: only the newer work's result is delivered
            start();
            return;
        }
        m_onReady(std::move(result));
    }

    std::function<void(Result)> m_onReady;
    std::optional<Work> m_pending; // the latest work not started yet
    std::shared_ptr<Control> m_control;
    std::future<Result> m_future; // valid from start() until poll() takes the result
    QTimer m_poll;
};

} // namespace mazelab
