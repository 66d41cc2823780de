// The plateau walk of window rewrites by SAT (simaso_sat/windowsat.h,
// WindowSatOptions::plateauMoves; issue 17): after a whole cycle without a shortening, random
// windows of P moves are rewritten with as many, K of them forced to change, every maze still
// solved, and the scan's windows overlapping each rewrite are tried again. Checked against
// per-maze simulation (verify.h) and brute force (bruteforcewindow.h), independent of the SAT
// encoding: every plateau move keeps the length, solves every maze and changes at least K and
// at most P consecutive moves; after a move not followed by a shortening no window of the
// scan's size overlapping the changed moves can be redone shorter; the walk leaves local
// optima of the scan (19 → 17 = σ(3,4)); the same seed gives the same walk; bad options are
// refused.
#include "core/simaso/mazeset.h"
#include "core/simaso/verify.h"
#include "core/simaso_sat/windowsat.h"

#include <QTest>

#include "tests/core/bruteforcewindow.h"
#include "tests/core/windowsatrun.h"

using namespace mazelab;
using simaso_sat::WindowSatOptions;
using simaso_sat::WindowSatResult;

namespace {

struct Event {
    bool plateau = false; // a plateau move taken; false: a shortening reported
    SolvingSequence s;
};

struct Walk {
    WindowSatResult result;
    std::vector<Event> events;
};

Walk walk(int rows, int cols, const SolvingSequence& s, WindowSatOptions o)
{
    Walk w;
    o.onPlateau = [&w](const SolvingSequence& x) { w.events.push_back({true, x}); };
    Control c;
    w.result = simaso_sat::shortenWindowsBySat(
        rows, cols, s, o, c, [&w](const SolvingSequence& x) { w.events.push_back({false, x}); });
    return w;
}

// Σ over the mazes of `all` of the step at which s solves each: Σ over prefixes s[0, k),
// k < |s|, of the mazes the prefix leaves unsolved (per-maze simulation).
std::uint64_t solvingTime(const MazeSet& all, const SolvingSequence& s)
{
    std::uint64_t sum = 0;
    for (std::size_t k = 0; k < s.size(); ++k) {
        const SolvingSequence prefix(s.begin(), s.begin() + std::ptrdiff_t(k));
        sum += all.size() - verifySequence(all, prefix).solved;
    }
    return sum;
}

} // namespace

class TestWindowPlateau : public QObject {
    Q_OBJECT
private slots:
    void movesStayOnThePlateau_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<QString>("start");
        QTest::addColumn<int>("window");  // the scan's window size
        QTest::addColumn<int>("plateau"); // P
        QTest::addColumn<int>("changes"); // K
        QTest::addColumn<bool>("tree");
        QTest::newRow("3x4 P4 K2") << 3 << 4 << "rrdrrrdlllrdldrdrrr" << 2 << 4 << 2 << false;
        QTest::newRow("3x4 P4 K2 tree") << 3 << 4 << "rrdrrrdlllrdldrdrrr" << 2 << 4 << 2 << true;
        QTest::newRow("3x4 P6 K1") << 3 << 4 << "rrudrrrdllldruddrrdr" << 2 << 6 << 1 << false;
        QTest::newRow("3x4 P5 K3") << 3 << 4 << "rrdlrrrddllldrddrrrr" << 1 << 5 << 3 << false;
        QTest::newRow("3x3 P11 K2") << 3 << 3 << "druddruduurrdd" << 1 << 11 << 2 << false;
        QTest::newRow("4x4 P8 K2") << 4 << 4 << "ddrddrdrururluuurrdrrldrddrdrddr" << 3 << 8 << 2
                                   << false;
    }
    void movesStayOnThePlateau()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(QString, start);
        QFETCH(int, window);
        QFETCH(int, plateau);
        QFETCH(int, changes);
        QFETCH(bool, tree);
        Control control;
        const MazeSet all = MazeSet::allSolvable(rows, cols, control);
        const SolvingSequence s = *parseMoves(start.toStdString());
        WindowSatOptions o;
        o.windows = {window};
        o.secondsPerWindow = 600;
        o.countingTree = tree;
        o.plateauMoves = 40;
        o.plateauWindow = plateau;
        o.plateauChanges = changes;
        const Walk w = walk(rows, cols, s, o);
        const WindowSatResult& r = w.result;
        QVERIFY(r.startSolvesAll);
        QVERIFY(r.cycleDone);
        QCOMPARE(r.undecided, std::size_t(0));
        QCOMPARE(r.treeRefuted, std::size_t(0));
        QCOMPARE(r.plateauTried, std::size_t(40));
        std::size_t taken = 0;
        SolvingSequence current = s;
        SolvingSequence best = s;
        for (std::size_t i = 0; i < w.events.size(); ++i) {
            const Event& e = w.events[i];
            QVERIFY(verifySequence(all, e.s).solvesAll); // per-maze simulation
            if (!e.plateau) {
                QVERIFY(e.s.size() < current.size());
                current = best = e.s;
                continue;
            }
            ++taken;
            QCOMPARE(e.s.size(), current.size());
            std::size_t lo = current.size(), hi = 0, differ = 0;
            for (std::size_t t = 0; t < current.size(); ++t)
                if (e.s[t] != current[t]) {
                    lo = std::min(lo, t);
                    hi = t + 1;
                    ++differ;
                }
            QVERIFY(differ >= std::size_t(changes));
            QVERIFY(hi - lo <= std::size_t(plateau));
            current = e.s;
            if (i + 1 < w.events.size() && !w.events[i + 1].plateau)
                continue; // the overlap scan shortened it: those windows saw another sequence
            // The windows overlapping the changed moves were tried again: none is left.
            const std::size_t w0 = std::size_t(window);
            for (std::size_t a = lo + 1 > w0 ? lo + 1 - w0 : 0; a < hi && a + w0 <= e.s.size();
                 ++a)
                QVERIFY2(!test::bruteWindow(all, e.s, a, w0, 1),
                         qPrintable(QStringLiteral("window at %1 after a plateau move").arg(a)));
        }
        QCOMPARE(r.plateauTaken, taken);
        QCOMPARE(r.plateauUndecided, std::size_t(0));
        QVERIFY(taken > 0);
        QCOMPARE(r.best, best);
        QVERIFY(r.message.find("plateau walk done") != std::string::npos);
    }

    // The walk leaves what the scan calls locally optimal: the 19-move 3×4 sequence that no
    // window of 1 or 2 moves shortens (brute force agrees) reaches σ(3,4) = 17.
    void walkLeavesLocalOptimum()
    {
        Control control;
        const MazeSet all = MazeSet::allSolvable(3, 4, control);
        const SolvingSequence s = *parseMoves("rrdrrrdlllrdldrdrrr");
        for (std::size_t a = 0; a + 2 <= s.size(); ++a)
            QVERIFY(!test::bruteWindow(all, s, a, 2, 1));
        WindowSatOptions o;
        o.windows = {1, 2};
        o.secondsPerWindow = 600;
        const WindowSatResult scan = simaso_sat::shortenWindowsBySat(3, 4, s, o, control);
        QCOMPARE(scan.best, s);
        o.plateauMoves = 60;
        o.plateauWindow = 4;
        const Walk w = walk(3, 4, s, o);
        QCOMPARE(w.result.best.size(), std::size_t(17));
        QVERIFY(verifySequence(all, w.result.best).solvesAll);
        QVERIFY(w.result.shortened >= 2);
    }

    // plateauDescend: every plateau move taken solves the mazes no later in total than the
    // sequence before it; some moves are rejected as slower, so the walk is directed.
    void descendingWalkNeverSlower_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<QString>("start");
        QTest::addColumn<int>("window");
        QTest::addColumn<int>("plateau");
        QTest::newRow("3x4") << 3 << 4 << "rrdrrrdlllrdldrdrrr" << 2 << 4;
        QTest::newRow("4x4") << 4 << 4 << "ddrddrdrururluuurrdrrldrddrdrddr" << 3 << 8;
    }
    void descendingWalkNeverSlower()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(QString, start);
        QFETCH(int, window);
        QFETCH(int, plateau);
        Control control;
        const MazeSet all = MazeSet::allSolvable(rows, cols, control);
        WindowSatOptions o;
        o.windows = {window};
        o.secondsPerWindow = 600;
        o.plateauMoves = 80;
        o.plateauWindow = plateau;
        o.plateauDescend = true;
        const Walk w = walk(rows, cols, *parseMoves(start.toStdString()), o);
        QVERIFY(w.result.startSolvesAll);
        SolvingSequence current = *parseMoves(start.toStdString());
        std::size_t taken = 0;
        for (const Event& e : w.events) {
            QVERIFY(verifySequence(all, e.s).solvesAll);
            if (e.plateau) {
                ++taken;
                QCOMPARE(e.s.size(), current.size());
                QVERIFY(solvingTime(all, e.s) <= solvingTime(all, current));
            }
            current = e.s;
        }
        QCOMPARE(w.result.plateauTaken, taken);
        QVERIFY(taken > 0);
        QVERIFY(w.result.plateauRejected > 0);
        QVERIFY(w.result.message.find("rejected: slower") != std::string::npos);
    }

    void sameSeedSameWalk()
    {
        const SolvingSequence s = *parseMoves("ddrddrdrururluuurrdrrldrddrdrddr"); // 4×4, 32
        WindowSatOptions o;
        o.windows = {4};
        o.secondsPerWindow = 600;
        o.plateauMoves = 30;
        o.plateauWindow = 8;
        o.seed = 5;
        const Walk a = walk(4, 4, s, o);
        const Walk b = walk(4, 4, s, o);
        QCOMPARE(a.events.size(), b.events.size());
        for (std::size_t i = 0; i < a.events.size(); ++i)
            QCOMPARE(a.events[i].s, b.events[i].s);
        QCOMPARE(a.result.satCalls, b.result.satCalls);
        o.seed = 6;
        const Walk c = walk(4, 4, s, o);
        bool same = c.events.size() == a.events.size();
        for (std::size_t i = 0; same && i < a.events.size(); ++i)
            same = a.events[i].s == c.events[i].s;
        QVERIFY(!same); // the seed picks the windows and the forced changes
    }

    void stopsWhenCancelled()
    {
        const SolvingSequence s = *parseMoves("ddrddrdrururluuurrdrrldrddrdrddr");
        WindowSatOptions o;
        o.windows = {4};
        o.plateauMoves = 1000000;
        o.plateauWindow = 8;
        Control c;
        std::size_t moves = 0;
        o.onPlateau = [&](const SolvingSequence&) {
            if (++moves == 3)
                c.cancel();
        };
        const WindowSatResult r = simaso_sat::shortenWindowsBySat(4, 4, s, o, c);
        QCOMPARE(r.plateauTaken, std::size_t(3));
        QVERIFY(r.plateauTried < 1000);
        QVERIFY(r.message.find("plateau walk done") == std::string::npos);
    }

    void badOptionsRefused()
    {
        const SolvingSequence s = *parseMoves("druddruduurrdd");
        auto refused = [&](const WindowSatOptions& o) { return test::refused(3, 3, s, o); };
        WindowSatOptions o;
        o.windows = {2};
        o.plateauMoves = 2;
        o.plateauWindow = 4;
        o.plateauChanges = 5;
        QVERIFY(refused(o));
        o.plateauChanges = 0;
        QVERIFY(refused(o));
        o.plateauChanges = 2;
        o.plateauWindow = 15; // longer than the start
        QVERIFY(refused(o));
        o.plateauWindow = 0;
        QVERIFY(refused(o));
        o.plateauWindow = 4;
        o.deletionRepair = true;
        QVERIFY(refused(o));
        o.deletionRepair = false;
        QVERIFY(!refused(o));
        o.plateauDescend = true;
        QVERIFY(!refused(o));
        o.countingTree = true; // the solving time needs the enumerated mazes
        QVERIFY(refused(o));
        o.countingTree = false;
        o.plateauMoves = 0;
        QVERIFY(refused(o));
    }
};

QTEST_GUILESS_MAIN(TestWindowPlateau)
#include "tst_windowplateau.moc"
