// Genetic Algorithm (Petercă §2.1.12): a maze is the bit string of its inner walls
// (rows·(cols−1) + cols·(rows−1) bits, 1 = wall; the East walls row by row, then the South
// walls), evolved by one-point crossover, per-bit mutation and elitism under the fitness the
// thesis found best: M4-general (Table 4.2's multipliers per number of walls) + M5 (1 / areas).
// Not perfect in general (the thesis: "natural looking, complete mazes, but without a
// guaranteed single or multiple solution structure"). Trace: step 1 shows the cells, then one
// step per generation whose best maze changed (walls that differ from the previous best).
#include "core/gen/gencontext.h"
#include "core/gen/generators.h"
#include "core/gen/metrics.h"
#include "core/numtext.h"

#include <algorithm>
#include <numeric>
#include <vector>

namespace mazelab::gen {
namespace {

using Genome = std::vector<std::uint8_t>;

// The wall on side d of a cell as a bit index, or −1 on the border.
int wallBit(const PassageGrid& g, int cell, Dir d)
{
    const int r = g.rowOf(cell), c = g.colOf(cell), east = g.rows() * (g.cols() - 1);
    switch (d) {
    case East:
        return c + 1 < g.cols() ? r * (g.cols() - 1) + c : -1;
    case West:
        return c > 0 ? r * (g.cols() - 1) + c - 1 : -1;
    case South:
        return r + 1 < g.rows() ? east + r * g.cols() + c : -1;
    case North:
        return r > 0 ? east + (r - 1) * g.cols() + c : -1;
    }
    return -1;
}

class Fitness {
public:
    explicit Fitness(const PassageGrid& g) : m_g(g), m_parent(std::size_t(g.size())) { }
    // M4-general + M5 of the maze the genome describes.
    double operator()(const Genome& genome)
    {
        const int n = m_g.size();
        std::iota(m_parent.begin(), m_parent.end(), 0);
        int areas = n;
        double general = 0;
        for (int cell = 0; cell < n; ++cell) {
            int walls = 0;
            for (const Dir d : kDirs) {
                const int b = wallBit(m_g, cell, d);
                if (b < 0 || genome[std::size_t(b)]) {
                    ++walls;
                } else if (d == East || d == South) {
                    const int x = find(cell), y = find(m_g.neighbour(cell, d));
                    if (x != y) {
                        m_parent[std::size_t(x)] = y;
                        --areas;
                    }
                }
            }
            general += kM4GeneralMultiplier[walls];
        }
        return general / n + 1.0 / areas;
    }

private:
    int find(int x)
    {
        while (m_parent[std::size_t(x)] != x)
            x = m_parent[std::size_t(x)] = m_parent[std::size_t(m_parent[std::size_t(x)])];
        return x;
    }
    const PassageGrid& m_g;
    std::vector<int> m_parent;
};

} // namespace

void genetic(GenContext& ctx)
{
    PassageGrid& g = ctx.grid;
    if (g.size() > 10'000)
        throw GenerateError("genetic mazes are limited to 10,000 cells");
    const int generations = ctx.integer("generations");
    const int size = std::max(2, ctx.integer("population"));
    const double crossover = ctx.real("crossover"), mutation = ctx.real("mutation");
    const int elite = std::max(1, int(ctx.real("elite") * size));
    const std::size_t bits = std::size_t(g.rows()) * std::size_t(g.cols() - 1)
        + std::size_t(g.cols()) * std::size_t(g.rows() - 1);
    // The population twice (this generation and the next), one byte per wall bit: refused up
    // front when that is more than the Control's memory cap (issue 16).
    const std::size_t needBytes = 2 * std::size_t(size) * bits;
    if (ctx.control.memoryLimit() > 0 && needBytes > ctx.control.memoryLimit())
        throw GenerateError("genetic: a population of " + std::to_string(size) + " needs "
                            + std::to_string(needBytes >> 20)
                            + " MB, more than the memory limit of "
                            + std::to_string(ctx.control.memoryLimit() >> 20) + " MB");
    Fitness fitness(g);
    std::vector<Genome> pop(static_cast<std::size_t>(size), Genome(bits));
    for (Genome& genome : pop)
        for (auto& b : genome)
            b = ctx.rng.coin() ? 1 : 0;
    std::vector<double> score(static_cast<std::size_t>(size));
    std::vector<int> order(static_cast<std::size_t>(size));
    Genome shown(bits, 1); // the trace's current walls
    if (ctx.trace) {
        ctx.note("cells");
        for (int cell = 0; cell < g.size(); ++cell)
            ctx.setBlock(g.blockIndex(cell), 1);
        ctx.endStep();
    }
    auto show = [&](const Genome& best, int gen, double f) {
        if (!ctx.trace)
            return;
        ctx.note("generation " + std::to_string(gen) + ", fitness " + formatFixed(f, 6));
        for (int cell = 0; cell < g.size(); ++cell)
            for (const Dir d : {East, South}) {
                const int b = wallBit(g, cell, d);
                if (b >= 0 && best[std::size_t(b)] != shown[std::size_t(b)])
                    ctx.setBlock(g.wallBlockIndex(cell, d), best[std::size_t(b)] ? 0 : 1);
            }
        shown = best;
        ctx.endStep();
    };
    auto evaluate = [&] {
        for (int i = 0; i < size; ++i)
            score[std::size_t(i)] = fitness(pop[std::size_t(i)]);
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return score[std::size_t(a)] > score[std::size_t(b)];
        });
    };
    // Tournament of two.
    auto pick = [&]() -> const Genome& {
        const int a = int(ctx.rng.below(std::uint32_t(size))),
                  b = int(ctx.rng.below(std::uint32_t(size)));
        return pop[std::size_t(score[std::size_t(a)] >= score[std::size_t(b)] ? a : b)];
    };
    evaluate();
    double best = -1e9;
    std::vector<Genome> next(static_cast<std::size_t>(size));
    for (int gen = 1; gen <= generations; ++gen) {
        if (score[std::size_t(order[0])] > best) {
            best = score[std::size_t(order[0])];
            show(pop[std::size_t(order[0])], gen - 1, best);
        }
        for (int i = 0; i < elite; ++i)
            next[std::size_t(i)] = pop[std::size_t(order[std::size_t(i)])];
        // A generation of a big population takes up to ~0.5 s: check the Control within it
        // (tick() below counts generations, so it would check only every 65,536 of them).
        bool stop = false;
        for (int i = elite; i < size && !stop; ++i) {
            stop = (i & 63) == 0 && ctx.control.checkNow();
            Genome child = pick();
            if (ctx.rng.chance(crossover)) {
                const Genome& other = pick();
                const std::size_t cut = ctx.rng.below(std::uint32_t(bits + 1));
                std::copy(other.begin() + std::ptrdiff_t(cut), other.end(),
                          child.begin() + std::ptrdiff_t(cut));
            }
            for (auto& b : child)
                if (ctx.rng.chance(mutation))
                    b ^= 1;
            next[std::size_t(i)] = std::move(child);
        }
        if (stop)
            break; // `pop` stays the last whole generation
        pop.swap(next);
        evaluate();
        if (ctx.tick(std::int64_t(gen) * g.size(), std::int64_t(generations) * g.size())
            || ctx.control.checkNow())
            break;
    }
    const Genome& winner = pop[std::size_t(order[0])];
    show(winner, generations, score[std::size_t(order[0])]);
    for (int cell = 0; cell < g.size(); ++cell)
        for (const Dir d : {East, South}) {
            const int b = wallBit(g, cell, d);
            if (b >= 0 && !winner[std::size_t(b)])
                g.carve(cell, d);
        }
}

} // namespace mazelab::gen
