// PassageGrid (block maze form, wall codes of Petercă Fig. 2), the metrics of §2.1 and
// Eller's streaming in bounded memory.
#include "core/gen/eller.h"
#include "core/gen/generators.h"
#include "core/gen/metrics.h"
#include "core/gen/passagegrid.h"
#include "core/mazeformat.h"

#include "tests/sanitized.h"

#include <QTest>

#include <numeric>
#include <cstdio>
#include <unistd.h>

using namespace mazelab;
using namespace mazelab::gen;

namespace {
// The resident set now, in KiB (Linux /proc/self/statm), 0 when unknown.
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
} // namespace

class TestGenGrid : public QObject {
    Q_OBJECT
private slots:
    void wallCodes()
    {
        PassageGrid g(1, 3);
        QCOMPARE(g.wallCode(0), 15);
        g.carve(0, East);
        QCOMPARE(g.wallCode(0), 8 + 2 + 1); // N, S, W walls
        QCOMPARE(g.wallCode(1), 8 + 4 + 2); // N, E, S walls
        g.carve(1, East);
        QCOMPARE(g.wallCode(1), 8 + 2); // a horizontal corridor: N and S walls
        QCOMPARE(g.degree(1), 2);
        QCOMPARE(g.neighbour(0, West), -1);
        QCOMPARE(g.neighbour(0, North), -1);
        g.addWall(1, West);
        QCOMPARE(g.wallCode(0), 15);
    }
    void blockMaze()
    {
        PassageGrid g(2, 3);
        g.carve(0, East);
        g.carve(1, South);
        g.carve(4, West);
        g.carve(4, East);
        g.carve(5, North);
        const Maze m = g.toMaze();
        QCOMPARE(mazeToText(m),
                 std::string("#######\n"
                             "#S..#.#\n"
                             "###.#.#\n"
                             "#....G#\n"
                             "#######\n"));
        QVERIFY(m.isBlocked({0, 0}));
        QVERIFY(!m.isBlocked({1, 1}) && !m.isBlocked({1, 2}) && m.isBlocked({1, 4}));
        QCOMPARE(m.start(), (Cell{1, 1}));
        QCOMPARE(m.goal(), (Cell{3, 5}));
        QCOMPARE(m.shortestPathLength(), 6);
        const auto back = PassageGrid::fromMaze(m);
        QVERIFY(back.has_value());
        QVERIFY(*back == g);
        QVERIFY(!PassageGrid::fromMaze(Maze(4, 5)).has_value());
    }
    void roundTripMasked()
    {
        GenRequest req;
        req.rows = 7;
        req.cols = 9;
        req.mask.assign(63, 1);
        req.mask[10] = req.mask[11] = 0;
        Control control(3);
        const PassageGrid g = generateGrid(req, control);
        const auto back = PassageGrid::fromMaze(g.toMaze());
        QVERIFY(back.has_value());
        QVERIFY(*back == g);
        QVERIFY(!back->isActive(10));
    }
    void metricsOfCorridor()
    {
        // 1 × 4 corridor: two dead ends, two straight cells, solution 3 moves.
        PassageGrid g(1, 4);
        for (int c = 0; c < 3; ++c)
            g.carve(c, East);
        const MazeMetrics m = computeMetrics(g);
        QCOMPARE(m.deadEnds, 2);
        QCOMPARE(m.junctions, 0);
        QCOMPARE(m.solutionLength, 3);
        QCOMPARE(m.m1, 1.0);
        QCOMPARE(m.m2, 3.0 / 4);
        QCOMPARE(m.m3, 0.0);
        QCOMPARE(m.m4, 0.0);
        QCOMPARE(m.m5, 1.0);
        QCOMPARE(m.longestCorridor, 2);
        QCOMPARE(m.straightness, 1.0);
        QVERIFY(m.perfect);
        QCOMPARE(m.cellTypes[10], 2);
        QCOMPARE(m.cellTypes[15 - 4], 1); // only East open
        QCOMPARE(m.cellTypes[15 - 1], 1); // only West open
        // M4-general: 2 dead ends (3 walls, 0.2) + 2 corridors (2 walls, 0.4) over 4 cells.
        QCOMPARE(m.m4General, (2 * 0.2 + 2 * 0.4) / 4);
    }
    void metricsOfOpenField()
    {
        PassageGrid g(3, 3);
        g.openAll();
        const MazeMetrics m = computeMetrics(g);
        QCOMPARE(m.crossroads, 1);
        QCOMPARE(m.tJunctions, 4);
        QCOMPARE(m.loops, std::int64_t(4));
        QVERIFY(!m.perfect);
        QCOMPARE(m.solutionLength, 4);
        QCOMPARE(m.m3, 0.0);
        // Two closed cells: two more areas.
        PassageGrid closed(2, 2);
        closed.carve(0, East);
        const MazeMetrics c = computeMetrics(closed);
        QCOMPARE(c.areas, 3);
        QCOMPARE(c.closedCells, 2);
        QCOMPARE(c.m5, 1.0 / 3);
        QCOMPARE(c.solutionLength, -1);
        QCOMPARE(c.m1, 0.0);
        QCOMPARE(c.m3, 3.0 / 4);
    }
    // The thesis' patterns (Tables 4.8, 4.10): Binary Tree never makes the seven cell types
    // with both the North and the West wall open or with only East or only South open (besides
    // the corner); Spiral is mostly the two straight corridors.
    void distributionPatterns()
    {
        CellTypeDistribution bt, sp;
        for (std::uint64_t seed = 1; seed <= 100; ++seed) {
            Control a(seed), b(seed);
            GenRequest req;
            req.algorithm = "binary-tree";
            bt.add(computeMetrics(generateGrid(req, a)));
            req.algorithm = "spiral";
            sp.add(computeMetrics(generateGrid(req, b)));
        }
        int zeros = 0;
        for (int code = 0; code < 16; ++code)
            zeros += bt.counts[std::size_t(code)] == 0 ? 1 : 0;
        QCOMPARE(zeros, 7);
        QCOMPARE(bt.counts[8 + 1], std::int64_t(100)); // the corner: N and W walls, once a maze
        QVERIFY(sp.share(5) + sp.share(10) > 0.5);
    }
    void farthest()
    {
        PassageGrid g(1, 5);
        for (int c = 0; c < 4; ++c)
            g.carve(c, East);
        g.setStart({0, 2});
        placeFarthest(g);
        QCOMPARE(computeMetrics(g).solutionLength, 4);
    }
    // Eller streams a 100,000-row × 100-column maze: every row is consistent with the one
    // above, no passage closes a cycle (a union–find over two rows), and the passage count is
    // cells − 1 — together a spanning tree — while the resident memory (sampled every 5,000
    // rows) grows by far less than the 20 MB a stored grid of 10^7 cells would take.
    void ellerStreams()
    {
        const int rows = 100000, cols = 100;
        const long before = rssKiB();
        long peak = before;
        std::vector<int> label(cols), parent(2 * cols);
        std::vector<std::uint8_t> above(cols, 0);
        std::int64_t passages = 0;
        bool consistent = true, acyclic = true;
        auto find = [&](int x) {
            while (parent[std::size_t(x)] != x)
                x = parent[std::size_t(x)] = parent[std::size_t(parent[std::size_t(x)])];
            return x;
        };
        Control control(11);
        const bool done = ellerRows(
            rows, cols, {}, control, [&](int r, const std::vector<std::uint8_t>& open) {
                std::iota(parent.begin(), parent.end(), 0);
                for (int c = 0; c < cols; ++c) {
                    const bool north = open[std::size_t(c)] & 8;
                    consistent = consistent && north == bool(above[std::size_t(c)] & 2);
                    consistent = consistent && (r + 1 < rows || !(open[std::size_t(c)] & 2));
                    if (c + 1 < cols)
                        consistent = consistent
                            && bool(open[std::size_t(c)] & 4)
                                == bool(open[std::size_t(c + 1)] & 1);
                    if (north) {
                        ++passages;
                        const int a = find(label[std::size_t(c)]), b = find(cols + c);
                        acyclic = acyclic && a != b;
                        parent[std::size_t(a)] = b;
                    }
                }
                for (int c = 0; c + 1 < cols; ++c) {
                    if (!(open[std::size_t(c)] & 4))
                        continue;
                    ++passages;
                    const int a = find(cols + c), b = find(cols + c + 1);
                    acyclic = acyclic && a != b;
                    parent[std::size_t(a)] = b;
                }
                // Relabel this row's components into 0 … cols−1 for the next row.
                std::vector<int> map(2 * cols, -1);
                for (int c = 0; c < cols; ++c) {
                    const int root = find(cols + c);
                    if (map[std::size_t(root)] < 0)
                        map[std::size_t(root)] = c;
                    label[std::size_t(c)] = map[std::size_t(root)];
                }
                above = open;
                if (r % 5000 == 0)
                    peak = std::max(peak, rssKiB());
            });
        QVERIFY(done);
        QVERIFY(consistent);
        QVERIFY(acyclic);
        QCOMPARE(passages, std::int64_t(rows) * cols - 1);
        const long grewKiB = peak - before;
        qInfo("Eller 100000 x 100: resident memory grew by %ld KiB while streaming", grewKiB);
        // ASan's shadow memory and quarantine count in the RSS
        if constexpr (!test::kAddressSanitized)
            QVERIFY(grewKiB < 4 * 1024);
    }
};

QTEST_GUILESS_MAIN(TestGenGrid)
#include "tst_gen_grid.moc"
