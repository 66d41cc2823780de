// The breadth-first trajectory tree with stored frontiers (frontiertree.h) and the annealing
// scored on all mazes (exactanneal.h), issue 17: the tree's count must equal per-maze
// simulation (verify.h) and the depth-first tree (streamverify.h) for any sequence, a count
// from step j must equal a fresh count of the candidate (changed, deleted or inserted moves),
// accept() must leave the same state as a fresh assign(), and the annealing must report only
// sequences that solve every maze, reach σ(3,3) = 11 and σ(4,4) = 29 (Nusser, Table 6.1; this
// project's σ(4,4) proof) from random starts, and be deterministic for a seed.
#include "core/simaso/exactanneal.h"
#include "core/simaso/frontiertree.h"
#include "core/simaso/streamverify.h"
#include "core/simaso/verify.h"

#include "tests/core/randomsequence.h"

#include <QTest>
#include <algorithm>
#include <random>
#include <tuple>

using namespace mazelab;
using mazelab::test::randomSequence;

class TestFrontierTree : public QObject {
    Q_OBJECT
private slots:
    void countsEqualSimulation_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        for (auto [r, c] : {std::pair{1, 2}, {2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 3}, {2, 6}, {4, 4}})
            QTest::newRow(qPrintable(QStringLiteral("%1x%2").arg(r).arg(c))) << r << c;
    }
    void countsEqualSimulation()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        Control control;
        const MazeSet set = MazeSet::allSolvable(rows, cols, control);
        FrontierTree tree(rows, cols, set.size());
        std::mt19937_64 rng(std::uint64_t(rows * 10 + cols));
        for (std::size_t length : {0, 1, 5, 17, 40, 90}) {
            for (int trial = 0; trial < 3; ++trial) {
                const SolvingSequence s = randomSequence(rng, length);
                tree.assign(s);
                const VerifyResult v = verifySequence(set, s);
                QCOMPARE(tree.unsolved(), std::uint64_t(set.size()) - v.solved);
                StreamVerifyOptions o;
                o.splitDecisions = 0;
                o.mazeCount = set.size();
                const StreamVerifyResult d = verifyAllStreamed(rows, cols, s, o, control);
                QCOMPARE(tree.unsolved(), d.mazes - d.solved);
                QCOMPARE(std::uint64_t(tree.failingLeaves()), d.failingLeaves);
            }
        }
    }

    // A count from step j equals a fresh count, for every kind of candidate; accept() leaves
    // the state a fresh assign() would (checked by counting further candidates from it).
    void countFromStepEqualsFreshCount()
    {
        Control control;
        const int rows = 4;
        const int cols = 4;
        const std::uint64_t mazes = MazeSet::allSolvable(rows, cols, control).size();
        FrontierTree tree(rows, cols, mazes);
        FrontierTree fresh(rows, cols, mazes);
        std::mt19937_64 rng(7);
        tree.assign(randomSequence(rng, 45));
        int accepted = 0;
        for (int trial = 0; trial < 400; ++trial) {
            SolvingSequence c = tree.sequence();
            const std::size_t j = rng() % (c.size() + 1);
            switch (rng() % 3) {
            case 0:
                if (j < c.size())
                    c[j] = Move(rng() % 4);
                break;
            case 1:
                if (j < c.size())
                    c.erase(c.begin() + std::ptrdiff_t(j));
                break;
            default:
                c.insert(c.begin() + std::ptrdiff_t(j), Move(rng() % 4));
                break;
            }
            const std::uint64_t f = tree.unsolvedWith(c, j);
            fresh.assign(c);
            QCOMPARE(f, fresh.unsolved());
            for (std::size_t t = 0; t <= c.size(); ++t) // every prefix (the slack tail's score)
                QCOMPARE(tree.candidateUnsolvedAfter(t), fresh.unsolvedAfter(t));
            if (rng() % 2 && c.size() > 20 && c.size() < 70) {
                tree.accept();
                ++accepted;
                QCOMPARE(tree.sequence(), c);
                QCOMPARE(tree.unsolved(), fresh.unsolved());
                QCOMPARE(tree.failingLeaves(), fresh.failingLeaves());
                for (std::size_t t = 0; t <= c.size(); ++t)
                    QCOMPARE(tree.unsolvedAfter(t), fresh.unsolvedAfter(t));
            }
        }
        QVERIFY(accepted > 100);
        tree.accept(); // the last candidate, accepted or not, can still be taken once
        QVERIFY_THROWS_EXCEPTION(std::logic_error, tree.accept()); // no candidate pending
    }

    // The failing leaves are the depth-first tree's (as sets); the mean solve step equals
    // per-maze simulation; a path kick writes a failing maze's shortest path, which then
    // solves that maze.
    void leavesMeanAndKick()
    {
        Control control;
        const MazeSet set = MazeSet::allSolvable(4, 4, control);
        FrontierTree tree(4, 4, set.size());
        std::mt19937_64 rng(5);
        int kicks = 0;
        int endKicks = 0;
        for (int trial = 0; trial < 20; ++trial) {
            const SolvingSequence s = randomSequence(rng, 30 + std::size_t(trial));
            tree.assign(s);
            StreamVerifyOptions o;
            o.splitDecisions = 0;
            o.maxFailingWalks = 1000000;
            const StreamVerifyResult d = verifyAllStreamed(4, 4, s, o, control);
            std::vector<PartialWalk> mine = tree.failingWalks(SIZE_MAX);
            std::vector<PartialWalk> theirs = d.failingWalks;
            auto less = [](const PartialWalk& a, const PartialWalk& b) {
                return std::tie(a.free, a.blocked, a.pos) < std::tie(b.free, b.blocked, b.pos);
            };
            std::sort(mine.begin(), mine.end(), less);
            std::sort(theirs.begin(), theirs.end(), less);
            QCOMPARE(mine, theirs);
            QCOMPARE(tree.failingWalks(3).size(), std::min<std::size_t>(3, theirs.size()));
            double sum = 0;
            for (std::size_t i = 0; i < set.size(); ++i) {
                const Maze maze = set.maze(i);
                Cell c = maze.start();
                std::size_t at = s.size() + 1;
                for (std::size_t k = 0; k < s.size() && at > s.size(); ++k) {
                    c = maze.step(c, s[k]);
                    if (c == maze.goal())
                        at = k + 1;
                }
                sum += double(at);
            }
            QVERIFY(std::abs(tree.meanSolveStep() - sum / double(set.size())) < 1e-9);
            for (int k = 0; k < 5 && !mine.empty(); ++k) {
                SolvingSequence c = s;
                const std::uint64_t r = rng();
                const std::size_t t = tree.pathKick(c, r);
                if (t == SIZE_MAX)
                    continue;
                ++kicks;
                QCOMPARE(c.size(), s.size());
                QVERIFY(std::equal(s.begin(), s.begin() + std::ptrdiff_t(t), c.begin()));
                const PartialWalk leaf = tree.failingWalks(SIZE_MAX)[r % mine.size()]; // a copy: the list is a temporary
                const Maze maze = mazeWithBlocked(4, 4, leaf.blocked);
                bool solved = false;
                Cell p = maze.start();
                for (Move m : c) {
                    p = maze.step(p, m);
                    solved = solved || p == maze.goal();
                }
                QVERIFY(solved);
            }
            // Aimed at step `end` (the slack tail's target): only moves in [t, end) change, and
            // a maze the first `end` moves of s leave unsolved is solved by c's first `end`.
            const std::size_t end = s.size() - 6;
            if (tree.unsolvedAfter(end) == 0)
                continue;
            SolvingSequence c = s;
            const std::size_t t = tree.pathKick(c, rng(), end);
            if (t == SIZE_MAX)
                continue;
            ++endKicks;
            QVERIFY(t < end);
            QVERIFY(std::equal(s.begin(), s.begin() + std::ptrdiff_t(t), c.begin()));
            QVERIFY(std::equal(s.begin() + std::ptrdiff_t(end), s.end(),
                               c.begin() + std::ptrdiff_t(end)));
            auto solvedBy = [&end](const Maze& maze, const SolvingSequence& q) {
                Cell p = maze.start();
                for (std::size_t k = 0; k < end; ++k) {
                    p = maze.step(p, q[k]);
                    if (p == maze.goal())
                        return true;
                }
                return false;
            };
            bool newlySolved = false;
            for (std::size_t i = 0; i < set.size() && !newlySolved; ++i) {
                const Maze maze = set.maze(i);
                newlySolved = !solvedBy(maze, s) && solvedBy(maze, c);
            }
            QVERIFY(newlySolved);
        }
        QVERIFY(kicks > 10);
        QVERIFY(endKicks > 5);
    }

    // The node budget ends a count with std::length_error instead of exhausting memory.
    void nodeBudgetIsEnforced()
    {
        FrontierTree tree(4, 4, 3828, 50);
        std::mt19937_64 rng(3);
        const SolvingSequence s = randomSequence(rng, 40);
        QVERIFY_THROWS_EXCEPTION(std::length_error, tree.assign(s));
        QVERIFY(tree.sequence().empty());
        QCOMPARE(tree.unsolved(), std::uint64_t(3828)); // the empty sequence solves none
        ExactAnnealOptions o;
        o.maxNodes = 50;
        Control control;
        const AnnealResult r = annealExact(4, 4, s, control, o);
        QVERIFY(!r.found);
        QVERIFY(r.message.find("node budget") != std::string::npos);
    }

    // From random starts (which solve nothing) to σ(3,3) = 11 and σ(4,4) = 29; every reported
    // sequence solves every maze by per-maze simulation and is shorter than the one before.
    // With a slack tail the reported solvers are the first T moves of the annealed sequence.
    void annealReachesSigma_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("sigma");
        QTest::addColumn<int>("startLength");
        QTest::addColumn<int>("tailSlack");
        QTest::newRow("3x3") << 3 << 3 << 11 << 30 << 0;
        QTest::newRow("3x4") << 3 << 4 << 17 << 40 << 0;
        QTest::newRow("4x4") << 4 << 4 << 29 << 60 << 0;
        QTest::newRow("4x4 mean weight") << 4 << 4 << -29 << 60 << 0;
        QTest::newRow("3x4 slack tail") << 3 << 4 << 17 << 40 << 6;
        QTest::newRow("4x4 slack tail") << 4 << 4 << 29 << 60 << 10;
    }
    void annealReachesSigma()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, sigma);
        QFETCH(int, startLength);
        QFETCH(int, tailSlack);
        ExactAnnealOptions o;
        o.tailSlack = std::size_t(tailSlack);
        if (sigma < 0) { // the tie-break on the mean solve step
            sigma = -sigma;
            o.meanWeight = 1;
        }
        Control control;
        const MazeSet set = MazeSet::allSolvable(rows, cols, control);
        std::mt19937_64 rng(11);
        const SolvingSequence start = randomSequence(rng, std::size_t(startLength));
        QVERIFY(!verifySequence(set, start).solvesAll);
        o.seed = 3;
        o.targetLength = std::size_t(sigma);
        std::vector<SolvingSequence> reported;
        const AnnealResult r = annealExact(rows, cols, start, control, o,
                                           [&](const SolvingSequence& s) { reported.push_back(s); });
        QVERIFY2(r.found, r.message.c_str());
        QCOMPARE(int(r.best.size()), sigma);
        QVERIFY(!reported.empty());
        for (std::size_t i = 0; i < reported.size(); ++i) {
            QVERIFY(verifySequence(set, reported[i]).solvesAll);
            if (i > 0)
                QVERIFY(reported[i].size() < reported[i - 1].size());
        }
        QCOMPARE(reported.back(), r.best);
        // Deterministic for a seed.
        const AnnealResult again = annealExact(rows, cols, start, control, o);
        QCOMPARE(again.best, r.best);
        QCOMPARE(again.evaluations, r.evaluations);
    }

    // The hard-set annealing with exact deletions (anneal.h, exactDeletion): every reported
    // sequence solves every maze, and it reaches σ(4,4) = 29 from a random start.
    void hardSetAnnealWithExactDeletion()
    {
        Control control;
        const MazeSet set = MazeSet::allSolvable(4, 4, control);
        std::mt19937_64 rng(11);
        const SolvingSequence start = randomSequence(rng, 60);
        AnnealOptions o;
        o.exactDeletion = true;
        o.seed = 2;
        o.iterations = 2000;
        o.targetLength = 29;
        control.setTimeLimit(std::chrono::seconds(120)); // a safety net: about a second
        std::vector<SolvingSequence> reported;
        const AnnealResult r = annealAllSolvable(
            4, 4, start, control, o, [&](const SolvingSequence& s) { reported.push_back(s); });
        QVERIFY2(r.found, r.message.c_str());
        QCOMPARE(r.best.size(), std::size_t(29));
        for (const SolvingSequence& s : reported)
            QVERIFY(verifySequence(set, s).solvesAll);
    }

    // Cancelling stops at once and keeps the best verified sequence.
    void cancelKeepsTheBest()
    {
        Control control;
        int calls = 0;
        ExactAnnealOptions o;
        SolvingSequence last;
        const SolvingSequence start = *parseMoves("ddrddrdrurrlurururdrrldrddrdddd"); // 31
        const AnnealResult r = annealExact(4, 4, start, control, o, [&](const SolvingSequence& s) {
            last = s;
            if (++calls == 2)
                control.cancel();
        });
        QVERIFY(r.found);
        QCOMPARE(calls, 2);
        QCOMPARE(r.best, last);
        QCOMPARE(r.best.size(), std::size_t(30)); // the start, then one deletion
        QVERIFY(r.message.find("stopped") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestFrontierTree)
#include "tst_frontiertree.moc"
