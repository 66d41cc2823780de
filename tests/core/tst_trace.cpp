// CellTrace (core/trace/celltrace.h): every way of reaching a step — stateAt, a cursor's seek,
// stepping forward from 0, stepping back from the end — gives the state that a plain
// reference model (the events applied to a TraceState by hand, no keyframes) reaches, on
// seeded random traces with empty steps, large values, notes and keyframe thinning. Then the
// adapters: the mouse trace against simulateMouse's visit counts at every step, the token
// trace against its path.
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
        // Stepping back from the end.
        for (int k = steps - 1; k >= 0; --k) {
            cursor.stepBack();
            if (cursor.state() != r.states[std::size_t(k)])
                QFAIL(qPrintable(QStringLiteral("stepBack to %1 differs").arg(k)));
        }
        cursor.stepBack();
        QCOMPARE(cursor.step(), std::int64_t(0));
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
