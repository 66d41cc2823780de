#pragma once
// Mazes shared by the benchmarks (tests/bench/bench_*.cpp) and a few core tests.

#include "core/maze.h"
#include "core/mouse/mousewalk.h"

#include <cstdint>
#include <random>
#include <utility>
#include <vector>

namespace mazelab::bench {

// A random tree of free cells (frontier growth: a wall cell next to the tree is freed when
// exactly one neighbour is free), regrown with the next seed until the walk takes at least
// `minSteps` steps, so the case is a deep tree with heavily revisited subtrees.
struct LooplessCase {
    Maze maze;
    MouseOptions options;
};

inline LooplessCase looplessCase(int side, std::int64_t minSteps)
{
    std::mt19937_64 rng(2019);
    for (;;) {
        Maze maze(side, side);
        maze.fill(true);
        maze.setBlocked({0, 0}, false);
        std::vector<Cell> frontier{{1, 0}, {0, 1}};
        while (!frontier.empty()) {
            const std::size_t k = rng() % frontier.size();
            const Cell c = frontier[k];
            frontier[k] = frontier.back();
            frontier.pop_back();
            if (!maze.contains(c) || !maze.isBlocked(c))
                continue;
            int free = 0;
            for (Move m : {Move::Up, Move::Down, Move::Left, Move::Right})
                free += maze.isFree(stepCell(c, m)) ? 1 : 0;
            if (free != 1)
                continue;
            maze.setBlocked(c, false);
            for (Move m : {Move::Up, Move::Down, Move::Left, Move::Right})
                frontier.push_back(stepCell(c, m));
        }
        for (int col = 0; col < side; ++col) {
            MouseOptions o;
            o.exitCol = col;
            if (maze.isFree({side - 1, col}) && mouseSteps(maze, 0, col) >= minSteps)
                return {maze, o};
        }
    }
}

// A perfect maze of n × n passage cells as a (2n+1)² block maze (recursive backtracker, the
// amazed default); `loops` > 0 then removes that share of the remaining inner walls between
// two passages, which gives the thesis' multiple-solution mazes. Start top-left, goal
// bottom-right. (Also the perfect mazes of tests/core/tst_solve_agents.cpp.)
inline Maze passageMaze(int n, double loops, std::uint64_t seed)
{
    const int side = 2 * n + 1;
    Maze m(side, side);
    m.fill(true);
    std::mt19937_64 rng(seed);
    std::vector<char> seen(std::size_t(n) * std::size_t(n), 0);
    std::vector<std::pair<int, int>> stack{{0, 0}};
    seen[0] = 1;
    m.setBlocked({1, 1}, false);
    const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};
    while (!stack.empty()) {
        const auto [r, c] = stack.back();
        std::pair<int, int> next[4];
        int k = 0;
        for (int d = 0; d < 4; ++d) {
            const int nr = r + dr[d], nc = c + dc[d];
            if (nr >= 0 && nc >= 0 && nr < n && nc < n && !seen[std::size_t(nr * n + nc)])
                next[k++] = {nr, nc};
        }
        if (k == 0) {
            stack.pop_back();
            continue;
        }
        const auto [nr, nc] = next[rng() % std::uint64_t(k)];
        seen[std::size_t(nr * n + nc)] = 1;
        m.setBlocked({r + nr + 1, c + nc + 1}, false);
        m.setBlocked({2 * nr + 1, 2 * nc + 1}, false);
        stack.push_back({nr, nc});
    }
    if (loops > 0) {
        std::bernoulli_distribution open(loops);
        for (int r = 1; r < side - 1; ++r)
            for (int c = 1; c < side - 1; ++c)
                if ((r + c) % 2 == 1 && m.isBlocked({r, c}) && open(rng))
                    m.setBlocked({r, c}, false);
    }
    m.setStart({1, 1});
    m.setGoal({side - 2, side - 2});
    return m;
}

} // namespace mazelab::bench
