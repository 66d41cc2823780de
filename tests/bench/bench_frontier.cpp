// The exact count behind every σ upper-bound search (FrontierTree, issue 17): the annealing,
// the window polish and the breakout weights all spend their time in FrontierTree::step and
// the start–goal connectivity test of an unknown cell taken as blocked. Measured on the
// recorded bounds: the whole 109-move 5×5 bound; the 550-move 6×6 bound's tail after step 300
// (the tree the 6×6 annealing recounts), assigned whole and recounted from its middle as an
// annealing candidate is. Counter: partial mazes stepped per second.
#include "core/simaso/frontiertree.h"
#include "core/simaso/mazeset.h"

#include <benchmark/benchmark.h>

#include <fstream>
#include <string>

using namespace mazelab;

namespace {

SolvingSequence readBound(const char* name)
{
    std::ifstream in(std::string(MAZELAB_TEST_DATA "/sigma/") + name);
    std::string line;
    std::string moves;
    while (std::getline(in, line))
        if (!line.empty() && line[0] != ';')
            moves += line;
    return parseMoves(moves).value_or(SolvingSequence{});
}

std::uint64_t mazesOf(int rows, int cols)
{
    std::uint64_t count = 0;
    MazeSet::estimateAllSolvableBytes(rows, cols, &count);
    return count;
}

} // namespace

static void BM_Assign5x5Bound(benchmark::State& state)
{
    const SolvingSequence s = readBound("sigma-5x5-ub109.seq");
    FrontierTree tree(5, 5, mazesOf(5, 5));
    for (auto _ : state) {
        tree.assign(s);
        benchmark::DoNotOptimize(tree.unsolvedAfter(s.size()));
    }
    double nodes = 0;
    for (std::size_t t = 0; t < s.size(); ++t)
        nodes += double(tree.liveBefore(t));
    state.counters["nodes_per_s"] =
        benchmark::Counter(nodes, benchmark::Counter::kIsIterationInvariantRate);
    state.SetLabel(std::to_string(s.size()) + " moves");
}
BENCHMARK(BM_Assign5x5Bound)->Unit(benchmark::kMillisecond);

// arg 0: the whole tail assigned; arg 1: a candidate changed at the middle of the tail.
static void BM_Tail6x6Bound(benchmark::State& state)
{
    const SolvingSequence s = readBound("sigma-6x6-ub550.seq");
    const std::size_t kept = 300;
    FrontierTree tree(6, 6, mazesOf(6, 6), std::size_t(1) << 28);
    tree.setPrefix(SolvingSequence(s.begin(), s.begin() + kept));
    const SolvingSequence tail(s.begin() + kept, s.end());
    tree.assign(tail);
    SolvingSequence cand = tail;
    const std::size_t j = tail.size() / 2;
    cand[j] = Move((int(cand[j]) + 1) % 4);
    for (auto _ : state) {
        if (state.range(0) == 0) {
            tree.assign(tail);
            benchmark::DoNotOptimize(tree.unsolvedAfter(tail.size()));
        } else {
            benchmark::DoNotOptimize(tree.unsolvedWith(cand, j));
        }
    }
    double nodes = 0; // partial mazes stepped per iteration
    for (std::size_t t = state.range(0) == 0 ? 0 : j; t < tail.size(); ++t)
        nodes += double(tree.liveBefore(t));
    state.counters["nodes_per_s"] =
        benchmark::Counter(nodes, benchmark::Counter::kIsIterationInvariantRate);
    state.SetLabel(state.range(0) == 0 ? "tail after step 300, whole" : "candidate from the middle");
}
BENCHMARK(BM_Tail6x6Bound)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
