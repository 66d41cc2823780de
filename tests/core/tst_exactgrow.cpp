// The receding horizon annealed on exact counts (core/simaso/exactgrow.h, issue 17) and the
// prefix it extends stage by stage (FrontierTree::extendPrefix): a prefix extended in pieces
// must count like one set at once and like a tree of the whole sequence (unsolved mazes,
// every prefix count, the mean solve step, candidates); the construction must return only
// sequences that solve every maze by per-maze simulation, start with the given prefix, be
// deterministic for a seed, and end with the committed prefix (not a solver) when stopped or
// over its node budget.
#include "core/simaso/exactgrow.h"
#include "core/simaso/frontiertree.h"
#include "core/simaso/verify.h"

#include <QTest>
#include <random>

using namespace mazelab;

namespace {

SolvingSequence randomSequence(std::mt19937_64& rng, std::size_t length)
{
    SolvingSequence s;
    for (std::size_t i = 0; i < length; ++i) // towards the goal half of the time
        s.push_back(rng() % 2 ? (rng() % 2 ? Move::Down : Move::Right) : Move(rng() % 4));
    return s;
}

} // namespace

class TestExactGrow : public QObject {
    Q_OBJECT

private slots:
    void extendedPrefixCountsLikeTheWhole_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::newRow("3x4") << 3 << 4;
        QTest::newRow("4x4") << 4 << 4;
    }
    void extendedPrefixCountsLikeTheWhole()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        Control control;
        const MazeSet set = MazeSet::allSolvable(rows, cols, control);
        FrontierTree pieces(rows, cols, set.size());
        FrontierTree once(rows, cols, set.size());
        FrontierTree whole(rows, cols, set.size());
        std::mt19937_64 rng(std::uint64_t(rows * 7 + cols));
        SolvingSequence prefix;
        for (std::size_t piece : {0, 3, 1, 9, 14}) {
            const SolvingSequence more = randomSequence(rng, piece);
            pieces.extendPrefix(more);
            prefix.insert(prefix.end(), more.begin(), more.end());
            QCOMPARE(pieces.prefix(), prefix);
            QVERIFY(pieces.sequence().empty());
            once.setPrefix(prefix);
            const SolvingSequence tail = randomSequence(rng, 15);
            SolvingSequence w = prefix;
            w.insert(w.end(), tail.begin(), tail.end());
            pieces.assign(tail);
            once.assign(tail);
            whole.assign(w);
            QCOMPARE(pieces.unsolved(), whole.unsolved());
            QCOMPARE(pieces.unsolved(), std::uint64_t(set.size()) - verifySequence(set, w).solved);
            QCOMPARE(pieces.meanSolveStep(), whole.meanSolveStep());
            QCOMPARE(pieces.meanSolveStep(), once.meanSolveStep());
            if (prefix.size() == 27) // the last prefix solves mazes itself
                QVERIFY(whole.unsolvedAfter(prefix.size()) < std::uint64_t(set.size()));
            for (std::size_t t = 0; t <= tail.size(); ++t) {
                QCOMPARE(pieces.unsolvedAfter(t), whole.unsolvedAfter(prefix.size() + t));
                QCOMPARE(pieces.liveBefore(t), once.liveBefore(t));
            }
            SolvingSequence c = tail;
            c[4] = Move((int(c[4]) + 1) % 4);
            QCOMPARE(pieces.unsolvedWith(c, 4), once.unsolvedWith(c, 4));
            QCOMPARE(pieces.candidateMeanSolveStep(), once.candidateMeanSolveStep());
        }
    }

    void extendingPastTheBudgetThrowsAndResets()
    {
        FrontierTree tree(4, 4, 3828, 20);
        const SolvingSequence first = *parseMoves("dr");
        tree.extendPrefix(first);
        QCOMPARE(tree.prefix(), first);
        QVERIFY_THROWS_EXCEPTION(std::length_error, tree.extendPrefix(*parseMoves("drdrdrdrdr")));
        QVERIFY(tree.prefix().empty()); // the plain root again
        tree.assign(first);
        QCOMPARE(tree.unsolvedAfter(0), std::uint64_t(3828));
    }

    void growsSolversFromAnyPrefix_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<QString>("prefix");
        QTest::addColumn<int>("horizon");
        QTest::addColumn<int>("commit");
        QTest::newRow("3x4 empty") << 3 << 4 << QString() << 12 << 4;
        QTest::newRow("4x4 empty") << 4 << 4 << QString() << 20 << 5;
        QTest::newRow("4x4 prefix") << 4 << 4 << QStringLiteral("uuulllrd") << 16 << 16;
        QTest::newRow("2x6 commit 1") << 2 << 6 << QStringLiteral("r") << 6 << 1;
    }
    void growsSolversFromAnyPrefix()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(QString, prefix);
        QFETCH(int, horizon);
        QFETCH(int, commit);
        const auto parsed = parseMoves(prefix.toStdString());
        QVERIFY(parsed);
        const SolvingSequence p = *parsed;
        Control control;
        const MazeSet set = MazeSet::allSolvable(rows, cols, control);
        ExactGrowOptions o;
        o.horizon = std::size_t(horizon);
        o.commit = std::size_t(commit);
        o.iterations = 400;
        o.seed = 5;
        std::vector<ExactGrowStage> stages;
        control.setTimeLimit(std::chrono::seconds(120)); // a safety net: well under a second
        int reports = 0;
        const AnnealResult r = growExact(rows, cols, p, control, o, [&](const ExactGrowStage& s) {
            if (s.iteration == 0)
                stages.push_back(s);
            else
                ++reports; // none: a window takes 400 iterations here
        });
        QCOMPARE(reports, 0);
        QVERIFY2(r.found, r.message.c_str());
        QVERIFY(std::equal(p.begin(), p.end(), r.best.begin()));
        QVERIFY(verifySequence(set, r.best).solvesAll);
        // It ends at the first step that solves every maze.
        SolvingSequence shorter = r.best;
        shorter.pop_back();
        if (shorter.size() >= p.size())
            QVERIFY(!verifySequence(set, shorter).solvesAll);
        // Each stage committed `commit` moves and reports the counts of its prefix.
        for (std::size_t k = 0; k < stages.size(); ++k) {
            QCOMPARE(stages[k].committed, p.size() + (k + 1) * std::size_t(commit));
            const SolvingSequence head(r.best.begin(),
                                       r.best.begin() + std::ptrdiff_t(stages[k].committed));
            QCOMPARE(stages[k].unsolvedAtCommit,
                     std::uint64_t(set.size()) - verifySequence(set, head).solved);
            QVERIFY(stages[k].unsolvedAtCommit > 0);
        }
        Control again;
        const AnnealResult r2 = growExact(rows, cols, p, again, o);
        QCOMPARE(r2.best, r.best);
        QCOMPARE(r2.evaluations, r.evaluations);
    }

    // The score sees the whole window: with a horizon as long as σ(4,4) = 29 and one commit,
    // the annealing finds a short solver (a horizon of 4 moves is far longer).
    void aLongHorizonFindsShortSolvers()
    {
        ExactGrowOptions o;
        o.areaWeight = 0;
        o.horizon = 34;
        o.commit = 34;
        o.iterations = 20000;
        Control control;
        std::vector<ExactGrowStage> reports;
        const AnnealResult longView = growExact(4, 4, {}, control, o,
                                                [&](const ExactGrowStage& s) { reports.push_back(s); });
        // One window, solved within it (the annealing then stops): only reports from within.
        QVERIFY(longView.evaluations < 20000);
        for (std::size_t k = 0; k < reports.size(); ++k) {
            QCOMPARE(reports[k].iteration, int(1024 * (k + 1)));
            QCOMPARE(reports[k].committed, std::size_t(0));
            QCOMPARE(reports[k].unsolvedAtCommit, std::uint64_t(3828));
            QVERIFY(reports[k].unsolvedAtEnd > 0);
            if (k > 0)
                QVERIFY(reports[k].unsolvedAtEnd <= reports[k - 1].unsolvedAtEnd);
        }
        QVERIFY2(longView.found, longView.message.c_str());
        QVERIFY2(longView.best.size() <= 34, std::to_string(longView.best.size()).c_str());
        o.horizon = 4;
        o.commit = 2;
        o.iterations = 300;
        const AnnealResult shortView = growExact(4, 4, {}, control, o);
        QVERIFY2(shortView.found, shortView.message.c_str());
        QVERIFY(shortView.best.size() > longView.best.size());
    }

    // A window too short to solve every maze (σ(4,4) = 29) anneals all its iterations,
    // reporting every 1024 of them, and then commits.
    void reportsFromWithinAWindow()
    {
        ExactGrowOptions o;
        o.horizon = 20;
        o.commit = 20;
        o.iterations = 3000;
        o.maxLength = 1;
        Control control;
        std::vector<ExactGrowStage> reports;
        const AnnealResult r = growExact(4, 4, {}, control, o,
                                         [&](const ExactGrowStage& s) { reports.push_back(s); });
        QVERIFY(!r.found);
        QCOMPARE(r.evaluations, std::uint64_t(3000));
        QVERIFY(r.accepted > 0 && r.accepted < r.evaluations);
        QCOMPARE(reports.size(), std::size_t(3));
        QCOMPARE(reports[0].iteration, 1024);
        QCOMPARE(reports[1].iteration, 2048);
        QCOMPARE(reports[2].iteration, 0);
        QCOMPARE(reports[2].committed, std::size_t(20));
        QVERIFY(reports[1].unsolvedAtEnd <= reports[0].unsolvedAtEnd);
        QVERIFY(reports[2].unsolvedAtCommit <= reports[1].unsolvedAtEnd);
        QCOMPARE(reports[2].unsolvedAtCommit,
                 std::uint64_t(3828) - verifySequence(MazeSet::allSolvable(4, 4, control),
                                                      r.best).solved);
    }

    void stopsWithTheCommittedPrefix()
    {
        Control control;
        control.cancel();
        const SolvingSequence p{Move::Down, Move::Right};
        const AnnealResult r = growExact(4, 4, p, control, ExactGrowOptions{});
        QVERIFY(!r.found);
        QCOMPARE(r.best, p);
        QVERIFY(r.message.find("stopped") != std::string::npos);

        ExactGrowOptions tight;
        tight.maxNodes = 50;
        Control fresh;
        const AnnealResult over = growExact(4, 4, {}, fresh, tight);
        QVERIFY(!over.found);
        QVERIFY2(over.message.find("node budget") != std::string::npos, over.message.c_str());

        ExactGrowOptions shortLimit;
        shortLimit.horizon = 3;
        shortLimit.commit = 1;
        shortLimit.iterations = 10;
        shortLimit.maxLength = 5;
        const AnnealResult limited = growExact(4, 4, {}, fresh, shortLimit);
        QVERIFY(!limited.found);
        QCOMPARE(limited.best.size(), std::size_t(6));
        QVERIFY(limited.message.find("length limit") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestExactGrow)
#include "tst_exactgrow.moc"
