// Unicursal mazes (article 003): the Itai–Papadimitriou–Szwarcfiter endpoint conditions against
// brute force on every small rectangle, and generated paths that are Hamiltonian with the
// requested ends.
#include "core/gen/generators.h"
#include "core/gen/metrics.h"
#include "core/gen/unicursal.h"

#include <QTest>

#include <algorithm>

using namespace mazelab;
using namespace mazelab::gen;

namespace {

// For every start s: the set of cells t such that a Hamiltonian path runs from s to t
// (depth-first enumeration of all paths from s). reach[s][t].
std::vector<std::vector<char>> bruteForce(int rows, int cols)
{
    const int n = rows * cols;
    std::vector<std::vector<char>> reach(std::size_t(n), std::vector<char>(std::size_t(n), 0));
    std::vector<char> used(std::size_t(n), 0);
    const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};
    for (int s = 0; s < n; ++s) {
        auto dfs = [&](auto&& self, int cell, int depth) -> void {
            if (depth == n) {
                reach[std::size_t(s)][std::size_t(cell)] = 1;
                return;
            }
            const int r = cell / cols, c = cell % cols;
            for (int d = 0; d < 4; ++d) {
                const int nr = r + dr[d], nc = c + dc[d];
                if (nr < 0 || nc < 0 || nr >= rows || nc >= cols)
                    continue;
                const int next = nr * cols + nc;
                if (used[std::size_t(next)])
                    continue;
                used[std::size_t(next)] = 1;
                self(self, next, depth + 1);
                used[std::size_t(next)] = 0;
            }
        };
        used[std::size_t(s)] = 1;
        dfs(dfs, s, 1);
        used[std::size_t(s)] = 0;
    }
    return reach;
}

} // namespace

class TestGenUnicursal : public QObject {
    Q_OBJECT
private slots:
    // Every rectangle up to 25 cells, and the thin special cases further out.
    void conditionsMatchBruteForce_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        for (int r = 1; r <= 5; ++r)
            for (int c = 1; c <= 12; ++c)
                if (r * c <= 25 || (r <= 3 && c <= 10) || (r == 4 && c == 6))
                    QTest::addRow("%dx%d", r, c) << r << c;
    }
    void conditionsMatchBruteForce()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        for (const auto& [r, c] : {std::pair{rows, cols}, std::pair{cols, rows}}) {
            const auto reach = bruteForce(r, c);
            const int n = r * c;
            for (int s = 0; s < n; ++s) {
                for (int t = 0; t < n; ++t) {
                    if (s == t && n > 1)
                        continue;
                    const bool exists = reach[std::size_t(s)][std::size_t(t)];
                    const auto why = hamiltonianPathObstacle(r, c, {s / c, s % c}, {t / c, t % c});
                    QVERIFY2(
                        exists == !why.has_value(),
                        qPrintable(QStringLiteral("%1x%2 from %3,%4 to %5,%6: brute force %7, "
                                                  "conditions %8")
                                       .arg(r)
                                       .arg(c)
                                       .arg(s / c)
                                       .arg(s % c)
                                       .arg(t / c)
                                       .arg(t % c)
                                       .arg(exists)
                                       .arg(why ? QString::fromStdString(*why)
                                                : QStringLiteral("allow"))));
                }
            }
        }
    }
    void generatesHamiltonianPaths_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<QString>("start");
        QTest::addColumn<QString>("end");
        QTest::newRow("corners 5x5") << 5 << 5 << "0,0"
                                     << "4,4";
        QTest::newRow("auto 4x4") << 4 << 4 << "0,0"
                                  << "auto";
        QTest::newRow("inner 6x7") << 6 << 7 << "2,3"
                                   << "5,1";
        QTest::newRow("2x9") << 2 << 9 << "0,0"
                             << "1,8";
        QTest::newRow("3x8") << 3 << 8 << "0,0"
                             << "2,7";
        QTest::newRow("1x6") << 1 << 6 << "0,5"
                             << "0,0";
        QTest::newRow("30x40") << 30 << 40 << "10,10"
                               << "29,0";
    }
    void generatesHamiltonianPaths()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(QString, start);
        QFETCH(QString, end);
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            GenRequest req;
            req.algorithm = "unicursal";
            req.rows = rows;
            req.cols = cols;
            req.params = {{"start", start.toStdString()}, {"end", end.toStdString()}};
            Control control(seed);
            const PassageGrid g = generateGrid(req, control);
            const MazeMetrics m = computeMetrics(g);
            QVERIFY(m.perfect);
            QCOMPARE(m.junctions, 0);
            QCOMPARE(m.deadEnds, rows * cols == 1 ? 0 : 2);
            QCOMPARE(m.solutionLength, rows * cols - 1); // the path visits every cell
            const QStringList sp = start.split(QLatin1Char(','));
            QCOMPARE(g.start(), (Cell{sp[0].toInt(), sp[1].toInt()}));
            if (end != QLatin1String("auto")) {
                const QStringList ep = end.split(QLatin1Char(','));
                QCOMPARE(g.goal(), (Cell{ep[0].toInt(), ep[1].toInt()}));
            }
        }
    }
    // Cavern mazes: no 2 × 2 all-wall, all-passage or checkerboard window anywhere, and the
    // passage pixels form one tree (pixel edges = free cells − 1, all connected).
    void cavernHasNoForbiddenPattern()
    {
        for (const auto& [rows, cols] : {std::pair{1, 1}, {1, 6}, {5, 5}, {12, 20}, {30, 17}}) {
            for (std::uint64_t seed = 1; seed <= 5; ++seed) {
                Control control(seed);
                const Maze m = generate("cavern", rows, cols, {}, control);
                QCOMPARE(m.rows(), 2 * rows + 1);
                QCOMPARE(m.cols(), 2 * cols + 1);
                int edges = 0;
                for (int r = 0; r + 1 < m.rows(); ++r) {
                    for (int c = 0; c + 1 < m.cols(); ++c) {
                        const bool a = m.isBlocked({r, c}), b = m.isBlocked({r, c + 1});
                        const bool d = m.isBlocked({r + 1, c}), e = m.isBlocked({r + 1, c + 1});
                        QVERIFY(!(a && b && d && e));
                        QVERIFY(a || b || d || e);
                        QVERIFY(!(a == e && b == d && a != b));
                    }
                }
                for (int r = 0; r < m.rows(); ++r)
                    for (int c = 0; c < m.cols(); ++c)
                        if (m.isFree({r, c}))
                            edges += int(m.isFree({r, c + 1})) + int(m.isFree({r + 1, c}));
                const auto reach = m.reachable(m.start());
                QCOMPARE(std::size_t(std::count(reach.begin(), reach.end(), true)), m.freeCount());
                QCOMPARE(std::size_t(edges), m.freeCount() - 1);
            }
        }
    }
    void refusedWithReason()
    {
        Control control(1);
        try {
            generate("unicursal", 4, 4, {{"end", "3,3"}}, control);
            QFAIL("4x4 corner to opposite corner has no Hamiltonian path");
        } catch (const GenerateError& e) {
            QVERIFY(QString::fromUtf8(e.what()).contains(QLatin1String("parity")));
        }
        QVERIFY_THROWS_EXCEPTION(
            GenerateError,
            generate("unicursal", 2, 6, {{"start", "0,2"}, {"end", "1,2"}}, control));
        QVERIFY_THROWS_EXCEPTION(
            GenerateError,
            generate("unicursal", 1, 6, {{"start", "0,1"}, {"end", "0,5"}}, control));
        QVERIFY_THROWS_EXCEPTION(GenerateError,
                                 generate("unicursal", 3, 3, {{"end", "9,9"}}, control));
    }
};

QTEST_GUILESS_MAIN(TestGenUnicursal)
#include "tst_gen_unicursal.moc"
