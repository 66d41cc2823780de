#include "ui/jobs/jobrunner.h"

#include "core/progresstext.h"
#include "ui/pluralcount.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cerrno>
#include <new>
#include <stdexcept>
#include <system_error>

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace mazelab {

namespace {
// Lowers the calling worker thread's priority once (Linux: a thread has its own nice value) by
// kWorkerNice, or by $MAZELAB_JOB_NICE (0 = off, for measuring). Threads the work starts (the
// mouse search's) inherit it. Issue 16, "Under load": with three jobs running, the GUI thread
// shared the cores equally with five worker threads and its 5 ms timer came up to 0.3 s late;
// see tests/ui/tst_latency.cpp and the README's "Under load".
void lowerWorkerPriority()
{
#ifdef __linux__
    thread_local bool lowered = false;
    if (lowered)
        return;
    lowered = true;
    static const int nice = [] {
        bool ok = false;
        const int n = qEnvironmentVariableIntValue("MAZELAB_JOB_NICE", &ok);
        return ok ? std::clamp(n, 0, 19) : JobRunner::kWorkerNice;
    }();
    if (nice == 0)
        return;
    const auto tid = id_t(syscall(SYS_gettid));
    errno = 0;
    const int current = getpriority(PRIO_PROCESS, tid);
    if (errno == 0)
        setpriority(PRIO_PROCESS, tid, std::min(19, current + nice));
#endif
}
} // namespace

JobRunner::JobRunner(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<mazelab::JobReport>();
    m_progressTimer.setInterval(kProgressInterval);
    connect(&m_progressTimer, &QTimer::timeout, this, &JobRunner::deliverProgress);
}

JobRunner::~JobRunner()
{
    // No signals and no onResult from here on: the owner is being torn down.
    // (The worker's queued onWorkerFinished dies with this object.)
    if (m_control)
        m_control->cancel();
    if (m_thread.joinable())
        m_thread.join();
}

qint64 JobRunner::elapsedMs() const
{
    return m_running ? m_clock.elapsed() : m_lastElapsedMs;
}

bool JobRunner::startErased(const QString& name, ErasedWork work, ErasedDeliver deliver,
                            const JobOptions& options)
{
    if (m_running) {
        emit refused(name, m_name);
        return false;
    }
    auto control = std::make_shared<Control>(options.seed);
    control->setTimeLimit(options.timeLimit);
    control->setProgressSink(
        [this](double fraction, const ProgressMessage& message) { postProgress(fraction, message); });
    {
        std::lock_guard lock(m_mutex);
        m_boxFraction = -1.0;
        m_boxMessage.clear();
        m_boxDirty = false;
        m_output.reset();
    }
    m_control = control;
    m_deliver = std::move(deliver);
    m_deliverWhenCancelled = options.deliverWhenCancelled;
    m_name = name;
    m_running = true;
    m_cancelRequested = false;
    m_fraction = -1.0;
    m_message.clear();
    m_clock.start();
    m_progressTimer.start();
    if (m_thread.joinable()) // an earlier job's worker that has not been collected yet
        m_thread.join();
    try {
        m_thread = std::thread([this, work = std::move(work), control] {
            WorkerOutput out = runWork(work, *control);
            {
                std::lock_guard lock(m_mutex);
                m_output = std::move(out);
            }
            QMetaObject::invokeMethod(this, "onWorkerFinished", Qt::QueuedConnection);
        });
    } catch (const std::system_error&) { // no thread to be had: nothing started
        m_running = false;
        m_progressTimer.stop();
        m_control.reset();
        m_deliver = {};
        return false;
    }
    emit started(name);
    return true;
}

// The core's formats are marked in core/progresstext.h (context "ProgressText"); a format the
// translation does not know comes back unchanged. Whole numbers get the locale's digit grouping
// (22,657,200,991 / 22.657.200.991), counted phrases ("%L1 mazes") their plural form ("1 maze",
// chosen by pluralCount for counts past INT_MAX). QCoreApplication::translate is thread-safe.
QString JobRunner::translatedProgress(const ProgressMessage& message)
{
    QString text = QCoreApplication::translate(progress_text::kContext, message.format);
    const QLocale locale;
    for (const ProgressArg& arg : message.args) {
        if (arg.phrase) {
            text = text.arg(QCoreApplication::translate(progress_text::kContext,
                                                        arg.phrase->plural, nullptr,
                                                        pluralCount(arg.count))
                                .arg(qlonglong(arg.count)));
            continue;
        }
        const QString value = QString::fromStdString(arg.text);
        bool isNumber = false;
        const qlonglong n = value.toLongLong(&isNumber);
        text = text.arg(isNumber ? locale.toString(n) : value);
    }
    return text;
}

JobRunner::WorkerOutput JobRunner::runWork(const ErasedWork& work, Control& control)
{
    WorkerOutput out;
    lowerWorkerPriority();
    try {
        out.value = work(control);
    } catch (const std::bad_alloc&) {
        out.error = Error::OutOfMemory;
    } catch (const std::exception& e) { // MazeFormatError's what() names line and column
        out.error = Error::Exception;
        out.what = QString::fromUtf8(e.what());
    } catch (...) {
        out.error = Error::Unknown;
    }
    out.cancelled = control.isCancelled();
    out.timedOut = control.timedOut();
    return out;
}

void JobRunner::cancel()
{
    if (!m_running || m_cancelRequested)
        return;
    m_cancelRequested = true;
    m_control->cancel();
    emit cancelRequested();
}

// Worker thread. Stores the latest value and returns; the GUI thread picks it up.
void JobRunner::postProgress(double fraction, const ProgressMessage& message)
{
    const QString text = translatedProgress(message);
    std::lock_guard lock(m_mutex);
    m_boxFraction = fraction;
    m_boxMessage = text;
    m_boxDirty = true;
}

// GUI thread, every kProgressInterval while a job runs: emits the latest value if it changed.
void JobRunner::deliverProgress()
{
    double fraction = -1.0;
    QString message;
    {
        std::lock_guard lock(m_mutex);
        if (!m_running || !m_boxDirty)
            return;
        m_boxDirty = false;
        fraction = m_boxFraction;
        message = m_boxMessage;
    }
    m_fraction = fraction;
    m_message = message;
    emit progressChanged(fraction, message);
}

void JobRunner::onWorkerFinished()
{
    std::optional<WorkerOutput> taken;
    {
        std::lock_guard lock(m_mutex);
        taken.swap(m_output);
    }
    if (!taken)
        return;
    m_thread.join(); // it has stored its output; only its return is left
    const WorkerOutput out = std::move(*taken);
    // Flush the last progress value so the final state is never lost to rate limiting.
    m_progressTimer.stop();
    bool dirty = false;
    {
        std::lock_guard lock(m_mutex);
        dirty = m_boxDirty;
        m_boxDirty = false;
        m_fraction = dirty ? m_boxFraction : m_fraction;
        m_message = dirty ? m_boxMessage : m_message;
    }
    if (dirty)
        emit progressChanged(m_fraction, m_message);

    JobReport report;
    report.name = m_name;
    report.timedOut = out.timedOut;
    report.elapsedMs = m_clock.elapsed();
    if (out.cancelled) {
        report.outcome = JobOutcome::Cancelled;
    } else if (out.error != Error::None) {
        report.outcome = JobOutcome::Failed;
        report.error = out.error == Error::OutOfMemory ? tr("out of memory")
                       : out.error == Error::Unknown   ? tr("unknown error")
                                                       : out.what;
    }
    m_lastElapsedMs = report.elapsedMs;
    m_running = false;
    m_control.reset();
    const ErasedDeliver deliver = std::exchange(m_deliver, {});
    const bool cancelledWithValue = report.outcome == JobOutcome::Cancelled
                                    && m_deliverWhenCancelled && out.error == Error::None;
    if (report.outcome == JobOutcome::Finished || cancelledWithValue) {
        try {
            deliver(out.value);
        } catch (const std::exception& e) { // a throwing handler must not unwind into Qt
            report.outcome = JobOutcome::Failed;
            report.error = QString::fromUtf8(e.what());
        } catch (...) {
            report.outcome = JobOutcome::Failed;
            report.error = tr("unknown error");
        }
    }
    emit finished(report);
}

QString JobRunner::describe(const JobReport& report)
{
    const QString seconds = tr("%1 s").arg(report.elapsedMs / 1000.0, 0, 'f', 1);
    switch (report.outcome) {
    case JobOutcome::Finished:
        return report.timedOut ? tr("%1: time limit reached after %2").arg(report.name, seconds)
                               : tr("%1: done in %2").arg(report.name, seconds);
    case JobOutcome::Cancelled:
        return tr("%1: cancelled after %2").arg(report.name, seconds);
    case JobOutcome::Failed:
        return tr("%1 failed: %2").arg(report.name, report.error);
    }
    return {};
}

} // namespace mazelab
