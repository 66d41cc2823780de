// Background jobs: JobRunner runs real core computations on a worker thread, keeps the GUI
// event loop alive, delivers values to the GUI thread, and stops promptly when the real
// Cancel button of JobStatusWidget is clicked or its owner is destroyed.
#include "core/maze.h"
#include "core/mazeformat.h"
#include "ui/jobs/jobrunner.h"
#include "ui/jobs/jobstatuswidget.h"
#include "ui/jobs/latestworker.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QMainWindow>
#include <QProgressBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QThread>
#include <QToolButton>
#include <QVBoxLayout>

#include <atomic>
#include <new>
#include <optional>
#include <thread>

using namespace mazelab;

namespace {

// Cancel latency the spec asks for is 0.2 s; the assertion allows 1 s more for a loaded CI
// machine (the measured figure is printed). A hang would blow through it by far.
constexpr qint64 kCancelBoundMs = 1200;

// Counts the solvable rows x cols mazes by brute force over all 2^(rows*cols) grids (the slow
// reference for Nusser 2016, §4.7: 51 for 3x3, 3828 for 4x4). Polls once per grid and returns
// the partial count when told to stop.
std::uint64_t countSolvable(int rows, int cols, Control& control)
{
    const int n = rows * cols;
    const std::uint64_t total = std::uint64_t(1) << n;
    Maze maze(rows, cols);
    std::uint64_t solvable = 0;
    for (std::uint64_t mask = 0; mask < total; ++mask) {
        if (control.poll())
            break;
        for (int i = 0; i < n; ++i)
            maze.setBlocked(maze.cellAt(std::size_t(i)), (mask >> i) & 1);
        if (maze.isSolvable())
            ++solvable;
        if ((mask & 0xfff) == 0)
            control.progressText(double(mask) / double(total),
                             std::to_string(mask) + " of " + std::to_string(total) + " grids, "
                                 + std::to_string(solvable) + " solvable");
    }
    return solvable;
}

// Waits (sleeping, polling) until the job is told to stop; for scripted tests.
void idleUntilStopped(Control& control)
{
    while (!control.checkNow())
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

// What the runner reported, captured on the GUI thread.
struct Outcome {
    std::optional<JobReport> report;
    int resultCalls = 0;
    void watch(JobRunner& runner)
    {
        QObject::connect(&runner, &JobRunner::finished, &runner,
                         [this](const JobReport& r) { report = r; });
    }
};

} // namespace

class TestJobs : public QObject {
    Q_OBJECT
private slots:
    void shortJobDeliversValueOnGuiThread_data()
    {
        QTest::addColumn<int>("side");
        QTest::addColumn<quint64>("expected");
        QTest::newRow("3x3 (Nusser: 51)") << 3 << quint64(51);
        QTest::newRow("4x4 (Nusser: 3828)") << 4 << quint64(3828);
    }
    void shortJobDeliversValueOnGuiThread()
    {
        QFETCH(int, side);
        QFETCH(quint64, expected);
        JobRunner runner;
        Outcome outcome;
        outcome.watch(runner);
        std::atomic<QThread*> workerThread{nullptr};
        QThread* resultThread = nullptr;
        std::uint64_t seenSeed = 0;
        quint64 count = 0;
        const bool ok = runner.start(
            QStringLiteral("count"),
            [side, &workerThread, &seenSeed](Control& control) {
                workerThread = QThread::currentThread();
                seenSeed = control.seed();
                return countSolvable(side, side, control);
            },
            [&](std::uint64_t value) {
                resultThread = QThread::currentThread();
                count = value;
                ++outcome.resultCalls;
            },
            JobOptions{42, {}});
        QVERIFY(ok);
        QVERIFY(runner.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(outcome.report.has_value(), 10000);
        QCOMPARE(outcome.report->outcome, JobOutcome::Finished);
        QCOMPARE(outcome.resultCalls, 1);
        QCOMPARE(count, expected);
        QCOMPARE(resultThread, QThread::currentThread());
        QVERIFY(workerThread.load() != QThread::currentThread());
        QCOMPARE(seenSeed, std::uint64_t(42));
        QVERIFY(!runner.isRunning());
        QVERIFY(JobRunner::describe(*outcome.report).startsWith(QStringLiteral("count: done")));
    }

    // The heart of the spec: a long real computation, a live event loop, the real Cancel button.
    void cancelButtonStopsLongJobPromptly()
    {
        QWidget window;
        auto* status = new JobStatusWidget(&window);
        (new QVBoxLayout(&window))->addWidget(status);
        JobRunner runner(&window);
        status->setRunner(&runner);
        Outcome outcome;
        outcome.watch(runner);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(status->isHidden());

        int ticks = 0;
        QTimer timer;
        connect(&timer, &QTimer::timeout, this, [&ticks] { ++ticks; });
        timer.start(20);
        using Clock = std::chrono::steady_clock;
        std::atomic<Clock::time_point> workerReturned{};
        QElapsedTimer clock;
        qint64 guiLatencyUs = -1;
        connect(&runner, &JobRunner::finished, this,
                [&] { guiLatencyUs = clock.nsecsElapsed() / 1000; });
        // All 2^25 5x5 grids: far longer than this test.
        QVERIFY(runner.start(
            QStringLiteral("Count 5x5"),
            [&workerReturned](Control& c) {
                const auto count = countSolvable(5, 5, c);
                workerReturned = Clock::now();
                return count;
            },
            [&outcome](std::uint64_t) { ++outcome.resultCalls; }));
        QVERIFY(status->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(ticks >= 5, 5000);
        // The whole message (the label itself is elided to the room it gets).
        QTRY_VERIFY_WITH_TIMEOUT(
            status->label()->toolTip().contains(QStringLiteral("grids")), 5000);
        QVERIFY(status->progressBar()->maximum() > 0); // determinate: the fraction is known
        QVERIFY(runner.isRunning());
        const int ticksWhileRunning = ticks;

        const auto clicked = Clock::now();
        clock.start();
        QSignalSpy finished(&runner, &JobRunner::finished);
        QTest::mouseClick(status->cancelButton(), Qt::LeftButton);
        QVERIFY(!status->cancelButton()->isEnabled());
        QVERIFY(finished.wait(10000)); // a real event loop, so the latency is not quantised
        QVERIFY(outcome.report.has_value());
        const qint64 latency = guiLatencyUs / 1000;
        const auto workerUs = std::chrono::duration_cast<std::chrono::microseconds>(
                                  workerReturned.load() - clicked).count();
        qInfo("cancel latency: click -> worker returned %lld us, click -> cancelled outcome on "
              "the GUI thread %lld us; %d timer ticks while running",
              static_cast<long long>(workerUs), guiLatencyUs, ticksWhileRunning);
        QCOMPARE(outcome.report->outcome, JobOutcome::Cancelled);
        QCOMPARE(outcome.resultCalls, 0);
        QVERIFY2(latency < kCancelBoundMs, qPrintable(QString::number(latency)));
        QVERIFY(status->isHidden());
        QVERIFY(!runner.isRunning());
    }

    void exceptionBecomesFailedOutcome_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("expected");
        QString formatMessage;
        try {
            parseMazeText("..\n.?\n");
        } catch (const MazeFormatError& e) {
            formatMessage = QString::fromUtf8(e.what());
        }
        QTest::newRow("bad_alloc") << 0 << QStringLiteral("out of memory");
        QTest::newRow("MazeFormatError") << 1 << formatMessage;
        QTest::newRow("runtime_error") << 2 << QStringLiteral("boom");
        QTest::newRow("not an exception") << 3 << QStringLiteral("unknown error");
    }
    void exceptionBecomesFailedOutcome()
    {
        QFETCH(int, kind);
        QFETCH(QString, expected);
        QVERIFY(!expected.isEmpty());
        JobRunner runner;
        Outcome outcome;
        outcome.watch(runner);
        QVERIFY(runner.start(
            QStringLiteral("Throw"),
            [kind](Control&) -> int {
                switch (kind) {
                case 0: throw std::bad_alloc();
                case 1: parseMazeText("..\n.?\n"); return 0;
                case 2: throw std::runtime_error("boom");
                default: throw 7;
                }
            },
            [&outcome](int) { ++outcome.resultCalls; }));
        QTRY_VERIFY(outcome.report.has_value());
        QCOMPARE(outcome.report->outcome, JobOutcome::Failed);
        QCOMPARE(outcome.report->error, expected);
        QCOMPARE(outcome.resultCalls, 0);
        QCOMPARE(JobRunner::describe(*outcome.report), QStringLiteral("Throw failed: ") + expected);
    }

    // A work that throws once it sees the cancel (e.g. an aborted allocation) is Cancelled.
    void cancelWinsOverLateException()
    {
        JobRunner runner;
        Outcome outcome;
        outcome.watch(runner);
        QVERIFY(runner.start(
            QStringLiteral("Abort"),
            [](Control& c) -> int {
                idleUntilStopped(c);
                throw std::runtime_error("aborted");
            },
            [&outcome](int) { ++outcome.resultCalls; }));
        runner.cancel();
        QTRY_VERIFY(outcome.report.has_value());
        QCOMPARE(outcome.report->outcome, JobOutcome::Cancelled);
        QVERIFY(outcome.report->error.isEmpty());
        QCOMPARE(outcome.resultCalls, 0);
    }

    // Documented policy: a second start() while a job runs is refused; the first goes on.
    void secondJobIsRefused()
    {
        JobRunner runner;
        Outcome outcome;
        outcome.watch(runner);
        QSignalSpy refused(&runner, &JobRunner::refused);
        QVERIFY(runner.start(QStringLiteral("first"), [](Control& c) { idleUntilStopped(c); },
                             [] {}));
        bool secondRan = false;
        QVERIFY(!runner.start(QStringLiteral("second"),
                              [&secondRan](Control&) { secondRan = true; }, [] {}));
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused.at(0).at(0).toString(), QStringLiteral("second"));
        QCOMPARE(refused.at(0).at(1).toString(), QStringLiteral("first"));
        QVERIFY(runner.isRunning());
        QCOMPARE(runner.jobName(), QStringLiteral("first"));
        runner.cancel();
        QTRY_VERIFY(outcome.report.has_value());
        QCOMPARE(outcome.report->name, QStringLiteral("first"));
        QCOMPARE(outcome.report->outcome, JobOutcome::Cancelled);
        QVERIFY(!secondRan);
        // Idle again: the runner takes the next job.
        QVERIFY(runner.start(QStringLiteral("third"), [](Control&) { return 3; }, [](int) {}));
        QTRY_VERIFY(!runner.isRunning());
    }

    // A chatty job (forced progress in a tight loop) must not flood the GUI event loop.
    void chattyProgressIsRateLimited()
    {
        JobRunner runner;
        QSignalSpy progress(&runner, &JobRunner::progressChanged);
        std::atomic<std::uint64_t> reports{0};
        QVERIFY(runner.start(
            QStringLiteral("Chatty"),
            [&reports](Control& c) {
                for (std::uint64_t i = 0; !c.poll(); ++i) {
                    c.progressText(-1.0, "report " + std::to_string(i), true);
                    ++reports;
                }
            },
            [] {}));
        int ticks = 0;
        QTimer timer;
        connect(&timer, &QTimer::timeout, this, [&ticks] { ++ticks; });
        timer.start(20);
        QElapsedTimer clock;
        clock.start();
        QTest::qWait(500);
        runner.cancel();
        QTRY_VERIFY(!runner.isRunning());
        const qint64 elapsed = clock.elapsed();
        qInfo("%llu progress reports from the worker, %lld delivered, %d ticks in %lld ms",
              static_cast<unsigned long long>(reports.load()), qint64(progress.count()), ticks,
              elapsed);
        QVERIFY(reports.load() > std::uint64_t(progress.count()));
        QVERIFY(progress.count() >= 2);
        QVERIFY(progress.count() <= elapsed / JobRunner::kProgressInterval.count() + 3);
        QVERIFY(ticks >= 5);
        // The very last report is flushed before finished().
        QCOMPARE(progress.last().at(1).toString(),
                 QStringLiteral("report ") + QString::number(reports.load() - 1));
    }

    // A time limit is not a failure: the partial value arrives, flagged as timed out.
    void timeLimitDeliversPartialResult()
    {
        JobRunner runner;
        Outcome outcome;
        outcome.watch(runner);
        quint64 partial = 0;
        QVERIFY(runner.start(
            QStringLiteral("Count 5x5"), [](Control& c) { return countSolvable(5, 5, c); },
            [&](std::uint64_t value) { partial = value; ++outcome.resultCalls; },
            JobOptions{0, std::chrono::milliseconds(100)}));
        QTRY_VERIFY_WITH_TIMEOUT(outcome.report.has_value(), 10000);
        QCOMPARE(outcome.report->outcome, JobOutcome::Finished);
        QVERIFY(outcome.report->timedOut);
        QCOMPARE(outcome.resultCalls, 1);
        QVERIFY(partial > 0);
    }

    // JobOptions::deliverWhenCancelled: a cancelled job's value (what it had when it stopped)
    // reaches onResult, and finished() still says Cancelled; without the option it does not.
    void cancelledJobDeliversValueWhenAsked()
    {
        for (const bool asked : {true, false}) {
            JobRunner runner;
            Outcome outcome;
            outcome.watch(runner);
            int value = 0;
            JobOptions options;
            options.deliverWhenCancelled = asked;
            QVERIFY(runner.start(
                QStringLiteral("partial"), [](Control& c) { idleUntilStopped(c); return 7; },
                [&](int v) { value = v; ++outcome.resultCalls; }, options));
            runner.cancel();
            QTRY_VERIFY_WITH_TIMEOUT(outcome.report.has_value(), 10000);
            QCOMPARE(outcome.report->outcome, JobOutcome::Cancelled);
            QCOMPARE(outcome.resultCalls, asked ? 1 : 0);
            QCOMPARE(value, asked ? 7 : 0);
        }
    }

    // onResult may start the next job (a pipeline); the widget then stays up.
    void resultHandlerCanStartNextJob()
    {
        JobRunner runner;
        JobStatusWidget status;
        status.setRunner(&runner);
        int finishedSignals = 0;
        connect(&runner, &JobRunner::finished, this, [&finishedSignals] { ++finishedSignals; });
        int second = 0;
        QVERIFY(runner.start(
            QStringLiteral("first"), [](Control&) { return 1; },
            [&](int) {
                QVERIFY(runner.start(QStringLiteral("second"),
                                     [](Control& c) { idleUntilStopped(c); return 2; },
                                     [&second](int v) { second = v; }));
            }));
        QTRY_COMPARE(finishedSignals, 1);
        QVERIFY(runner.isRunning());
        QCOMPARE(runner.jobName(), QStringLiteral("second"));
        QVERIFY(!status.isHidden());
        runner.cancel();
        QTRY_COMPARE(finishedSignals, 2);
        QCOMPARE(second, 0); // cancelled: no value
        QVERIFY(status.isHidden());
    }

    // Closing the window during a job: the runner (a child of the window) cancels and waits.
    void closingWindowDuringJobDoesNotHang()
    {
        auto* window = new QMainWindow;
        window->setAttribute(Qt::WA_DeleteOnClose);
        auto* status = new JobStatusWidget;
        window->statusBar()->addPermanentWidget(status);
        auto* runner = new JobRunner(window);
        status->setRunner(runner);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QPointer<QMainWindow> alive(window);
        int resultCalls = 0;
        QVERIFY(runner->start(QStringLiteral("Count 5x5"),
                              [](Control& c) { return countSolvable(5, 5, c); },
                              [&resultCalls](std::uint64_t) { ++resultCalls; }));
        QTRY_VERIFY(status->progressBar()->maximum() > 0);
        QElapsedTimer clock;
        clock.start();
        window->close();
        QTRY_VERIFY_WITH_TIMEOUT(alive.isNull(), 10000);
        const qint64 latency = clock.elapsed();
        qInfo("close -> window destroyed (job cancelled and joined): %lld ms", latency);
        QVERIFY2(latency < kCancelBoundMs, qPrintable(QString::number(latency)));
        QCOMPARE(resultCalls, 0);
    }

    // LatestWorker: work asked for while other work runs cancels it; of three runs asked for
    // during one, only the last is started after it and only its result is delivered, on the
    // GUI thread. The destructor cancels running work and waits for it.
    void latestWorkerDeliversOnlyTheLatest()
    {
        QObject context;
        QList<int> delivered;
        bool onGuiThread = true;
        std::atomic<int> started{0};
        auto worker = std::make_unique<LatestWorker<int>>(
            &context,
            [&](int value) {
                onGuiThread = onGuiThread && QThread::currentThread() == qApp->thread();
                delivered.append(value);
            },
            5);
        std::atomic<bool> firstCancelled{false};
        worker->run([&](Control& control) {
            ++started;
            idleUntilStopped(control);
            firstCancelled = control.isCancelled();
            return 1;
        });
        QTRY_COMPARE(started.load(), 1);
        for (int value : {2, 3, 4})
            worker->run([&started, value](Control&) {
                ++started;
                return value;
            });
        QVERIFY(worker->isBusy());
        QTRY_COMPARE(delivered, QList<int>{4});
        QVERIFY(firstCancelled);
        QCOMPARE(started.load(), 2); // 2 and 3 were replaced before they started
        QVERIFY(onGuiThread);
        QVERIFY(!worker->isBusy());
        // Alone, work is delivered; destroyed while running, it is cancelled and joined.
        worker->run([](Control&) { return 5; });
        QTRY_COMPARE(delivered, (QList<int>{4, 5}));
        std::atomic<bool> joined{false};
        worker->run([&joined](Control& control) {
            idleUntilStopped(control);
            joined = true;
            return 6;
        });
        worker.reset();
        QVERIFY(joined);
        QCOMPARE(delivered, (QList<int>{4, 5}));
    }
};

QTEST_MAIN(TestJobs)
#include "tst_jobs.moc"
