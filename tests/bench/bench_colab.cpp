// CoLab games (Petercă 2024, §4.3; core/colab/) per second: one game on each of a fixed, seeded
// set of backtracker mazes of R × R passage cells ((2R+1)² block cells), fair start cells, 300
// steps at most. Counters: mean steps, mean trades. The README's CoLab "Speed" line.
//   bench_colab --benchmark_filter=Cooperators/10
#include "core/colab/colabtournament.h"

#include <benchmark/benchmark.h>

using namespace mazelab;
using namespace mazelab::colab;

static void play(benchmark::State& state, const char* a, const char* b)
{
    const int side = int(state.range(0));
    const std::vector<Maze> mazes = experimentMazes("backtracker", side, side, 20, 1);
    std::vector<std::pair<Cell, Cell>> cells;
    for (std::size_t k = 0; k < mazes.size(); ++k) {
        Random random(k + 1);
        cells.push_back(fairStartAndGoal(mazes[k], random));
    }
    long steps = 0, trades = 0, games = 0;
    for (auto _ : state) {
        for (std::size_t k = 0; k < mazes.size(); ++k) {
            auto sa = makeStrategy(a);
            auto sb = makeStrategy(b);
            GameOptions options;
            options.seed = k + 1;
            const GameResult r = playGame(mazes[k], cells[k].first, cells[k].second, *sa, *sb, options);
            steps += r.steps;
            trades += r.trades;
            ++games;
        }
    }
    state.SetItemsProcessed(games);
    state.counters["steps"] = double(steps) / double(games);
    state.counters["trades"] = double(trades) / double(games);
}

static void Cooperators(benchmark::State& state) { play(state, "cooperator", "tit-for-tat"); }
static void Defectors(benchmark::State& state) { play(state, "defector", "defector"); }
BENCHMARK(Cooperators)->Arg(5)->Arg(10)->Arg(20)->Unit(benchmark::kMillisecond);
BENCHMARK(Defectors)->Arg(5)->Arg(10)->Arg(20)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
