// Loop-less mazes (Merckens 2019, ch. 5): structure (tree check, main path, side paths), the
// walk's step attribution, and the formula (looplessFormula: main path + side-subtree costs
// from Theorem 3's closed form and the recursive evaluation of Theorems 4/5, never walking the
// mouse) against the simulation: the step count AND every cell's visit count must agree on
// thousands of random loop-less mazes of many sizes and entrance/exit columns. Hand-made cases
// pin each rule; a 200×200 tree with over a million steps checks that the formula's work stays
// far below the number of steps.
#include "core/mouse/mouseloopless.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <array>
#include <cstring>
#include <random>

using namespace mazelab;

namespace {
int freeNeighbours(const Maze& maze, Cell c)
{
    int free = 0;
    for (Move m : {Move::Up, Move::Down, Move::Left, Move::Right})
        free += maze.isFree(stepCell(c, m)) ? 1 : 0;
    return free;
}

// A random tree of free cells grown from `root`: a wall cell is freed only when exactly one of
// its neighbours is free, so no cycle (and no open 2×2 block) can appear.
// kind 0: random cell attempts (bushy); kind 1: depth-first growth (long corridors, deep
// subtrees, many revisits); kind 2: a random perfect maze on the even lattice, then kind 0
// growth to fill the rest (so odd rows/columns and the bottom row get cells too).
Maze randomTreeMaze(std::mt19937_64& rng, int rows, int cols, int entryCol, int kind)
{
    Maze maze(rows, cols);
    maze.fill(true);
    const Cell root{0, entryCol};
    maze.setBlocked(root, false);
    const auto tryFree = [&](Cell c) {
        if (!maze.contains(c) || !maze.isBlocked(c) || freeNeighbours(maze, c) != 1)
            return false;
        maze.setBlocked(c, false);
        return true;
    };
    if (kind == 1) {
        std::vector<Cell> stack{root};
        while (!stack.empty()) {
            const Cell c = stack.back();
            std::array<Move, 4> moves{Move::Up, Move::Down, Move::Left, Move::Right};
            std::shuffle(moves.begin(), moves.end(), rng);
            bool grown = false;
            for (Move m : moves)
                if (tryFree(stepCell(c, m))) {
                    stack.push_back(stepCell(c, m));
                    grown = true;
                    break;
                }
            if (!grown)
                stack.pop_back();
        }
    } else if (kind == 2) {
        // Randomised DFS on the lattice of cells with even row and column.
        Cell start{0, entryCol - entryCol % 2};
        maze.setBlocked(root, true);
        maze.setBlocked(start, false);
        std::vector<Cell> stack{start};
        while (!stack.empty()) {
            const Cell c = stack.back();
            std::array<Move, 4> moves{Move::Up, Move::Down, Move::Left, Move::Right};
            std::shuffle(moves.begin(), moves.end(), rng);
            bool grown = false;
            for (Move m : moves) {
                const Cell mid = stepCell(c, m);
                const Cell to = stepCell(mid, m);
                if (maze.contains(to) && maze.isBlocked(to)) {
                    maze.setBlocked(mid, false);
                    maze.setBlocked(to, false);
                    stack.push_back(to);
                    grown = true;
                    break;
                }
            }
            if (!grown)
                stack.pop_back();
        }
        tryFree(root); // the entrance, if the lattice missed it (odd column)
    }
    if (kind == 1)
        return maze;
    // Random frontier growth (a Prim-like random tree): try the wall cells next to the tree in
    // random order until none can be freed.
    std::vector<Cell> frontier;
    const auto addAround = [&](Cell c) {
        for (Move m : {Move::Up, Move::Down, Move::Left, Move::Right})
            if (maze.contains(stepCell(c, m)) && maze.isBlocked(stepCell(c, m)))
                frontier.push_back(stepCell(c, m));
    };
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if (maze.isFree({r, c}))
                addAround({r, c});
    while (!frontier.empty()) {
        const std::size_t k = rng() % frontier.size();
        const Cell c = frontier[k];
        frontier[k] = frontier.back();
        frontier.pop_back();
        if (tryFree(c))
            addAround(c);
    }
    return maze;
}

// Picks a free bottom-row cell as the exit (-1: none).
int randomExit(std::mt19937_64& rng, const Maze& maze)
{
    std::vector<int> cols;
    for (int c = 0; c < maze.cols(); ++c)
        if (maze.isFree({maze.rows() - 1, c}))
            cols.push_back(c);
    return cols.empty() ? -1 : cols[rng() % cols.size()];
}

Maze parse(const std::vector<const char*>& rows)
{
    Maze maze(int(rows.size()), int(std::strlen(rows.front())));
    for (int r = 0; r < maze.rows(); ++r)
        for (int c = 0; c < maze.cols(); ++c)
            maze.setBlocked({r, c}, rows[std::size_t(r)][c] == '#');
    return maze;
}

MouseOptions cols(int entry, int exit)
{
    MouseOptions o;
    o.entryCol = entry;
    o.exitCol = exit;
    return o;
}

// formula == simulation, steps and every visit count; returns the analysis.
LooplessAnalysis checked(const Maze& maze, const MouseOptions& o)
{
    const LooplessAnalysis a = analyseLoopless(maze, o);
    const MouseWalk walk = simulateMouse(maze, o);
    if (!a.loopless || a.formulaSteps != walk.steps || a.simulatedSteps != walk.steps
        || a.formulaVisits != walk.visits)
        qWarning("formula %lld, simulation %lld", static_cast<long long>(a.formulaSteps),
                 static_cast<long long>(walk.steps));
    return a;
}

bool agrees(const Maze& maze, const MouseOptions& o, const LooplessAnalysis& a)
{
    const MouseWalk walk = simulateMouse(maze, o);
    return a.loopless && a.formulaSteps == walk.steps && a.simulatedSteps == walk.steps
           && a.totalSteps == walk.steps && a.formulaVisits == walk.visits;
}
} // namespace

class TestMouseLoopless : public QObject {
    Q_OBJECT
private slots:
    void thesisMazesHaveLoops()
    {
        Maze open(3, 3); // open 2×2 blocks
        QVERIFY(!analyseLoopless(open).loopless);
        QVERIFY(!looplessFormula(open).loopless);
    }

    void corridor()
    {
        // A single column: no side paths, steps = n + 1.
        const LooplessAnalysis a = analyseLoopless(Maze(5, 1));
        QVERIFY(a.loopless);
        QCOMPARE(a.mainPath.size(), std::size_t(5));
        QVERIFY(a.sidePaths.empty());
        QCOMPARE(a.totalSteps, 6);
        QCOMPARE(a.simulatedSteps, 6);
        QCOMPARE(a.formulaSteps, 6);
    }

    // One-row mazes, every entrance/exit pair: the row is the main path plus up to two side
    // paths (left and right of the entrance); only those ranking before the forward direction
    // are entered.
    void oneRow()
    {
        for (int n = 1; n <= 6; ++n)
            for (int entry = 0; entry < n; ++entry)
                for (int exit = 0; exit < n; ++exit) {
                    const Maze maze(1, n);
                    const MouseOptions o = cols(entry, exit);
                    QVERIFY(agrees(maze, o, analyseLoopless(maze, o)));
                }
    }

    // Theorem 3, 2n: the side path turns left at its bend (down, then left), so at the cell
    // before the dead end the cell it came from (right) ranks before the dead end (left).
    void deadEnd2n()
    {
        const Maze maze = parse({".....", //
                                 ".###.", //
                                 ".#...", //
                                 ".####"});
        const MouseOptions o = cols(4, 0);
        const LooplessAnalysis a = checked(maze, o);
        QVERIFY(agrees(maze, o, a));
        QCOMPARE(a.sidePaths.size(), std::size_t(1));
        const SidePath& s = a.sidePaths.front();
        QCOMPARE(s.rule, SideRule::DeadEnd2n);
        QCOMPARE(s.cells.size(), std::size_t(4));
        QCOMPARE(s.formulaCost, 8);
        QCOMPARE(s.steps, 8);
        QCOMPARE(a.formulaSteps, 8 + 1 + 8);
        QCOMPARE(std::string(sideRuleName(s.rule)), std::string("dead end 2n"));
    }

    // Theorem 3, 2n + 2: straight down, the dead end (down) ranks before the way back (up).
    void deadEnd2nPlus2()
    {
        const Maze maze = parse({".....", //
                                 ".###.", //
                                 ".###.", //
                                 ".###.", //
                                 ".####"});
        const MouseOptions o = cols(4, 0);
        const LooplessAnalysis a = checked(maze, o);
        QVERIFY(agrees(maze, o, a));
        QCOMPARE(a.sidePaths.size(), std::size_t(1));
        const SidePath& s = a.sidePaths.front();
        QCOMPARE(s.rule, SideRule::DeadEnd2n2);
        QCOMPARE(s.formulaCost, 2 * 3 + 2);
        QCOMPARE(a.formulaSteps, 9 + 1 + 8);
    }

    // Theorem 2: a side path whose direction ranks after the main path's is never entered.
    void notEntered()
    {
        const Maze maze = parse({"...", //
                                 "#.#", //
                                 "#.#"});
        const MouseOptions o = cols(1, 1);
        const LooplessAnalysis a = checked(maze, o);
        QVERIFY(agrees(maze, o, a));
        QCOMPARE(a.sidePaths.size(), std::size_t(2)); // right and left of the entrance
        for (const SidePath& s : a.sidePaths) {
            QCOMPARE(s.rule, SideRule::NotEntered);
            QCOMPARE(s.formulaCost, 0);
            QCOMPARE(s.entries, 0);
        }
        QCOMPARE(a.formulaSteps, 4);
    }

    // Theorem 4: a 4-way split off the main path. Its lowest-priority branch O3 (left) is
    // entered twice; the side subtree is evaluated by the recursion.
    void fourWaySplit()
    {
        const Maze maze = parse({"......###", //
                                 ".####.###", //
                                 ".##.....#", //
                                 ".####.###", //
                                 ".####.###", //
                                 ".########"});
        const MouseOptions o = cols(5, 0);
        const LooplessAnalysis a = checked(maze, o);
        QVERIFY(agrees(maze, o, a));
        QCOMPARE(a.sidePaths.size(), std::size_t(1));
        QCOMPARE(a.sidePaths.front().rule, SideRule::Recursion);
        QCOMPARE(a.sidePaths.front().formulaCost, a.sidePaths.front().steps);
        // O3 = (2,4),(2,3) is entered more than once (Theorem 4: "visited twice"); its dead end
        // ends with 3 visits here, as the walk confirms (agrees() above).
        QCOMPARE(a.formulaVisits[maze.index({2, 4})], 4);
        QCOMPARE(a.formulaVisits[maze.index({2, 3})], 3);
    }

    // The second side path at a crossroad is entered with the crossroad's count at 2, so on the
    // way back the mouse can turn into a fork-less dead end again: neither 2n nor 2n + 2
    // (Theorem 4's situation; Theorem 3 does not apply), evaluated by the recursion.
    void secondSidePathRevisited()
    {
        const Maze maze = parse({".#.#.", //
                                 ".....", //
                                 ".#.##", //
                                 ".#..."});
        const MouseOptions o = cols(2, 0);
        const LooplessAnalysis a = checked(maze, o);
        QVERIFY(agrees(maze, o, a));
        QCOMPARE(a.formulaSteps, 27);
        int found = 0;
        for (const SidePath& s : a.sidePaths) {
            if (s.crossroadCount != 2 || !s.forkless)
                continue;
            ++found;
            const auto n = std::int64_t(s.cells.size());
            QCOMPARE(s.rule, SideRule::Recursion);
            QCOMPARE(s.formulaCost, 10);
            QVERIFY(s.formulaCost != 2 * n && s.formulaCost != 2 * n + 2);
        }
        QCOMPARE(found, 1);
    }

    // Nested forks in a side subtree entered with crossroad count 2: cells are visited up to
    // ten times and the recursion nests several levels deep.
    void nestedRecursion()
    {
        const Maze maze = parse({".......", //
                                 "#.##.#.", //
                                 "..#.##.", //
                                 ".#.....", //
                                 "..##.#."});
        const MouseOptions o = cols(4, 0);
        const LooplessAnalysis a = checked(maze, o);
        QVERIFY(agrees(maze, o, a));
        QCOMPARE(a.formulaSteps, 76);
        const SidePath* deep = nullptr;
        for (const SidePath& s : a.sidePaths)
            if (s.rule == SideRule::Recursion && s.crossroadCount == 2)
                deep = &s;
        QVERIFY(deep);
        QCOMPARE(deep->formulaCost, 64);
        QCOMPARE(deep->formulaCost, deep->steps);
        std::int64_t busiest = 0;
        for (std::uint32_t c : deep->cells)
            busiest = std::max(busiest, a.formulaVisits[c]);
        QCOMPARE(busiest, 10);
    }

    void randomLooplessMazes()
    {
        std::mt19937_64 rng(2019);
        int tested = 0;
        int withExit = 0;
        std::array<int, 4> rules{};
        int revisited = 0; // side subtrees in which some cell is visited 4+ times
        int revisitedDeadEnds = 0; // fork-less side paths entered at crossroad count 2
        int outsideTheorem4 = 0;
        int maxRows = 0;
        int maxCols = 0;
        const auto sizeFor = [&](int i) {
            // 2×2 … 15×15 (non-square too), every tenth maze up to 30×30.
            const int limit = i % 10 == 9 ? 30 : 15;
            return std::pair{2 + int(rng() % unsigned(limit - 1)), 2 + int(rng() % unsigned(limit - 1))};
        };
        for (int i = 0; i < 6000; ++i) {
            const auto [rows, cols] = sizeFor(i);
            const int entry = i % 3 == 0 ? 0 : int(rng() % unsigned(cols));
            const Maze maze = randomTreeMaze(rng, rows, cols, entry, i % 3);
            const int exit = i % 4 == 0 && maze.isFree({rows - 1, 0}) ? 0 : randomExit(rng, maze);
            if (exit < 0)
                continue;
            ++withExit;
            MouseOptions o;
            o.entryCol = maze.isFree({0, entry}) ? entry : 0;
            o.exitCol = exit;
            if (!mouseHasWayOut(maze, o))
                continue;
            const LooplessAnalysis a = analyseLoopless(maze, o);
            QVERIFY(a.loopless);
            ++tested;
            maxRows = std::max(maxRows, rows);
            maxCols = std::max(maxCols, cols);
            const MouseWalk walk = simulateMouse(maze, o);
            QVERIFY2(a.formulaSteps == walk.steps,
                     qPrintable(QStringLiteral("maze %1 (%2×%3): formula %4, simulation %5")
                                    .arg(i).arg(rows).arg(cols).arg(a.formulaSteps).arg(walk.steps)));
            QVERIFY(a.formulaVisits == walk.visits);
            QCOMPARE(a.totalSteps, walk.steps);
            QCOMPARE(a.simulatedSteps, walk.steps);
            const LooplessAnalysis f = looplessFormula(maze, o);
            QCOMPARE(f.formulaSteps, walk.steps);
            QCOMPARE(a.mainPath.front(), std::uint32_t(maze.index({0, o.entryCol})));
            for (const SidePath& s : a.sidePaths) {
                // Per side path: the formula's cost and entries equal what the walk spent.
                QCOMPARE(s.formulaCost, s.steps);
                QCOMPARE(s.formulaEntries, s.entries);
                ++rules[std::size_t(s.rule)];
                if (s.rule == SideRule::DeadEnd2n || s.rule == SideRule::DeadEnd2n2) {
                    const auto n = std::int64_t(s.cells.size());
                    QCOMPARE(s.formulaCost, s.rule == SideRule::DeadEnd2n ? 2 * n : 2 * n + 2);
                }
                if (s.forkless && s.rule == SideRule::Recursion) {
                    // A dead end entered as the second side path (crossroad count 2, where
                    // Theorem 3 assumes 1 and Theorem 4's lowest branch sees 3): observed to
                    // cost one of Theorem 3's or Theorem 4's values, n = 2: 8, n = 3: 8 or 10,
                    // n = 4: 10, 12 or 16, n >= 5: 2n + 2, 2n + 4, 4n - 4, 4n - 1 or 4n + 2.
                    const auto n = std::int64_t(s.cells.size());
                    const std::int64_t c = s.formulaCost;
                    const bool theorem4 = c == 2 * n || c == 2 * n + 2 || (n == 2 && c == 8)
                                          || (n == 3 && (c == 8 || c == 10))
                                          || (n == 4 && (c == 10 || c == 12 || c == 16))
                                          || (n >= 5
                                              && (c == 2 * n + 2 || c == 2 * n + 4 || c == 4 * n - 4
                                                  || c == 4 * n - 1 || c == 4 * n + 2));
                    ++revisitedDeadEnds;
                    if (!theorem4) {
                        ++outsideTheorem4;
                        qInfo("dead end of %lld cells entered at crossroad count 2 costs %lld",
                              static_cast<long long>(n), static_cast<long long>(c));
                    }
                }
                std::int64_t top = 0;
                for (std::uint32_t c : s.cells)
                    top = std::max(top, a.formulaVisits[c]);
                revisited += top >= 4 ? 1 : 0;
            }
        }
        qInfo("%d random loop-less mazes (up to %d rows, %d cols): formula == simulation; side "
              "paths by rule: not entered %d, dead end 2n %d, dead end 2n+2 %d, recursion %d "
              "(%d with a cell visited 4+ times)",
              tested, maxRows, maxCols, rules[0], rules[1], rules[2], rules[3], revisited);
        qInfo("%d fork-less side paths entered at crossroad count 2, %d of them outside Theorem 3/4's values",
              revisitedDeadEnds, outsideTheorem4);
        QVERIFY(revisitedDeadEnds > 50);
        QCOMPARE(outsideTheorem4, 0);
        QVERIFY(tested >= 5000);
        QCOMPARE(maxRows, 30);
        for (int r : rules)
            QVERIFY(r > 100);
        QVERIFY(revisited > 100);
    }

    // A 200×200 tree with more than a million steps: the formula agrees with the walk and its
    // work (excursions evaluated one by one + batched runs) stays well below the number of steps
    // (about a quarter on random trees: entries into subtrees are not bounded by a constant).
    void largeTreeFormulaDoesNotWalk()
    {
        std::mt19937_64 rng(7);
        for (int attempt = 0;; ++attempt) {
            QVERIFY(attempt < 40);
            const Maze maze = randomTreeMaze(rng, 200, 200, 0, 0);
            MouseOptions o;
            o.exitCol = randomExit(rng, maze);
            if (o.exitCol < 0 || !mouseHasWayOut(maze, o))
                continue;
            QElapsedTimer timer;
            timer.start();
            const LooplessAnalysis f = looplessFormula(maze, o);
            const qint64 formulaMs = timer.elapsed();
            QVERIFY(f.loopless);
            if (f.formulaSteps < 1'000'000)
                continue;
            const MouseWalk walk = simulateMouse(maze, o);
            QCOMPARE(f.formulaSteps, walk.steps);
            QVERIFY(f.formulaVisits == walk.visits);
            qInfo("200×200 tree (attempt %d): %lld steps, formula work %lld units, %lld ms", attempt,
                  static_cast<long long>(walk.steps), static_cast<long long>(f.formulaWork), formulaMs);
            QVERIFY(f.formulaWork * 3 < walk.steps);
            return;
        }
    }
};

QTEST_GUILESS_MAIN(TestMouseLoopless)
#include "tst_mouseloopless.moc"
