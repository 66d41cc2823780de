// The question builders of core/quiz/quiz.h, one per kind. Each draws from its own GenRandom
// seeded by the question's seed, builds a maze with the core's generators (or random blocked
// cells for Nusser's and Merckens' boards) and stores the answer the core computes.
#include "core/quiz/quiz.h"

#include "core/control.h"
#include "core/gen/generators.h"
#include "core/gen/genrandom.h"
#include "core/mouse/mousewalk.h"

#include <algorithm>
#include <cstdlib>
#include <deque>

namespace mazelab::quiz {

namespace {

using gen::GenRandom;

struct QuizBfs {
    std::vector<int> distance; // -1: unreachable
    std::vector<int> parent;   // cell index, -1 at the root
};

QuizBfs quizBfs(const Maze& maze, Cell from)
{
    QuizBfs r{std::vector<int>(maze.cellCount(), -1), std::vector<int>(maze.cellCount(), -1)};
    if (!maze.isFree(from))
        return r;
    std::deque<Cell> queue{from};
    r.distance[maze.index(from)] = 0;
    while (!queue.empty()) {
        const Cell c = queue.front();
        queue.pop_front();
        for (Move m : {Move::Up, Move::Down, Move::Left, Move::Right}) {
            const Cell n = stepCell(c, m);
            if (!maze.isFree(n) || r.distance[maze.index(n)] >= 0)
                continue;
            r.distance[maze.index(n)] = r.distance[maze.index(c)] + 1;
            r.parent[maze.index(n)] = int(maze.index(c));
            queue.push_back(n);
        }
    }
    return r;
}

std::vector<Cell> quizPathTo(const Maze& maze, const QuizBfs& bfs, Cell to)
{
    std::vector<Cell> path;
    if (bfs.distance[maze.index(to)] < 0)
        return path;
    for (int i = int(maze.index(to)); i >= 0; i = bfs.parent[std::size_t(i)])
        path.push_back(maze.cellAt(std::size_t(i)));
    std::reverse(path.begin(), path.end());
    return path;
}

int passageSide(Level level)
{
    return level == Level::Easy ? 4 : level == Level::Medium ? 6 : 9;
}

int boardSide(Level level)
{
    return level == Level::Easy ? 4 : level == Level::Medium ? 5 : 7;
}

Maze generated(const std::string& algorithm, int side, double braid, std::uint64_t seed)
{
    gen::GenRequest request;
    request.algorithm = algorithm;
    request.rows = side;
    request.cols = side;
    request.braid = braid;
    Control control(seed);
    return gen::generate(request, control);
}

// A braided maze (loops, so that "shortest" is a real question) from one of the classic
// generators.
Maze loopyMaze(GenRandom& rng, Level level)
{
    static const char* const kAlgorithms[] = {"backtracker", "kruskal", "prim", "hunt-and-kill",
                                              "wilson"};
    const std::string algorithm = kAlgorithms[rng.below(5)];
    return generated(algorithm, passageSide(level), 0.5, rng.next());
}

// Nusser's board: each cell except start and goal blocked with chance 0.3, redrawn until
// solvable.
Maze nusserBoard(GenRandom& rng, int side)
{
    for (;;) {
        Maze maze(side, side);
        for (int r = 0; r < side; ++r)
            for (int c = 0; c < side; ++c) {
                const Cell cell{r, c};
                if (cell != maze.start() && cell != maze.goal() && rng.chance(0.3))
                    maze.setBlocked(cell, true);
            }
        if (maze.isSolvable())
            return maze;
    }
}

std::vector<Move> randomMoves(GenRandom& rng, int count)
{
    std::vector<Move> moves;
    for (int i = 0; i < count; ++i)
        moves.push_back(Move(rng.below(4)));
    return moves;
}

// The token's walk from the start: every position, start first; it stays on the goal once
// there (Nusser §2.1: the maze is solved).
std::vector<Cell> tokenWalk(const Maze& maze, const std::vector<Move>& moves)
{
    std::vector<Cell> walk{maze.start()};
    Cell at = maze.start();
    for (Move m : moves) {
        if (at != maze.goal())
            at = maze.step(at, m);
        walk.push_back(at);
    }
    return walk;
}

std::vector<Move> movesOf(const std::vector<Cell>& path)
{
    std::vector<Move> moves;
    for (std::size_t i = 1; i < path.size(); ++i) {
        const Cell a = path[i - 1], b = path[i];
        moves.push_back(b.row < a.row   ? Move::Up
                        : b.row > a.row ? Move::Down
                        : b.col < a.col ? Move::Left
                                        : Move::Right);
    }
    return moves;
}

Question shortestPath(GenRandom& rng, Level level)
{
    Question q;
    q.maze = loopyMaze(rng, level);
    const QuizBfs bfs = quizBfs(q.maze, q.maze.start());
    q.path = quizPathTo(q.maze, bfs, q.maze.goal());
    q.number = int(q.path.size()) - 1;
    return q;
}

Question nearerCell(GenRandom& rng, Level level)
{
    Question q;
    q.maze = loopyMaze(rng, level);
    const QuizBfs bfs = quizBfs(q.maze, q.maze.start());
    // Passage cells (odd row and column of the block maze) other than start and goal.
    std::vector<Cell> cells;
    for (int r = 1; r < q.maze.rows(); r += 2)
        for (int c = 1; c < q.maze.cols(); c += 2)
            if (Cell{r, c} != q.maze.start() && Cell{r, c} != q.maze.goal()
                && bfs.distance[q.maze.index({r, c})] > 0)
                cells.push_back({r, c});
    auto manhattan = [&](Cell c) {
        return std::abs(c.row - q.maze.start().row) + std::abs(c.col - q.maze.start().col);
    };
    // Prefer a pair whose straight-line order is the wrong guess; else any pair whose path
    // lengths differ by at least 4 moves (2 on the easy level's small mazes).
    const int minGap = level == Level::Easy ? 2 : 4;
    Cell a{}, b{};
    bool found = false;
    for (int attempt = 0; attempt < 400 && !found; ++attempt) {
        const Cell x = cells[rng.below(std::uint32_t(cells.size()))];
        const Cell y = cells[rng.below(std::uint32_t(cells.size()))];
        const int dx = bfs.distance[q.maze.index(x)], dy = bfs.distance[q.maze.index(y)];
        if (std::abs(dx - dy) < minGap)
            continue;
        const bool tricky = (dx < dy) != (manhattan(x) < manhattan(y)) && manhattan(x) != manhattan(y);
        if (tricky || attempt >= 300) {
            a = x;
            b = y;
            found = true;
        }
    }
    if (!found) { // tiny mazes: the farthest and the nearest cell
        auto byDistance = [&](Cell x, Cell y) {
            return bfs.distance[q.maze.index(x)] < bfs.distance[q.maze.index(y)];
        };
        a = *std::max_element(cells.begin(), cells.end(), byDistance);
        b = *std::min_element(cells.begin(), cells.end(), byDistance);
    }
    q.marks = {a, b};
    q.distanceA = bfs.distance[q.maze.index(a)];
    q.distanceB = bfs.distance[q.maze.index(b)];
    q.choice = q.distanceA < q.distanceB ? 0 : 1;
    q.path = quizPathTo(q.maze, bfs, a);
    q.path2 = quizPathTo(q.maze, bfs, b);
    return q;
}

Question tokenAfter(GenRandom& rng, Level level)
{
    Question q;
    q.maze = nusserBoard(rng, boardSide(level));
    const int count = level == Level::Easy ? 5 : level == Level::Medium ? 8 : 12;
    // Moves that never reach the goal (so the question is only about bumping), with at least
    // one bump into a wall or the edge.
    for (;;) {
        q.moves = randomMoves(rng, count);
        q.path = tokenWalk(q.maze, q.moves);
        int bumps = 0;
        for (std::size_t i = 1; i < q.path.size(); ++i)
            bumps += q.path[i] == q.path[i - 1];
        if (std::find(q.path.begin(), q.path.end(), q.maze.goal()) == q.path.end() && bumps > 0
            && bumps < count / 2 + 1)
            break;
    }
    q.cell = q.path.back();
    return q;
}

Question sequenceSolves(GenRandom& rng, Level level)
{
    Question q;
    q.maze = nusserBoard(rng, boardSide(level));
    const QuizBfs bfs = quizBfs(q.maze, q.maze.start());
    const std::vector<Move> shortest = movesOf(quizPathTo(q.maze, bfs, q.maze.goal()));
    // The shortest path's moves with a few random moves inserted: each insertion may bump
    // harmlessly or lead the token astray. Half the questions are drawn until they solve,
    // half until they do not.
    const bool wantSolved = rng.coin();
    const int extra = level == Level::Easy ? 2 : level == Level::Medium ? 3 : 5;
    for (int attempt = 0;; ++attempt) {
        std::vector<Move> moves = shortest;
        for (int i = 0; i < extra; ++i)
            moves.insert(moves.begin() + std::ptrdiff_t(rng.below(std::uint32_t(moves.size() + 1))),
                         Move(rng.below(4)));
        if (!wantSolved && attempt % 2 == 1 && !moves.empty())
            moves.erase(moves.begin() + std::ptrdiff_t(rng.below(std::uint32_t(moves.size()))));
        const std::vector<Cell> walk = tokenWalk(q.maze, moves);
        const bool solved = walk.back() == q.maze.goal();
        // A solving sequence must use every move (no moves left over after the goal).
        const bool early = solved && std::find(walk.begin(), walk.end() - 1, q.maze.goal()) != walk.end() - 1;
        if ((solved == wantSolved && !early) || attempt > 200) {
            q.moves = moves;
            q.path = walk;
            q.yes = solved;
            return q;
        }
    }
}

// A loop of the block maze's free cells (cells of a cycle, closed), or empty when there is
// none: a depth-first search's first back edge.
std::vector<Cell> findLoop(const Maze& maze)
{
    std::vector<int> parent(maze.cellCount(), -2), depth(maze.cellCount(), 0);
    for (std::size_t root = 0; root < maze.cellCount(); ++root) {
        if (maze.isBlocked(maze.cellAt(root)) || parent[root] != -2)
            continue;
        parent[root] = -1;
        std::vector<std::size_t> stack{root};
        while (!stack.empty()) {
            const std::size_t i = stack.back();
            stack.pop_back();
            const Cell c = maze.cellAt(i);
            for (Move m : {Move::Up, Move::Down, Move::Left, Move::Right}) {
                const Cell n = stepCell(c, m);
                if (!maze.isFree(n))
                    continue;
                const std::size_t j = maze.index(n);
                if (int(j) == parent[i])
                    continue;
                if (parent[j] == -2) {
                    parent[j] = int(i);
                    depth[j] = depth[i] + 1;
                    stack.push_back(j);
                    continue;
                }
                // j already reached: a cycle through i and j via their common ancestor.
                std::vector<Cell> left, right;
                std::size_t x = i, y = j;
                while (depth[x] > depth[y]) { left.push_back(maze.cellAt(x)); x = std::size_t(parent[x]); }
                while (depth[y] > depth[x]) { right.push_back(maze.cellAt(y)); y = std::size_t(parent[y]); }
                while (x != y) {
                    left.push_back(maze.cellAt(x));
                    right.push_back(maze.cellAt(y));
                    x = std::size_t(parent[x]);
                    y = std::size_t(parent[y]);
                }
                left.push_back(maze.cellAt(x));
                left.insert(left.end(), right.rbegin(), right.rend());
                left.push_back(left.front());
                return left;
            }
        }
    }
    return {};
}

Question perfect(GenRandom& rng, Level level)
{
    static const char* const kAlgorithms[] = {"backtracker", "kruskal", "prim", "hunt-and-kill",
                                              "wilson", "eller"};
    Question q;
    q.yes = rng.coin();
    const std::string algorithm = kAlgorithms[rng.below(6)];
    // Few braided dead ends, so the loops have to be looked for.
    const double braid = q.yes ? 0.0 : (level == Level::Easy ? 0.5 : level == Level::Medium ? 0.2 : 0.1);
    for (;;) {
        q.maze = generated(algorithm, passageSide(level), braid, rng.next());
        q.path = findLoop(q.maze);
        if (q.path.empty() == q.yes)
            return q;
    }
}

Question generatorQuestion(GenRandom& rng, Level level)
{
    Question q;
    std::vector<std::string> pool = generatorChoices();
    rng.shuffle(pool);
    q.choices.assign(pool.begin(), pool.begin() + 4);
    q.choice = int(rng.below(4));
    // Textures show best on a bigger board; the hard level shows a smaller one.
    const int side = level == Level::Hard ? 6 : level == Level::Medium ? 9 : 12;
    q.maze = generated(q.choices[std::size_t(q.choice)], side, 0.0, rng.next());
    return q;
}

Question mouseNext(GenRandom& rng, Level level)
{
    Question q;
    const int side = boardSide(level) + 1;
    for (;;) {
        Maze maze(side, side);
        for (int r = 0; r < side; ++r)
            for (int c = 0; c < side; ++c)
                if (rng.chance(0.3))
                    maze.setBlocked({r, c}, true);
        MouseOptions options;
        options.entryCol = int(rng.below(std::uint32_t(side)));
        options.exitCol = int(rng.below(std::uint32_t(side)));
        options.recordTrace = true;
        options.maxSteps = 100000;
        if (!mouseHasWayOut(maze, options))
            continue;
        const MouseWalk walk = simulateMouse(maze, options);
        // A step where the mouse has a real choice (two or more free neighbours), late enough
        // that visit counts matter.
        const std::size_t minStep = level == Level::Easy ? 3 : level == Level::Medium ? 8 : 15;
        std::vector<std::size_t> candidates;
        for (std::size_t k = minStep; k + 1 < walk.trace.size(); ++k) {
            const Cell at = maze.cellAt(walk.trace[k]);
            int free = 0;
            for (Move m : {Move::Up, Move::Down, Move::Left, Move::Right})
                free += maze.isFree(stepCell(at, m));
            if (free >= 3)
                candidates.push_back(k);
        }
        if (candidates.empty())
            continue;
        const std::size_t k = candidates[rng.below(std::uint32_t(std::min<std::size_t>(candidates.size(), 12)))];
        q.maze = maze;
        q.entryCol = options.entryCol;
        q.exitCol = options.exitCol;
        q.visits.assign(maze.cellCount(), 0);
        for (std::size_t i = 0; i <= k; ++i) {
            ++q.visits[walk.trace[i]];
            q.path.push_back(maze.cellAt(walk.trace[i]));
        }
        q.marks = {maze.cellAt(walk.trace[k])};
        q.cell = maze.cellAt(walk.trace[k + 1]);
        return q;
    }
}

} // namespace

Question makeQuestion(Kind kind, Level level, std::uint64_t seed)
{
    GenRandom rng(seed);
    Question q;
    switch (kind) {
    case Kind::ShortestPath: q = shortestPath(rng, level); break;
    case Kind::NearerCell: q = nearerCell(rng, level); break;
    case Kind::TokenAfter: q = tokenAfter(rng, level); break;
    case Kind::SequenceSolves: q = sequenceSolves(rng, level); break;
    case Kind::Perfect: q = perfect(rng, level); break;
    case Kind::Generator: q = generatorQuestion(rng, level); break;
    case Kind::MouseNext: q = mouseNext(rng, level); break;
    }
    q.kind = kind;
    q.level = level;
    return q;
}

const std::vector<std::string>& generatorChoices()
{
    static const std::vector<std::string> kChoices = {"binary-tree", "sidewinder", "backtracker",
                                                      "prim",        "division",   "spiral"};
    return kChoices;
}

} // namespace mazelab::quiz
