// Verify and the Unsolved Maze Finder (Nusser 2016, §5.2, Alg. 5.2): the finder must agree
// with enumeration on every sequence we try (solves all ⇔ nothing found), its
// counterexamples must be solvable and unsolved, and it must work for 10×10.
#include "core/simaso/sequencerun.h"
#include "core/simaso/unsolvedmazefinder.h"
#include "core/simaso/verify.h"

#include <QTest>
#include <random>

using namespace mazelab;

namespace {
SolvingSequence seq(const char* text) { return *parseMoves(text); }

SolvingSequence randomSequence(std::mt19937_64& rng, std::size_t length)
{
    SolvingSequence s;
    for (std::size_t i = 0; i < length; ++i)
        s.push_back(Move(rng() % 4));
    return s;
}

bool solvesMaze(const Maze& maze, const SolvingSequence& s, bool perfect)
{
    Cell c = maze.start();
    bool visited = c == maze.goal();
    for (Move m : s) {
        c = maze.step(c, m);
        visited = visited || c == maze.goal();
    }
    return perfect ? c == maze.goal() : visited;
}
} // namespace

class TestSimasoVerify : public QObject {
    Q_OBJECT
private slots:
    void verifyKnownSequences_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<bool>("perfect");
        QTest::addColumn<int>("solved");
        QTest::addColumn<int>("mazes");
        QTest::newRow("sigma33") << 3 << "drddruurrdd" << false << 51 << 51;
        QTest::newRow("sigma33 perfect") << 3 << "drddruurrdd" << true << 51 << 51;
        QTest::newRow("empty 3x3") << 3 << "" << false << 0 << 51;
        QTest::newRow("4x4 29 moves") << 4 << "ddrddrdrurrlurururdrrldrddrdd" << false << 3828
                                      << 3828;
        QTest::newRow("4x4 appendix B damaged")
            << 4 << "ddrddrdrurrluruurdrldrddrdd" << false << 3790 << 3828;
    }
    void verifyKnownSequences()
    {
        QFETCH(int, n);
        QFETCH(QString, moves);
        QFETCH(bool, perfect);
        QFETCH(int, solved);
        QFETCH(int, mazes);
        Control control;
        const MazeSet set = MazeSet::allSolvable(n, n, control);
        const SolvingSequence s = seq(moves.toLatin1().constData());
        const VerifyResult r = verifySequence(set, s, perfect);
        QCOMPARE(r.mazes, std::uint64_t(mazes));
        QCOMPARE(r.solved, std::uint64_t(solved));
        QCOMPARE(r.solvesAll, solved == mazes);
        QCOMPARE(r.counterexample.has_value(), solved != mazes);
        if (r.counterexample) {
            QVERIFY(r.counterexample->isSolvable());
            QVERIFY(!solvesMaze(*r.counterexample, s, perfect));
            QCOMPARE(*r.counterexample, set.maze(*r.unsolvedIndex));
        }
        // The finder gives the same yes/no answer without enumerating.
        const UnsolvedMazeResult f = findUnsolvedMaze(n, n, s, control, perfect);
        QVERIFY(f.complete);
        QCOMPARE(f.maze.has_value(), solved != mazes);
        if (f.maze) {
            QVERIFY(f.maze->isSolvable());
            QVERIFY(!solvesMaze(*f.maze, s, perfect));
        }
    }
    // Random sequences on small sizes: finder ⇔ enumeration, both semantics.
    void finderAgreesWithEnumeration()
    {
        std::mt19937_64 rng(2016);
        Control control;
        const int sizes[][2] = {{1, 1}, {1, 3}, {2, 2}, {2, 3}, {3, 2}, {3, 3}, {3, 4}, {4, 4}};
        int agreedUnsolved = 0;
        int agreedSolved = 0;
        for (const auto& sz : sizes) {
            const MazeSet set = MazeSet::allSolvable(sz[0], sz[1], control);
            for (int t = 0; t < 40; ++t) {
                const SolvingSequence s = randomSequence(rng, std::size_t(rng() % 60));
                for (bool perfect : {false, true}) {
                    const VerifyResult v = verifySequence(set, s, perfect);
                    const UnsolvedMazeResult f = findUnsolvedMaze(sz[0], sz[1], s, control,
                                                                  perfect);
                    QVERIFY(f.complete);
                    QCOMPARE(f.maze.has_value(), !v.solvesAll);
                    if (f.maze) {
                        QVERIFY(f.maze->isSolvable());
                        QVERIFY(!solvesMaze(*f.maze, s, perfect));
                        ++agreedUnsolved;
                    } else {
                        ++agreedSolved;
                    }
                }
            }
        }
        QVERIFY(agreedUnsolved > 100);
        QVERIFY(agreedSolved > 20);
    }
    // Beyond enumeration: 10×10 with a 200-move random sequence (thesis Fig. 6.6).
    void finderTenByTen()
    {
        std::mt19937_64 rng(7);
        Control control;
        for (int t = 0; t < 5; ++t) {
            const SolvingSequence s = randomSequence(rng, 200);
            const UnsolvedMazeResult f = findUnsolvedMaze(10, 10, s, control);
            QVERIFY(f.complete);
            QVERIFY(f.maze.has_value());
            QCOMPARE(f.maze->rows(), 10);
            QVERIFY(f.maze->isSolvable());
            QVERIFY(!solvesMaze(*f.maze, s, false));
        }
        const VerifyResult v = verifyAllSolvable(10, 10, seq("drdrdr"), false, control);
        QVERIFY(!v.solvesAll);
        QVERIFY(v.counterexample.has_value());
    }
    void verifyAllSolvableEnumerates()
    {
        Control control;
        const VerifyResult v = verifyAllSolvable(4, 4, seq("ddrddrdrurrlurururdrrldrddrdd"),
                                                 false, control);
        QVERIFY(v.solvesAll);
        QCOMPARE(v.mazes, std::uint64_t(3828));
        // Forced through the finder: same answer, count from core/counting.
        const VerifyResult u = verifyAllSolvable(4, 4, seq("ddrddrdrurrlurururdrrldrddrdd"),
                                                 false, control, 0);
        QVERIFY(u.solvesAll);
        QCOMPARE(u.mazes, std::uint64_t(3828));
    }
    void finderCancels()
    {
        Control control;
        control.cancel();
        control.setPollInterval(1);
        const UnsolvedMazeResult f = findUnsolvedMaze(4, 4, seq("ddrddrdrurrlurururdrrldrddrdd"),
                                                      control);
        QVERIFY(!f.complete);
        QVERIFY(!f.maze);
    }
};

QTEST_GUILESS_MAIN(TestSimasoVerify)
#include "tst_simaso_verify.moc"
