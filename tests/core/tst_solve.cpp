// Single-maze solvers (core/solve/solvers.h): every path valid; the optimal solvers agree on
// length / cost with each other on thousands of seeded random grids, with and without cell
// weights, diagonals and turn cost; the movement policies match PathFinding.js 0.4.18's
// Grid.getNeighbors (golden data from scripts/pf-neighbors.js).
#include "core/mazeformat.h"
#include "core/solve/searchgrid.h"
#include "core/solve/solvers.h"

#include <QFile>
#include <QTest>
#include <cmath>
#include <random>

using namespace mazelab;
using namespace mazelab::solve;

namespace {

Maze fromText(const char* text) { return parseMazeText(text).mazes.front(); }

Maze randomGrid(std::mt19937_64& rng, int maxSide)
{
    std::uniform_int_distribution<int> side(1, maxSide);
    const int rows = side(rng), cols = side(rng);
    const double density = std::uniform_real_distribution<double>(0.0, 0.45)(rng);
    std::bernoulli_distribution wall(density);
    Maze m(rows, cols);
    for (std::size_t i = 0; i < m.cellCount(); ++i)
        m.setBlocked(m.cellAt(i), wall(rng));
    std::uniform_int_distribution<int> r(0, rows - 1), c(0, cols - 1);
    m.setStart({r(rng), c(rng)});
    m.setGoal({r(rng), c(rng)});
    m.setBlocked(m.start(), false);
    m.setBlocked(m.goal(), rng() % 16 == 0); // now and then a blocked goal
    return m;
}

bool near(double a, double b) { return std::abs(a - b) <= 1e-7 * std::max(1.0, std::abs(a)); }

} // namespace

class TestSolve : public QObject {
    Q_OBJECT
private slots:
    void registry()
    {
        const char* names[] = {"bfs", "dfs", "dfs-random", "dfs-heuristic", "lee", "astar",
                               "greedy", "dijkstra", "jps", "ida", "bidir-bfs", "bidir-astar",
                               "wall-left", "wall-right", "pledge", "tremaux", "dead-end",
                               "random-mouse"};
        for (const char* n : names)
            QVERIFY2(findSolver(n) != nullptr, n);
        QCOMPARE(solvers().size(), std::size(names));
        QVERIFY(findSolver("nope") == nullptr);
        Control control;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 runSolver("nope", Maze(2, 2), {}, control));
    }

    // Every solver on a small maze with one solution: a valid path, the right length.
    void everySolverOnASmallMaze()
    {
        const Maze m = fromText("S......\n"
                                ".##.##.\n"
                                "...#...\n"
                                "##.#.#.\n"
                                "...#.#G\n");
        const int shortest = m.shortestPathLength();
        for (const SolverInfo& s : solvers()) {
            Control control;
            const SolveResult r = runSolver(s, m, {}, control);
            QVERIFY2(r.found, s.name.c_str());
            QVERIFY2(isValidPath(m, r.path, Diagonal::Never), s.name.c_str());
            QCOMPARE(r.length, int(r.path.size()) - 1);
            if (s.optimal != Optimality::None)
                QCOMPARE(r.length, shortest);
            QVERIFY(r.expanded > 0);
            QVERIFY(r.verdict.empty());
        }
    }

    // The optimal solvers agree on random grids (found, length or cost), and every path of
    // every solver is valid.
    void optimalSolversAgree_data()
    {
        QTest::addColumn<int>("diagonal");
        QTest::addColumn<bool>("weights");
        QTest::addColumn<double>("turnCost");
        QTest::addColumn<int>("grids");
        QTest::newRow("4-neighbour") << int(Diagonal::Never) << false << 0.0 << 1500;
        QTest::newRow("4-neighbour, weights") << int(Diagonal::Never) << true << 0.0 << 1000;
        QTest::newRow("4-neighbour, turn cost") << int(Diagonal::Never) << false << 2.5 << 500;
        QTest::newRow("always") << int(Diagonal::Always) << false << 0.0 << 500;
        QTest::newRow("if-at-most-one") << int(Diagonal::IfAtMostOneObstacle) << false << 0.0
                                        << 500;
        QTest::newRow("no-obstacles") << int(Diagonal::OnlyWhenNoObstacles) << false << 0.0
                                      << 1000;
        QTest::newRow("no-obstacles, weights") << int(Diagonal::OnlyWhenNoObstacles) << true
                                               << 0.0 << 500;
        QTest::newRow("always, weights, turn cost") << int(Diagonal::Always) << true << 1.0
                                                    << 300;
    }
    void optimalSolversAgree()
    {
        QFETCH(int, diagonal);
        QFETCH(bool, weights);
        QFETCH(double, turnCost);
        QFETCH(int, grids);
        std::mt19937_64 rng(std::uint64_t(diagonal * 1000 + weights * 100) + 7);
        SolveOptions o;
        o.diagonal = Diagonal(diagonal);
        o.heuristic = o.diagonal == Diagonal::Never ? Heuristic::Manhattan : Heuristic::Octile;
        o.turnCost = turnCost;
        for (int k = 0; k < grids; ++k) {
            const Maze m = randomGrid(rng, 12);
            o.weights.clear();
            if (weights)
                for (std::size_t i = 0; i < m.cellCount(); ++i)
                    o.weights.push_back(std::uint32_t(1 + rng() % 5));
            o.seed = k;
            Control control;
            const SolveResult ref = runSolver("dijkstra", m, o, control);
            const SolveResult bfs = runSolver("bfs", m, o, control);
            QCOMPARE(bfs.found, ref.found);
            for (const SolverInfo& s : solvers()) {
                if ((!s.diagonal && o.diagonal != Diagonal::Never)
                    || (s.name == "jps" && (weights || turnCost > 0))
                    || (turnCost > 0 && s.optimal == Optimality::Cost && !s.turnCost))
                    continue;
                const SolveResult r = runSolver(s, m, o, control);
                const QByteArray what = QByteArray(s.name.c_str()) + " on grid "
                    + QByteArray::number(k) + ":\n" + mazeToText(m).c_str();
                if (r.found) {
                    QVERIFY2(isValidPath(m, r.path, o.diagonal), what);
                    QVERIFY2(ref.found, what);
                    QVERIFY2(near(r.cost, pathCost(m, r.path, o)), what);
                    QVERIFY2(r.cost >= ref.cost - 1e-7, what);
                } else {
                    QVERIFY2(!r.verdict.empty(), what);
                }
                if (s.optimal == Optimality::Cost) {
                    QVERIFY2(r.found == ref.found, what);
                    if (r.found)
                        QVERIFY2(near(r.cost, ref.cost), what + " cost "
                                     + QByteArray::number(r.cost) + " vs "
                                     + QByteArray::number(ref.cost));
                } else if (s.optimal == Optimality::Moves) {
                    QVERIFY2(r.found == ref.found, what);
                    if (r.found)
                        QVERIFY2(r.length == bfs.length, what);
                } else if (s.name == "tremaux" || s.name == "dfs" || s.name == "dfs-random"
                           || s.name == "dfs-heuristic" || s.name == "greedy") {
                    QVERIFY2(r.found == ref.found, what); // complete
                }
            }
        }
    }

    // 3 × 3 open grid with a turn cost of 10: the cheapest route turns once.
    void turnCost()
    {
        const Maze m(3, 3);
        SolveOptions o;
        o.turnCost = 10;
        Control control;
        for (const char* name : {"dijkstra", "astar"}) {
            const SolveResult r = runSolver(name, m, o, control);
            QVERIFY(r.found);
            QCOMPARE(r.length, 4);
            QCOMPARE(r.cost, 14.0);
        }
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runSolver("jps", m, o, control));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runSolver("bidir-astar", m, o, control));
        // bfs only reports it: its first path may turn more often.
        QVERIFY(runSolver("bfs", m, o, control).cost >= 14.0);
    }

    // Cell weights steer Dijkstra around an expensive cell.
    void weights()
    {
        const Maze m(3, 3);
        SolveOptions o;
        o.weights = parseWeights("191\n191\n111\n", 3, 3);
        Control control;
        const SolveResult r = runSolver("dijkstra", m, o, control);
        QCOMPARE(r.cost, 4.0);
        QCOMPARE(r.path[1], (Cell{1, 0}));
        QVERIFY_THROWS_EXCEPTION(MazeFormatError, parseWeights("19\n191\n111\n", 3, 3));
        QVERIFY_THROWS_EXCEPTION(MazeFormatError, parseWeights("101\n191\n111\n", 3, 3));
        QCOMPARE(parseWeights("; c\n1 22 3\n4 5 6\n", 2, 3),
                 (std::vector<std::uint32_t>{1, 22, 3, 4, 5, 6}));
        o.weights = {1, 2};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runSolver("dijkstra", m, o, control));
    }

    // SearchGrid::moves lists exactly PathFinding.js's Grid.getNeighbors, in its order.
    void diagonalPoliciesMatchPathFindingJs()
    {
        QFile f(QStringLiteral(MAZELAB_TEST_DATA "/solve/pf_neighbors.txt"));
        QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
        const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
        std::string gridText;
        int gridRows = 0, checked = 0;
        for (int i = 0; i < lines.size(); ++i) {
            const QString line = lines[i];
            if (line.isEmpty() || line.startsWith(QLatin1Char(';')))
                continue;
            if (line.startsWith(QLatin1String("grid "))) {
                gridRows = line.split(QLatin1Char(' '))[1].toInt();
                gridText.clear();
                for (int r = 0; r < gridRows; ++r)
                    gridText += lines[++i].toStdString() + "\n";
                continue;
            }
            const QStringList head = line.section(QLatin1Char(':'), 0, 0).split(QLatin1Char(' '));
            const QString tail = line.section(QLatin1Char(':'), 1).trimmed();
            Diagonal d;
            QVERIFY(parseDiagonal(head[0].toStdString(), d));
            Maze m = parseMazeText(gridText).mazes.front();
            SolveOptions o;
            o.diagonal = d;
            const SearchGrid g(m, o);
            const std::uint32_t p = g.pad({head[1].toInt(), head[2].toInt()});
            QStringList mine;
            const unsigned mv = g.moves(p);
            for (int k = 0; k < 8; ++k)
                if (mv & (1u << k)) {
                    const Cell c = g.cell(std::uint32_t(int(p) + g.offset(k)));
                    mine << QStringLiteral("%1 %2").arg(c.row).arg(c.col);
                }
            QCOMPARE(mine.join(QLatin1String(", ")), tail);
            ++checked;
        }
        QVERIFY(checked > 300);
    }

    // Hand-made corner cases of the policies: a diagonal step past 0, 1 or 2 blocked cells.
    void diagonalCorners_data()
    {
        QTest::addColumn<QString>("maze");
        QTest::addColumn<int>("diagonal");
        QTest::addColumn<int>("length"); // -1: no path
        const QString two = QStringLiteral("S#\n#G\n"), one = QStringLiteral("S#\n.G\n"),
                      none = QStringLiteral("S.\n.G\n");
        QTest::newRow("2 blocked, never") << two << int(Diagonal::Never) << -1;
        QTest::newRow("2 blocked, always") << two << int(Diagonal::Always) << 1;
        QTest::newRow("2 blocked, at most one") << two << int(Diagonal::IfAtMostOneObstacle) << -1;
        QTest::newRow("2 blocked, no obstacles")
            << two << int(Diagonal::OnlyWhenNoObstacles) << -1;
        QTest::newRow("1 blocked, always") << one << int(Diagonal::Always) << 1;
        QTest::newRow("1 blocked, at most one") << one << int(Diagonal::IfAtMostOneObstacle) << 1;
        QTest::newRow("1 blocked, no obstacles") << one << int(Diagonal::OnlyWhenNoObstacles) << 2;
        QTest::newRow("0 blocked, no obstacles")
            << none << int(Diagonal::OnlyWhenNoObstacles) << 1;
        QTest::newRow("0 blocked, never") << none << int(Diagonal::Never) << 2;
    }
    void diagonalCorners()
    {
        QFETCH(QString, maze);
        QFETCH(int, diagonal);
        QFETCH(int, length);
        const Maze m = parseMazeText(maze.toStdString()).mazes.front();
        SolveOptions o;
        o.diagonal = Diagonal(diagonal);
        o.heuristic = Heuristic::Octile;
        Control control;
        for (const char* name : {"astar", "bfs", "dijkstra", "bidir-astar", "ida"}) {
            const SolveResult r = runSolver(name, m, o, control);
            QCOMPARE(r.found ? r.length : -1, length);
        }
    }

    // Compression (thesis §3.2) is exact: the same cost as Dijkstra on the grid, with and
    // without weights; the graph is small on a maze of corridors.
    void compressedDijkstraAgrees()
    {
        std::mt19937_64 rng(99);
        for (int k = 0; k < 1500; ++k) {
            const Maze m = randomGrid(rng, 14);
            SolveOptions o;
            if (k % 2)
                for (std::size_t i = 0; i < m.cellCount(); ++i)
                    o.weights.push_back(std::uint32_t(1 + rng() % 4));
            Control control;
            const SolveResult ref = runSolver("dijkstra", m, o, control);
            o.compress = true;
            const SolveResult r = runSolver("dijkstra", m, o, control);
            const QByteArray what =
                "grid " + QByteArray::number(k) + ":\n" + mazeToText(m).c_str();
            QVERIFY2(r.found == ref.found, what);
            if (r.found) {
                QVERIFY2(isValidPath(m, r.path, Diagonal::Never), what);
                QVERIFY2(near(r.cost, ref.cost), what);
            }
        }
        const Maze corridor = fromText("S.....\n#####.\n......\n.#####\n.....G\n");
        SolveOptions o;
        o.compress = true;
        Control control;
        const SolveResult r = runSolver("dijkstra", corridor, o, control);
        QCOMPARE(r.length, 19);
        QCOMPARE(r.graphNodes, std::uint64_t(2)); // start and goal; one corridor between
        QCOMPARE(r.graphEdges, std::uint64_t(1));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runSolver("astar", corridor, o, control));
    }

    void leeCountsAreas()
    {
        const Maze m = fromText("S.#..\n"
                                "..#..\n"
                                "###..\n"
                                "#.#.G\n");
        Control control;
        const SolveResult r = runSolver("lee", m, {}, control);
        QVERIFY(!r.found);
        QVERIFY(r.verdict.starts_with("no path"));
        QCOMPARE(r.areas, 3);
        const Maze corner = fromText("S#\n#G\n");
        QCOMPARE(runSolver("lee", corner, {}, control).areas, 2);
        SolveOptions o;
        o.diagonal = Diagonal::Always;
        QCOMPARE(runSolver("lee", corner, o, control).areas, 1);
    }

    void cancelled()
    {
        for (const SolverInfo& s : solvers()) {
            Control control;
            control.cancel();
            const SolveResult r = runSolver(s, Maze(30, 30), {}, control);
            QVERIFY2(!r.found && r.verdict == "cancelled", s.name.c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestSolve)
#include "tst_solve.moc"
