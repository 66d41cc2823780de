// Core maze model: solvability check and parsing throughput.
#include "core/maze.h"
#include "core/mazeformat.h"

#include <benchmark/benchmark.h>
#include <random>

using namespace mazelab;

static Maze randomMaze(int n, double density, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::bernoulli_distribution wall(density);
    Maze m(n, n);
    for (std::size_t i = 0; i < m.cellCount(); ++i)
        m.setBlocked(m.cellAt(i), wall(rng));
    m.setBlocked(m.start(), false);
    m.setBlocked(m.goal(), false);
    return m;
}

static void BM_Solvable(benchmark::State& state)
{
    const Maze m = randomMaze(int(state.range(0)), 0.3, 1);
    for (auto _ : state)
        benchmark::DoNotOptimize(m.isSolvable());
    state.SetItemsProcessed(state.iterations() * std::int64_t(m.cellCount()));
}
BENCHMARK(BM_Solvable)->Arg(16)->Arg(512)->Arg(4096)->Unit(benchmark::kMicrosecond);

static void BM_ParseText(benchmark::State& state)
{
    const std::string text = mazeToText(randomMaze(int(state.range(0)), 0.3, 2));
    for (auto _ : state)
        benchmark::DoNotOptimize(parseMazeText(text));
    state.SetBytesProcessed(state.iterations() * std::int64_t(text.size()));
}
BENCHMARK(BM_ParseText)->Arg(512)->Arg(4096)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
