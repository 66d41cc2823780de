// Redeletion in the exact annealing (exactanneal.h redeleteCycles, frontiertree.h
// rankDeletions; issue 17): the ranking must order the moves by the mazes their deletion leaves
// unsolved, counted here by per-maze simulation; the annealing must then visit the near-solvers
// of that ranking in order (observed through the near-solver hook), and still report only
// sequences that solve every maze, reach σ(4,4) = 29 and be deterministic for a seed.
#include "core/simaso/exactanneal.h"
#include "core/simaso/frontiertree.h"
#include "core/simaso/verify.h"

#include "tests/core/randomsequence.h"

#include <QTest>
#include <algorithm>
#include <numeric>
#include <random>

using namespace mazelab;

namespace {

const char* kSigma44 = "ddrddrdrururluuurrdrrldrdrddr"; // σ(4,4) = 29, the README's sequence

std::uint64_t mazeCount(int rows, int cols)
{
    std::uint64_t count = 0;
    MazeSet::estimateAllSolvableBytes(rows, cols, &count);
    return count;
}

std::size_t unsolvedBySimulation(const MazeSet& set, const SolvingSequence& s)
{
    const VerifyResult v = verifySequence(set, s);
    return std::size_t(v.mazes - v.solved);
}

SolvingSequence without(SolvingSequence s, std::size_t j)
{
    s.erase(s.begin() + std::ptrdiff_t(j));
    return s;
}

} // namespace

class TestRedelete : public QObject {
    Q_OBJECT
private slots:
    // Every move once, least harmful first by simulation; the stored sequence unchanged; a
    // limit ranks only the moves before it.
    void rankingEqualsSimulation()
    {
        Control control;
        const MazeSet set = MazeSet::allSolvable(4, 4, control);
        const SolvingSequence s = *parseMoves("ddrddrdrurrlurururdrrldrddrdddd"); // 31, solves all
        FrontierTree tree(4, 4, mazeCount(4, 4));
        tree.assign(s);
        std::mt19937_64 rng(7);
        std::uint64_t evaluations = 0;
        const std::vector<std::size_t> ranking = rankDeletions(tree, rng, evaluations, control);
        QCOMPARE(evaluations, std::uint64_t(s.size()));
        QCOMPARE(tree.sequence(), s);
        std::vector<std::size_t> sorted = ranking;
        std::sort(sorted.begin(), sorted.end());
        std::vector<std::size_t> all(s.size());
        std::iota(all.begin(), all.end(), std::size_t(0));
        QCOMPARE(sorted, all);
        std::size_t previous = 0;
        std::size_t distinct = 0;
        for (std::size_t j : ranking) {
            const std::size_t u = unsolvedBySimulation(set, without(s, j));
            QVERIFY2(u >= previous, qPrintable(QStringLiteral("move %1: %2 after %3")
                                                   .arg(j).arg(u).arg(previous)));
            distinct += u != previous;
            previous = u;
        }
        QVERIFY(distinct >= 3); // the order is not trivial
        const std::vector<std::size_t> limited =
            rankDeletions(tree, rng, evaluations, control, {}, 10);
        QCOMPARE(limited.size(), std::size_t(10));
        QVERIFY(std::all_of(limited.begin(), limited.end(), [](std::size_t j) { return j < 10; }));
    }

    // From σ(4,4)'s own sequence no deletion can be repaired (σ = 29), so with one-step cycles
    // and redeletion after each, the near-solvers handed to the repair hook are the sequence
    // less one move, in the order of the ranking: their unsolved counts never fall, and they
    // are many different ones (without redeletion the hook sees one deletion only).
    void redeletionWalksTheRanking_data()
    {
        QTest::addColumn<int>("redelete");
        QTest::newRow("each cycle") << 1;
        QTest::newRow("off") << 0;
    }
    void redeletionWalksTheRanking()
    {
        QFETCH(int, redelete);
        Control control;
        const MazeSet set = MazeSet::allSolvable(4, 4, control);
        const SolvingSequence solver = *parseMoves(kSigma44);
        ExactAnnealOptions o;
        o.seed = 5;
        o.iterations = 1;
        o.t0 = o.t1 = 1e-9; // only changes that do not worsen the count
        o.kickPercent = 0;
        o.redeleteCycles = redelete;
        o.repairUnsolved = 1000000;
        std::vector<std::size_t> harms; // of the offers that are the solver less one move
        int offers = 0;
        o.repair = [&](const SolvingSequence& s, std::size_t, Control& c) {
            for (std::size_t j = 0; j < solver.size(); ++j)
                if (without(solver, j) == s) {
                    harms.push_back(unsolvedBySimulation(set, s));
                    break;
                }
            if (++offers == 16)
                c.cancel();
            return SolvingSequence{};
        };
        // off: one offer, then cycles until this limit (on: 16 offers within a fraction of it)
        control.setTimeLimit(std::chrono::seconds(redelete == 0 ? 2 : 30));
        const AnnealResult r = annealExact(4, 4, solver, control, o);
        QVERIFY(r.found);
        QCOMPARE(r.best, solver);
        QCOMPARE(r.repairs, std::uint64_t(0));
        if (redelete == 0) {
            QCOMPARE(r.redeletions, std::uint64_t(0));
            QVERIFY(harms.size() <= 2);
            return;
        }
        QVERIFY2(harms.size() >= 12, qPrintable(QString::number(harms.size())));
        QVERIFY(std::is_sorted(harms.begin(), harms.end()));
        QVERIFY(harms.front() < harms.back());
        QVERIFY(r.redeletions >= harms.size() - 1);
    }

    // From a random start to σ(4,4) = 29 with redeletion after every second cycle: every
    // reported sequence solves every maze, each shorter than the one before; deterministic.
    void annealWithRedeletionReachesSigma()
    {
        Control control;
        const MazeSet set = MazeSet::allSolvable(4, 4, control);
        std::mt19937_64 rng(11);
        const SolvingSequence start = test::randomSequence(rng, 60);
        ExactAnnealOptions o;
        o.seed = 3;
        o.iterations = 600;
        o.redeleteCycles = 2;
        o.tailSlack = 6;
        o.targetLength = 29;
        std::vector<SolvingSequence> reported;
        const AnnealResult r = annealExact(4, 4, start, control, o,
                                           [&](const SolvingSequence& s) { reported.push_back(s); });
        QVERIFY2(r.found, r.message.c_str());
        QCOMPARE(r.best.size(), std::size_t(29));
        QVERIFY(r.redeletions > 0);
        for (std::size_t i = 0; i < reported.size(); ++i) {
            QVERIFY(verifySequence(set, reported[i]).solvesAll);
            if (i > 0)
                QVERIFY(reported[i].size() < reported[i - 1].size());
        }
        const AnnealResult again = annealExact(4, 4, start, control, o);
        QCOMPARE(again.best, r.best);
        QCOMPARE(again.evaluations, r.evaluations);
        QCOMPARE(again.redeletions, r.redeletions);
    }
};

QTEST_GUILESS_MAIN(TestRedelete)
#include "tst_redelete.moc"
