// The mouse maze (Merckens 2019): the walk against the thesis' step counts (Tables 4.1, 4.7,
// 4.8) and visit tables (4.2 - 4.6, with the Table 4.3 erratum), the exhaustive optimum search
// against brute force and the thesis' optima, sharding / merging / checkpoint resume, and the
// heuristic search.
#include "core/mazeformat.h"
#include "core/mouse/mousebest.h"
#include "core/mouse/mousesearch.h"
#include "core/mouse/mousewalk.h"

#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <fstream>
#include <iterator>
#include <random>

using namespace mazelab;

namespace {
Maze thesisMaze(int n)
{
    const std::string path =
        std::string(MAZELAB_TEST_DATA) + "/mouse/thesis_" + std::to_string(n) + "x" + std::to_string(n) + ".maze";
    return readMazeFile(path).mazes.at(0);
}

// Visit counts row-major, -1 for walls ('X' in the thesis).
std::vector<int> visitTable(const Maze& maze, const MouseWalk& walk)
{
    std::vector<int> v;
    for (std::size_t i = 0; i < maze.cellCount(); ++i)
        v.push_back(maze.isBlocked(maze.cellAt(i)) ? -1 : int(walk.visits[i]));
    return v;
}

Maze randomMaze(std::mt19937_64& rng, int rows, int cols, double wallRate)
{
    Maze maze(rows, cols);
    std::bernoulli_distribution wall(wallRate);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            maze.setBlocked({r, c}, wall(rng));
    return maze;
}
} // namespace

class TestMouse : public QObject {
    Q_OBJECT
private slots:
    void thesisSteps_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("steps");
        const int steps[] = {12, 27, 54, 117, 332, 647, 1160};
        for (int n = 3; n <= 9; ++n)
            QTest::addRow("%dx%d", n, n) << n << steps[n - 3];
    }
    void thesisSteps()
    {
        QFETCH(int, n);
        QFETCH(int, steps);
        const Maze maze = thesisMaze(n);
        MouseOptions options;
        options.recordTrace = true;
        const MouseWalk walk = simulateMouse(maze, options);
        QVERIFY(walk.escaped);
        QCOMPARE(walk.steps, steps);
        QCOMPARE(mouseSteps(maze), steps);
        std::int64_t sum = 0;
        for (auto v : walk.visits)
            sum += v;
        QCOMPARE(sum + 1, walk.steps);
        QCOMPARE(std::int64_t(walk.trace.size()), walk.steps - 1);
        QCOMPARE(walk.trace.front(), 0u);
        QCOMPARE(maze.cellAt(walk.trace.back()), (Cell{n - 1, 0}));
        for (std::size_t i = 1; i < walk.trace.size(); ++i) {
            const Cell a = maze.cellAt(walk.trace[i - 1]);
            const Cell b = maze.cellAt(walk.trace[i]);
            QCOMPARE(std::abs(a.row - b.row) + std::abs(a.col - b.col), 1);
            QVERIFY(maze.isFree(b));
        }
    }

    void thesisVisitTables_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<std::vector<int>>("table");
        QTest::addRow("3x3 Table 4.2") << 3 << std::vector<int>{1, 1, 1, -1, 1, 2, 1, 2, 2};
        // Erratum: the second row reads 1 2 3 2 (the thesis prints 1 2 2 2).
        QTest::addRow("4x4 Table 4.3") << 4 << std::vector<int>{1, -1, 2, 2, 1, 2, 3, 2,
                                                                -1, 2, 2, 2, 1, 2, 2, 2};
        QTest::addRow("5x5 Table 4.4")
            << 5 << std::vector<int>{3, 4, -1, 2, 2, -1, 4, 3, 4, 2, 1, 3, -1, 3, 4,
                                     -1, 2, 1, -1, 3, 1, 2, 3, 3, 3};
        QTest::addRow("6x6 Table 4.5")
            << 6 << std::vector<int>{2, 4, 3, 4, 5, 4, -1, 3, -1, -1, 6, 5,
                                     2, 3, -1, 6, 11, -1, 2, 3, 1, -1, 8, 10,
                                     -1, 2, 2, 1, -1, 8, 1, 2, 1, -1, 7, 10};
        QTest::addRow("7x7 Table 4.6")
            << 7 << std::vector<int>{14, 22, 14, 23, 12, 23, 10, 22, 15, -1, 12, -1, 11, -1,
                                     15, 24, 15, -1, 8,  22, 8,  -1, -1, -1, 1,  -1, 9,  -1,
                                     1,  1,  2,  2,  -1, 9,  -1, 1,  -1, 4,  3,  6,  10, 6,
                                     1,  -1, 2,  -1, 3,  -1, -1};
    }
    void thesisVisitTables()
    {
        QFETCH(int, n);
        QFETCH(std::vector<int>, table);
        const Maze maze = thesisMaze(n);
        QCOMPARE(visitTable(maze, simulateMouse(maze)), table);
    }

    void noWayOut()
    {
        Maze maze = thesisMaze(3);
        maze.setBlocked({2, 0}, true); // the exit cell
        MouseWalk walk = simulateMouse(maze);
        QVERIFY(walk.noWayOut);
        QVERIFY(!walk.escaped);
        QCOMPARE(mouseSteps(maze), 0);
        maze = Maze(3, 3);
        maze.setBlocked({1, 0}, true);
        maze.setBlocked({1, 1}, true);
        maze.setBlocked({1, 2}, true); // a wall across the board
        QVERIFY(simulateMouse(maze).noWayOut);
        maze = Maze(3, 3);
        maze.setBlocked({0, 0}, true); // the entrance cell
        QVERIFY(simulateMouse(maze).noWayOut);
    }

    void entranceAndExitColumns()
    {
        // A single row: the mouse enters above column 2 and leaves below column 0.
        Maze maze(1, 4);
        MouseOptions options;
        options.entryCol = 2;
        options.exitCol = 0;
        const MouseWalk walk = simulateMouse(maze, options);
        QVERIFY(walk.escaped);
        // Enter (2); right to 3 (tie order prefers right); back left 2, 1, 0; leave.
        QCOMPARE(walk.steps, 6);
        QCOMPARE(mouseSteps(maze, 2, 0), 6);
        // Exit under the entrance column of a 1-row board: enter, then leave at once.
        QCOMPARE(mouseSteps(maze, 1, 1), 2);
    }

    void largeBoards()
    {
        Maze maze(100, 120);
        const MouseWalk walk = simulateMouse(maze);
        QVERIFY(walk.escaped);
        std::int64_t sum = 0;
        for (auto v : walk.visits)
            sum += v;
        QCOMPARE(sum + 1, walk.steps);
        std::mt19937_64 rng(7);
        for (int i = 0; i < 20; ++i) {
            const Maze m = randomMaze(rng, 100, 100, 0.3);
            MouseOptions o;
            o.entryCol = int(rng() % 100);
            o.exitCol = int(rng() % 100);
            const MouseWalk w = simulateMouse(m, o);
            QCOMPARE(w.escaped, mouseHasWayOut(m, o));
            QCOMPARE(w.steps * (w.escaped ? 1 : 0), mouseSteps(m, o.entryCol, o.exitCol));
        }
    }

    void cancel()
    {
        Control control;
        control.cancel();
        control.setPollInterval(1);
        const MouseWalk walk = simulateMouse(Maze(50, 50), {}, control);
        QVERIFY(!walk.escaped);
    }

    // Walk tree vs brute force over all 2^(n·m) mazes: best steps and the number of optimal
    // mazes (entrance and exit cells free).
    void exhaustiveAgainstBruteForce_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<bool>("freeEnds");
        QTest::addRow("3x3") << 3 << 3 << false;
        QTest::addRow("4x4") << 4 << 4 << false;
        QTest::addRow("3x4") << 3 << 4 << false;
        QTest::addRow("4x3 free ends") << 4 << 3 << true;
        QTest::addRow("3x3 free ends") << 3 << 3 << true;
        QTest::addRow("4x5") << 4 << 5 << false; // 2^20 mazes: exercises the cut-cell shortcut
        QTest::addRow("5x3 free ends") << 5 << 3 << true;
    }
    void exhaustiveAgainstBruteForce()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(bool, freeEnds);
        std::int64_t best = 0;
        std::uint64_t count = 0;
        const int cells = rows * cols;
        for (int e = 0; e < (freeEnds ? cols : 1); ++e)
            for (int x = 0; x < (freeEnds ? cols : 1); ++x)
                for (std::uint32_t bits = 0; bits < (1u << cells); ++bits) {
                    Maze maze(rows, cols);
                    for (int i = 0; i < cells; ++i)
                        maze.setBlocked(maze.cellAt(std::size_t(i)), (bits >> i) & 1);
                    if (maze.isBlocked({0, e}) || maze.isBlocked({rows - 1, x}))
                        continue;
                    const std::int64_t s = mouseSteps(maze, e, x);
                    if (s > best) {
                        best = s;
                        count = 0;
                    }
                    if (s == best)
                        ++count;
                }
        MouseBestOptions o;
        o.rows = rows;
        o.cols = cols;
        o.freeEnds = freeEnds;
        o.threads = 2;
        Control control;
        const MouseBestResult r = findBestMouseMaze(o, control);
        QVERIFY(r.complete);
        QCOMPARE(r.steps, best);
        QCOMPARE(r.optimalCount, count);
        QCOMPARE(mouseSteps(r.maze, r.entryCol, r.exitCol), best);
    }

    void exhaustiveThesisOptima_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("steps");
        QTest::addRow("3x3") << 3 << 12;
        QTest::addRow("4x4") << 4 << 27;
        QTest::addRow("5x5") << 5 << 54;
        QTest::addRow("6x6") << 6 << 117; // about 2 s CPU (15.7 M walks)
    }
    void exhaustiveThesisOptima()
    {
        QFETCH(int, n);
        QFETCH(int, steps);
        MouseBestOptions o;
        o.rows = o.cols = n;
        o.threads = 2;
        Control control;
        const MouseBestResult r = findBestMouseMaze(o, control);
        QVERIFY(r.complete);
        QCOMPARE(r.steps, steps);
        QCOMPARE(mouseSteps(r.maze), steps);
        QVERIFY(r.optimalCount >= 1);
    }

    // Knuth's estimator against the exact walk counts of the search (37,306 for 5×5,
    // 15,696,915 for 6×6, and a free-ends case); a wrong weight or a missed choice is far off.
    void estimateMatchesExactWalkCount_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<bool>("freeEnds");
        QTest::addRow("4x4") << 4 << 4 << false;
        QTest::addRow("5x5") << 5 << 5 << false;
        QTest::addRow("6x6") << 6 << 6 << false;
        QTest::addRow("4x3 free ends") << 4 << 3 << true;
    }
    void estimateMatchesExactWalkCount()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(bool, freeEnds);
        MouseBestOptions o;
        o.rows = rows;
        o.cols = cols;
        o.freeEnds = freeEnds;
        o.threads = 2;
        Control control;
        const MouseBestResult exact = findBestMouseMaze(o, control);
        const MouseBestEstimate e = estimateMouseBest(rows, cols, freeEnds, 200000, 7, control);
        QCOMPARE(e.probes, std::uint64_t(200000));
        const double tested = double(exact.tested);
        QVERIFY2(std::abs(e.walks - tested) <= 4 * e.standardError + 1e-9 * tested,
                 qPrintable(QStringLiteral("estimate %1 ± %2, exact %3")
                                .arg(e.walks)
                                .arg(e.standardError)
                                .arg(tested)));
        QVERIFY(e.standardError < 0.05 * tested);
        QVERIFY(e.averageSteps > 1);
        // Deterministic for a seed.
        QCOMPARE(estimateMouseBest(rows, cols, freeEnds, 1000, 3, control).walks,
                 estimateMouseBest(rows, cols, freeEnds, 1000, 3, control).walks);
    }

    // The full 7×7 search (`mazelab-cli mouse best 7 --out`, 17 CPU minutes, too long for a
    // unit test) is recorded in tests/data/mouse/exhaustive_7x7.txt: it must be complete, find
    // 332 steps and exactly one optimal maze, and that maze must be the thesis' Table 4.6 maze
    // and really take 332 steps.
    void recordedSevenBySevenSearch()
    {
        std::ifstream in(std::string(MAZELAB_TEST_DATA) + "/mouse/exhaustive_7x7.txt");
        QVERIFY(in);
        const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        const MouseBestResult r = mouseBestFromText(text);
        QVERIFY(r.complete);
        QCOMPARE(r.rows, 7);
        QCOMPARE(r.cols, 7);
        QCOMPARE(r.steps, std::int64_t(332));
        QCOMPARE(r.optimalCount, std::uint64_t(1));
        QCOMPARE(r.tasksDone, r.taskCount);
        QCOMPARE(r.tested, std::uint64_t(22'657'200'991));
        QCOMPARE(mazeToText(r.maze), mazeToText(thesisMaze(7)));
        QCOMPARE(mouseSteps(r.maze), std::int64_t(332));
        // The recorded tree size agrees with Knuth's estimate of it.
        Control control;
        const MouseBestEstimate e = estimateMouseBest(7, 7, false, 100000, 11, control);
        QVERIFY2(std::abs(e.walks - double(r.tested)) <= 4 * e.standardError,
                 qPrintable(QString::number(e.walks)));
    }

    void shardsMergeToTheWhole()
    {
        MouseBestOptions o;
        o.rows = o.cols = 5;
        o.threads = 1;
        Control control;
        const MouseBestResult whole = findBestMouseMaze(o, control);
        std::vector<MouseBestResult> parts;
        o.shardCount = 3;
        for (int i = 0; i < 3; ++i) {
            o.shardIndex = i;
            const MouseBestResult part = findBestMouseMaze(o, control);
            QVERIFY(part.complete);
            // Through the text form, as --merge reads it.
            parts.push_back(mouseBestFromText(mouseBestToText(part)));
        }
        const MouseBestResult merged = mergeMouseBest(parts);
        QVERIFY(merged.complete);
        QCOMPARE(merged.steps, whole.steps);
        QCOMPARE(merged.tested, whole.tested);
        QCOMPARE(merged.optimalCount, whole.optimalCount);
        QCOMPARE(merged.taskCount, whole.taskCount);
    }

    void checkpointResume()
    {
        QTemporaryDir dir;
        MouseBestOptions o;
        o.rows = o.cols = 5;
        o.threads = 1;
        o.checkpointPath = dir.filePath(QStringLiteral("ck.txt")).toStdString();
        o.checkpointSeconds = 0;
        Control first;
        int calls = 0;
        first.setProgressSink([&](double, const ProgressMessage&) {
            if (++calls == 1)
                first.cancel();
        });
        const MouseBestResult partial = findBestMouseMaze(o, first);
        QVERIFY(!partial.complete);
        QVERIFY(partial.tasksDone > 0);
        Control second;
        const MouseBestResult resumed = findBestMouseMaze(o, second);
        QVERIFY(resumed.complete);
        o.checkpointPath.clear();
        const MouseBestResult whole = findBestMouseMaze(o, second);
        QCOMPARE(resumed.steps, whole.steps);
        QCOMPARE(resumed.tested, whole.tested);
        QCOMPARE(resumed.optimalCount, whole.optimalCount);
    }

    void badInput()
    {
        MouseBestOptions o;
        o.rows = o.cols = 9;
        Control control;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, findBestMouseMaze(o, control));
        o.rows = o.cols = 3;
        o.shardCount = 2;
        o.shardIndex = 2;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, findBestMouseMaze(o, control));
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, mouseBestFromText("hello"));
    }

    void heuristicSearchIsSeededAndHonest()
    {
        MouseSearchOptions o;
        o.rows = o.cols = 6;
        o.seconds = 0;
        o.maxEvaluations = 30000;
        Control a(42);
        Control b(42);
        const MouseSearchResult ra = searchMouseMaze(o, a);
        const MouseSearchResult rb = searchMouseMaze(o, b);
        QCOMPARE(ra.steps, rb.steps);
        QCOMPARE(ra.maze, rb.maze);
        QCOMPARE(mouseSteps(ra.maze), ra.steps);
        QVERIFY(ra.steps >= 60); // far above the empty board
        QVERIFY(ra.steps <= 117); // the exhaustive optimum
    }

    // The best-so-far reports: every reported maze really has its step count, the steps never
    // go down, and the final report is the result (also for 2 threads, whose order varies).
    void exhaustiveReportsBestSoFar_data()
    {
        QTest::addColumn<int>("threads");
        QTest::addRow("1 thread") << 1;
        QTest::addRow("2 threads") << 2;
    }
    void exhaustiveReportsBestSoFar()
    {
        QFETCH(int, threads);
        MouseBestOptions o;
        o.rows = o.cols = 5;
        o.threads = threads;
        o.reporting.interval = std::chrono::milliseconds(0); // every improvement
        std::vector<MouseBestSoFar> reports;
        bool wrongSteps = false;
        o.reporting.callback = [&](const MouseBestSoFar& b) {
            reports.push_back(b); // no lock: the search serialises the calls
            if (b.steps > 0 && mouseSteps(b.maze, b.entryCol, b.exitCol) != b.steps)
                wrongSteps = true;
        };
        Control control;
        const MouseBestResult r = findBestMouseMaze(o, control);
        QVERIFY(reports.size() >= 3); // improvements inside tasks are reported, not only the end
        QVERIFY(!wrongSteps);
        for (std::size_t i = 1; i < reports.size(); ++i)
            QVERIFY(reports[i].steps >= reports[i - 1].steps);
        QVERIFY(reports.front().steps < r.steps);
        QCOMPARE(reports.back().steps, r.steps);
        QCOMPARE(reports.back().maze, r.maze);
        QCOMPARE(reports.back().tested, r.tested);
        QCOMPARE(reports.back().fraction, 1.0);
    }
    // A 7×7 task can run for minutes: progress counts the walks of running tasks too (published
    // at each poll), not only of finished ones. With finished tasks only, the first seconds of a
    // 7×7 search report a handful of walks.
    void exhaustiveProgressCountsRunningTasks()
    {
        MouseBestOptions o;
        o.rows = o.cols = 7;
        o.threads = 1;
        o.reporting.interval = std::chrono::milliseconds(0);
        std::uint64_t mostWalks = 0;
        double mostFraction = 0;
        // Stops once the reports passed 100,000 walks, not after a fixed time: under the thread
        // sanitizer (scripts/sanitize.sh) 1.5 s gave only ~20,000 walks.
        Control control;
        control.setTimeLimit(std::chrono::seconds(120));
        o.reporting.callback = [&](const MouseBestSoFar& b) {
            mostWalks = std::max(mostWalks, b.tested);
            mostFraction = std::max(mostFraction, b.fraction);
            if (mostWalks >= 100'000)
                control.cancel();
        };
        const MouseBestResult r = findBestMouseMaze(o, control);
        QVERIFY(!r.complete);
        QVERIFY2(mostWalks >= 100'000, qPrintable(QString::number(mostWalks)));
        QVERIFY(mostWalks > r.tested); // the result counts finished tasks only
        QVERIFY(mostFraction > 0 && mostFraction < 0.5);
    }
    void exhaustiveReportsAreThrottled()
    {
        MouseBestOptions o;
        o.rows = o.cols = 5;
        o.threads = 1;
        o.reporting.interval = std::chrono::hours(1);
        int calls = 0;
        o.reporting.callback = [&](const MouseBestSoFar&) { ++calls; };
        Control control;
        findBestMouseMaze(o, control);
        QCOMPARE(calls, 2); // the first and the final one
    }

    void annealingReportsBestSoFar()
    {
        MouseSearchOptions o;
        o.rows = o.cols = 6;
        o.seconds = 0;
        o.maxEvaluations = 20000;
        o.reporting.interval = std::chrono::milliseconds(0);
        std::vector<MouseBestSoFar> reports;
        o.reporting.callback = [&](const MouseBestSoFar& b) { reports.push_back(b); };
        Control control(7);
        const MouseSearchResult r = searchMouseMaze(o, control);
        QVERIFY(reports.size() >= 3);
        for (const MouseBestSoFar& b : reports)
            QCOMPARE(mouseSteps(b.maze), b.steps);
        QCOMPARE(reports.back().steps, r.steps);
        QCOMPARE(reports.back().maze, r.maze);
        QCOMPARE(reports.back().tested, r.evaluations);
        QCOMPARE(reports.back().fraction, 1.0);
        // Reporting does not change the seeded search.
        MouseSearchOptions quiet = o;
        quiet.reporting = {};
        Control same(7);
        QCOMPARE(searchMouseMaze(quiet, same).maze, r.maze);
    }
};

QTEST_GUILESS_MAIN(TestMouse)
#include "tst_mouse.moc"
