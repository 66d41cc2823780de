#pragma once
// JobRunner: runs one core algorithm at a time on a worker thread for a document or window.
//
//   runner.start(tr("Count solvable mazes"),
//                [maze](Control& control) { return countSolvable(maze, control); }, // worker
//                [this](std::uint64_t count) { showCount(count); });                 // GUI
//
// Contract
// - The work runs on a worker thread of its own (a std::thread per job, so long jobs never
//   starve QThreadPool::globalInstance(), and its start, its mailboxes (std::mutex) and its
//   join are synchronisation ThreadSanitizer sees; nothing crosses threads through Qt's event
//   queue or QMutex, whose futexes inside the uninstrumented Qt it cannot see). It gets a fresh
//   mazelab::Control per job: seed and time limit from JobOptions, cancel flag set by cancel(),
//   progress sink wired to progressChanged(). The work must poll() it in its inner loops
//   (Control's contract) and must never touch widgets or the document: capture copies.
// - The result leaves the worker as a value: onResult(R) runs on the runner's thread (the GUI
//   thread) and only when the outcome is Finished; on Failed it is never called, on Cancelled
//   only for a job started with JobOptions::deliverWhenCancelled (a work that returns what it
//   has when stopped, e.g. the bounds a σ search proved: the user's cancel must not lose them;
//   finished() then still reports Cancelled).
// - Exceptions thrown by the work are caught on the worker and become a Failed outcome:
//   std::bad_alloc -> "out of memory", any std::exception (MazeFormatError included) -> its
//   what(), anything else -> "unknown error". A cancelled job reports Cancelled even if the
//   work threw after the cancel. A time limit that expires is not a failure: the work returns
//   its partial answer (the algorithm decides what that is), the outcome is Finished and
//   JobReport::timedOut is set.
// - One job at a time: start() while a job runs REFUSES the new job (returns false, emits
//   refused(), leaves the running job alone). Callers cancel first or wait for finished().
// - Progress is coalesced and rate-limited: however often the work reports (even with
//   Control::progress(..., force = true) in a tight loop), the worker only overwrites a mailbox;
//   the GUI thread polls it every kProgressInterval while the job runs, so progressChanged()
//   fires at most once per kProgressInterval and the worker never posts an event; the latest
//   value is always delivered (flushed) before finished().
// - All member functions are for the runner's own (GUI) thread; only the Control handed to
//   the work is touched by the worker.
// - The worker runs at a lower priority than the GUI thread (Linux: nice + kWorkerNice for the
//   worker thread and the threads its work starts), so a window stays responsive while jobs
//   use every core (issue 16, "Under load"). $MAZELAB_JOB_NICE overrides it (0: off).
// - Destruction during a job cancels it and waits for the worker to return (bounded by how
//   often the work polls); onResult is not called and no signal is emitted then.

#include "core/control.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <type_traits>
#include <utility>

namespace mazelab {

struct JobOptions {
    std::uint64_t seed = 0;
    std::chrono::milliseconds timeLimit{0}; // 0: none
    bool deliverWhenCancelled = false;      // onResult also gets a cancelled job's value
};

enum class JobOutcome { Finished, Cancelled, Failed };

// What happened to one job; passed with finished().
struct JobReport {
    QString name;
    JobOutcome outcome = JobOutcome::Finished;
    QString error;          // the failure message when outcome == Failed, else empty
    bool timedOut = false;  // the Control's time limit expired (outcome is then Finished)
    qint64 elapsedMs = 0;   // wall time from start() until the outcome reached the GUI
};

class JobRunner : public QObject {
    Q_OBJECT
public:
    static constexpr std::chrono::milliseconds kProgressInterval{50};
    static constexpr int kWorkerNice = 10;

    explicit JobRunner(QObject* parent = nullptr);
    // Cancels a running job and waits for its worker; see the contract above.
    ~JobRunner() override;

    // Starts `work(Control&) -> R` on the worker thread; `onResult(R)` receives the value on
    // this object's thread when the job finishes. R may be void (then onResult()). R must be
    // move-constructible; work and onResult must be copyable (they are held in std::function).
    // Returns false (and emits refused()) when a job is already running.
    template<class Work, class OnResult>
    bool start(const QString& name, Work work, OnResult onResult, JobOptions options = {})
    {
        using R = std::remove_cvref_t<std::invoke_result_t<Work&, Control&>>;
        if constexpr (std::is_void_v<R>) {
            static_assert(std::is_invocable_v<OnResult&>, "onResult must take no argument");
            return startErased(
                name,
                [work](Control& c) mutable { work(c); return std::shared_ptr<void>(); },
                [onResult](std::shared_ptr<void>) mutable { onResult(); }, options);
        } else {
            static_assert(std::is_invocable_v<OnResult&, R>, "onResult must accept the result");
            return startErased(
                name,
                [work](Control& c) mutable {
                    return std::shared_ptr<void>(std::make_shared<R>(work(c)));
                },
                [onResult](std::shared_ptr<void> value) mutable {
                    onResult(std::move(*std::static_pointer_cast<R>(value)));
                },
                options);
        }
    }

    bool isRunning() const { return m_running; }
    // The running (or last) job's name.
    QString jobName() const { return m_name; }
    // Milliseconds since the running job started (or the last job's duration).
    qint64 elapsedMs() const;
    // The latest progress delivered for the running job (fraction < 0: unknown).
    double progressFraction() const { return m_fraction; }
    QString progressMessage() const { return m_message; }
    bool isCancelRequested() const { return m_cancelRequested; }

    // A one-line user message for a finished job, e.g. "Count mazes: cancelled after 1.2 s".
    static QString describe(const JobReport& report);
    // A core progress message in the user's language (the format translated, then filled in).
    static QString translatedProgress(const ProgressMessage& message);

public slots:
    // Asks the running job to stop (Control::cancel()); finished(Cancelled) follows once the
    // work has returned (measured: about 1 ms for a work that polls every iteration).
    // No-op when idle or already cancelling.
    void cancel();

signals:
    void started(const QString& name);
    // fraction in [0,1], or negative when the total is unknown.
    void progressChanged(double fraction, const QString& message);
    void cancelRequested();
    // After onResult (when Finished). isRunning() is false here unless onResult started
    // another job.
    void finished(const mazelab::JobReport& report);
    // start() was called while `runningName` runs; the new job was not started.
    void refused(const QString& name, const QString& runningName);

private:
    using ErasedWork = std::function<std::shared_ptr<void>(Control&)>;
    using ErasedDeliver = std::function<void(std::shared_ptr<void>)>;
    enum class Error { None, OutOfMemory, Exception, Unknown };
    struct WorkerOutput {
        std::shared_ptr<void> value;
        Error error = Error::None;
        QString what;
        bool cancelled = false;
        bool timedOut = false;
        qint64 elapsedMs = 0;
    };

    bool startErased(const QString& name, ErasedWork work, ErasedDeliver deliver,
                     const JobOptions& options);
    static WorkerOutput runWork(const ErasedWork& work, Control& control);
    void postProgress(double fraction, const ProgressMessage& message); // worker thread
    void deliverProgress();                                           // GUI thread
    // GUI thread: takes the worker's output from its mailbox, joins the worker, reports.
    // Queued by name from the worker when it is done (a QMetaCallEvent that carries no data:
    // the output itself crosses under m_mutex). A no-op when the mailbox is empty.
    Q_INVOKABLE void onWorkerFinished();

    std::thread m_thread;
    std::shared_ptr<Control> m_control;
    ErasedDeliver m_deliver;
    bool m_deliverWhenCancelled = false;
    QString m_name;
    bool m_running = false;
    bool m_cancelRequested = false;
    QElapsedTimer m_clock;
    qint64 m_lastElapsedMs = 0;
    double m_fraction = -1.0;
    QString m_message;

    // Progress mailbox: written by the worker, read by the GUI thread (guarded by m_mutex;
    // a std::mutex so that ThreadSanitizer can see the synchronisation).
    std::mutex m_mutex;
    double m_boxFraction = -1.0;
    QString m_boxMessage;
    bool m_boxDirty = false;
    std::optional<WorkerOutput> m_output; // the finished worker's output, until collected
    // Polls the mailbox every kProgressInterval while a job runs. Nothing crosses threads
    // through Qt's event queue, whose futexes ThreadSanitizer cannot see (issue 16).
    QTimer m_progressTimer;
};

} // namespace mazelab

Q_DECLARE_METATYPE(mazelab::JobReport)
