// Eller's streaming form inside a mask (core/gen/eller_masked.cpp): over random shapes, sizes
// 1 × n … 14 × 23 and many seeds, the streamed rows form exactly one spanning tree per
// connected part of the shape, open no wall of a missing cell and agree between neighbours;
// without a mask function the stream is the plain one (the same mazes); a 100,000-row masked
// stream stays in bounded memory.
#include "core/gen/eller.h"
#include "core/gen/genrandom.h"

#include <QTest>

#include <cstdio>
#include <numeric>
#include <unistd.h>

using namespace mazelab;
using namespace mazelab::gen;

namespace {

long rssKiB()
{
    std::FILE* f = std::fopen("/proc/self/statm", "r");
    if (!f)
        return 0;
    long size = 0, resident = 0;
    const int n = std::fscanf(f, "%ld %ld", &size, &resident);
    std::fclose(f);
    return n == 2 ? resident * (sysconf(_SC_PAGESIZE) / 1024) : 0;
}

struct UnionFind {
    std::vector<int> parent;
    explicit UnionFind(int n) : parent(std::size_t(n)) { std::iota(parent.begin(), parent.end(), 0); }
    int find(int x)
    {
        while (parent[std::size_t(x)] != x)
            x = parent[std::size_t(x)] = parent[std::size_t(parent[std::size_t(x)])];
        return x;
    }
    bool join(int a, int b) // false: already joined (a cycle)
    {
        a = find(a);
        b = find(b);
        parent[std::size_t(a)] = b;
        return a != b;
    }
};

} // namespace

class TestGenEllerMask : public QObject {
    Q_OBJECT
private slots:
    void oneTreePerPart_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<double>("density");
        QTest::newRow("1x12") << 1 << 12 << 0.7;
        QTest::newRow("12x1") << 12 << 1 << 0.7;
        QTest::newRow("2x9") << 2 << 9 << 0.6;
        QTest::newRow("5x5 sparse") << 5 << 5 << 0.5;
        QTest::newRow("9x13") << 9 << 13 << 0.7;
        QTest::newRow("14x23") << 14 << 23 << 0.8;
        QTest::newRow("14x23 dense") << 14 << 23 << 0.95;
        QTest::newRow("20x20 full") << 20 << 20 << 1.0;
    }
    void oneTreePerPart()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(double, density);
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            GenRandom shapeRng(seed * 7919);
            std::vector<std::uint8_t> active(std::size_t(rows * cols));
            for (auto& a : active)
                a = shapeRng.chance(density) ? 1 : 0;
            // The parts of the shape.
            UnionFind parts(rows * cols);
            for (int r = 0; r < rows; ++r)
                for (int c = 0; c < cols; ++c) {
                    const int i = r * cols + c;
                    if (!active[std::size_t(i)])
                        continue;
                    if (c + 1 < cols && active[std::size_t(i + 1)])
                        parts.join(i, i + 1);
                    if (r + 1 < rows && active[std::size_t(i + cols)])
                        parts.join(i, i + cols);
                }
            std::vector<std::uint8_t> open(std::size_t(rows * cols));
            int asked = 0;
            Control control(seed);
            EllerOptions options;
            options.horizontal = 0.3 + 0.4 * double(seed % 3) / 2;
            const bool done = ellerRows(
                rows, cols, options, control,
                [&](int r, const std::vector<std::uint8_t>& row) {
                    QCOMPARE(asked, std::min(rows, r + 2)); // one row ahead
                    std::copy(row.begin(), row.end(), open.begin() + r * cols);
                },
                [&](int r, std::vector<std::uint8_t>& row) {
                    QCOMPARE(r, asked++);
                    row.assign(active.begin() + r * cols, active.begin() + (r + 1) * cols);
                });
            QVERIFY(done);
            UnionFind tree(rows * cols);
            for (int r = 0; r < rows; ++r)
                for (int c = 0; c < cols; ++c) {
                    const int i = r * cols + c;
                    const std::uint8_t o = open[std::size_t(i)];
                    if (!active[std::size_t(i)]) {
                        QCOMPARE(int(o), 0);
                        continue;
                    }
                    QCOMPARE(bool(o & 4), c + 1 < cols && bool(open[std::size_t(i + 1)] & 1));
                    QCOMPARE(bool(o & 2), r + 1 < rows && bool(open[std::size_t(i + cols)] & 8));
                    QVERIFY(!(o & 1) || c > 0);
                    QVERIFY(!(o & 8) || r > 0);
                    if (o & 4)
                        QVERIFY2(tree.join(i, i + 1), "a loop");
                    if (o & 2)
                        QVERIFY2(tree.join(i, i + cols), "a loop");
                }
            // Acyclic (above), and joined exactly where the shape is: one tree per part.
            for (int i = 0; i < rows * cols; ++i)
                for (int j = i + 1; j < rows * cols; ++j)
                    if (active[std::size_t(i)] && active[std::size_t(j)])
                        QCOMPARE(tree.find(i) == tree.find(j), parts.find(i) == parts.find(j));
        }
    }
    // No mask function: the plain stream, the same rows as the old signature.
    void noMaskIsPlainEller()
    {
        std::vector<std::vector<std::uint8_t>> a, b;
        Control c1(5), c2(5);
        ellerRows(7, 9, {}, c1, [&](int, const std::vector<std::uint8_t>& r) { a.push_back(r); });
        ellerRows(
            7, 9, {}, c2, [&](int, const std::vector<std::uint8_t>& r) { b.push_back(r); }, {});
        QCOMPARE(a, b);
    }
    // 100,000 rows of 100 through a shape with holes: memory does not grow with the rows.
    void streamsInBoundedMemory()
    {
        const int rows = 100000, cols = 100;
        const long before = rssKiB();
        long peak = before;
        std::int64_t passages = 0;
        Control control(3);
        const bool done = ellerRows(
            rows, cols, {}, control,
            [&](int r, const std::vector<std::uint8_t>& open) {
                for (const std::uint8_t o : open)
                    passages += (o & 4 ? 1 : 0) + (o & 2 ? 1 : 0);
                if ((r & 4095) == 0)
                    peak = std::max(peak, rssKiB());
            },
            [](int r, std::vector<std::uint8_t>& active) {
                active.assign(100, 1);
                for (int c = 0; c < 100; ++c) // a lattice of holes and a wall with gaps
                    if ((r % 5 == 2 && c % 7 == 3) || (c == 50 && r % 1000 > 5))
                        active[std::size_t(c)] = 0;
            });
        QVERIFY(done);
        QVERIFY(passages > std::int64_t(rows) * cols / 2);
        qInfo("resident growth over the masked stream: %ld KiB", peak - before);
        QVERIFY(peak - before < 8 * 1024);
    }
};

QTEST_GUILESS_MAIN(TestGenEllerMask)
#include "tst_gen_ellermask.moc"
