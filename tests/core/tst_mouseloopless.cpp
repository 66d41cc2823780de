// Loop-less mazes (Merckens 2019, ch. 5): structure (tree check, main path, side paths), the
// step attribution adding up to the simulated walk on many random loop-less mazes, and
// Theorems 3 and 4: a side path without forks, entered once from the main path, costs 2n or
// 2n + 2 steps, or one of Theorem 4's counts when it is the lowest-priority branch.
#include "core/mouse/mouseloopless.h"

#include <QTest>
#include <random>

using namespace mazelab;

namespace {
// A random tree of free cells grown from the entrance: a wall cell is freed only when exactly
// one of its neighbours is free, so no cycle (and no open 2×2 block) can appear.
Maze randomTreeMaze(std::mt19937_64& rng, int rows, int cols)
{
    Maze maze(rows, cols);
    maze.fill(true);
    maze.setBlocked({0, 0}, false);
    const int attempts = rows * cols * 30;
    for (int i = 0; i < attempts; ++i) {
        const Cell c{int(rng() % unsigned(rows)), int(rng() % unsigned(cols))};
        if (!maze.isBlocked(c))
            continue;
        int free = 0;
        for (Move m : {Move::Up, Move::Down, Move::Left, Move::Right})
            free += maze.isFree(stepCell(c, m)) ? 1 : 0;
        if (free == 1)
            maze.setBlocked(c, false);
    }
    return maze;
}

bool isChain(const Maze& maze, const SidePath& side)
{
    int leaves = 0;
    for (std::uint32_t i : side.cells) {
        int free = 0;
        for (Move m : {Move::Up, Move::Down, Move::Left, Move::Right})
            free += maze.isFree(stepCell(maze.cellAt(i), m)) ? 1 : 0;
        if (free > 2)
            return false;
        leaves += free == 1 ? 1 : 0;
    }
    return leaves == 1;
}
} // namespace

class TestMouseLoopless : public QObject {
    Q_OBJECT
private slots:
    void thesisMazesHaveLoops()
    {
        Maze open(3, 3); // open 2×2 blocks
        QVERIFY(!analyseLoopless(open).loopless);
    }

    void corridor()
    {
        // A single column: no side paths, steps = n + 1.
        const LooplessAnalysis a = analyseLoopless(Maze(5, 1));
        QVERIFY(a.loopless);
        QCOMPARE(a.mainPath.size(), std::size_t(5));
        QVERIFY(a.sidePaths.empty());
        QCOMPARE(a.totalSteps, 6);
        QCOMPARE(a.simulatedSteps, 6);
    }

    void randomLooplessMazes()
    {
        std::mt19937_64 rng(2019);
        int tested = 0;
        int chains = 0;
        int simple = 0;
        for (int i = 0; i < 3000; ++i) {
            const int rows = 3 + int(rng() % 10);
            const int cols = 3 + int(rng() % 10);
            const Maze maze = randomTreeMaze(rng, rows, cols);
            const LooplessAnalysis a = analyseLoopless(maze);
            if (!maze.isFree({rows - 1, 0})) {
                QVERIFY(!a.loopless);
                continue;
            }
            QVERIFY(a.loopless);
            ++tested;
            QCOMPARE(a.totalSteps, a.simulatedSteps);
            QCOMPARE(a.simulatedSteps, simulateMouse(maze).steps);
            QCOMPARE(a.mainPath.front(), 0u);
            for (const SidePath& side : a.sidePaths) {
                if (side.entries != 1 || !isChain(maze, side))
                    continue;
                ++chains;
                const auto n = std::int64_t(side.cells.size());
                // Theorem 3: 2n or 2n + 2. Theorem 4 (the lowest-priority path of a 4-way
                // split, whose crossroad is visited again): n = 4: 10, 12 or 16; n >= 5:
                // 2n + 2, 2n + 4, 4n - 4, 4n - 1 or 4n + 2.
                const bool theorem3 = side.steps == 2 * n || side.steps == 2 * n + 2;
                const bool theorem4 =
                    (n == 4 && (side.steps == 12 || side.steps == 16))
                    || (n >= 5
                        && (side.steps == 2 * n + 4 || side.steps == 4 * n - 4
                            || side.steps == 4 * n - 1 || side.steps == 4 * n + 2));
                simple += theorem3 ? 1 : 0;
                QVERIFY2(theorem3 || theorem4,
                         qPrintable(QStringLiteral("chain of %1 cells took %2 steps")
                                        .arg(n)
                                        .arg(side.steps)));
            }
        }
        QVERIFY(tested > 300);
        QVERIFY(chains > 300);
        QVERIFY(simple > chains * 9 / 10);
    }
};

QTEST_GUILESS_MAIN(TestMouseLoopless)
#include "tst_mouseloopless.moc"
