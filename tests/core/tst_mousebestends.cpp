// The exhaustive mouse search (core/mouse/mousebest.h) beyond its first version: free ends
// reported per entrance/exit pair (checked against brute force over all mazes × all pairs), the
// 128-bit board (forced on small boards it must give exactly the 64-bit results; boards that
// need it), and the checkpoint / result reader, which must reject malformed text with the line
// and column of the problem (the files travel between the machines of a batch system).
#include "core/maze.h"
#include "core/mouse/mousebest.h"
#include "core/mouse/mousesearch.h"
#include "core/mouse/mousewalk.h"

#include <QTemporaryDir>
#include <QTest>

#include "core/mazeformat.h"

#include <fstream>

using namespace mazelab;

namespace {

MouseBestResult search(int rows, int cols, bool freeEnds, bool wide, int threads = 2)
{
    MouseBestOptions o;
    o.rows = rows;
    o.cols = cols;
    o.freeEnds = freeEnds;
    o.threads = threads;
    o.forceWideBoard = wide;
    Control control;
    return findBestMouseMaze(o, control);
}

} // namespace

class TestMouseBestEnds : public QObject {
    Q_OBJECT

private slots:
    // Brute force over all 2^(n·m) mazes for every entrance/exit pair: the best steps and the
    // number of optimal mazes per pair, hence the optimal positions.
    void freeEndsPerPairAgainstBruteForce_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<bool>("wide");
        QTest::addRow("3x3") << 3 << 3 << false;
        QTest::addRow("4x4") << 4 << 4 << false;
        QTest::addRow("3x4") << 3 << 4 << false;
        QTest::addRow("3x3 wide board") << 3 << 3 << true;
        QTest::addRow("4x4 wide board") << 4 << 4 << true;
    }
    void freeEndsPerPairAgainstBruteForce()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(bool, wide);
        const int cells = rows * cols;
        std::int64_t best = 0;
        std::uint64_t total = 0;
        const MouseBestResult r = search(rows, cols, true, wide);
        QVERIFY(r.complete);
        QCOMPARE(r.ends.size(), std::size_t(cols * cols));
        for (int e = 0; e < cols; ++e)
            for (int x = 0; x < cols; ++x) {
                std::int64_t pairBest = 0;
                std::uint64_t pairCount = 0;
                for (std::uint32_t bits = 0; bits < (1u << cells); ++bits) {
                    Maze maze(rows, cols);
                    for (int i = 0; i < cells; ++i)
                        maze.setBlocked(maze.cellAt(std::size_t(i)), (bits >> i) & 1);
                    if (maze.isBlocked({0, e}) || maze.isBlocked({rows - 1, x}))
                        continue;
                    const std::int64_t s = mouseSteps(maze, e, x);
                    if (s > pairBest) {
                        pairBest = s;
                        pairCount = 0;
                    }
                    if (s == pairBest)
                        ++pairCount;
                }
                const MouseEndsBest& got = r.ends[std::size_t(e * cols + x)];
                QCOMPARE(got.entryCol, e);
                QCOMPARE(got.exitCol, x);
                QCOMPARE(got.steps, pairBest);
                QCOMPARE(got.optimalCount, pairCount);
                if (pairBest > best) {
                    best = pairBest;
                    total = 0;
                }
                if (pairBest == best)
                    total += pairCount;
            }
        QCOMPARE(r.steps, best);
        QCOMPARE(r.optimalCount, total);
        QCOMPARE(mouseSteps(r.maze, r.entryCol, r.exitCol), best);
        QCOMPARE(r.ends[std::size_t(r.entryCol * cols + r.exitCol)].steps, best);
    }

    // The 128-bit board forced on boards where 64 bits suffice: the same optimum, count, walks
    // and per-pair results (fixed and free ends, several shapes, shards through the text form).
    void wideBoardEqualsNarrow_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<bool>("freeEnds");
        QTest::addRow("5x5") << 5 << 5 << false;
        QTest::addRow("4x6") << 4 << 6 << false;
        QTest::addRow("6x4") << 6 << 4 << false;
        QTest::addRow("5x4 free ends") << 5 << 4 << true;
        QTest::addRow("2x9 free ends") << 2 << 9 << true;
    }
    void wideBoardEqualsNarrow()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(bool, freeEnds);
        QVERIFY(!mouseBestNeedsWideBoard(rows, cols));
        const MouseBestResult narrow = search(rows, cols, freeEnds, false);
        const MouseBestResult wide = search(rows, cols, freeEnds, true);
        QVERIFY(narrow.complete && wide.complete);
        QCOMPARE(wide.steps, narrow.steps);
        QCOMPARE(wide.optimalCount, narrow.optimalCount);
        QCOMPARE(wide.tested, narrow.tested);
        QCOMPARE(wide.taskCount, narrow.taskCount);
        QCOMPARE(wide.ends.size(), narrow.ends.size());
        for (std::size_t i = 0; i < wide.ends.size(); ++i) {
            QCOMPARE(wide.ends[i].steps, narrow.ends[i].steps);
            QCOMPARE(wide.ends[i].optimalCount, narrow.ends[i].optimalCount);
            QCOMPARE(wide.ends[i].tested, narrow.ends[i].tested);
        }
        Control control;
        QCOMPARE(estimateMouseBest(rows, cols, freeEnds, 2000, 5, control).walks > 0, true);
    }

    // Boards that need the wide board: one-row and two-row boards wider than 29 cells (their
    // 3×3 window does not fit 64 bits — 1×63 used to walk forever), and 8×8's estimate.
    void boardsThatNeedTheWideBoard_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<bool>("freeEnds");
        QTest::addRow("1x40 free ends") << 1 << 40 << true;
        QTest::addRow("1x62") << 1 << 62 << false;
        QTest::addRow("2x31") << 2 << 31 << false;
    }
    void boardsThatNeedTheWideBoard()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(bool, freeEnds);
        QVERIFY(mouseBestNeedsWideBoard(rows, cols));
        const MouseBestResult r = search(rows, cols, freeEnds, false);
        QVERIFY(r.complete);
        QVERIFY(r.steps > 0);
        QCOMPARE(mouseSteps(r.maze, r.entryCol, r.exitCol), r.steps);
        // A one-row board: the mouse walks from the entrance to the exit and no further.
        if (rows == 1 && !freeEnds)
            QCOMPARE(r.steps, std::int64_t(2));
    }
    void eightByEightEstimate()
    {
        QVERIFY(mouseBestSizeSupported(8, 8));
        QVERIFY(mouseBestSizeSupported(7, 9));
        QVERIFY(!mouseBestSizeSupported(8, 9));
        QVERIFY(!mouseBestSizeSupported(9, 9));
        QVERIFY(mouseBestNeedsWideBoard(8, 8));
        QVERIFY(!mouseBestNeedsWideBoard(7, 8));
        Control control;
        const MouseBestEstimate e = estimateMouseBest(8, 8, false, 3000, 1, control);
        QCOMPARE(e.probes, std::uint64_t(3000));
        QVERIFY(e.walks > 1e12); // far beyond 7×8 (≈ 1.6·10¹²)
        QVERIFY(e.averageSteps > 20);
    }

    void resultTextRoundTripsWithPairs()
    {
        const MouseBestResult r = search(3, 4, true, false);
        const MouseBestResult again = mouseBestFromText(mouseBestToText(r));
        QCOMPARE(again.ends.size(), r.ends.size());
        for (std::size_t i = 0; i < r.ends.size(); ++i) {
            QCOMPARE(again.ends[i].steps, r.ends[i].steps);
            QCOMPARE(again.ends[i].optimalCount, r.ends[i].optimalCount);
        }
        QCOMPARE(mouseBestToText(again), mouseBestToText(r));
        // Shards merged through the text form give the whole search's pairs.
        std::vector<MouseBestResult> parts;
        for (int i = 0; i < 4; ++i) {
            MouseBestOptions o;
            o.rows = 3;
            o.cols = 4;
            o.freeEnds = true;
            o.threads = 1;
            o.shardIndex = i;
            o.shardCount = 4;
            Control control;
            parts.push_back(mouseBestFromText(mouseBestToText(findBestMouseMaze(o, control))));
        }
        const MouseBestResult merged = mergeMouseBest(parts);
        QVERIFY(merged.complete);
        QCOMPARE(merged.shardCount, 1);
        QCOMPARE(merged.optimalCount, r.optimalCount);
        // A missing or doubled shard is an error, not a smaller result.
        std::vector<MouseBestResult> missing(parts.begin(), parts.begin() + 3);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, mergeMouseBest(missing));
        missing.push_back(parts[1]);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, mergeMouseBest(missing));
        for (std::size_t i = 0; i < r.ends.size(); ++i) {
            QCOMPARE(merged.ends[i].steps, r.ends[i].steps);
            QCOMPARE(merged.ends[i].optimalCount, r.ends[i].optimalCount);
            QCOMPARE(merged.ends[i].tested, r.ends[i].tested);
        }
    }

    // Malformed result / checkpoint text: std::runtime_error naming the line and column.
    void malformedTextNamesLineAndColumn_data()
    {
        QTest::addColumn<QString>("find");
        QTest::addColumn<QString>("replace");
        QTest::addColumn<QString>("where");
        QTest::addRow("bad version") << "mazelab-mouse-best 2" << "mazelab-mouse-best 7"
                                     << "line 2, column 20";
        QTest::addRow("not a number") << "steps 12" << "steps 1x2" << "line 5, column 7";
        QTest::addRow("missing key") << "tested " << "tasted " << "line 7, column 1";
        QTest::addRow("too many values") << "ends 0 0" << "ends 0 0 0" << "line 6, column 10";
        QTest::addRow("column out of range") << "ends 0 0" << "ends 0 9" << "line 6, column 8";
        QTest::addRow("bad size") << "size 3 3 0" << "size 30 30 0" << "line 3, column 6";
        QTest::addRow("negative") << "tested " << "tested -" << "line 7, column 8";
        QTest::addRow("bad task state") << "done 1" << "done 2" << "line 1, column 6";
        QTest::addRow("bad maze") << "maze\n" << "maze\n?" << "line 15, column 1";
        QTest::addRow("truncated") << "seconds" << "" << "line 11, column 1";
        QTest::addRow("seconds") << "seconds 0" << "seconds x0" << "line 11, column 9";
    }
    void malformedTextNamesLineAndColumn()
    {
        QFETCH(QString, find);
        QFETCH(QString, replace);
        QFETCH(QString, where);
        MouseBestResult r = search(3, 3, false, false, 1);
        r.seconds = 0.5;
        std::string text = mouseCheckpointToText({std::string(r.taskCount, '1'), r});
        const std::size_t at = text.find(find.toStdString());
        QVERIFY2(at != std::string::npos, qPrintable(QString::fromStdString(text)));
        if (replace.isEmpty())
            text.resize(at); // cut the text off here
        else
            text.replace(at, std::size_t(find.size()), replace.toStdString());
        try {
            mouseCheckpointFromText(text);
            QFAIL("accepted malformed text");
        } catch (const std::runtime_error& e) {
            QVERIFY2(QString::fromUtf8(e.what()).startsWith(where), e.what());
        }
    }

    // The free-ends optima recorded by `mazelab-cli mouse best N --free-ends --out`: 5×5 is
    // searched again (0.1 s) and must equal the record; 6×6 (5 CPU seconds) is re-checked
    // cheaply: its maze really takes that many steps with its ends, its (0, 0) pair is the
    // fixed-ends optimum (117 steps, one maze, 15,696,915 walks), its pairs add up.
    void recordedFreeEndsOptima()
    {
        const auto load = [](const char* name) {
            std::ifstream in(std::string(MAZELAB_TEST_DATA) + "/mouse/" + name);
            return mouseBestFromText(std::string((std::istreambuf_iterator<char>(in)),
                                                 std::istreambuf_iterator<char>()));
        };
        const MouseBestResult five = load("free_ends_5x5.txt");
        const MouseBestResult again = search(5, 5, true, false);
        QCOMPARE(again.steps, five.steps);
        QCOMPARE(again.optimalCount, five.optimalCount);
        QCOMPARE(again.tested, five.tested);
        QCOMPARE(mazeToText(again.maze), mazeToText(five.maze));
        QCOMPARE(five.steps, std::int64_t(69));
        for (std::size_t i = 0; i < five.ends.size(); ++i)
            QCOMPARE(again.ends[i].optimalCount, five.ends[i].optimalCount);

        const MouseBestResult six = load("free_ends_6x6.txt");
        QVERIFY(six.complete && six.freeEnds);
        QCOMPARE(six.steps, std::int64_t(138));
        QCOMPARE(six.optimalCount, std::uint64_t(6));
        QCOMPARE(six.entryCol, 1);
        QCOMPARE(six.exitCol, 0);
        QCOMPARE(mouseSteps(six.maze, six.entryCol, six.exitCol), std::int64_t(138));
        QCOMPARE(six.ends.size(), std::size_t(36));
        QCOMPARE(six.ends[0].steps, std::int64_t(117));
        QCOMPARE(six.ends[0].optimalCount, std::uint64_t(1));
        QCOMPARE(six.ends[0].tested, std::uint64_t(15'696'915));
        std::uint64_t tested = 0;
        std::uint64_t optimal = 0;
        for (const MouseEndsBest& e : six.ends) {
            tested += e.tested;
            optimal += e.steps == six.steps ? e.optimalCount : 0;
        }
        QCOMPARE(tested, six.tested);
        QCOMPARE(optimal, six.optimalCount);

        // 7×7 free ends, shard 0 of 64 (README): a second 332-step maze, entrance above
        // column 2; merging it alone is refused (63 shards missing).
        const MouseBestResult shard = load("free_ends_7x7/shard_0.txt");
        QVERIFY(shard.complete && shard.freeEnds);
        QCOMPARE(shard.shardIndex, 0);
        QCOMPARE(shard.shardCount, 64);
        QCOMPARE(shard.steps, std::int64_t(332));
        QCOMPARE(mouseSteps(shard.maze, 2, 0), std::int64_t(332));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, mergeMouseBest({shard}));

        // All 64 shards merged (README: the 7×7 free-ends optimum, 333 steps, 2 mazes, both
        // entrance 5 / exit 0) equal the recorded merge; its (0, 0) pair is the fixed-ends
        // search of exhaustive_7x7.txt walk for walk: 332 steps, one maze, 22,657,200,991 walks.
        std::vector<MouseBestResult> parts;
        for (int i = 0; i < 64; ++i)
            parts.push_back(load(("free_ends_7x7/shard_" + std::to_string(i) + ".txt").c_str()));
        const MouseBestResult seven = mergeMouseBest(parts);
        const MouseBestResult recorded = load("free_ends_7x7.txt");
        QVERIFY(seven.complete && seven.freeEnds && recorded.complete);
        QCOMPARE(seven.steps, std::int64_t(333));
        QCOMPARE(seven.optimalCount, std::uint64_t(2));
        QCOMPARE(seven.tested, std::uint64_t(140'149'539'352));
        QCOMPARE(recorded.steps, seven.steps);
        QCOMPARE(recorded.tested, seven.tested);
        QCOMPARE(recorded.optimalCount, seven.optimalCount);
        QCOMPARE(mazeToText(recorded.maze), mazeToText(seven.maze));
        QCOMPARE(seven.entryCol, 5);
        QCOMPARE(seven.exitCol, 0);
        QCOMPARE(mouseSteps(seven.maze, 5, 0), std::int64_t(333));
        QCOMPARE(seven.ends.size(), std::size_t(49));
        QCOMPARE(seven.ends[0].steps, std::int64_t(332));
        QCOMPARE(seven.ends[0].optimalCount, std::uint64_t(1));
        QCOMPARE(seven.ends[0].tested, std::uint64_t(22'657'200'991));
        std::uint64_t optimal7 = 0;
        for (const MouseEndsBest& e : seven.ends)
            optimal7 += e.steps == seven.steps ? e.optimalCount : 0;
        QCOMPARE(optimal7, seven.optimalCount);
    }

    // The best free-ends mazes found by `mouse search N --free-ends` (README table): each
    // takes the recorded steps with its recorded ends.
    void recordedFreeEndsSearchMazes_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("steps");
        QTest::addColumn<int>("entry");
        QTest::addColumn<int>("exit");
        QTest::addRow("8x8") << "free_ends_best_8x8.maze" << 706 << 1 << 0;
        QTest::addRow("9x9") << "free_ends_best_9x9.maze" << 1455 << 8 << 5;
        QTest::addRow("10x10") << "free_ends_best_10x10.maze" << 2775 << 6 << 0;
        QTest::addRow("11x11") << "free_ends_best_11x11.maze" << 8285 << 3 << 0;
    }
    void recordedFreeEndsSearchMazes()
    {
        QFETCH(QString, file);
        QFETCH(int, steps);
        QFETCH(int, entry);
        QFETCH(int, exit);
        std::ifstream in(std::string(MAZELAB_TEST_DATA) + "/mouse/" + file.toStdString());
        const std::string text((std::istreambuf_iterator<char>(in)),
                               std::istreambuf_iterator<char>());
        const QString header = QString::fromStdString(text);
        QVERIFY(header.contains(QStringLiteral(" %1 steps").arg(steps)));
        QVERIFY(header.contains(QStringLiteral("--entry %1 --exit %2").arg(entry).arg(exit)));
        const MazeFile maze = parseMazeText(text);
        QCOMPARE(mouseSteps(maze.mazes.at(0), entry, exit), std::int64_t(steps));
    }

    // The annealing search with free ends moves entrance and exit; its result is honest (the
    // maze takes the reported steps with the reported ends) and seeded.
    void heuristicSearchWithFreeEnds()
    {
        MouseSearchOptions o;
        o.rows = o.cols = 5;
        o.seconds = 0;
        o.maxEvaluations = 200000;
        o.freeEnds = true;
        o.entryCol = 4;
        o.exitCol = 4;
        Control a(3);
        Control b(3);
        const MouseSearchResult ra = searchMouseMaze(o, a);
        const MouseSearchResult rb = searchMouseMaze(o, b);
        QCOMPARE(ra.steps, rb.steps);
        QCOMPARE(ra.entryCol, rb.entryCol);
        QCOMPARE(mouseSteps(ra.maze, ra.entryCol, ra.exitCol), ra.steps);
        QVERIFY(ra.steps > 54);  // beyond the fixed-ends optimum: the ends did move
        QVERIFY(ra.steps <= 69); // the exhaustive free-ends optimum
        o.freeEnds = false;
        Control c(3);
        const MouseSearchResult fixed = searchMouseMaze(o, c);
        QCOMPARE(fixed.entryCol, 4);
        QCOMPARE(fixed.exitCol, 4);
        QCOMPARE(mouseSteps(fixed.maze, 4, 4), fixed.steps);
    }

    // A checkpoint of another search or shard is refused, with the path in the message.
    void checkpointOfAnotherShardIsRefused()
    {
        QTemporaryDir dir;
        MouseBestOptions o;
        o.rows = o.cols = 4;
        o.threads = 1;
        o.shardCount = 2;
        o.checkpointPath = dir.filePath(QStringLiteral("ck.txt")).toStdString();
        Control control;
        QVERIFY(findBestMouseMaze(o, control).complete);
        o.shardCount = 3;
        try {
            findBestMouseMaze(o, control);
            QFAIL("accepted another shard's checkpoint");
        } catch (const std::runtime_error& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("another search")),
                     e.what());
        }
        std::ofstream(o.checkpointPath) << "done 01\nmazelab-mouse-best 2\nsize 4 x 0\n";
        try {
            findBestMouseMaze(o, control);
            QFAIL("accepted a malformed checkpoint");
        } catch (const std::runtime_error& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("line 3, column 8")),
                     e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestMouseBestEnds)
#include "tst_mousebestends.moc"
