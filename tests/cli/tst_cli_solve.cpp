// mazelab-cli solve end to end: the JSON of one solver, --list, --compare (JSON, CSV, text),
// heuristic / diagonal / weights / turn-cost options, exit codes and file:line:col errors.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "clitest.h"

using clitest::json;
using clitest::Run;

class TestCliSolve : public clitest::CliFixture {
    Q_OBJECT
public:
    TestCliSolve() : CliFixture(QStringLiteral("solve"), 60000) {}

private slots:
    void astarJson()
    {
        const QString file = write(QStringLiteral("a.maze"), "S..#\n.#..\n...G\n");
        const Run r = cli({QStringLiteral("astar"), file, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o[QStringLiteral("found")].toBool(), true);
        QCOMPARE(o[QStringLiteral("length")].toInt(), 5);
        QCOMPARE(o[QStringLiteral("cost")].toDouble(), 5.0);
        QVERIFY(o[QStringLiteral("expanded")].toInt() >= 6);
        QVERIFY(o.contains(QStringLiteral("ms")));
        const QJsonArray path = o[QStringLiteral("path")].toArray();
        QCOMPARE(path.size(), 6);
        QCOMPARE(path.first().toArray(), (QJsonArray{0, 0}));
        QCOMPARE(path.last().toArray(), (QJsonArray{2, 3}));
    }

    // "solve FILE" is A*: a shortest path, the cheapest under weights; a lone solver name
    // asks for the file.
    void withoutAlgoIsAStar()
    {
        const QString file = write(QStringLiteral("d.maze"), "S..#\n.#..\n...G\n");
        Run r = cli({file, QStringLiteral("--json"), QStringLiteral("--no-path")});
        QCOMPARE(r.code, 0);
        QJsonObject o = json(r);
        QJsonObject a = json(cli({QStringLiteral("astar"), file, QStringLiteral("--json"),
                                  QStringLiteral("--no-path")}));
        for (const QString& timing : {QStringLiteral("ms"), QStringLiteral("cpu_ms")}) {
            o.remove(timing);
            a.remove(timing);
        }
        QCOMPARE(o, a);
        QCOMPARE(o[QStringLiteral("length")].toInt(), 5);
        const QString open = write(QStringLiteral("w.maze"), "S..\n...\n..G\n");
        const QString weights = write(QStringLiteral("w.w"), "191\n191\n111\n");
        r = cli({open, QStringLiteral("--weights"), weights, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)[QStringLiteral("cost")].toDouble(), 4.0); // around the 9s
        r = cli({QStringLiteral("bfs")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("expected [ALGO] FILE")), qPrintable(r.err));
        r = cli({m_dir.filePath(QStringLiteral("missing.maze"))});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("missing.maze")), qPrintable(r.err));
    }

    void list()
    {
        const Run r = cli({QStringLiteral("--list")});
        QCOMPARE(r.code, 0);
        for (const char* name : {"bfs", "dfs", "dfs-random", "lee", "astar", "greedy", "dijkstra",
                                 "jps", "ida", "bidir-bfs", "bidir-astar", "wall-left",
                                 "wall-right", "pledge", "tremaux", "dead-end", "random-mouse"})
            QVERIFY2(r.out.contains(QLatin1String(name) + QLatin1Char(' ')), name);
        const QJsonObject o = json(cli({QStringLiteral("--list"), QStringLiteral("--json")}));
        QCOMPARE(o[QStringLiteral("solvers")].toArray().size(), 18);
    }

    void compare()
    {
        const QString file =
            write(QStringLiteral("c.maze"), "S....\n.###.\n...#.\n.#...\n...#G\n");
        const Run r = cli({QStringLiteral("--compare"), QStringLiteral("bfs,jps,ida,wall-left"),
                           file, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonArray rows = json(r)[QStringLiteral("results")].toArray();
        QCOMPARE(rows.size(), 4);
        for (const auto& row : rows) {
            QCOMPARE(row.toObject()[QStringLiteral("found")].toBool(), true);
            QVERIFY(!row.toObject().contains(QStringLiteral("path")));
        }
        QCOMPARE(rows[0].toObject()[QStringLiteral("length")].toInt(), 8);
        QCOMPARE(rows[1].toObject()[QStringLiteral("length")].toInt(), 8);

        const Run c = cli({QStringLiteral("--compare"), QStringLiteral("bfs,wall-left"), file,
                           QStringLiteral("--csv"), QStringLiteral("--diagonal"),
                           QStringLiteral("always")});
        QCOMPARE(c.code, 0);
        const QStringList lines = c.out.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines[0].startsWith(QLatin1String("solver,found,length,cost")));
        QVERIFY(lines[1].startsWith(QLatin1String("bfs,true,")));
        QVERIFY(lines[2].contains(QLatin1String("unsupported")));
    }

    void options()
    {
        const QString file = write(QStringLiteral("o.maze"), "S..\n...\n..G\n");
        const QString weights = write(QStringLiteral("o.w"), "191\n191\n111\n");
        Run r = cli({QStringLiteral("dijkstra"), file, QStringLiteral("--weights"), weights,
                     QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)[QStringLiteral("cost")].toDouble(), 4.0);
        r = cli({QStringLiteral("astar"), file, QStringLiteral("--diagonal"),
                 QStringLiteral("always"), QStringLiteral("--json")});
        QCOMPARE(json(r)[QStringLiteral("length")].toInt(), 2);
        r = cli({QStringLiteral("dijkstra"), file, QStringLiteral("--turn-cost"),
                 QStringLiteral("10"), QStringLiteral("--json")});
        QCOMPARE(json(r)[QStringLiteral("cost")].toDouble(), 14.0);
        r = cli({QStringLiteral("astar"), file, QStringLiteral("--heuristic"),
                 QStringLiteral("euclidean"), QStringLiteral("--json")});
        QCOMPARE(json(r)[QStringLiteral("length")].toInt(), 4);
        r = cli({QStringLiteral("dijkstra"), file, QStringLiteral("--compress"),
                 QStringLiteral("--json")});
        QCOMPARE(json(r)[QStringLiteral("length")].toInt(), 4);
        QVERIFY(json(r)[QStringLiteral("graph_nodes")].toInt() >= 2);
        r = cli({QStringLiteral("lee"), file, QStringLiteral("--json"),
                 QStringLiteral("--no-path")});
        QCOMPARE(json(r)[QStringLiteral("areas")].toInt(), 1);
        QVERIFY(!json(r).contains(QStringLiteral("path")));
    }

    void notFound()
    {
        const QString file = write(QStringLiteral("n.maze"), "S.#..\n..#..\n..#.G\n");
        Run r = cli({QStringLiteral("bfs"), file, QStringLiteral("--json")});
        QCOMPARE(r.code, 1);
        QCOMPARE(json(r)[QStringLiteral("found")].toBool(), false);
        QVERIFY(json(r)[QStringLiteral("verdict")].toString().startsWith(
            QLatin1String("no path")));
        r = cli({QStringLiteral("wall-left"), file});
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.contains(QLatin1String("cannot reach")));
    }

    // animate solve: the search as a GIF through the shared export pipeline.
    void animate()
    {
        const QString file = write(QStringLiteral("m.maze"), "S..#.\n.#...\n...#G\n");
        const QString gif = m_dir.filePath(QStringLiteral("bfs.gif"));
        Run r = clitest::run(QStringLiteral("animate"),
                             {QStringLiteral("solve"), QStringLiteral("bfs"), file,
                              QStringLiteral("--gif"), gif});
        QCOMPARE(r.code, 0);
        QFile f(gif);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(6).startsWith("GIF8"));
        r = clitest::run(QStringLiteral("animate"),
                         {QStringLiteral("solve"), QStringLiteral("nope"), file,
                          QStringLiteral("--gif"), gif});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QLatin1String("unknown solver")));
        // Without a solver: A*, frame for frame the same GIF as "animate solve astar".
        const QString astarGif = m_dir.filePath(QStringLiteral("astar.gif"));
        const QString defaultGif = m_dir.filePath(QStringLiteral("default.gif"));
        r = clitest::run(QStringLiteral("animate"),
                         {QStringLiteral("solve"), QStringLiteral("astar"), file,
                          QStringLiteral("--gif"), astarGif});
        QCOMPARE(r.code, 0);
        r = clitest::run(QStringLiteral("animate"),
                         {QStringLiteral("solve"), file, QStringLiteral("--gif"), defaultGif});
        QCOMPARE(r.code, 0);
        QFile a(astarGif), d(defaultGif);
        QVERIFY(a.open(QIODevice::ReadOnly) && d.open(QIODevice::ReadOnly));
        QCOMPARE(d.readAll(), a.readAll());
        r = clitest::run(QStringLiteral("animate"),
                         {QStringLiteral("solve"), QStringLiteral("bfs"),
                          QStringLiteral("--gif"), gif});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("expected [ALGO] FILE")), qPrintable(r.err));
    }

    void badInput()
    {
        const QString bad = write(QStringLiteral("bad.maze"), "S.\n.x?\n");
        Run r = cli({QStringLiteral("bfs"), bad});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(bad + QStringLiteral(":2:")), qPrintable(r.err));
        const QString file = write(QStringLiteral("g.maze"), "S..\n..G\n");
        r = cli({QStringLiteral("nope"), file});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QLatin1String("unknown solver")));
        r = cli({QStringLiteral("wall-left"), file, QStringLiteral("--diagonal"),
                 QStringLiteral("always")});
        QCOMPARE(r.code, 2);
        r = cli({QStringLiteral("astar"), file, QStringLiteral("--diagonal"),
                 QStringLiteral("sometimes")});
        QCOMPARE(r.code, 2);
        const QString weights = write(QStringLiteral("g.w"), "111\n1x1\n");
        r = cli({QStringLiteral("dijkstra"), file, QStringLiteral("--weights"), weights});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(weights + QStringLiteral(":2:2:")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliSolve)
#include "tst_cli_solve.moc"
