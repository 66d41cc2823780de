// The main window as a user drives it: files, dialogs, shortcuts, export, settings (the
// language: tst_mainwindow_language).
#include "uitesthelpers.h"

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
#include "ui/simaso/sequenceplayer.h"
#include "ui/simaso/simasopage.h"
#include "ui/tools/markertools.h"
#include "ui/tools/painttool.h"
#include "ui/workspacefile.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QProgressBar>
#include <QToolButton>
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
