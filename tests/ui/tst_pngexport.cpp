// PNG export as a user meets it (File > Export as PNG, `exportMazePng`): the dialog's size and
// pixels, palette PNGs that keep every pixel, the banded drawing of big images, big exports as
// a cancellable document job, and an image the memory cannot hold refused with a message.
// Split from tst_mainwindow.
#include "uitesthelpers.h"

#include "core/control.h"
#include "core/gen/generators.h"
#include "core/sysmemory.h"
#include "tests/sanitized.h"
#include "ui/dialogs/exportdialog.h"
#include "ui/jobs/jobrunner.h"
#include "ui/mainwindow/filecontroller.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mazedocument.h"
#include "ui/mazerenderer.h"
#include "ui/savefile.h"
#include "ui/workspacefile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMessageBox>
#include <QPainter>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <chrono>
#include <thread>

#include <sys/resource.h>

using namespace mazelab;
using test::MessageBoxAnswerer;

class TestPngExport : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;

    MazeDocument* doc() { return m_window->document(); }

private slots:
    void initTestCase()
    {
        test::isolateSettings();
        QSettings().clear();
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->files()->openDemo();
        QVERIFY(test::showActive(*m_window));
    }

    void cleanup()
    {
        if (m_window)
            m_window->document()->undoStack()->setClean(); // nothing to ask on close
        m_window.reset();
    }

    void exportPngPixels()
    {
        Maze m(2, 3);
        m.setBlocked({0, 1}, true);
        ExportDialog dialog(m, 24);
        dialog.setCellSize(10);
        QCOMPARE(dialog.sizeText(), QStringLiteral("31 \u00d7 21 pixels"));
        const QString path = m_dir.filePath(QStringLiteral("m.png"));
        QString error;
        QVERIFY(exportMazePng(m, dialog.cellSize(), path, &error));
        const QImage png(path);
        QCOMPARE(png.size(), QSize(31, 21));
        const MazeStyle style;
        QCOMPARE(png.pixelColor(15, 5).rgb(), style.blocked.rgb()); // cell (0,1)
        QCOMPARE(png.pixelColor(5, 15).rgb(), style.free.rgb());    // cell (1,0), no marker
        QVERIFY(!exportMazePng(m, 10, QStringLiteral("/nonexistent/dir/m.png"), &error));
        QVERIFY(!error.isEmpty());
        // Written as a palette PNG (a quarter of the bytes to deflate), pixel for pixel the
        // drawing, anti-aliased S and G included.
        Maze big(9, 9);
        big.setBlocked({4, 4}, true);
        QVERIFY(exportMazePng(big, 24, path, &error));
        const QImage drawn = renderMazeImage(big, 24).convertToFormat(QImage::Format_ARGB32);
        const QImage read(path);
        QCOMPARE(read.format(), QImage::Format_Indexed8);
        QCOMPARE(read.convertToFormat(QImage::Format_ARGB32), drawn);
    }

    // A big export (over FileController::kSyncExportPixels) runs as the document's job: the
    // GUI thread returns at once, the status bar's job shows it, the file is the drawing;
    // cancelled it writes nothing, and while another job runs it says so instead.
    void bigPngExportIsACancellableJob()
    {
        Control seed(3);
        Workspace ws;
        ws.mazes.push_back({QStringLiteral("big"),
                            gen::generate("backtracker", 500, 500, {}, seed)}); // 1001² cells
        doc()->reset(ws);
        const QString path = m_dir.filePath(QStringLiteral("big.png"));
        JobRunner* jobs = doc()->jobs();
        QElapsedTimer clock;
        clock.start();
        QVERIFY(m_window->files()->exportPngTo(path, 3)); // 3004² pixels: 9 M
        QVERIFY(clock.elapsed() < 200);                   // the drawing is not on this thread
        QVERIFY(jobs->isRunning());
        QCOMPARE(jobs->jobName(), QStringLiteral("Export PNG"));
        QVERIFY(QTest::qWaitFor([jobs] { return !jobs->isRunning(); }, 60000));
        const QImage read(path);
        QCOMPARE(read.format(), QImage::Format_Indexed8);
        QCOMPARE(read.convertToFormat(QImage::Format_ARGB32),
                 renderMazeImage(doc()->currentMaze(), 3).convertToFormat(QImage::Format_ARGB32));
        // Cancelled: nothing written (and no temporary file left).
        QVERIFY(QFile::remove(path));
        QList<JobOutcome> outcomes;
        connect(jobs, &JobRunner::finished, this,
                [&outcomes](const JobReport& r) { outcomes.append(r.outcome); });
        QVERIFY(m_window->files()->exportPngTo(path, 6)); // 6007²: 36 M pixels
        QTest::qWait(100);
        clock.restart();
        jobs->cancel();
        QVERIFY(QTest::qWaitFor([jobs] { return !jobs->isRunning(); }, 10000));
        const qint64 cancelMs = clock.elapsed();
        qInfo("PNG export cancelled after %lld ms", cancelMs);
        QVERIFY2(cancelMs < 2000, qPrintable(QString::number(cancelMs))); // only a blow-up
        QCOMPARE(outcomes, QList<JobOutcome>{JobOutcome::Cancelled});
        QVERIFY(!QFile::exists(path));
        QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral("big*")}, QDir::Files).size(), 0);
        // Another job running: the export says so and does not start.
        QVERIFY(jobs->start(
            QStringLiteral("Idle"),
            [](Control& c) {
                while (!c.checkNow())
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
            },
            [] {}));
        {
            MessageBoxAnswerer ok(QMessageBox::Ok);
            QVERIFY(!m_window->files()->exportPngTo(path, 3));
            QCOMPARE(ok.texts.size(), 1);
            QVERIFY2(ok.texts[0].contains(QStringLiteral("Idle")), qPrintable(ok.texts[0]));
        }
        jobs->cancel();
        QVERIFY(QTest::qWaitFor([jobs] { return !jobs->isRunning(); }, 10000));
        QVERIFY(m_window->files()->exportPngTo(path, 1)); // small: at once, no job
        QVERIFY(!jobs->isRunning());
        QCOMPARE(QImage(path).size(), QSize(1002, 1002));
    }

    // An export the memory cannot hold ends with a message, not the OOM killer or a crash: here
    // a 32,033² image (6 GB with its palette copy and PNG) under an address-space limit of 2 GB
    // more than the process maps now (the up-front check against defaultSearchMemoryCap()
    // refuses it; without it QImage's failed allocation would). The limit is lifted again.
    void pngExportBeyondMemorySaysSo()
    {
        if constexpr (test::kSanitized)
            QSKIP("the sanitizers map terabytes of shadow memory: no address-space limit");
        Maze maze(1001, 1001);
        const QString path = m_dir.filePath(QStringLiteral("huge.png"));
        rlimit before{};
        QCOMPARE(getrlimit(RLIMIT_AS, &before), 0);
        const std::size_t headroom = addressSpaceHeadroomBytes(); // SIZE_MAX: no limit yet
        QVERIFY(headroom == SIZE_MAX);
        std::size_t mapped = 0;
        {
            QFile status(QStringLiteral("/proc/self/status"));
            QVERIFY(status.open(QIODevice::ReadOnly));
            for (const QByteArray& line : status.readAll().split('\n'))
                if (line.startsWith("VmSize:"))
                    mapped = line.mid(7).trimmed().split(' ').first().toULongLong() * 1024;
        }
        QVERIFY(mapped > 0);
        rlimit limited = before;
        limited.rlim_cur = mapped + (std::size_t(2) << 30);
        QCOMPARE(setrlimit(RLIMIT_AS, &limited), 0);
        QString error;
        const bool ok = exportMazePng(maze, 32, path, &error);
        QCOMPARE(setrlimit(RLIMIT_AS, &before), 0);
        QVERIFY(!ok);
        QVERIFY2(error.contains(QStringLiteral("Not enough memory for an image of 32033")),
                 qPrintable(error));
        QVERIFY(!QFile::exists(path));
    }

    // The export's banded drawing (bands of about 1 M pixels, polled between them) gives the
    // pixels of one paintMaze call: walls, grid lines at the band edges, weave crossings whose
    // tunnels reach into the next band, the markers drawn once.
    void bandedRenderEqualsOnePaint_data()
    {
        QTest::addColumn<int>("cellPx");
        QTest::addColumn<bool>("weave");
        QTest::newRow("1 px") << 1 << false;
        QTest::newRow("5 px, grid fading") << 5 << false;
        QTest::newRow("12 px, full grid") << 12 << false;
        QTest::newRow("9 px, weave") << 9 << true;
        QTest::newRow("16 px, weave") << 16 << true;
    }
    void bandedRenderEqualsOnePaint()
    {
        QFETCH(int, cellPx);
        QFETCH(bool, weave);
        Control seed(7);
        const int passages = 2600 / (2 * cellPx); // about 2600 pixels a side: 2 or more bands
        Maze maze = gen::generate(weave ? "weave" : "backtracker", passages, passages,
                                  weave ? gen::GenParams{{"crossings", "0.8"}} : gen::GenParams{},
                                  seed);
        QVERIFY(!weave || maze.crossings().size() > 10);
        const MazeStyle style;
        QImage one(maze.cols() * cellPx + 1, maze.rows() * cellPx + 1,
                   QImage::Format_ARGB32_Premultiplied);
        one.fill(style.grid);
        {
            QPainter painter(&one);
            paintMaze(painter, maze, cellPx, {}, style);
            painter.setPen(style.grid);
            painter.drawRect(QRectF(0, 0, one.width() - 1, one.height() - 1));
        }
        Control control;
        QList<double> bands;
        const QImage banded = renderMazeImage(maze, cellPx, style, control,
                                              [&bands](double done) { bands.append(done); });
        QVERIFY2(bands.size() >= 2, qPrintable(QString::number(bands.size())));
        QCOMPARE(bands.last(), 1.0);
        QCOMPARE(banded, one);
        QCOMPARE(renderMazeImage(maze, cellPx), one);
        control.cancel(); // cancelled: no image
        QVERIFY(renderMazeImage(maze, cellPx, style, control, {}).isNull());
    }

    // encodeImage's palette PNG only where it is exact: opaque 32-bit images of at most 255
    // colours; 256 colours or one translucent pixel keep the 32-bit PNG. Either way the PNG
    // decodes to the same pixels.
    void pngPaletteOnlyWhenExact_data()
    {
        QTest::addColumn<int>("colours");
        QTest::addColumn<int>("alpha");
        QTest::addColumn<int>("format");
        QTest::addColumn<bool>("indexed");
        QTest::newRow("1 colour") << 1 << 255 << int(QImage::Format_RGB32) << true;
        QTest::newRow("255 colours") << 255 << 255 << int(QImage::Format_ARGB32) << true;
        QTest::newRow("255, premultiplied")
            << 255 << 255 << int(QImage::Format_ARGB32_Premultiplied) << true;
        QTest::newRow("256 colours") << 256 << 255 << int(QImage::Format_RGB32) << false;
        QTest::newRow("translucent") << 3 << 128 << int(QImage::Format_ARGB32) << false;
        QTest::newRow("RGB888") << 3 << 255 << int(QImage::Format_RGB888) << false;
    }
    void pngPaletteOnlyWhenExact()
    {
        QFETCH(int, colours);
        QFETCH(int, alpha);
        QFETCH(int, format);
        QFETCH(bool, indexed);
        QImage image(40, 30, QImage::Format_ARGB32);
        for (int y = 0; y < 30; ++y)
            for (int x = 0; x < 40; ++x) { // runs of equal pixels, colours in any order
                const int k = ((y * 40 + x) / 3 * 7) % colours;
                image.setPixel(x, y, qRgba(k % 256, (k * 37) % 256, k / 256 * 255, 255));
            }
        image.setPixel(39, 29, qRgba(0, 0, 0, alpha)); // colour 0, maybe translucent
        image = image.convertToFormat(QImage::Format(format));
        QCOMPARE(exactPaletteImage(image).isNull(), !indexed);
        QImage decoded;
        QVERIFY(decoded.loadFromData(encodeImage(image), "PNG"));
        QCOMPARE(decoded.depth() <= 8, indexed); // a palette (Qt writes black only as grey)
        QCOMPARE(decoded.convertToFormat(QImage::Format_ARGB32),
                 image.convertToFormat(QImage::Format_ARGB32));
    }

};

QTEST_MAIN(TestPngExport)
#include "tst_pngexport.moc"
