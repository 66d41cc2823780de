// Repairs by SAT window rewrites (issue 17): simaso_sat::repairWindowsBySat, the repairStart
// option of the window scan and the near-solver repairs of the exact annealing
// (ExactAnnealOptions::repair). A start that misses mazes must be repaired in the first
// window, in the documented order (sizes as given, starts forwards from startStep, no wrap),
// for which brute force over per-maze simulation (verify.h, independent code) finds a
// content of as many moves, and only inside it; none is reported exactly when brute force
// finds none; a repaired start goes on to the shortening scan; the annealing offers only
// sequences that miss 1..K mazes, never the same one twice, and takes the repairs as solvers.
// With repairNearestFirst the windows go in nearestRepairOrder (checked on hand-made cases),
// and the repair is the first window in that order that brute force repairs.
#include "core/simaso/exactanneal.h"
#include "core/simaso/mazeset.h"
#include "core/simaso/verify.h"
#include "core/simaso_sat/sigmasat.h"
#include "core/simaso_sat/windowsat.h"

#include "tests/core/bruteforcewindow.h"

#include <QTest>
#include <algorithm>
#include <optional>
#include <set>

using namespace mazelab;
using simaso_sat::WindowSatOptions;
using simaso_sat::WindowSatResult;
using test::bruteWindow;

class TestWindowRepair : public QObject {
    Q_OBJECT
    int m_repaired = 0;   // rows of repairEqualsBruteForce with a repair
    int m_none = 0;       // … and with none
    int m_leftOut = 0;    // windows nearestRepairOrder leaves out (brute force: no repair)
private slots:
    void repairEqualsBruteForce_data()
    {
        test::addNearSolverRows();
    }
    void repairEqualsBruteForce()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(QString, start);
        Control control;
        const MazeSet all = MazeSet::allSolvable(rows, cols, control);
        const SolvingSequence s = *parseMoves(start.toStdString());
        QVERIFY(!verifySequence(all, s).solvesAll);
        const std::vector<std::vector<int>> sizeLists{{1}, {2}, {3}, {3, 1}, {2, 4}};
        for (bool tree : {false, true})
            for (const auto& sizes : sizeLists)
                for (std::size_t startStep : {std::size_t(0), std::size_t(5), std::size_t(13)}) {
                    WindowSatOptions o;
                    o.windows = sizes;
                    o.startStep = startStep;
                    o.secondsPerWindow = 600;
                    o.countingTree = tree;
                    std::optional<std::pair<std::size_t, std::size_t>> expected; // w, a
                    for (int wi : sizes) {
                        const std::size_t w = std::size_t(wi);
                        for (std::size_t a = startStep; a + w <= s.size() && !expected; ++a)
                            if (bruteWindow(all, s, a, w, 0))
                                expected = {w, a};
                        if (expected)
                            break;
                    }
                    Control c;
                    const WindowSatResult r = simaso_sat::repairWindowsBySat(rows, cols, s, o, c);
                    QCOMPARE(r.undecided, std::size_t(0));
                    QCOMPARE(r.treeRefuted, std::size_t(0));
                    QCOMPARE(!r.best.empty(), expected.has_value());
                    if (!expected) {
                        QCOMPARE(r.refuted, r.windows);
                        QVERIFY(r.message.find("no window") != std::string::npos);
                        ++m_none;
                        continue;
                    }
                    const auto [w, a] = *expected;
                    QVERIFY(r.startRepaired);
                    QCOMPARE(r.best.size(), s.size());
                    QVERIFY(verifySequence(all, r.best).solvesAll);
                    for (std::size_t i = 0; i < s.size(); ++i)
                        if (i < a || i >= a + w)
                            QCOMPARE(r.best[i], s[i]);
                    QCOMPARE(r.windows, r.refuted + 1);
                    ++m_repaired;
                }
    }
    // The rows above see both outcomes.
    void bothOutcomesSeen()
    {
        QVERIFY(m_repaired >= 20);
        QVERIFY(m_none >= 10);
    }

    // nearestRepairOrder by hand on 3×3 (bit r·3+c of a mask is a wall; the goal is (2,2)).
    void nearestOrderByHand()
    {
        using simaso_sat::nearestRepairOrder;
        using V = std::vector<std::size_t>;
        const SolvingSequence rruuuu = *parseMoves("rruuuu"); // (0,1), then (0,2) for good
        // The empty maze, windows of 4: the suffixes (uu, u, nothing) take only the goal home,
        // 4, 3 and 2 moves from (0,0), (0,1), (0,2): the last window first.
        QCOMPARE(nearestRepairOrder(3, 3, {0}, rruuuu, 4), (V{2, 1, 0}));
        // Windows of 3: the one at step 0 needs 4 moves, more than it has: left out.
        QCOMPARE(nearestRepairOrder(3, 3, {0}, rruuuu, 3), (V{2, 3, 1}));
        QCOMPARE(nearestRepairOrder(3, 3, {0}, rruuuu, 3, 3), (V{3}));
        // A second missed maze with a wall at (1,2) is 4 moves from the goal at (0,2): the
        // largest need counts, so only the window at step 1 (3 and 3) stays.
        QCOMPARE(nearestRepairOrder(3, 3, {0, 0b100000}, rruuuu, 3), (V{1}));
        // Cells the suffix takes home count, not only the goal: after "uuuu" the token stands
        // at (0,0), 4 from the goal; the window at step 1 is followed by "rr", which takes (2,0)
        // home, 2 moves away (the one at step 2 by "r", from (2,1), 3 away).
        const SolvingSequence uuuurr = *parseMoves("uuuurr");
        QCOMPARE(nearestRepairOrder(3, 3, {0}, uuuurr, 3), (V{1, 2}));
        QCOMPARE(nearestRepairOrder(3, 3, {0}, uuuurr, 4), (V{0, 1, 2}));
        // On the empty maze "rlrl…" never gets within reach: no window of 2 can save it.
        QVERIFY(nearestRepairOrder(3, 3, {0}, *parseMoves("rlrlrlrl"), 2).empty());
        QCOMPARE(nearestRepairOrder(3, 3, {}, uuuurr, 3), (V{0, 1, 2, 3}));
        QCOMPARE(nearestRepairOrder(3, 3, {0}, uuuurr, 6), (V{0}));
        QVERIFY(nearestRepairOrder(3, 3, {0}, uuuurr, 7).empty());
        QVERIFY(nearestRepairOrder(3, 3, {0}, uuuurr, 3, 4).empty());
    }

    // nearestApproach by hand on 3×3: the earliest nearest step, the distance at the end, and
    // a maze the moves solve (distance 0 where they reach the goal).
    void nearestApproachByHand()
    {
        using simaso_sat::nearestApproach;
        auto check = [](std::uint64_t walls, const char* moves, std::size_t step, int distance,
                        int finalDistance) {
            const simaso_sat::Approach a = nearestApproach(3, 3, walls, *parseMoves(moves));
            return a.step == step && a.distance == distance && a.finalDistance == finalDistance;
        };
        QVERIFY(check(0, "rlrlrl", 1, 3, 4));   // (0,1) after 1, 3, 5 moves: the first counts
        QVERIFY(check(0, "ddlu", 2, 2, 3));     // (2,0) after 2 and 3 moves, then (1,0)
        QVERIFY(check(0, "rrdd", 4, 0, 0));     // solved by the last move
        QVERIFY(check(0, "rrddl", 4, 0, 0));    // the goal absorbs
        QVERIFY(check(0b10, "rrrr", 0, 4, 4));  // a wall at (0,1): never leaves the start
        QVERIFY(check(0, "", 0, 4, 4));
    }

    // repairNearestFirst: the repair is the first window in nearestRepairOrder (over every
    // maze the start misses: perRound large enough that all of them are passed) that brute
    // force repairs, the rest of the start unchanged; none exactly when brute force finds none;
    // no window the order leaves out can be repaired (brute force).
    void nearestFirstEqualsBruteForce_data() { repairEqualsBruteForce_data(); }
    void nearestFirstEqualsBruteForce()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(QString, start);
        Control control;
        const MazeSet all = MazeSet::allSolvable(rows, cols, control);
        const SolvingSequence s = *parseMoves(start.toStdString());
        const std::vector<std::uint64_t> missed = test::missedMasks(rows, cols, all, s);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(!missed.empty());
        for (const std::vector<int>& sizes : {std::vector<int>{2}, std::vector<int>{3, 1}})
            for (std::size_t startStep : {std::size_t(0), std::size_t(5)})
                for (std::size_t limit : {std::size_t(0), std::size_t(3)}) {
                    WindowSatOptions o;
                    o.windows = sizes;
                    o.startStep = startStep;
                    o.secondsPerWindow = 600;
                    o.perRound = 100000;
                    o.repairNearestFirst = true;
                    o.repairWindowLimit = limit; // 3: only the 3 nearest windows of each size
                    std::optional<std::pair<std::size_t, std::size_t>> expected; // w, a
                    std::size_t tried = 0;
                    for (int wi : sizes) {
                        const std::size_t w = std::size_t(wi);
                        std::vector<std::size_t> order =
                            simaso_sat::nearestRepairOrder(rows, cols, missed, s, w, startStep);
                        if (limit > 0 && order.size() > limit)
                            order.resize(limit);
                        for (std::size_t a : order) {
                            ++tried;
                            if (bruteWindow(all, s, a, w, 0)) {
                                expected = {w, a};
                                break;
                            }
                        }
                        if (expected)
                            break;
                    }
                    if (limit == 0 && startStep == 0)
                        for (int wi : sizes) { // the windows left out cannot repair s
                            const std::size_t w = std::size_t(wi);
                            const std::vector<std::size_t> order =
                                simaso_sat::nearestRepairOrder(rows, cols, missed, s, w);
                            for (std::size_t a = 0; a + w <= s.size(); ++a)
                                if (std::find(order.begin(), order.end(), a) == order.end()) {
                                    QVERIFY(!bruteWindow(all, s, a, w, 0));
                                    ++m_leftOut;
                                }
                        }
                    Control c;
                    const WindowSatResult r = simaso_sat::repairWindowsBySat(rows, cols, s, o, c);
                    QCOMPARE(r.undecided, std::size_t(0));
                    QCOMPARE(r.windows, tried);
                    QCOMPARE(!r.best.empty(), expected.has_value());
                    if (!expected)
                        continue;
                    const auto [w, a] = *expected;
                    QVERIFY(verifySequence(all, r.best).solvesAll);
                    for (std::size_t i = 0; i < s.size(); ++i)
                        if (i < a || i >= a + w)
                            QCOMPARE(r.best[i], s[i]);
                }
    }

    // The rows above leave windows out (each checked unrepairable by brute force).
    void windowsLeftOut() { QVERIFY(m_leftOut >= 10); }

    // repairStart: a padded σ(4,4) sequence with one move changed (it misses mazes) is
    // repaired at its length, reported, then shortened to 29 through windows of 10.
    void repairedStartGoesOnTo29()
    {
        Control control;
        const MazeSet all = MazeSet::allSolvable(4, 4, control);
        const SolvingSequence s = *parseMoves("ddrddrdrururluuurrdruldrddrdrddr");
        QVERIFY(!verifySequence(all, s).solvesAll);
        WindowSatOptions o;
        o.windows = {10};
        o.secondsPerWindow = 600;
        WindowSatResult r = simaso_sat::shortenWindowsBySat(4, 4, s, o, control);
        QVERIFY(!r.startSolvesAll); // refused without repairStart
        QVERIFY(r.message.find("does not solve") != std::string::npos);
        o.repairStart = true;
        std::vector<SolvingSequence> reports;
        r = simaso_sat::shortenWindowsBySat(4, 4, s, o, control, [&](const SolvingSequence& x) {
            reports.push_back(x);
        });
        QVERIFY(r.startRepaired);
        QVERIFY(r.startSolvesAll);
        QVERIFY(reports.size() >= 2);
        QCOMPARE(reports.front().size(), s.size());
        for (const SolvingSequence& x : reports)
            QVERIFY(verifySequence(all, x).solvesAll);
        QCOMPARE(r.best.size(), std::size_t(29));
        QVERIFY(r.cycleDone);
        // A start that solves every maze is not a repair job.
        const WindowSatResult done =
            simaso_sat::repairWindowsBySat(4, 4, r.best, o, control);
        QVERIFY(done.best.empty());
        QVERIFY(done.message.find("already") != std::string::npos);
    }

    // The exact annealing with cycles too short to find solvers itself (one step each), from
    // tst_windowsat's 30-move 4×4 sequence (locally optimal for windows of 1 and 2): every
    // cycle's best that misses 1..200 mazes is offered once, and a SAT repair (windows of 1 to
    // 6) gives the 29-move solver; every report solves every maze.
    void annealingTakesTheRepairs()
    {
        Control control;
        const MazeSet all = MazeSet::allSolvable(4, 4, control);
        const SolvingSequence start = test::windowOptimal30(control);
        QCOMPARE(start.size(), std::size_t(30));
        ExactAnnealOptions x;
        x.seed = 5;
        x.iterations = 1;
        x.kickPercent = 0;
        x.repairUnsolved = 200;
        std::set<SolvingSequence> offered;
        int repaired = 0;
        x.repair = [&](const SolvingSequence& s, std::size_t kept, Control& inner) {
            [&] {
                QCOMPARE(kept, std::size_t(0));
                QVERIFY(offered.insert(s).second); // never twice
                const VerifyResult v = verifySequence(all, s);
                const std::uint64_t u = v.mazes - v.solved;
                QVERIFY(u >= 1 && u <= 200);
            }();
            WindowSatOptions o;
            o.windows = {1, 2, 3, 4, 5, 6};
            o.secondsPerWindow = 600;
            const WindowSatResult r = simaso_sat::repairWindowsBySat(4, 4, s, o, inner);
            repaired += r.best.empty() ? 0 : 1;
            return r.best;
        };
        Control c;
        c.setTimeLimit(std::chrono::seconds(10));
        std::vector<SolvingSequence> reports;
        const AnnealResult r = annealExact(4, 4, start, c, x, [&](const SolvingSequence& s) {
            reports.push_back(s);
        });
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(r.found);
        QCOMPARE(r.repairsTried, offered.size());
        QCOMPARE(r.repairs, std::uint64_t(repaired));
        QVERIFY(r.repairs >= 1);
        QCOMPARE(r.best.size(), std::size_t(29));
        for (const SolvingSequence& s : reports)
            QVERIFY(verifySequence(all, s).solvesAll);
    }
};

QTEST_GUILESS_MAIN(TestWindowRepair)
#include "tst_windowrepair.moc"
