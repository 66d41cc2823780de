// Split windows of window rewrites by SAT (simaso_sat/windowsat.h, WindowSatOptions::gaps;
// issue 17): the span of w + g moves whose first ⌈w/2⌉ and last ⌊w/2⌋ moves are free and whose
// g middle moves stay, redone one move shorter. The first split window the scan redoes must be
// the first, in the documented order (sizes, then gaps, as given; starts forwards), for which
// brute force over per-maze simulation (verify.h, independent of the SAT encoding) finds
// halves of ⌈w/2⌉ − 1 and ⌊w/2⌋, or ⌈w/2⌉ and ⌊w/2⌋ − 1, moves; the middle is kept; a run without
// one is locally optimal by brute force too; split windows reach shortenings no plain window
// of the same free size finds; bad options are refused. The repairs over split windows (a
// start that misses mazes, a deleted move) keep every move and match brute force the same way.
#include "core/simaso/mazeset.h"
#include "core/simaso/verify.h"
#include "core/simaso_sat/sigmasat.h"
#include "core/simaso_sat/windowsat.h"

#include <QTest>
#include <optional>

#include "tests/core/bruteforcewindow.h"
#include "tests/core/windowsatrun.h"

using namespace mazelab;
using simaso_sat::WindowSatOptions;
using simaso_sat::WindowSatResult;

namespace {

// Whether halves of h1 and h2 moves in place of s[a, a+f1) and s[a+f1+g, a+f1+g+f2), the
// middle kept, solve every maze of `all`.
bool bruteHalves(const MazeSet& all, const SolvingSequence& s, std::size_t a, std::size_t f1,
                 std::size_t g, std::size_t f2, std::size_t h1, std::size_t h2)
{
    const std::uint64_t count = std::uint64_t(1) << (2 * (h1 + h2));
    for (std::uint64_t code = 0; code < count; ++code) {
        SolvingSequence c(s.begin(), s.begin() + std::ptrdiff_t(a));
        for (std::size_t i = 0; i < h1; ++i)
            c.push_back(Move((code >> (2 * i)) & 3));
        c.insert(c.end(), s.begin() + std::ptrdiff_t(a + f1),
                 s.begin() + std::ptrdiff_t(a + f1 + g));
        for (std::size_t i = 0; i < h2; ++i)
            c.push_back(Move((code >> (2 * (h1 + i))) & 3));
        c.insert(c.end(), s.begin() + std::ptrdiff_t(a + f1 + g + f2), s.end());
        if (verifySequence(all, c).solvesAll)
            return true;
    }
    return false;
}

// The split window of w free moves and gap g at a: one move fewer, from either half.
bool bruteSplit(const MazeSet& all, const SolvingSequence& s, std::size_t a, std::size_t w,
                std::size_t g)
{
    const std::size_t f1 = (w + 1) / 2, f2 = w / 2;
    return bruteHalves(all, s, a, f1, g, f2, f1 - 1, f2)
           || (f2 > 0 && bruteHalves(all, s, a, f1, g, f2, f1, f2 - 1));
}

struct Split {
    std::size_t w = 0, g = 0, a = 0;
};

// The scan's order: each size, each gap, starts forwards.
std::vector<Split> scanOrder(std::size_t length, const std::vector<int>& sizes,
                             const std::vector<int>& gaps)
{
    std::vector<Split> order;
    for (int w : sizes)
        for (int g : gaps)
            for (std::size_t a = 0; a + std::size_t(w + g) <= length; ++a)
                order.push_back({std::size_t(w), std::size_t(g), a});
    return order;
}

} // namespace

class TestWindowSplit : public QObject {
    Q_OBJECT
    int m_shortened = 0; // rows of firstShorteningEqualsBruteForce with a shortening
    int m_optimal = 0;   // … and with none
    int m_splitRepaired = 0; // rows of splitRepairEqualsBruteForce with a repair
    int m_splitNone = 0;     // … and with none
    int m_beyondPlain = 0;   // repairs no plain window of the same free size makes
private slots:
    void firstShorteningEqualsBruteForce_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<QString>("start");
        // shortest sequences (σ(3,3) = 11, σ(2,4) = 7, σ(3,4) = 17; Nusser Table 6.1) with
        // moves inserted (tst_windowsat's starts), and σ(3,4) itself
        QTest::newRow("3x3") << 3 << 3 << "druddruduurrdd";
        QTest::newRow("2x4") << 2 << 4 << "ruurdrrudr";
        QTest::newRow("3x4") << 3 << 4 << "rrudrrrdllldruddrrdr";
        QTest::newRow("3x4 other") << 3 << 4 << "rrdlrrrddllldrddrrrr";
        QTest::newRow("3x4 sigma") << 3 << 4 << "rrdrrrdllldrddrrr"; // nothing shorter
        QTest::newRow("3x4 plain-optimal") << 3 << 4 << "rrdrrrdlllrdldrdrrr";
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
        const std::vector<std::pair<std::vector<int>, std::vector<int>>> configs{
            {{2}, {1}}, {{2}, {3, 1}}, {{3}, {2}}, {{4}, {1, 2, 5}}, {{3, 2}, {4}}, {{5}, {3}}};
        for (bool tree : {false, true})
            for (const auto& [sizes, gaps] : configs) {
                WindowSatOptions o;
                o.windows = sizes;
                o.gaps = gaps;
                o.secondsPerWindow = 600;
                o.countingTree = tree;
                std::optional<Split> expected;
                for (const Split& x : scanOrder(s.size(), sizes, gaps))
                    if (bruteSplit(all, s, x.a, x.w, x.g)) {
                        expected = x;
                        break;
                    }
                const test::FirstReport f = test::runToFirstReport(rows, cols, s, o);
                QCOMPARE(f.first.has_value(), expected.has_value());
                test::checkRun(f, s);
                if (QTest::currentTestFailed())
                    return;
                if (!f.first) {
                    ++m_optimal;
                    continue;
                }
                const SolvingSequence& first = *f.first;
                // One move shorter; prefix, middle and suffix kept.
                const std::size_t a = expected->a, f1 = (expected->w + 1) / 2;
                const std::size_t end = a + expected->w + expected->g; // the span's end
                QCOMPARE(first.size(), s.size() - 1);
                QVERIFY(test::keepsOutside(s, first, a, end));
                const SolvingSequence middle(s.begin() + std::ptrdiff_t(a + f1),
                                             s.begin() + std::ptrdiff_t(a + f1 + expected->g));
                const bool atFirst = std::equal(middle.begin(), middle.end(),
                                                first.begin() + std::ptrdiff_t(a + f1 - 1));
                const bool atSecond = std::equal(middle.begin(), middle.end(),
                                                 first.begin() + std::ptrdiff_t(a + f1));
                QVERIFY(atFirst || atSecond);
                QVERIFY(verifySequence(all, first).solvesAll);
                ++m_shortened;
            }
    }
    void bothOutcomesSeen()
    {
        QVERIFY(m_shortened >= 8);
        QVERIFY(m_optimal >= 2);
    }

    // Split windows find what plain windows of the same free size cannot: a 19-move 3×4
    // sequence (the end of a plain scan of windows of 1 and 2 from a random 150-move start) is
    // locally optimal for plain windows of 2 by the scan and by brute force, and split windows
    // of 2 shorten it (brute force agrees that some can); the end is locally optimal by brute
    // force for every split window tried.
    void splitReachesBeyondPlainWindows()
    {
        Control control;
        const MazeSet all = MazeSet::allSolvable(3, 4, control);
        const SolvingSequence s = *parseMoves("rrdrrrdlllrdldrdrrr");
        WindowSatOptions plain;
        plain.windows = {1, 2};
        plain.secondsPerWindow = 600;
        const WindowSatResult p = simaso_sat::shortenWindowsBySat(3, 4, s, plain, control);
        QVERIFY(p.cycleDone);
        QCOMPARE(p.best, s);
        for (std::size_t a = 0; a + 2 <= p.best.size(); ++a)
            QVERIFY(!test::bruteWindow(all, p.best, a, 2, 1));
        WindowSatOptions split = plain;
        split.windows = {2};
        split.gaps = {1, 2, 3, 4, 5, 6, 7, 8};
        const std::vector<Split> order = scanOrder(p.best.size(), split.windows, split.gaps);
        const bool someSplit = std::any_of(order.begin(), order.end(), [&](const Split& x) {
            return bruteSplit(all, p.best, x.a, x.w, x.g);
        });
        QVERIFY(someSplit); // the start below is one a split window improves
        const WindowSatResult r = simaso_sat::shortenWindowsBySat(3, 4, p.best, split, control);
        QVERIFY(r.cycleDone);
        QVERIFY(r.best.size() < p.best.size());
        QVERIFY(verifySequence(all, r.best).solvesAll);
        QCOMPARE(r.undecided, std::size_t(0));
        for (const Split& x : scanOrder(r.best.size(), split.windows, split.gaps))
            QVERIFY(!bruteSplit(all, r.best, x.a, x.w, x.g));
    }

    void sameSeedSameRun()
    {
        const SolvingSequence s = *parseMoves("ddrddrdrururluuurrdrrldrddrdrddr"); // 4×4, 32
        WindowSatOptions o;
        o.windows = {6};
        o.gaps = {4, 9};
        o.secondsPerWindow = 600;
        Control c1, c2;
        const WindowSatResult a = simaso_sat::shortenWindowsBySat(4, 4, s, o, c1);
        const WindowSatResult b = simaso_sat::shortenWindowsBySat(4, 4, s, o, c2);
        QCOMPARE(a.best, b.best);
        QCOMPARE(a.satCalls, b.satCalls);
        QVERIFY(a.best.size() < s.size());
        const MazeSet all = MazeSet::allSolvable(4, 4, c1);
        QVERIFY(verifySequence(all, a.best).solvesAll);
    }

    void badOptionsRefused()
    {
        const SolvingSequence s = *parseMoves("druddruduurrdd");
        auto refused = [&](const WindowSatOptions& o) { return test::refused(3, 3, s, o); };
        WindowSatOptions o;
        o.windows = {2};
        o.gaps = {0};
        QVERIFY(refused(o));
        o.gaps = {2};
        o.shortenBy = 2;
        QVERIFY(refused(o));
        o.shortenBy = 1;
        QVERIFY(!refused(o));
        o.deletionRepair = true; // split-window repairs since issue 17's session 34
        QVERIFY(!refused(o));
        o.deletionRepair = false;
        o.repairStart = true;
        QVERIFY(!refused(o));
        o.gaps = {3, -1};
        QVERIFY(refused(o));
    }

    // Split-window repairs (repairStart with gaps): the repair is the first split window, in
    // the order sizes, then gaps, then starts forwards — nearest first: the starts in
    // nearestRepairOrder over the span w + g — for which brute force finds halves of as many
    // moves that solve every maze; none exactly when brute force finds none; the prefix, the
    // middle and the suffix are kept.
    void splitRepairEqualsBruteForce_data()
    {
        test::addNearSolverRows(); // tst_windowrepair's near-solvers
        // Move 7 of tst_windowsplit's "3x4 other" changed: no window of 2 moves anywhere
        // repairs it (brute force), the split window 1+[2]+1 at step 3 does; and move 9.
        QTest::newRow("3x4 split only") << 3 << 4 << "rrdurrrudllldrddrrrr";
        QTest::newRow("3x4 split only 2") << 3 << 4 << "rrdurrrdddlldrddrrrr";
    }
    void splitRepairEqualsBruteForce()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(QString, start);
        Control control;
        const MazeSet all = MazeSet::allSolvable(rows, cols, control);
        const SolvingSequence s = *parseMoves(start.toStdString());
        const std::vector<std::uint64_t> missed = test::missedMasks(rows, cols, all, s);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(!missed.empty());
        const std::vector<std::pair<std::vector<int>, std::vector<int>>> configs{
            {{2}, {1}}, {{2}, {3, 1}}, {{3}, {2}}, {{4}, {1, 2}}, {{3, 2}, {4}}};
        for (bool nearest : {false, true})
            for (const auto& [sizes, gaps] : configs) {
                WindowSatOptions o;
                o.windows = sizes;
                o.gaps = gaps;
                o.secondsPerWindow = 600;
                o.perRound = 100000; // every missed maze counts in the nearest order
                o.repairNearestFirst = nearest;
                std::optional<Split> expected;
                std::size_t tried = 0;
                for (int w : sizes) {
                    for (int g : gaps) {
                        const std::size_t span = std::size_t(w + g);
                        std::vector<std::size_t> starts;
                        if (nearest)
                            starts = simaso_sat::nearestRepairOrder(rows, cols, missed, s, span);
                        else
                            for (std::size_t a = 0; a + span <= s.size(); ++a)
                                starts.push_back(a);
                        const std::size_t f1 = std::size_t(w + 1) / 2, f2 = std::size_t(w) / 2;
                        for (std::size_t a : starts) {
                            ++tried;
                            if (bruteHalves(all, s, a, f1, std::size_t(g), f2, f1, f2)) {
                                expected = Split{std::size_t(w), std::size_t(g), a};
                                break;
                            }
                        }
                        if (expected)
                            break;
                    }
                    if (expected)
                        break;
                }
                Control c;
                const WindowSatResult r = simaso_sat::repairWindowsBySat(rows, cols, s, o, c);
                QCOMPARE(r.undecided, std::size_t(0));
                QCOMPARE(r.windows, tried);
                QCOMPARE(!r.best.empty(), expected.has_value());
                if (!expected) {
                    ++m_splitNone;
                    continue;
                }
                const std::size_t a = expected->a, f1 = (expected->w + 1) / 2;
                const std::size_t end = a + expected->w + expected->g;
                QCOMPARE(r.best.size(), s.size());
                QVERIFY(verifySequence(all, r.best).solvesAll);
                for (std::size_t i = 0; i < s.size(); ++i)
                    if (i < a || i >= end || (i >= a + f1 && i < a + f1 + expected->g))
                        QCOMPARE(r.best[i], s[i]);
                ++m_splitRepaired;
                // Would a plain window of w (the same free moves) have repaired it anywhere?
                bool plain = false;
                for (std::size_t b = 0; b + expected->w <= s.size() && !plain; ++b)
                    plain = test::bruteWindow(all, s, b, expected->w, 0);
                m_beyondPlain += plain ? 0 : 1;
            }
    }
    // Both outcomes are seen, and some split repair where no plain window of its free size
    // repairs the start anywhere.
    void splitRepairOutcomesSeen()
    {
        QVERIFY(m_splitRepaired >= 10);
        QVERIFY(m_splitNone >= 4);
        QVERIFY(m_beyondPlain >= 1);
    }

    // Deletion repairs over split windows: each move deleted, split windows near it rewritten
    // with as many moves; every report solves every maze, the run ends its cycle, and the same
    // seed gives the same run.
    void deletionRepairWithSplitWindows()
    {
        const SolvingSequence s = *parseMoves("rrudrrrdllldruddrrdr"); // σ(3,4) + 3 moves
        WindowSatOptions o;
        o.windows = {2};
        o.gaps = {2, 5};
        o.deletionRepair = true;
        o.repairReach = 6;
        o.secondsPerWindow = 600;
        Control c;
        const MazeSet all = MazeSet::allSolvable(3, 4, c);
        std::vector<SolvingSequence> reports;
        const WindowSatResult r = simaso_sat::shortenWindowsBySat(
            3, 4, s, o, c, [&](const SolvingSequence& x) { reports.push_back(x); });
        QVERIFY(r.cycleDone);
        QVERIFY(!reports.empty());
        for (const SolvingSequence& x : reports)
            QVERIFY(verifySequence(all, x).solvesAll);
        QVERIFY(r.best.size() < s.size());
        Control c2;
        const WindowSatResult again = simaso_sat::shortenWindowsBySat(3, 4, s, o, c2);
        QCOMPARE(again.best, r.best);
        QCOMPARE(again.satCalls, r.satCalls);
    }
};

QTEST_GUILESS_MAIN(TestWindowSplit)
#include "tst_windowsplit.moc"
