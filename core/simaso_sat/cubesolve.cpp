// SolverPortfolio::solveCubes: cube-and-conquer over move prefixes (see portfolio.h).
#include "core/simaso_sat/portfolio.h"
#include "core/simaso_sat/certshard.h"
#include "core/simaso_sat/detail.h"

#include <algorithm>
#include <atomic>
#include <thread>

namespace mazelab::simaso_sat {

// The cubes are cubePrefixes(depth) (certshard.h): moves d, r, u, l at every step, likeliest
// first for satisfiable instances (σ sequences are mostly 'd' and 'r'); speed only.

LengthSolver::Result SolverPortfolio::solveCubes(Control& control)
{
    m_joined = false;
    if (m_cubes.empty()) {
        m_cubes = cubePrefixes(std::min(m_cubeDepth, m_solvers.front()->length()));
        m_refuted.assign(m_cubes.size(), 0);
        m_blocked.assign(m_cubes.size(), 0);
    }
    // Instance 0 learns every prefix refuted so far as a clause (sound: mazes are only added,
    // so a refuted prefix stays refuted).
    std::vector<std::size_t> open;
    for (std::size_t c = 0; c < m_cubes.size(); ++c) {
        if (!m_refuted[c])
            open.push_back(c);
        else if (!m_blocked[c]) {
            m_solvers.front()->blockPrefix(m_cubes[c]);
            m_blocked[c] = 1;
        }
    }
    if (open.empty()) { // every prefix refuted: no sequence of this length solves the mazes
        m_winner = 0;
        return LengthSolver::Result::Unsat;
    }
    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> refutedNow{0};
    std::atomic<int> winner{-1};
    std::vector<LengthSolver::Result> results(m_solvers.size(), LengthSolver::Result::Unknown);
    auto answer = [&](std::size_t i, LengthSolver::Result r) {
        int none = -1;
        if (!winner.compare_exchange_strong(none, int(i)))
            return;
        results[i] = r;
        for (std::size_t j = 0; j < m_solvers.size(); ++j)
            if (j != i)
                m_solvers[j]->terminate();
    };
    // The others take the open prefixes from the queue; Unsat once all are refuted.
    auto split = [&](std::size_t i) {
        LengthSolver& solver = *m_solvers[i];
        for (;;) {
            const std::size_t k = next.fetch_add(1, std::memory_order_relaxed);
            if (k >= open.size() || winner.load() >= 0)
                return;
            const std::size_t c = open[k];
            const LengthSolver::Result r = solver.solve(control, m_cubes[c]);
            if (r == LengthSolver::Result::Sat) {
                answer(i, r);
                return;
            }
            if (r == LengthSolver::Result::Unknown) // another answered, or the Control stopped
                return;
            m_refuted[c] = 1; // each open prefix is taken by exactly one instance
            if (refutedNow.fetch_add(1) + 1 == open.size())
                answer(i, LengthSolver::Result::Unsat);
        }
    };
    // Instance 0 on the whole instance: free to find a sequence under any prefix, which the
    // prefix order of the split would reach only after refuting the prefixes before it. With
    // joinAfter > 0 it stops after that long and takes prefixes from the queue as well: a call
    // still open then is most likely a refutation, which the split shares among all threads
    // (σ(4,4)'s last refutation, from cold: 84 s instead of 126 s on two cores, issue 17).
    auto whole = [&] {
        LengthSolver& solver = *m_solvers.front();
        if (m_joinAfter <= 0) {
            const LengthSolver::Result r = solver.solve(control);
            if (r != LengthSolver::Result::Unknown)
                answer(0, r);
            return;
        }
        LengthSolver::Result r = LengthSolver::Result::Unknown;
        const bool fired = detail::runWithDeadline(
            m_joinAfter, [&] { r = solver.solve(control); }, [&] { solver.terminate(); });
        if (r != LengthSolver::Result::Unknown) {
            answer(0, r);
            return;
        }
        if (!fired || winner.load() >= 0 || control.checkNow())
            return;
        // An answer from now on terminates it again; one given before this line is seen by
        // split()'s check of `winner` before it takes a prefix.
        solver.clearTerminate();
        m_joined = true;
        split(0);
    };
    {
        std::vector<std::jthread> threads;
        for (std::size_t i = 1; i < m_solvers.size(); ++i)
            threads.emplace_back(split, i);
        whole();
    } // joins
    for (auto& s : m_solvers)
        s->clearTerminate();
    m_winner = winner.load();
    return m_winner < 0 ? LengthSolver::Result::Unknown : results[std::size_t(m_winner)];
}

} // namespace mazelab::simaso_sat
