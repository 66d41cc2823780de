// mazelab-cli metrics: `--generator all` (one row per generator, the same numbers and CSV as
// core/gen/comparison.h and the Generate mode's comparison dialog) and the passage statistics
// of one maze (passageStats, text and --json).
#include "core/gen/comparison.h"
#include "core/gen/generators.h"
#include "core/gen/metrics.h"
#include "core/mazeformat.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "clitest.h"

namespace {
using clitest::json;
using clitest::Run;

Run metrics(const QStringList& args)
{
    return clitest::run(QStringLiteral("metrics"), args, 120000);
}

// The CSV without its "ms" column (timing differs from run to run).
QStringList withoutMs(const QString& csv)
{
    const int ms = int(mazelab::gen::comparisonColumns().size()) - 2;
    QStringList lines = csv.trimmed().split(QLatin1Char('\n'));
    for (QString& line : lines) {
        QStringList fields = line.split(QLatin1Char(','));
        if (fields.size() > ms)
            fields.removeAt(ms);
        line = fields.join(QLatin1Char(','));
    }
    return lines;
}
} // namespace

class TestCliMetrics : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void allGeneratorsCsvEqualsTheCore()
    {
        const Run r = metrics({QStringLiteral("--generator"), QStringLiteral("all"),
                               QStringLiteral("--count"), QStringLiteral("3"),
                               QStringLiteral("--size"), QStringLiteral("5x6"),
                               QStringLiteral("--seed"), QStringLiteral("9"),
                               QStringLiteral("--csv")});
        QCOMPARE(r.code, 0);
        mazelab::gen::ComparisonRequest request;
        request.count = 3;
        request.rows = 5;
        request.cols = 6;
        request.seed = 9;
        mazelab::Control control;
        const auto rows = mazelab::gen::compareGenerators(request, control);
        const QString expected = QString::fromStdString(mazelab::gen::comparisonCsv(rows));
        QCOMPARE(withoutMs(r.out), withoutMs(expected));
        QCOMPARE(r.out.count(QLatin1Char('\n')),
                 qsizetype(mazelab::gen::generatorList().size() + 1));
    }
    void allGeneratorsTextAndJson()
    {
        const Run text = metrics({QStringLiteral("--generator"), QStringLiteral("all"),
                                  QStringLiteral("--count"), QStringLiteral("2")});
        QCOMPARE(text.code, 0);
        const QStringList lines = text.out.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), qsizetype(mazelab::gen::generatorList().size()) + 2);
        QVERIFY(lines[1].startsWith(QLatin1String("generator")));
        QVERIFY(lines[1].contains(QLatin1String("avg_passage")));
        QVERIFY(lines[2].startsWith(QLatin1String("backtracker")));

        const QJsonObject o = json(metrics({QStringLiteral("--generator"), QStringLiteral("all"),
                                            QStringLiteral("--count"), QStringLiteral("2"),
                                            QStringLiteral("--json")}));
        const QJsonArray list = o[QStringLiteral("generators")].toArray();
        QCOMPARE(list.size(), qsizetype(mazelab::gen::generatorList().size()));
        const QJsonObject first = list[0].toObject();
        QCOMPARE(first[QStringLiteral("generator")].toString(), QStringLiteral("backtracker"));
        QCOMPARE(first[QStringLiteral("perfect")].toInt(), 2);
        QVERIFY(first[QStringLiteral("avg_passage")].toDouble() > 0);
        for (const QJsonValue& v : list)
            if (v.toObject()[QStringLiteral("generator")].toString() == QLatin1String("cavern")) {
                QVERIFY(v.toObject()[QStringLiteral("M1")].isNull()); // block-only
                QVERIFY(v.toObject()[QStringLiteral("avg_passage")].toDouble() > 0);
            }
    }
    // passageStats of one maze: in the text and the JSON of `metrics FILE`, equal to the core's.
    void passageStatsOfAFile_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::newRow("backtracker") << QStringLiteral("backtracker");
        QTest::newRow("kruskal") << QStringLiteral("kruskal");
        QTest::newRow("weave") << QStringLiteral("weave");
    }
    void passageStatsOfAFile()
    {
        QFETCH(QString, algorithm);
        const QString file = m_dir.filePath(algorithm + QStringLiteral(".maze"));
        QCOMPARE(clitest::run(QStringLiteral("generate"),
                              {algorithm, QStringLiteral("12x17"), QStringLiteral("--seed"),
                               QStringLiteral("5"), QStringLiteral("-o"), file})
                     .code,
                 0);
        const mazelab::MazeFile parsed = mazelab::readMazeFile(file.toStdString());
        const mazelab::gen::PassageStats p = mazelab::gen::passageStats(parsed.mazes.at(0));
        QVERIFY(p.passages > 0);
        const QJsonObject o = json(metrics({file, QStringLiteral("--json")}));
        const QJsonObject passages = o[QStringLiteral("passages")].toObject();
        QCOMPARE(passages[QStringLiteral("passages")].toInteger(), qint64(p.passages));
        QCOMPARE(passages[QStringLiteral("steps")].toInteger(), qint64(p.steps));
        QCOMPARE(passages[QStringLiteral("longest")].toInteger(), qint64(p.longest));
        QCOMPARE(passages[QStringLiteral("average")].toDouble(), p.averageLength);
        QVERIFY(o.contains(QStringLiteral("M1"))); // beside the other metrics
        const Run text = metrics({file});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains(QStringLiteral("passages: %1, average length: %2 block cells, "
                                                  "longest: %3")
                                       .arg(p.passages)
                                       .arg(p.averageLength, 0, 'f', 4)
                                       .arg(p.longest)),
                 qPrintable(text.out));
        // `generate --json` carries them too.
        const QJsonObject g = json(clitest::run(
            QStringLiteral("generate"),
            {algorithm, QStringLiteral("12x17"), QStringLiteral("--seed"), QStringLiteral("5"),
             QStringLiteral("--json")}));
        QCOMPARE(g[QStringLiteral("passages")].toObject()[QStringLiteral("passages")].toInteger(),
                 qint64(p.passages));
    }
    void allGeneratorsRefusesParameters()
    {
        const Run r = metrics({QStringLiteral("--generator"), QStringLiteral("all"),
                               QStringLiteral("-p"), QStringLiteral("bias=0.5")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QLatin1String("--param")));
    }
};

QTEST_GUILESS_MAIN(TestCliMetrics)
#include "tst_cli_metrics.moc"
