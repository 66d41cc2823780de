// Weave mazes (Buck ch. 11; gen_weave.cpp): perfect in the crossing graph (each crossing split
// into its bridge and its tunnel: connected and acyclic), crossings only where both passages
// go straight through and never side by side, deterministic per seed; the crossings survive
// the block maze and the .maze text (a documented "; crossings:" line), and an older reader's
// view — the same cells without the line — is still a solvable maze.
#include "core/gen/generators.h"
#include "core/gen/passagegrid.h"
#include "core/mazeformat.h"
#include "core/trace/celltrace.h"

#include <QTest>

#include <numeric>

using namespace mazelab;
using namespace mazelab::gen;

namespace {

PassageGrid weaveGrid(int rows, int cols, std::uint64_t seed, const char* density = "0.4")
{
    GenRequest r;
    r.algorithm = "weave";
    r.rows = rows;
    r.cols = cols;
    r.params = {{"crossings", density}};
    Control control(seed);
    return generateGrid(r, control);
}

// Nodes: the cells, plus one extra node per crossing (its tunnel). Returns true when the
// crossing graph is a spanning tree; `why` says what failed.
bool perfectWeave(const PassageGrid& g, QString& why)
{
    std::vector<int> crossingAt(std::size_t(g.size()), -1);
    for (std::size_t i = 0; i < g.crossings().size(); ++i)
        crossingAt[std::size_t(g.crossings()[i].cell)] = int(i);
    const int nodes = g.size() + int(g.crossings().size());
    std::vector<int> parent(static_cast<std::size_t>(nodes));
    std::iota(parent.begin(), parent.end(), 0);
    auto find = [&](int x) {
        while (parent[std::size_t(x)] != x)
            x = parent[std::size_t(x)] = parent[std::size_t(parent[std::size_t(x)])];
        return x;
    };
    int edges = 0;
    auto join = [&](int a, int b) {
        ++edges;
        if (find(a) == find(b))
            return false;
        parent[std::size_t(find(a))] = find(b);
        return true;
    };
    for (int c = 0; c < g.size(); ++c)
        for (const Dir d : {East, South}) {
            if (!g.isOpen(c, d))
                continue;
            const int n = g.neighbour(c, d);
            // The end of this wall at a crossing is its bridge (the cell) or its tunnel node.
            auto endAt = [&](int cell, Dir towards) {
                const int x = crossingAt[std::size_t(cell)];
                if (x < 0)
                    return cell;
                const bool vertical = towards == North || towards == South;
                return vertical == g.crossings()[std::size_t(x)].verticalOnTop ? cell
                                                                               : g.size() + x;
            };
            if (!join(endAt(c, d), endAt(n, opposite(d)))) {
                why = QStringLiteral("loop through the wall %1 %2").arg(c).arg(int(d));
                return false;
            }
        }
    if (edges != nodes - 1) {
        why = QStringLiteral("%1 passages for %2 nodes").arg(edges).arg(nodes);
        return false;
    }
    return true;
}

} // namespace

class TestGenWeave : public QObject {
    Q_OBJECT
private slots:
    void perfectInTheCrossingGraph()
    {
        const int sizes[][2] = {{1, 1}, {1, 7}, {7, 1}, {3, 3}, {5, 8}, {12, 12}, {20, 31}};
        int crossings = 0;
        for (const auto& size : sizes)
            for (std::uint64_t seed = 1; seed <= 25; ++seed) {
                const PassageGrid g = weaveGrid(size[0], size[1], seed, seed % 2 ? "0.4" : "1");
                QString why;
                QVERIFY2(perfectWeave(g, why), qPrintable(why));
                for (const auto& x : g.crossings()) {
                    QCOMPARE(g.openBits(x.cell), 15); // both passages go straight through
                    for (const Dir d : kDirs) {
                        const int n = g.neighbour(x.cell, d);
                        QVERIFY(n >= 0);
                        for (const auto& y : g.crossings())
                            QVERIFY(y.cell != n); // never two crossings side by side
                    }
                }
                crossings += int(g.crossings().size());
                QVERIFY(weaveGrid(size[0], size[1], seed, seed % 2 ? "0.4" : "1") == g);
            }
        QVERIFY(crossings > 500);
        QVERIFY(weaveGrid(10, 10, 1, "0").crossings().empty());
    }
    void blockMazeAndText()
    {
        const PassageGrid g = weaveGrid(9, 11, 5, "1");
        QVERIFY(!g.crossings().empty());
        const Maze m = g.toMaze();
        QCOMPARE(m.crossings().size(), g.crossings().size());
        for (const Crossing& x : m.crossings())
            QVERIFY(m.isValidCrossing(x));
        const auto back = PassageGrid::fromMaze(m);
        QVERIFY(back && *back == g);
        const std::string text = mazeToText(m);
        QVERIFY(text.rfind("; crossings: ", 0) == 0);
        const MazeFile file = parseMazeText(text);
        QVERIFY(file.mazes.front() == m);
        // An older reader skips the line: the same cells, crossings read as crossroads.
        const MazeFile old = parseMazeText(text.substr(text.find('\n') + 1));
        QVERIFY(old.mazes.front().crossings().empty());
        QVERIFY(old.mazes.front().isSolvable());
        QVERIFY_THROWS_EXCEPTION(MazeFormatError, parseMazeText("; crossings: 0 0 v\n...\n"));
        QVERIFY_THROWS_EXCEPTION(MazeFormatError, parseMazeText("; crossings: 1 1 x\n...\n"));
    }
    void trace()
    {
        CellTrace trace(2 * 8 + 1, 2 * 9 + 1, 1, 1);
        Control a(4), b(4);
        const Maze traced = generate("weave", 8, 9, {{"crossings", "1"}}, a, &trace);
        trace.finish();
        QVERIFY(traced == generate("weave", 8, 9, {{"crossings", "1"}}, b));
        const TraceState end = trace.stateAt(trace.length());
        for (int i = 0; i < int(traced.cellCount()); ++i)
            QVERIFY((end.layers[0][std::size_t(i)] == 1)
                    == traced.isFree(traced.cellAt(std::size_t(i))));
    }
};

QTEST_GUILESS_MAIN(TestGenWeave)
#include "tst_gen_weave.moc"
