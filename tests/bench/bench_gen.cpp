// Maze generation speed (issue 14): every generator at 2000 x 2000 passage cells, and a size
// sweep 10 … 4000 (10² … 4000² cells) for the README table.
//   bench_gen --benchmark_filter='Generate/.*/2000$'     the 2000 x 2000 row
//   bench_gen --benchmark_filter='Maze/'                 generation + block Maze (CLI path)
// Aldous–Broder (cover time Θ(n log² n)) and the cellular automaton (100 generations over the
// 4·n block cells) stop at 1000 x 1000, unicursal (O(cells) per backbite) at 100 x 100 and
// cavern (its cycle is a unicursal path over 4·n corners) and genetic at 100 x 100; gan (a
// convolutional network's forward pass, 1024² cells at most) at 1000 x 1000.
// scripts/bench-maze-generation.sh compares with the npm
// package maze-generation 3.1.1.
#include "core/gen/eller.h"
#include "core/gen/generators.h"

#include <benchmark/benchmark.h>
#include <string>

using namespace mazelab;
using namespace mazelab::gen;

namespace {

constexpr int kSides[] = {10, 32, 100, 316, 1000, 2000, 4000};

int largestSide(const std::string& name)
{
    if (name == "aldous-broder" || name == "cellular")
        return 1000;
    if (name == "unicursal") // backbites cost O(cells) each: 316 x 316 takes 6 s
        return 100;
    if (name == "cavern" || name == "genetic") // 62,500 / 10,000 cells at most
        return 100;
    if (name == "gan") // 1024 x 1024 at most (the network's feature maps)
        return 1000;
    return 4000;
}

void generateGridBench(benchmark::State& state, const std::string& name)
{
    const bool passage = findGenerator(name)->passage;
    const int side = int(state.range(0));
    GenRequest request;
    request.algorithm = name;
    request.rows = request.cols = side;
    std::uint64_t seed = 1;
    for (auto _ : state) {
        Control control(seed++);
        if (!passage)
            benchmark::DoNotOptimize(generate(request, control));
        else
            benchmark::DoNotOptimize(generateGrid(request, control));
    }
    state.SetItemsProcessed(state.iterations() * std::int64_t(side) * side);
}

// The CLI's path: generation and the block Maze ((2R+1) x (2C+1) cells).
void generateMazeBench(benchmark::State& state, const std::string& name)
{
    const int side = int(state.range(0));
    std::uint64_t seed = 1;
    for (auto _ : state) {
        Control control(seed++);
        benchmark::DoNotOptimize(generate(name, side, side, {}, control));
    }
    state.SetItemsProcessed(state.iterations() * std::int64_t(side) * side);
}

void ellerStreamBench(benchmark::State& state)
{
    const int side = int(state.range(0));
    std::uint64_t seed = 1;
    for (auto _ : state) {
        Control control(seed++);
        std::int64_t open = 0;
        ellerRows(side, side, {}, control,
                  [&](int, const std::vector<std::uint8_t>& row) { open += row[0]; });
        benchmark::DoNotOptimize(open);
    }
    state.SetItemsProcessed(state.iterations() * std::int64_t(side) * side);
}

} // namespace

int main(int argc, char** argv)
{
    for (const GeneratorInfo& info : generatorList()) {
        auto* b = benchmark::RegisterBenchmark(("Generate/" + info.name).c_str(),
                                               generateGridBench, info.name);
        for (const int side : kSides)
            if (side <= largestSide(info.name))
                b->Arg(side);
        b->Unit(benchmark::kMillisecond)->MinTime(0.2);
    }
    for (const char* name : {"backtracker", "hunt-and-kill"})
        benchmark::RegisterBenchmark((std::string("Maze/") + name).c_str(), generateMazeBench,
                                     std::string(name))
            ->Arg(125)
            ->Arg(250)
            ->Arg(1000)
            ->Arg(2000)
            ->Unit(benchmark::kMillisecond)
            ->MinTime(0.5);
    benchmark::RegisterBenchmark("EllerStream", ellerStreamBench)
        ->Arg(2000)
        ->Arg(4000)
        ->Unit(benchmark::kMillisecond);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
