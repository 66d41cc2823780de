// The gapped window instance of window rewrites by SAT (windowinstance.h): free runs around
// fixed moves, one move fewer than the span in all (split windows, windowsat.h), or as many
// (split-window repairs).
#include "core/simaso_sat/windowinstance.h"

namespace mazelab::simaso_sat::detail {

WindowInstance::WindowInstance(const Grid& grid, const std::vector<int>& fixed, int deletions)
    : m_grid(grid), m_steps(int(fixed.size())), m_fixed(fixed),
      m_stays(fixed.size(), 0)
{
    m_solver.set("quiet", 1);
    std::vector<int> runStarts; // the stay variable of each free run's first step
    for (int t = 0; t < m_steps; ++t) {
        std::array<int, 4> v{};
        for (int& x : v)
            x = ++m_vars;
        const int f = m_fixed[std::size_t(t)];
        if (f >= 0) { // a fixed step: its move, no other
            for (int i = 0; i < 4; ++i) {
                m_solver.add(i == f ? v[std::size_t(i)] : -v[std::size_t(i)]);
                m_solver.add(0);
            }
            m_moves.push_back(v);
            continue;
        }
        if (deletions == 0) { // a free step of a repair: exactly one of the four moves
            addExactlyOne(v.data(), v.size());
            m_moves.push_back(v);
            continue;
        }
        // A free step: exactly one of the four moves and the stay.
        const int stay = ++m_vars;
        m_stays[std::size_t(t)] = stay;
        const std::array<int, 5> all{v[0], v[1], v[2], v[3], stay};
        addExactlyOne(all.data(), all.size());
        const bool runStart = t == 0 || m_fixed[std::size_t(t - 1)] >= 0;
        if (runStart)
            runStarts.push_back(stay);
        else { // the stays of a run come first: a stay here needs one on the step before
            m_solver.add(-stay);
            m_solver.add(m_stays[std::size_t(t - 1)]);
            m_solver.add(0);
        }
        m_moves.push_back(v);
    }
    if (deletions == 0)
        return;
    for (int s : runStarts) // at least one stay: one move deleted from some run
        m_solver.add(s);
    m_solver.add(0);
}

// As addMaze, for a gapped instance. Positions are encoded only where the walk can be: cells
// reachable from pos at step t by the allowed moves (the fixed one, or any move or, where the
// step has a stay variable, a stay) that can still reach a good cell by the last step.
void WindowInstance::addMazeGapped(WallMask walls, int pos, const std::vector<char>& good)
{
    const int cells = m_grid.cells();
    const int goal = m_grid.goal();
    const std::size_t n = std::size_t(cells);
    auto next = [&](int c, Move m) { return c == goal ? goal : m_grid.step(walls, c, m); };
    auto at = [n](int t, int c) { return std::size_t(t) * n + std::size_t(c); };
    std::vector<char> reach(std::size_t(m_steps + 1) * n, 0);
    reach[at(0, pos)] = 1;
    for (int t = 0; t < m_steps; ++t) {
        const int f = m_fixed[std::size_t(t)];
        for (int c = 0; c < cells; ++c) {
            if (!reach[at(t, c)])
                continue;
            if (f >= 0) {
                reach[at(t + 1, next(c, kMoves[std::size_t(f)]))] = 1;
                continue;
            }
            if (m_stays[std::size_t(t)] != 0)
                reach[at(t + 1, c)] = 1; // the stay
            for (Move m : kMoves)
                reach[at(t + 1, next(c, m))] = 1;
        }
    }
    // live: reachable and a good cell still reachable by the end.
    std::vector<char> live(reach.size(), 0);
    for (int c = 0; c < cells; ++c)
        live[at(m_steps, c)] = reach[at(m_steps, c)] && good[std::size_t(c)];
    for (int t = m_steps - 1; t >= 0; --t) {
        const int f = m_fixed[std::size_t(t)];
        for (int c = 0; c < cells; ++c) {
            if (!reach[at(t, c)])
                continue;
            bool ok = false;
            if (f >= 0)
                ok = live[at(t + 1, next(c, kMoves[std::size_t(f)]))];
            else {
                ok = m_stays[std::size_t(t)] != 0 && live[at(t + 1, c)];
                for (Move m : kMoves)
                    ok = ok || live[at(t + 1, next(c, m))];
            }
            live[at(t, c)] = ok;
        }
    }
    if (!live[at(0, pos)]) {
        m_solver.add(0); // the empty clause: no content keeps this maze solved
        return;
    }
    std::vector<int> var(live.size(), 0); // steps 1 … steps
    for (int t = 1; t <= m_steps; ++t)
        for (int c = 0; c < cells; ++c)
            if (live[at(t, c)])
                var[at(t, c)] = ++m_vars;
    // "at c at step t and move m ⇒ at m(c) at step t + 1" (pos at step 0 needs no literal; a
    // fixed step's move literal is true and left out; a dead successor leaves the clause
    // without it).
    auto implies = [&](int x, int mv, int y) {
        if (x > 0)
            m_solver.add(-x);
        if (mv > 0)
            m_solver.add(-mv);
        if (y > 0)
            m_solver.add(y);
        m_solver.add(0);
    };
    for (int t = 0; t < m_steps; ++t) {
        const int f = m_fixed[std::size_t(t)];
        for (int c = 0; c < cells; ++c) {
            if (t == 0 ? c != pos : var[at(t, c)] == 0)
                continue;
            const int x = t == 0 ? 0 : var[at(t, c)];
            if (f >= 0) {
                implies(x, 0, var[at(t + 1, next(c, kMoves[std::size_t(f)]))]);
                continue;
            }
            if (m_stays[std::size_t(t)] != 0)
                implies(x, m_stays[std::size_t(t)], var[at(t + 1, c)]);
            for (Move m : kMoves)
                implies(x, m_moves[std::size_t(t)][std::size_t(m)], var[at(t + 1, next(c, m))]);
        }
    }
}

} // namespace mazelab::simaso_sat::detail
