#include "core/mouse/mouseloopless.h"

#include <queue>

namespace mazelab {

LooplessAnalysis analyseLoopless(const Maze& maze, const MouseOptions& options)
{
    LooplessAnalysis a;
    if (!mouseHasWayOut(maze, options))
        return a;
    const Cell entry{0, options.entryCol};
    const Cell exit{maze.rows() - 1, options.exitCol};
    const std::vector<bool> reach = maze.reachable(entry);
    // A connected graph is a tree iff edges = vertices - 1.
    std::int64_t vertices = 0;
    std::int64_t edges = 0;
    for (std::size_t i = 0; i < maze.cellCount(); ++i) {
        if (!reach[i])
            continue;
        ++vertices;
        const Cell c = maze.cellAt(i);
        if (maze.isFree({c.row + 1, c.col}))
            ++edges;
        if (maze.isFree({c.row, c.col + 1}))
            ++edges;
    }
    if (edges != vertices - 1)
        return a;
    // Main path by BFS parents.
    const std::size_t n = maze.cellCount();
    std::vector<std::int64_t> parent(n, -1);
    std::queue<std::size_t> queue;
    queue.push(maze.index(entry));
    parent[maze.index(entry)] = std::int64_t(maze.index(entry));
    while (!queue.empty()) {
        const Cell c = maze.cellAt(queue.front());
        queue.pop();
        for (Move m : {Move::Down, Move::Right, Move::Left, Move::Up}) {
            const Cell d = stepCell(c, m);
            if (maze.isFree(d) && parent[maze.index(d)] < 0) {
                parent[maze.index(d)] = std::int64_t(maze.index(c));
                queue.push(maze.index(d));
            }
        }
    }
    std::vector<int> owner(n, -1); // -2: main path; >= 0: side path id
    for (std::size_t i = maze.index(exit);; i = std::size_t(parent[i])) {
        a.mainPath.insert(a.mainPath.begin(), std::uint32_t(i));
        owner[i] = -2;
        if (i == maze.index(entry))
            break;
    }
    // Side subtrees: flood from each off-path neighbour of a main-path cell.
    for (std::uint32_t m : a.mainPath) {
        const Cell c = maze.cellAt(m);
        for (Move mv : {Move::Down, Move::Right, Move::Left, Move::Up}) {
            const Cell d = stepCell(c, mv);
            if (!maze.isFree(d) || owner[maze.index(d)] != -1)
                continue;
            SidePath side;
            side.crossroad = m;
            const int id = int(a.sidePaths.size());
            std::vector<std::size_t> stack{maze.index(d)};
            owner[maze.index(d)] = id;
            while (!stack.empty()) {
                const std::size_t i = stack.back();
                stack.pop_back();
                side.cells.push_back(std::uint32_t(i));
                for (Move k : {Move::Down, Move::Right, Move::Left, Move::Up}) {
                    const Cell e = stepCell(maze.cellAt(i), k);
                    if (maze.isFree(e) && owner[maze.index(e)] == -1) {
                        owner[maze.index(e)] = id;
                        stack.push_back(maze.index(e));
                    }
                }
            }
            a.sidePaths.push_back(std::move(side));
        }
    }
    MouseOptions o = options;
    o.recordTrace = true;
    const MouseWalk walk = simulateMouse(maze, o);
    if (!walk.escaped)
        return a;
    a.loopless = true;
    a.simulatedSteps = walk.steps;
    a.mainSteps = 2; // entering the entrance cell and leaving through the exit
    for (std::size_t k = 1; k < walk.trace.size(); ++k) {
        const int from = owner[walk.trace[k - 1]];
        const int to = owner[walk.trace[k]];
        if (to >= 0) {
            ++a.sidePaths[std::size_t(to)].steps;
            if (from == -2)
                ++a.sidePaths[std::size_t(to)].entries;
        } else if (from >= 0) {
            ++a.sidePaths[std::size_t(from)].steps; // the step back onto the crossroad
        } else {
            ++a.mainSteps;
        }
    }
    a.totalSteps = a.mainSteps;
    for (const SidePath& s : a.sidePaths)
        a.totalSteps += s.steps;
    return a;
}

} // namespace mazelab
