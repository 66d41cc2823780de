// Control: cancellation and time limits are seen through poll(); progress is throttled.
#include "core/control.h"
#include "core/progressrepeat.h"
#include "core/progresstext.h"

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
    // A child stops with its parent (cancel from another thread, time limit) or by itself;
    // cancelling the child leaves the parent running.
    void childStopsWithItsParent()
    {
        Control parent;
        Control child;
        child.setParent(&parent);
        QVERIFY(!child.checkNow());
        child.cancel();
        QVERIFY(child.checkNow());
        QVERIFY(!parent.checkNow());

        Control other;
        other.setParent(&parent);
        std::thread t([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            parent.cancel();
        });
        while (!other.poll()) {
        }
        t.join();
        QVERIFY(!other.isCancelled()); // stopped through the parent

        Control timed;
        timed.setTimeLimit(std::chrono::milliseconds(30));
        Control grandchild;
        grandchild.setParent(&timed);
        while (!grandchild.poll()) {
        }
        QVERIFY(timed.timedOut());
    }
    void progressIsThrottledButForced()
    {
        Control control;
        int calls = 0;
        control.setProgressSink([&](double, const ProgressMessage&) { ++calls; });
        for (int i = 0; i < 1000; ++i)
            control.progress(i / 1000.0, "x");
        QVERIFY(calls >= 1 && calls < 10);
        control.progress(1.0, "done", {}, true);
        QCOMPARE(calls >= 2, true);
    }
    // The sink gets the format and its arguments (for the GUI to translate) and can ask for the
    // English text; placeholders without an argument stay as they are.
    void progressMessageCarriesFormatAndArguments()
    {
        Control control;
        ProgressMessage seen;
        control.setProgressSink([&](double, const ProgressMessage& m) { seen = m; });
        control.progress(-1, progress_text::kEss,
                         {"17", {progress_text::kNMazes, 42}, {progress_text::kNStates, 1200000}},
                         true);
        QCOMPARE(std::string(seen.format), std::string(progress_text::kEss));
        QCOMPARE(seen.args.size(), std::size_t(3));
        QCOMPARE(seen.args[2].text, std::string("1200000"));
        QCOMPARE(seen.args[2].count, std::int64_t(1200000));
        QCOMPARE(seen.text(), std::string("ESS: lower bound 17, 42 mazes, 1200000 states"));
        QCOMPARE((ProgressMessage{"%1/%2 (%3) 100%", {"3", "7"}}.text()),
                 std::string("3/7 (%3) 100%"));
        control.progressText(0.5, "Bild 3 von 7", true);
        QCOMPARE(seen.args[0].phrase, nullptr);
        QCOMPARE(seen.text(), std::string("Bild 3 von 7"));
    }

    // A count that can be 1 is a counted phrase: the CLI's English says "1 maze", "0 mazes",
    // "2 mazes" (and "1 SAT call" beside "1 maze" in one message).
    void countedPhrasesHaveEnglishSingular_data()
    {
        QTest::addColumn<qint64>("mazes");
        QTest::addColumn<qint64>("calls");
        QTest::addColumn<QString>("expected");
        QTest::newRow("1, 1") << qint64(1) << qint64(1) << "length 5, 1 maze, 1 SAT call";
        QTest::newRow("0, 2") << qint64(0) << qint64(2) << "length 5, 0 mazes, 2 SAT calls";
        QTest::newRow("11, 21") << qint64(11) << qint64(21) << "length 5, 11 mazes, 21 SAT calls";
        QTest::newRow("big") << qint64(22657200991) << qint64(1)
                             << "length 5, 22657200991 mazes, 1 SAT call";
    }
    void countedPhrasesHaveEnglishSingular()
    {
        QFETCH(qint64, mazes);
        QFETCH(qint64, calls);
        QFETCH(QString, expected);
        const ProgressMessage m{progress_text::kSat,
                                {"5", {progress_text::kNMazes, mazes},
                                 {progress_text::kNSatCalls, calls}}};
        QCOMPARE(QString::fromStdString(m.text()), expected);
        QCOMPARE((ProgressMessage{progress_text::kCount, {{progress_text::kNMoves, 1}}}.text()),
                 std::string("1 move"));
    }

    // The CLI's progress log: a changed line always, the same line again only after the
    // heartbeat (measured from the last line let through).
    void repeatLimiterKeepsChangesAndHeartbeat()
    {
        using namespace std::chrono_literals;
        RepeatLimiter limiter(10s);
        const RepeatLimiter::Clock::time_point t0{};
        QVERIFY(limiter.pass("a", t0));
        QVERIFY(!limiter.pass("a", t0 + 50ms));
        QVERIFY(!limiter.pass("a", t0 + 9999ms));
        QVERIFY(limiter.pass("a", t0 + 10s)); // sign of life
        QVERIFY(!limiter.pass("a", t0 + 15s));
        QVERIFY(limiter.pass("b", t0 + 15s)); // a change, at once
        QVERIFY(limiter.pass("a", t0 + 15s));
        QVERIFY(!limiter.pass("a", t0 + 24s));
        QVERIFY(limiter.pass("a", t0 + 25s));
        RepeatLimiter fresh;
        QVERIFY(fresh.pass("", t0)); // the first line, even an empty one
        QVERIFY(!fresh.pass("", t0 + 1s));
    }
};

QTEST_GUILESS_MAIN(TestControl)
#include "tst_control.moc"
