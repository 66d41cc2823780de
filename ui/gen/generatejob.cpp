#include "ui/gen/generatejob.h"

#include "core/progresstext.h"

#include <chrono>
#include <cmath>

namespace mazelab {

namespace {
using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point t0)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

void checkBlockSize(const gen::GenRequest& r)
{
    constexpr int kMaxCells = (Maze::kMaxSide - 1) / 2;
    if (r.rows < 1 || r.cols < 1 || r.rows > kMaxCells || r.cols > kMaxCells)
        throw gen::GenerateError("a maze has 1 to " + std::to_string(kMaxCells)
                                 + " rows and columns of passage cells");
}
} // namespace

GeneratedMaze runGeneration(const GenerationInput& input, Control& control)
{
    const gen::GenRequest& request = input.request;
    const gen::GeneratorInfo* info = gen::findGenerator(request.algorithm);
    if (!info)
        throw gen::GenerateError("unknown algorithm '" + request.algorithm + "'");
    checkBlockSize(request);
    control.setSeed(input.seed);
    GeneratedMaze out;
    out.input = input;
    std::shared_ptr<CellTrace> trace;
    if (input.trace && std::int64_t(request.rows) * request.cols <= kMaxAnimatedCells)
        trace = std::make_shared<CellTrace>(2 * request.rows + 1, 2 * request.cols + 1, 1, 1);
    const auto t0 = Clock::now();
    if (info->passage) {
        gen::PassageGrid grid = gen::generateGrid(request, control, trace.get());
        out.ms = msSince(t0);
        if (input.placement == StartGoalPlacement::Farthest)
            gen::placeFarthest(grid);
        if (input.analyse)
            out.metrics = gen::computeMetrics(grid);
        out.maze = grid.toMaze();
    } else {
        out.maze = gen::generate(request, control, trace.get());
        out.ms = msSince(t0);
    }
    if (trace) {
        trace->finish();
        out.trace = std::move(trace);
    }
    if (input.analyse)
        out.distances
            = std::make_shared<gen::DistanceMap>(gen::computeDistanceMap(out.maze, control));
    return out;
}

MazeAnalysis analyseMaze(const Maze& maze, bool passage, Control& control)
{
    MazeAnalysis out;
    if (passage)
        if (const std::optional<gen::PassageGrid> grid = gen::PassageGrid::fromMaze(maze))
            out.metrics = gen::computeMetrics(*grid);
    if (!control.checkNow())
        out.distances = std::make_shared<gen::DistanceMap>(gen::computeDistanceMap(maze, control));
    return out;
}

BatchResult runBatch(const gen::GenRequest& request, int count, std::uint64_t seed,
                     Control& control)
{
    BatchResult out;
    out.algorithm = request.algorithm;
    out.count = count;
    out.rows = request.rows;
    out.cols = request.cols;
    out.seed = seed;
    for (int i = 0; i < count; ++i) {
        if (control.checkNow())
            break;
        control.setSeed(seed + std::uint64_t(i));
        const gen::MazeMetrics m = gen::computeMetrics(gen::generateGrid(request, control));
        out.distribution.add(m);
        const double v[6] = {m.m1, m.m2, m.m3, m.m4, m.m4General, m.m5};
        for (int k = 0; k < 6; ++k)
            out.means[k] += v[k] / count;
        out.perfect += m.perfect ? 1 : 0;
        control.progress(double(i + 1) / count, progress_text::kCountBrute,
                         {std::to_string(i + 1), std::to_string(count)});
    }
    return out;
}

SpeedPoint measureSpeed(const std::string& algorithm, int side, Control& control)
{
    gen::GenRequest request;
    request.algorithm = algorithm;
    request.rows = request.cols = side;
    checkBlockSize(request);
    const gen::GeneratorInfo* info = gen::findGenerator(algorithm);
    SpeedPoint p{algorithm, side, 0, 0};
    const auto t0 = Clock::now();
    double total = 0;
    while (p.repeats < 100 && (p.repeats == 0 || total < 50) && !control.checkNow()) {
        control.setSeed(std::uint64_t(p.repeats) + 1);
        if (info && info->passage)
            gen::generateGrid(request, control);
        else
            gen::generate(request, control);
        ++p.repeats;
        total = msSince(t0);
    }
    p.ms = total / std::max(1, p.repeats);
    return p;
}

std::vector<int> speedSides(int max)
{
    std::vector<int> sides;
    for (int k = 2;; ++k) {
        const int side = int(std::lround(std::pow(10.0, k / 2.0)));
        if (side >= max)
            break;
        sides.push_back(side);
    }
    sides.push_back(std::max(1, max));
    return sides;
}

} // namespace mazelab
