// Measuring a GAN's mazes against its training generator's (ganeval.h).
#include "core/gan/ganeval.h"

#include "core/gen/generators.h"
#include "core/gen/genrandom.h"
#include "core/gen/metrics.h"
#include "core/progresstext.h"

#include <cmath>

namespace mazelab::gan {

void MazeSetStats::add(const gen::PassageGrid& g)
{
    const gen::MazeMetrics m = gen::computeMetrics(g);
    ++mazes;
    for (int code = 0; code < 16; ++code)
        cellTypes[std::size_t(code)] += m.cellTypes[std::size_t(code)];
    deadEnds += m.deadEnds;
    areas += m.areas;
    loops += double(m.loops);
    solvable += m.solutionLength >= 0 ? 1 : 0;
    perfect += m.perfect ? 1 : 0;
    m_cells += m.activeCells;
    for (int cell = 0; cell < g.size(); ++cell)
        for (const gen::Dir d : {gen::East, gen::South})
            if (g.neighbour(cell, d) >= 0) {
                ++m_inner;
                m_open += g.isOpen(cell, d) ? 1 : 0;
            }
}

void MazeSetStats::finish()
{
    if (m_cells > 0) {
        for (double& t : cellTypes)
            t /= double(m_cells);
        deadEnds /= double(m_cells);
    }
    if (mazes > 0) {
        areas /= mazes;
        loops /= mazes;
        solvable /= mazes;
        perfect /= mazes;
    }
    openWalls = m_inner > 0 ? double(m_open) / double(m_inner) : 0;
}

double cellTypeDistance(const MazeSetStats& a, const MazeSetStats& b)
{
    double sum = 0;
    for (std::size_t i = 0; i < 16; ++i)
        sum += std::abs(a.cellTypes[i] - b.cellTypes[i]);
    return sum / 2;
}

gen::PassageGrid randomWalls(int rows, int cols, double p, std::uint64_t seed)
{
    gen::PassageGrid g(rows, cols);
    gen::GenRandom rng(seed);
    for (int cell = 0; cell < g.size(); ++cell)
        for (const gen::Dir d : {gen::East, gen::South})
            if (g.neighbour(cell, d) >= 0 && rng.chance(p))
                g.carve(cell, d);
    return g;
}

GanEvaluation evaluateGan(const GanModel& model, const std::string& dataset, int rows, int cols,
                          int count, const std::string& output, std::uint64_t seed,
                          Control& control)
{
    if (const gen::GeneratorInfo* info = gen::findGenerator(dataset); !info || !info->passage)
        throw gen::GenerateError("'" + dataset + "' is not a passage generator");
    GanEvaluation e;
    for (int i = 0; i < count && !control.checkNow(); ++i) {
        Control one(seed + std::uint64_t(i));
        one.setParent(&control);
        e.gan.add(ganGrid(model, rows, cols, output, 0.5, one));
        e.dataset.add(gen::generateGrid({dataset, rows, cols, {}, {}, 0}, one));
        control.progress(double(i + 1) / count, progress_text::kCountBrute,
                         {std::to_string(i + 1), std::to_string(count)});
    }
    e.gan.finish();
    for (int i = 0; i < e.gan.mazes && !control.checkNow(); ++i)
        e.random.add(randomWalls(rows, cols, e.gan.openWalls, seed + std::uint64_t(i) + 0x9e37));
    e.dataset.finish();
    e.random.finish();
    e.ganDistance = cellTypeDistance(e.gan, e.dataset);
    e.randomDistance = cellTypeDistance(e.random, e.dataset);
    return e;
}

} // namespace mazelab::gan
