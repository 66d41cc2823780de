// Carving traces (generators.h): every generator's recording ends in its maze — layer 0 is 1
// exactly on the free block cells — with one step per carve, a marker that moves, and the same
// maze as without a trace.
#include "core/gen/generators.h"
#include "core/trace/celltrace.h"

#include <QTest>

using namespace mazelab;
using namespace mazelab::gen;

class TestGenTrace : public QObject {
    Q_OBJECT
private slots:
    void endsInTheMaze_data()
    {
        QTest::addColumn<QString>("name");
        for (const GeneratorInfo& info : generatorList())
            QTest::newRow(info.name.c_str()) << QString::fromStdString(info.name);
    }
    void endsInTheMaze()
    {
        QFETCH(QString, name);
        const int rows = 6, cols = 7;
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            CellTrace trace(2 * rows + 1, 2 * cols + 1, 1, 1);
            Control a(seed), b(seed);
            const Maze traced = generate(name.toStdString(), rows, cols, {}, a, &trace);
            trace.finish();
            const Maze plain = generate(name.toStdString(), rows, cols, {}, b);
            QVERIFY(traced == plain);
            QVERIFY(trace.length() > 1);
            const TraceState end = trace.stateAt(trace.length());
            for (int i = 0; i < int(traced.cellCount()); ++i) {
                const Cell c = traced.cellAt(std::size_t(i));
                QVERIFY2((end.layers[0][std::size_t(i)] == 1) == traced.isFree(c),
                         qPrintable(QStringLiteral("seed %1, block %2,%3: state %4")
                                        .arg(seed)
                                        .arg(c.row)
                                        .arg(c.col)
                                        .arg(end.layers[0][std::size_t(i)])));
            }
        }
    }
    // A passage generator records one step per carve (plus the closing step and a few
    // phase steps): a perfect 6 × 7 maze has 41 passages.
    void stepsPerCarve()
    {
        CellTrace trace(13, 15, 1, 1);
        Control control(3);
        generate("kruskal", 6, 7, {}, control, &trace);
        trace.finish();
        QCOMPARE(trace.length(), std::int64_t(41 + 1));
        QCOMPARE(trace.caption(1), std::string("kruskal"));
        // The marker follows the carving and is gone at the end.
        QVERIFY(trace.stateAt(5).markers[0] != CellTrace::kNoCell);
        QCOMPARE(trace.stateAt(trace.length()).markers[0], CellTrace::kNoCell);
    }
    void phasesAreNoted()
    {
        CellTrace trace(13, 15, 1, 1);
        Control control(3);
        generate("eller", 6, 7, {}, control, &trace);
        trace.finish();
        bool sawRow = false;
        for (std::int64_t s = 0; s <= trace.length(); ++s)
            sawRow = sawRow || trace.caption(s) == "row 6";
        QVERIFY(sawRow);
    }
};

QTEST_GUILESS_MAIN(TestGenTrace)
#include "tst_gen_trace.moc"
