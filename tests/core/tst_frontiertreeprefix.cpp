// The trajectory tree rooted after a fixed prefix (FrontierTree::setPrefix) and the annealing
// of a bound's tail (ExactAnnealOptions::keepPrefix), issue 17: a tree rooted after the prefix
// must count prefix + sequence exactly as a tree of the whole sequence and per-maze simulation
// do (unsolved mazes, every prefix count, the mean solve step, the failing leaves, for stored
// sequences and for candidates from any step); a path kick must walk the prefix first; the
// tail annealing must keep the prefix, report only sequences that solve every maze, shorten a
// padded σ(4,4) sequence back to 29, and be deterministic for a seed; freeing the prefix
// step by step must reach 29 where the fixed prefix cannot.
#include "core/simaso/exactanneal.h"
#include "core/simaso/frontiertree.h"
#include "core/simaso/verify.h"

#include "tests/core/randomsequence.h"

#include <QTest>
#include <algorithm>
#include <random>

using namespace mazelab;
using mazelab::test::randomSequence;

namespace {

SolvingSequence joined(const SolvingSequence& a, const SolvingSequence& b)
{
    SolvingSequence s = a;
    s.insert(s.end(), b.begin(), b.end());
    return s;
}

// Whether q solves the maze within its first `end` moves.
bool solvesWithin(const Maze& maze, const SolvingSequence& q, std::size_t end)
{
    Cell p = maze.start();
    for (std::size_t k = 0; k < end && k < q.size(); ++k) {
        p = maze.step(p, q[k]);
        if (p == maze.goal())
            return true;
    }
    return false;
}

} // namespace

class TestFrontierTreePrefix : public QObject {
    Q_OBJECT

    // The annealing from this 4×4 start reaches σ(4,4) = 29; every report keeps the start's
    // first `kept` moves and solves every maze; a second run gives the same result.
    static void annealsTo29Keeping(const SolvingSequence& start, const ExactAnnealOptions& o,
                                   std::size_t kept)
    {
        Control control;
        const MazeSet set = MazeSet::allSolvable(4, 4, control);
        std::vector<SolvingSequence> reported;
        control.setTimeLimit(std::chrono::seconds(120)); // a safety net: about a second
        const AnnealResult r = annealExact(4, 4, start, control, o,
                                           [&](const SolvingSequence& s) { reported.push_back(s); });
        QVERIFY2(r.found, r.message.c_str());
        QCOMPARE(r.best.size(), std::size_t(29));
        QVERIFY(!reported.empty());
        for (const SolvingSequence& s : reported) {
            QVERIFY(std::equal(start.begin(), start.begin() + std::ptrdiff_t(kept), s.begin()));
            QVERIFY(verifySequence(set, s).solvesAll);
        }
        Control again;
        const AnnealResult r2 = annealExact(4, 4, start, again, o);
        QCOMPARE(r2.best, r.best);
        QCOMPARE(r2.evaluations, r.evaluations);
    }

private slots:
    void prefixTreeCountsTheWholeSequence_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::newRow("3x4") << 3 << 4;
        QTest::newRow("4x4") << 4 << 4;
        QTest::newRow("2x6") << 2 << 6;
    }
    void prefixTreeCountsTheWholeSequence()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        Control control;
        const MazeSet set = MazeSet::allSolvable(rows, cols, control);
        FrontierTree tree(rows, cols, set.size());
        FrontierTree whole(rows, cols, set.size());
        std::mt19937_64 rng(std::uint64_t(rows * 10 + cols));
        int accepted = 0;
        for (std::size_t k : {1, 6, 19}) {
            const SolvingSequence prefix = randomSequence(rng, k);
            tree.setPrefix(prefix);
            QCOMPARE(tree.prefix(), prefix);
            QVERIFY(tree.sequence().empty());
            whole.assign(prefix);
            QCOMPARE(tree.unsolved(), whole.unsolved());
            QCOMPARE(tree.failingLeaves(), whole.failingLeaves());
            tree.assign(randomSequence(rng, 24));
            for (int trial = 0; trial < 80; ++trial) {
                SolvingSequence c = tree.sequence();
                const std::size_t j = rng() % c.size();
                switch (rng() % 3) {
                case 0: c[j] = Move(rng() % 4); break;
                case 1: c.erase(c.begin() + std::ptrdiff_t(j)); break;
                default: c.insert(c.begin() + std::ptrdiff_t(j), Move(rng() % 4)); break;
                }
                const SolvingSequence w = joined(prefix, c);
                const std::uint64_t f = tree.unsolvedWith(c, j);
                whole.assign(w);
                QCOMPARE(f, whole.unsolved());
                QCOMPARE(f, std::uint64_t(set.size()) - verifySequence(set, w).solved);
                for (std::size_t t = 0; t <= c.size(); ++t)
                    QCOMPARE(tree.candidateUnsolvedAfter(t), whole.unsolvedAfter(k + t));
                QCOMPARE(tree.candidateMeanSolveStep(), whole.meanSolveStep());
                if (rng() % 2 && c.size() > 12 && c.size() < 40) {
                    tree.accept();
                    ++accepted;
                    QCOMPARE(tree.sequence(), c);
                    QCOMPARE(tree.unsolved(), whole.unsolved());
                    QCOMPARE(tree.failingLeaves(), whole.failingLeaves());
                    QCOMPARE(tree.meanSolveStep(), whole.meanSolveStep());
                    for (std::size_t t = 0; t <= c.size(); ++t) {
                        QCOMPARE(tree.unsolvedAfter(t), whole.unsolvedAfter(k + t));
                        QCOMPARE(tree.liveBefore(t), whole.liveBefore(k + t));
                    }
                }
            }
        }
        QVERIFY(accepted > 20);
        // An empty prefix is the plain tree again.
        tree.setPrefix({});
        const SolvingSequence s = randomSequence(rng, 30);
        tree.assign(s);
        whole.assign(s);
        QCOMPARE(tree.unsolved(), whole.unsolved());
        QCOMPARE(tree.meanSolveStep(), whole.meanSolveStep());
    }

    // A prefix whose frontier exceeds the node budget is refused and leaves no prefix.
    void prefixBudgetIsEnforced()
    {
        FrontierTree tree(4, 4, 3828, 20);
        std::mt19937_64 rng(3);
        QVERIFY_THROWS_EXCEPTION(std::length_error, tree.setPrefix(randomSequence(rng, 40)));
        QVERIFY(tree.prefix().empty());
        QCOMPARE(tree.unsolved(), std::uint64_t(3828));
    }

    // Kicks walk the prefix before the stored sequence: the kicked sequence, after the prefix,
    // solves a maze that prefix + the first `end` moves left unsolved, and changes only moves
    // in [t, end).
    void pathKickWalksThePrefix()
    {
        Control control;
        const MazeSet set = MazeSet::allSolvable(4, 4, control);
        FrontierTree tree(4, 4, set.size());
        std::mt19937_64 rng(5);
        int kicks = 0;
        for (int trial = 0; trial < 30; ++trial) {
            const SolvingSequence prefix = randomSequence(rng, 8 + std::size_t(trial % 5));
            const SolvingSequence s = randomSequence(rng, 24);
            tree.setPrefix(prefix);
            tree.assign(s);
            const std::size_t end = s.size() - 4;
            if (tree.unsolvedAfter(end) == 0)
                continue;
            SolvingSequence c = s;
            const std::size_t t = tree.pathKick(c, rng(), end);
            if (t == SIZE_MAX)
                continue;
            ++kicks;
            QVERIFY(t < end);
            QVERIFY(std::equal(s.begin(), s.begin() + std::ptrdiff_t(t), c.begin()));
            QVERIFY(std::equal(s.begin() + std::ptrdiff_t(end), s.end(),
                               c.begin() + std::ptrdiff_t(end)));
            const SolvingSequence before = joined(prefix, s);
            const SolvingSequence after = joined(prefix, c);
            bool newlySolved = false;
            for (std::size_t i = 0; i < set.size() && !newlySolved; ++i) {
                const Maze maze = set.maze(i);
                newlySolved = !solvesWithin(maze, before, prefix.size() + end)
                    && solvesWithin(maze, after, prefix.size() + end);
            }
            QVERIFY(newlySolved);
        }
        QVERIFY(kicks > 10);
    }

    // The tail annealing keeps the prefix and shortens only after it: σ(4,4)'s 29-move
    // sequence with 12 moves padded in after its first 10 comes back to 29 (with and without a
    // slack tail); every reported sequence starts with the prefix and solves every maze.
    void tailAnnealKeepsThePrefix_data()
    {
        QTest::addColumn<int>("tailSlack");
        QTest::newRow("plain") << 0;
        QTest::newRow("slack tail") << 6;
    }
    void tailAnnealKeepsThePrefix()
    {
        QFETCH(int, tailSlack);
        Control control;
        const MazeSet set = MazeSet::allSolvable(4, 4, control);
        const SolvingSequence sigma = *parseMoves("ddrddrdrurrlurururdrrldrddrdd");
        std::mt19937_64 rng(9);
        SolvingSequence start = sigma;
        const SolvingSequence pad = randomSequence(rng, 12);
        start.insert(start.begin() + 10, pad.begin(), pad.end());
        QVERIFY(verifySequence(set, start).solvesAll);
        ExactAnnealOptions o;
        o.keepPrefix = 10;
        o.tailSlack = std::size_t(tailSlack);
        o.targetLength = 29;
        o.seed = 4;
        annealsTo29Keeping(start, o, 10);
    }

    // Freeing the prefix (freeStep, freeAfter): 8 moves padded in at step 5 sit inside a
    // kept prefix of 20, so the tail annealing alone cannot reach σ(4,4) = 29 (it has not
    // within 3 s), while freeing 8 moves after every 2 cycles without progress reaches it;
    // every report solves every maze and keeps the moves that were never freed.
    void freeingThePrefixReachesSigma()
    {
        const SolvingSequence sigma = *parseMoves("ddrddrdrurrlurururdrrldrddrdd");
        SolvingSequence start = sigma;
        const SolvingSequence pad = *parseMoves("udlrudlr");
        start.insert(start.begin() + 5, pad.begin(), pad.end());
        ExactAnnealOptions o;
        o.keepPrefix = 20;
        o.targetLength = 29;
        o.seed = 4;
        Control capped;
        capped.setTimeLimit(std::chrono::seconds(3));
        const AnnealResult fixed = annealExact(4, 4, start, capped, o);
        QVERIFY(!fixed.found || fixed.best.size() > 29);
        o.freeStep = 8;
        o.freeAfter = 2;
        annealsTo29Keeping(start, o, 4); // 20 − 2·8 moves never freed
    }

    // A start no longer than the kept prefix is refused with a message.
    void keptPrefixMustLeaveATail()
    {
        Control control;
        ExactAnnealOptions o;
        o.keepPrefix = 5;
        const AnnealResult r = annealExact(3, 3, *parseMoves("drddr"), control, o);
        QVERIFY(!r.found);
        QVERIFY(r.message.find("kept prefix") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestFrontierTreePrefix)
#include "tst_frontiertreeprefix.moc"
