// GIF export of a carving too big to animate (Generate mode, > kMaxAnimatedCells passage
// cells): the export button and File › Export animation… stay enabled, the result line and
// the file dialog name the bounds, the job records the carving again with a streaming trace and
// writes a sampled GIF (at most kBigCarvingFrames frames, at most kBigCarvingPixels a side) whose last frame is
// the finished maze; Cancel leaves no file; memory stays bounded (printed).
#include "generatefixture.h"

#include "core/trace/celltrace.h"
#include "ui/gen/bigcarvingexport.h"

#include <QFileDialog>
#include <QFileInfo>

using namespace mazelab;

namespace {
long rssKiB()
{
    return long(residentMemoryBytes() / 1024);
}
} // namespace

class TestGenBigExport : public test::GenerateFixture {
    Q_OBJECT
    // A big maze is measured by a second job after it is shown.
    void waitMeasured()
    {
        QVERIFY(QTest::qWaitFor([this] { return m_page->result()->distances != nullptr; },
                                120000));
        QVERIFY(waitJob());
    }

private slots:
    void init() { setUp(); }
    void cleanup() { tearDown(); }

    void exportThroughTheMenu()
    {
        setRequest("backtracker", 510, 500, 3); // 255,000 cells: no trace
        form()->instantCheck()->setChecked(true);
        clickGenerate();
        QVERIFY(m_page->result());
        QVERIFY(!m_page->result()->trace);
        waitMeasured();
        QVERIFY(m_page->exportButton()->isEnabled());
        QVERIFY(m_window->actions()->exportAnimation->isEnabled());
        if (const QString shots = qEnvironmentVariable("GEN_SHOTS"); !shots.isEmpty())
            m_window->grab().save(shots + QStringLiteral("/generate-big.png"));
        // The result line says what the export gives.
        QVERIFY2(form()->message().contains(QString::number(kBigCarvingFrames)),
                 qPrintable(form()->message()));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.gif"));
        QString title;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            title = dialog->windowTitle();
            dialog->selectFile(path);
            QMetaObject::invokeMethod(dialog, "accept");
        });
        m_window->actions()->exportAnimation->trigger();
        QVERIFY(title.contains(QString::number(kBigCarvingFrames)));
        QVERIFY(waitJob(240000)); // regenerates the big maze: seconds idle, a minute loaded
        QVERIFY2(QFileInfo::exists(path), qPrintable(form()->message()));
        QVERIFY2(form()->message().contains(QStringLiteral("big.gif")),
                 qPrintable(form()->message()));
        qInfo("%s", qPrintable(form()->message()));

        QImageReader reader(path);
        const int frames = reader.imageCount();
        QVERIFY(frames >= 10);
        QVERIFY(frames <= kBigCarvingFrames);
        QVERIFY(reader.size().width() <= kBigCarvingPixels);
        QVERIFY(reader.size().height() <= kBigCarvingPixels);
        QImage last;
        for (int i = 0; i < frames; ++i)
            QVERIFY(reader.read(&last));
        // The last frame is the finished maze, scaled down.
        const Maze& maze = m_page->result()->maze;
        CarvingSampler sampler(maze.rows(), maze.cols(), kBigCarvingFrames, kBigCarvingPixels);
        sampler.finish(maze);
        QCOMPARE(last.convertToFormat(QImage::Format_RGB32),
                 sampler.frame(0).convertToFormat(QImage::Format_RGB32));
    }

    void cancelLeavesNoFile()
    {
        setRequest("wilson", 600, 600, 2);
        form()->instantCheck()->setChecked(true);
        clickGenerate();
        QVERIFY(!m_page->result()->trace);
        waitMeasured();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("c.gif"));
        QVERIFY(m_page->exportBigCarving(path));
        QTest::qWait(100);
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(form()->cancelButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        qInfo("cancel took %lld ms", clock.elapsed());
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(form()->generateButton()->isEnabled());
    }

    // The sampler keeps at most 2 · maxFrames frames while it runs and maxFrames at the end;
    // the export's memory is one int32 per block cell plus the compressed frames.
    void samplerAndMemory()
    {
        gen::GenRequest request;
        request.algorithm = "kruskal";
        request.rows = request.cols = 1000;
        GenerationInput input;
        input.request = request;
        input.seed = 4;
        QTemporaryDir dir;
        const long before = rssKiB();
        Control control;
        long peak = before;
        control.setProgressSink([&](double, const ProgressMessage&) {
            peak = std::max(peak, rssKiB());
        });
        QElapsedTimer clock;
        clock.start();
        const BigCarvingResult r =
            exportBigCarving(dir.filePath(QStringLiteral("k.gif")), input.request, input.seed, 120,
                             400, 50, control);
        peak = std::max(peak, rssKiB());
        QVERIFY2(r.gif.ok, qPrintable(r.gif.error));
        QVERIFY(r.frames <= 120 && r.frames >= 60);
        QCOMPARE(r.cellsPerPixel, 6); // ⌈2001 / 400⌉
        QCOMPARE(r.frameSize, QSize(334, 334));
        qInfo("kruskal 1000 x 1000: %d frames of %dx%d px from %lld steps, %zu KiB compressed, "
              "GIF %lld KiB, %lld ms, resident growth %ld KiB",
              r.frames, r.frameSize.width(), r.frameSize.height(), r.steps,
              r.compressedBytes / 1024, r.gif.bytes / 1024, clock.elapsed(), peak - before);
        // A full trace of this carving would hold ~25 bytes per cell (25 MB here); the export
        // holds the state (16 MB), the generator's grids and the frames.
        QVERIFY(peak - before < 160 * 1024);
    }
};

QTEST_MAIN(TestGenBigExport)
#include "tst_genbigexport.moc"
