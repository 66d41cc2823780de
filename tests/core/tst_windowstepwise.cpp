// The stepwise repair of window rewrites by SAT (WindowSatOptions::repairStepwise, issue 17):
// a start that misses mazes repaired one missed maze at a time. Every step must be the first,
// in the documented order (targets by nearest approach: distance, step, mask; then sizes as
// given; starts forwards from startStep, or nearestRepairOrder for the target alone, the
// first repairWindowLimit of them), for which brute force over per-maze simulation finds a
// content of as many moves that saves the target and leaves no maze unsolved that the
// sequence solved; only that window changes, and the missed mazes after it are a strict
// subset of those before. The repair ends repaired (every maze solved) or stuck exactly when
// brute force finds no such step; bad options are refused.
#include "core/simaso/exactanneal.h"
#include "core/simaso/mazeset.h"
#include "core/simaso/verify.h"
#include "core/simaso_sat/sigmasat.h"
#include "core/simaso_sat/windowsat.h"

#include <QTest>
#include <algorithm>
#include <optional>
#include <tuple>

#include "tests/core/bruteforcewindow.h"
#include "tests/core/windowsatrun.h"

using namespace mazelab;
using simaso_sat::WindowSatOptions;
using simaso_sat::WindowSatResult;

namespace {

struct Step {
    std::uint64_t target = 0;
    std::size_t w = 0;
    std::size_t a = 0;
};

// Whether content c of w moves in place of s[a, a + w) saves `target` and leaves unsolved
// only mazes of `missed` (sorted): the target first (cheap), then every maze.
bool saves(int rows, int cols, const MazeSet& all, const SolvingSequence& s, std::size_t a,
           std::size_t w, std::uint64_t code, std::uint64_t target,
           const std::vector<std::uint64_t>& missed)
{
    SolvingSequence t(s.begin(), s.begin() + std::ptrdiff_t(a));
    for (std::size_t i = 0; i < w; ++i)
        t.push_back(Move((code >> (2 * i)) & 3));
    t.insert(t.end(), s.begin() + std::ptrdiff_t(a + w), s.end());
    const simaso_sat::Grid grid(rows, cols);
    if (!simaso_sat::solves(grid, target, t))
        return false;
    for (std::uint64_t m : test::missedMasks(rows, cols, all, t))
        if (!std::binary_search(missed.begin(), missed.end(), m))
            return false;
    return true;
}

// The first step of the documented order that brute force finds, or none.
std::optional<Step> bruteStep(int rows, int cols, const MazeSet& all, const SolvingSequence& s,
                              const WindowSatOptions& o)
{
    std::vector<std::uint64_t> missed = test::missedMasks(rows, cols, all, s);
    std::vector<std::tuple<int, std::size_t, std::uint64_t>> targets;
    for (std::uint64_t m : missed) {
        const simaso_sat::Approach ap = simaso_sat::nearestApproach(rows, cols, m, s);
        targets.emplace_back(ap.distance, ap.step, m);
    }
    std::sort(targets.begin(), targets.end());
    std::sort(missed.begin(), missed.end());
    for (const auto& [distance, step, target] : targets)
        for (int wi : o.windows) {
            const std::size_t w = std::size_t(wi);
            if (w > s.size())
                continue;
            std::vector<std::size_t> starts;
            if (o.repairNearestFirst)
                starts = simaso_sat::nearestRepairOrder(rows, cols, {target}, s, w, o.startStep);
            else
                for (std::size_t a = o.startStep; a + w <= s.size(); ++a)
                    starts.push_back(a);
            if (o.repairWindowLimit > 0 && starts.size() > o.repairWindowLimit)
                starts.resize(o.repairWindowLimit);
            for (std::size_t a : starts)
                for (std::uint64_t code = 0; code < (std::uint64_t(1) << (2 * w)); ++code)
                    if (saves(rows, cols, all, s, a, w, code, target, missed))
                        return Step{target, w, a};
        }
    return std::nullopt;
}

// Near-solvers that miss 3 to 89 mazes (3×4: σ(3,4) = 17 with three moves inserted and one or
// two changed; 3×3: shorter than σ(3,3) = 11).
void addStepwiseRows()
{
    test::addNearSolverRows();
    QTest::newRow("3x4 two moves") << 3 << 4 << "rruurrrdulldruddrrdr";
    QTest::newRow("3x4 split only") << 3 << 4 << "rrdurrrudllldrddrrrr";
}

} // namespace

class TestWindowStepwise : public QObject {
    Q_OBJECT
    int m_repaired = 0; // runs that ended repaired
    int m_stuck = 0;    // … stuck
    int m_steps = 0;    // steps checked
private slots:
    void stepwiseEqualsBruteForce_data() { addStepwiseRows(); }
    void stepwiseEqualsBruteForce()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(QString, start);
        Control control;
        const MazeSet all = MazeSet::allSolvable(rows, cols, control);
        const SolvingSequence s = *parseMoves(start.toStdString());
        struct Case {
            std::vector<int> sizes;
            std::size_t startStep;
            bool nearest;
            std::size_t limit;
        };
        const std::vector<Case> cases{{{2}, 0, false, 0},
                                      {{1, 3}, 5, false, 0},
                                      {{3, 1}, 0, true, 0},
                                      {{2}, 0, true, 2}};
        for (const Case& k : cases) {
            WindowSatOptions o;
            o.windows = k.sizes;
            o.startStep = k.startStep;
            o.repairNearestFirst = k.nearest;
            o.repairWindowLimit = k.limit;
            o.secondsPerWindow = 600;
            o.repairStepwise = true;
            SolvingSequence prev = s;
            o.onStepwise = [&](const std::vector<Move>& t, std::size_t missedCount) {
                const std::optional<Step> expected = bruteStep(rows, cols, all, prev, o);
                QVERIFY(expected.has_value());
                QCOMPARE(t.size(), prev.size());
                QVERIFY(test::keepsOutside(prev, t, expected->a, expected->a + expected->w));
                const std::vector<std::uint64_t> before = test::missedMasks(rows, cols, all, prev);
                const std::vector<std::uint64_t> after = test::missedMasks(rows, cols, all, t);
                QCOMPARE(after.size(), missedCount);
                QVERIFY(after.size() < before.size());
                for (std::uint64_t m : after) // still missed: were missed, not the target
                    QVERIFY(m != expected->target
                            && std::find(before.begin(), before.end(), m) != before.end());
                prev = t;
                ++m_steps;
            };
            Control c;
            const WindowSatResult r = simaso_sat::repairWindowsBySat(rows, cols, s, o, c);
            QVERIFY(!QTest::currentTestFailed());
            QCOMPARE(r.undecided, std::size_t(0));
            QCOMPARE(r.treeRefuted, std::size_t(0));
            QCOMPARE(r.startUnsolved, test::missedMasks(rows, cols, all, s).size());
            if (r.startRepaired) {
                QCOMPARE(r.best, prev);
                QVERIFY(verifySequence(all, r.best).solvesAll);
                ++m_repaired;
            } else {
                QVERIFY(r.best.empty());
                QCOMPARE(r.partial, prev);
                QCOMPARE(r.leftUnsolved, test::missedMasks(rows, cols, all, prev).size());
                QVERIFY(r.leftUnsolved > 0);
                QVERIFY(!bruteStep(rows, cols, all, prev, o).has_value());
                QVERIFY(r.message.find("stuck") != std::string::npos);
                ++m_stuck;
            }
        }
    }
    // The rows above see both endings and many steps.
    void bothEndingsSeen()
    {
        QVERIFY(m_repaired >= 3);
        QVERIFY(m_stuck >= 3);
        QVERIFY(m_steps >= 40);
    }

    // A stepwise repair can save what no single window repairs: two 3×4 starts (89 and 71
    // mazes missed) that no window of 2 moves repairs (brute force) are repaired in steps of
    // 2. (The other way round happens too: "rrudrrrdulldruddrrdr" is repaired by one window
    // of 2, and the greedy steps get stuck; README.)
    void stepsReachBeyondOneWindow()
    {
        for (const char* text : {"rrdurrrudllldrddrrrr", "rruurrrdulldruddrrdr"}) {
            Control control;
            const MazeSet all = MazeSet::allSolvable(3, 4, control);
            const SolvingSequence s = *parseMoves(text);
            for (std::size_t a = 0; a + 2 <= s.size(); ++a)
                QVERIFY(!test::bruteWindow(all, s, a, 2, 0));
            WindowSatOptions o;
            o.windows = {2};
            o.secondsPerWindow = 600;
            o.repairStepwise = true;
            Control c;
            const WindowSatResult r = simaso_sat::repairWindowsBySat(3, 4, s, o, c);
            QVERIFY(r.startRepaired);
            QVERIFY(r.stepwiseTaken >= 2);
            QVERIFY(verifySequence(all, r.best).solvesAll);
        }
    }

    // The exact annealing with a stepwise repair of its near-solvers: a stuck repair hands
    // back how far it got, the annealing counts it as a partial repair and starts its next
    // cycle there, so the next near-solver it offers at that length misses at most as many
    // mazes (no breakout weights: the cycle's best never scores worse than its start).
    void annealingTakesPartialRepairs()
    {
        Control control;
        const MazeSet all = MazeSet::allSolvable(4, 4, control);
        const SolvingSequence start = test::windowOptimal30(control);
        QCOMPARE(start.size(), std::size_t(30));
        ExactAnnealOptions x;
        x.seed = 6;
        x.iterations = 20;
        x.kickPercent = 0;
        x.repairUnsolved = 1000;
        std::uint64_t partial = 0;   // partial repairs handed back
        std::uint64_t solvers = 0;   // repairs into solvers
        std::size_t lastLength = 0;  // the last partial's length and missed mazes
        std::size_t lastMissed = 0;
        int followed = 0;            // offers checked against a partial before them
        Control c;
        x.repair = [&](const SolvingSequence& s, std::size_t, Control& inner) {
            const std::size_t u = test::missedMasks(4, 4, all, s).size();
            if (lastLength == s.size()) {
                [&] { QVERIFY(u <= lastMissed); }();
                ++followed;
                c.cancel(); // enough seen (the time limit only guards a broken run)
                return SolvingSequence{};
            }
            lastLength = 0;
            WindowSatOptions o;
            o.windows = {1, 2};
            o.secondsPerWindow = 600;
            o.repairStepwise = true;
            const WindowSatResult r = simaso_sat::repairWindowsBySat(4, 4, s, o, inner);
            if (!r.best.empty()) {
                ++solvers;
                return r.best;
            }
            if (r.leftUnsolved < u) {
                ++partial;
                lastLength = s.size();
                lastMissed = r.leftUnsolved;
            }
            return r.partial;
        };
        c.setTimeLimit(std::chrono::seconds(300));
        const AnnealResult r = annealExact(4, 4, start, c, x, [&](const SolvingSequence& s) {
            QVERIFY(verifySequence(all, s).solvesAll);
        });
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(r.found);
        QCOMPARE(r.partialRepairs, partial);
        QCOMPARE(r.repairs, solvers);
        QVERIFY(partial >= 1);
        QCOMPARE(followed, 1);
    }

    void badOptionsRefused()
    {
        const SolvingSequence s = *parseMoves("drddrurdrd");
        WindowSatOptions o;
        o.windows = {2};
        o.repairStepwise = true;
        QVERIFY(test::refused(3, 3, s, o)); // without repairStart
        o.repairStart = true;
        QVERIFY(!test::refused(3, 3, s, o));
        o.countingTree = true;
        QVERIFY(test::refused(3, 3, s, o));
        o.countingTree = false;
        QVERIFY(test::refused(6, 5, s, o)); // 30 cells: not enumerated
    }
};

QTEST_GUILESS_MAIN(TestWindowStepwise)
#include "tst_windowstepwise.moc"
