// The Solve mode (issue 15's GUI) as a user drives it: solvers chosen in the list race on the
// demo's mazes; the results table equals runSolver on the same maze; the one player scrubs
// to the end (every tile shows its path), steps back; dragging S with the mouse moves the
// start (undoable) and races again; an edit cancels a running race; the growth chart measures.
// Weights, heat map, exports and the project settings are in tst_solvesettings.cpp.
#include "solvefixture.h"

using namespace mazelab;

class TestSolveMode : public test::SolveFixture {
    Q_OBJECT

private slots:
    void init() { setUp(); }
    void cleanup() { tearDown(); }

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

    // Edits made in other modes start no race on the hidden page (AnimatedPage's stale-while-
    // hidden); showing it races the maze as it is then.
    void hiddenPageRacesWhenShown()
    {
        choose({QStringLiteral("bfs")});
        QVERIFY(waitRace());
        QVERIFY(m_window->selectMode(QStringLiteral("editor")));
        QVERIFY(!m_page->isVisible());
        int started = 0;
        connect(doc()->jobs(), &JobRunner::started, this, [&started] { ++started; });
        Maze edited = doc()->currentMaze();
        const Cell start = edited.start();
        Cell wall{-1, -1}; // a free cell next to the start
        for (Cell c : {Cell{start.row, start.col + 1}, Cell{start.row + 1, start.col}})
            if (edited.contains(c) && edited.isFree(c) && c != edited.goal())
                wall = c;
        QVERIFY(wall.row >= 0);
        edited.setBlocked(wall, true);
        doc()->replaceCurrentMaze(edited, QStringLiteral("block"));
        QTest::qWait(300); // longer than the restart delay
        QCOMPARE(started, 0);
        QVERIFY(m_page->frames()->maze().cells() != doc()->currentMaze().cells());
        QVERIFY(m_window->selectMode(QStringLiteral("solve")));
        QVERIFY(waitRace());
        QCOMPARE(started, 1);
        QCOMPARE(m_page->frames()->maze().cells(), doc()->currentMaze().cells());
        Control control;
        QCOMPARE(m_page->runs()->front().result.path,
                 solve::runSolver("bfs", doc()->currentMaze(), options(), control).path);
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
