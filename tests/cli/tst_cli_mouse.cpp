// mazelab-cli mouse: the walk on the thesis' mazes (JSON visit table with null walls, exit 1
// when there is no way out), the exhaustive optimum for small sizes, shards merged back to the
// whole, the seeded heuristic search, and usage errors.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

#include "clitest.h"

namespace {
using clitest::json;
using clitest::Run;

Run cli(const QStringList& args)
{
    return clitest::run(QStringLiteral("mouse"), args, 120000);
}

QString data(const char* name)
{
    return QStringLiteral(MAZELAB_TEST_DATA "/mouse/") + QLatin1String(name);
}
} // namespace

class TestCliMouse : public QObject {
    Q_OBJECT
private slots:
    void runJson()
    {
        const Run r = cli({QStringLiteral("run"), data("thesis_3x3.maze"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o[QStringLiteral("escaped")].toBool(), true);
        QCOMPARE(o[QStringLiteral("steps")].toInt(), 12);
        const QJsonArray expected = QJsonDocument::fromJson("[[1,1,1],[null,1,2],[1,2,2]]").array();
        QCOMPARE(o[QStringLiteral("visits")].toArray(), expected);
    }

    void runThesisSteps_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("steps");
        QTest::newRow("7x7") << data("thesis_7x7.maze") << 332;
        QTest::newRow("9x9") << data("thesis_9x9.maze") << 1160;
    }
    void runThesisSteps()
    {
        QFETCH(QString, file);
        QFETCH(int, steps);
        const Run r = cli({QStringLiteral("run"), file, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)[QStringLiteral("steps")].toInt(), steps);
    }

    void noWayOutExitsOne()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("closed.maze"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("...\n###\n...\n");
        f.close();
        const Run r = cli({QStringLiteral("run"), path});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains(QStringLiteral("no way out")));
    }

    void entryExitOptions()
    {
        const Run r = cli({QStringLiteral("run"), data("thesis_3x3.maze"), QStringLiteral("--entry"),
                           QStringLiteral("2"), QStringLiteral("--exit"), QStringLiteral("2"),
                           QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QVERIFY(json(r)[QStringLiteral("steps")].toInt() > 0);
        const Run bad = cli({QStringLiteral("run"), data("thesis_3x3.maze"),
                             QStringLiteral("--entry"), QStringLiteral("3")});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.err.contains(QStringLiteral("--entry")));
    }

    void best_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("steps");
        QTest::newRow("2x2") << 2 << 3;
        QTest::newRow("3x3") << 3 << 12;
        QTest::newRow("4x4") << 4 << 27;
        QTest::newRow("5x5") << 5 << 54;
    }
    void best()
    {
        QFETCH(int, n);
        QFETCH(int, steps);
        const Run r = cli({QStringLiteral("best"), QString::number(n), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o[QStringLiteral("steps")].toInt(), steps);
        QVERIFY(o[QStringLiteral("tested")].toString().toLongLong() > 0);
        QVERIFY(o[QStringLiteral("optimal_count")].toString().toLongLong() > 0);
        QCOMPARE(o[QStringLiteral("maze")].toString().count(QLatin1Char('\n')), n);
        // The text counts in the singular where a count is 1 (2x2: one walk, one task).
        const Run text = cli({QStringLiteral("best"), QString::number(n)});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.startsWith(QStringLiteral("%1x%1: best %2 steps (").arg(n).arg(steps)),
                 qPrintable(text.out));
        if (n == 2)
            QVERIFY2(text.out.contains(QStringLiteral(", 1 walk simulated, 4 optimal mazes, 1 of "
                                                      "1 task, ")),
                     qPrintable(text.out));
    }

    void estimate()
    {
        const Run r = cli({QStringLiteral("best"), QStringLiteral("5"), QStringLiteral("--estimate"),
                           QStringLiteral("--probes"), QStringLiteral("50000"),
                           QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        // The exact search simulates 37,306 walks on 5×5.
        const double walks = o[QStringLiteral("estimated_walks")].toDouble();
        const double error = o[QStringLiteral("standard_error")].toDouble();
        QVERIFY2(std::abs(walks - 37306) <= 4 * error && error < 0.1 * 37306,
                 qPrintable(QString::number(walks)));
        QCOMPARE(o[QStringLiteral("probes")].toInt(), 50000);
        QCOMPARE(cli({QStringLiteral("best"), QStringLiteral("5"), QStringLiteral("--estimate"),
                      QStringLiteral("--probes"), QStringLiteral("0")})
                     .code,
                 2);
    }

    void shardsAndMerge()
    {
        QTemporaryDir dir;
        QStringList files;
        for (int i = 0; i < 2; ++i) {
            const QString out = dir.filePath(QStringLiteral("s%1.txt").arg(i));
            const Run r = cli({QStringLiteral("best"), QStringLiteral("4"), QStringLiteral("--shard"),
                               QStringLiteral("%1/2").arg(i), QStringLiteral("--out"), out});
            QCOMPARE(r.code, 0);
            files << out;
        }
        const Run merged = cli(QStringList{QStringLiteral("best"), QStringLiteral("--merge")} + files
                               + QStringList{QStringLiteral("--json")});
        QCOMPARE(merged.code, 0);
        const Run whole = cli({QStringLiteral("best"), QStringLiteral("4"), QStringLiteral("--json")});
        QCOMPARE(json(merged)[QStringLiteral("steps")].toInt(), 27);
        QCOMPARE(json(merged)[QStringLiteral("tested")], json(whole)[QStringLiteral("tested")]);
        QCOMPARE(json(merged)[QStringLiteral("optimal_count")],
                 json(whole)[QStringLiteral("optimal_count")]);
    }

    void loopless()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("tree.maze"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("...\n.##\n...\n"); // main path down the left column, side paths right
        f.close();
        const Run r = cli({QStringLiteral("loopless"), path, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o[QStringLiteral("total_steps")], o[QStringLiteral("simulated_steps")]);
        QCOMPARE(o[QStringLiteral("main_path")].toArray().size(), 3);
        QCOMPARE(o[QStringLiteral("side_paths")].toArray().size(), 2);
        QCOMPARE(o[QStringLiteral("formula_steps")], o[QStringLiteral("simulated_steps")]);
        // Entrance above (0,4), exit below (3,0): the main path runs left along the top row and
        // down the left column (8 cells, 9 steps); the side path down from (0,4) turns left at
        // (2,4), so at (2,3) the way back (right) ranks before the dead end (left): Theorem 3's
        // 2n = 8 steps, computed without walking and equal to the simulation.
        const QString bend = dir.filePath(QStringLiteral("bend.maze"));
        QFile g(bend);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write(".....\n.###.\n.#...\n.####\n");
        g.close();
        const Run b = cli({QStringLiteral("loopless"), bend, QStringLiteral("--entry"), QStringLiteral("4"),
                           QStringLiteral("--json")});
        QCOMPARE(b.code, 0);
        const QJsonObject bo = json(b);
        QCOMPARE(bo[QStringLiteral("formula_steps")].toInt(), 17);
        QCOMPARE(bo[QStringLiteral("simulated_steps")].toInt(), 17);
        const QJsonObject side = bo[QStringLiteral("side_paths")].toArray().first().toObject();
        QCOMPARE(side[QStringLiteral("rule")].toString(), QStringLiteral("dead end 2n"));
        QCOMPARE(side[QStringLiteral("formula_cost")].toInt(), 8);
        QCOMPARE(side[QStringLiteral("formula_entries")].toInt(), 1);
        QCOMPARE(side[QStringLiteral("crossroad_count")].toInt(), 1);
        const Run text = cli({QStringLiteral("loopless"), bend, QStringLiteral("--entry"), QStringLiteral("4")});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains(QStringLiteral("formula 17 steps, simulated 17 steps")), qPrintable(text.out));
        QCOMPARE(cli({QStringLiteral("loopless"), bend, QStringLiteral("--entry"), QStringLiteral("9")}).code, 2);
        const Run loop = cli({QStringLiteral("loopless"), data("thesis_3x3.maze")});
        QCOMPARE(loop.code, 1);
        QVERIFY(loop.err.contains(QStringLiteral("loop")));
    }

    void badUsage()
    {
        QCOMPARE(cli({QStringLiteral("best"), QStringLiteral("9")}).code, 2);
        QCOMPARE(cli({QStringLiteral("best"), QStringLiteral("4"), QStringLiteral("--shard"),
                      QStringLiteral("2/2")})
                     .code,
                 2);
        QCOMPARE(cli({QStringLiteral("fly")}).code, 2);
        QCOMPARE(cli({QStringLiteral("search"), QStringLiteral("1")}).code, 2);
    }

    void searchIsSeeded()
    {
        const QStringList args{QStringLiteral("search"), QStringLiteral("6"),
                               QStringLiteral("--seconds"), QStringLiteral("1"),
                               QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--json")};
        const Run r = cli(args);
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QVERIFY(o[QStringLiteral("steps")].toInt() >= 40);
        QVERIFY(o[QStringLiteral("steps")].toInt() <= 117);
    }
};

QTEST_GUILESS_MAIN(TestCliMouse)
#include "tst_cli_mouse.moc"
