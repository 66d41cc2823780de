// The sliding-token solver (Walter 2019) on random boards. Each benchmark solves a fixed,
// seeded set of boards that pass the quick checks (connected, colours balanced, at most two
// dead ends), so every board needs a real search; the time is per board. Counters: the slowest
// board (ms CPU), boards solvable, boards given up (node limit 50 M).
//   bench_token --benchmark_filter=Random/8
#include "core/token/tokensolver.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <ctime>
#include <random>

using namespace mazelab;
using namespace mazelab::token;

static std::vector<Maze> boards(int side, int obstaclesMax, int count, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::vector<Maze> out;
    while (int(out.size()) < count) {
        Maze b(side, side);
        const int k = int(rng() % std::uint64_t(obstaclesMax + 1));
        for (int i = 0; i < k; ++i)
            b.setBlocked({int(rng() % std::uint64_t(side)), int(rng() % std::uint64_t(side))}, true);
        if (quickCheck(b, std::nullopt, nullptr) == Reason::None)
            out.push_back(b);
    }
    return out;
}

static void run(benchmark::State& state, const std::vector<Maze>& set, SolveMode mode)
{
    double slowest = 0;
    int solvable = 0, gaveUp = 0;
    std::uint64_t nodes = 0;
    for (auto _ : state) {
        solvable = gaveUp = 0;
        nodes = 0;
        for (const Maze& b : set) {
            const std::clock_t t0 = std::clock(); // CPU time: the machine may be shared
            SolveOptions o;
            o.mode = mode;
            o.nodeLimit = 50'000'000;
            const SolveResult r = solve(b, o);
            const double ms = 1000.0 * double(std::clock() - t0) / CLOCKS_PER_SEC;
            slowest = std::max(slowest, ms);
            solvable += r.verdict == Verdict::Solvable;
            gaveUp += r.verdict == Verdict::GaveUp;
            nodes += r.nodes;
        }
    }
    state.SetItemsProcessed(state.iterations() * std::int64_t(set.size()));
    state.counters["slowest_ms"] = slowest;
    state.counters["solvable"] = solvable;
    state.counters["gave_up"] = gaveUp;
    state.counters["nodes_per_board"] = double(nodes) / double(set.size());
}

// Random 8×8 boards with 0..10 obstacles: one solution or a proof that none exists.
static void BM_Random8x8(benchmark::State& state)
{
    static const auto set = boards(8, 10, 200, 8);
    run(state, set, SolveMode::First);
}
BENCHMARK(BM_Random8x8)->Unit(benchmark::kMillisecond);

// The empty 8×8 board: all 32 solutions counted.
static void BM_Empty8x8Count(benchmark::State& state)
{
    static const std::vector<Maze> set{Maze(8, 8)};
    run(state, set, SolveMode::Count);
}
BENCHMARK(BM_Empty8x8Count)->Unit(benchmark::kMillisecond);

// Random 16×16 boards with 0..12 obstacles.
static void BM_Random16x16(benchmark::State& state)
{
    static const auto set = boards(16, 12, 40, 16);
    run(state, set, SolveMode::First);
}
BENCHMARK(BM_Random16x16)->Unit(benchmark::kMillisecond)->Iterations(1);

BENCHMARK_MAIN();
