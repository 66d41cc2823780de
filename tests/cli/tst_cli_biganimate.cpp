// `mazelab-cli animate generate` above the animation limit (250,000 passage cells): the
// carving is recorded again as a stream and sampled (ui/gen/bigcarvingexport.h), so the GIF
// has at most kBigCarvingFrames frames of at most kBigCarvingPixels a side, and stderr says so.
#include "ui/gen/bigcarvingexport.h"

#include <QFileInfo>
#include <QImageReader>
#include <QTemporaryDir>
#include <QTest>

#include "clitest.h"

class TestCliBigAnimate : public QObject {
    Q_OBJECT
private slots:
    void sampledGif()
    {
        QTemporaryDir dir;
        const QString gif = dir.filePath(QStringLiteral("big.gif"));
        const clitest::Run r = clitest::run(
            QStringLiteral("animate"),
            {QStringLiteral("generate"), QStringLiteral("hunt-and-kill"), QStringLiteral("520x500"),
             QStringLiteral("--seed"), QStringLiteral("2"), QStringLiteral("--gif"), gif},
            300000);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains(QLatin1String("sampled")), qPrintable(r.err));
        QVERIFY(QFileInfo::exists(gif));
        QImageReader reader(gif);
        QVERIFY(reader.imageCount() >= 10);
        QVERIFY(reader.imageCount() <= mazelab::kBigCarvingFrames);
        QVERIFY(reader.size().width() <= mazelab::kBigCarvingPixels);
        qInfo("%d frames of %dx%d px; %s", reader.imageCount(), reader.size().width(),
              reader.size().height(), qPrintable(r.err.trimmed()));
    }
};

QTEST_GUILESS_MAIN(TestCliBigAnimate)
#include "tst_cli_biganimate.moc"
