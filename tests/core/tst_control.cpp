// Control: cancellation and time limits are seen through poll(); progress is throttled.
#include "core/control.h"

#include <QTest>
#include <thread>

using namespace mazelab;

class TestControl : public QObject {
    Q_OBJECT
private slots:
    void cancelFromAnotherThread()
    {
        Control control;
        std::thread t([&] { std::this_thread::sleep_for(std::chrono::milliseconds(20)); control.cancel(); });
        std::uint64_t spins = 0;
        while (!control.poll())
            ++spins;
        t.join();
        QVERIFY(control.isCancelled());
        QVERIFY(spins > 0);
    }
    void timeLimit()
    {
        Control control;
        control.setTimeLimit(std::chrono::milliseconds(30));
        QVERIFY(!control.checkNow());
        while (!control.poll()) {
        }
        QVERIFY(control.timedOut());
        QVERIFY(!control.isCancelled());
    }
    void progressIsThrottledButForced()
    {
        Control control;
        int calls = 0;
        control.setProgressSink([&](double, const std::string&) { ++calls; });
        for (int i = 0; i < 1000; ++i)
            control.progress(i / 1000.0, "x");
        QVERIFY(calls >= 1 && calls < 10);
        control.progress(1.0, "done", true);
        QCOMPARE(calls >= 2, true);
    }
};

QTEST_GUILESS_MAIN(TestControl)
#include "tst_control.moc"
