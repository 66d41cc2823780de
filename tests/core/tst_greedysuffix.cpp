// Staged greedy suffixes (core/simaso/greedysuffix.h, issue 17): failingWalksOf must list
// exactly the failing leaves of the counting tree (streamverify.h), and every sequence
// greedySuffix completes must solve every maze of the size by per-maze simulation; the
// recorded 6×6 bound is re-checked by the counting tree. improveByTailRestarts
// (tailrestart.h) reports only sequences that solve every maze, each shorter than the last,
// keeps the protected prefix, and is deterministic for a seed.
#include "core/simaso/greedysuffix.h"
#include "core/simaso/tailrestart.h"
#include "core/simaso/verify.h"

#include <QFile>
#include <QTest>
#include <algorithm>
#include <random>

using namespace mazelab;

namespace {
bool walkLess(const PartialWalk& a, const PartialWalk& b)
{
    return std::tie(a.free, a.blocked, a.pos) < std::tie(b.free, b.blocked, b.pos);
}

bool solvesAllBySimulation(int rows, int cols, const SolvingSequence& s)
{
    Control control;
    return verifySequence(MazeSet::allSolvable(rows, cols, control), s).solvesAll;
}

SolvingSequence randomMoves(std::uint64_t seed, int n)
{
    std::mt19937_64 rng(seed);
    SolvingSequence s;
    for (int i = 0; i < n; ++i)
        s.push_back(Move(rng() % 4));
    return s;
}
} // namespace

class TestGreedySuffix : public QObject {
    Q_OBJECT
private slots:
    void walksAreTheFailingLeaves_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("seed");
        QTest::addColumn<int>("length");
        QTest::newRow("3x3 short") << 3 << 3 << 1 << 6;
        QTest::newRow("3x4") << 3 << 4 << 2 << 20;
        QTest::newRow("4x4") << 4 << 4 << 3 << 40;
        QTest::newRow("4x5") << 4 << 5 << 4 << 60;
    }
    void walksAreTheFailingLeaves()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, seed);
        QFETCH(int, length);
        const SolvingSequence s = randomMoves(std::uint64_t(seed), length);
        StreamVerifyOptions vo;
        vo.splitDecisions = 0;
        vo.maxCounterexamples = 0;
        vo.maxFailingWalks = 1000000;
        Control control;
        StreamVerifyResult v = verifyAllStreamed(rows, cols, s, vo, control);
        QVERIFY(v.complete);
        auto w = failingWalksOf(PartialGrid(rows, cols), s, 1000000, control);
        QVERIFY(w.has_value());
        std::sort(w->begin(), w->end(), walkLess);
        std::sort(v.failingWalks.begin(), v.failingWalks.end(), walkLess);
        QCOMPARE(*w, v.failingWalks);
        QVERIFY(!failingWalksOf(PartialGrid(rows, cols), s, 0, control).has_value()
                || w->empty());
    }

    // From the empty prefix and from random prefixes, with both weightings: the completed
    // sequence solves every maze by simulation.
    void completesToASolvingSequence_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("prefix");
        QTest::addColumn<double>("alpha");
        QTest::newRow("2x2 empty") << 2 << 2 << 0 << 1.0;
        QTest::newRow("3x3 empty") << 3 << 3 << 0 << 1.0;
        QTest::newRow("3x3 leaves") << 3 << 3 << 0 << 0.0;
        QTest::newRow("3x4 prefix") << 3 << 4 << 15 << 1.0;
        QTest::newRow("4x4 empty") << 4 << 4 << 0 << 1.0;
        QTest::newRow("4x4 prefix half") << 4 << 4 << 30 << 0.5;
        QTest::newRow("4x3 leaves") << 4 << 3 << 10 << 0.0;
    }
    void completesToASolvingSequence()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, prefix);
        QFETCH(double, alpha);
        SolvingSequence s = randomMoves(7, prefix);
        const PartialGrid grid(rows, cols);
        Control control;
        auto walks = failingWalksOf(grid, s, 1000000, control);
        QVERIFY(walks.has_value());
        GreedySuffixOptions o;
        o.massExponent = alpha;
        o.sampleWalks = 50; // smaller than the walks: the sampled rounds are exercised too
        std::size_t rounds = 0;
        const auto q = greedySuffix(grid, *walks, o, control,
                                    [&](std::size_t, std::size_t) { ++rounds; });
        QVERIFY(q.has_value());
        QVERIFY(rounds > 0);
        s.insert(s.end(), q->begin(), q->end());
        QVERIFY(solvesAllBySimulation(rows, cols, s));
        const auto rest = failingWalksOf(grid, s, 1000000, control);
        QVERIFY(rest.has_value() && rest->empty());
    }

    void tailRestarts_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("prefix");
        QTest::addColumn<int>("keep");
        QTest::newRow("3x3 from empty") << 3 << 3 << 0 << 0;
        QTest::newRow("4x4 random start") << 4 << 4 << 30 << 0;
        QTest::newRow("4x4 kept prefix") << 4 << 4 << 30 << 20;
    }
    void tailRestarts()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, prefix);
        QFETCH(int, keep);
        const SolvingSequence start = randomMoves(11, prefix);
        TailRestartOptions o;
        o.seed = 5;
        o.maxAttempts = 25;
        o.window = keep > 0 ? 200 : 40; // with keep, k would otherwise fall inside it
        o.minCut = 3;
        o.keepPrefix = std::size_t(keep);
        o.suffix.sampleWalks = 50;
        std::vector<SolvingSequence> reported;
        std::size_t attempts = 0;
        Control control;
        const TailRestartResult r = improveByTailRestarts(
            rows, cols, start, control, o,
            [&](const SolvingSequence& s) { reported.push_back(s); },
            [&](std::size_t k, std::size_t length) {
                ++attempts;
                QVERIFY(k >= std::size_t(keep));
                QVERIFY(length == 0 || length > k);
            });
        QVERIFY(r.found);
        QCOMPARE(r.attempts, std::size_t(25));
        QCOMPARE(attempts, std::size_t(25));
        QCOMPARE(reported.size(), r.improvements + 1);
        QCOMPARE(reported.back(), r.best);
        for (std::size_t i = 0; i < reported.size(); ++i) {
            QVERIFY(solvesAllBySimulation(rows, cols, reported[i]));
            QVERIFY(std::equal(start.begin(), start.begin() + keep, reported[i].begin()));
            if (i > 0)
                QVERIFY(reported[i].size() < reported[i - 1].size());
        }
        Control again;
        QCOMPARE(improveByTailRestarts(rows, cols, start, again, o).best, r.best);
    }

    void nothingToFix()
    {
        Control control;
        QCOMPARE(greedySuffix(PartialGrid(3, 3), {}, GreedySuffixOptions{}, control),
                 std::optional<SolvingSequence>(SolvingSequence{}));
        GreedySuffixOptions o;
        o.maxLength = 0;
        control.cancel();
        QVERIFY(!greedySuffix(PartialGrid(3, 3), {{1 | (1U << 8), 0, 0}}, o, control));
    }
};

QTEST_GUILESS_MAIN(TestGreedySuffix)
#include "tst_greedysuffix.moc"
