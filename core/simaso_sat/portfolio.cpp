#include "core/simaso_sat/portfolio.h"
#include "core/simaso_sat/detail.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace mazelab::simaso_sat {

bool detail::runWithDeadline(double seconds, const std::function<void()>& body,
                             const std::function<void()>& expire)
{
    std::mutex mutex;
    std::condition_variable wake;
    bool done = false;
    bool fired = false;
    {
        std::jthread timer([&] {
            std::unique_lock lock(mutex);
            if (!wake.wait_for(lock, std::chrono::duration<double>(seconds),
                               [&] { return done; })) {
                fired = true;
                expire();
            }
        });
        body();
        {
            std::lock_guard lock(mutex);
            done = true;
        }
        wake.notify_all();
    } // joins the timer
    return fired;
}

SolverPortfolio::SolverPortfolio(const Grid& grid, int length, const LengthSolver::Options& base,
                                 int instances)
{
    for (int i = 0; i < std::max(1, instances); ++i)
        m_solvers.push_back(std::make_unique<LengthSolver>(grid, length, variantOptions(base, i)));
}

LengthSolver::Options SolverPortfolio::variantOptions(const LengthSolver::Options& base, int i)
{
    LengthSolver::Options o = base;
    if (i == 0)
        return o;
    o.seed = base.seed + 7919 * i;
    if (i % 2 == 1 && base.solverConfig.empty())
        o.solverConfig = "unsat";
    return o;
}

void SolverPortfolio::addMaze(WallMask walls, const Control* control)
{
    for (auto& s : m_solvers)
        s->addMaze(walls, control);
}

void SolverPortfolio::suggest(const std::vector<Move>& moves)
{
    for (auto& s : m_solvers)
        s->suggest(moves);
}

LengthSolver::Result SolverPortfolio::solve(Control& control)
{
    m_winner = -1;
    if (m_solvers.size() == 1) {
        const auto r = m_solvers.front()->solve(control);
        if (r != LengthSolver::Result::Unknown)
            m_winner = 0;
        return r;
    }
    if (m_cubeDepth > 0)
        return solveCubes(control);
    return solveRace(control);
}

LengthSolver::Result SolverPortfolio::solve(Control& control, double budgetSeconds)
{
    if (budgetSeconds <= 0)
        return solve(control);
    LengthSolver::Result r = LengthSolver::Result::Unknown;
    detail::runWithDeadline(
        budgetSeconds, [&] { r = solve(control); },
        [&] {
            for (auto& s : m_solvers)
                s->terminate();
        });
    for (auto& s : m_solvers) // the timer may have fired after the answer
        s->clearTerminate();
    return r;
}

LengthSolver::Result SolverPortfolio::solveRace(Control& control)
{
    std::atomic<int> winner{-1};
    std::vector<LengthSolver::Result> results(m_solvers.size(), LengthSolver::Result::Unknown);
    auto run = [&](std::size_t i) {
        results[i] = m_solvers[i]->solve(control);
        int none = -1;
        if (results[i] != LengthSolver::Result::Unknown
            && winner.compare_exchange_strong(none, int(i))) {
            for (std::size_t j = 0; j < m_solvers.size(); ++j)
                if (j != i)
                    m_solvers[j]->terminate();
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
    return m_winner < 0 ? LengthSolver::Result::Unknown : results[std::size_t(m_winner)];
}

std::vector<Move> SolverPortfolio::model() const
{
    return m_solvers[std::size_t(std::max(m_winner, 0))]->model();
}

} // namespace mazelab::simaso_sat
