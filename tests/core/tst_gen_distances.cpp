// The Generate mode's overlay data (core/gen/distancemap.h) and the thesis' distribution
// tables (core/gen/thesistables.h): BFS distances over a block maze, the longest path by two
// BFS against brute force (every cell as a source) on perfect mazes, and the tables copied
// from Petercă 2024 (each sums to 100 %, and the patterns the README compares hold).
#include "core/gen/distancemap.h"
#include "core/gen/generators.h"
#include "core/gen/thesistables.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace mazelab;
using namespace mazelab::gen;

class TestGenDistances : public QObject {
    Q_OBJECT
private slots:
    void corridorDistances()
    {
        // . . # .
        // # . . .
        Maze m(2, 4);
        m.setBlocked({0, 2}, true);
        m.setBlocked({1, 0}, true);
        Control control;
        const std::vector<std::int32_t> d = blockDistances(m, {0, 0}, control);
        const std::vector<std::int32_t> expected = {0, 1, -1, 5, -1, 2, 3, 4};
        QCOMPARE(d, expected);
        QCOMPARE(blockDistances(m, {0, 2}, control), std::vector<std::int32_t>(8, -1));
        const DistanceMap map = computeDistanceMap(m, control);
        QVERIFY(map.complete);
        QCOMPARE(map.maxDistance, 5);
        QCOMPARE(int(map.longestPath.size()), 6);
    }

    void blockedStartUsesFirstFreeCell()
    {
        Maze m(3, 3);
        m.fill(true);
        m.setBlocked({1, 1}, false);
        m.setBlocked({1, 2}, false);
        Control control;
        const DistanceMap map = computeDistanceMap(m, control);
        QCOMPARE(map.distance[4], 0);
        QCOMPARE(map.distance[5], 1);
        QCOMPARE(int(map.longestPath.size()), 2);
        Maze rock(2, 2);
        rock.fill(true);
        QVERIFY(computeDistanceMap(rock, control).longestPath.empty());
    }

    // On a tree, two BFS passes find the diameter exactly.
    void longestPathIsTheDiameter_data()
    {
        QTest::addColumn<QString>("algorithm");
        for (const char* a : {"backtracker", "wilson", "prim", "division"})
            QTest::addRow("%s", a) << QString::fromLatin1(a);
    }
    void longestPathIsTheDiameter()
    {
        QFETCH(QString, algorithm);
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            Control control(seed);
            const Maze maze = generate(algorithm.toStdString(), 6, 7, {}, control);
            int diameter = 0;
            for (std::size_t i = 0; i < maze.cellCount(); ++i) {
                if (maze.cells()[i])
                    continue;
                const auto d = blockDistances(maze, maze.cellAt(i), control);
                diameter = std::max(diameter, *std::max_element(d.begin(), d.end()));
            }
            const DistanceMap map = computeDistanceMap(maze, control);
            QCOMPARE(int(map.longestPath.size()) - 1, diameter);
            for (std::size_t k = 1; k < map.longestPath.size(); ++k) {
                const int a = map.longestPath[k - 1], b = map.longestPath[k];
                QVERIFY(std::abs(a - b) == 1 || std::abs(a - b) == maze.cols());
                QVERIFY(!maze.cells()[std::size_t(b)]);
            }
        }
    }

    void thesisTables()
    {
        QCOMPARE(int(thesisDistributions().size()), 10);
        for (const ThesisDistribution& t : thesisDistributions()) {
            const double sum = std::accumulate(t.percent.begin(), t.percent.end(), 0.0);
            QVERIFY2(std::abs(sum - 100.0) < 0.1, t.table.data());
            QVERIFY(findGenerator(t.generator)); // a MazeLab generator
        }
        const auto sorted = sortedShares(findThesisDistribution("backtracker")->percent);
        QCOMPARE(sorted[0], 16.77); // README: "thesis 16.77 15.74 11.85 …"
        QCOMPARE(sorted[15], 0.00);
        const auto binary = findThesisDistribution("binary-tree")->percent;
        QCOMPARE(std::count(binary.begin(), binary.end(), 0.0), 7); // the impossible types
        const auto spiral = sortedShares(findThesisDistribution("spiral")->percent);
        QVERIFY(spiral[0] > 39 && spiral[1] > 39 && spiral[2] < 6);
        QVERIFY(!findThesisDistribution("wilson"));
    }
};

QTEST_GUILESS_MAIN(TestGenDistances)
#include "tst_gen_distances.moc"
