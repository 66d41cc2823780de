// mazelab-cli seq: simultaneous solving end to end (Nusser 2016) — verify with exit codes and
// counterexamples, shortest reproducing σ(3,3) = 11 and σ(3,4) = 17, approximations, the
// lower-bound certificate save / re-check round trip, minimize, and bad input (exit 2).
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "clitest.h"

namespace {
using clitest::json;
using clitest::Run;

Run cli(const QStringList& args)
{
    return clitest::run(QStringLiteral("seq"), args, 120000);
}

const QString k44 = QStringLiteral("ddrddrdrurrlurururdrrldrddrdd");
} // namespace

class TestCliSeq : public QObject {
    Q_OBJECT
private slots:
    void verifySolvesAll()
    {
        const Run r = cli({"verify", "--size", "4x4", k44, "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o["mazes"].toInt(), 3828);
        QCOMPARE(o["solved"].toInt(), 3828);
        QCOMPARE(o["solves_all"].toBool(), true);
        QVERIFY(!o.contains("counterexample"));
    }
    void verifyCounterexample_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("damaged appendix B") << QStringList{"--size", "4x4", "ddrddrdrurrluruurdrldrddrdd"};
        QTest::newRow("10x10 via finder") << QStringList{"--size", "10x10", "drdrdrdrdr"};
        QTest::newRow("perfect") << QStringList{"--size", "3x3", "drddruurrddu", "--perfect"};
    }
    void verifyCounterexample()
    {
        QFETCH(QStringList, args);
        const Run r = cli(QStringList{"verify"} + args + QStringList{"--json"});
        QCOMPARE(r.code, 1);
        const QJsonObject o = json(r);
        QCOMPARE(o["solves_all"].toBool(), false);
        const QString maze = o["counterexample"].toString();
        QVERIFY(maze.contains('.'));
        // The counterexample, as a set of its own, is not solved either.
        QTemporaryDir dir;
        const QString path = dir.filePath("ce.maze");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(maze.toUtf8());
        f.close();
        QStringList again{"verify", "--set", path, args[2]};
        if (args.contains("--perfect"))
            again << "--perfect";
        QCOMPARE(cli(again).code, 1);
        if (!args.contains("10x10"))
            QVERIFY(o.contains("solved"));
    }
    void verifyText()
    {
        const Run r = cli({"verify", "--size", "3x3", "drddruurrdd"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("solves all 51 mazes"));
    }
    void shortest_data()
    {
        QTest::addColumn<QString>("size");
        QTest::addColumn<QString>("algo");
        QTest::addColumn<int>("length");
        QTest::newRow("3x3 ess") << "3x3" << "ess" << 11;
        QTest::newRow("3x3 astar") << "3x3" << "astar" << 11;
        QTest::newRow("3x3 bfs") << "3x3" << "bfs" << 11;
        QTest::newRow("3x3 ida") << "3x3" << "ida" << 11;
        QTest::newRow("3x4 ess") << "3x4" << "ess" << 17;
        QTest::newRow("4x2 ess") << "4x2" << "ess" << 7;
        QTest::newRow("3x4 sat") << "3x4" << "sat" << 17;
    }
    void shortest()
    {
        QFETCH(QString, size);
        QFETCH(QString, algo);
        QFETCH(int, length);
        const Run r = cli({"shortest", "--size", size, "--algo", algo, "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o["length"].toInt(), length);
        QCOMPARE(o["exact"].toBool(), true);
        QCOMPARE(o["sequence"].toString().size(), length);
        QCOMPARE(cli({"verify", "--size", size, o["sequence"].toString()}).code, 0);
    }
    void shortestStopsWithLowerBound()
    {
        const Run r = cli({"shortest", "--size", "4x4", "--time-limit", "1", "--json"});
        QCOMPARE(r.code, 1);
        const QJsonObject o = json(r);
        QCOMPARE(o["exact"].toBool(), false);
        QCOMPARE(o["status"].toString(), QStringLiteral("time-limit"));
        QVERIFY(o["lower_bound"].toInt() >= 11);
        QVERIFY(r.err.contains("time limit"));
        const Run m = cli({"shortest", "--size", "3x4", "--algo", "bfs", "--memory-limit", "1"});
        QCOMPARE(m.code, 1);
        QVERIFY2(m.err.contains("memory limit"), qPrintable(m.err));
        // The SAT method too: the cap is on the growth of the resident memory (CaDiCaL's).
        const Run sat = cli({"shortest", "--size", "4x4", "--algo", "sat", "--memory-limit", "1",
                             "--time-limit", "120", "--json"});
        QCOMPARE(sat.code, 1);
        QCOMPARE(json(sat)["status"].toString(), QStringLiteral("memory-limit"));
        QVERIFY(json(sat)["lower_bound"].toInt() >= 6);
    }
    void approx_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("gl") << QStringList{"--algo", "gl"};
        QTest::newRow("so") << QStringList{"--algo", "so", "--runs", "20", "--seed", "3"};
        QTest::newRow("ias") << QStringList{"--algo", "ias", "--minimize"};
        QTest::newRow("rs") << QStringList{"--algo", "rs", "--random-length", "120"};
        QTest::newRow("gl max cost") << QStringList{"--algo", "gl", "--cost", "max", "--lookahead", "2"};
    }
    void approx()
    {
        QFETCH(QStringList, args);
        const Run r = cli(QStringList{"approx", "--size", "4x4", "--json"} + args);
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QVERIFY(o["length"].toInt() >= 26);
        QCOMPARE(o["exact"].toBool(), false);
        QCOMPARE(cli({"verify", "--size", "4x4", o["sequence"].toString()}).code, 0);
    }
    void approxImplicitSize()
    {
        const Run r = cli({"approx", "--size", "7x7", "--algo", "gl"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--algo ias or rs"));
    }
    void lowerBoundRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("cert.maze");
        const Run r = cli({"lower-bound", "--size", "3x4", "--time-limit", "20", "--save", path,
                           "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o["lower_bound"].toInt(), 17);
        QCOMPARE(o["exact"].toBool(), true);
        QVERIFY(!o["certificate"].toArray().isEmpty());
        const Run c = cli({"lower-bound", "--check", path, "--json"});
        QCOMPARE(c.code, 0);
        QCOMPARE(json(c)["sigma"].toInt(), 17);
        QCOMPARE(json(c)["valid"].toBool(), true);
        // Tamper with the claim: the check fails.
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray text = f.readAll();
        f.close();
        text.replace("; lower bound: 17", "; lower bound: 18");
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(text);
        f.close();
        QCOMPARE(cli({"lower-bound", "--check", path}).code, 1);
    }
    // SAT on a set with its own starts and goals: the same length as A*, a certificate that
    // `lower-bound --check --algo sat` (one SAT call) and the exact check both accept.
    void shortestSatOnSetWithCertificate()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("set.maze");
        const QString cert = dir.filePath("cert.maze");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("G..\n.#.\n..S\n\n..#\nS#.\n..G\n\n.S.\n#.#\n.G.\n");
        f.close();
        const Run a = cli({"shortest", "--set", path, "--algo", "astar", "--json"});
        QCOMPARE(a.code, 0);
        const Run r = cli({"shortest", "--set", path, "--algo", "sat", "--save", cert, "--json"});
        QCOMPARE(r.code, 0);
        const int length = json(r)["length"].toInt();
        QCOMPARE(length, json(a)["length"].toInt());
        QCOMPARE(cli({"verify", "--set", path, json(r)["sequence"].toString()}).code, 0);
        const Run sat = cli({"lower-bound", "--check", cert, "--algo", "sat", "--json"});
        QCOMPARE(sat.code, 0);
        QCOMPARE(json(sat)["claimed"].toInt(), length);
        QCOMPARE(json(sat)["valid"].toBool(), true);
        const Run exact = cli({"lower-bound", "--check", cert, "--json"});
        QCOMPARE(exact.code, 0);
        QCOMPARE(json(exact)["sigma"].toInt(), length);
    }
    void minimize()
    {
        const Run r = cli({"minimize", "--size", "4x4", "uull" + k44 + "rr", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o["original_length"].toInt(), 35);
        QVERIFY(o["length"].toInt() <= 29);
        QCOMPARE(o["minimal"].toBool(), true);
        QCOMPARE(cli({"minimize", "--size", "4x4", "dr"}).code, 1);
    }
    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no target") << QStringList{"verify", "dr"};
        QTest::newRow("both targets") << QStringList{"verify", "--size", "3x3", "--set", "x", "dr"};
        QTest::newRow("bad size") << QStringList{"verify", "--size", "3by3", "dr"};
        QTest::newRow("bad moves") << QStringList{"verify", "--size", "3x3", "dxr"};
        QTest::newRow("missing file") << QStringList{"verify", "--set", "/nonexistent.maze", "dr"};
        QTest::newRow("unknown algo") << QStringList{"shortest", "--size", "3x3", "--algo", "magic"};
        QTest::newRow("unknown sub") << QStringList{"frobnicate"};
        QTest::newRow("bad runs") << QStringList{"approx", "--size", "3x3", "--runs", "0"};
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY(!r.err.isEmpty());
    }
    void explicitSetFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("set.maze");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("...\n.#.\n...\n\n..#\n#..\n#..\n");
        f.close();
        const Run r = cli({"shortest", "--set", path, "--json"});
        QCOMPARE(r.code, 0);
        const int length = json(r)["length"].toInt();
        QVERIFY(length >= 4);
        QCOMPARE(cli({"verify", "--set", path, json(r)["sequence"].toString()}).code, 0);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("...\n...\n\n..\n..\n");
        f.close();
        const Run mixed = cli({"verify", "--set", path, "dr"});
        QCOMPARE(mixed.code, 2);
        QVERIFY(mixed.err.contains("same size"));
    }
};

QTEST_MAIN(TestCliSeq)
#include "tst_cli_seq.moc"
