// mazelab-cli colab play / tournament / evolve end to end: a game on a given maze whose record
// replays by the rules, the tournament's counts and its independence of the thread count, the
// evolution's saved player that a tournament then takes, and bad input.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "clitest.h"

using clitest::json;
using clitest::Run;

class TestCliColab : public clitest::CliFixture {
    Q_OBJECT
public:
    TestCliColab() : CliFixture(QStringLiteral("colab"), 120000) {}

private slots:
    // A 1 × 9 corridor: the players' cells are drawn, and whatever they are, both walk the
    // same distance towards each other's start; two defectors draw.
    void playOnAFile()
    {
        const QString file = write(QStringLiteral("c.maze"), ".........\n");
        const Run r = cli({QStringLiteral("play"), QStringLiteral("--maze"), file,
                           QStringLiteral("--a"), QStringLiteral("defector"), QStringLiteral("--b"),
                           QStringLiteral("defector"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o[QStringLiteral("outcome")].toString(), QStringLiteral("draw"));
        const int distance = o[QStringLiteral("distance")].toInt();
        QVERIFY(distance >= 1);
        QCOMPARE(o[QStringLiteral("steps")].toInt(), distance);
        QCOMPARE(o[QStringLiteral("trades")].toInt(), 0);
        const QJsonArray record = o[QStringLiteral("record")].toArray();
        QCOMPARE(record.size(), distance);
        QCOMPARE(record.last().toObject()[QStringLiteral("a")].toArray(),
                 o[QStringLiteral("startB")].toArray());

        const Run text = cli({QStringLiteral("play"), QStringLiteral("--steps"),
                              QStringLiteral("--seed"), QStringLiteral("4")});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.startsWith(QStringLiteral("21 x 21 maze; A (tit-for-tat) starts at (")),
                 qPrintable(text.out));
        QVERIFY(text.out.contains(QStringLiteral("\nstep 1: A (")));
        QVERIFY(text.out.contains(QStringLiteral(" cells, B ")));
    }

    void tournament()
    {
        const QStringList args{QStringLiteral("tournament"), QStringLiteral("--mazes"),
                               QStringLiteral("4"), QStringLiteral("--size"), QStringLiteral("6x6"),
                               QStringLiteral("--strategy"), QStringLiteral("defector"),
                               QStringLiteral("--strategy"), QStringLiteral("random:0.25"),
                               QStringLiteral("--json")};
        const Run one = cli(args + QStringList{QStringLiteral("--threads"), QStringLiteral("1")});
        const Run two = cli(args + QStringList{QStringLiteral("--threads"), QStringLiteral("2")});
        QCOMPARE(one.code, 0);
        QCOMPARE(one.out, two.out);
        const QJsonArray standings = json(one)[QStringLiteral("standings")].toArray();
        QCOMPARE(standings.size(), 2);
        for (const QJsonValue& v : standings)
            QCOMPARE(v.toObject()[QStringLiteral("games")].toInt(), 4 * 2 * 2);
        QCOMPARE(standings[1].toObject()[QStringLiteral("strategy")].toString(),
                 QStringLiteral("random:0.25"));

        const Run table = cli({QStringLiteral("tournament"), QStringLiteral("--mazes"),
                               QStringLiteral("2"), QStringLiteral("--size"), QStringLiteral("4x4")});
        QCOMPARE(table.code, 0);
        QVERIFY2(table.out.startsWith(QStringLiteral("128 games on 2 mazes (backtracker, 4 x 4")),
                 qPrintable(table.out));
        QVERIFY(table.out.contains(QStringLiteral("win-stay-lose-shift")));
    }

    void evolveAndPlayTheResult()
    {
        const QString saved = m_dir.filePath(QStringLiteral("best.txt"));
        const Run r = cli({QStringLiteral("evolve"), QStringLiteral("--population"),
                           QStringLiteral("4"), QStringLiteral("--generations"), QStringLiteral("2"),
                           QStringLiteral("--mazes"), QStringLiteral("1"), QStringLiteral("--size"),
                           QStringLiteral("4x4"), QStringLiteral("--opponent"),
                           QStringLiteral("tit-for-tat"), QStringLiteral("--save"), saved});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith(QStringLiteral("generation 1: best fitness ")));
        QVERIFY(r.out.contains(QStringLiteral("\ngeneration 2: ")));
        QVERIFY(r.out.contains(QStringLiteral("  SCORE_THRESHOLD = ")));
        const QString best = clitest::readText(saved).trimmed();
        QVERIFY2(best.startsWith(QStringLiteral("evolved:")), qPrintable(best));
        QVERIFY(r.out.contains(QStringLiteral("best: ") + best));
        const Run t = cli({QStringLiteral("tournament"), QStringLiteral("--mazes"),
                           QStringLiteral("1"), QStringLiteral("--size"), QStringLiteral("4x4"),
                           QStringLiteral("--strategy"), best, QStringLiteral("--strategy"),
                           QStringLiteral("grim-trigger")});
        QCOMPARE(t.code, 0);
        QVERIFY(t.out.contains(best));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no subcommand") << QStringList() << QStringLiteral("expected play, tournament or evolve");
        QTest::newRow("unknown subcommand") << QStringList{QStringLiteral("race")}
                                            << QStringLiteral("unknown subcommand 'race'");
        QTest::newRow("unknown strategy")
            << QStringList{QStringLiteral("play"), QStringLiteral("--a"), QStringLiteral("nice")}
            << QStringLiteral("unknown strategy 'nice' (known: random, defector");
        QTest::newRow("bad genome")
            << QStringList{QStringLiteral("tournament"), QStringLiteral("--strategy"),
                           QStringLiteral("evolved:1,2")}
            << QStringLiteral("a genome is 9 numbers separated by commas, not 2");
        QTest::newRow("size") << QStringList{QStringLiteral("tournament"), QStringLiteral("--size"),
                                             QStringLiteral("0x3")}
                              << QStringLiteral("--size must be RxC passage cells");
        QTest::newRow("generator") << QStringList{QStringLiteral("play"), QStringLiteral("--generator"),
                                                  QStringLiteral("nope")}
                                   << QStringLiteral("colab play: unknown");
        QTest::newRow("mutation") << QStringList{QStringLiteral("evolve"), QStringLiteral("--mutation"),
                                                 QStringLiteral("2")}
                                  << QStringLiteral("--mutation must be from 0 to 1");
        QTest::newRow("population") << QStringList{QStringLiteral("evolve"), QStringLiteral("--population"),
                                                   QStringLiteral("1")}
                                    << QStringLiteral("--population must be from 2 to 10000");
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void wallsOnly()
    {
        const QString file = write(QStringLiteral("w.maze"), ".#\n#.\n");
        const Run r = cli({QStringLiteral("play"), QStringLiteral("--maze"), file});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("no two connected free cells")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliColab)
#include "tst_cli_colab.moc"
