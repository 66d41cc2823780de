// The partial-maze grid (core/simaso/partialgrid.h, issue 17): PartialGrid::connected, the
// start–goal test every exact count runs for each unknown cell a partial maze walks into (it
// grows from both ends in turn), must answer exactly as a plain flood fill from the start
// through the cells not blocked, written here cell by cell: exhaustively on small grids
// (1-wide ones, start or goal blocked too) and on random sets of every density up to 64 cells.
#include "core/simaso/partialgrid.h"

#include <QTest>
#include <random>
#include <vector>

using namespace mazelab;

namespace {

// Breadth-first search over cells (row-major, start 0, goal rows·cols − 1); the start is
// entered even when blocked, as PartialGrid documents.
bool floodFill(int rows, int cols, std::uint64_t blocked)
{
    const int cells = rows * cols;
    std::vector<char> seen(std::size_t(cells), 0);
    std::vector<int> queue{0};
    seen[0] = 1;
    for (std::size_t i = 0; i < queue.size(); ++i) {
        const int c = queue[i];
        if (c == cells - 1)
            return true;
        const int r = c / cols;
        const int k = c % cols;
        const int next[4] = {r > 0 ? c - cols : -1, r + 1 < rows ? c + cols : -1,
                             k > 0 ? c - 1 : -1, k + 1 < cols ? c + 1 : -1};
        for (int n : next) {
            if (n < 0 || seen[std::size_t(n)] || (blocked >> n & 1))
                continue;
            seen[std::size_t(n)] = 1;
            queue.push_back(n);
        }
    }
    return false;
}

} // namespace

class TestPartialGrid : public QObject {
    Q_OBJECT
private slots:
    void exhaustive_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::newRow("1x6") << 1 << 6;
        QTest::newRow("5x1") << 5 << 1;
        QTest::newRow("1x2") << 1 << 2;
        QTest::newRow("2x2") << 2 << 2;
        QTest::newRow("3x3") << 3 << 3;
        QTest::newRow("2x7") << 2 << 7;
        QTest::newRow("3x4") << 3 << 4;
        QTest::newRow("4x3") << 4 << 3;
        QTest::newRow("4x4") << 4 << 4;
        QTest::newRow("3x6") << 3 << 6;
    }
    // Every blocked set of the grid.
    void exhaustive()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        const PartialGrid g(rows, cols);
        int bad = 0;
        int yes = 0;
        const std::uint64_t sets = std::uint64_t(1) << g.cells();
        for (std::uint64_t blocked = 0; blocked < sets; ++blocked) {
            const bool expected = floodFill(rows, cols, blocked);
            yes += int(expected);
            if (g.connected(blocked) != expected && ++bad <= 5)
                qWarning("%dx%d blocked %llx: flood fill %d", rows, cols,
                         static_cast<unsigned long long>(blocked), int(expected));
        }
        QCOMPARE(bad, 0);
        QVERIFY(yes > 0 && std::uint64_t(yes) < sets);
    }

    void random_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::newRow("5x5") << 5 << 5;
        QTest::newRow("6x6") << 6 << 6;
        QTest::newRow("7x8") << 7 << 8;
        QTest::newRow("8x8") << 8 << 8;
        QTest::newRow("4x16") << 4 << 16;
        QTest::newRow("2x32") << 2 << 32;
        QTest::newRow("3x21") << 3 << 21;
    }
    // Random blocked sets (each cell blocked with probability p, p uniform in [0, 0.7]), and
    // each of them with every single further cell blocked (the question FrontierTree asks).
    void random()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        const PartialGrid g(rows, cols);
        std::mt19937_64 rng(std::uint64_t(rows * 100 + cols));
        std::uniform_real_distribution<double> uniform(0.0, 1.0);
        int bad = 0;
        int yes = 0;
        int asked = 0;
        for (int attempt = 0; attempt < 3000; ++attempt) {
            const double p = 0.7 * uniform(rng);
            std::uint64_t blocked = 0;
            for (int c = 0; c < g.cells(); ++c)
                if (uniform(rng) < p)
                    blocked |= std::uint64_t(1) << c;
            for (int c = -1; c < g.cells(); ++c) {
                const std::uint64_t b = c < 0 ? blocked : blocked | (std::uint64_t(1) << c);
                const bool expected = floodFill(rows, cols, b);
                ++asked;
                yes += int(expected);
                if (g.connected(b) != expected && ++bad <= 5)
                    qWarning("%dx%d blocked %llx: flood fill %d", rows, cols,
                             static_cast<unsigned long long>(b), int(expected));
            }
        }
        QCOMPARE(bad, 0);
        QVERIFY(yes > asked / 20 && yes < asked - asked / 20); // both answers common
    }
};

QTEST_GUILESS_MAIN(TestPartialGrid)
#include "tst_partialgrid.moc"
