// Exhaustive window rewrites (windowrewrite.h, issue 17): the first rewrite taken must be the
// first one, in the documented order (windows of 1, 2, … moves; positions from the end; new
// moves in u d l r counting order), that brute force over per-maze simulation (verify.h,
// independent code) finds solving every maze; every reported sequence solves every maze; a
// padded σ(4,4) sequence comes back to 29 = σ(4,4) and is then declared locally optimal; the
// kept prefix is kept; bad starts and budgets end with a message.
#include "core/simaso/frontiertree.h"
#include "core/simaso/mazeset.h"
#include "core/simaso/verify.h"
#include "core/simaso/windowrewrite.h"

#include "tests/core/randomsequence.h"

#include <QTest>
#include <optional>
#include <random>

using namespace mazelab;

namespace {

// The first rewrite in the documented order that solves every maze of `all`, by simulation:
// a window of w moves (minWindow <= w <= maxWindow) redone with w − shortenBy.
std::optional<SolvingSequence> bruteFirst(const MazeSet& all, const SolvingSequence& s,
                                          std::size_t maxWindow, std::size_t kept,
                                          std::size_t shortenBy = 1, std::size_t minWindow = 1)
{
    for (std::size_t w = std::max(shortenBy, minWindow); w <= maxWindow; ++w)
        for (std::size_t a = s.size() - w + 1; a-- > kept;) {
            const std::uint64_t count = std::uint64_t(1) << (2 * (w - shortenBy));
            for (std::uint64_t code = 0; code < count; ++code) {
                SolvingSequence c(s.begin(), s.begin() + std::ptrdiff_t(a));
                for (std::size_t i = 0; i < w - shortenBy; ++i)
                    c.push_back(Move((code >> (2 * i)) & 3));
                c.insert(c.end(), s.begin() + std::ptrdiff_t(a + w), s.end());
                if (verifySequence(all, c).solvesAll)
                    return c;
            }
        }
    return std::nullopt;
}

// The scan's cycle by brute force: windows (w ascending, a descending) from the cursor
// (w0, a0) on (a0 = SIZE_MAX: the last window of size w0) and around; the first rewrite that
// solves every maze, with the cursor moved to its window, or nothing after a whole cycle.
std::optional<SolvingSequence> bruteCycle(const MazeSet& all, const SolvingSequence& s,
                                          std::size_t maxWindow, std::size_t& w0,
                                          std::size_t& a0)
{
    std::vector<std::pair<std::size_t, std::size_t>> windows; // the order from the start
    for (std::size_t w = 1; w <= std::min(maxWindow, s.size()); ++w)
        for (std::size_t a = s.size() - w + 1; a-- > 0;)
            windows.emplace_back(w, a);
    std::size_t from = 0; // the cursor's place in it
    while (from < windows.size() && windows[from].first < w0)
        ++from;
    while (from < windows.size() && windows[from].first == w0 && a0 != SIZE_MAX
           && windows[from].second > a0)
        ++from;
    if (from == windows.size())
        from = 0;
    for (std::size_t k = 0; k < windows.size(); ++k) {
        const auto [w, a] = windows[(from + k) % windows.size()];
        for (std::uint64_t code = 0; code < (std::uint64_t(1) << (2 * (w - 1))); ++code) {
            SolvingSequence c(s.begin(), s.begin() + std::ptrdiff_t(a));
            for (std::size_t i = 0; i < w - 1; ++i)
                c.push_back(Move((code >> (2 * i)) & 3));
            c.insert(c.end(), s.begin() + std::ptrdiff_t(a + w), s.end());
            if (verifySequence(all, c).solvesAll) {
                w0 = w;
                a0 = a;
                return c;
            }
        }
    }
    return std::nullopt;
}

// The deletion repair by brute force: deletions ordered by the failing leaves they leave (then
// by position), each followed by every same-length rewrite of a window of up to maxWindow
// moves (the old contents skipped) in the scan's order; the first that solves every maze.
std::optional<SolvingSequence> bruteRepair(const MazeSet& all, const SolvingSequence& s,
                                           std::size_t maxWindow)
{
    const int rows = all.rows();
    const int cols = all.cols();
    std::vector<std::pair<std::size_t, std::size_t>> order;
    for (std::size_t i = 0; i < s.size(); ++i) {
        SolvingSequence d = s;
        d.erase(d.begin() + std::ptrdiff_t(i));
        FrontierTree tree(rows, cols, all.size());
        tree.assign(d);
        order.emplace_back(tree.failingLeaves(), i);
    }
    std::sort(order.begin(), order.end());
    for (const auto& [leaves, i] : order) {
        SolvingSequence d = s;
        d.erase(d.begin() + std::ptrdiff_t(i));
        if (verifySequence(all, d).solvesAll)
            return d;
        for (std::size_t w = 1; w <= maxWindow; ++w)
            for (std::size_t a = d.size() - w + 1; a-- > 0;) {
                const std::uint64_t count = std::uint64_t(1) << (2 * w);
                for (std::uint64_t code = 0; code < count; ++code) {
                    SolvingSequence c = d;
                    for (std::size_t k = 0; k < w; ++k)
                        c[a + k] = Move((code >> (2 * k)) & 3);
                    if (c != d && verifySequence(all, c).solvesAll)
                        return c;
                }
            }
    }
    return std::nullopt;
}

// Runs whose rewrites the independent check refuted: the GoodTable answered wrongly (a hash
// collision is not expected in these small trees; a broken table shows here, since the scan
// itself skips what the check refutes and brute force would still agree).
int g_refuted = 0;

// The first sequence rewriteWindows reports after the start (nullopt: none).
std::optional<SolvingSequence> firstRewrite(int rows, int cols, const SolvingSequence& s,
                                            WindowRewriteOptions o)
{
    Control control;
    int calls = 0;
    std::optional<SolvingSequence> first;
    const AnnealResult r = rewriteWindows(rows, cols, s, control, o, [&](const SolvingSequence& x) {
        if (++calls == 2) {
            first = x;
            control.cancel();
        }
    });
    g_refuted += r.message.find("refuted") != std::string::npos;
    return first;
}

} // namespace

class TestWindowRewrite : public QObject {
    Q_OBJECT
    int m_repairsFound = 0; // deletionRepairEqualsBruteForce rows where a repair exists
    int m_shortenedBy2 = 0; // firstRewriteEqualsBruteForce runs shortened by two moves
private slots:
    void firstRewriteEqualsBruteForce_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<QString>("start");
        QTest::addColumn<int>("kept");
        // shortest sequences of seq shortest (σ(3,3) = 11, σ(2,4) = 7, σ(3,4) = 17; Nusser
        // Table 6.1) with 3 random moves inserted, kept where they still solve every maze
        QTest::newRow("3x3") << 3 << 3 << "druddruduurrdd" << 0;
        QTest::newRow("3x3 other") << 3 << 3 << "drdddruuuurrdd" << 0;
        QTest::newRow("3x3 kept") << 3 << 3 << "druddruduurrdd" << 5;
        QTest::newRow("2x4") << 2 << 4 << "ruurdrrudr" << 0;
        QTest::newRow("3x4") << 3 << 4 << "rrudrrrdllldruddrrdr" << 0;
        QTest::newRow("3x4 other") << 3 << 4 << "rrdlrrrddllldrddrrrr" << 0;
    }
    void firstRewriteEqualsBruteForce()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(QString, start);
        QFETCH(int, kept);
        Control control;
        const MazeSet all = MazeSet::allSolvable(rows, cols, control);
        const SolvingSequence s = *parseMoves(start.toStdString());
        QVERIFY(verifySequence(all, s).solvesAll);
        for (std::size_t shortenBy : {1, 2})
            for (std::size_t maxWindow : {1, 2, 3, 4})
                for (std::size_t minWindow : {1, 2, 3}) {
                    if (maxWindow < shortenBy || maxWindow < minWindow)
                        continue;
                    WindowRewriteOptions o;
                    o.maxWindow = maxWindow;
                    o.minWindow = minWindow;
                    o.keepPrefix = std::size_t(kept);
                    o.shortenBy = shortenBy;
                    const auto expected =
                        bruteFirst(all, s, maxWindow, std::size_t(kept), shortenBy, minWindow);
                    const auto got = firstRewrite(rows, cols, s, o);
                    QCOMPARE(got.has_value(), expected.has_value());
                    if (got) {
                        QCOMPARE(got->size(), s.size() - shortenBy);
                        QCOMPARE(*got, *expected);
                    }
                    m_shortenedBy2 += shortenBy == 2 && got;
                }
        QCOMPARE(g_refuted, 0);
    }
    // The rows above test --shorten-by 2 for real: some of them are two moves shorter.
    void shortenByTwoFoundSome() { QVERIFY(m_shortenedBy2 >= 3); }

    // After a shortening the scan goes on from the window it found (around to the start):
    // every report is brute force's next rewrite in that cycle, and the end is a whole cycle
    // without one (locally optimal, checked by brute force from the start of the order too).
    void scanGoesOnFromItsWindow_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<QString>("start");
        QTest::addColumn<int>("maxWindow");
        QTest::addColumn<int>("resumeWindow"); // --resume W,A of a stopped scan (0: none)
        QTest::addColumn<int>("resumeStep");
        QTest::newRow("3x3 padded") << 3 << 3 << "druddrudduurrddrd" << 3 << 0 << 0;
        QTest::newRow("3x4 padded") << 3 << 4 << "rrudrrrdllldruddrrdrrd" << 3 << 0 << 0;
        QTest::newRow("4x4 padded") << 4 << 4 << "ddrdddrdrurrlurrrururdrrldrddrrdd" << 2 << 0 << 0;
        // the first random 40-move sequences (randomsequence.h) that solve every maze
        for (int seed : {1, 2, 3, 4, 5, 6})
            QTest::newRow(qPrintable(QStringLiteral("3x4 random %1").arg(seed)))
                << 3 << 4 << QStringLiteral("random %1").arg(seed) << 3 << 0 << 0;
        // resumed: the first scan starts at the window given, not at the last deletion
        QTest::newRow("3x4 padded from 2,12") << 3 << 4 << "rrudrrrdllldruddrrdrrd" << 3 << 2 << 12;
        QTest::newRow("4x4 padded from 2,20")
            << 4 << 4 << "ddrdddrdrurrlurrrururdrrldrddrrdd" << 2 << 2 << 20;
        for (int seed : {1, 2, 3})
            QTest::newRow(qPrintable(QStringLiteral("3x4 random %1 from %2,%3")
                                         .arg(seed).arg(seed).arg(10 * seed)))
                << 3 << 4 << QStringLiteral("random %1").arg(seed) << 3 << seed << 10 * seed;
    }
    void scanGoesOnFromItsWindow()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(QString, start);
        QFETCH(int, maxWindow);
        QFETCH(int, resumeWindow);
        QFETCH(int, resumeStep);
        Control control;
        const MazeSet all = MazeSet::allSolvable(rows, cols, control);
        SolvingSequence s;
        if (start.startsWith(QLatin1String("random"))) {
            std::mt19937_64 rng(start.mid(7).toULongLong());
            do
                s = test::randomSequence(rng, 40);
            while (!verifySequence(all, s).solvesAll);
        } else {
            s = *parseMoves(start.toStdString());
        }
        QVERIFY(verifySequence(all, s).solvesAll);
        WindowRewriteOptions o;
        o.maxWindow = std::size_t(maxWindow);
        std::size_t w0 = 1;
        std::size_t a0 = SIZE_MAX;
        if (resumeWindow > 0) {
            o.resumeWindow = w0 = std::size_t(resumeWindow);
            o.resumeStep = a0 = std::size_t(resumeStep);
        }
        std::vector<SolvingSequence> reports;
        const AnnealResult r = rewriteWindows(
            rows, cols, s, control, o, [&](const SolvingSequence& x) { reports.push_back(x); });
        QVERIFY2(r.message.find("locally optimal") != std::string::npos, r.message.c_str());
        QVERIFY2(r.message.find("refuted") == std::string::npos, r.message.c_str());
        QVERIFY(reports.size() >= 3); // at least two shortenings: the cursor is used
        for (std::size_t i = 1; i < reports.size(); ++i) {
            const auto expected = bruteCycle(all, reports[i - 1], o.maxWindow, w0, a0);
            QVERIFY(expected.has_value());
            QCOMPARE(reports[i], *expected);
        }
        QVERIFY(!bruteCycle(all, reports.back(), o.maxWindow, w0, a0));
        QVERIFY(!bruteFirst(all, reports.back(), o.maxWindow, 0));
    }

    void paddedSigma44ComesBack()
    {
        Control control;
        const MazeSet all = MazeSet::allSolvable(4, 4, control);
        // a σ(4,4) sequence with 4 random moves inserted that still solves every maze: 33
        const SolvingSequence start = *parseMoves("ddrdddrdrurrlurrrururdrrldrddrrdd");
        QVERIFY(verifySequence(all, start).solvesAll);
        WindowRewriteOptions o;
        o.maxWindow = 6;
        std::vector<SolvingSequence> reported;
        const AnnealResult r = rewriteWindows(4, 4, start, control, o,
                                              [&](const SolvingSequence& s) { reported.push_back(s); });
        QVERIFY2(r.found, r.message.c_str());
        QCOMPARE(r.best.size(), std::size_t(29));
        QVERIFY(r.message.find("locally optimal") != std::string::npos);
        QVERIFY(r.evaluations > 0);
        QCOMPARE(reported.front(), start);
        for (std::size_t i = 0; i < reported.size(); ++i) {
            QVERIFY(verifySequence(all, reported[i]).solvesAll);
            if (i > 0)
                QCOMPARE(reported[i].size() + 1, reported[i - 1].size());
        }
        // Deterministic.
        const AnnealResult again = rewriteWindows(4, 4, start, control, o);
        QCOMPARE(again.best, r.best);
        QCOMPARE(again.evaluations, r.evaluations);
    }

    // Plateau moves keep every maze solved and the length, are deterministic for a seed, and
    // the run ends locally optimal after them.
    void plateauMoves()
    {
        Control control;
        const MazeSet all = MazeSet::allSolvable(4, 4, control);
        const SolvingSequence start = *parseMoves("ddrddrdrurrlurururdrrldrddrdd"); // 29
        WindowRewriteOptions o;
        o.maxWindow = 4;
        o.plateauSteps = 12;
        o.seed = 5;
        const AnnealResult plain = [&] {
            WindowRewriteOptions p = o;
            p.plateauSteps = 0;
            return rewriteWindows(4, 4, start, control, p);
        }();
        const AnnealResult r = rewriteWindows(4, 4, start, control, o);
        QVERIFY(r.found);
        QCOMPARE(r.best, start); // σ(4,4) = 29: nothing shorter exists
        QVERIFY2(r.message.find("after 12 plateau moves") != std::string::npos, r.message.c_str());
        QVERIFY(r.evaluations > plain.evaluations);
        // Windows of one move have no plateau moves (w >= 2): the run just ends.
        WindowRewriteOptions one = o;
        one.maxWindow = 1;
        QVERIFY(rewriteWindows(4, 4, start, control, one).message.find("locally optimal")
                != std::string::npos);
        QCOMPARE(rewriteWindows(4, 4, start, control, o).evaluations, r.evaluations);
        o.seed = 6;
        QVERIFY(rewriteWindows(4, 4, start, control, o).evaluations != r.evaluations);
        // From a padded start the plateau moves are taken between shortenings; every report
        // solves every maze.
        const SolvingSequence padded = *parseMoves("ddrdddrdrurrlurrrururdrrldrddrrdd");
        std::vector<SolvingSequence> reported;
        o.maxWindow = 3;
        const AnnealResult p = rewriteWindows(
            4, 4, padded, control, o, [&](const SolvingSequence& s) { reported.push_back(s); });
        QVERIFY(p.found);
        for (const SolvingSequence& s : reported)
            QVERIFY(verifySequence(all, s).solvesAll);
    }

    // Deletion repairs: from a sequence that is locally optimal for windows of up to 2 moves,
    // the first repair taken is brute force's first, and it is one move shorter.
    void deletionRepairEqualsBruteForce_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<QString>("start");
        // shortest sequences with 6 random moves inserted: the first two are shortened by a
        // repair after the window-2 scan has stopped (found by trying such starts)
        QTest::newRow("3x3") << 3 << 3 << "drrdlddrruuurrrdd";
        QTest::newRow("4x4") << 4 << 4 << "ddrudddrrdrurrrlurururdrurdldrddrdd";
        QTest::newRow("3x4") << 3 << 4 << "rrudrrrdllldruddrrdr";
    }
    void deletionRepairEqualsBruteForce()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(QString, start);
        Control control;
        const MazeSet all = MazeSet::allSolvable(rows, cols, control);
        WindowRewriteOptions o;
        o.maxWindow = 2;
        const AnnealResult local = rewriteWindows(rows, cols, *parseMoves(start.toStdString()),
                                                  control, o);
        QVERIFY(local.found);
        o.deletionRepair = true;
        const auto expected = bruteRepair(all, local.best, 2);
        const auto got = firstRewrite(rows, cols, local.best, o);
        QCOMPARE(got.has_value(), expected.has_value());
        if (got) {
            QCOMPARE(*got, *expected);
            QCOMPARE(got->size() + 1, local.best.size());
            ++m_repairsFound;
        }
    }
    void deletionRepairFoundSome()
    {
        QVERIFY(m_repairsFound > 0);
        QCOMPARE(g_refuted, 0);
    }

    void keptPrefixIsKept()
    {
        Control control;
        const SolvingSequence start = *parseMoves("ddrddrdrurrlurururdrdrdldrdrddrdd");
        WindowRewriteOptions o;
        o.maxWindow = 4;
        o.keepPrefix = 12;
        const AnnealResult r = rewriteWindows(4, 4, start, control, o);
        QVERIFY(r.found);
        QVERIFY(r.best.size() < start.size());
        QVERIFY(std::equal(start.begin(), start.begin() + 12, r.best.begin()));
    }

    void badStartsAndBudgets()
    {
        Control control;
        WindowRewriteOptions o;
        AnnealResult r = rewriteWindows(4, 4, *parseMoves("ddrr"), control, o);
        QVERIFY(!r.found);
        QVERIFY(r.message.find("does not solve every maze") != std::string::npos);
        o.keepPrefix = 4;
        r = rewriteWindows(4, 4, *parseMoves("ddrr"), control, o);
        QVERIFY(!r.found);
        QVERIFY(r.message.find("kept prefix") != std::string::npos);
        o.keepPrefix = 0;
        o.maxNodes = 20;
        r = rewriteWindows(4, 4, *parseMoves("ddrddrdrururluuurrdrrldrdrddr"), control, o);
        QVERIFY(!r.found);
        QVERIFY2(r.message.find("node budget") != std::string::npos, r.message.c_str());
        // A cancel before the start stops at once.
        Control cancelled;
        cancelled.cancel();
        o.maxNodes = std::size_t(1) << 20;
        r = rewriteWindows(4, 4, *parseMoves("ddrdddrdrurrlurrrururdrrldrddrrdd"), cancelled, o);
        QVERIFY(r.message.find("stopped") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestWindowRewrite)
#include "tst_windowrewrite.moc"
