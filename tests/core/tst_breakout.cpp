// Breakout weights for the exact annealing (breakout.h, issue 17): the penalty must equal the
// weights of the weighted mazes that per-maze simulation (verify.h, independent code) finds
// unsolved after prefix + the first t moves; the weighted mazes are failing leaves of the
// frontier at t (FrontierTree::failingWalks(max, t)), so right after they are added every one
// of them is unsolved; the capacity keeps the heaviest; and the annealing with weights still
// reports only sequences that solve every maze, reaches σ(4,4) = 29 (this project's proof) and
// is deterministic for a seed.
#include "core/simaso/breakout.h"
#include "core/simaso/exactanneal.h"
#include "core/simaso/frontiertree.h"
#include "core/simaso/mazeset.h"
#include "core/simaso/verify.h"

#include "tests/core/annealcheck.h"
#include "tests/core/randomsequence.h"

#include <QTest>
#include <random>

using namespace mazelab;
using mazelab::test::randomSequence;

namespace {

// fromMazes refuses an unsolvable maze (throws), so this also checks that it is solvable.
bool solvedBy(int rows, int cols, std::uint64_t blocked, const SolvingSequence& s)
{
    const MazeSet one = MazeSet::fromMazes({mazeWithBlocked(rows, cols, blocked)});
    return verifySequence(one, s).solvesAll;
}

} // namespace

class TestBreakout : public QObject {
    Q_OBJECT
private slots:
    void penaltyEqualsSimulation_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("prefixLength");
        QTest::newRow("3x4") << 3 << 4 << 0;
        QTest::newRow("4x4") << 4 << 4 << 0;
        QTest::newRow("4x4 prefix") << 4 << 4 << 7;
        QTest::newRow("2x6 prefix") << 2 << 6 << 4;
    }
    void penaltyEqualsSimulation()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, prefixLength);
        Control control;
        const MazeSet all = MazeSet::allSolvable(rows, cols, control);
        std::mt19937_64 rng(5);
        const SolvingSequence prefix = randomSequence(rng, std::size_t(prefixLength));
        FrontierTree tree(rows, cols, all.size());
        if (!prefix.empty())
            tree.setPrefix(prefix);
        const SolvingSequence s = randomSequence(rng, 24);
        tree.assign(s);
        BreakoutWeights weights(rows, cols, 64);
        weights.setPrefix(prefix);
        for (std::size_t t : {std::size_t(6), std::size_t(12), s.size()}) {
            const std::vector<PartialWalk> walks = tree.failingWalks(5, t);
            QCOMPARE(walks.size(), std::min<std::size_t>(5, tree.liveBefore(t)));
            SolvingSequence first = prefix;
            first.insert(first.end(), s.begin(), s.begin() + std::ptrdiff_t(t));
            for (const PartialWalk& w : walks) {
                QVERIFY(!solvedBy(rows, cols, w.blocked, first)); // unsolved after t moves
            }
            const double before = weights.penalty(s, t);
            weights.add(walks, double(t));
            // Every maze just weighted is unsolved after t moves: its whole weight counts.
            double added = 0;
            for (std::size_t k = 0; k < walks.size(); ++k)
                added += double(t);
            QCOMPARE(weights.penalty(s, t), before + added);
        }
        QVERIFY(weights.size() > 0);
        // Any sequence and any t: the penalty is the weight of the mazes simulation finds
        // unsolved (a weighted maze the prefix solves never counts).
        for (int trial = 0; trial < 20; ++trial) {
            const SolvingSequence c = randomSequence(rng, 30);
            const std::size_t t = rng() % (c.size() + 1);
            SolvingSequence whole = prefix;
            whole.insert(whole.end(), c.begin(), c.begin() + std::ptrdiff_t(t));
            BreakoutWeights fresh(rows, cols, 64); // no prefix: walks `whole` from the start
            double expected = 0;
            for (std::size_t t2 : {std::size_t(6), std::size_t(12), s.size()})
                for (const PartialWalk& w : tree.failingWalks(5, t2)) {
                    fresh.add({w}, double(t2));
                    if (!solvedBy(rows, cols, w.blocked, whole))
                        expected += double(t2);
                }
            QCOMPARE(weights.penalty(c, t), expected);
            QCOMPARE(fresh.penalty(whole, whole.size()), expected);
        }
    }

    void capacityKeepsTheHeaviest()
    {
        BreakoutWeights w(3, 3, 2);
        const PartialWalk a{0, 0b000000010, 0};
        const PartialWalk b{0, 0b000000100, 0};
        const PartialWalk c{0, 0b000001000, 0};
        w.add({a, b}, 1);
        w.add({a}, 2); // a: 3
        QCOMPARE(w.size(), std::size_t(2));
        QCOMPARE(w.totalWeight(), 4.0);
        w.add({c}, 0.5); // lighter than the lightest (b, 1): not taken
        QCOMPARE(w.totalWeight(), 4.0);
        w.add({c}, 1.5); // replaces b
        QCOMPARE(w.size(), std::size_t(2));
        QCOMPARE(w.totalWeight(), 4.5);
        // The empty sequence solves nothing: the penalty is every weight.
        QCOMPARE(w.penalty({}, 0), 4.5);
    }

    void annealWithBreakoutReachesSigma()
    {
        std::mt19937_64 rng(11);
        ExactAnnealOptions o;
        o.seed = 2;
        o.iterations = 300; // short cycles: many end without a solver, so weights are added
        o.breakout = 2;
        test::checkAnnealReachesSigma(4, 4, randomSequence(rng, 60), o, 29,
                                      [](ExactAnnealOptions& x) { x.breakout = 0; });
    }
};

QTEST_APPLESS_MAIN(TestBreakout)
#include "tst_breakout.moc"
