// σ(n,m) by counterexample-guided SAT (core/simaso_sat). The label is σ; counters: SAT calls
// and the size of the certificate subset. Also: verifying the 29-move sequence on all 3828
// 4×4 mazes, and re-checking the 4×4 lower-bound SAT instance at a smaller length.
// σ(4,4) itself takes minutes: use `mazelab-cli sigma 4 4` (see the README).
#include "core/simaso_sat/sigmasat.h"

#include <benchmark/benchmark.h>

using namespace mazelab;
using namespace mazelab::simaso_sat;

static void BM_Sigma(benchmark::State& state)
{
    const Grid grid(int(state.range(0)), int(state.range(1)));
    Control control;
    const auto all = enumerateSolvable(grid, control);
    SigmaResult result;
    for (auto _ : state) {
        Control c;
        result = computeSigma(grid, all, {}, c);
        benchmark::DoNotOptimize(result.upperBound);
    }
    state.counters["sat_calls"] = result.satCalls;
    state.counters["subset"] = double(result.subset.size());
    state.SetLabel("sigma=" + std::to_string(result.upperBound));
}
BENCHMARK(BM_Sigma)->Args({3, 3})->Args({3, 4})->Args({4, 3})->Unit(benchmark::kMillisecond);

// The issue-17 configurations on 3×4: args rows, cols, threads, cube depth, defer (0/1).
// σ(4,4) itself: scripts/bench-sigma44.sh (minutes; prints CPU, wall and the load).
static void BM_SigmaFast(benchmark::State& state)
{
    const Grid grid(int(state.range(0)), int(state.range(1)));
    Control control;
    const auto all = enumerateSolvable(grid, control);
    SigmaOptions options;
    options.threads = int(state.range(2));
    options.cubeDepth = int(state.range(3));
    options.deferFraction = state.range(4) ? 0.2 : 0.0;
    SigmaResult result;
    for (auto _ : state) {
        Control c;
        result = computeSigma(grid, all, options, c);
        benchmark::DoNotOptimize(result.upperBound);
    }
    state.counters["sat_calls"] = result.satCalls;
    state.counters["subset"] = double(result.subset.size());
    state.SetLabel("sigma=" + std::to_string(result.upperBound));
}
BENCHMARK(BM_SigmaFast)
    ->Args({3, 4, 1, 0, 0})
    ->Args({3, 4, 1, 0, 1})
    ->Args({3, 4, 2, 0, 1})
    ->Args({3, 4, 2, 4, 1})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

static void BM_Verify29On4x4(benchmark::State& state)
{
    const Grid grid(4, 4);
    Control control;
    const auto all = enumerateSolvable(grid, control);
    const auto seq = *parseMoves("ddrddrdrurrlurururdrrldrddrdd");
    std::size_t unsolved = 0;
    for (auto _ : state) {
        unsolved = unsolvedMazes(grid, all, seq).size();
        benchmark::DoNotOptimize(unsolved);
    }
    state.SetLabel("unsolved=" + std::to_string(unsolved));
}
BENCHMARK(BM_Verify29On4x4)->Unit(benchmark::kMicrosecond);

static void BM_Enumerate(benchmark::State& state)
{
    const Grid grid(int(state.range(0)), int(state.range(0)));
    std::size_t n = 0;
    for (auto _ : state) {
        Control control;
        n = enumerateSolvable(grid, control).size();
        benchmark::DoNotOptimize(n);
    }
    state.SetLabel(std::to_string(n) + " mazes");
}
BENCHMARK(BM_Enumerate)->Arg(4)->Arg(5)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
