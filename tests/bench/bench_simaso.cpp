// Simultaneous maze solving (Nusser 2016): the speed figures of issue 3.
//   ApplyMove5x5     one move applied to all 1,225,194 solvable 5×5 mazes   (target < 20 ms)
//   RunSequence4x4   a SequenceRun of the 29-move sequence on all 3828 4×4 mazes
// `bench_simaso --benchmark_filter=ApplyMove` runs one of them.
#include "core/simaso/mazeset.h"
#include "core/simaso/sequencerun.h"

#include <benchmark/benchmark.h>

using namespace mazelab;

namespace {
const char* const kSequence44 = "ddrddrdrurrlurururdrrldrddrdd"; // 29 moves, solves 4×4

std::shared_ptr<const MazeSet> allSolvable(int rows, int cols)
{
    Control control;
    return std::make_shared<const MazeSet>(MazeSet::allSolvable(rows, cols, control));
}
} // namespace

static void BM_EnumerateAllSolvable(benchmark::State& state)
{
    const int n = int(state.range(0));
    std::size_t count = 0;
    for (auto _ : state) {
        Control control;
        count = MazeSet::allSolvable(n, n, control).size();
    }
    state.SetLabel(std::to_string(count) + " mazes");
}
BENCHMARK(BM_EnumerateAllSolvable)->Arg(4)->Arg(5)->Unit(benchmark::kMillisecond);

static void BM_ApplyMove5x5(benchmark::State& state)
{
    const auto set = allSolvable(5, 5);
    std::vector<MazeSet::Pos> positions = set->startPositions();
    const Move moves[] = {Move::Down, Move::Right, Move::Down, Move::Up, Move::Left};
    std::size_t t = 0;
    for (auto _ : state) {
        set->applyMove(moves[t++ % 5], positions);
        benchmark::DoNotOptimize(positions.data());
    }
    state.SetItemsProcessed(std::int64_t(state.iterations()) * std::int64_t(set->size()));
    state.SetLabel(std::to_string(set->size()) + " mazes");
}
BENCHMARK(BM_ApplyMove5x5)->Unit(benchmark::kMillisecond);

static void BM_RunSequence4x4(benchmark::State& state)
{
    const auto set = allSolvable(4, 4);
    const SolvingSequence s = *parseMoves(kSequence44);
    bool all = false;
    for (auto _ : state) {
        SequenceRun run(set);
        Control control;
        run.run(s, control);
        all = run.solvesAll();
    }
    state.SetLabel(all ? "solves all 3828" : "DOES NOT SOLVE ALL");
}
BENCHMARK(BM_RunSequence4x4)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
