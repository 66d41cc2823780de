// mazelab-cli token solve / generate end to end: JSON shape, exit codes, the document's
// examples, options and bad input.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "clitest.h"

using clitest::json;
using clitest::Run;

class TestCliToken : public clitest::CliFixture {
    Q_OBJECT
public:
    TestCliToken() : CliFixture(QStringLiteral("token"), 60000) {}

private slots:
    void solveTwoByTwo()
    {
        const QString file = write(QStringLiteral("b.maze"), "#.\n..\n");
        const Run r = cli({QStringLiteral("solve"), file, QStringLiteral("--all"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o[QStringLiteral("solvable")].toBool(), true);
        QCOMPARE(o[QStringLiteral("solutions")].toInt(), 2);
        QCOMPARE(o[QStringLiteral("paths")].toArray().size(), 2);
        QCOMPARE(o[QStringLiteral("path")].toArray().size(), 3);
        QVERIFY(o[QStringLiteral("nodes")].toInt() > 0);
    }

    void countEmptyEightByEight()
    {
        const QString file = write(QStringLiteral("e8.maze"), QByteArray("........\n").repeated(8));
        const Run r = cli({QStringLiteral("solve"), file, QStringLiteral("--count"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)[QStringLiteral("solutions")].toInt(), 32);
        QCOMPARE(json(r)[QStringLiteral("complete")].toBool(), true);
    }

    void unsolvableExitsOneWithReason()
    {
        // 5×5 with an obstacle at cell 2 (document §6.2: even cells are unsolvable).
        const QString file = write(QStringLiteral("u.maze"), ".#...\n.....\n.....\n.....\n.....\n");
        const Run r = cli({QStringLiteral("solve"), file, QStringLiteral("--json")});
        QCOMPARE(r.code, 1);
        QCOMPARE(json(r)[QStringLiteral("solvable")].toBool(), false);
        QCOMPARE(json(r)[QStringLiteral("reason")].toString(), QStringLiteral("parity"));
        const Run text = cli({QStringLiteral("solve"), file});
        QCOMPARE(text.code, 1);
        QVERIFY(text.out.contains(QStringLiteral("Checkerboard")));
    }

    void startOption()
    {
        const QString file = write(QStringLiteral("s.maze"), "#.\n..\n");
        Run r = cli({QStringLiteral("solve"), file, QStringLiteral("--start"), QStringLiteral("0,1"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)[QStringLiteral("path")].toArray().first().toArray(), (QJsonArray{0, 1}));
        r = cli({QStringLiteral("solve"), file, QStringLiteral("--start"), QStringLiteral("1,1")});
        QCOMPARE(r.code, 1);
        r = cli({QStringLiteral("solve"), file, QStringLiteral("--start"), QStringLiteral("5,5")});
        QCOMPARE(r.code, 2);
    }

    void nodeLimitGivesUp()
    {
        const QString file = write(QStringLiteral("e9.maze"), QByteArray(".........\n").repeated(9));
        const Run r = cli({QStringLiteral("solve"), file, QStringLiteral("--count"), QStringLiteral("--node-limit"), QStringLiteral("10"), QStringLiteral("--json")});
        QCOMPARE(r.code, 1);
        QCOMPARE(json(r)[QStringLiteral("verdict")].toString(), QStringLiteral("gave-up"));
        QCOMPARE(json(r)[QStringLiteral("complete")].toBool(), false);
    }

    void badInput()
    {
        QCOMPARE(cli({QStringLiteral("solve"), m_dir.filePath(QStringLiteral("missing.maze"))}).code, 2);
        const QString bad = write(QStringLiteral("bad.maze"), "..\n.?\n");
        const Run r = cli({QStringLiteral("solve"), bad});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QStringLiteral(":2:2:")));
        QCOMPARE(cli({QStringLiteral("frobnicate")}).code, 2);
        QCOMPARE(cli({QStringLiteral("generate"), QStringLiteral("4"), QStringLiteral("--obstacles"), QStringLiteral("16")}).code, 2);
        QCOMPARE(cli({QStringLiteral("generate"), QStringLiteral("4")}).code, 2);
    }

    void generateUniqueWritesFile()
    {
        const QString out = m_dir.filePath(QStringLiteral("g.maze"));
        const Run g = cli({QStringLiteral("generate"), QStringLiteral("6"), QStringLiteral("6"), QStringLiteral("--obstacles"), QStringLiteral("4"),
                           QStringLiteral("--unique"), QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("-o"), out, QStringLiteral("--json")});
        QCOMPARE(g.code, 0);
        QCOMPARE(json(g)[QStringLiteral("solutions")].toInt(), 1);
        const Run s = cli({QStringLiteral("solve"), out, QStringLiteral("--count"), QStringLiteral("--json")});
        QCOMPARE(s.code, 0);
        QCOMPARE(json(s)[QStringLiteral("solutions")].toInt(), 1);
        // Same seed, same board.
        const Run again = cli({QStringLiteral("generate"), QStringLiteral("6"), QStringLiteral("6"), QStringLiteral("--obstacles"), QStringLiteral("4"),
                               QStringLiteral("--unique"), QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--json")});
        QCOMPARE(json(again)[QStringLiteral("board")], json(g)[QStringLiteral("board")]);
    }
};

QTEST_GUILESS_MAIN(TestCliToken)
#include "tst_cli_token.moc"
