// The wandering agents of core/solve (wall followers, Pledge, Trémaux, random mouse) and dead-end
// filling: they reach the goal where they can, and end with a "cannot reach: …" verdict where
// they cannot (a wall follower whose goal stands on an island, an enclosed goal). Then the
// search trace: its shape, its last state and that recording does not change the result.
#include "core/mazeformat.h"
#include "core/solve/solvers.h"
#include "core/trace/celltrace.h"
#include "tests/bench/benchmazes.h"

#include <QTest>
#include <random>

using namespace mazelab;
using namespace mazelab::solve;

namespace {

Maze fromText(const char* text) { return parseMazeText(text).mazes.front(); }

// A perfect maze of n × n passage cells (recursive backtracker), start top-left, goal
// bottom-right passage cell.
Maze perfectMaze(int n, std::uint64_t seed) { return bench::passageMaze(n, 0.0, seed); }

const char* kAgents[] = {"wall-left", "wall-right", "pledge", "tremaux", "random-mouse",
                         "dead-end"};

} // namespace

class TestSolveAgents : public QObject {
    Q_OBJECT
private slots:
    // In a perfect maze every agent reaches the goal, and its loop-erased walk is the unique
    // solution.
    void perfectMazes()
    {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            const Maze m = perfectMaze(4 + int(seed % 12), seed);
            const int shortest = m.shortestPathLength();
            for (const char* name : kAgents) {
                Control control;
                SolveOptions o;
                o.seed = seed;
                const SolveResult r = runSolver(name, m, o, control);
                QVERIFY2(r.found, (std::string(name) + ": " + r.verdict).c_str());
                QVERIFY(isValidPath(m, r.path, Diagonal::Never));
                QCOMPARE(r.length, shortest);
            }
        }
    }

    // The goal stands on an island (a free ring around a wall block): the wall followers and
    // Pledge (heading east, then around the outer wall with its turn sum falling) circle for
    // ever and report it; Trémaux, the mouse and dead-end filling still get there.
    void goalOnAnIsland()
    {
        const Maze m = fromText("S......\n"
                                ".......\n"
                                "..###..\n"
                                "..#G#..\n"
                                "..#.#..\n"
                                ".......\n"
                                ".......\n");
        for (const char* name : {"wall-left", "wall-right", "pledge"}) {
            Control control;
            const SolveResult r = runSolver(name, m, {}, control);
            QVERIFY(!r.found);
            QVERIFY2(r.verdict.starts_with("cannot reach: "), r.verdict.c_str());
            QVERIFY(r.expanded < 4 * 49);
        }
        for (const char* name : {"tremaux", "random-mouse", "dead-end"}) {
            Control control;
            const SolveResult r = runSolver(name, m, {}, control);
            QVERIFY2(r.found, (std::string(name) + ": " + r.verdict).c_str());
            QVERIFY(isValidPath(m, r.path, Diagonal::Never));
        }
    }

    // An enclosed goal: every agent stops with a verdict, the complete searches say "no path".
    void enclosedGoal()
    {
        const Maze m = fromText("S....\n"
                                ".###.\n"
                                ".#G#.\n"
                                ".###.\n"
                                ".....\n");
        for (const char* name : kAgents) {
            Control control;
            SolveOptions o;
            o.stepCap = 5000;
            const SolveResult r = runSolver(name, m, o, control);
            QVERIFY(!r.found);
            QVERIFY2(r.verdict.starts_with(std::string(name) == "dead-end" ? "no path: "
                                                                             : "cannot reach: "),
                     (std::string(name) + ": " + r.verdict).c_str());
        }
    }

    void randomMouseIsSeededAndCapped()
    {
        const Maze m = perfectMaze(15, 3);
        SolveOptions o;
        o.seed = 42;
        Control control;
        const SolveResult a = runSolver("random-mouse", m, o, control);
        const SolveResult b = runSolver("random-mouse", m, o, control);
        QCOMPARE(a.expanded, b.expanded);
        o.stepCap = 10;
        const SolveResult c = runSolver("random-mouse", m, o, control);
        QVERIFY(!c.found);
        QCOMPARE(c.expanded, std::uint64_t(10));
        QVERIFY(c.verdict.starts_with("cannot reach: "));
    }

    void agentsRefuseDiagonals()
    {
        SolveOptions o;
        o.diagonal = Diagonal::Always;
        Control control;
        for (const char* name : kAgents)
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                     runSolver(name, Maze(3, 3), o, control));
    }

    // The trace: one step per expansion then one per path cell; the last state marks the path
    // (code 3) and the goal's distance; recording leaves the result as it was.
    void trace_data()
    {
        QTest::addColumn<QString>("solver");
        for (const SolverInfo& s : solvers())
            QTest::newRow(s.name.c_str()) << QString::fromStdString(s.name);
    }
    void trace()
    {
        QFETCH(QString, solver);
        const Maze m = perfectMaze(6, 9);
        Control control;
        const SolveResult plain = runSolver(solver.toStdString(), m, {}, control);
        const auto t = makeTrace(m);
        SolveOptions o;
        o.trace = t.get();
        const SolveResult traced = runSolver(solver.toStdString(), m, o, control);
        QCOMPARE(traced.path, plain.path);
        QCOMPARE(traced.expanded, plain.expanded);
        QVERIFY(t->length() >= std::int64_t(plain.path.size()));
        const TraceState last = t->stateAt(t->length());
        for (const Cell c : plain.path)
            QCOMPARE(last.layers[0][m.index(c)], kTracePath);
        QCOMPARE(last.markers[0], std::int32_t(m.index(m.goal())));
        if (solver == QLatin1String("bfs") || solver == QLatin1String("dijkstra"))
            QCOMPARE(last.layers[1][m.index(m.goal())], plain.length);
        // Each path cell was its own step at the end.
        const TraceState before = t->stateAt(t->length() - std::int64_t(plain.path.size()));
        QVERIFY(before.layers[0][m.index(m.goal())] != kTracePath);
    }
};

QTEST_GUILESS_MAIN(TestSolveAgents)
#include "tst_solve_agents.moc"
