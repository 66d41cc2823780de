#pragma once
// Mazes shared by the benchmarks (tests/bench/bench_*.cpp).

#include "core/maze.h"
#include "core/mouse/mousewalk.h"

#include <cstdint>
#include <random>
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

} // namespace mazelab::bench
