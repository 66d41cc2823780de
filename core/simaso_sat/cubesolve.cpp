// SolverPortfolio::solveCubes: cube-and-conquer over move prefixes (see portfolio.h).
#include "core/simaso_sat/portfolio.h"

#include <algorithm>
#include <atomic>
#include <thread>

namespace mazelab::simaso_sat {

namespace {
// All 4^depth prefixes, likeliest first for satisfiable instances: the σ sequences are mostly
// 'd' and 'r' (a solving sequence must reach the bottom-right corner), so the prefixes are
// enumerated in the move order d, r, u, l. The order changes only the speed, never the answer.
std::vector<std::vector<Move>> prefixes(int depth)
{
    constexpr Move order[4] = {Move::Down, Move::Right, Move::Up, Move::Left};
    std::vector<std::vector<Move>> out{{}};
    for (int d = 0; d < depth; ++d) {
        std::vector<std::vector<Move>> next;
        next.reserve(out.size() * 4);
        for (const auto& p : out)
            for (Move m : order) {
                next.push_back(p);
                next.back().push_back(m);
            }
        out = std::move(next);
    }
    return out;
}
} // namespace

LengthSolver::Result SolverPortfolio::solveCubes(Control& control)
{
    if (m_cubes.empty()) {
        m_cubes = prefixes(std::min(m_cubeDepth, m_solvers.front()->length()));
        m_refuted.assign(m_cubes.size(), 0);
    }
    // The open cubes; each is written by the one instance that takes it (no two share one).
    std::vector<std::size_t> open;
    for (std::size_t c = 0; c < m_cubes.size(); ++c)
        if (!m_refuted[c])
            open.push_back(c);
    std::atomic<std::size_t> next{0};
    std::atomic<int> winner{-1};
    std::atomic<bool> stopped{false}; // some instance answered Unknown on its own (Control)
    auto run = [&](std::size_t i) {
        LengthSolver& solver = *m_solvers[i];
        for (;;) {
            const std::size_t k = next.fetch_add(1, std::memory_order_relaxed);
            if (k >= open.size() || winner.load() >= 0 || stopped.load())
                return;
            const std::size_t c = open[k];
            const LengthSolver::Result r = solver.solve(control, m_cubes[c]);
            if (r == LengthSolver::Result::Sat) {
                int none = -1;
                if (winner.compare_exchange_strong(none, int(i)))
                    for (std::size_t j = 0; j < m_solvers.size(); ++j)
                        if (j != i)
                            m_solvers[j]->terminate();
                return;
            }
            if (r == LengthSolver::Result::Unknown) {
                // Either another instance won (terminate) or the Control stopped the search.
                if (winner.load() < 0)
                    stopped.store(true);
                return;
            }
            m_refuted[c] = 1;
        }
    };
    {
        std::vector<std::jthread> threads;
        for (std::size_t i = 1; i < m_solvers.size(); ++i)
            threads.emplace_back(run, i);
        run(0);
    } // joins
    for (auto& s : m_solvers)
        s->clearTerminate();
    m_winner = winner.load();
    if (m_winner >= 0)
        return LengthSolver::Result::Sat;
    if (stopped.load() || next.load() < open.size())
        return LengthSolver::Result::Unknown;
    // Every prefix refuted: no sequence of this length solves the mazes.
    m_winner = 0;
    return LengthSolver::Result::Unsat;
}

} // namespace mazelab::simaso_sat
