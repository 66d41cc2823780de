// mazelab-cli generate / metrics end to end: the list, block-form output, JSON, files, masks,
// start placement, the distribution table, and refused input with exit code 2.
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "clitest.h"

namespace {
using clitest::json;
using clitest::Run;

Run gen(const QStringList& args)
{
    return clitest::run(QStringLiteral("generate"), args, 60000);
}
Run metrics(const QStringList& args)
{
    return clitest::run(QStringLiteral("metrics"), args, 60000);
}
} // namespace

class TestCliGenerate : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void list()
    {
        const Run r = gen({QStringLiteral("--list")});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.trimmed().split(QLatin1Char('\n'));
        QVERIFY(lines.size() >= 14);
        QVERIFY(lines.first().startsWith(QLatin1String("backtracker bias=0")));
        for (const char* name :
             {"binary-tree", "sidewinder", "hunt-and-kill", "kruskal", "aldous-broder", "wilson",
              "prim", "growing-tree", "eller", "division", "carving", "spiral", "cellular"})
            QVERIFY2(r.out.contains(QLatin1Char('\n') + QLatin1String(name)), name);
        const QJsonObject o = json(gen({QStringLiteral("--list"), QStringLiteral("--json")}));
        QCOMPARE(o[QStringLiteral("generators")].toArray().size(), lines.size());
    }
    void blockForm()
    {
        const Run r = gen({QStringLiteral("backtracker"), QStringLiteral("4x6"),
                           QStringLiteral("--seed"), QStringLiteral("3")});
        QCOMPARE(r.code, 0);
        QStringList rows = r.out.trimmed().split(QLatin1Char('\n'));
        QVERIFY(rows.first().startsWith(QLatin1String("; name: backtracker 4x6, seed 3")));
        rows.removeFirst();
        QCOMPARE(rows.size(), 9);
        for (const QString& row : rows)
            QCOMPARE(row.size(), 13);
        QCOMPARE(rows.first(), QString(13, QLatin1Char('#')));
        // Deterministic per seed.
        QCOMPARE(gen({QStringLiteral("backtracker"), QStringLiteral("4x6"),
                      QStringLiteral("--seed"), QStringLiteral("3")})
                     .out,
                 r.out);
        QVERIFY(gen({QStringLiteral("backtracker"), QStringLiteral("4x6"),
                     QStringLiteral("--seed"), QStringLiteral("4")})
                    .out
                != r.out);
        // The size as the other commands take it: "4 6" is "4x6".
        QCOMPARE(gen({QStringLiteral("backtracker"), QStringLiteral("4"), QStringLiteral("6"),
                      QStringLiteral("--seed"), QStringLiteral("3")})
                     .out,
                 r.out);
    }
    void jsonAndMetrics()
    {
        const QString file = m_dir.filePath(QStringLiteral("w.maze"));
        const Run r = gen({QStringLiteral("wilson"), QStringLiteral("12x9"), QStringLiteral("-o"),
                           file, QStringLiteral("--json"), QStringLiteral("--start"),
                           QStringLiteral("farthest")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o[QStringLiteral("rows")].toInt(), 12);
        QCOMPARE(o[QStringLiteral("complete")].toBool(), true);
        const QJsonObject m = o[QStringLiteral("metrics")].toObject();
        QCOMPARE(m[QStringLiteral("perfect")].toBool(), true);
        QCOMPARE(m[QStringLiteral("M5")].toDouble(), 1.0);
        // farthest: the solution is the longest path, so M1 · cells = M2 · cells + 1.
        QCOMPARE(qRound(m[QStringLiteral("M1")].toDouble() * 108),
                 qRound(m[QStringLiteral("M2")].toDouble() * 108) + 1);
        const Run back = metrics({file, QStringLiteral("--json")});
        QCOMPARE(back.code, 0);
        const QJsonObject mb = json(back);
        QCOMPARE(mb[QStringLiteral("solutionLength")], m[QStringLiteral("solutionLength")]);
        QCOMPARE(mb[QStringLiteral("cellTypes")], m[QStringLiteral("cellTypes")]);
        const Run text = metrics({file});
        QVERIFY(text.out.contains(QLatin1String("perfect: yes")));
    }
    void braidAndPng()
    {
        const QString png = m_dir.filePath(QStringLiteral("k.png"));
        const Run r
            = gen({QStringLiteral("kruskal"), QStringLiteral("10x10"), QStringLiteral("--braid"),
                   QStringLiteral("1"), QStringLiteral("--png"), png, QStringLiteral("--json"),
                   QStringLiteral("--cell"), QStringLiteral("4")});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)[QStringLiteral("metrics")].toObject()[QStringLiteral("deadEnds")].toInt(),
                 0);
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= 21 * 4);
    }
    void mask()
    {
        // A plus sign: the four 3 × 3 corners of a 9 × 9 image are black.
        QImage image(9, 9, QImage::Format_RGB32);
        image.fill(Qt::white);
        for (int r = 0; r < 9; ++r)
            for (int c = 0; c < 9; ++c)
                if ((r < 3 || r > 5) && (c < 3 || c > 5))
                    image.setPixel(c, r, qRgb(0, 0, 0));
        const QString path = m_dir.filePath(QStringLiteral("plus.png"));
        QVERIFY(image.save(path));
        const Run r = gen({QStringLiteral("prim"), QStringLiteral("9x9"), QStringLiteral("--mask"),
                           path, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject m = json(r)[QStringLiteral("metrics")].toObject();
        QCOMPARE(m[QStringLiteral("cells")].toInt(), 81 - 36);
        QCOMPARE(m[QStringLiteral("perfect")].toBool(), true);
        const QStringList rows
            = json(r)[QStringLiteral("maze")].toString().split(QLatin1Char('\n'));
        QCOMPARE(rows[1].left(8), QStringLiteral("#######S")); // start: first cell of the shape
        QCOMPARE(gen({QStringLiteral("unicursal"), QStringLiteral("9x9"),
                      QStringLiteral("--mask"), path})
                     .code,
                 2);
    }
    void distribution()
    {
        const Run r
            = metrics({QStringLiteral("--generator"), QStringLiteral("binary-tree"),
                       QStringLiteral("--count"), QStringLiteral("100"), QStringLiteral("--size"),
                       QStringLiteral("10x10"), QStringLiteral("--csv")});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 17);
        QCOMPARE(lines[0], QStringLiteral("code,walls,count,share"));
        QCOMPARE(lines[10], QStringLiteral("9,N--W,100,0.010000")); // the corner cell
        int zeros = 0;
        for (int i = 1; i <= 16; ++i)
            zeros += lines[i].section(QLatin1Char(','), 2, 2) == QLatin1String("0") ? 1 : 0;
        QCOMPARE(zeros, 7); // Table 4.10's zero entries
        const QJsonObject o = json(
            metrics({QStringLiteral("--generator"), QStringLiteral("division"),
                     QStringLiteral("--count"), QStringLiteral("10"), QStringLiteral("--json")}));
        QCOMPARE(o[QStringLiteral("perfect")].toInt(), 10);
        QCOMPARE(o[QStringLiteral("cellTypes")].toArray().size(), 16);
        const Run block = metrics({QStringLiteral("--generator"), QStringLiteral("cavern")});
        QCOMPARE(block.code, 2);
        QVERIFY(block.err.contains(QLatin1String("block maze")));
    }
    void refused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown") << QStringList{"maze", "3x3"} << "unknown algorithm";
        QTest::newRow("size") << QStringList{"prim", "0x3"} << "size";
        QTest::newRow("too big") << QStringList{"prim", "3000x3"} << "rows and columns";
        QTest::newRow("param") << QStringList{"prim", "3x3", "-p", "bias=1"} << "no parameter";
        QTest::newRow("range") << QStringList{"backtracker", "3x3", "-p", "bias=7"}
                               << "bias must be";
        QTest::newRow("braid") << QStringList{"prim", "3x3", "--braid", "2"} << "--braid";
        QTest::newRow("start") << QStringList{"prim", "3x3", "--start", "5,5"} << "--start";
        QTest::newRow("no size") << QStringList{"prim"} << "expected ALGO";
        QTest::newRow("three numbers") << QStringList{"prim", "3", "4", "5"} << "expected ALGO";
        QTest::newRow("half a size") << QStringList{"prim", "3", "x"} << "expected ALGO";
    }
    void refused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = gen(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }
    void metricsOfNonBlockMaze()
    {
        const QString file = m_dir.filePath(QStringLiteral("even.maze"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("....\n....\n");
        f.close();
        const Run r = metrics({file});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QLatin1String("block form")));
    }
};

QTEST_GUILESS_MAIN(TestCliGenerate)
#include "tst_cli_generate.moc"
