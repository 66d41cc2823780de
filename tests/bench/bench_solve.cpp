// Single-maze solvers (core/solve): the PathFinding.js comparison grid (2000 x 2000, 30 %
// random walls, corners free and connected: the grid scripts/bench/make-grid.js writes, made
// here by the same generator), Table 3.1 of the Petercă thesis (DFS, DFS-heuristic, A* on
// 16², 64², 128² perfect and multiple-solution mazes) and a size sweep 10² … 4000² for every
// solver. Counters: expanded cells, path length. Run: bench_solve --benchmark_filter=Pf
#include "core/maze.h"
#include "core/solve/solvers.h"
#include "core/trace/celltrace.h"
#include "benchmazes.h"

#include <benchmark/benchmark.h>
#include <cmath>
#include <map>
#include <random>

using namespace mazelab;
using namespace mazelab::solve;

namespace {

// scripts/bench/make-grid.js, bit for bit: a 64-bit LCG, the corner cells and their
// neighbours free, the seed moved on until start and goal connect.
Maze randomGrid(int rows, int cols, double density, std::uint64_t seed)
{
    for (;; ++seed) {
        std::uint64_t s = seed;
        Maze m(rows, cols);
        for (std::size_t i = 0; i < m.cellCount(); ++i) {
            s = s * 6364136223846793005ull + 1442695040888963407ull;
            const double u = double(s >> 11) / 9007199254740992.0;
            m.setBlocked(m.cellAt(i), u < density);
        }
        for (const Cell c : {Cell{0, 0}, Cell{0, 1}, Cell{1, 0}, Cell{rows - 1, cols - 1},
                             Cell{rows - 2, cols - 1}, Cell{rows - 1, cols - 2}})
            if (m.contains(c))
                m.setBlocked(c, false);
        if (m.isSolvable())
            return m;
    }
}

const Maze& cachedGrid(int side)
{
    static std::map<int, Maze> cache;
    auto it = cache.find(side);
    if (it == cache.end())
        it = cache.emplace(side, randomGrid(side, side, 0.3, 1)).first;
    return it->second;
}

void runSolver(benchmark::State& state, const std::string& name, const Maze& m,
               const SolveOptions& o = {})
{
    SolveResult r;
    for (auto _ : state) {
        Control control;
        r = mazelab::solve::runSolver(name, m, o, control);
        benchmark::DoNotOptimize(r.found);
    }
    state.counters["expanded"] = double(r.expanded);
    state.counters["length"] = r.found ? r.length : -1;
    if (r.graphNodes) {
        state.counters["graph_nodes"] = double(r.graphNodes);
        state.counters["graph_edges"] = double(r.graphEdges);
    }
}

// The PathFinding.js comparison (scripts/bench-pathfinding.sh runs both sides).
void BM_Pf2000(benchmark::State& state, const char* name)
{
    runSolver(state, name, cachedGrid(2000));
}
BENCHMARK_CAPTURE(BM_Pf2000, astar, "astar")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Pf2000, bfs, "bfs")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Pf2000, jps, "jps")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Pf2000, bidir_astar, "bidir-astar")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Pf2000, dijkstra, "dijkstra")->Unit(benchmark::kMillisecond);

// Table 3.1: n × n passage cells, perfect (loops 0) or multiple-solution (M, loops 0.1).
void BM_Table31(benchmark::State& state, const char* name, bool multiple)
{
    const Maze m = bench::passageMaze(int(state.range(0)), multiple ? 0.1 : 0.0, 31);
    runSolver(state, name, m);
    // The thesis counts steps between passage cells: half the block-maze moves.
    state.counters["steps"] = state.counters["length"] / 2;
}
#define TABLE31(name, key)                                                                     \
    BENCHMARK_CAPTURE(BM_Table31, key, name, false)                                            \
        ->Arg(16)->Arg(64)->Arg(128)->Unit(benchmark::kMicrosecond);                           \
    BENCHMARK_CAPTURE(BM_Table31, key##_M, name, true)                                         \
        ->Arg(16)->Arg(64)->Arg(128)->Unit(benchmark::kMicrosecond)
TABLE31("dfs", dfs);
TABLE31("dfs-heuristic", dfs_heuristic);
TABLE31("astar", astar);

// Compression (§3.2): Dijkstra on the grid vs on the corridor graph, for a perfect maze of
// 500² passage cells (1001² block cells, corridors everywhere), the same with 10 % of its
// walls opened, and the 2000² random grid (few corridors).
void BM_Compress(benchmark::State& state, int kind, bool compress)
{
    static const Maze perfect = bench::passageMaze(500, 0.0, 7);
    static const Maze loops = bench::passageMaze(500, 0.1, 7);
    const Maze& m = kind == 0 ? perfect : kind == 1 ? loops : cachedGrid(2000);
    SolveOptions o;
    o.compress = compress;
    runSolver(state, "dijkstra", m, o);
    state.counters["cells"] = double(m.freeCount());
}
BENCHMARK_CAPTURE(BM_Compress, perfect_grid, 0, false)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Compress, perfect_compressed, 0, true)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Compress, loops_grid, 1, false)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Compress, loops_compressed, 1, true)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Compress, random_grid, 2, false)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Compress, random_compressed, 2, true)->Unit(benchmark::kMillisecond);

// The search trace: BFS and A* on the 1000² grid without a trace (null pointer: the plain
// solver) and recording one; counters: trace steps and memory.
void BM_Trace(benchmark::State& state, const char* name, bool traced)
{
    const Maze& m = cachedGrid(1000);
    SolveResult r;
    std::shared_ptr<CellTrace> trace;
    for (auto _ : state) {
        Control control;
        SolveOptions o;
        if (traced) {
            trace = makeTrace(m);
            o.trace = trace.get();
        }
        r = mazelab::solve::runSolver(name, m, o, control);
        benchmark::DoNotOptimize(r.found);
    }
    state.counters["expanded"] = double(r.expanded);
    if (trace) {
        state.counters["steps"] = double(trace->length());
        state.counters["trace_MB"] = double(trace->memoryBytes()) / 1e6;
    }
}
BENCHMARK_CAPTURE(BM_Trace, bfs_plain, "bfs", false)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Trace, bfs_traced, "bfs", true)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Trace, astar_plain, "astar", false)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Trace, astar_traced, "astar", true)->Unit(benchmark::kMillisecond);

// Size sweep: every solver on side × side random grids (30 % walls).
void BM_Sweep(benchmark::State& state, const char* name)
{
    runSolver(state, name, cachedGrid(int(state.range(0))));
}
#define SWEEP(name, key)                                                                       \
    BENCHMARK_CAPTURE(BM_Sweep, key, name)                                                     \
        ->Arg(10)->Arg(100)->Arg(1000)->Arg(4000)->Unit(benchmark::kMicrosecond)
SWEEP("bfs", bfs);
SWEEP("dfs", dfs);
SWEEP("dfs-random", dfs_random);
SWEEP("dfs-heuristic", dfs_heuristic);
SWEEP("lee", lee);
SWEEP("astar", astar);
SWEEP("greedy", greedy);
SWEEP("dijkstra", dijkstra);
SWEEP("jps", jps);
SWEEP("bidir-bfs", bidir_bfs);
SWEEP("bidir-astar", bidir_astar);
SWEEP("tremaux", tremaux);
SWEEP("dead-end", dead_end);
SWEEP("wall-left", wall_left);
SWEEP("wall-right", wall_right);
SWEEP("pledge", pledge);
BENCHMARK_CAPTURE(BM_Sweep, random_mouse, "random-mouse")
    ->Arg(10)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_Sweep, ida, "ida")->Arg(10)->Arg(100)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
