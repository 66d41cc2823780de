// The sliding-token solver against the document's examples (Walter 2019, §4 and §6.2) and
// against a brute-force solver that knows only the rules.
#include "core/mazeformat.h"
#include "core/token/tokengenerator.h"
#include "core/token/tokensolver.h"

#include <QTest>

#include <random>
#include <set>

using namespace mazelab;
using namespace mazelab::token;

namespace {

// A board from 1-based row-major obstacle numbers, as the document writes them.
Maze board(int rows, int cols, std::initializer_list<int> obstacles)
{
    Maze m(rows, cols);
    for (int k : obstacles)
        m.setBlocked({(k - 1) / cols, (k - 1) % cols}, true);
    return m;
}

// Every legal complete path, by plain enumeration with the rules only (no pruning).
void brute(const Maze& b, Path& path, std::set<std::string>& out)
{
    if (path.size() == b.freeCount()) {
        out.insert(pathToNumbers(b, path));
        return;
    }
    for (const Cell next : legalNextCells(b, path)) {
        path.push_back(next);
        brute(b, path, out);
        path.pop_back();
    }
}

std::set<std::string> bruteSolutions(const Maze& b)
{
    std::set<std::string> out;
    Path path;
    if (b.freeCount() > 0)
        brute(b, path, out);
    return out;
}

} // namespace

class TestToken : public QObject {
    Q_OBJECT
private slots:
    // §4.1: the 2×2 board with an obstacle at cell 1 has exactly the solutions 2-4-3 and 3-4-2.
    void twoByTwo()
    {
        const Maze b = board(2, 2, {1});
        SolveOptions all;
        all.mode = SolveMode::All;
        const SolveResult r = solve(b, all);
        QCOMPARE(r.verdict, Verdict::Solvable);
        QCOMPARE(r.count, std::uint64_t(2));
        std::set<std::string> got;
        for (const Path& p : r.solutions) {
            QVERIFY(isSolution(b, p));
            got.insert(pathToNumbers(b, p));
        }
        QCOMPARE(got, (std::set<std::string>{"2-4-3", "3-4-2"}));
        SolveOptions count;
        count.mode = SolveMode::Count;
        QCOMPARE(solve(b, count).count, std::uint64_t(2));
    }

    // §6.2: the 5×5 board with one obstacle at cell k is solvable exactly when k is odd.
    void fiveByFiveSingleObstacle_data()
    {
        QTest::addColumn<int>("k");
        for (int k = 1; k <= 25; ++k)
            QTest::newRow(qPrintable(QString::number(k))) << k;
    }
    void fiveByFiveSingleObstacle()
    {
        QFETCH(int, k);
        const Maze b = board(5, 5, {k});
        const SolveResult r = solve(b);
        QCOMPARE(r.verdict == Verdict::Solvable, k % 2 == 1);
        if (r.verdict == Verdict::Solvable) {
            QCOMPARE(r.solutions.size(), std::size_t(1));
            QVERIFY(isSolution(b, r.solutions.front()));
        } else {
            // Even cells hold the minority colour: the parity argument says why at once.
            QCOMPARE(r.reason, Reason::Parity);
            QCOMPARE(r.nodes, std::uint64_t(0));
        }
    }

    // §4.3: the 4×4 board with obstacles at 4 and 6 is solvable; the document prints the
    // solution 3-2-1-5-9-13-14-15-16-12-8-7-11-10, which the rules accept.
    void fourByFour()
    {
        const Maze b = board(4, 4, {4, 6});
        const SolveResult r = solve(b);
        QCOMPARE(r.verdict, Verdict::Solvable);
        QVERIFY(isSolution(b, r.solutions.front()));
        const Path printed = {{0, 2}, {0, 1}, {0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1},
                              {3, 2}, {3, 3}, {2, 3}, {1, 3}, {1, 2}, {2, 2}, {2, 1}};
        std::string why;
        QVERIFY2(isSolution(b, printed, &why), why.c_str());
        QCOMPARE(pathToNumbers(b, printed), std::string("3-2-1-5-9-13-14-15-16-12-8-7-11-10"));
    }

    // The rule checker rejects what the puzzle forbids.
    void ruleChecker()
    {
        const Maze b(3, 3);
        std::string why;
        QVERIFY(!isLegalPath(b, {{0, 0}, {0, 1}, {1, 1}}, &why)); // turns with (0,2) free ahead
        QVERIFY(why.find("turns") != std::string::npos);
        QVERIFY(isLegalPath(b, {{0, 0}, {0, 1}, {0, 2}, {1, 2}}));  // turns at the edge
        QVERIFY(!isLegalPath(b, {{0, 0}, {1, 1}}, &why));          // diagonal
        QVERIFY(!isLegalPath(b, {{0, 0}, {0, 1}, {0, 0}}, &why));  // revisit
        QCOMPARE(legalNextCells(b, {{0, 0}, {0, 1}}), (std::vector<Cell>{{0, 2}}));
        QCOMPARE(legalNextCells(b, {{0, 0}, {0, 1}, {0, 2}}), (std::vector<Cell>{{1, 2}}));
        QCOMPARE(legalNextCells(b, {}).size(), std::size_t(9));
    }

    // Play mode slides until blocked; each slide's cells extend a legal path.
    void slides()
    {
        const Maze b = board(2, 2, {1});
        QVERIFY(slide(b, {}, Move::Down).empty());
        QCOMPARE(slide(b, {{0, 1}}, Move::Down), (Path{{1, 1}}));
        QCOMPARE(slide(b, {{0, 1}, {1, 1}}, Move::Left), (Path{{1, 0}}));
        QVERIFY(slide(b, {{0, 1}}, Move::Up).empty());
        const Maze e(3, 4);
        QCOMPARE(slide(e, {{0, 0}}, Move::Right), (Path{{0, 1}, {0, 2}, {0, 3}}));
        QCOMPARE(slide(e, {{0, 0}, {0, 1}}, Move::Down).size(), std::size_t(0)); // ahead is open
        QVERIFY(canMove(e, {{0, 0}}));
        QVERIFY(!canMove(b, {{1, 1}, {0, 1}}));
    }

    // Solver and brute force agree on the number of solutions (and on the solutions) of many
    // random small boards, with and without symmetry (Count uses orbits, All does not).
    void agreesWithBruteForce()
    {
        std::mt19937 rng(20261122);
        int solvable = 0;
        for (int trial = 0; trial < 400; ++trial) {
            const int rows = 1 + int(rng() % 5), cols = 1 + int(rng() % 5);
            Maze b(rows, cols);
            const int obstacles = int(rng() % std::uint32_t(rows * cols / 3 + 1));
            for (int i = 0; i < obstacles; ++i)
                b.setBlocked({int(rng() % std::uint32_t(rows)), int(rng() % std::uint32_t(cols))}, true);
            const std::set<std::string> expected = bruteSolutions(b);
            SolveOptions count;
            count.mode = SolveMode::Count;
            const SolveResult c = solve(b, count);
            QCOMPARE(c.count, std::uint64_t(expected.size()));
            SolveOptions all;
            all.mode = SolveMode::All;
            const SolveResult a = solve(b, all);
            std::set<std::string> got;
            for (const Path& p : a.solutions)
                got.insert(pathToNumbers(b, p));
            QCOMPARE(got, expected);
            const SolveResult first = solve(b);
            QCOMPARE(first.verdict == Verdict::Solvable, !expected.empty());
            if (!expected.empty()) {
                ++solvable;
                QVERIFY(expected.count(pathToNumbers(b, first.solutions.front())));
            }
        }
        QVERIFY(solvable > 50); // the trial mix exercises both outcomes
    }

    // Symmetric empty boards: counts equal brute force (orbit multiplication is right).
    void emptyBoardCounts()
    {
        for (int n = 1; n <= 5; ++n) {
            const Maze b(n, n);
            SolveOptions count;
            count.mode = SolveMode::Count;
            QCOMPARE(solve(b, count).count, std::uint64_t(bruteSolutions(b).size()));
        }
        const Maze r(3, 5);
        SolveOptions count;
        count.mode = SolveMode::Count;
        QCOMPARE(solve(r, count).count, std::uint64_t(bruteSolutions(r).size()));
    }

    void fixedStart()
    {
        const Maze b = board(2, 2, {1});
        SolveOptions o;
        o.mode = SolveMode::All;
        o.start = Cell{0, 1};
        const SolveResult r = solve(b, o);
        QCOMPARE(r.count, std::uint64_t(1));
        QCOMPARE(pathToNumbers(b, r.solutions.front()), std::string("2-4-3"));
        o.start = Cell{1, 1};
        QCOMPARE(solve(b, o).verdict, Verdict::Unsolvable);
        o.start = Cell{0, 0};
        QCOMPARE(solve(b, o).reason, Reason::StartBlocked);
    }

    void explanations()
    {
        std::string why;
        QCOMPARE(quickCheck(board(3, 3, {2, 4, 6, 8}), std::nullopt, &why), Reason::Disconnected);
        QVERIFY(why.find("not connected") != std::string::npos);
        QCOMPARE(quickCheck(board(2, 2, {1, 2, 3, 4}), std::nullopt, &why), Reason::NoFreeCell);
        QCOMPARE(quickCheck(board(5, 5, {2}), std::nullopt, &why), Reason::Parity);
        // ..#.
        // #...   three cells with a single free neighbour; colours balance (5 and 5).
        // ....
        QCOMPARE(quickCheck(board(3, 4, {3, 5}), std::nullopt, &why), Reason::DeadEnds);
        QVERIFY(why.find("3 dead-end cells") != std::string::npos);
        QCOMPARE(quickCheck(board(5, 5, {}), Cell{0, 1}, &why), Reason::StartParity);
        // No quick argument: the search decides and says it was exhaustive.
        const SolveResult none = solve(board(3, 4, {1, 12}));
        if (none.verdict == Verdict::Unsolvable)
            QCOMPARE(none.reason, Reason::Exhausted);
        const SolveResult r = solve(board(3, 3, {5}));
        QCOMPARE(r.verdict, Verdict::Solvable); // the ring of 8 cells
    }

    void nodeLimitGivesUp()
    {
        const Maze b(7, 7);
        SolveOptions o;
        o.nodeLimit = 5;
        o.mode = SolveMode::Count;
        const SolveResult r = solve(b, o);
        QCOMPARE(r.verdict == Verdict::Solvable || r.verdict == Verdict::GaveUp, true);
        QVERIFY(!r.complete);
        QVERIFY(r.nodes <= 6);
    }

    void cancelStops()
    {
        Control control;
        control.cancel();
        SolveOptions o;
        o.mode = SolveMode::Count;
        const SolveResult r = solve(Maze(8, 8), o, control);
        QVERIFY(r.cancelled);
        QVERIFY(!r.complete);
    }

    void stopAfterTwoForUniqueness()
    {
        SolveOptions o;
        o.mode = SolveMode::Count;
        o.stopAfterSolutions = 2;
        const SolveResult r = solve(Maze(4, 4), o);
        QVERIFY(r.count >= 2);
        QVERIFY(!r.complete);
    }

    // Generated puzzles are what they claim: brute force confirms uniqueness.
    void generatorUniqueSolution()
    {
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            GenerateOptions o;
            o.rows = 5;
            o.cols = 5;
            o.obstacles = 4;
            o.uniqueness = Uniqueness::UniqueSolution;
            o.seed = seed;
            Control control;
            const auto p = generate(o, control);
            QVERIFY(p.has_value());
            QCOMPARE(int(p->board.cellCount() - p->board.freeCount()), 4);
            QCOMPARE(bruteSolutions(p->board).size(), std::size_t(1));
            QVERIFY(isSolution(p->board, p->solution));
            QCOMPARE(p->solutions, std::uint64_t(1));
            QVERIFY(p->difficulty >= 1 && p->difficulty <= 5);
        }
    }

    void generatorUniqueStart()
    {
        GenerateOptions o;
        o.rows = 4;
        o.cols = 5;
        o.obstacles = 3;
        o.uniqueness = Uniqueness::UniqueStart;
        o.seed = 7;
        Control control;
        const auto p = generate(o, control);
        QVERIFY(p.has_value());
        std::set<std::string> starts;
        for (const std::string& s : bruteSolutions(p->board))
            starts.insert(s.substr(0, s.find('-')));
        QCOMPARE(starts.size(), std::size_t(1));
    }

    void generatorIsDeterministic()
    {
        GenerateOptions o;
        o.rows = 6;
        o.cols = 6;
        o.obstacles = 5;
        o.seed = 42;
        Control c1, c2;
        const auto a = generate(o, c1), b = generate(o, c2);
        QVERIFY(a && b);
        QCOMPARE(a->board.cells(), b->board.cells());
        o.obstacles = 36;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generate(o, c1));
    }
};

QTEST_GUILESS_MAIN(TestToken)
#include "tst_token.moc"
