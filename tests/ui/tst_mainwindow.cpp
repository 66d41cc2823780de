// The main window as a user drives it: files, dialogs, shortcuts, export, settings (the
// language: tst_mainwindow_language).
#include "uitesthelpers.h"

#include "core/control.h"
#include "core/gen/generators.h"
#include "core/sysmemory.h"
#include "ui/dialogs/exportdialog.h"
#include "ui/jobs/jobrunner.h"
#include "ui/jobs/jobstatuswidget.h"
#include "ui/mainwindow/appsettings.h"
#include "ui/mainwindow/editorpage.h"
#include "ui/mainwindow/filecontroller.h"
#include "ui/mainwindow/mainactions.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mainwindow/mazelistdock.h"
#include "ui/mainwindow/statuspanel.h"
#include "ui/mazedocument.h"
#include "ui/mazerenderer.h"
#include "ui/mazeview.h"
#include "ui/savefile.h"
#include "ui/simaso/sequenceplayer.h"
#include "ui/simaso/simasopage.h"
#include "ui/tools/markertools.h"
#include "ui/tools/painttool.h"
#include "tests/sanitized.h"
#include "ui/workspacefile.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QPainter>
#include <QProgressBar>
#include <QToolButton>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>

#include <thread>

#include <sys/resource.h>

using namespace mazelab;
using test::MessageBoxAnswerer;

namespace {

void writeText(const QString& path, const QByteArray& text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

// (Kept outside the test class: moc does not parse raw string literals.)
const char* const kRaggedProject = R"({"format":"mazelab-project","version":1,"mazes":[{"name":"a",
    "rows":2, "cols":2,"cells":["..","#"],"start":[0,0],"goal":[1,1]}]})";


} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;

    MazeDocument* doc() { return m_window->document(); }
    MazeView* view() { return m_window->editor()->view(); }
    void clickCell(Cell c, Qt::KeyboardModifiers mods = {})
    {
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, mods, test::centreOf(*view(), c));
    }

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
        m_window->document()->setCurrentIndex(1); // the demo's 3 x 3 maze
        QVERIFY(test::showActive(*m_window));
    }

    void cleanup()
    {
        if (m_window)
            m_window->document()->undoStack()->setClean(); // nothing to ask on close
        m_window.reset();
    }

    void startsWithTheDemo()
    {
        QVERIFY(doc()->mazeCount() >= 3);
        QVERIFY(!doc()->isModified());
        QVERIFY(m_window->windowTitle().contains(QStringLiteral("Demo")));
        QVERIFY(m_window->windowTitle().contains(QStringLiteral("[*]")));
        // The editor is the first mode; feature pages (e.g. Simultaneous) follow it.
        QCOMPARE(m_window->modes()->widget(0)->objectName(), QStringLiteral("editorPage"));
    }

    void titleShowsUnsavedChanges()
    {
        QVERIFY(!m_window->isWindowModified());
        clickCell({0, 1});
        QVERIFY(m_window->isWindowModified());
        doc()->undoStack()->undo();
        QVERIFY(!m_window->isWindowModified());
    }

    void saveAndReopen_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow(".maze") << QStringLiteral("set.maze");
        QTest::newRow(".mazelab") << QStringLiteral("work.mazelab");
    }

    void saveAndReopen()
    {
        QFETCH(QString, name);
        const QString path = m_dir.filePath(name);
        doc()->setCurrentIndex(2);
        clickCell({1, 0}, Qt::ControlModifier); // Ctrl+click: the goal
        clickCell({3, 3});
        doc()->renameMaze(2, QStringLiteral("Renamed maze"));
        QVERIFY(m_window->files()->saveToFile(path));
        QVERIFY(!doc()->isModified());
        QVERIFY(!m_window->isWindowModified());
        QVERIFY(m_window->windowTitle().startsWith(name));
        const Workspace saved = doc()->workspace();

        m_window->files()->newWorkspace();
        QCOMPARE(doc()->mazeCount(), 1);
        QVERIFY(m_window->files()->openFile(path));
        QCOMPARE(doc()->workspace().mazes, saved.mazes);
        QCOMPARE(doc()->filePath(), QFileInfo(path).absoluteFilePath());
        QCOMPARE(AppSettings().recentFiles().value(0), QFileInfo(path).absoluteFilePath());
        QVERIFY(m_window->files()->recentFilesMenu()->isEnabled());
    }

    void projectKeepsSequencesAndWarnsForMaze()
    {
        doc()->setSequences({{QStringLiteral("s"), QStringLiteral("drdd")}});
        {
            MessageBoxAnswerer cancel(QMessageBox::Cancel);
            QVERIFY(!m_window->files()->saveToFile(m_dir.filePath(QStringLiteral("lost.maze"))));
            QCOMPARE(cancel.texts.size(), 1);
            QVERIFY(cancel.texts[0].contains(QStringLiteral(".mazelab")));
        }
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("lost.maze"))));
        const QString project = m_dir.filePath(QStringLiteral("keeps.mazelab"));
        QVERIFY(m_window->files()->saveToFile(project));
        QCOMPARE(readWorkspaceFile(project).sequences.size(), std::size_t(1));
    }

    void malformedFileShowsErrorAndKeepsDocument_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::newRow("maze") << QStringLiteral("bad.maze") << QByteArray("...\n.#?\n")
                              << QStringLiteral("line 2, column 3");
        QTest::newRow("project syntax") << QStringLiteral("bad.mazelab")
                                        << QByteArray("{\n\"format\": \"mazelab-project\",\n  oops}")
                                        << QStringLiteral("line 3, column");
        QTest::newRow("project ragged")
            << QStringLiteral("ragged.mazelab")
            << QByteArray(kRaggedProject)
            << QStringLiteral("mazes[0].cells[1]: ragged row");
        QTest::newRow("binary") << QStringLiteral("binary.maze") << QByteArray("\x01\x02\xff\n", 4)
                                << QStringLiteral("line 1, column 1");
    }

    void malformedFileShowsErrorAndKeepsDocument()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        const QString path = m_dir.filePath(name);
        writeText(path, content);
        clickCell({0, 1}); // unsaved work that must survive
        const Workspace before = doc()->workspace();
        MessageBoxAnswerer ok(QMessageBox::Ok);
        QVERIFY(!m_window->files()->loadFile(path));
        QCOMPARE(ok.texts.size(), 1);
        QVERIFY2(ok.texts[0].contains(expected), qPrintable(ok.texts[0]));
        QVERIFY2(ok.texts[0].contains(name), qPrintable(ok.texts[0]));
        QCOMPARE(doc()->workspace(), before);
        QVERIFY(doc()->isModified());
    }

    void maybeSaveOnClose()
    {
        clickCell({0, 1});
        {
            MessageBoxAnswerer cancel(QMessageBox::Cancel);
            QVERIFY(!m_window->close());
            QCOMPARE(cancel.texts.size(), 1);
            QVERIFY(cancel.texts[0].contains(QStringLiteral("unsaved changes")));
        }
        QVERIFY(m_window->isVisible());
        QVERIFY(doc()->isModified());
        {
            MessageBoxAnswerer discard(QMessageBox::Discard);
            QVERIFY(m_window->close());
            QCOMPARE(discard.texts.size(), 1);
        }
        QVERIFY(!m_window->isVisible());
    }

    void maybeSaveOnOpenAndNew()
    {
        const QString path = m_dir.filePath(QStringLiteral("other.maze"));
        writeText(path, "..\n..\n");
        clickCell({0, 1});
        {
            MessageBoxAnswerer cancel(QMessageBox::Cancel);
            QVERIFY(!m_window->files()->openFile(path));
        }
        QVERIFY(doc()->mazeCount() > 1); // still the demo
        {
            MessageBoxAnswerer discard(QMessageBox::Discard);
            m_window->files()->newWorkspace();
            QCOMPARE(discard.texts.size(), 1);
        }
        QCOMPARE(doc()->mazeCount(), 1);
        QVERIFY(!doc()->isModified());
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

    void toolShortcuts()
    {
        view()->setFocus();
        QTest::keyClick(view(), Qt::Key_S);
        QVERIFY(m_window->editor()->startAction()->isChecked());
        QVERIFY(dynamic_cast<StartTool*>(view()->tool()));
        QTest::keyClick(view(), Qt::Key_G);
        QVERIFY(dynamic_cast<GoalTool*>(view()->tool()));
        QTest::keyClick(view(), Qt::Key_B);
        QVERIFY(dynamic_cast<PaintTool*>(view()->tool()));
    }

    void standardShortcuts()
    {
        view()->setFocus();
        clickCell({0, 1});
        QCOMPARE(doc()->undoStack()->index(), 1);
        QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc()->undoStack()->index(), 0);
        QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(doc()->undoStack()->index(), 1);
        const double fitted = view()->cellSize();
        QTest::keyClick(m_window.get(), Qt::Key_Minus, Qt::ControlModifier);
        QVERIFY(view()->cellSize() < fitted);
        QTest::keyClick(m_window.get(), Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(view()->cellSize(), fitted);
        QVERIFY(m_window->actions()->undo->text().contains(QStringLiteral("Block cells")));
    }

    void statusBarShowsFacts()
    {
        auto* size = m_window->statusBar()->findChild<QLabel*>(QStringLiteral("statusSize"));
        auto* cell = m_window->statusBar()->findChild<QLabel*>(QStringLiteral("statusCell"));
        auto* zoom = m_window->statusBar()->findChild<QLabel*>(QStringLiteral("statusZoom"));
        QVERIFY(size && cell && zoom);
        QCOMPARE(size->text(), QStringLiteral("3 \u00d7 3"));
        QTRY_VERIFY(!m_window->statusPanel()->isComputing());
        QTRY_COMPARE(m_window->statusPanel()->solvableText(), QStringLiteral("Solvable: shortest path 4 moves"));
        QTest::mouseMove(view()->viewport(), test::centreOf(*view(), {2, 1}));
        QTRY_COMPARE(cell->text(), QStringLiteral("Cell 2, 1")); // xcb delivers the move later
        clickCell({1, 0});
        clickCell({2, 1});
        QTRY_COMPARE(m_window->statusPanel()->solvableText(), QStringLiteral("Not solvable"));
        QVERIFY(zoom->text().startsWith(QStringLiteral("Zoom ")));
    }

    void dropOpensFile()
    {
        // Drags `path` over the window and drops it; false when the window refuses the drag.
        const auto dropFile = [this](const QString& path) {
            QMimeData mime;
            mime.setUrls({QUrl::fromLocalFile(path)});
            QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, {});
            QApplication::sendEvent(m_window.get(), &enter);
            if (!enter.isAccepted())
                return false;
            QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, {});
            QApplication::sendEvent(m_window.get(), &drop);
            return true;
        };
        const QString path = m_dir.filePath(QStringLiteral("dropped.maze"));
        writeText(path, "; name: Dropped\n.#\n..\n");
        QVERIFY(dropFile(path));
        QCOMPARE(doc()->mazeName(0), QStringLiteral("Dropped"));
        // A .seq file goes to the Simultaneous player (on all solvable 3×3 mazes).
        auto* simaso = m_window->findChild<SimasoPage*>();
        QVERIFY(simaso);
        simaso->player()->sequenceEdit()->setText(QStringLiteral("dd"));
        const QString seq = m_dir.filePath(QStringLiteral("dropped.seq"));
        writeText(seq, "; sigma(3,3)\ndrddr uurrdd\n");
        QVERIFY(dropFile(seq));
        QCOMPARE(m_window->modes()->currentWidget(), simaso);
        QCOMPARE(simaso->player()->sequenceEdit()->text(), QStringLiteral("drddruurrdd"));
        QCOMPARE(doc()->mazeName(0), QStringLiteral("Dropped")); // the document stays
        QVERIFY(!dropFile(m_dir.filePath(QStringLiteral("notes.txt")))); // not ours
    }

    void addModeAndStatusWidget()
    {
        auto* page = new QLabel(QStringLiteral("a mode"));
        const int index = m_window->addMode(page, QStringLiteral("Mouse"));
        QCOMPARE(m_window->modes()->tabText(index), QStringLiteral("Mouse"));
        page->setWindowTitle(QStringLiteral("Maus"));
        QCOMPARE(m_window->modes()->tabText(index), QStringLiteral("Maus"));
        auto* progress = new QLabel(QStringLiteral("job"));
        m_window->addStatusWidget(progress);
        QVERIFY(m_window->statusBar()->isAncestorOf(progress));
        auto* dock = new QDockWidget(QStringLiteral("Panel"));
        dock->setObjectName(QStringLiteral("testPanel"));
        m_window->addPanel(dock);
        QVERIFY(m_window->isAncestorOf(dock));
    }

    void selectModeByName()
    {
        QVERIFY(m_window->selectMode(QStringLiteral("editor")));
        QCOMPARE(m_window->modes()->currentWidget(), static_cast<QWidget*>(m_window->editor()));
        QVERIFY(!m_window->selectMode(QStringLiteral("no-such-mode")));
    }

    // The document's job shows in the status bar with progress and a working Cancel button.
    void documentJobShowsInStatusBarAndCancels()
    {
        JobStatusWidget* status = m_window->jobStatus();
        QVERIFY(m_window->statusBar()->isAncestorOf(status));
        QCOMPARE(status->runner(), doc()->jobs());
        QVERIFY(!status->isVisible());
        bool finished = false;
        connect(doc()->jobs(), &JobRunner::finished, this, [&finished] { finished = true; });
        QVERIFY(doc()->jobs()->start(
            QStringLiteral("Spin"),
            [](Control& control) {
                for (std::uint64_t i = 0;; ++i) {
                    if (control.poll())
                        return i;
                    if (i % 100000 == 0)
                        control.progress(0.5, "halfway");
                }
            },
            [](std::uint64_t) {}));
        QTRY_VERIFY(status->isVisible());
        QTRY_COMPARE(status->progressBar()->value(), status->progressBar()->maximum() / 2);
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(status->cancelButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(finished, 2000);
        // The spec asks for 0.2 s (tst_jobs measures it); allow a loaded CI machine 1 s more.
        QVERIFY2(clock.elapsed() < 1200, qPrintable(QString::number(clock.elapsed())));
        QTRY_VERIFY(!status->isVisible());
    }

    // Closing the window while a job runs cancels it and destroys everything promptly.
    void closingDuringJobShutsDownCleanly()
    {
        auto window = std::make_unique<MainWindow>(false);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        std::atomic<bool> stopped{false};
        QVERIFY(window->document()->jobs()->start(
            QStringLiteral("Spin"),
            [&stopped](Control& control) {
                while (!control.poll()) {
                }
                stopped = true;
                return 0;
            },
            [](int) { QFAIL("no result after close"); }));
        QTest::qWait(50);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(window->close());
        window.reset();
        QVERIFY(stopped);
        QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
    }

    void windowStatePersists()
    {
        m_window->resize(900, 650);
        m_window->mazeList()->hide();
        QVERIFY(m_window->close());
        m_window = std::make_unique<MainWindow>();
        QCOMPARE(m_window->size(), QSize(900, 650));
        QVERIFY(m_window->mazeList()->isHidden());
        m_window->mazeList()->show();
        QVERIFY(m_window->close());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
