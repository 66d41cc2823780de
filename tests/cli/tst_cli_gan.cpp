// mazelab-cli gan list / evaluate / train and `generate gan` end to end: the built-in models,
// the evaluation's numbers (the network beats random walls of its own density), a model file
// read back with its errors by line and column, and training where the build has libtorch
// (stopped by SIGTERM, it writes its best epoch; a clear message where libtorch is missing).
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include "clitest.h"

using clitest::json;
using clitest::Run;

class TestCliGan : public clitest::CliFixture {
    Q_OBJECT
public:
    TestCliGan() : CliFixture(QStringLiteral("gan"), 300000) {}

private slots:
    void list()
    {
        const Run r = cli({QStringLiteral("list")});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 3);
        QVERIFY2(lines[0].startsWith(QStringLiteral("kruskal: ")), qPrintable(r.out));
        QVERIFY(lines[1].startsWith(QStringLiteral("hunt-and-kill: ")));
        QVERIFY(lines[2].startsWith(QStringLiteral("binary-tree: ")));
        QVERIFY(lines[0].contains(QStringLiteral("trained on ")));
        QCOMPARE(cli({}).code, 2);
        QCOMPARE(cli({QStringLiteral("paint")}).code, 2);
    }

    void evaluate()
    {
        const Run r = cli({QStringLiteral("evaluate"), QStringLiteral("--count"),
                           QStringLiteral("30"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o[QStringLiteral("model")].toString(), QStringLiteral("kruskal"));
        QCOMPARE(o[QStringLiteral("dataset")].toString(), QStringLiteral("kruskal"));
        const QJsonObject kruskal = o[QStringLiteral("dataset_stats")].toObject();
        QCOMPARE(kruskal[QStringLiteral("perfect")].toDouble(), 1.0);
        QCOMPARE(kruskal[QStringLiteral("mazes")].toInt(), 30);
        QCOMPARE(o[QStringLiteral("gan")].toObject()[QStringLiteral("cell_types")].toArray().size(), 16);
        QVERIFY(o[QStringLiteral("gan_distance")].toDouble() < o[QStringLiteral("random_distance")].toDouble());

        const Run perfect = cli({QStringLiteral("evaluate"), QStringLiteral("--model"),
                                 QStringLiteral("binary-tree"), QStringLiteral("--count"),
                                 QStringLiteral("10"), QStringLiteral("--output"),
                                 QStringLiteral("perfect"), QStringLiteral("--size"), QStringLiteral("9x7")});
        QCOMPARE(perfect.code, 0);
        QVERIFY2(perfect.out.contains(QStringLiteral("10 mazes of 9x7 each; model binary-tree (output perfect) against binary-tree")),
                 qPrintable(perfect.out));
        const QStringList gan = perfect.out.split(QLatin1Char('\n')).filter(QRegularExpression(QStringLiteral("^gan ")));
        QCOMPARE(gan.size(), 1);
        QVERIFY2(gan[0].contains(QStringLiteral(" 1.00     0.00     1.000    1.000 ")), qPrintable(gan[0]));
    }

    void badModelFile()
    {
        const QString file = write(QStringLiteral("bad.gan"), "mazelab-gan 1\nname x\nlatent 2\n"
                                                             "layer conv 3 2 1 1 0 none\n");
        const Run r = cli({QStringLiteral("evaluate"), QStringLiteral("--model"), file,
                           QStringLiteral("--dataset"), QStringLiteral("kruskal")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("line 4, column 12: IN must be 2")), qPrintable(r.err));
        QCOMPARE(cli({QStringLiteral("evaluate"), QStringLiteral("--model"),
                      QStringLiteral("/nonexistent/x.gan")}).code, 2);
        const Run size = cli({QStringLiteral("evaluate"), QStringLiteral("--size"), QStringLiteral("2000x2000")});
        QCOMPARE(size.code, 2);
        QVERIFY(size.err.contains(QStringLiteral("1,048,576")));
    }

    void generate()
    {
        const Run r = clitest::run(QStringLiteral("generate"),
                              {QStringLiteral("gan"), QStringLiteral("10x14"), QStringLiteral("--json"),
                               QStringLiteral("-p"), QStringLiteral("model=hunt-and-kill")});
        QCOMPARE(r.code, 0);
        QVERIFY(json(r)[QStringLiteral("metrics")].toObject()[QStringLiteral("perfect")].toBool());
        const Run bad = clitest::run(QStringLiteral("generate"),
                                {QStringLiteral("gan"), QStringLiteral("8"), QStringLiteral("-p"),
                                 QStringLiteral("model=prim")});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("model must be one of kruskal, hunt-and-kill, binary-tree")),
                 qPrintable(bad.err));
    }

    void train()
    {
        const QString model = m_dir.filePath(QStringLiteral("t.gan"));
        const Run r = cli({QStringLiteral("train"), QStringLiteral("--dataset"), QStringLiteral("sidewinder"),
                           QStringLiteral("--size"), QStringLiteral("8x8"), QStringLiteral("--samples"),
                           QStringLiteral("64"), QStringLiteral("--epochs"), QStringLiteral("1"),
                           QStringLiteral("--width"), QStringLiteral("8"), QStringLiteral("--latent"),
                           QStringLiteral("2"), QStringLiteral("--batch"), QStringLiteral("32"),
                           QStringLiteral("--out"), model});
#ifdef MAZELAB_HAVE_TORCH
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("epoch 1: loss D ")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("wrote ")));
        const Run e = cli({QStringLiteral("evaluate"), QStringLiteral("--model"), model,
                           QStringLiteral("--count"), QStringLiteral("3"), QStringLiteral("--json")});
        QCOMPARE(e.code, 0); // the name "sidewinder" doubles as the dataset to compare with
        QCOMPARE(json(e)[QStringLiteral("dataset")].toString(), QStringLiteral("sidewinder"));
        const Run noOut = cli({QStringLiteral("train")});
        QCOMPARE(noOut.code, 2);
        QVERIFY(noOut.err.contains(QStringLiteral("--out FILE is required")));
        const Run badSize = cli({QStringLiteral("train"), QStringLiteral("--size"), QStringLiteral("10x10"),
                                 QStringLiteral("--out"), model});
        QCOMPARE(badSize.code, 2);
        QVERIFY(badSize.err.contains(QStringLiteral("multiples of 4")));
        // SIGTERM (a batch system's pre-emption) reaches the trainer through mazelab-cli: the
        // best finished epoch is written, exit 1.
        const QString stopped = m_dir.filePath(QStringLiteral("stopped.gan"));
        QProcess p;
        p.start(QStringLiteral(MAZELAB_CLI_PATH),
                {QStringLiteral("gan"), QStringLiteral("train"), QStringLiteral("--size"),
                 QStringLiteral("8x8"), QStringLiteral("--samples"), QStringLiteral("64"),
                 QStringLiteral("--epochs"), QStringLiteral("100000"), QStringLiteral("--width"),
                 QStringLiteral("8"), QStringLiteral("--batch"), QStringLiteral("32"),
                 QStringLiteral("--out"), stopped});
        QString log;
        while (!log.contains(QStringLiteral("epoch 2:")) && p.waitForReadyRead(60000))
            log += QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(log.contains(QStringLiteral("epoch 2:")), qPrintable(log));
        p.terminate();
        QVERIFY(p.waitForFinished(60000));
        log += QString::fromUtf8(p.readAllStandardOutput());
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 1);
        QVERIFY2(log.contains(QStringLiteral("(stopped early)")), qPrintable(log));
        QVERIFY(QFile::exists(stopped));
#else
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QStringLiteral("built without libtorch")));
        QVERIFY(!QFile::exists(model));
#endif
    }
};

QTEST_GUILESS_MAIN(TestCliGan)
#include "tst_cli_gan.moc"
