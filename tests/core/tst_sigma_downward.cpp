// seq shorten's search (core/simaso_sat/downward.h, issue 17): counterexample-guided SAT going
// down from a long length must report only sequences that solve every solvable maze (checked
// here by per-maze simulation, independently of the counting tree it uses), reach σ on the
// small sizes of Nusser 2016 Table 6.1, and stop cleanly on a time limit or cancel.
#include "core/simaso/mazeset.h"
#include "core/simaso/verify.h"
#include "core/simaso_sat/downward.h"
#include "tests/sanitized.h"

#include <QTest>

#include <algorithm>

using namespace mazelab;
using namespace mazelab::simaso_sat;

namespace {
bool solvesAll(int rows, int cols, const std::vector<Move>& s)
{
    Control control;
    return verifySequence(MazeSet::allSolvable(rows, cols, control), s).solvesAll;
}
} // namespace

class TestSigmaDownward : public QObject {
    Q_OBJECT
private slots:
    // From 4·cells moves down to σ: every reported bound solves all mazes, and the search
    // ends with an UNSAT one below σ (Table 6.1: σ(3,3) = 11, σ(3,4) = σ(4,3) = 17).
    void reachesSigma_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("sigma");
        QTest::newRow("2x3") << 2 << 3 << 5;
        QTest::newRow("3x3") << 3 << 3 << 11;
        if (!test::kSanitized) // 4x3 is 3x4 transposed: the same code at a third of its time
            QTest::newRow("3x4") << 3 << 4 << 17;
        QTest::newRow("4x3") << 4 << 3 << 17;
    }
    void reachesSigma()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, sigma);
        Control control;
        control.setTimeLimit(std::chrono::seconds(120));
        DownwardOptions o;
        o.perRound = 8;
        std::vector<std::size_t> lengths;
        const DownwardResult r = shortenBySat(rows, cols, o, control,
                                              [&](const std::vector<Move>& s) {
                                                  QVERIFY(solvesAll(rows, cols, s));
                                                  lengths.push_back(s.size());
                                              });
        QVERIFY(r.found);
        QCOMPARE(int(r.best.size()), sigma);
        QVERIFY(solvesAll(rows, cols, r.best));
        QCOMPARE(r.lowerBound, sigma); // UNSAT at σ − 1 on the hard set
        QVERIFY(!lengths.empty());
        QVERIFY(std::is_sorted(lengths.rbegin(), lengths.rend()));
    }

    // 4×4 with a known solving start padded to 33 moves: the start is a bound, deletions or
    // SAT shorten it; a time limit ends the (hard) refutation below σ(4,4) = 29.
    void fourByFourFromStart()
    {
        Control control;
        control.setTimeLimit(std::chrono::seconds(5));
        DownwardOptions o;
        o.start = *parseMoves("ddrddrdrurrlurururdrrldrddrdddrdr");
        QVERIFY(solvesAll(4, 4, o.start));
        const DownwardResult r = shortenBySat(4, 4, o, control);
        QVERIFY(r.found);
        QVERIFY(r.best.size() <= 33 && r.best.size() >= 29);
        QVERIFY(solvesAll(4, 4, r.best));
    }

    // Window mode from a poor 4×4 bound (the 67-move greedy cover of `seq improve --method
    // cover`): every reported sequence is a bound; a few windows shorten it. Stopped after 4
    // SAT calls, not by a short time limit: under the sanitizers on a loaded machine 8 s did
    // not reach the first window (the limit is only a safety net).
    void windowsShorten()
    {
        Control control;
        control.setTimeLimit(std::chrono::seconds(300));
        control.setProgressSink([&control](double, const ProgressMessage& m) {
            if (m.args.size() == 3 && std::stoi(m.args[2].text) >= 4)
                control.cancel();
        });
        DownwardOptions o;
        o.start = *parseMoves("ddrrddurrldrdrdruurrdrdlldddrruluurrrdldlddrr"
                              "dulldddrrdluuurrdrddrd");
        o.window = 12;
        o.greedyDeletion = false;
        QVERIFY(solvesAll(4, 4, o.start));
        std::size_t reports = 0;
        const DownwardResult r = shortenBySat(4, 4, o, control, [&](const std::vector<Move>& s) {
            QVERIFY(solvesAll(4, 4, s));
            ++reports;
        });
        QVERIFY(r.found);
        QVERIFY(solvesAll(4, 4, r.best));
        QVERIFY(r.best.size() <= o.start.size());
        QCOMPARE(r.lowerBound, 0); // an UNSAT window proves nothing
        QVERIFY(r.windows >= 1);
        if (reports > 0)
            QVERIFY(r.best.size() < o.start.size());
    }

    // A start that misses mazes is no bound; with the time running out (or cancelled) before
    // any verified sequence, nothing is reported.
    void neverUnverified()
    {
        Control control;
        control.cancel();
        DownwardOptions o;
        o.start = *parseMoves("ddrr");
        bool called = false;
        const DownwardResult r = shortenBySat(4, 4, o, control,
                                              [&](const std::vector<Move>&) { called = true; });
        QVERIFY(!r.found);
        QVERIFY(!called);
        QVERIFY(r.best.empty());
        Control shortTime;
        shortTime.setTimeLimit(std::chrono::milliseconds(300));
        o.fromLength = 40;
        const DownwardResult t = shortenBySat(4, 4, o, shortTime);
        if (t.found)
            QVERIFY(solvesAll(4, 4, t.best));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, shortenBySat(9, 9, o, shortTime));
    }
};

QTEST_GUILESS_MAIN(TestSigmaDownward)
#include "tst_sigma_downward.moc"
