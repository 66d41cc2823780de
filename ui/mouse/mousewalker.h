#pragma once
// MouseWalker: records Squeaky's walk (core/mouse/mousetrace.h) and, when asked, the loop-less
// analysis (core/mouse/mouseloopless.h) for the Mouse page. Boards of up to kSyncCells cells
// are walked at once (the result is delivered before request() returns, as the page always
// did); larger ones on a worker thread, so that an edit on a 4096 × 4096 board never holds the
// GUI thread for a walk of up to 20 million steps. A request while a walk runs cancels that
// walk and starts over when it ends: only the latest request's result is delivered, on the
// GUI thread (LatestWorker, as the status bar's facts). The destructor cancels and waits.

#include "core/control.h"
#include "core/maze.h"
#include "core/mouse/mouseloopless.h"
#include "core/mouse/mousetrace.h"
#include "ui/jobs/latestworker.h"

#include <QObject>

#include <functional>

namespace mazelab {

class MouseWalker : public QObject {
    Q_OBJECT
public:
    struct Result {
        Maze maze;             // the board walked
        MouseOptions options;  // entrance, exit, step cap
        MouseTrace recorded;
        std::optional<LooplessAnalysis> loopless; // asked for, and the mouse escaped
        bool outOfMemory = false; // the walk's trace did not fit: nothing else is set
    };
    // 500 × 500: a walk there stays well under a tenth of a second (README "Traces").
    static constexpr std::size_t kSyncCells = 250'000;

    MouseWalker(std::function<void(Result)> onReady, QObject* parent = nullptr);

    // True when the result was delivered before returning (a small board, nothing running).
    bool request(const Maze& maze, const MouseOptions& options, bool loopless);
    bool isRunning() const { return m_worker.isBusy(); }

private:
    struct Request {
        Maze maze;
        MouseOptions options;
        bool loopless = false;
    };
    static Result compute(Request request, Control& control);

    std::function<void(Result)> m_onReady;
    LatestWorker<Result> m_worker;
};

} // namespace mazelab
