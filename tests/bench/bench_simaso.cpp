// Simultaneous maze solving (Nusser 2016): the speed figures of issue 3.
//   ApplyMove5x5     one move applied to all 1,225,194 solvable 5×5 mazes   (target < 20 ms)
//   Verify4x4        verifying the 29-move sequence on all 3828 4×4 mazes     (target < 1 ms)
//   RunSequence4x4   a SequenceRun of the 29-move sequence on all 3828 4×4 mazes
//   Sigma/ESS        σ(n,m) by ESS (Alg. 5.3) on the enumerated set; 3×4 target < 1 s
//   SigmaImplicit    σ(n,m) by ESS with the Unsolved Maze Finder (no enumeration)
//   SigmaAStar/BFS   plain A* / BFS on the joint states of all mazes (3×3)
//   UnsolvedMaze*    the Unsolved Maze Finder (Alg. 5.2): proving the 29-move sequence
//                    solves all 4×4 mazes; a counterexample for random 10×10 sequences
// `bench_simaso --benchmark_filter=ApplyMove` runs one of them.
#include "core/simaso/exactsearch.h"
#include "core/simaso/mazeset.h"
#include "core/simaso/sequencerun.h"
#include "core/simaso/unsolvedmazefinder.h"
#include "core/simaso/verify.h"

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

static void BM_Verify4x4(benchmark::State& state)
{
    const auto set = allSolvable(4, 4);
    const SolvingSequence s = *parseMoves(kSequence44);
    bool all = false;
    for (auto _ : state)
        all = verifySequence(*set, s).solvesAll;
    state.SetLabel(all ? "solves all 3828" : "DOES NOT SOLVE ALL");
}
BENCHMARK(BM_Verify4x4)->Unit(benchmark::kMicrosecond);

static void BM_UnsolvedMazeProof4x4(benchmark::State& state)
{
    const SolvingSequence s = *parseMoves(kSequence44);
    UnsolvedMazeResult r;
    for (auto _ : state) {
        Control control;
        r = findUnsolvedMaze(4, 4, s, control);
    }
    state.counters["nodes"] = double(r.nodes);
    state.SetLabel(r.maze ? "FOUND A COUNTEREXAMPLE" : "none: solves all");
}
BENCHMARK(BM_UnsolvedMazeProof4x4)->Unit(benchmark::kMillisecond);

static void BM_UnsolvedMaze10x10(benchmark::State& state)
{
    std::uint64_t x = 88172645463325252ULL; // xorshift: the same sequences every run
    std::vector<SolvingSequence> sequences(16);
    for (auto& s : sequences)
        for (int i = 0; i < state.range(0); ++i) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            s.push_back(Move(x % 4));
        }
    std::size_t t = 0;
    for (auto _ : state) {
        Control control;
        benchmark::DoNotOptimize(findUnsolvedMaze(10, 10, sequences[t++ % 16], control));
    }
}
BENCHMARK(BM_UnsolvedMaze10x10)->Arg(50)->Arg(200)->Unit(benchmark::kMicrosecond);

static void runSigma(benchmark::State& state, bool implicit)
{
    const int rows = int(state.range(0));
    const int cols = int(state.range(1));
    const auto set = allSolvable(rows, cols);
    ExactResult r;
    for (auto _ : state) {
        Control control;
        r = implicit ? shortestEssAllSolvable(rows, cols, control) : shortestEss(*set, control);
    }
    state.counters["states"] = double(r.states);
    state.counters["certificate"] = double(r.certificate.size());
    state.SetLabel("sigma=" + std::to_string(r.sequence.size()) + " "
                   + movesToString(r.sequence));
}
static void BM_SigmaEss(benchmark::State& state) { runSigma(state, false); }
static void BM_SigmaImplicit(benchmark::State& state) { runSigma(state, true); }
BENCHMARK(BM_SigmaEss)->Args({3, 3})->Args({3, 4})->Args({4, 3})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SigmaImplicit)->Args({3, 3})->Args({3, 4})->Args({4, 3})
    ->Unit(benchmark::kMillisecond);

static void BM_SigmaAStar3x3(benchmark::State& state)
{
    const auto set = allSolvable(3, 3);
    ExactResult r;
    for (auto _ : state) {
        Control control;
        r = state.range(0) ? shortestAStar(*set, control) : shortestBfs(*set, control);
    }
    state.counters["states"] = double(r.states);
    state.SetLabel(std::string(state.range(0) ? "A*" : "BFS") + " sigma="
                   + std::to_string(r.sequence.size()));
}
BENCHMARK(BM_SigmaAStar3x3)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
