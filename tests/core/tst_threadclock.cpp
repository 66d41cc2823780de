// The CPU-time budget of a window-sat window (core/threadclock.h, simaso_sat/terminator.h,
// issue 17): the thread's CPU clock stands still while the thread sleeps and does not count
// another thread's work, so a SAT solve's terminator with a CPU deadline lets wall time pass
// (a loaded or SIGSTOPped run) and stops once the solving thread itself has used the budget.
#include "core/control.h"
#include "core/simaso_sat/terminator.h"
#include "core/threadclock.h"

#include <QElapsedTimer>
#include <QTest>
#include <atomic>
#include <chrono>
#include <thread>

using namespace mazelab;
using simaso_sat::detail::SolveTerminator;

namespace {

// Burns CPU in the calling thread until its CPU clock has advanced `seconds`.
void burn(double seconds)
{
    const double until = threadCpuSeconds() + seconds;
    volatile std::uint64_t x = 1;
    while (threadCpuSeconds() < until)
        for (int i = 0; i < 10000; ++i)
            x = x * 6364136223846793005ull + 1442695040888963407ull;
}

} // namespace

class TestThreadClock : public QObject {
    Q_OBJECT
private slots:
    void standsStillWhileSleeping()
    {
        const double c0 = threadCpuSeconds();
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        QVERIFY2(threadCpuSeconds() - c0 < 0.1, "sleeping used CPU time");
    }

    void ignoresOtherThreads()
    {
        const double c0 = threadCpuSeconds();
        double other = 0;
        std::thread t([&] {
            const double o0 = threadCpuSeconds();
            burn(0.3);
            other = threadCpuSeconds() - o0;
        });
        t.join();
        QVERIFY(other >= 0.3);
        QVERIFY2(threadCpuSeconds() - c0 < 0.1, "another thread's work was counted");
    }

    void advancesWithWork()
    {
        const double c0 = threadCpuSeconds();
        burn(0.2);
        const double used = threadCpuSeconds() - c0;
        QVERIFY(used >= 0.2);
        QVERIFY(used < 5.0);
    }

    // 600 ms of wall time with a 50 ms CPU budget: a solver polling while its thread mostly
    // sleeps (as when starved or stopped) is not stopped; working, it is, within the budget
    // plus 15 polls.
    void terminatorCountsCpuNotWall()
    {
        Control control;
        SolveTerminator term(control, nullptr, threadCpuSeconds() + 0.05);
        QElapsedTimer wall;
        wall.start();
        while (wall.elapsed() < 600) {
            QVERIFY2(!term.terminate(), "stopped by wall time");
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        }
        const double c0 = threadCpuSeconds();
        bool stopped = false;
        for (int polls = 0; polls < 100000000 && !stopped; ++polls) {
            burn(0.001);
            stopped = term.terminate();
        }
        QVERIFY(stopped);
        QVERIFY(threadCpuSeconds() - c0 < 1.0);
        // No deadline: only the control stops it.
        SolveTerminator none(control, nullptr);
        for (int i = 0; i < 64; ++i)
            QVERIFY(!none.terminate());
        control.cancel();
        QVERIFY(none.terminate());
    }
};

QTEST_GUILESS_MAIN(TestThreadClock)
#include "tst_threadclock.moc"
