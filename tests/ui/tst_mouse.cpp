// The Mouse mode as a user drives it: the thesis' 7×7 maze gives 332 turns and its visit table,
// the player steps through the walk, clicking a cell edits the maze and restarts the walk,
// entrance / exit columns (spin boxes, clicks and drags on the arrows), the loop-less view, the
// optimum search with its best-so-far picture, the GIF export, the mouse disc that keeps its
// cell's number readable and the status bar (the side panel's width: tst_simasolayout).
#include "uitesthelpers.h"

#include "core/mazeformat.h"
#include "core/mouse/mousewalk.h"
#include "ui/jobs/jobrunner.h"
#include "ui/mainwindow/language.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mainwindow/statuspanel.h"
#include "ui/mazedocument.h"
#include "ui/mazeview.h"
#include "ui/mouse/mouseframes.h"
#include "ui/mouse/mousepage.h"
#include "ui/mouse/mousesearchpanel.h"
#include "ui/mouse/mousewalker.h"
#include "ui/player/playbackcontroller.h"
#include "ui/player/playerbar.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QSpinBox>
#include <QStatusBar>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <qcustomplot.h>

#include <cmath>

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

    // Both counts of the summary take their own plural form (one numerus message each):
    // Romanian says "de pași" and "de ori" for 20 and more, "pași" / "ori" below.
    void summaryCountsInEveryLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en") << QStringLiteral("en")
                            << QStringLiteral("Squeaky escapes after 332 steps; the busiest cell is visited 24 times.");
        QTest::newRow("de") << QStringLiteral("de")
                            << QStringLiteral("Squeaky entkommt nach 332 Schritten; die meistbesuchte Zelle wird 24-mal besucht.");
        QTest::newRow("nl") << QStringLiteral("nl")
                            << QStringLiteral("Squeaky ontsnapt na 332 stappen; de drukste cel wordt 24 keer bezocht.");
        QTest::newRow("ro") << QStringLiteral("ro")
                            << QStringLiteral("Squeaky scapă după 332 de pași; celula cea mai vizitată este vizitată de 24 de ori.");
    }
    void summaryCountsInEveryLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, expected);
        loadFile("thesis_7x7.maze");
        m_window->setLanguage(language);
        QTRY_COMPARE(m_page->summaryLabel()->text(), expected);
        m_window->setLanguage(QStringLiteral("en"));
    }

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

    // Edits in other modes cost the hidden Mouse page nothing (AnimatedPage's stale-while-
    // hidden): the walk it shows is the old board's until it is shown again, then the new one's.
    void hiddenPageWalksWhenShown()
    {
        loadFile("thesis_3x3.maze");
        QCOMPARE(m_page->walk().steps, std::int64_t(12));
        QVERIFY(m_window->selectMode(QStringLiteral("editor")));
        QVERIFY(!m_page->isVisible());
        Maze edited = doc()->currentMaze();
        edited.setBlocked({0, 2}, true);
        doc()->replaceCurrentMaze(edited, QStringLiteral("block"));
        QCOMPARE(m_page->walk().steps, std::int64_t(12)); // not walked while hidden
        QVERIFY(m_window->selectMode(QStringLiteral("mouse")));
        const MouseWalk expected = simulateMouse(doc()->currentMaze(), MouseOptions{});
        QVERIFY(expected.steps != 12);
        QCOMPARE(m_page->walk().steps, expected.steps);
        QCOMPARE(m_page->player()->length(), qint64(expected.steps));
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

    // A walk that never comes back says so instead of "visited 1 times".
    void straightWalkSummary()
    {
        Workspace ws;
        ws.mazes.push_back({QStringLiteral("open"), Maze(3, 3)});
        doc()->reset(ws);
        QCOMPARE(m_page->walk().steps, std::int64_t(4));
        QCOMPARE(m_page->summaryLabel()->text(),
                 QStringLiteral("Squeaky escapes after 4 steps; no cell is visited twice."));
    }

    // Visit counts, cells and turns are whole numbers: no chart labels "2.5 cells" or turn 0.5
    // (the 17-step straight walk of a 16-row column gave y ticks 2.5, 7.5, … and x 0.5, 1.5).
    void chartsTickAtWholeNumbers_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::newRow("3x3") << 3 << 3;
        QTest::newRow("16x16") << 16 << 16;
        QTest::newRow("thesis 7x7") << 0 << 0;
    }
    void chartsTickAtWholeNumbers()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        if (rows == 0) {
            loadFile("thesis_7x7.maze");
        } else {
            Workspace ws;
            ws.mazes.push_back({QStringLiteral("open"), Maze(rows, cols)});
            doc()->reset(ws);
        }
        QCoreApplication::processEvents();
        auto* charts = m_page->findChild<QTabWidget*>(QStringLiteral("mouseCharts"));
        QVERIFY(charts);
        int ticks = 0;
        for (const char* name : {"mouseHistogram", "mouseTimeline"}) {
            auto* plot = charts->findChild<QCustomPlot*>(QLatin1String(name));
            QVERIFY(plot);
            charts->setCurrentWidget(plot);
            plot->replot(QCustomPlot::rpImmediateRefresh);
            for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
                const QVector<double> v = axis->tickVector();
                QVERIFY2(v.size() >= 2, name);
                for (double t : v) {
                    QVERIFY2(t == std::floor(t),
                             qPrintable(QStringLiteral("%1: tick %2").arg(QLatin1String(name))
                                            .arg(t)));
                    ++ticks;
                }
            }
        }
        QVERIFY(ticks >= 8);
    }

    // The search panel shows only what the chosen method uses: threads for the exhaustive
    // search, a time budget for annealing.
    void searchOptionsFollowMethod()
    {
        QComboBox* method = m_page->searchMethod();
        method->setCurrentIndex(0);
        QVERIFY(m_page->searchSeconds()->isHidden());
        QVERIFY(!m_page->searchThreads()->isHidden());
        method->setFocus();
        QTest::keyClick(method, Qt::Key_Down);
        QCOMPARE(method->currentIndex(), 1);
        QVERIFY(!m_page->searchSeconds()->isHidden());
        QVERIFY(m_page->searchThreads()->isHidden());
        QTest::keyClick(method, Qt::Key_Up);
        QCOMPARE(method->currentIndex(), 0);
        QVERIFY(m_page->searchSeconds()->isHidden());
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

    // The entrance and exit move by clicking the row above / below the board (where the arrows
    // are) or by dragging an arrow; the spin boxes follow, the walk restarts, nothing is painted.
    void entranceAndExitByClicking()
    {
        Workspace ws;
        ws.mazes.push_back({QStringLiteral("open"), Maze(4, 4)});
        doc()->reset(ws);
        MazeView* view = m_page->view();
        const QRect vp = view->viewport()->rect();
        // The arrow rows are on screen.
        QVERIFY(vp.contains(view->cellRect({-1, 3}).toAlignedRect()));
        QVERIFY(vp.contains(view->cellRect({4, 0}).toAlignedRect()));
        const int undoCount = doc()->undoStack()->count();
        QTest::mouseClick(m_page->playerBar()->playButton(), Qt::LeftButton);
        QVERIFY(m_page->player()->isPlaying());

        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, test::centreOf(*view, {-1, 2}));
        QCOMPARE(m_page->entrySpin()->value(), 3);
        QVERIFY(!m_page->player()->isPlaying()); // the walk restarted
        MouseOptions o;
        o.entryCol = 2;
        QCOMPARE(m_page->walk().steps, simulateMouse(doc()->currentMaze(), o).steps);

        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, test::centreOf(*view, {4, 3}));
        QCOMPARE(m_page->exitSpin()->value(), 4);
        o.exitCol = 3;
        QCOMPARE(m_page->walk().steps, simulateMouse(doc()->currentMaze(), o).steps);

        // Drag the green arrow from column 3 to column 1; the pointer may wander over the board.
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, test::centreOf(*view, {-1, 2}));
        QTest::mouseMove(view->viewport(), test::centreOf(*view, {0, 1}));
        QTest::mouseMove(view->viewport(), test::centreOf(*view, {-1, 0}));
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, test::centreOf(*view, {-1, 0}));
        QCOMPARE(m_page->entrySpin()->value(), 1);
        // Drag the red arrow past the right edge: it stops at the last column.
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, test::centreOf(*view, {4, 3}));
        QTest::mouseMove(view->viewport(), test::centreOf(*view, {4, 1}));
        QCOMPARE(m_page->exitSpin()->value(), 2);
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, test::centreOf(*view, {4, 1}));
        QCOMPARE(m_page->exitSpin()->value(), 2);
        QCOMPARE(doc()->undoStack()->count(), undoCount); // no walls were built
        QCOMPARE(doc()->currentMaze().freeCount(), std::size_t(16));

        // The spin boxes still work and the board still paints.
        m_page->entrySpin()->setValue(4);
        o.entryCol = 3;
        o.exitCol = 1;
        QCOMPARE(m_page->walk().steps, simulateMouse(doc()->currentMaze(), o).steps);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, test::centreOf(*view, {1, 1}));
        QVERIFY(doc()->currentMaze().isBlocked({1, 1}));
    }

    // The mouse disc carries its cell's visit count: white digits inside the dark disc.
    void mouseDiscShowsItsNumber()
    {
        loadFile("thesis_3x3.maze");
        QTest::mouseClick(m_page->playerBar()->startButton(), Qt::LeftButton);
        for (int i = 0; i < 3; ++i)
            QTest::mouseClick(m_page->playerBar()->stepForwardButton(), Qt::LeftButton);
        const qint64 turn = m_page->player()->position();
        const int cell = m_page->frames()->state().markers[0]; // the mouse, from the trace
        QVERIFY(m_page->visitsAt(turn)[std::size_t(cell)] > 0);
        MazeView* view = m_page->view();
        QVERIFY(view->cellSize() >= 14); // numbers are drawn
        const QImage image = view->viewport()->grab().toImage();
        const QRectF r = view->cellRect(doc()->currentMaze().cellAt(std::size_t(cell)));
        const QPointF c = r.center();
        const double radius = r.width() * 0.14; // well inside the disc, away from its outline
        int white = 0, disc = 0;
        for (int y = int(c.y() - radius); y <= int(c.y() + radius); ++y)
            for (int x = int(c.x() - radius); x <= int(c.x() + radius); ++x) {
                if (std::hypot(x - c.x(), y - c.y()) > radius)
                    continue;
                const QColor p = image.pixelColor(x, y);
                if (p.red() > 220 && p.green() > 220 && p.blue() > 220)
                    ++white;
                else if (std::abs(p.red() - 0x5a) < 20 && std::abs(p.green() - 0x4a) < 20 && std::abs(p.blue() - 0x42) < 20)
                    ++disc;
            }
        if (qEnvironmentVariableIsSet("MAZELAB_SHOT_DIR"))
            view->grab().save(qEnvironmentVariable("MAZELAB_SHOT_DIR") + QStringLiteral("/mouse-disc.png"));
        QVERIFY2(disc > 10, qPrintable(QString::number(disc)));
        QVERIFY2(white > 5, qPrintable(QString::number(white))); // the digits
    }

    // The search panel shows the best maze so far while the search runs, and it changes as the
    // best improves; the step count and progress are shown next to it.
    void searchShowsBestSoFar_data()
    {
        QTest::addColumn<int>("method");
        QTest::addColumn<int>("n");
        QTest::addRow("annealing 9x9") << 1 << 9;
        QTest::addRow("exhaustive 6x6") << 0 << 6;
    }
    void searchShowsBestSoFar()
    {
        QFETCH(int, method);
        QFETCH(int, n);
        QFile::remove(MouseSearchPanel::checkpointPath(n));
        QVERIFY(m_page->bestPicture()->isHidden());
        m_page->searchSize()->setValue(n);
        m_page->searchMethod()->setCurrentIndex(method);
        m_page->searchSeconds()->setValue(4);
        QTest::mouseClick(m_page->searchButton(), Qt::LeftButton);
        QVERIFY(doc()->jobs()->isRunning());
        QSet<qint64> pictures;
        QStringList texts;
        QElapsedTimer clock;
        clock.start();
        // While it runs: collect what the panel shows (the exhaustive 6x6 is cancelled).
        while (doc()->jobs()->isRunning() && clock.elapsed() < 60000) {
            QTest::qWait(20);
            if (!doc()->jobs()->isRunning())
                break;
            if (m_page->bestPicture()->isVisible())
                pictures.insert(m_page->bestPicture()->pixmap().cacheKey());
            const QString t = m_page->searchResult()->text();
            if (t.startsWith(QStringLiteral("Best so far")) && (texts.isEmpty() || texts.back() != t))
                texts << t;
            if (pictures.size() == 2 && qEnvironmentVariableIsSet("MAZELAB_SHOT_DIR"))
                m_window->grab().save(qEnvironmentVariable("MAZELAB_SHOT_DIR")
                                      + QStringLiteral("/mouse-search-%1.png").arg(method));
            if (method == 0 && pictures.size() >= 2 && texts.size() >= 2)
                doc()->jobs()->cancel();
        }
        QVERIFY(QTest::qWaitFor([this] { return !doc()->jobs()->isRunning(); }, 60000));
        QVERIFY2(pictures.size() >= 2, qPrintable(QString::number(pictures.size())));
        QVERIFY2(texts.size() >= 2, qPrintable(texts.join(QLatin1Char('\n'))));
        QVERIFY2(texts.back().contains(method == 0 ? QStringLiteral("walks tested") : QStringLiteral("mazes tried")),
                 qPrintable(texts.back()));
        const QSize size = m_page->bestPicture()->pixmap().size();
        QVERIFY(size.width() >= 100 && size.width() <= 260);
        if (method == 1) { // finished: the best maze opens in the view, the picture shows it
            QVERIFY2(m_page->searchResult()->text().startsWith(QStringLiteral("Best found")),
                     qPrintable(m_page->searchResult()->text()));
            QVERIFY(m_page->bestPicture()->toolTip().contains(QStringLiteral("%L1").arg(m_page->walk().steps)));
        }
        QFile::remove(MouseSearchPanel::checkpointPath(n));
    }

    // Start and goal do not apply to the Mouse and Token tabs: no "Solvable" in the status bar.
    void statusBarHidesSolvableOnMouseAndToken()
    {
        auto* solvable = m_window->statusBar()->findChild<QLabel*>(QStringLiteral("statusSolvable"));
        QVERIFY(solvable);
        QTabBar* tabs = m_window->modes()->tabBar();
        const auto clickTab = [&](const char* name) {
            for (int i = 0; i < m_window->modes()->count(); ++i)
                if (m_window->modes()->widget(i)->objectName().startsWith(QLatin1String(name)))
                    QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(i).center());
        };
        QVERIFY(!solvable->isVisible()); // init() opened the Mouse tab
        clickTab("editor");
        QVERIFY(solvable->isVisible());
        clickTab("token");
        QVERIFY(!solvable->isVisible());
        clickTab("mouse");
        QVERIFY(!solvable->isVisible());
        clickTab("editor");
        QVERIFY(solvable->isVisible());
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
        // One dead end (row 2, column 1): "1 side path", not "1 side paths" (session 49).
        ws.mazes.front().maze = parseMazeText("...\n.#.\n#..\n").mazes.front();
        doc()->reset(ws);
        m_page->exitSpin()->setValue(2);
        QVERIFY2(m_page->looplessLabel()->text().startsWith(
                     QStringLiteral("Main path (blue): 7 steps; 1 side path: 2 steps; total 9 =")),
                 qPrintable(m_page->looplessLabel()->text()));
        m_window->setLanguage(QStringLiteral("ro"));
        QTRY_VERIFY2(m_page->looplessLabel()->text().startsWith(
                         QStringLiteral("Drumul principal (albastru): 7 pași; 1 drum lateral: 2 pași;")),
                     qPrintable(m_page->looplessLabel()->text()));
        m_window->setLanguage(QStringLiteral("en"));
        if (qEnvironmentVariableIsSet("MAZELAB_SHOT_DIR")) {
            ws.mazes.front().maze = parseMazeText(".......\n.#####.\n.#...#.\n.#.#.##\n...#...\n"
                                                  "##.####\n.......\n")
                                        .mazes.front();
            doc()->reset(ws);
            QTest::qWait(100); // let the side panel lay out the new texts
            m_window->grab().save(qEnvironmentVariable("MAZELAB_SHOT_DIR")
                                  + QStringLiteral("/mouse-loopless.png"));
        }
    }

    // A board over MouseWalker::kSyncCells cells is walked on a worker: opening or editing it
    // returns at once with "walking" in the summary while the event loop runs on, and an edit
    // made during a walk cancels it: what arrives is the walk of the edited board, step for
    // step the core's.
    void bigBoardWalksOnAWorker()
    {
        Maze board(600, 600); // 360,000 cells; pillars on odd rows and columns
        for (int r = 1; r < 600; r += 2)
            for (int c = 1; c < 600; c += 2)
                board.setBlocked({r, c}, true);
        QVERIFY(board.cellCount() > MouseWalker::kSyncCells);
        Workspace ws;
        ws.mazes.push_back({QStringLiteral("big"), board});
        doc()->reset(ws);
        QVERIFY2(m_page->summaryLabel()->text().contains(QStringLiteral("walking")),
                 qPrintable(m_page->summaryLabel()->text()));
        Maze edited = board;
        edited.setBlocked({2, 0}, true); // the straight way down column 0 is closed
        doc()->replaceCurrentMaze(edited, QStringLiteral("block"));
        QVERIFY(m_page->summaryLabel()->text().contains(QStringLiteral("walking")));
        QTRY_VERIFY_WITH_TIMEOUT(
            m_page->summaryLabel()->text().startsWith(QStringLiteral("Squeaky escapes")), 60000);
        MouseOptions options;
        options.entryCol = m_page->entrySpin()->value() - 1;
        options.exitCol = m_page->exitSpin()->value() - 1;
        const MouseWalk expected = simulateMouse(edited, options);
        QVERIFY(expected.escaped);
        QVERIFY(expected.steps > 601); // not the walk of the board before the edit
        QCOMPARE(m_page->walk().steps, expected.steps);
        QVERIFY(m_page->frames());
        QCOMPARE(m_page->frames()->maze(), edited);
        QCOMPARE(m_page->player()->length(), qint64(expected.steps));
    }

    void exhaustiveSearchOpensBest()
    {
        QFile::remove(MouseSearchPanel::checkpointPath(4));
        m_page->searchSize()->setValue(4);
        m_page->searchMethod()->setCurrentIndex(0);
        QTest::mouseClick(m_page->searchButton(), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([this] { return !doc()->jobs()->isRunning(); }, 60000));
        QVERIFY2(m_page->searchResult()->text().contains(QStringLiteral("27")), qPrintable(m_page->searchResult()->text()));
        QCOMPARE(m_page->walk().steps, std::int64_t(27)); // the best maze is shown
        // The checkpoint lets a search resume; a finished one answers again from it.
        QVERIFY(QFile::exists(MouseSearchPanel::checkpointPath(4)));
        QTest::mouseClick(m_page->searchButton(), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([this] { return !doc()->jobs()->isRunning(); }, 60000));
        QVERIFY2(m_page->searchResult()->text().startsWith(QStringLiteral("Optimum: 27")),
                 qPrintable(m_page->searchResult()->text()));
    }
};

QTEST_MAIN(TestMouse)
#include "tst_mouse.moc"
