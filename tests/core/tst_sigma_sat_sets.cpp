// σ of any maze set by SAT (core/simaso_sat/setsigma.h) against the exact joint-state
// searches (A*, ESS) on thousands of random small sets: mixed shapes, each maze with its own
// start and goal. Also: the certificate (the subset is UNSAT one move shorter, the sequence
// solves the set), Table 6.1 through the generic encoding, the racing portfolio, limits, and
// the random samples of `sigma --sample` (sampleSolvable).
#include "core/simaso/exactsearch.h"
#include "core/simaso/verify.h"
#include "core/simaso_sat/portfolio.h"
#include "core/simaso_sat/setsigma.h"
#include "core/simaso_sat/sigmasat.h"

#include <QTest>
#include <random>
#include <set>

using namespace mazelab;
using namespace mazelab::simaso_sat;

namespace {
// A random solvable rows×cols maze with a random start and goal (possibly equal).
Maze randomMaze(std::mt19937_64& rng, int rows, int cols)
{
    std::uniform_real_distribution<double> coin(0.0, 1.0);
    std::uniform_int_distribution<int> row(0, rows - 1);
    std::uniform_int_distribution<int> col(0, cols - 1);
    for (;;) {
        const double density = 0.1 + 0.4 * coin(rng);
        Maze maze(rows, cols);
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c)
                maze.setBlocked({r, c}, coin(rng) < density);
        const Cell s{row(rng), col(rng)};
        const Cell g{row(rng), col(rng)};
        maze.setBlocked(s, false);
        maze.setBlocked(g, false);
        maze.setStart(s);
        maze.setGoal(g);
        if (maze.isSolvable())
            return maze;
    }
}
} // namespace

class TestSigmaSatSets : public QObject {
    Q_OBJECT
private slots:
    // The cross-check: 2000 random sets of 1–6 mazes of up to 3×4 cells.
    void agreesWithAStarOnRandomSets()
    {
        std::mt19937_64 rng(20261125);
        std::uniform_int_distribution<int> side(1, 4);
        std::uniform_int_distribution<int> count(1, 6);
        int nontrivial = 0;
        for (int trial = 0; trial < 2000; ++trial) {
            const int rows = side(rng);
            const int cols = std::min(side(rng), 12 / rows);
            std::vector<Maze> mazes;
            const int k = count(rng);
            for (int i = 0; i < k; ++i)
                mazes.push_back(randomMaze(rng, rows, cols));
            const MazeSet set = MazeSet::fromMazes(mazes);
            Control control;
            const ExactResult exact = shortestAStar(set, control);
            QVERIFY2(exact.exact(), exact.message.c_str());
            const SetSigmaResult sat = computeSetSigma(set, {}, control);
            const QByteArray where = QByteArray::fromStdString(
                "trial " + std::to_string(trial) + ":\n" + set.toText());
            QVERIFY2(sat.complete, where.constData());
            QVERIFY2(sat.sequence.size() == exact.sequence.size(), where.constData());
            QCOMPARE(sat.lowerBound, int(sat.sequence.size()));
            QVERIFY2(verifySequence(set, sat.sequence).solvesAll, where.constData());
            // The certificate: its mazes need the full length.
            if (sat.lowerBound > 0) {
                ++nontrivial;
                std::vector<Maze> cert;
                for (std::size_t i : sat.subset)
                    cert.push_back(set.maze(i));
                QCOMPARE(checkLowerBoundSat(cert, sat.lowerBound, control),
                         LengthSolver::Result::Unsat);
            }
        }
        QVERIFY(nontrivial > 1600);
    }

    // ESS's certificate semantics and SAT's agree on larger enumerated sets.
    void agreesWithEssOnAllSolvable_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("sigma");
        QTest::newRow("2x3") << 2 << 3 << 5;
        QTest::newRow("3x3") << 3 << 3 << 11;
        QTest::newRow("3x4") << 3 << 4 << 17;
        QTest::newRow("4x3") << 4 << 3 << 17;
    }
    void agreesWithEssOnAllSolvable()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, sigma);
        Control control;
        const MazeSet set = MazeSet::allSolvable(rows, cols, control);
        const ExactResult sat = shortestSat(set, control);
        QVERIFY2(sat.exact(), sat.message.c_str());
        QCOMPARE(int(sat.sequence.size()), sigma);
        QCOMPARE(sat.lowerBound, sigma);
        QVERIFY(verifySequence(set, sat.sequence).solvesAll);
        QCOMPARE(checkLowerBoundSat(sat.certificate, sigma, control), LengthSolver::Result::Unsat);
        // One move shorter is not a valid claim.
        QCOMPARE(checkLowerBoundSat(sat.certificate, sigma + 1, control), LengthSolver::Result::Sat);
    }

    void trivialSets()
    {
        Maze onGoal(2, 2);
        onGoal.setGoal({0, 0});
        Control control;
        const SetSigmaResult r = computeSetSigma(MazeSet::fromMazes({onGoal}), {}, control);
        QVERIFY(r.complete);
        QVERIFY(r.sequence.empty());
        QCOMPARE(r.lowerBound, 0);
    }

    // A length limit below σ ends with LengthLimit and the proven bound.
    void lengthLimit()
    {
        Control control;
        const MazeSet set = MazeSet::allSolvable(3, 3, control);
        ExactOptions options;
        options.maxLength = 8;
        const ExactResult r = shortestSat(set, control, options);
        QCOMPARE(r.status, ExactStatus::LengthLimit);
        QCOMPARE(r.lowerBound, 9);
    }

    // ExactOptions::memoryLimitBytes caps the growth of the resident memory through the
    // Control (MemoryLimit, with the bound proved so far), unless the Control has a cap of its
    // own: then that one applies (here a generous one, so 3×3 is solved).
    void memoryLimit()
    {
        Control control;
        const MazeSet set = MazeSet::allSolvable(4, 4, control);
        ExactOptions options;
        options.memoryLimitBytes = 1;
        const ExactResult r = shortestSat(set, control, options);
        QCOMPARE(r.status, ExactStatus::MemoryLimit);
        QVERIFY(r.lowerBound >= 6);
        QVERIFY(r.message.find("memory limit") != std::string::npos);

        Control own;
        own.setMemoryLimit(std::size_t(8) << 30);
        const MazeSet small = MazeSet::allSolvable(3, 3, own);
        const ExactResult s = shortestSat(small, own, options);
        QCOMPARE(s.status, ExactStatus::Solved);
        QCOMPARE(int(s.sequence.size()), 11);
    }

    void cancelled()
    {
        Control control;
        const MazeSet set = MazeSet::allSolvable(4, 4, control);
        control.cancel();
        const ExactResult r = shortestSat(set, control);
        QCOMPARE(r.status, ExactStatus::Cancelled);
        QVERIFY(r.lowerBound >= 6);
    }

    // Two racing instances give the same σ as one (whichever answers first).
    void portfolioRace()
    {
        Control control;
        const Grid grid(3, 4);
        const auto all = enumerateSolvable(grid, control);
        SigmaOptions options;
        options.threads = 2;
        const SigmaResult r = computeSigma(grid, all, options, control);
        QVERIFY(r.complete);
        QCOMPARE(r.upperBound, 17);
        QVERIFY(unsolvedMazes(grid, all, r.sequence, 1).empty());
    }

    // A sample holds distinct solvable mazes, deterministic for its seed; a board with fewer
    // solvable mazes than asked gives all of them (and says so); a random choice where the
    // board has at most twice as many; a 1x26 strip (not enumerable, one solvable maze) ends
    // with that one. Before, the draws repeated mazes (4x4: 200 draws held 162 distinct, 5x5:
    // 2000 held 1803) and `sigma 3 3 --sample 100` counted 100 mazes of 51.
    void sampleSolvable_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("expected");
        QTest::addColumn<bool>("all");
        QTest::newRow("3x3, 30 of 51: chosen") << 3 << 3 << 30 << 30 << false;
        QTest::newRow("3x3, 100 of 51: all") << 3 << 3 << 100 << 51 << true;
        QTest::newRow("1x1") << 1 << 1 << 5 << 1 << true;
        QTest::newRow("4x4, 200 of 3828: drawn") << 4 << 4 << 200 << 200 << false;
        QTest::newRow("4x4, 2000 of 3828: drawn") << 4 << 4 << 2000 << 2000 << false;
        QTest::newRow("4x4, 3000 of 3828: chosen") << 4 << 4 << 3000 << 3000 << false;
        QTest::newRow("5x5, 2000: drawn") << 5 << 5 << 2000 << 2000 << false;
        QTest::newRow("1x26: one maze") << 1 << 26 << 5 << 1 << false;
    }
    void sampleSolvable()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, count);
        QFETCH(int, expected);
        QFETCH(bool, all);
        Control control;
        const Grid grid(rows, cols);
        bool isAll = !all;
        const auto sample = simaso_sat::sampleSolvable(grid, std::size_t(count), 9, control, &isAll);
        QCOMPARE(int(sample.size()), expected);
        QCOMPARE(isAll, all);
        QCOMPARE(int(std::set<WallMask>(sample.begin(), sample.end()).size()), expected);
        for (WallMask w : sample)
            QVERIFY(grid.isSolvable(w));
        QCOMPARE(simaso_sat::sampleSolvable(grid, std::size_t(count), 9, control), sample);
        if (all)
            QCOMPARE(sample, enumerateSolvable(grid, control));
    }
};

QTEST_GUILESS_MAIN(TestSigmaSatSets)
#include "tst_sigma_sat_sets.moc"
