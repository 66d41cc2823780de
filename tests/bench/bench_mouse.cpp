// The mouse maze (Merckens 2019): the walk on the thesis' 9×9 maze (1160 steps) and an empty
// 100×100 board, and the exhaustive optimum search (walk tree) for 4×4 … 6×6 with 2 threads.
// The label is the best step count; counter `walks` = leaves of the walk tree. 6×6 once more
// on one thread with the 64-bit and with the forced 128-bit board.
// 7×7 takes far longer: run `mazelab-cli mouse best 7 --checkpoint F` instead.
// Loop-less mazes (thesis ch. 5): the formula (looplessFormula, no walking) against the walk
// (mouseSteps) on large random trees; counter `work` = the formula's work units.
#include "core/maze.h"
#include "core/mouse/mousebest.h"
#include "core/mouse/mouseloopless.h"
#include "core/mouse/mousewalk.h"

#include "benchmazes.h"

#include <benchmark/benchmark.h>

#include <random>

using namespace mazelab;

static Maze thesis9x9()
{
    const char* rows[] = {".#.##..#.", ".........", "..#.#.##.", "..####.#.", "#..#.....",
                          "..#....#.", "...#..#.#", "#...#....", "...#....."};
    Maze maze(9, 9);
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c)
            maze.setBlocked({r, c}, rows[r][c] == '#');
    return maze;
}

static void BM_WalkThesis9x9(benchmark::State& state)
{
    const Maze maze = thesis9x9();
    std::int64_t steps = 0;
    for (auto _ : state)
        benchmark::DoNotOptimize(steps = mouseSteps(maze));
    state.SetLabel(std::to_string(steps) + " steps");
}
BENCHMARK(BM_WalkThesis9x9);

static void BM_WalkEmpty100(benchmark::State& state)
{
    const Maze maze(100, 100);
    std::int64_t steps = 0;
    for (auto _ : state)
        benchmark::DoNotOptimize(steps = mouseSteps(maze));
    state.SetLabel(std::to_string(steps) + " steps");
}
BENCHMARK(BM_WalkEmpty100)->Unit(benchmark::kMicrosecond);

static void BM_BestExhaustive(benchmark::State& state)
{
    MouseBestResult r;
    for (auto _ : state) {
        Control control;
        MouseBestOptions o;
        o.rows = o.cols = int(state.range(0));
        o.threads = 2;
        r = findBestMouseMaze(o, control);
    }
    state.counters["walks"] = double(r.tested);
    state.SetLabel(std::to_string(r.steps) + " steps");
}
BENCHMARK(BM_BestExhaustive)->DenseRange(4, 5)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_BestExhaustive)->Arg(6)->Iterations(1)->Unit(benchmark::kMillisecond)->UseRealTime();

// The same 6×6 search on the 128-bit board (forced; 8×8 and 7×9 need it): what the wide
// bitboard costs against BM_BestExhaustive/6. One thread, so CPU time is comparable.
static void BM_BestExhaustiveBoard(benchmark::State& state)
{
    MouseBestResult r;
    for (auto _ : state) {
        Control control;
        MouseBestOptions o;
        o.rows = o.cols = 6;
        o.threads = 1;
        o.estimateProbes = 0;
        o.forceWideBoard = state.range(0) != 0;
        r = findBestMouseMaze(o, control);
    }
    state.counters["walks"] = double(r.tested);
    state.SetLabel(std::string(state.range(0) ? "128-bit" : "64-bit") + " board, "
                   + std::to_string(r.steps) + " steps");
}
BENCHMARK(BM_BestExhaustiveBoard)->Arg(0)->Arg(1)->Iterations(3)->Unit(benchmark::kMillisecond);


static void BM_LooplessFormula(benchmark::State& state)
{
    const bench::LooplessCase c = bench::looplessCase(int(state.range(0)), state.range(1));
    LooplessAnalysis a;
    for (auto _ : state)
        benchmark::DoNotOptimize(a = looplessFormula(c.maze, c.options));
    state.counters["work"] = double(a.formulaWork);
    state.SetLabel(std::to_string(a.formulaSteps) + " steps");
}
BENCHMARK(BM_LooplessFormula)->Args({200, 1'000'000})->Args({500, 10'000'000})->Unit(benchmark::kMillisecond);

static void BM_LooplessSimulation(benchmark::State& state)
{
    const bench::LooplessCase c = bench::looplessCase(int(state.range(0)), state.range(1));
    std::int64_t steps = 0;
    for (auto _ : state)
        benchmark::DoNotOptimize(steps = mouseSteps(c.maze, 0, c.options.exitCol));
    state.SetLabel(std::to_string(steps) + " steps");
}
BENCHMARK(BM_LooplessSimulation)->Args({200, 1'000'000})->Args({500, 10'000'000})->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
