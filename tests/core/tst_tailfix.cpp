// Fix-up suffixes (core/simaso/tailfix.h, issue 17): the failing leaves the tree lists must be
// exactly the unsolved mazes, a suffix fixSuffix finds for them must make the sequence solve
// every maze (checked by per-maze simulation on all mazes of the size), and the searches built
// on it (improveByTailFix, annealAllSolvable with fixWalks) must only report such sequences.
#include "core/simaso/anneal.h"
#include "core/simaso/tailfix.h"
#include "core/simaso/verify.h"

#include <QTest>
#include <random>

using namespace mazelab;

namespace {
SolvingSequence seq(const char* text) { return *parseMoves(text); }

// The 29-move σ(4,4) sequence of the README.
const char* kSigma44 = "ddrddrdrururluuurrdrrldrdrddr";

StreamVerifyResult leaves(int rows, int cols, const SolvingSequence& s, std::size_t cap)
{
    StreamVerifyOptions o;
    o.splitDecisions = 0;
    o.maxCounterexamples = 0;
    o.maxFailingWalks = cap;
    Control control;
    return verifyAllStreamed(rows, cols, s, o, control);
}

bool solvesAllBySimulation(int rows, int cols, const SolvingSequence& s)
{
    Control control;
    return verifySequence(MazeSet::allSolvable(rows, cols, control), s).solvesAll;
}
} // namespace

class TestTailFix : public QObject {
    Q_OBJECT
private slots:
    void grid()
    {
        const PartialGrid g(3, 3);
        QCOMPARE(g.goal(), 8);
        QVERIFY(g.connected(0));
        QVERIFY(!g.connected((1U << 1) | (1U << 3))); // both neighbours of the start blocked
        QCOMPARE(g.optimisticDistance({1, 0, 0}), 4);
        QCOMPARE(g.optimisticDistance({1, (1U << 1) | (1U << 4), 0}), 4);
        QCOMPARE(g.optimisticDistance({1, 0, 5}), 1);
        std::vector<PartialWalk> out;
        g.step({1 | (1U << 8), 0, 0}, Move::Right, out); // unknown cell 1: blocked and free
        QCOMPARE(out.size(), std::size_t(2));
        QCOMPARE(out[0].pos, 0);
        QCOMPARE(out[0].blocked, std::uint64_t(1) << 1);
        QCOMPARE(out[1].pos, 1);
        out.clear();
        g.step({1 | (1U << 8) | (1U << 5), 0, 5}, Move::Down, out); // into the goal: solved
        QVERIFY(out.empty());
    }

    // Truncated solving sequences: the listed leaves are the failing ones, and the fixed
    // sequence solves all mazes by simulation.
    void fixTruncated_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<int>("keep");
        QTest::newRow("3x3 keep 6") << 3 << 3 << QStringLiteral("drddruurrdd") << 6;
        QTest::newRow("4x4 keep 24") << 4 << 4 << QString::fromLatin1(kSigma44) << 24;
        QTest::newRow("4x4 keep 15") << 4 << 4 << QString::fromLatin1(kSigma44) << 15;
        QTest::newRow("3x4 random") << 3 << 4 << QStringLiteral("rrdlrdrdluru") << 12;
    }
    void fixTruncated()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(QString, moves);
        QFETCH(int, keep);
        SolvingSequence s = seq(moves.toLatin1().constData());
        s.resize(std::size_t(keep));
        const StreamVerifyResult v = leaves(rows, cols, s, 100000);
        QVERIFY(v.complete);
        QVERIFY(!v.solvesAll);
        QCOMPARE(std::uint64_t(v.failingWalks.size()), v.failingLeaves);
        Control control;
        const auto q = fixSuffix(PartialGrid(rows, cols), v.failingWalks, SuffixOptions{},
                                 control);
        QVERIFY(q.has_value());
        s.insert(s.end(), q->begin(), q->end());
        QVERIFY(solvesAllBySimulation(rows, cols, s));
        QVERIFY(leaves(rows, cols, s, 10).solvesAll);
    }

    void capStopsTheCount()
    {
        // "dr" leaves 3 failing leaves: 4 blocked and 1 free; 4 free, 5 blocked; 4 and 5 free
        QCOMPARE(leaves(4, 4, seq("dr"), 3).failingWalks.size(), std::size_t(3));
        const StreamVerifyResult v = leaves(4, 4, seq("dr"), 2);
        QVERIFY(!v.complete);
        QCOMPARE(v.failingWalks.size(), std::size_t(2));
    }

    void emptyAndTooShort()
    {
        Control control;
        QCOMPARE(fixSuffix(PartialGrid(3, 3), {}, SuffixOptions{}, control),
                 std::optional<SolvingSequence>(SolvingSequence{}));
        SuffixOptions o;
        o.maxLength = 2; // the start of a 3×3 maze is 4 moves from the goal
        QVERIFY(!fixSuffix(PartialGrid(3, 3), {{1 | (1U << 8), 0, 0}}, o, control));
    }

    // From a start that misses mazes: repaired first, then only shortened; every reported
    // sequence solves all 3,828 4×4 mazes.
    void tailFixSearch()
    {
        TailFixOptions o;
        o.seed = 5;
        o.maxWalks = 2000;
        Control control;
        control.setTimeLimit(std::chrono::milliseconds(1500));
        std::vector<SolvingSequence> reported;
        const TailFixResult r = improveByTailFix(
            4, 4, seq("drdrdrdrdrdrddrruurrdd"), control, o,
            [&](const SolvingSequence& s) { reported.push_back(s); });
        QVERIFY(r.found);
        QVERIFY(!reported.empty());
        for (std::size_t i = 0; i < reported.size(); ++i) {
            QVERIFY(solvesAllBySimulation(4, 4, reported[i]));
            if (i > 0)
                QVERIFY(reported[i].size() < reported[i - 1].size());
        }
        QCOMPARE(r.best, reported.back());
        QVERIFY(r.best.size() >= 29); // σ(4,4) = 29
    }

    // The annealing with fix-up suffixes, from a random start too short to solve 4×4.
    void annealWithFix()
    {
        std::mt19937_64 rng(3);
        SolvingSequence start;
        for (int i = 0; i < 26; ++i)
            start.push_back(Move(rng() % 4));
        AnnealOptions o;
        o.seed = 2;
        o.iterations = 400;
        o.fixWalks = 500;
        o.fixHard = 1000;
        o.fixMaxSuffix = 60;
        o.targetLength = 40;
        Control control;
        control.setTimeLimit(std::chrono::seconds(20));
        const AnnealResult r = annealAllSolvable(4, 4, start, control, o);
        QVERIFY(r.found);
        QVERIFY(solvesAllBySimulation(4, 4, r.best));
    }
};

QTEST_GUILESS_MAIN(TestTailFix)
#include "tst_tailfix.moc"
