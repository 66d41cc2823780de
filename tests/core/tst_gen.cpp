// Maze generators (Petercă 2024 ch. 2): perfect mazes, determinism, uniformity of Wilson and
// Aldous–Broder, masks, braiding, the cellular automaton, refused requests.
#include "core/gen/gencontext.h" // linkComponents
#include "core/gen/generators.h"
#include "core/gen/metrics.h"
#include "core/gen/passagegrid.h"

#include <QTest>

#include <map>
#include <numeric>

using namespace mazelab;
using namespace mazelab::gen;

namespace {

// Connected and acyclic over the active cells (through open walls), and no open wall leads
// to an inactive cell or off the grid.
bool isPerfect(const PassageGrid& g, QString* why = nullptr)
{
    std::vector<int> parent(std::size_t(g.size()));
    std::iota(parent.begin(), parent.end(), 0);
    auto find = [&](int x) {
        while (parent[std::size_t(x)] != x)
            x = parent[std::size_t(x)] = parent[std::size_t(parent[std::size_t(x)])];
        return x;
    };
    int edges = 0;
    for (int c = 0; c < g.size(); ++c) {
        for (const Dir d : kDirs) {
            if (!g.isOpen(c, d))
                continue;
            const int n = g.neighbour(c, d);
            if (n < 0 || !g.isOpen(n, opposite(d))) {
                if (why)
                    *why = QStringLiteral("dangling wall at %1").arg(c);
                return false;
            }
            if (d == East || d == South) {
                ++edges;
                if (find(c) == find(n)) {
                    if (why)
                        *why = QStringLiteral("cycle at %1").arg(c);
                    return false;
                }
                parent[std::size_t(find(c))] = find(n);
            }
        }
    }
    std::vector<int> label;
    const int parts = linkComponents(g, label);
    const int active = g.activeCount();
    if (edges != active - parts) {
        if (why)
            *why = QStringLiteral("%1 passages for %2 cells in %3 parts")
                       .arg(edges)
                       .arg(active)
                       .arg(parts);
        return false;
    }
    return true;
}

PassageGrid make(const std::string& name, int rows, int cols, std::uint64_t seed,
                 GenParams params = {})
{
    GenRequest r;
    r.algorithm = name;
    r.rows = rows;
    r.cols = cols;
    r.params = std::move(params);
    Control control(seed);
    return generateGrid(r, control);
}

// Key of a 3 × 3 spanning tree: one bit per inner wall that is open (12 walls).
int treeKey(const PassageGrid& g)
{
    int key = 0, bit = 0;
    for (int c = 0; c < 9; ++c)
        for (const Dir d : {East, South})
            if (g.neighbour(c, d) >= 0)
                key |= (g.isOpen(c, d) ? 1 : 0) << bit++;
    return key;
}

const char* const kPerfect[]
    = {"backtracker", "binary-tree", "sidewinder",   "hunt-and-kill", "kruskal",  "aldous-broder",
       "wilson",      "prim",        "growing-tree", "eller",         "division", "spiral"};

} // namespace

class TestGen : public QObject {
    Q_OBJECT
private slots:
    void perfect_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        const int sizes[][2]
            = {{1, 1}, {1, 9}, {9, 1}, {2, 2}, {3, 5}, {10, 10}, {17, 23}, {40, 3}};
        for (const char* name : kPerfect)
            for (const auto& s : sizes)
                QTest::newRow(QByteArray(name)
                                  .append(' ')
                                  .append(QByteArray::number(s[0]))
                                  .append('x')
                                  .append(QByteArray::number(s[1]))
                                  .constData())
                    << QString(name) << s[0] << s[1];
    }
    void perfect()
    {
        QFETCH(QString, name);
        QFETCH(int, rows);
        QFETCH(int, cols);
        for (std::uint64_t seed = 1; seed <= 25; ++seed) {
            const PassageGrid g = make(name.toStdString(), rows, cols, seed);
            QString why;
            QVERIFY2(isPerfect(g, &why),
                     qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(why)));
            const MazeMetrics m = computeMetrics(g);
            QVERIFY(m.perfect);
            QCOMPARE(m.m5, 1.0);
            QCOMPARE(m.loops, std::int64_t(0));
        }
    }
    void parameters_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("param");
        QTest::addColumn<QString>("value");
        QTest::newRow("backtracker horizontal") << "backtracker"
                                                << "bias"
                                                << "0.9";
        QTest::newRow("backtracker vertical") << "backtracker"
                                              << "bias"
                                              << "-0.9";
        QTest::newRow("binary-tree se") << "binary-tree"
                                        << "corner"
                                        << "se";
        QTest::newRow("binary-tree ne") << "binary-tree"
                                        << "corner"
                                        << "ne";
        QTest::newRow("growing random") << "growing-tree"
                                        << "choose"
                                        << "random";
        QTest::newRow("growing oldest") << "growing-tree"
                                        << "choose"
                                        << "oldest";
        QTest::newRow("growing mixed") << "growing-tree"
                                       << "choose"
                                       << "mixed";
        QTest::newRow("sidewinder") << "sidewinder"
                                    << "east"
                                    << "0.8";
        QTest::newRow("eller") << "eller"
                               << "horizontal"
                               << "0.2";
        QTest::newRow("spiral length") << "spiral"
                                       << "length"
                                       << "4";
    }
    void parameters()
    {
        QFETCH(QString, name);
        QFETCH(QString, param);
        QFETCH(QString, value);
        for (std::uint64_t seed = 1; seed <= 10; ++seed)
            for (const auto& [r, c] : {std::pair{1, 6}, {6, 1}, {12, 15}})
                QVERIFY(isPerfect(make(name.toStdString(), r, c, seed,
                                       {{param.toStdString(), value.toStdString()}})));
    }
    void deterministic()
    {
        for (const auto& info : generatorList()) {
            Control a(7), b(7), c(8);
            const Maze ma = generate(info.name, 12, 14, {}, a);
            const Maze mb = generate(info.name, 12, 14, {}, b);
            const Maze mc = generate(info.name, 12, 14, {}, c);
            QVERIFY2(ma == mb, info.name.c_str());
            QVERIFY2(!(ma == mc), info.name.c_str());
            QCOMPARE(ma.rows(), 25);
            QCOMPARE(ma.cols(), 29);
        }
    }
    void biasCorner()
    {
        // Binary Tree toward nw: the top row and the left column are open corridors.
        const PassageGrid g = make("binary-tree", 8, 8, 3);
        for (int c = 0; c + 1 < 8; ++c)
            QVERIFY(g.isOpen(g.index(0, c), East));
        for (int r = 0; r + 1 < 8; ++r)
            QVERIFY(g.isOpen(g.index(r, 0), South));
        // Direction bias: horizontal runs dominate with bias 0.9.
        const MazeMetrics h = computeMetrics(make("backtracker", 40, 40, 1, {{"bias", "0.9"}}));
        const MazeMetrics v = computeMetrics(make("backtracker", 40, 40, 1, {{"bias", "-0.9"}}));
        QVERIFY(h.cellTypes[10] > 3 * h.cellTypes[5]); // N+S walls: horizontal corridor
        QVERIFY(v.cellTypes[5] > 3 * v.cellTypes[10]);
    }
    // All 192 spanning trees of the 3 × 3 grid appear equally often (chi-square, 191 degrees
    // of freedom; 99.9 % quantile ≈ 255.6). Fixed seeds: the test is deterministic.
    void uniform_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("wilson") << "wilson";
        QTest::newRow("aldous-broder") << "aldous-broder";
    }
    void uniform()
    {
        QFETCH(QString, name);
        const int samples = 192 * 150;
        std::map<int, int> counts;
        for (int s = 0; s < samples; ++s)
            ++counts[treeKey(make(name.toStdString(), 3, 3, std::uint64_t(s) * 7919 + 1))];
        QCOMPARE(int(counts.size()), 192);
        const double expected = double(samples) / 192;
        double chi2 = 0;
        for (const auto& [key, n] : counts)
            chi2 += (n - expected) * (n - expected) / expected;
        qInfo("%s: chi-square %.1f over 191 degrees of freedom", qPrintable(name), chi2);
        QVERIFY2(chi2 < 255.6, qPrintable(QString::number(chi2)));
    }
    // The same test rejects the backtracker (it has power); Binary Tree makes only 2^4 trees.
    void notUniform()
    {
        const int samples = 192 * 150;
        std::map<int, int> counts, binary;
        for (int s = 0; s < samples; ++s) {
            ++counts[treeKey(make("backtracker", 3, 3, std::uint64_t(s) * 7919 + 1))];
            ++binary[treeKey(make("binary-tree", 3, 3, std::uint64_t(s) + 1))];
        }
        const double expected = double(samples) / 192;
        double chi2 = 0;
        for (const auto& [key, n] : counts)
            chi2 += (n - expected) * (n - expected) / expected;
        chi2 += double(192 - int(counts.size())) * expected;
        QVERIFY2(chi2 > 255.6, qPrintable(QString::number(chi2)));
        QCOMPARE(int(binary.size()), 16); // four cells choose between North and West
    }
    void masks()
    {
        // A ring: the centre 4 × 4 of a 10 × 10 grid and one corner cell are outside.
        std::vector<std::uint8_t> mask(100, 1);
        for (int r = 3; r < 7; ++r)
            for (int c = 3; c < 7; ++c)
                mask[std::size_t(r * 10 + c)] = 0;
        mask[0] = 0;
        mask[99] = 0;
        for (const auto& info : generatorList()) {
            if (!info.masks)
                continue;
            for (std::uint64_t seed = 1; seed <= 10; ++seed) {
                GenRequest req;
                req.algorithm = info.name;
                req.mask = mask;
                Control control(seed);
                const PassageGrid g = generateGrid(req, control);
                QVERIFY2(!info.perfect || isPerfect(g), info.name.c_str());
                for (int c = 0; c < 100; ++c)
                    if (!mask[std::size_t(c)])
                        QCOMPARE(g.openBits(c), 0);
                QCOMPARE(g.start(), (Cell{0, 1}));
                QCOMPARE(g.goal(), (Cell{9, 8}));
                const Maze m = g.toMaze();
                QVERIFY(m.isBlocked({1, 1}));
                QVERIFY(m.isBlocked({2 * 4 + 1, 2 * 4 + 1}));
                QVERIFY(!info.perfect || m.isSolvable());
            }
        }
        // Two separate parts: each gets its own tree.
        std::vector<std::uint8_t> split(30, 1);
        for (int r = 0; r < 3; ++r)
            split[std::size_t(r * 10 + 5)] = 0;
        GenRequest req;
        req.algorithm = "wilson";
        req.rows = 3;
        req.mask = split;
        Control control(1);
        const PassageGrid g = generateGrid(req, control);
        QVERIFY(isPerfect(g));
        QCOMPARE(computeMetrics(g).areas, 2);
    }
    void maskRefused()
    {
        GenRequest req;
        req.algorithm = "genetic"; // its fitness is defined on the full rectangle
        req.mask.assign(100, 1);
        Control control(1);
        QVERIFY_THROWS_EXCEPTION(GenerateError, generateGrid(req, control));
    }
    void braiding()
    {
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            GenRequest req;
            req.rows = req.cols = 20;
            req.braid = 1.0;
            Control control(seed);
            const MazeMetrics all = computeMetrics(generateGrid(req, control));
            QCOMPARE(all.deadEnds, 0);
            QVERIFY(all.loops > 0);
            QCOMPARE(all.areas, 1);
            req.braid = 0.5;
            const MazeMetrics half = computeMetrics(generateGrid(req, control));
            req.braid = 0;
            const MazeMetrics none = computeMetrics(generateGrid(req, control));
            QVERIFY(half.deadEnds < none.deadEnds);
            QVERIFY(half.deadEnds > 0);
        }
    }
    void cellular()
    {
        for (const char* rule : {"B3/S12345", "B3/S1234"}) {
            Control control(5);
            const Maze m = generate("cellular", 20, 30, {{"rule", rule}}, control);
            QCOMPARE(m.rows(), 41);
            QCOMPARE(m.cols(), 61);
            QVERIFY(m.isBlocked({0, 0}) && m.isBlocked({40, 60}));
            QVERIFY(!m.isBlocked(m.start()) && !m.isBlocked(m.goal()));
            QVERIFY(m.freeCount() > 41 * 61 / 4);
            QVERIFY(m.freeCount() < 41 * 61);
        }
        Control control(1);
        QVERIFY_THROWS_EXCEPTION(GenerateError,
                                 generate("cellular", 5, 5, {{"rule", "B3S23"}}, control));
    }
    // Dungeon rooms: one connected area (pruned cells become rock), at least one open
    // 2 × 2 hall, start and goal inside; with prune=1 no corridor dead end is left.
    void rooms()
    {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            GenRequest req;
            req.algorithm = "rooms";
            req.rows = 20;
            req.cols = 30;
            Control control(seed);
            const PassageGrid g = generateGrid(req, control);
            const MazeMetrics m = computeMetrics(g);
            QCOMPARE(m.areas, 1);
            QVERIFY(m.loops > 0);
            QVERIFY(g.isActive(g.index(g.start().row, g.start().col)));
            QVERIFY(g.isActive(g.index(g.goal().row, g.goal().col)));
            QVERIFY(m.solutionLength >= 0);
            bool hall = false;
            for (int r = 0; r + 1 < 20 && !hall; ++r)
                for (int c = 0; c + 1 < 30 && !hall; ++c) {
                    const int cell = g.index(r, c);
                    hall = g.isOpen(cell, East) && g.isOpen(cell, South)
                        && g.isOpen(cell + 1, South) && g.isOpen(cell + 30, East);
                }
            QVERIFY(hall);
            QVERIFY(m.activeCells < 600); // some corridors were pruned
        }
    }
    // The Genetic Algorithm (§2.1.12) improves its fitness M4-general + M5 far beyond a random
    // wall string's and ends connected, as the thesis reports (Table 2.2: best 1.25–1.38).
    void genetic()
    {
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const MazeMetrics m = computeMetrics(make("genetic", 10, 10, seed));
            qInfo("genetic seed %d: fitness %.3f, areas %d", int(seed), m.m4General + m.m5,
                  m.areas);
            QVERIFY(m.m4General + m.m5 > 1.2);
            QCOMPARE(m.areas, 1);
        }
    }
    void refused()
    {
        Control control(1);
        QVERIFY_THROWS_EXCEPTION(GenerateError, generate("nope", 5, 5, {}, control));
        QVERIFY_THROWS_EXCEPTION(GenerateError, generate("prim", 0, 5, {}, control));
        QVERIFY_THROWS_EXCEPTION(GenerateError, generate("prim", 5, 3000, {}, control));
        QVERIFY_THROWS_EXCEPTION(GenerateError, generate("prim", 5, 5, {{"bias", "1"}}, control));
        QVERIFY_THROWS_EXCEPTION(GenerateError,
                                 generate("backtracker", 5, 5, {{"bias", "2"}}, control));
        QVERIFY_THROWS_EXCEPTION(GenerateError,
                                 generate("backtracker", 5, 5, {{"bias", "x"}}, control));
        QVERIFY_THROWS_EXCEPTION(GenerateError,
                                 generate("growing-tree", 5, 5, {{"choose", "any"}}, control));
        QVERIFY_THROWS_EXCEPTION(GenerateError,
                                 generate("spiral", 5, 5, {{"length", "2.5"}}, control));
        // The ranges print as numbers, not "1e+06".
        try {
            generate("spiral", 5, 5, {{"length", "-1"}}, control);
            QFAIL("length -1 accepted");
        } catch (const GenerateError& e) {
            QCOMPARE(std::string(e.what()),
                     std::string("length must be a whole number from 0 to 1000000; got '-1'"));
        }
    }

    // A whole number in exponent form means its value: "1e2" is 100. std::stoi read it as 1,
    // so population=1e2 ran the genetic generator with one individual (the minimum is 2).
    void wholeNumbersInExponentForm()
    {
        const GeneratorInfo* genetic = findGenerator("genetic");
        QVERIFY(genetic);
        QCOMPARE(resolveParams(*genetic, {{"population", "1e2"}}).at("population"), "100");
        QCOMPARE(resolveParams(*genetic, {{"population", "+7.0"}}).at("population"), "7");
        QCOMPARE(resolveParams(*genetic, {{"mutation", "1e-2"}}).at("mutation"), "1e-2");
        Control a(1), b(1);
        QCOMPARE(generate("genetic", 6, 6, {{"population", "1e2"}, {"generations", "5"}}, a),
                 generate("genetic", 6, 6, {{"population", "100"}, {"generations", "5"}}, b));
    }
    void cancelled()
    {
        Control control(1);
        control.cancel();
        GenRequest req;
        req.algorithm = "aldous-broder";
        req.rows = req.cols = 600;
        const PassageGrid g = generateGrid(req, control); // stops at the first check
        QVERIFY(!computeMetrics(g).perfect);
    }
};

QTEST_GUILESS_MAIN(TestGen)
#include "tst_gen.moc"
