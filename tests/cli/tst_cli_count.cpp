// mazelab-cli count: exact counts of solvable mazes (Nusser 2016, §4.7) end to end — JSON and
// text output, the brute-force cross-check, size parsing, exit codes and the time limit.
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include "clitest.h"

namespace {
using clitest::json;
using clitest::Run;

Run cli(const QStringList& args)
{
    return clitest::run(QStringLiteral("count"), args, 120000);
}
} // namespace

class TestCliCount : public QObject {
    Q_OBJECT
private slots:
    void counts_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<QString>("count");
        QTest::newRow("3 3") << QStringList{"3", "3"} << 3 << 3 << "51";
        QTest::newRow("square shorthand") << QStringList{"4"} << 4 << 4 << "3828";
        QTest::newRow("NxM") << QStringList{"3x4"} << 3 << 4 << "295";
        QTest::newRow("4 3") << QStringList{"4", "3"} << 4 << 3 << "295";
        QTest::newRow("1 9") << QStringList{"1", "9"} << 1 << 9 << "1";
        QTest::newRow("7 7") << QStringList{"7", "7"} << 7 << 7 << "9009490924794";
        QTest::newRow("9 9 big") << QStringList{"9", "9"} << 9 << 9 << "18633578769242938930634";
    }
    void counts()
    {
        QFETCH(QStringList, args);
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(QString, count);
        const Run r = cli(args + QStringList{QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o[QStringLiteral("rows")].toInt(), rows);
        QCOMPARE(o[QStringLiteral("cols")].toInt(), cols);
        QCOMPARE(o[QStringLiteral("count")].toString(), count);
        QCOMPARE(o[QStringLiteral("complete")].toBool(), true);
        QVERIFY(o[QStringLiteral("peak_states")].toInteger() >= 1);

        const Run text = cli(args);
        QCOMPARE(text.code, 0);
        const QString expected =
            QStringLiteral("%1x%2: %3 solvable maze").arg(rows).arg(cols).arg(count);
        QVERIFY2(text.out.startsWith(expected), qPrintable(text.out));
    }

    void bruteForceAgrees()
    {
        const QString jsonFlag = QStringLiteral("--json");
        for (const QStringList& size :
             {QStringList{"3", "3"}, QStringList{"2", "7"}, QStringList{"5", "4"}}) {
            const Run dp = cli(size + QStringList{jsonFlag});
            const Run bf = cli(size + QStringList{jsonFlag, QStringLiteral("--brute-force")});
            QCOMPARE(bf.code, 0);
            QCOMPARE(json(bf)[QStringLiteral("method")].toString(), QStringLiteral("brute-force"));
            const QString key = QStringLiteral("count");
            QCOMPARE(json(bf)[key].toString(), json(dp)[key].toString());
        }
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no size") << QStringList{} << "expected sizes";
        QTest::newRow("zero rows") << QStringList{"0", "3"} << "expected sizes";
        QTest::newRow("negative") << QStringList{"3", "-1"} << "";
        QTest::newRow("not a number") << QStringList{"three"} << "expected sizes";
        QTest::newRow("three sizes") << QStringList{"3", "3", "3"} << "expected sizes";
        QTest::newRow("too wide") << QStringList{"17", "20"} << "shorter side may be at most 16";
        QTest::newRow("too long") << QStringList{"3", "5000"} << "expected sizes";
        QTest::newRow("brute force too big") << QStringList{"6", "7", "--brute-force"}
                                             << "--brute-force";
        QTest::newRow("bad time limit") << QStringList{"3", "--time-limit", "soon"}
                                        << "--time-limit";
        QTest::newRow("unknown option") << QStringList{"3", "--frobnicate"} << "";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    // Out of time: exit 1, no count, a message on stderr.
    void timeLimit()
    {
        const Run r = cli({QStringLiteral("16"), QStringLiteral("16"), QStringLiteral("--json"),
                           QStringLiteral("--time-limit"), QStringLiteral("0.2")});
        QCOMPARE(r.code, 1);
        const QJsonObject o = json(r);
        QCOMPARE(o[QStringLiteral("complete")].toBool(), false);
        QVERIFY(!o.contains(QStringLiteral("count")));
        QVERIFY2(r.err.contains(QStringLiteral("time limit")), qPrintable(r.err));
    }

    void progress()
    {
        const Run r = cli({QStringLiteral("11"), QStringLiteral("--progress")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains(QStringLiteral("states")), qPrintable(r.err));
    }

    void help()
    {
        const Run r = cli({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("--brute-force")));
    }
};

QTEST_GUILESS_MAIN(TestCliCount)
#include "tst_cli_count.moc"
