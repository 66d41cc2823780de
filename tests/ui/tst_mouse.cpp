// The Mouse mode as a user drives it: the thesis' 7×7 maze gives 332 turns and its visit table,
// the player steps through the walk, clicking a cell edits the maze and restarts the walk,
// entrance / exit columns, the loop-less view, the optimum search and the GIF export.
#include "uitesthelpers.h"

#include "core/mazeformat.h"
#include "ui/jobs/jobrunner.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mazedocument.h"
#include "ui/mazeview.h"
#include "ui/mouse/mousepage.h"
#include "ui/player/playbackcontroller.h"
#include "ui/player/playerbar.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace mazelab;

class TestMouse : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> m_window;
    MousePage* m_page = nullptr;

    MazeDocument* doc() { return m_window->document(); }
    void loadFile(const char* name)
    {
        const MazeFile f = readMazeFile(std::string(MAZELAB_TEST_DATA) + "/mouse/" + name);
        Workspace ws;
        ws.mazes.push_back({QStringLiteral("maze"), f.mazes.front()});
        doc()->reset(ws);
        QCoreApplication::processEvents();
    }

private slots:
    void init()
    {
        test::isolateSettings();
        m_window = std::make_unique<MainWindow>(false);
        m_window->resize(1200, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->selectMode(QStringLiteral("mouse")));
        m_page = m_window->findChild<MousePage*>();
        QVERIFY(m_page);
    }
    void cleanup() { m_window.reset(); }

    void thesisSevenBySeven()
    {
        loadFile("thesis_7x7.maze");
        QCOMPARE(m_page->walk().steps, std::int64_t(332));
        QVERIFY(m_page->summaryLabel()->text().contains(QStringLiteral("332")));
        QCOMPARE(m_page->player()->length(), qint64(332));
        // Table 4.6, first row of visit counts, at the end of the walk.
        const auto v = m_page->visitsAt(332);
        QCOMPARE((std::vector<std::int64_t>(v.begin(), v.begin() + 7)),
                 (std::vector<std::int64_t>{14, 22, 14, 23, 12, 23, 10}));
        // The player steps through the turns.
        QTest::mouseClick(m_page->playerBar()->startButton(), Qt::LeftButton);
        QCOMPARE(m_page->player()->position(), qint64(0));
        QTest::mouseClick(m_page->playerBar()->stepForwardButton(), Qt::LeftButton);
        QCOMPARE(m_page->visitsAt(m_page->player()->position())[0], std::int64_t(1));
        QCOMPARE(m_page->playerBar()->counter()->text(), QStringLiteral("turn 1 / 332"));
        QTest::mouseClick(m_page->playerBar()->playButton(), Qt::LeftButton);
        QTRY_VERIFY(m_page->player()->position() > 1);
        if (qEnvironmentVariableIsSet("MAZELAB_SHOT_DIR"))
            m_window->grab().save(qEnvironmentVariable("MAZELAB_SHOT_DIR") + QStringLiteral("/mouse.png"));
    }

    // Clicking a cell builds a wall; the walk restarts at once (and stops playing); undo.
    void editRestartsWalk()
    {
        loadFile("thesis_3x3.maze");
        QCOMPARE(m_page->walk().steps, std::int64_t(12));
        QTest::mouseClick(m_page->playerBar()->playButton(), Qt::LeftButton);
        QTest::mouseClick(m_page->view()->viewport(), Qt::LeftButton, {},
                          test::centreOf(*m_page->view(), {0, 2}));
        QVERIFY(doc()->currentMaze().isBlocked({0, 2}));
        QVERIFY(!m_page->player()->isPlaying());
        QVERIFY(m_page->walk().steps != 12);
        doc()->undoStack()->undo();
        QCOMPARE(m_page->walk().steps, std::int64_t(12));
    }

    void noWayOut()
    {
        Workspace ws;
        Maze m(3, 3);
        for (int c = 0; c < 3; ++c)
            m.setBlocked({1, c}, true);
        ws.mazes.push_back({QStringLiteral("closed"), m});
        doc()->reset(ws);
        QVERIFY(m_page->walk().noWayOut);
        QVERIFY(m_page->summaryLabel()->text().startsWith(QStringLiteral("No way out")));
        QCOMPARE(m_page->player()->length(), qint64(0));
    }

    void entranceAndExitColumns()
    {
        Workspace ws;
        ws.mazes.push_back({QStringLiteral("open"), Maze(3, 3)});
        doc()->reset(ws);
        const std::int64_t before = m_page->walk().steps;
        m_page->exitSpin()->setValue(3);
        QVERIFY(m_page->walk().escaped);
        QVERIFY(m_page->walk().steps != before);
    }

    void looplessView()
    {
        loadFile("thesis_5x5.maze");
        m_page->looplessBox()->setChecked(true);
        // The thesis mazes have loops or not; either way the page says which.
        QVERIFY(!m_page->looplessLabel()->text().isEmpty());
        Workspace ws;
        Maze tree = parseMazeText("...\n##.\n...\n").mazes.front();
        ws.mazes.push_back({QStringLiteral("tree"), tree});
        doc()->reset(ws);
        m_page->exitSpin()->setValue(1);
        QVERIFY2(m_page->looplessLabel()->text().contains(QStringLiteral("= the simulated"))
                     && m_page->looplessLabel()->text().contains(QStringLiteral("without walking")),
                 qPrintable(m_page->looplessLabel()->text()));
    }

    void exhaustiveSearchOpensBest()
    {
        QFile::remove(MousePage::checkpointPath(4));
        m_page->searchSize()->setValue(4);
        m_page->searchMethod()->setCurrentIndex(0);
        QTest::mouseClick(m_page->searchButton(), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([this] { return !doc()->jobs()->isRunning(); }, 60000));
        QVERIFY2(m_page->searchResult()->text().contains(QStringLiteral("27")), qPrintable(m_page->searchResult()->text()));
        QCOMPARE(m_page->walk().steps, std::int64_t(27)); // the best maze is shown
        // The checkpoint lets a search resume; a finished one answers again from it.
        QVERIFY(QFile::exists(MousePage::checkpointPath(4)));
        QTest::mouseClick(m_page->searchButton(), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([this] { return !doc()->jobs()->isRunning(); }, 60000));
        QVERIFY2(m_page->searchResult()->text().startsWith(QStringLiteral("Optimum: 27")),
                 qPrintable(m_page->searchResult()->text()));
    }

    void exportGif()
    {
        loadFile("thesis_3x3.maze");
        QTemporaryDir dir;
        QString error;
        const QString path = dir.filePath(QStringLiteral("m.gif"));
        QVERIFY2(m_page->exportGif(path, 16, 1, &error), qPrintable(error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(6) == "GIF89a");
    }
};

QTEST_MAIN(TestMouse)
#include "tst_mouse.moc"
