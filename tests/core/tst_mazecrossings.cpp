// Weave crossings (Maze::crossings) under the maze transforms: rotations, mirrors and the
// transpose move every crossing with its cell and keep the same passage on top (checked
// geometrically: the cells the top passage joins move onto the new top passage's cells);
// resize and fill keep only those still valid; inverting drops them.
#include "core/gen/generators.h"
#include "core/maze.h"

#include <QTest>

#include <algorithm>
#include <functional>

using namespace mazelab;

namespace {

Maze weaveMaze(int rows, int cols, std::uint64_t seed)
{
    Control control(seed);
    return gen::generate("weave", rows, cols, {{"crossings", "0.8"}}, control);
}

std::vector<Crossing> sorted(std::vector<Crossing> v)
{
    std::sort(v.begin(), v.end(), [](const Crossing& a, const Crossing& b) {
        return std::tie(a.cell.row, a.cell.col) < std::tie(b.cell.row, b.cell.col);
    });
    return v;
}

} // namespace

class TestMazeCrossings : public QObject {
    Q_OBJECT
private slots:
    void transformsMoveCrossings_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("transpose") << 0;
        QTest::newRow("mirror horizontally") << 1;
        QTest::newRow("mirror vertically") << 2;
        QTest::newRow("rotate clockwise") << 3;
        QTest::newRow("rotate counter-clockwise") << 4;
    }
    void transformsMoveCrossings()
    {
        QFETCH(int, which);
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            const Maze m = weaveMaze(9, 13, seed);
            QVERIFY(!m.crossings().empty());
            const int R = m.rows(), C = m.cols();
            // Each transform with the map of an old cell to its new cell.
            const std::function<Cell(Cell)> maps[5] = {
                [](Cell c) { return Cell{c.col, c.row}; },
                [C](Cell c) { return Cell{c.row, C - 1 - c.col}; },
                [R](Cell c) { return Cell{R - 1 - c.row, c.col}; },
                [R](Cell c) { return Cell{c.col, R - 1 - c.row}; },
                [C](Cell c) { return Cell{C - 1 - c.col, c.row}; }};
            const Maze t = which == 0   ? m.transposed()
                           : which == 1 ? m.mirroredHorizontally()
                           : which == 2 ? m.mirroredVertically()
                           : which == 3 ? m.rotatedClockwise()
                                        : m.rotatedCounterClockwise();
            const auto& map = maps[which];
            QCOMPARE(t.crossings().size(), m.crossings().size());
            for (std::size_t i = 0; i < m.crossings().size(); ++i) {
                const Crossing& x = m.crossings()[i];
                const Crossing& y = t.crossings()[i];
                QCOMPARE(y.cell, map(x.cell));
                QVERIFY(t.isValidCrossing(y));
                // The top passage's far cell (above the crossing when vertical, left of it
                // when horizontal) lands on the new top passage.
                const Cell end = x.verticalOnTop ? Cell{x.cell.row - 1, x.cell.col}
                                                 : Cell{x.cell.row, x.cell.col - 1};
                const bool endVertical = map(end).col == y.cell.col;
                QCOMPARE(y.verticalOnTop, endVertical);
            }
        }
    }
    void roundTripsRestoreCrossings()
    {
        const Maze m = weaveMaze(8, 11, 7);
        QCOMPARE(m.transposed().transposed(), m);
        QCOMPARE(m.mirroredHorizontally().mirroredHorizontally(), m);
        QCOMPARE(m.rotatedClockwise().rotatedCounterClockwise(), m);
        QCOMPARE(m.rotatedClockwise().rotatedClockwise().rotatedClockwise().rotatedClockwise(), m);
    }
    void resizeFillInvertKeepValidOnes()
    {
        const Maze m = weaveMaze(10, 10, 3);
        const Maze small = m.resized(11, 13);
        QVERIFY(!small.crossings().empty());
        for (const Crossing& x : small.crossings())
            QVERIFY(small.isValidCrossing(x));
        std::size_t inside = 0;
        for (const Crossing& x : m.crossings())
            inside += x.cell.row + 1 < 11 && x.cell.col + 1 < 13 ? 1 : 0;
        QCOMPARE(small.crossings().size(), inside);
        QCOMPARE(sorted(m.resized(m.rows() + 4, m.cols() + 2).crossings()), sorted(m.crossings()));
        QVERIFY(m.inverted().crossings().empty());
        Maze filled = m;
        filled.fill(true);
        QVERIFY(filled.crossings().empty());
        Maze cleared = m;
        cleared.fill(false);
        QCOMPARE(cleared.crossings(), m.crossings()); // still free all round
    }
};

QTEST_GUILESS_MAIN(TestMazeCrossings)
#include "tst_mazecrossings.moc"
