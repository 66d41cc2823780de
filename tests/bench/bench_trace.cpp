// Traces (core/trace/celltrace.h, issue 13): scrubbing and memory.
// (a) The mouse trace of a ≥10-million-step walk on a 500×500 loop-less tree (the case of
//     bench_mouse's BM_LooplessSimulation): recording time, a cursor's seek to random steps
//     (target < 16 ms, one frame; counters mean/max ms), stepping, bytes per step and keyframe
//     memory.
// (b) SequenceRun, the Simultaneous mode's trace, over all 1,225,194 solvable 5×5 mazes with a
//     300-move random sequence: showing a random step (positions of 100 visible tiles + the
//     counts) and positionsAt(k) for every maze; memory.
// Figures: README "Traces: scrubbing and memory".
#include "core/maze.h"
#include "core/mouse/mousetrace.h"
#include "core/mouse/mousewalk.h"
#include "core/simaso/mazeset.h"
#include "core/simaso/sequencerun.h"
#include "core/trace/celltrace.h"

#include "benchmazes.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <random>

using namespace mazelab;

namespace {

// A deep random tree of free cells (benchmazes.h), as bench_mouse's loop-less cases.
using WalkCase = bench::LooplessCase;

const WalkCase& bigWalk()
{
    static const WalkCase c = bench::looplessCase(500, 10'000'000);
    return c;
}

const MouseTrace& bigTrace()
{
    static const MouseTrace t = [] {
        Control control;
        return recordMouseTrace(bigWalk().maze, bigWalk().options, control);
    }();
    return t;
}

void traceCounters(benchmark::State& state, const CellTrace& t)
{
    state.counters["steps"] = double(t.length());
    state.counters["bytes/step"] = double(t.memoryBytes()) / double(t.length());
    state.counters["keyframeMB"] = double(t.keyframeBytes()) / double(1 << 20);
    state.counters["keyframes"] = double(t.keyframeCount());
    state.counters["interval"] = double(t.keyframeInterval());
}

double msSince(std::chrono::steady_clock::time_point t0)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
        .count();
}

// This thread's CPU time in ms (the build machine is shared: wall time includes waiting).
double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) * 1e-6;
}

} // namespace

static void BM_MouseTraceRecord(benchmark::State& state)
{
    const WalkCase& c = bigWalk();
    MouseTrace t;
    for (auto _ : state) {
        Control control;
        t = recordMouseTrace(c.maze, c.options, control);
    }
    traceCounters(state, *t.trace);
}
BENCHMARK(BM_MouseTraceRecord)->Iterations(2)->Unit(benchmark::kMillisecond);

// The plain walk, for comparison (what recording adds).
static void BM_MouseWalkOnly(benchmark::State& state)
{
    const WalkCase& c = bigWalk();
    std::int64_t steps = 0;
    for (auto _ : state)
        benchmark::DoNotOptimize(steps = mouseSteps(c.maze, 0, c.options.exitCol));
    state.counters["steps"] = double(steps);
}
BENCHMARK(BM_MouseWalkOnly)->Iterations(2)->Unit(benchmark::kMillisecond);

// Seek to a random step (forward or back): copy the nearest keyframe, apply the events.
static void BM_MouseTraceSeekRandom(benchmark::State& state)
{
    const auto& trace = bigTrace().trace;
    TraceCursor cursor(trace);
    std::mt19937_64 rng(13);
    std::uniform_int_distribution<std::int64_t> pick(0, trace->length());
    double maxMs = 0, sumMs = 0, maxCpuMs = 0, sumCpuMs = 0;
    std::int64_t n = 0;
    for (auto _ : state) {
        const std::int64_t k = pick(rng);
        const auto t0 = std::chrono::steady_clock::now();
        const double c0 = threadCpuMs();
        cursor.seek(k);
        const double cpu = threadCpuMs() - c0;
        const double ms = msSince(t0);
        maxMs = std::max(maxMs, ms);
        sumMs += ms;
        maxCpuMs = std::max(maxCpuMs, cpu);
        sumCpuMs += cpu;
        ++n;
        benchmark::DoNotOptimize(cursor.state().markers[0]);
    }
    state.counters["meanMs"] = sumMs / double(std::max<std::int64_t>(1, n));
    state.counters["maxMs"] = maxMs;
    state.counters["meanCpuMs"] = sumCpuMs / double(std::max<std::int64_t>(1, n));
    state.counters["maxCpuMs"] = maxCpuMs;
    traceCounters(state, *trace);
}
BENCHMARK(BM_MouseTraceSeekRandom)->Iterations(500)->Unit(benchmark::kMillisecond);

// Playing: one step forward (from a random place, 1000 steps per iteration).
static void BM_MouseTraceStepForward(benchmark::State& state)
{
    const auto& trace = bigTrace().trace;
    TraceCursor cursor(trace);
    std::mt19937_64 rng(17);
    std::uniform_int_distribution<std::int64_t> pick(0, trace->length() - 1000);
    for (auto _ : state) {
        state.PauseTiming();
        cursor.seek(pick(rng));
        state.ResumeTiming();
        for (int i = 0; i < 1000; ++i)
            cursor.stepForward();
        benchmark::DoNotOptimize(cursor.state().markers[0]);
    }
    state.SetItemsProcessed(state.iterations() * 1000);
}
BENCHMARK(BM_MouseTraceStepForward)->Iterations(200)->Unit(benchmark::kMicrosecond);

// Single step back (a seek through the keyframe before).
static void BM_MouseTraceStepBack(benchmark::State& state)
{
    const auto& trace = bigTrace().trace;
    TraceCursor cursor(trace);
    cursor.seek(trace->length());
    double maxMs = 0, maxCpuMs = 0;
    for (auto _ : state) {
        const auto t0 = std::chrono::steady_clock::now();
        const double c0 = threadCpuMs();
        cursor.stepBack();
        maxCpuMs = std::max(maxCpuMs, threadCpuMs() - c0);
        maxMs = std::max(maxMs, msSince(t0));
        benchmark::DoNotOptimize(cursor.state().markers[0]);
    }
    state.counters["maxMs"] = maxMs;
    state.counters["maxCpuMs"] = maxCpuMs;
}
BENCHMARK(BM_MouseTraceStepBack)->Iterations(200)->Unit(benchmark::kMillisecond);

namespace {

struct SequenceCase {
    std::shared_ptr<const MazeSet> set;
    std::unique_ptr<SequenceRun> run;
};

const SequenceCase& sequenceCase()
{
    static const SequenceCase c = [] {
        SequenceCase s;
        Control control;
        s.set = std::make_shared<const MazeSet>(MazeSet::allSolvable(5, 5, control));
        std::mt19937_64 rng(5);
        SolvingSequence seq;
        for (int i = 0; i < 300; ++i)
            seq.push_back(Move(rng() % 4));
        s.run = std::make_unique<SequenceRun>(s.set);
        s.run->run(seq, control);
        return s;
    }();
    return c;
}

void runCounters(benchmark::State& state, const SequenceRun& run)
{
    state.counters["mazes"] = double(run.mazeCount());
    state.counters["moves"] = double(run.length());
    state.counters["interval"] = double(run.checkpointInterval());
    state.counters["runMB"] = double(run.memoryBytes()) / double(1 << 20);
    state.counters["setMB"] = double(run.set().memoryBytes()) / double(1 << 20);
}

} // namespace

// One frame of the Simultaneous player: 100 visible tiles at a random step, plus the counts.
static void BM_SequenceShowStep(benchmark::State& state)
{
    const SequenceRun& run = *sequenceCase().run;
    std::mt19937_64 rng(23);
    std::uniform_int_distribution<std::size_t> pickStep(0, run.length());
    std::uniform_int_distribution<std::size_t> pickFirst(0, run.mazeCount() - 100);
    for (auto _ : state) {
        const std::size_t k = pickStep(rng);
        const std::size_t first = pickFirst(rng);
        std::size_t sum = run.solvedCountAt(k) + run.atGoalCountAt(k);
        for (std::size_t i = first; i < first + 100; ++i)
            sum += run.position(i, k, SequenceRun::Trail::StopAtGoal)
                + (run.isSolvedBy(i, k) ? 1 : 0);
        benchmark::DoNotOptimize(sum);
    }
    runCounters(state, run);
}
BENCHMARK(BM_SequenceShowStep)->Unit(benchmark::kMicrosecond);

// Every maze's position at a random step (statistics, export of all tiles).
static void BM_SequencePositionsAt(benchmark::State& state)
{
    const SequenceRun& run = *sequenceCase().run;
    std::mt19937_64 rng(29);
    std::uniform_int_distribution<std::size_t> pickStep(0, run.length());
    std::vector<MazeSet::Pos> out;
    for (auto _ : state) {
        run.positionsAt(pickStep(rng), out, SequenceRun::Trail::StopAtGoal);
        benchmark::DoNotOptimize(out.data());
    }
    runCounters(state, run);
}
BENCHMARK(BM_SequencePositionsAt)->Iterations(50)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
