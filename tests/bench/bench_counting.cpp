// Counting solvable n×n mazes exactly (Nusser 2016, §4.7) with the frontier DP.
// The label is the count; counters: the peak number of frontier states after one cell, and
// the states expanded over the whole sweep. `bench_counting --benchmark_filter=Square/8` runs
// one size.
#include "core/counting/mazecount.h"

#include <benchmark/benchmark.h>

using namespace mazelab;

static void runCount(benchmark::State& state, int rows, int cols)
{
    MazeCountResult result;
    for (auto _ : state) {
        Control control;
        result = countSolvableMazes(rows, cols, control);
        benchmark::DoNotOptimize(result.count);
    }
    state.counters["peak_states"] = double(result.peakStates);
    state.counters["state_visits"] = double(result.stateVisits);
    state.SetLabel(result.count.toString());
}

static void BM_CountSquare(benchmark::State& state)
{
    runCount(state, int(state.range(0)), int(state.range(0)));
}
BENCHMARK(BM_CountSquare)->DenseRange(5, 12)->Unit(benchmark::kMillisecond);
// 13×13 and 14×14 take seconds: one iteration each (15×15 and 16×16: use mazelab-cli count).
BENCHMARK(BM_CountSquare)->DenseRange(13, 14)->Iterations(1)->Unit(benchmark::kMillisecond);

// A long strip: the work is linear in the long side for a fixed width.
static void BM_CountStrip(benchmark::State& state)
{
    runCount(state, 100, int(state.range(0)));
}
BENCHMARK(BM_CountStrip)->Arg(4)->Arg(8)->Unit(benchmark::kMillisecond);

static void BM_BruteForce(benchmark::State& state)
{
    const int n = int(state.range(0));
    for (auto _ : state) {
        Control control;
        benchmark::DoNotOptimize(countSolvableMazesBruteForce(n, n, control).count);
    }
}
BENCHMARK(BM_BruteForce)->Arg(4)->Arg(5)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
