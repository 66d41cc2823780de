// Window rewrites by SAT (simaso_sat/windowsat.h, issue 17): the first window the scan redoes
// shorter must be the first one, in the documented order (sizes as given, starts forwards from
// startStep, around), for which brute force over per-maze simulation (verify.h, independent
// code) finds a content of w − D moves; every reported sequence solves every maze; a whole
// cycle without one is locally optimal by brute force too; a padded σ(4,4) sequence comes back
// to 29; bad arguments, a start that misses mazes, a time limit and an exhausted window budget
// end with their messages.
#include "core/simaso/mazeset.h"
#include "core/simaso/verify.h"
#include "core/simaso_sat/windowsat.h"

#include "tests/core/bruteforcewindow.h"
#include "tests/core/windowsatrun.h"

#include <QElapsedTimer>
#include <QTest>
#include <fstream>
#include <optional>
#include <stdexcept>

using namespace mazelab;
using simaso_sat::WindowSatOptions;
using simaso_sat::WindowSatResult;
using test::bruteWindow;

namespace {

struct Window {
    std::size_t w = 0, a = 0;
};

// The scan's order: sizes as given, the first from `startStep`, starts forwards, around once.
std::vector<Window> scanOrder(std::size_t length, const std::vector<int>& sizes,
                              std::size_t startStep)
{
    std::vector<Window> order, wrapped;
    for (std::size_t k = 0; k < sizes.size(); ++k) {
        const std::size_t w = std::size_t(sizes[k]);
        for (std::size_t a = 0; a + w <= length; ++a)
            (k == 0 && a < startStep ? wrapped : order).push_back({w, a});
    }
    order.insert(order.end(), wrapped.begin(), wrapped.end());
    return order;
}

} // namespace

class TestWindowSat : public QObject {
    Q_OBJECT
    int m_shortened = 0;   // rows of firstShorteningEqualsBruteForce with a shortening
    int m_optimal = 0;     // … and with none (locally optimal)
private slots:
    void firstShorteningEqualsBruteForce_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<QString>("start");
        // shortest sequences (σ(3,3) = 11, σ(2,4) = 7, σ(3,4) = 17; Nusser Table 6.1) with 3
        // random moves inserted (tst_windowrewrite's starts)
        QTest::newRow("3x3") << 3 << 3 << "druddruduurrdd";
        QTest::newRow("3x3 other") << 3 << 3 << "drdddruuuurrdd";
        QTest::newRow("2x4") << 2 << 4 << "ruurdrrudr";
        QTest::newRow("3x4") << 3 << 4 << "rrudrrrdllldruddrrdr";
        QTest::newRow("3x4 other") << 3 << 4 << "rrdlrrrddllldrddrrrr";
    }
    void firstShorteningEqualsBruteForce()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(QString, start);
        Control control;
        const MazeSet all = MazeSet::allSolvable(rows, cols, control);
        const SolvingSequence s = *parseMoves(start.toStdString());
        QVERIFY(verifySequence(all, s).solvesAll);
        const std::vector<std::vector<int>> sizeLists{{1}, {2}, {3}, {4}, {3, 2}, {4, 1, 2}};
        for (bool tree : {false, true})
            for (int d : {1, 2})
                for (const auto& sizes : sizeLists)
                    for (std::size_t startStep : {std::size_t(0), std::size_t(5)}) {
                        if (*std::min_element(sizes.begin(), sizes.end()) < d)
                            continue;
                        WindowSatOptions o;
                        o.windows = sizes;
                        o.shortenBy = d;
                        o.startStep = startStep;
                        o.secondsPerWindow = 600;
                        o.countingTree = tree;
                        std::optional<Window> expected;
                        for (const Window& x : scanOrder(s.size(), sizes, startStep))
                            if (bruteWindow(all, s, x.a, x.w, std::size_t(d))) {
                                expected = x;
                                break;
                            }
                        const test::FirstReport f = test::runToFirstReport(rows, cols, s, o);
                        QCOMPARE(f.first.has_value(), expected.has_value());
                        test::checkRun(f, s);
                        if (QTest::currentTestFailed())
                            return;
                        if (!f.first) { // a whole cycle, every window refuted: locally optimal
                            ++m_optimal;
                            continue;
                        }
                        // The window brute force found first, redone d moves shorter.
                        const SolvingSequence& first = *f.first;
                        QCOMPARE(first.size(), s.size() - std::size_t(d));
                        QVERIFY(test::keepsOutside(s, first, expected->a,
                                                   expected->a + expected->w));
                        QVERIFY(verifySequence(all, first).solvesAll);
                        ++m_shortened;
                    }
    }
    // The rows above see both outcomes.
    void bothOutcomesSeen()
    {
        QVERIFY(m_shortened >= 10);
        QVERIFY(m_optimal >= 3);
    }

    // A whole run: every report solves every maze, and the end is locally optimal by brute
    // force for every window of the sizes tried.
    void wholeRunEndsLocallyOptimal()
    {
        Control control;
        const MazeSet all = MazeSet::allSolvable(3, 4, control);
        const SolvingSequence s = *parseMoves("rrudrrrdllldruddrrdr");
        WindowSatOptions o;
        o.windows = {2, 3, 4, 5};
        o.secondsPerWindow = 600;
        int reports = 0;
        const WindowSatResult r = simaso_sat::shortenWindowsBySat(
            3, 4, s, o, control, [&](const SolvingSequence& x) {
                ++reports;
                QVERIFY(verifySequence(all, x).solvesAll);
            });
        QVERIFY(r.cycleDone);
        QCOMPARE(r.undecided, std::size_t(0));
        QCOMPARE(std::size_t(reports), r.shortened);
        QCOMPARE(r.best.size(), std::size_t(17)); // σ(3,4)
        QCOMPARE(r.windows, r.refuted + r.shortened);
        for (int w : o.windows)
            for (std::size_t a = 0; a + std::size_t(w) <= r.best.size(); ++a)
                QVERIFY(!bruteWindow(all, r.best, a, std::size_t(w), 1));
    }

    // A σ(4,4) sequence padded with 3 moves inside comes back to 29 = σ(4,4) through windows
    // of 10 (4^9 contents each: the exhaustive scan's limit is 13).
    void paddedSigma44ComesBack()
    {
        const SolvingSequence s = *parseMoves("ddrddrdrururluuurrdrrldrddrdrddr");
        WindowSatOptions o;
        o.windows = {10};
        o.secondsPerWindow = 600;
        Control control;
        const WindowSatResult r = simaso_sat::shortenWindowsBySat(4, 4, s, o, control);
        QCOMPARE(r.best.size(), std::size_t(29));
        QCOMPARE(r.shortened, std::size_t(3));
        const MazeSet all = MazeSet::allSolvable(4, 4, control);
        QVERIFY(verifySequence(all, r.best).solvesAll);
        QVERIFY(r.cycleDone);
    }

    // Deletion repairs: from sequences at their local optimum for windows of 1 and 2, every
    // report solves every maze, and at the end brute force finds no deletion that a window of
    // 1 or 2 moves rewritten with as many repairs (the reach covers the whole sequence).
    void deletionRepairsEndWhereBruteForceFindsNone_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<QString>("start");
        QTest::addColumn<bool>("tree");
        QTest::newRow("3x3") << 3 << 3 << "druddruduurrdd" << false;
        QTest::newRow("3x4") << 3 << 4 << "rrudrrrdllldruddrrdr" << false;
        QTest::newRow("3x4 other") << 3 << 4 << "rrdlrrrddllldrddrrrr" << false;
        QTest::newRow("3x4 tree") << 3 << 4 << "rrdlrrrddllldrddrrrr" << true;
    }
    void deletionRepairsEndWhereBruteForceFindsNone()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(QString, start);
        QFETCH(bool, tree);
        Control control;
        const MazeSet all = MazeSet::allSolvable(rows, cols, control);
        WindowSatOptions o;
        o.windows = {1, 2};
        o.secondsPerWindow = 600;
        o.countingTree = tree;
        o.deletionRepair = true;
        o.repairReach = 64;
        const WindowSatResult r = simaso_sat::shortenWindowsBySat(
            rows, cols, *parseMoves(start.toStdString()), o, control,
            [&](const SolvingSequence& x) { QVERIFY(verifySequence(all, x).solvesAll); });
        QVERIFY(r.cycleDone);
        QCOMPARE(r.undecided, std::size_t(0));
        QVERIFY(r.message.find("nor after any deletion") != std::string::npos);
        for (std::size_t i = 0; i < r.best.size(); ++i) {
            SolvingSequence t = r.best;
            t.erase(t.begin() + std::ptrdiff_t(i));
            for (std::size_t w : {1, 2})
                for (std::size_t a = 0; a + w <= t.size(); ++a)
                    QVERIFY(!bruteWindow(all, t, a, w, 0));
        }
    }
    // A 4×4 sequence of 30 moves, locally optimal for windows of up to 2 moves, is repaired to
    // 29 = σ(4,4) (the exhaustive scan's deletion repair finds the same length).
    void deletionRepairTakes4x4To29()
    {
        const SolvingSequence s = *parseMoves("ddrudddrrdrurrrlurururdrurdldrddrdd");
        WindowSatOptions o;
        o.windows = {1, 2};
        o.secondsPerWindow = 600;
        Control control;
        WindowSatResult r = simaso_sat::shortenWindowsBySat(4, 4, s, o, control);
        QCOMPARE(r.best.size(), std::size_t(30));
        o.deletionRepair = true;
        r = simaso_sat::shortenWindowsBySat(4, 4, r.best, o, control);
        QCOMPARE(r.best.size(), std::size_t(29));
        QVERIFY(r.repaired >= 1);
        const MazeSet all = MazeSet::allSolvable(4, 4, control);
        QVERIFY(verifySequence(all, r.best).solvesAll);
    }
    void deterministicForASeed()
    {
        const SolvingSequence s = *parseMoves("ddrddrdrururluuurrdrrldrddrdrddr");
        WindowSatOptions o;
        o.windows = {9};
        o.seed = 7;
        o.secondsPerWindow = 600;
        Control c1, c2;
        const WindowSatResult a = simaso_sat::shortenWindowsBySat(4, 4, s, o, c1);
        const WindowSatResult b = simaso_sat::shortenWindowsBySat(4, 4, s, o, c2);
        QCOMPARE(a.best, b.best);
        QCOMPARE(a.satCalls, b.satCalls);
        QCOMPARE(a.mazesAdded, b.mazesAdded);
    }

    void badInputEndsWithAMessage()
    {
        Control control;
        WindowSatOptions o;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 simaso_sat::shortenWindowsBySat(9, 8, {Move::Down}, o, control));
        o.windows = {3};
        o.shortenBy = 4;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 simaso_sat::shortenWindowsBySat(3, 3, {Move::Down}, o, control));
        o.shortenBy = 1;
        const SolvingSequence misses = *parseMoves("ddrr");
        const WindowSatResult r = simaso_sat::shortenWindowsBySat(3, 3, misses, o, control);
        QVERIFY(!r.startSolvesAll);
        QCOMPARE(r.windows, std::size_t(0));
        QVERIFY(r.message.find("does not solve") != std::string::npos);
    }

    // Windows of 30 on the 109-move 5×5 bound cannot all be decided in seconds: a time limit
    // of 8 s ends the run with its message and the start (the start's own check on all mazes
    // must fit in it: about 1 s under ASan, 2 s were too few beside a loaded CI stage); a
    // window budget of a microsecond makes the windows undecided, and the end says so.
    void limitsEndWithTheirMessages()
    {
        std::ifstream in(MAZELAB_TEST_DATA "/sigma/sigma-5x5-ub109.seq");
        std::string line, text;
        while (std::getline(in, line))
            if (!line.empty() && line[0] != ';')
                text += line;
        const SolvingSequence s = *parseMoves(text);
        QCOMPARE(s.size(), std::size_t(109));
        WindowSatOptions o;
        o.windows = {30};
        o.secondsPerWindow = 600;
        Control control;
        control.setTimeLimit(std::chrono::milliseconds(8000));
        QElapsedTimer timer;
        timer.start();
        WindowSatResult r = simaso_sat::shortenWindowsBySat(5, 5, s, o, control);
        QVERIFY(r.startSolvesAll);
        QVERIFY(r.message.find("time limit") != std::string::npos);
        QCOMPARE(r.best, s);
        QVERIFY(timer.elapsed() < 30000);
        const SolvingSequence s44 = *parseMoves("ddrddrdrururluuurrdrrldrdrddr");
        o.windows = {14};
        o.secondsPerWindow = 1e-6;
        Control quick;
        r = simaso_sat::shortenWindowsBySat(4, 4, s44, o, quick);
        QVERIFY(r.startSolvesAll);
        QVERIFY(r.undecided > 0);
        QCOMPARE(r.windows, r.refuted + r.undecided);
        QVERIFY(r.message.find("undecided") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestWindowSat)
#include "tst_windowsat.moc"
