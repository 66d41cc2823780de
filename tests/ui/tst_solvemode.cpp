// The Solve mode (issue 15's GUI) as a user drives it: solvers chosen in the list race on the
// demo's mazes; the results table equals runSolver on the same maze; the one player scrubs
// to the end (every tile shows its path), steps back; dragging S with the mouse moves the
// start (undoable) and races again; the weights brush changes Dijkstra's cost; the heat map
// changes the picture; the CSV export; File > Export animation… gives the race as a GIF.
#include "uitesthelpers.h"

#include "core/solve/solvers.h"
#include "ui/animation/animation.h"
#include "ui/export/animationexport.h"
#include "ui/export/animationexportdialog.h"
#include "ui/jobs/jobrunner.h"
#include "ui/mainwindow/filecontroller.h"
#include "ui/mainwindow/mainactions.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mazedocument.h"
#include "ui/player/playbackcontroller.h"
#include "ui/solve/paintweights.h"
#include "ui/solve/raceframes.h"
#include "ui/solve/raceview.h"
#include "ui/solve/solvechart.h"
#include "ui/solve/solveframes.h"
#include "ui/solve/solveoptionspanel.h"
#include "ui/solve/solvepage.h"
#include "ui/solve/solveresultspanel.h"

#include <QAction>
#include <QElapsedTimer>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QImageReader>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace mazelab;

class TestSolveMode : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> m_window;
    SolvePage* m_page = nullptr;

    MazeDocument* doc() { return m_window->document(); }
    // Checks exactly `names` in the solver list, as a user clicks the boxes.
    void choose(const QStringList& names)
    {
        QListWidget* list = m_page->optionsPanel()->solverList();
        for (int i = 0; i < list->count(); ++i) {
            QListWidgetItem* item = list->item(i);
            const bool want = names.contains(item->text());
            if ((item->checkState() == Qt::Checked) != want)
                item->setCheckState(want ? Qt::Checked : Qt::Unchecked);
        }
    }
    // Waits until the race for the current maze and options has arrived; pauses the player.
    bool waitRace()
    {
        const bool ok = QTest::qWaitFor(
            [this] { return !m_page->racing() && m_page->runs() && !m_page->runs()->empty() &&
                            !doc()->jobs()->isRunning(); },
            120000); // generous: the sanitizer builds run this too
        m_page->player()->pause();
        return ok;
    }
    solve::SolveOptions options() const
    {
        solve::SolveOptions o = m_page->optionsPanel()->options();
        o.weights = m_page->weights();
        return o;
    }

private slots:
    void init()
    {
        test::isolateSettings();
        m_window = std::make_unique<MainWindow>(false);
        m_window->files()->openDemo();
        m_window->resize(1100, 720);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QVERIFY(m_window->selectMode(QStringLiteral("solve")));
        m_page = m_window->findChild<SolvePage*>();
        QVERIFY(m_page && m_page->isVisible());
        doc()->setCurrentIndex(2); // "Open 7 x 7 with walls"
    }
    void cleanup() { m_window.reset(); }

    void tableEqualsRunSolver()
    {
        choose({QStringLiteral("bfs"), QStringLiteral("astar"), QStringLiteral("dijkstra"),
                QStringLiteral("wall-left")});
        QVERIFY(waitRace());
        const auto runs = m_page->runs();
        QCOMPARE(runs->size(), std::size_t(4));
        QTableWidget* table = m_page->resultsPanel()->table();
        QCOMPARE(table->rowCount(), 4);
        for (int row = 0; row < 4; ++row) {
            const std::string name = table->item(row, 0)->text().toStdString();
            Control control;
            const solve::SolveResult r =
                solve::runSolver(name, doc()->currentMaze(), options(), control);
            QCOMPARE(table->item(row, 1)->text() == QLatin1String("yes"), r.found);
            QCOMPARE(table->item(row, 2)->text(), QString::number(r.length));
            QCOMPARE(table->item(row, 3)->text(), QString::number(r.cost, 'g', 6));
            QCOMPARE(table->item(row, 4)->text(), QString::number(r.expanded));
            QCOMPARE(table->item(row, 5)->text(), QString::number(r.peakFrontier));
            QCOMPARE((*runs)[std::size_t(row)].result.path, r.path);
        }
    }

    void scrubToEndShowsPathsAndStepsBack()
    {
        choose({QStringLiteral("bfs"), QStringLiteral("dfs")});
        QVERIFY(waitRace());
        RaceFrames* frames = m_page->frames();
        QCOMPARE(frames->tileCount(), 2);
        qint64 longest = 0;
        for (const SolverRun& run : frames->runs())
            longest = std::max<qint64>(longest, run.trace->length());
        QCOMPARE(frames->length(), longest); // the race is as long as its longest trace
        m_page->view()->setFocus();
        QTest::keyClick(m_page->view(), Qt::Key_End);
        QCOMPARE(m_page->animation()->step(), frames->length());
        QCOMPARE(m_page->view()->step(), frames->length());
        const QColor path = SolveFrames::colourOf(solve::kTracePath);
        for (int tile = 0; tile < 2; ++tile) {
            const SolverRun& run = frames->runs()[std::size_t(tile)];
            const RaceFrames::Counters k = frames->counters(tile, frames->length());
            QVERIFY(k.done && k.found);
            QCOMPARE(k.length, run.result.length);
            const QImage image = frames->tileImage(tile, frames->length());
            for (Cell c : run.result.path) { // every path cell drawn in the path colour
                const QColor px = image.pixelColor(c.col, c.row);
                QVERIFY(px.red() > px.blue() && qAbs(px.red() - path.red()) < 10);
            }
        }
        // A solver that finished earlier keeps its final frame while the other still runs.
        const SolverRun& shorter = frames->runs()[0].trace->length() < longest
                                       ? frames->runs()[0] : frames->runs()[1];
        const int shortTile = &shorter == &frames->runs()[0] ? 0 : 1;
        QVERIFY(frames->counters(shortTile, longest - 1).done ||
                longest == shorter.trace->length());
        // Step back with the keyboard scheme.
        QTest::keyClick(m_page->view(), Qt::Key_Comma);
        QCOMPARE(m_page->animation()->step(), frames->length() - 1);
        QCOMPARE(m_page->view()->step(), frames->length() - 1);
        QTest::keyClick(m_page->view(), Qt::Key_Home);
        QCOMPARE(frames->counters(0, 0).expanded, 0);
    }

    void dragStartMovesItAndRacesAgain()
    {
        choose({QStringLiteral("bfs")});
        QVERIFY(waitRace());
        const Maze before = doc()->currentMaze();
        Cell target{-1, -1};
        for (int c = 1; c < before.cols() && target.row < 0; ++c)
            if (const Cell c2{before.start().row, c}; before.isFree(c2) && c2 != before.goal())
                target = c2;
        QVERIFY(target.row >= 0);
        RaceView* view = m_page->view();
        const int undoBefore = doc()->undoStack()->count();
        QTest::mousePress(view, Qt::LeftButton, {}, view->cellCentre(0, before.start()));
        QTest::mouseMove(view, view->cellCentre(0, target));
        QTest::mouseRelease(view, Qt::LeftButton, {}, view->cellCentre(0, target));
        QCOMPARE(doc()->currentMaze().start(), target);
        QCOMPARE(doc()->undoStack()->count(), undoBefore + 1);
        QVERIFY(waitRace());
        QCOMPARE(m_page->runs()->front().result.path.front(), target);
        Control control;
        QCOMPARE(m_page->runs()->front().result.length,
                 solve::runSolver("bfs", doc()->currentMaze(), options(), control).length);
        doc()->undoStack()->undo();
        QCOMPARE(doc()->currentMaze().start(), before.start());
        QVERIFY(waitRace());
        QCOMPARE(m_page->runs()->front().result.path.front(), before.start());
        // A click on a free cell draws a wall (undoable, one step) and races again.
        QTest::mouseClick(view, Qt::LeftButton, {}, view->cellCentre(0, target));
        QVERIFY(doc()->currentMaze().isBlocked(target));
        QVERIFY(waitRace());
        doc()->undoStack()->undo();
        QVERIFY(doc()->currentMaze().isFree(target));
    }

    // An edit while the solvers still run cancels that race and runs the new maze.
    void editDuringARaceCancelsIt()
    {
        choose({QStringLiteral("bfs"), QStringLiteral("lee")});
        QVERIFY(waitRace());
        QList<JobOutcome> outcomes;
        connect(doc()->jobs(), &JobRunner::finished, this,
                [&outcomes](const JobReport& r) { outcomes.append(r.outcome); });
        doc()->replaceCurrentMaze(randomSolveGrid(1500, 1), QStringLiteral("big"));
        QVERIFY(QTest::qWaitFor([this] { return doc()->jobs()->isRunning(); }, 5000));
        const QPoint at = m_page->view()->cellCentre(0, {5, 5});
        const Cell cell = m_page->view()->cellAt(at).value(); // cells are < 1 px here
        const bool wasBlocked = doc()->currentMaze().isBlocked(cell);
        QTest::mouseClick(m_page->view(), Qt::LeftButton, {}, at);
        QCOMPARE(doc()->currentMaze().isBlocked(cell), !wasBlocked);
        QVERIFY(waitRace());
        QVERIFY(outcomes.contains(JobOutcome::Cancelled));
        Control control;
        const solve::SolveResult r =
            solve::runSolver("bfs", doc()->currentMaze(), options(), control);
        QCOMPARE(m_page->runs()->front().result.path, r.path);
        QCOMPARE(m_page->frames()->maze().cells(), doc()->currentMaze().cells());
    }

    // The random mouse on a 200 × 200 grid with the goal walled in records at most
    // kRaceStepCap moves (its default, 64 per cell, would be 2.6 million).
    void cappedAgentsStayBounded()
    {
        choose({QStringLiteral("random-mouse")});
        Maze maze = randomSolveGrid(200, 1);
        maze.setBlocked({198, 199}, true); // the goal walled in: the mouse walks to the cap
        maze.setBlocked({199, 198}, true);
        doc()->replaceCurrentMaze(maze, QStringLiteral("mouse"));
        QVERIFY(waitRace());
        const SolverRun& run = m_page->runs()->front();
        QVERIFY(run.error.isEmpty());
        qInfo("random mouse: %llu moves, %s", (unsigned long long)run.result.expanded,
              run.result.verdict.c_str());
        QVERIFY(!run.result.found);
        QVERIFY(run.result.expanded <= kRaceStepCap);
        QVERIFY(run.trace->length() <=
                std::int64_t(kRaceStepCap + run.result.path.size() + 1));
    }

    // Weights are kept per maze index (views.solve.weights); they follow their maze when mazes
    // are removed, moved or inserted before it, and come back when undo restores a removal.
    void weightsFollowTheirMaze()
    {
        const int n = doc()->mazeCount();
        QVERIFY(n >= 3);
        const int mine = n - 1;
        const Maze maze = doc()->maze(mine);
        std::vector<std::uint32_t> w(maze.cellCount(), 1);
        w[std::size_t(maze.cellCount() / 2)] = 5;
        storeWeights(*doc(), mine, w);
        doc()->removeMaze(0); // the list shifts up by one
        QCOMPARE(storedWeights(*doc(), mine - 1), w);
        QVERIFY(storedWeights(*doc(), mine).empty());
        doc()->moveMaze(mine - 1, 0);
        QCOMPARE(storedWeights(*doc(), 0), w);
        doc()->removeMaze(0); // its own maze: the weights go with it
        for (int i = 0; i < doc()->mazeCount(); ++i)
            QVERIFY(storedWeights(*doc(), i).empty());
        doc()->undoStack()->undo(); // ... and come back with it
        QCOMPARE(storedWeights(*doc(), 0), w);
        doc()->undoStack()->undo(); // the move
        QCOMPARE(storedWeights(*doc(), mine - 1), w);
        doc()->undoStack()->undo(); // the first removal
        QCOMPARE(storedWeights(*doc(), mine), w);
        storeWeights(*doc(), mine, {});
        QVERIFY(waitRace());
    }

    void weightsChangeDijkstrasCost()
    {
        choose({QStringLiteral("dijkstra")});
        QVERIFY(waitRace());
        const double plain = m_page->runs()->front().result.cost;
        QTest::mouseClick(m_page->optionsPanel()->weightsRadio(), Qt::LeftButton);
        QVERIFY(m_page->optionsPanel()->weightsBrush());
        QComboBox* weight = m_page->optionsPanel()->brushWeightBox();
        weight->setCurrentIndex(weight->findText(QStringLiteral("20")));
        // Every way into the goal gets weight 20.
        const Maze maze = doc()->currentMaze();
        const Cell g = maze.goal();
        int strokes = 0;
        for (Cell n : {Cell{g.row - 1, g.col}, Cell{g.row + 1, g.col}, Cell{g.row, g.col - 1},
                       Cell{g.row, g.col + 1}})
            if (maze.isFree(n)) {
                QTest::mouseClick(m_page->view(), Qt::LeftButton, {},
                                  m_page->view()->cellCentre(0, n));
                ++strokes;
            }
        QCOMPARE(storedWeights(*doc(), doc()->currentIndex()), m_page->weights());
        QVERIFY(waitRace());
        const double weighted = m_page->runs()->front().result.cost;
        QVERIFY2(weighted >= plain + 19,
                 qPrintable(QStringLiteral("%1 -> %2").arg(plain).arg(weighted)));
        Control control;
        QCOMPARE(weighted,
                 solve::runSolver("dijkstra", doc()->currentMaze(), options(), control).cost);
        doc()->undoStack()->undo(); // the last stroke only
        QVERIFY(waitRace());
        QCOMPARE(m_page->weights().empty(), strokes == 1);
        m_page->optionsPanel()->clearWeightsButton()->click();
        QVERIFY(m_page->weights().empty());
        QVERIFY(waitRace());
        QCOMPARE(m_page->runs()->front().result.cost, plain);
    }

    void heatMapChangesThePicture()
    {
        choose({QStringLiteral("bfs")});
        QVERIFY(waitRace());
        const QImage plain = m_page->view()->grab().toImage();
        QTest::mouseClick(m_page->optionsPanel()->heatCheck(), Qt::LeftButton);
        QVERIFY(m_page->optionsPanel()->heatMap());
        const QImage heat = m_page->view()->grab().toImage();
        QVERIFY(heat != plain);
        QTest::mouseClick(m_page->optionsPanel()->heatCheck(), Qt::LeftButton);
        QCOMPARE(m_page->view()->grab().toImage(), plain);
    }

    void csvExport()
    {
        choose({QStringLiteral("bfs"), QStringLiteral("greedy")});
        QVERIFY(waitRace());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("r.csv"));
        QVERIFY(m_page->resultsPanel()->exportCsv(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[0],
                 QStringLiteral("solver,found,length,cost,expanded,peak_frontier,ms,verdict"));
        const solve::SolveResult& r = m_page->runs()->front().result;
        QVERIFY(lines[1].startsWith(QStringLiteral("bfs,true,%1,").arg(r.length)));
        QVERIFY(lines[2].startsWith(QStringLiteral("greedy,")));
    }

    void gifExportThroughTheMenu()
    {
        choose({QStringLiteral("bfs"), QStringLiteral("astar")});
        QVERIFY(waitRace());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("race.gif"));
        QTimer::singleShot(0, this, [=] {
            auto* dialog = qobject_cast<AnimationExportDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->pathEdit()->setText(path);
            dialog->cellSpin()->setValue(8);
            dialog->strideSpin()->setValue(4);
            dialog->captionCheck()->setChecked(false);
            QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
        });
        m_window->actions()->exportAnimation->trigger();
        QVERIFY(QTest::qWaitFor([this] { return !doc()->jobs()->isRunning(); }, 30000));
        std::unique_ptr<FramePainter> frames = m_page->animation()->frames()->clone();
        AnimationExportOptions o;
        o.last = frames->length();
        o.stride = 4;
        o.cellPx = 8;
        QImageReader reader(path);
        QCOMPARE(reader.imageCount(), int(animationFrameCount(o)));
        QImage last;
        while (reader.canRead())
            last = reader.read().convertToFormat(QImage::Format_RGB32);
        const QImage expected = renderAnimationFrame(*frames, frames->length(), 8, false)
                                    .convertToFormat(QImage::Format_RGB32);
        QCOMPARE(last.size(), expected.size());
        qint64 equal = 0;
        for (int y = 0; y < expected.height(); ++y)
            for (int x = 0; x < expected.width(); ++x)
                equal += last.pixel(x, y) == expected.pixel(x, y);
        QVERIFY(equal * 100 >= qint64(expected.width()) * expected.height() * 97);
    }

    // Not a timed assertion: prints what one frame costs on a 1000 × 1000 grid (README).
    void bigMazeFrameCost()
    {
        choose({QStringLiteral("astar")});
        QVERIFY(waitRace());
        QElapsedTimer race;
        race.start();
        doc()->replaceCurrentMaze(randomSolveGrid(1000, 1), QStringLiteral("big"));
        QVERIFY(waitRace());
        const qint64 raceMs = race.elapsed();
        RaceFrames* frames = m_page->frames();
        QVERIFY2(frames->length() > 1000,
                 frames->runs().front().result.verdict.c_str()); // a path across
        m_page->view()->setFocus();
        QTest::keyClick(m_page->view(), Qt::Key_Home);
        QElapsedTimer clock;
        clock.start();
        const int steps = 200;
        for (int i = 0; i < steps; ++i) {
            QTest::keyClick(m_page->view(), Qt::Key_Period); // one step forward
            m_page->view()->repaint();
        }
        QCOMPARE(m_page->animation()->step(), qint64(steps));
        const double forward = double(clock.nsecsElapsed()) / 1e6 / steps;
        clock.restart();
        for (int i = 0; i < 20; ++i) { // scrubbing: seeks anywhere
            m_page->player()->setPosition(frames->length() * (i % 5) / 5);
            m_page->view()->repaint();
        }
        const double seek = double(clock.nsecsElapsed()) / 1e6 / 20;
        qInfo("1000 x 1000, astar, %lld steps: race recorded and shown %lld ms after the edit, "
              "%.2f ms per step forward, %.2f ms per seek (view %d x %d, %.2f px per cell)",
              frames->length(), raceMs, forward, seek, m_page->view()->width(),
              m_page->view()->height(), m_page->view()->scale());
        // Four tiles on the same grid.
        race.restart();
        choose({QStringLiteral("bfs"), QStringLiteral("astar"), QStringLiteral("greedy"),
                QStringLiteral("dfs")});
        QVERIFY(waitRace());
        const qint64 race4Ms = race.elapsed();
        QTest::keyClick(m_page->view(), Qt::Key_Home);
        clock.restart();
        const int steps4 = 100;
        for (int i = 0; i < steps4; ++i) {
            QTest::keyClick(m_page->view(), Qt::Key_Period);
            m_page->view()->repaint();
        }
        qInfo("1000 x 1000, 4 tiles, %lld steps: race recorded and shown %lld ms after the "
              "change, %.2f ms per step forward (%.2f px per cell)",
              m_page->frames()->length(), race4Ms, double(clock.nsecsElapsed()) / 1e6 / steps4,
              m_page->view()->scale());
    }

    // The choices and the weights go into the project (views.solve) and come back.
    void settingsRoundTrip()
    {
        choose({QStringLiteral("astar"), QStringLiteral("jps")});
        SolveOptionsPanel* panel = m_page->optionsPanel();
        panel->heuristicBox()->setCurrentIndex(1);
        panel->movementBox()->setCurrentIndex(2);
        panel->turnSpin()->setValue(0.5);
        QTest::mouseClick(panel->heatCheck(), Qt::LeftButton);
        QTest::mouseClick(panel->weightsRadio(), Qt::LeftButton);
        QVERIFY(waitRace());
        QTest::mouseClick(m_page->view(), Qt::LeftButton, {},
                          m_page->view()->cellCentre(0, {3, 3}));
        const std::vector<std::uint32_t> weights = m_page->weights();
        QCOMPARE(weights.size(), doc()->currentMaze().cellCount());
        const int maze = doc()->currentIndex();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("solve.mazelab"));
        QVERIFY(m_window->files()->saveToFile(path));

        m_window = std::make_unique<MainWindow>(false);
        QVERIFY(m_window->files()->loadFile(path));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->selectMode(QStringLiteral("solve")));
        m_page = m_window->findChild<SolvePage*>();
        panel = m_page->optionsPanel();
        QCOMPARE(doc()->currentIndex(), maze);
        QCOMPARE(panel->chosen(), (std::vector<std::string>{"astar", "jps"}));
        QCOMPARE(panel->heuristicBox()->currentIndex(), 1);
        QCOMPARE(panel->movementBox()->currentIndex(), 2);
        QCOMPARE(panel->turnSpin()->value(), 0.5);
        QVERIFY(panel->heatMap());
        QCOMPARE(m_page->weights(), weights);
        QVERIFY(waitRace());
        // JPS cannot take weights: its tile and row say so; A* ran with them.
        QVERIFY(!m_page->runs()->at(1).error.isEmpty());
        QVERIFY(m_page->runs()->at(0).error.isEmpty());
    }

    // Pictures of the race half-way (for the README and for looking at the layout); only when
    // MAZELAB_SHOTS names a folder: solve-1100.png and solve-1280.png there.
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("MAZELAB_SHOTS");
        if (dir.isEmpty())
            QSKIP("set MAZELAB_SHOTS=<folder> to write the screenshots");
        doc()->setCurrentIndex(0);
        choose({QStringLiteral("bfs"), QStringLiteral("astar"), QStringLiteral("greedy"),
                QStringLiteral("dfs")});
        for (int width : {1100, 1280}) {
            m_window->resize(width, 720);
            QVERIFY(waitRace());
            m_page->player()->setPosition(m_page->animation()->length() * 2 / 5);
            QTest::qWait(100);
            QVERIFY(m_window->grab().save(dir + QStringLiteral("/solve-%1.png").arg(width)));
        }
        // The other tabs: the results, and the growth chart after a short measurement.
        m_page->sideTabs()->setCurrentIndex(1);
        QVERIFY(m_window->grab().save(dir + QStringLiteral("/solve-results.png")));
        m_page->sideTabs()->setCurrentIndex(2);
        m_page->chart()->maximumSpin()->setValue(500);
        QTest::mouseClick(m_page->chart()->measureButton(), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([this] { return !m_page->chart()->isMeasuring(); }, 60000));
        QVERIFY(m_window->grab().save(dir + QStringLiteral("/solve-growth.png")));
        // Weights and the heat map on the 12 × 12 open maze.
        m_page->sideTabs()->setCurrentIndex(0);
        QTest::qWait(50); // laid out before the clicks
        doc()->setCurrentIndex(3);
        QTest::mouseClick(m_page->optionsPanel()->weightsRadio(), Qt::LeftButton);
        RaceView* view = m_page->view();
        QVERIFY(waitRace());
        QTest::mousePress(view, Qt::LeftButton, {}, view->cellCentre(0, {2, 5}));
        for (int r = 3; r < 10; ++r)
            QTest::mouseMove(view, view->cellCentre(0, {r, 5}));
        QTest::mouseRelease(view, Qt::LeftButton, {}, view->cellCentre(0, {9, 5}));
        m_page->optionsPanel()->heatCheck()->click();
        QVERIFY(m_page->optionsPanel()->heatMap());
        QVERIFY(waitRace());
        m_page->player()->setPosition(m_page->animation()->length());
        QVERIFY(m_window->grab().save(dir + QStringLiteral("/solve-weights.png")));
        // The 1000 × 1000 benchmark grid, finished.
        m_page->optionsPanel()->heatCheck()->click();
        choose({QStringLiteral("astar"), QStringLiteral("bfs")});
        doc()->replaceCurrentMaze(randomSolveGrid(1000, 1), QStringLiteral("big"));
        QVERIFY(waitRace());
        m_page->player()->setPosition(m_page->animation()->length());
        QVERIFY(m_window->grab().save(dir + QStringLiteral("/solve-big.png")));
    }

    void measureAddsPoints()
    {
        choose({QStringLiteral("bfs")});
        QVERIFY(waitRace());
        m_page->chart()->maximumSpin()->setValue(50);
        QTest::mouseClick(m_page->chart()->measureButton(), Qt::LeftButton);
        QVERIFY(m_page->chart()->isMeasuring());
        QVERIFY(QTest::qWaitFor([this] { return !m_page->chart()->isMeasuring(); }, 30000));
        QCOMPARE(m_page->chart()->pointCount(), 3); // 10², 20², 50²
        QCOMPARE(measureSides(1000), (std::vector<int>{10, 20, 50, 100, 200, 500, 1000}));
    }
};

QTEST_MAIN(TestSolveMode)
#include "tst_solvemode.moc"
