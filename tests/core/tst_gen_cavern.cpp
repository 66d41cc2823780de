// Cavern mazes (article 003, "Cavern mazes"; cavern.h): every 2 × 2 window of every variant
// holds only the allowed patterns, the passages are connected as the article requires (one
// tree for allow=none and allow=walls; one area for allow=passages), outputs are deterministic
// per seed; and the passage-length metric on hand-made mazes.
#include "core/gen/cavern.h"
#include "core/gen/generators.h"
#include "core/gen/metrics.h"

#include <QTest>

#include <deque>

using namespace mazelab;
using namespace mazelab::gen;

namespace {

// Free cells, 4-neighbour edges between them, and whether one BFS reaches them all.
struct FreeGraph {
    std::int64_t cells = 0, edges = 0;
    bool connected = false;
};

FreeGraph freeGraph(const Maze& m)
{
    FreeGraph g;
    Cell first{-1, -1};
    for (int r = 0; r < m.rows(); ++r)
        for (int c = 0; c < m.cols(); ++c)
            if (m.isFree({r, c})) {
                ++g.cells;
                g.edges += int(m.isFree({r, c + 1})) + int(m.isFree({r + 1, c}));
                if (first.row < 0)
                    first = {r, c};
            }
    std::vector<char> seen(std::size_t(m.rows()) * std::size_t(m.cols()), 0);
    std::deque<Cell> queue{first};
    seen[std::size_t(first.row * m.cols() + first.col)] = 1;
    std::int64_t reached = 0;
    while (!queue.empty()) {
        const Cell c = queue.front();
        queue.pop_front();
        ++reached;
        for (const Cell d : {Cell{-1, 0}, Cell{1, 0}, Cell{0, -1}, Cell{0, 1}}) {
            const Cell n{c.row + d.row, c.col + d.col};
            if (m.isFree(n) && !seen[std::size_t(n.row * m.cols() + n.col)]) {
                seen[std::size_t(n.row * m.cols() + n.col)] = 1;
                queue.push_back(n);
            }
        }
    }
    g.connected = reached == g.cells;
    return g;
}

Maze fromText(const std::vector<std::string>& rows)
{
    Maze m(int(rows.size()), int(rows[0].size()));
    for (int r = 0; r < m.rows(); ++r)
        for (int c = 0; c < m.cols(); ++c)
            m.setBlocked({r, c}, rows[std::size_t(r)][std::size_t(c)] == '#');
    return m;
}

} // namespace

class TestGenCavern : public QObject {
    Q_OBJECT
private slots:
    void variants_data()
    {
        QTest::addColumn<QString>("allow");
        QTest::addColumn<QString>("how"); // cycle (allow=none) or grow
        QTest::addColumn<int>("forbidden"); // bits: 1 wall, 2 passage, 4 checkerboard
        QTest::addColumn<bool>("tree");
        QTest::newRow("none walk") << "none" << "walk" << 7 << true;
        QTest::newRow("none outline") << "none" << "outline" << 7 << true;
        QTest::newRow("walls newest") << "walls" << "newest" << 6 << true;
        QTest::newRow("walls random") << "walls" << "random" << 6 << true;
        QTest::newRow("passages newest") << "passages" << "newest" << 5 << false;
        QTest::newRow("passages random") << "passages" << "random" << 5 << false;
    }
    void variants()
    {
        QFETCH(QString, allow);
        QFETCH(QString, how);
        QFETCH(int, forbidden);
        QFETCH(bool, tree);
        const int sizes[][2] = {{1, 1}, {1, 6}, {6, 1}, {2, 2}, {3, 5}, {8, 8}, {13, 21}};
        for (const auto& size : sizes)
            for (std::uint64_t seed = 1; seed <= 15; ++seed) {
                GenParams params{{"allow", allow.toStdString()}};
                if (allow == QLatin1String("none"))
                    params["cycle"] = how.toStdString();
                else
                    params["grow"] = how.toStdString();
                if (how == QLatin1String("outline"))
                    params["mix"] = seed % 3 == 0 ? "0" : seed % 3 == 1 ? "0.5" : "3";
                Control control(seed), again(seed);
                const Maze m = generate("cavern", size[0], size[1], params, control);
                const QByteArray where = allow.toUtf8() + " " + how.toUtf8() + " "
                                         + QByteArray::number(size[0]) + "x"
                                         + QByteArray::number(size[1]) + " seed "
                                         + QByteArray::number(qulonglong(seed));
                QCOMPARE(m.rows(), 2 * size[0] + 1);
                QCOMPARE(m.cols(), 2 * size[1] + 1);
                QVERIFY2(avoidsPatterns(m, forbidden), where.constData());
                const FreeGraph g = freeGraph(m);
                QVERIFY2(g.cells > 0 && g.connected, where.constData());
                if (tree) {
                    QVERIFY2(g.edges == g.cells - 1, where.constData());
                } else {
                    // No hole in the passage (every wall hangs from the border): its cycle rank
                    // is exactly the number of 2 × 2 passage blocks (Euler's formula).
                    std::int64_t blocks = 0;
                    for (int r = 0; r + 1 < m.rows(); ++r)
                        for (int c = 0; c + 1 < m.cols(); ++c)
                            blocks += m.isFree({r, c}) && m.isFree({r, c + 1})
                                              && m.isFree({r + 1, c}) && m.isFree({r + 1, c + 1})
                                          ? 1
                                          : 0;
                    QVERIFY2(g.edges - g.cells + 1 == blocks, where.constData());
                }
                QVERIFY2(m.isFree(m.start()) && m.isFree(m.goal()), where.constData());
                QVERIFY2(generate("cavern", size[0], size[1], params, again) == m,
                         where.constData());
            }
    }
    // The Daedalus variants do use the pattern they allow (else they would be allow=none).
    void allowedPatternsOccur()
    {
        Control a(1), b(1);
        const Maze walls = generate("cavern", 20, 20, {{"allow", "walls"}}, a);
        const Maze passages = generate("cavern", 20, 20, {{"allow", "passages"}}, b);
        QVERIFY(!avoidsPatterns(walls, 1));
        QVERIFY(!avoidsPatterns(passages, 2));
    }
    void passageLength()
    {
        // A 1 × 4 corridor in a closed border: one passage of 3 steps.
        PassageStats s = passageStats(fromText({"######", "#....#", "######"}));
        QCOMPARE(s.steps, std::int64_t(3));
        QCOMPARE(s.passages, std::int64_t(1));
        QCOMPARE(s.averageLength, 3.0);
        // A T: three passages of 2 steps from the junction.
        s = passageStats(fromText({"#######", "#.....#", "###.###", "###.###", "#######"}));
        QCOMPARE(s.steps, std::int64_t(6));
        QCOMPARE(s.passages, std::int64_t(3));
        QCOMPARE(s.longest, std::int64_t(2));
        // A ring of 8 cells without a node: one passage of 8 steps.
        s = passageStats(fromText({"#####", "#...#", "#.#.#", "#...#", "#####"}));
        QCOMPARE(s.passages, std::int64_t(1));
        QCOMPARE(s.steps, std::int64_t(8));
        // A loop from a node back to it: the lollipop counts the stick and the loop.
        s = passageStats(fromText({"######", "#...##", "#.#..#", "#...##", "######"}));
        QCOMPARE(s.steps, std::int64_t(9));
        QCOMPARE(s.passages, std::int64_t(2));
        // A single free cell: no passage.
        QCOMPARE(passageStats(fromText({"###", "#.#", "###"})).passages, std::int64_t(0));
    }
};

QTEST_GUILESS_MAIN(TestGenCavern)
#include "tst_gen_cavern.moc"
