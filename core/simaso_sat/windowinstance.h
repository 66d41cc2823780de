#pragma once
// The SAT instance of one window of window rewrites by SAT (windowsat.h; internal to
// windowsat.cpp): contents of `steps` moves that take each added maze from its position after
// the prefix into its good cells. A gapped instance (split windows, WindowSatOptions::gaps)
// holds fixed moves between free runs: each free step may also be a "stay" (the move deleted),
// at least one stay in all, and within a run the stays come first (a run's content is the same
// walk wherever its stays are, so only that placement is encoded) — one move fewer than the
// span, taken from either run; or, for repairs (deletions 0), no stays: as many moves as the
// span; addMazeGapped in windowinstance.cpp.

#include "core/control.h"
#include "core/simaso_sat/detail.h"
#include "core/simaso_sat/sigmasat.h"
#include "core/simaso_sat/terminator.h"

#include <cadical.hpp>

#include <array>
#include <vector>

namespace mazelab::simaso_sat::detail {

// One window's SAT instance: contents of `steps` moves that take each added maze from its
// position into its good cells (see windowsat.h).
class WindowInstance {
public:
    WindowInstance(const Grid& grid, int steps) : m_grid(grid), m_steps(steps)
    {
        m_solver.set("quiet", 1);
        for (int t = 0; t < steps; ++t) {
            std::array<int, 4> v{};
            for (int& x : v)
                x = ++m_vars;
            addExactlyOne(v.data(), v.size());
            m_moves.push_back(v);
        }
    }

    // Gapped: fixed[t] is the move index of a fixed step, -1 for a free one; at least one
    // free step. deletions 1: one free step is a stay (content() leaves it out), 0: none (a
    // repair); no other value.
    WindowInstance(const Grid& grid, const std::vector<int>& fixed, int deletions = 1);

    // good[c]: the fixed suffix solves the maze from cell c (good[goal] is true).
    void addMaze(WallMask walls, int pos, const std::vector<char>& good)
    {
        if (!m_fixed.empty()) {
            addMazeGapped(walls, pos, good);
            return;
        }
        const int cells = m_grid.cells();
        const int goal = m_grid.goal();
        auto next = [&](int c, Move m) { return c == goal ? goal : m_grid.step(walls, c, m); };
        // Distances from pos (goal absorbing) and to the good cells (backwards: a cell's
        // predecessors are its open neighbours, except the goal, which never leaves).
        constexpr int kFar = 1 << 20;
        std::vector<int> from(std::size_t(cells), kFar), to(std::size_t(cells), kFar);
        std::vector<int> queue;
        from[std::size_t(pos)] = 0;
        queue.push_back(pos);
        for (std::size_t h = 0; h < queue.size(); ++h)
            for (Move m : kMoves) {
                const int d = next(queue[h], m);
                if (from[std::size_t(d)] == kFar) {
                    from[std::size_t(d)] = from[std::size_t(queue[h])] + 1;
                    queue.push_back(d);
                }
            }
        queue.clear();
        for (int c = 0; c < cells; ++c)
            if (good[std::size_t(c)] && from[std::size_t(c)] < kFar) {
                to[std::size_t(c)] = 0;
                queue.push_back(c);
            }
        for (std::size_t h = 0; h < queue.size(); ++h)
            for (Move m : kMoves) {
                const int p = m_grid.step(walls, queue[h], m); // an open neighbour
                if (p != queue[h] && p != goal && to[std::size_t(p)] == kFar) {
                    to[std::size_t(p)] = to[std::size_t(queue[h])] + 1;
                    queue.push_back(p);
                }
            }
        if (to[std::size_t(pos)] > m_steps) {
            m_solver.add(0); // the empty clause: no content of this length keeps it solved
            return;
        }
        // var[t * cells + c] for t = 1 … steps: 0 when pruned.
        std::vector<int> var(std::size_t(m_steps + 1) * std::size_t(cells), 0);
        for (int t = 1; t <= m_steps; ++t)
            for (int c = 0; c < cells; ++c)
                if (from[std::size_t(c)] <= t && to[std::size_t(c)] <= m_steps - t)
                    var[std::size_t(t * cells + c)] = ++m_vars;
        for (int t = 0; t < m_steps; ++t)
            for (int c = 0; c < cells; ++c) {
                const int x = t == 0 ? (c == pos ? -1 : 0) : var[std::size_t(t * cells + c)];
                if (x == 0)
                    continue;
                for (Move m : kMoves) {
                    const int y = var[std::size_t((t + 1) * cells + next(c, m))];
                    const int mv = m_moves[std::size_t(t)][std::size_t(m)];
                    if (x > 0)
                        m_solver.add(-x);
                    m_solver.add(-mv);
                    if (y != 0)
                        m_solver.add(y);
                    m_solver.add(0);
                }
            }
    }

    // Step t (0-based, of the steps() free and fixed ones) may not hold move m.
    void forbid(std::size_t t, Move m)
    {
        m_solver.add(-m_moves[t][std::size_t(m)]);
        m_solver.add(0);
    }

    // 10 SAT, 20 UNSAT, 0 stopped (control, or this thread's CPU time past cpuDeadline, in
    // threadCpuSeconds()).
    int solve(Control& control, double cpuDeadline)
    {
        SolveTerminator term(control, nullptr, cpuDeadline);
        m_solver.connect_terminator(&term);
        const int r = m_solver.solve();
        m_solver.disconnect_terminator();
        return r;
    }

    std::vector<Move> content()
    {
        std::vector<Move> c;
        for (std::size_t t = 0; t < m_moves.size(); ++t) {
            const auto& v = m_moves[t];
            if (t < m_stays.size() && m_stays[t] != 0 && m_solver.val(m_stays[t]) > 0)
                continue;
            for (Move m : kMoves)
                if (m_solver.val(v[std::size_t(m)]) > 0) {
                    c.push_back(m);
                    break;
                }
        }
        return c;
    }

private:
    void addMazeGapped(WallMask walls, int pos, const std::vector<char>& good);
    // Exactly one of the n literals x[0..n) is true (one clause, and one per pair).
    void addExactlyOne(const int* x, std::size_t n)
    {
        for (std::size_t i = 0; i < n; ++i)
            m_solver.add(x[i]);
        m_solver.add(0);
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = i + 1; j < n; ++j) {
                m_solver.add(-x[i]);
                m_solver.add(-x[j]);
                m_solver.add(0);
            }
    }

    const Grid& m_grid;
    int m_steps;
    int m_vars = 0;
    std::vector<std::array<int, 4>> m_moves;
    std::vector<int> m_fixed; // gapped only: per step, the fixed move index or -1
    std::vector<int> m_stays; // gapped only: per step, the stay variable (0: a fixed step, or
                              // every step when no move is deleted)
    CaDiCaL::Solver m_solver;
};

} // namespace mazelab::simaso_sat::detail
