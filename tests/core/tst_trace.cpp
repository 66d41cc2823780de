// CellTrace (core/trace/celltrace.h): every way of reaching a step — stateAt, a cursor's seek,
// stepping forward from 0, stepping back from the end — gives the state that a plain
// reference model (the events applied to a TraceState by hand, no keyframes) reaches, on
// seeded random traces with empty steps, large values, notes and keyframe thinning. Then the
// adapters: the mouse trace against simulateMouse's visit counts at every step, the token
// trace against its path.
#include "core/mazeformat.h"
#include "core/mouse/mousetrace.h"
#include "core/mouse/mousewalk.h"
#include "core/token/tokensolver.h"
#include "core/token/tokentrace.h"
#include "core/trace/celltrace.h"

#include <QTest>
#include <random>

using namespace mazelab;

namespace {

struct RandomTrace {
    std::shared_ptr<CellTrace> trace;
    std::vector<TraceState> states;    // reference: the state after each step 0 … length
    std::vector<std::string> captions; // reference caption per step
    bool endStepNumbersOk = true;      // endStep() returned 1, 2, 3, …
};

// A seeded random trace and, independently, the states it must produce. `emptyRate`: chance
// that a step has no event; `largeRate`: chance that a value lies outside 24 bits.
RandomTrace makeRandomTrace(std::uint64_t seed, int steps, std::size_t budget,
                            std::uint64_t interval, double emptyRate, double largeRate)
{
    std::mt19937_64 rng(seed);
    const auto uniform = [&](int lo, int hi) {
        return std::uniform_int_distribution<int>(lo, hi)(rng);
    };
    const auto chance = [&](double p) { return std::bernoulli_distribution(p)(rng); };
    const int rows = uniform(1, 6), cols = uniform(1, 6);
    const int layers = uniform(1, CellTrace::kMaxLayers);
    const int markers = uniform(0, CellTrace::kMaxMarkers);
    const int cells = rows * cols;
    RandomTrace r;
    r.trace = std::make_shared<CellTrace>(rows, cols, layers, markers, budget, interval);
    TraceState s;
    s.layers.assign(std::size_t(layers), std::vector<std::int32_t>(std::size_t(cells), 0));
    s.markers.assign(std::size_t(markers), CellTrace::kNoCell);
    if (chance(0.5)) { // a non-zero initial state
        for (auto& layer : s.layers)
            for (auto& v : layer)
                v = uniform(-5, 5);
        for (auto& m : s.markers)
            m = uniform(-1, cells - 1);
        r.trace->setInitialState(s);
    }
    r.states.push_back(s);
    r.captions.push_back({});
    std::string caption;
    const auto value = [&](bool large) {
        return large ? std::int32_t(std::uniform_int_distribution<std::int64_t>(
                           INT32_MIN, INT32_MAX)(rng))
                     : uniform(-CellTrace::kMaxValue - 1, CellTrace::kMaxValue);
    };
    for (int k = 1; k <= steps; ++k) {
        const int events = chance(emptyRate) ? 0 : uniform(1, 4);
        for (int e = 0; e < events; ++e) {
            const int cell = uniform(0, cells - 1);
            const int layer = uniform(0, layers - 1);
            const int op = uniform(0, markers > 0 ? 3 : 1);
            const bool large = chance(largeRate);
            auto& v = s.layers[std::size_t(layer)][std::size_t(cell)];
            if (op == 0) {
                const std::int32_t x = value(large);
                r.trace->set(layer, cell, x);
                v = x;
            } else if (op == 1) {
                const std::int32_t d = large ? value(true) / 4 : uniform(-3, 3);
                r.trace->add(layer, cell, d);
                v = std::int32_t(std::uint32_t(v) + std::uint32_t(d)); // wraps like the trace
            } else if (op == 2) {
                const int marker = uniform(0, markers - 1);
                const int to = chance(0.2) ? CellTrace::kNoCell : cell;
                r.trace->move(marker, to);
                s.markers[std::size_t(marker)] = to;
            } else {
                const int marker = uniform(0, markers - 1);
                const std::int32_t d = large ? value(true) / 4 : uniform(-2, 5);
                r.trace->moveAdd(marker, layer, cell, d);
                s.markers[std::size_t(marker)] = cell;
                v = std::int32_t(std::uint32_t(v) + std::uint32_t(d));
            }
        }
        if (chance(0.05)) {
            caption = "step " + std::to_string(k) + (chance(0.5) ? "" : " (again)");
            r.trace->note(caption);
            if (chance(0.3)) {
                caption += " replaced";
                r.trace->note(caption);
            }
        }
        r.endStepNumbersOk = r.endStepNumbersOk && r.trace->endStep() == k;
        s.step = k;
        r.states.push_back(s);
        r.captions.push_back(caption);
    }
    r.trace->finish();
    return r;
}

// A thesis maze, or "random <rows> <cols> <seed>": walls with probability 0.3, drawn again
// until the mouse has a way out (entrance column 0, exit column `exitCol`).
Maze mouseMaze(const QString& name, int exitCol = 0)
{
    if (name.startsWith(QLatin1String("thesis"))) {
        const std::string path = std::string(MAZELAB_TEST_DATA) + "/mouse/thesis_"
            + name.mid(7).toStdString() + ".maze";
        return readMazeFile(path).mazes.at(0);
    }
    const QStringList parts = name.split(QLatin1Char(' '));
    const int rows = parts.at(1).toInt(), cols = parts.at(2).toInt();
    std::mt19937_64 rng(parts.at(3).toULongLong());
    std::bernoulli_distribution wall(0.3);
    MouseOptions options;
    options.exitCol = exitCol;
    Maze maze(rows, cols);
    do {
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c)
                maze.setBlocked({r, c}, wall(rng));
    } while (!mouseHasWayOut(maze, options));
    return maze;
}

} // namespace

class TestTrace : public QObject {
    Q_OBJECT
private slots:
    void randomTraces_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("steps");
        QTest::addColumn<qulonglong>("budget");
        QTest::addColumn<qulonglong>("interval");
        QTest::addColumn<double>("emptyRate");
        QTest::addColumn<double>("largeRate");
        const qulonglong big = CellTrace::kDefaultKeyframeBudget;
        QTest::newRow("default interval") << quint64(1) << 3000 << big << 0ull << 0.1 << 0.0;
        QTest::newRow("interval 1") << quint64(2) << 800 << big << 1ull << 0.1 << 0.0;
        QTest::newRow("interval 7") << quint64(3) << 3000 << big << 7ull << 0.1 << 0.0;
        QTest::newRow("interval 64") << quint64(4) << 5000 << big << 64ull << 0.2 << 0.0;
        QTest::newRow("mostly empty steps") << quint64(5) << 3000 << big << 5ull << 0.9 << 0.0;
        QTest::newRow("only empty steps") << quint64(6) << 500 << big << 3ull << 1.0 << 0.0;
        QTest::newRow("large values") << quint64(7) << 3000 << big << 16ull << 0.1 << 0.3;
        QTest::newRow("thinning") << quint64(8) << 6000 << 20000ull << 2ull << 0.1 << 0.05;
        QTest::newRow("thinning, tiny budget") << quint64(9) << 6000 << 1ull << 1ull << 0.1
                                               << 0.05;
        // More than one 64 Ki-event block (about 2.5 events a step).
        QTest::newRow("across event blocks") << quint64(20) << 60000 << big << 100ull << 0.0
                                             << 0.01;
        QTest::newRow("across event blocks, default interval")
            << quint64(21) << 60000 << big << 0ull << 0.0 << 0.0;
        for (quint64 seed = 10; seed < 20; ++seed)
            QTest::addRow("seed %llu thinning", seed)
                << seed << 2000 << 4000ull << 3ull << 0.15 << 0.05;
    }
    void randomTraces()
    {
        QFETCH(quint64, seed);
        QFETCH(int, steps);
        QFETCH(qulonglong, budget);
        QFETCH(qulonglong, interval);
        QFETCH(double, emptyRate);
        QFETCH(double, largeRate);
        const RandomTrace r = makeRandomTrace(seed, steps, budget, interval, emptyRate,
                                              largeRate);
        const CellTrace& t = *r.trace;
        QCOMPARE(t.length(), std::int64_t(steps));
        QVERIFY(r.endStepNumbersOk);
        QVERIFY(t.eventCount() >= std::uint64_t(steps));
        if (steps >= 60000)
            QVERIFY(t.eventCount() > 2 * 65536);
        QVERIFY(t.keyframeCount() >= 1);
        if (budget < 100000) { // thinning happened and kept the keyframes in budget
            QVERIFY(t.keyframeInterval() > interval);
            QVERIFY(t.keyframeCount() == 1 || t.keyframeBytes() <= budget);
        }
        if (interval > 0 && budget >= 100000)
            QVERIFY(t.keyframeCount() > 1);

        // Stepping forward from 0.
        TraceCursor cursor(r.trace);
        QCOMPARE(cursor.state(), r.states[0]);
        for (int k = 1; k <= steps; ++k) {
            cursor.stepForward();
            QCOMPARE(cursor.step(), std::int64_t(k));
            if (cursor.state() != r.states[std::size_t(k)])
                QFAIL(qPrintable(QStringLiteral("stepForward to %1 differs").arg(k)));
        }
        cursor.stepForward(); // clamped at the end
        QCOMPARE(cursor.step(), std::int64_t(steps));
        // Stepping back from the end (all the way on short traces; each step back of a long
        // trace with one keyframe replays it from the start).
        const int back = steps <= 6000 ? steps : 300;
        for (int k = steps - 1; k >= steps - back; --k) {
            cursor.stepBack();
            if (cursor.state() != r.states[std::size_t(k)])
                QFAIL(qPrintable(QStringLiteral("stepBack to %1 differs").arg(k)));
        }
        cursor.seek(1);
        cursor.stepBack();
        cursor.stepBack();
        QCOMPARE(cursor.step(), std::int64_t(0));
        QCOMPARE(cursor.state(), r.states[0]);
        // Random seeks (forward and back), stateAt and captions.
        std::mt19937_64 rng(seed * 31 + 1);
        std::uniform_int_distribution<int> pick(0, steps);
        for (int i = 0; i < 400; ++i) {
            const int k = pick(rng);
            cursor.seek(k);
            if (cursor.state() != r.states[std::size_t(k)])
                QFAIL(qPrintable(QStringLiteral("seek to %1 differs").arg(k)));
            if (i % 8 == 0)
                QCOMPARE(t.stateAt(k), r.states[std::size_t(k)]);
            QCOMPARE(t.caption(k), r.captions[std::size_t(k)]);
        }
        cursor.seek(-5);
        QCOMPARE(cursor.state(), r.states[0]);
        cursor.seek(steps + 5);
        QCOMPARE(cursor.state(), r.states.back());
        QCOMPARE(t.stateAt(steps + 1), r.states.back());
    }

    // A seek copies the keyframe into the cursor's buffers: no reallocation after the first.
    void seekKeepsBuffers()
    {
        const RandomTrace r = makeRandomTrace(42, 2000, CellTrace::kDefaultKeyframeBudget, 8,
                                              0.1, 0.0);
        TraceCursor cursor(r.trace);
        cursor.seek(1000);
        const std::int32_t* layer0 = cursor.state().layers[0].data();
        for (int k : {10, 1999, 3, 1500, 0, 2000})
            cursor.seek(k);
        QCOMPARE(cursor.state().layers[0].data(), layer0);
    }

    // The mouse trace replays simulateMouse: visit counts and the mouse after every step.
    void mouseTrace_data()
    {
        QTest::addColumn<QString>("maze");
        QTest::addColumn<int>("exitCol");
        QTest::newRow("thesis 7x7") << QStringLiteral("thesis 7x7") << 0;
        QTest::newRow("thesis 9x9") << QStringLiteral("thesis 9x9") << 0;
        for (int seed = 1; seed <= 12; ++seed) {
            const int side = 4 + seed * 2;
            QTest::addRow("random %dx%d seed %d", side, side + 3, seed)
                << QStringLiteral("random %1 %2 %3").arg(side).arg(side + 3).arg(seed)
                << (seed % 3);
        }
        for (int seed = 13; seed <= 16; ++seed) // exit on the far side: longer walks
            QTest::addRow("random 25x30 seed %d exit right", seed)
                << QStringLiteral("random 25 30 %1").arg(seed) << 29;
    }
    void mouseTrace()
    {
        QFETCH(QString, maze);
        QFETCH(int, exitCol);
        const Maze m = mouseMaze(maze, exitCol);
        MouseOptions options;
        options.exitCol = exitCol;
        options.recordTrace = true;
        const MouseWalk walk = simulateMouse(m, options);
        Control control;
        const MouseTrace mt = recordMouseTrace(m, options, control);
        QCOMPARE(mt.walk.steps, walk.steps);
        QCOMPARE(mt.walk.escaped, walk.escaped);
        QCOMPARE(mt.walk.visits, walk.visits);
        QVERIFY(mt.walk.trace.empty());
        QCOMPARE(mt.trace->length(), walk.steps);
        QVERIFY(walk.escaped);
        // Reference states from the walk's cell list.
        std::vector<std::int32_t> counts(m.cellCount(), 0);
        std::vector<std::vector<std::int32_t>> layer0 = {counts};
        std::vector<std::int32_t> mouse = {CellTrace::kNoCell};
        for (std::uint32_t cell : walk.trace) {
            ++counts[cell];
            layer0.push_back(counts);
            mouse.push_back(std::int32_t(cell));
        }
        layer0.push_back(counts); // leaving through the exit
        mouse.push_back(CellTrace::kNoCell);
        QCOMPARE(std::int64_t(layer0.size()), walk.steps + 1);
        for (std::size_t i = 0; i < m.cellCount(); ++i)
            QCOMPARE(std::int64_t(counts[i]), walk.visits[i]);
        TraceCursor cursor(mt.trace);
        for (std::int64_t k = 0; k <= walk.steps; ++k) {
            if (k > 0)
                cursor.stepForward();
            QCOMPARE(cursor.step(), k);
            if (cursor.state().layers[0] != layer0[std::size_t(k)]
                || cursor.state().markers[0] != mouse[std::size_t(k)])
                QFAIL(qPrintable(QStringLiteral("step %1 differs").arg(k)));
        }
        std::mt19937_64 rng(7);
        std::uniform_int_distribution<std::int64_t> pick(0, walk.steps);
        for (int i = 0; i < 200; ++i) {
            const std::int64_t k = pick(rng);
            cursor.seek(k);
            QCOMPARE(cursor.state().layers[0], layer0[std::size_t(k)]);
            QCOMPARE(cursor.state().markers[0], mouse[std::size_t(k)]);
        }
        QVERIFY(mt.trace->memoryBytes() < 8 * std::size_t(walk.steps) + (64u << 10)
                                              + 16 * m.cellCount());
    }

    // No way out: an empty trace.
    void mouseTraceNoWayOut()
    {
        Maze m(3, 3);
        m.setBlocked({1, 0}, true);
        m.setBlocked({1, 1}, true);
        m.setBlocked({1, 2}, true);
        Control control;
        const MouseTrace mt = recordMouseTrace(m, {}, control);
        QVERIFY(mt.walk.noWayOut);
        QCOMPARE(mt.trace->length(), std::int64_t(0));
        QCOMPARE(TraceCursor(mt.trace).state().markers[0], CellTrace::kNoCell);
    }

    // A capped walk: the trace holds the steps made.
    void mouseTraceCancelled()
    {
        const Maze m = mouseMaze(QStringLiteral("thesis 9x9"));
        MouseOptions options;
        options.maxSteps = 100;
        Control control;
        const MouseTrace mt = recordMouseTrace(m, options, control);
        QVERIFY(!mt.walk.escaped);
        QCOMPARE(mt.trace->length(), mt.walk.steps);
        QCOMPARE(mt.trace->length(), std::int64_t(100));
        QVERIFY(mt.trace->stateAt(100).markers[0] != CellTrace::kNoCell);
    }

    // The token trace shows the first k cells of the path after step k.
    void tokenTrace_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<QString>("walls");
        QTest::newRow("3x3 empty") << 3 << 3 << QString();
        QTest::newRow("4x5 empty") << 4 << 5 << QString();
        QTest::newRow("5x5 two obstacles") << 5 << 5 << QStringLiteral("1 1,3 2");
        QTest::newRow("6x6 obstacle") << 6 << 6 << QStringLiteral("2 3");
    }
    void tokenTrace()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(QString, walls);
        Maze board(rows, cols);
        for (const QString& w : walls.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QStringList rc = w.split(QLatin1Char(' '));
            board.setBlocked({rc.at(0).toInt(), rc.at(1).toInt()}, true);
        }
        const token::SolveResult result = token::solve(board);
        QCOMPARE(result.verdict, token::Verdict::Solvable);
        const token::Path& path = result.solutions.at(0);
        const auto trace = token::recordTokenTrace(board, path);
        QCOMPARE(trace->length(), std::int64_t(path.size()));
        TraceCursor cursor(trace);
        for (std::size_t k = 0; k <= path.size(); ++k) {
            cursor.seek(std::int64_t(k));
            for (std::size_t j = 0; j < path.size(); ++j)
                QCOMPARE(cursor.state().layers[0][board.index(path[j])],
                         j < k ? std::int32_t(j + 1) : 0);
            QCOMPARE(cursor.state().markers[0],
                     k == 0 ? CellTrace::kNoCell : std::int32_t(board.index(path[k - 1])));
        }
        std::int32_t total = 0;
        const TraceState last = trace->stateAt(trace->length());
        for (std::int32_t v : last.layers[0])
            total += v;
        QCOMPARE(std::size_t(total), path.size() * (path.size() + 1) / 2);
    }

    void finishClosesNotedStep()
    {
        CellTrace t(2, 2, 1, 1);
        t.moveAdd(0, 0, 3, 1);
        t.endStep();
        t.note("escaped");
        t.finish();
        t.finish(); // idempotent
        QCOMPARE(t.length(), std::int64_t(2));
        QCOMPARE(t.caption(1), std::string());
        QCOMPARE(t.caption(2), std::string("escaped"));
        QCOMPARE(t.stateAt(2).markers[0], 3);
        QVERIFY(t.isFinished());
        QVERIFY(t.memoryBytes() > t.eventCount() * 8);
    }
};

QTEST_GUILESS_MAIN(TestTrace)
#include "tst_trace.moc"
