// Masks for every generator that takes one (issue 14, "Masks"): over random shapes and many
// seeds no passage leaves the shape, and a perfect generator spans every connected part of
// the shape with one tree; the generators that cannot honour a mask refuse it.
#include "core/gen/gencontext.h" // linkComponents
#include "core/gen/generators.h"
#include "core/gen/genrandom.h"
#include "core/gen/passagegrid.h"
#include "core/trace/celltrace.h"

#include <QTest>

#include <numeric>

using namespace mazelab;
using namespace mazelab::gen;

namespace {

// Open walls: both sides agree, none leads to an inactive cell. Returns the number of
// passages (open inner walls), or -1.
int checkWalls(const PassageGrid& g)
{
    int edges = 0;
    for (int c = 0; c < g.size(); ++c)
        for (const Dir d : kDirs) {
            if (!g.isOpen(c, d))
                continue;
            const int n = g.neighbour(c, d);
            if (!g.isActive(c) || n < 0 || !g.isOpen(n, opposite(d)))
                return -1;
            edges += (d == East || d == South) ? 1 : 0;
        }
    return edges;
}

// Acyclic, and one tree per connected part of the active cells.
bool spansEveryPart(const PassageGrid& g)
{
    std::vector<int> parent(std::size_t(g.size()));
    std::iota(parent.begin(), parent.end(), 0);
    auto find = [&](int x) {
        while (parent[std::size_t(x)] != x)
            x = parent[std::size_t(x)] = parent[std::size_t(parent[std::size_t(x)])];
        return x;
    };
    int edges = 0;
    for (int c = 0; c < g.size(); ++c)
        for (const Dir d : {East, South})
            if (g.isOpen(c, d)) {
                const int n = g.neighbour(c, d);
                if (find(c) == find(n))
                    return false;
                parent[std::size_t(find(c))] = find(n);
                ++edges;
            }
    std::vector<int> label;
    return edges == g.activeCount() - linkComponents(g, label);
}

// A random shape: each cell in with chance `keep`, at least one cell in.
std::vector<std::uint8_t> randomMask(int rows, int cols, double keep, std::uint64_t seed)
{
    GenRandom rng(seed * 7919 + 17);
    std::vector<std::uint8_t> mask(std::size_t(rows) * std::size_t(cols));
    for (auto& m : mask)
        m = rng.chance(keep) ? 1 : 0;
    mask[rng.below(std::uint32_t(mask.size()))] = 1;
    return mask;
}

} // namespace

class TestGenMasks : public QObject {
    Q_OBJECT
private slots:
    void respected_data()
    {
        QTest::addColumn<QString>("name");
        for (const GeneratorInfo& info : generatorList())
            if (info.masks)
                QTest::newRow(info.name.c_str()) << QString::fromStdString(info.name);
    }
    void respected()
    {
        QFETCH(QString, name);
        const GeneratorInfo* info = findGenerator(name.toStdString());
        QVERIFY(info && info->passage);
        const int sizes[][2] = {{1, 12}, {12, 1}, {2, 9}, {9, 9}, {16, 23}};
        const double keeps[] = {0.55, 0.75, 0.95};
        for (const auto& size : sizes)
            for (const double keep : keeps)
                for (std::uint64_t seed = 1; seed <= 12; ++seed) {
                    GenRequest req;
                    req.algorithm = info->name;
                    req.rows = size[0];
                    req.cols = size[1];
                    req.mask = randomMask(size[0], size[1], keep, seed);
                    Control control(seed);
                    const PassageGrid g = generateGrid(req, control);
                    const QByteArray where = QByteArray(info->name.c_str()) + " "
                                             + QByteArray::number(size[0]) + "x"
                                             + QByteArray::number(size[1]) + " keep "
                                             + QByteArray::number(keep) + " seed "
                                             + QByteArray::number(qulonglong(seed));
                    for (int c = 0; c < g.size(); ++c)
                        QVERIFY2(g.isActive(c) == (req.mask[std::size_t(c)] != 0),
                                 where.constData());
                    QVERIFY2(checkWalls(g) >= 0, where.constData());
                    if (info->perfect)
                        QVERIFY2(spansEveryPart(g), where.constData());
                    // Deterministic per seed.
                    Control again(seed);
                    QVERIFY2(generateGrid(req, again) == g, where.constData());
                }
    }
    // The carving trace ends in the masked maze too (missing cells stay 0).
    void traceEndsInTheMaze_data() { respected_data(); }
    void traceEndsInTheMaze()
    {
        QFETCH(QString, name);
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            GenRequest req;
            req.algorithm = name.toStdString();
            req.rows = 8;
            req.cols = 11;
            req.mask = randomMask(8, 11, 0.7, seed);
            CellTrace trace(17, 23, 1, 1);
            Control a(seed), b(seed);
            const Maze traced = generate(req, a, &trace);
            trace.finish();
            QVERIFY(traced == generate(req, b));
            const TraceState end = trace.stateAt(trace.length());
            for (int i = 0; i < int(traced.cellCount()); ++i)
                QVERIFY((end.layers[0][std::size_t(i)] == 1)
                        == traced.isFree(traced.cellAt(std::size_t(i))));
        }
    }
    void refused_data()
    {
        QTest::addColumn<QString>("name");
        for (const GeneratorInfo& info : generatorList())
            if (!info.masks)
                QTest::newRow(info.name.c_str()) << QString::fromStdString(info.name);
    }
    // The rest refuse a mask with a reason instead of ignoring it.
    void refused()
    {
        QFETCH(QString, name);
        GenRequest req;
        req.algorithm = name.toStdString();
        req.mask.assign(100, 1);
        Control control(1);
        if (!findGenerator(req.algorithm)->passage) {
            QVERIFY_THROWS_EXCEPTION(GenerateError, generateGrid(req, control));
            return;
        }
        try {
            generateGrid(req, control);
            QFAIL("accepted a mask");
        } catch (const GenerateError& e) {
            QVERIFY(std::string(e.what()).find("mask") != std::string::npos);
        }
    }
};

QTEST_GUILESS_MAIN(TestGenMasks)
#include "tst_gen_masks.moc"
