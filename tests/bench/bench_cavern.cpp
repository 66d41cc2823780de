// Cavern mazes (article 003; README "Cavern mazes: the passage-length study"): time and the
// average passage length (metrics.h, PassageStats: steps between cells of degree ≠ 2, in block
// cells) of each cavern variant, and of two grid mazes for scale, at 20², 50² and 100² cells.
//   bench_cavern --benchmark_filter='/50$'
// The counters "passage" (average length), "longest", "deadends" (share of free cells) and
// "aligned" (share of the pixels with both coordinates odd or both even that are as in a grid
// maze: passage at odd-odd, wall at even-even; 1 for a grid maze) are means over the seeds.
#include "core/gen/generators.h"
#include "core/gen/metrics.h"

#include <benchmark/benchmark.h>
#include <string>
#include <utility>
#include <vector>

using namespace mazelab;
using namespace mazelab::gen;

namespace {

struct Variant {
    std::string label;
    std::string algorithm;
    GenParams params;
};

void run(benchmark::State& state, const Variant& v)
{
    const int side = int(state.range(0));
    std::uint64_t seed = 1;
    double passage = 0, longest = 0, deadEnds = 0, aligned = 0;
    for (auto _ : state) {
        Control control(seed++);
        const Maze m = generate(v.algorithm, side, side, v.params, control);
        state.PauseTiming();
        const PassageStats s = passageStats(m);
        passage += s.averageLength;
        longest += double(s.longest);
        std::int64_t free = 0, ends = 0, grid = 0, agree = 0;
        for (int r = 1; r + 1 < m.rows(); ++r)
            for (int c = 1; c + 1 < m.cols(); ++c)
                if ((r & 1) == (c & 1)) { // a grid maze: odd-odd passage, even-even wall
                    ++grid;
                    agree += m.isFree({r, c}) == ((r & 1) == 1) ? 1 : 0;
                }
        for (int r = 1; r + 1 < m.rows(); ++r)
            for (int c = 1; c + 1 < m.cols(); ++c)
                if (m.isFree({r, c})) {
                    ++free;
                    const int d = int(m.isFree({r - 1, c})) + int(m.isFree({r + 1, c}))
                                  + int(m.isFree({r, c - 1})) + int(m.isFree({r, c + 1}));
                    ends += d == 1 ? 1 : 0;
                }
        deadEnds += double(ends) / double(free);
        aligned += double(agree) / double(grid);
        state.ResumeTiming();
    }
    const double n = double(state.iterations());
    state.counters["passage"] = passage / n;
    state.counters["longest"] = longest / n;
    state.counters["deadends"] = deadEnds / n;
    state.counters["aligned"] = aligned / n;
}

} // namespace

int main(int argc, char** argv)
{
    const std::vector<Variant> variants = {
        {"none-walk", "cavern", {{"allow", "none"}}},
        {"none-outline-mix0", "cavern", {{"cycle", "outline"}, {"mix", "0"}}},
        {"none-outline-mix0.1", "cavern", {{"cycle", "outline"}, {"mix", "0.1"}}},
        {"none-outline-mix1", "cavern", {{"cycle", "outline"}, {"mix", "1"}}},
        {"none-outline-mix10", "cavern", {{"cycle", "outline"}, {"mix", "10"}}},
        {"walls-newest", "cavern", {{"allow", "walls"}, {"grow", "newest"}}},
        {"walls-random", "cavern", {{"allow", "walls"}, {"grow", "random"}}},
        {"passages-newest", "cavern", {{"allow", "passages"}, {"grow", "newest"}}},
        {"passages-random", "cavern", {{"allow", "passages"}, {"grow", "random"}}},
        {"grid-backtracker", "backtracker", {}},
        {"grid-kruskal", "kruskal", {}},
    };
    for (const Variant& v : variants)
        benchmark::RegisterBenchmark(("Cavern/" + v.label).c_str(), run, v)
            ->Arg(20)
            ->Arg(50)
            ->Arg(100)
            ->Unit(benchmark::kMillisecond)
            ->MinTime(0.5);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
