// Cavern mazes (article 003, "Cavern mazes"): the registry's "cavern" (cavern.h). With
// allow=none, a block maze with none of the three forbidden 2 × 2 patterns (all wall, all
// passage, checkerboard). Such a maze is the inside of a Hamiltonian cycle on the grid of pixel
// corners: every corner lies on the wall/passage frontier exactly once, so no 2 × 2 block is
// uniform or a checkerboard, and the passage is one tree-shaped area.
//
// Two ways to the cycle (`cycle`):
//   walk     the article's: a unicursal path (unicursal.cpp) between two neighbouring corners,
//            closed. Like a uniform spanning tree it has "lots of short passages".
//   outline  the article's open question (long winding passages without 2 × 2 walls): the
//            outline of a depth-first (backtracker) maze of ROWS × COLS cells is such a cycle
//            — its inside is that maze's block form, long corridors but grid-aligned — and
//            `mix` × corners backbite moves on the cycle, opened at one edge, then bend it
//            off the grid; the free end is then steered back beside the other (backbites that
//            bring it nearest, with random ones in between) to close the cycle. The README's
//            study measures the passage length against `mix`.
//
// For ROWS × COLS the block maze has (2·ROWS+1) × (2·COLS+1) cells like every other generator;
// its 2·ROWS × 2·COLS inner corners carry the cycle. Trace: one step per passage cell, in
// scan order.
#include "core/gen/cavern.h"
#include "core/gen/generators.h"
#include "core/gen/genrandom.h"
#include "core/gen/unicursal.h"
#include "core/numtext.h"
#include "core/trace/celltrace.h"

#include <algorithm>
#include <cstdlib>

namespace mazelab::gen {
namespace {

// The frontier of a block maze without forbidden patterns as a corner path: point (i, j) of
// the a × b corners is the corner below-right of pixel (i, j). Starts at corner 0; the last
// point is beside the first.
std::vector<int> frontierCycle(const Maze& maze, int a, int b)
{
    auto differ = [&](Cell p, Cell q) { return maze.isFree(p) != maze.isFree(q); };
    std::vector<int> path;
    path.reserve(std::size_t(a) * std::size_t(b));
    int prev = -1, cur = 0;
    do {
        path.push_back(cur);
        const int i = cur / b, j = cur % b;
        int next = -1;
        // Up (i-1, j): separates pixels (i, j), (i, j+1); down: (i+1, j), (i+1, j+1);
        // left (i, j-1): (i, j), (i+1, j); right: (i, j+1), (i+1, j+1).
        if (i > 0 && differ({i, j}, {i, j + 1}) && cur - b != prev)
            next = cur - b;
        else if (i + 1 < a && differ({i + 1, j}, {i + 1, j + 1}) && cur + b != prev)
            next = cur + b;
        else if (j > 0 && differ({i, j}, {i + 1, j}) && cur - 1 != prev)
            next = cur - 1;
        else if (j + 1 < b && differ({i, j + 1}, {i + 1, j + 1}) && cur + 1 != prev)
            next = cur + 1;
        prev = cur;
        cur = next;
    } while (cur > 0 && path.size() < std::size_t(a) * std::size_t(b));
    return path;
}

// `moves` random backbites on the free end of a Hamiltonian path of the a × b corners, then
// backbites until the end is beside the start again (the nearest choice three times in four).
// False when the Control stopped it.
bool mixCycle(std::vector<int>& path, int a, int b, std::int64_t moves, GenRandom& rng,
              Control& control)
{
    std::vector<int> pos(path.size());
    for (std::size_t k = 0; k < path.size(); ++k)
        pos[std::size_t(path[k])] = int(k);
    const int first = path.front();
    auto distance = [&](int p) {
        return std::abs(p / b - first / b) + std::abs(p % b - first % b);
    };
    const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};
    for (std::int64_t move = 0;; ++move) {
        const bool closing = move >= moves;
        const int end = path.back();
        if (closing && distance(end) == 1)
            return true;
        if (closing && move > moves + 400 * std::int64_t(a) * b + 100000)
            return false; // not closed: the caller falls back to the random walk
        int cand[4], k = 0;
        for (int d = 0; d < 4; ++d) {
            const int r = end / b + dr[d], c = end % b + dc[d];
            if (r < 0 || c < 0 || r >= a || c >= b)
                continue;
            const int p = r * b + c;
            if (p != path[path.size() - 2])
                cand[k++] = pos[std::size_t(p)];
        }
        if (k == 0)
            continue;
        int i = cand[rng.below(std::uint32_t(k))];
        if (closing && rng.below(4) != 0)
            for (int q = 0; q < k; ++q)
                if (distance(path[std::size_t(cand[q]) + 1])
                    < distance(path[std::size_t(i) + 1]))
                    i = cand[q];
        std::reverse(path.begin() + i + 1, path.end());
        for (std::size_t j = std::size_t(i) + 1; j < path.size(); ++j)
            pos[std::size_t(path[j])] = int(j);
        if ((move & 1023) == 1023 && control.checkNow())
            return false;
    }
}

// The block maze inside the closed corner path.
Maze inside(const std::vector<int>& path, int a, int b, CellTrace* trace)
{
    Maze maze(a + 1, b + 1);
    maze.fill(true);
    // Vertical cycle edges: point (i-1, j) – (i, j) separates pixels (i, j) and (i, j+1).
    std::vector<char> vertical(std::size_t(a + 1) * std::size_t(b), 0);
    for (std::size_t k = 0; k < path.size(); ++k) {
        const int p = path[k], q = path[(k + 1) % path.size()]; // closed: last → first
        if (q - p == b || p - q == b) {
            const int lower = std::max(p, q); // the point (i, j) with i the larger row
            vertical[std::size_t(lower / b) * std::size_t(b) + std::size_t(lower % b)] = 1;
        }
    }
    Cell first{-1, -1}, last{-1, -1};
    for (int i = 1; i < a; ++i) {
        bool in = false;
        for (int j = 0; j <= b; ++j) {
            if (in) {
                maze.setBlocked({i, j}, false);
                if (first.row < 0)
                    first = {i, j};
                last = {i, j};
                if (trace) {
                    trace->set(0, i * (b + 1) + j, 1);
                    trace->move(0, i * (b + 1) + j);
                    trace->endStep();
                }
            }
            if (j < b && vertical[std::size_t(i) * std::size_t(b) + std::size_t(j)])
                in = !in;
        }
    }
    maze.setStart(first);
    maze.setGoal(last);
    return maze;
}

} // namespace

Maze cavern(int rows, int cols, const GenParams& params, Control& control, CellTrace* trace)
{
    const std::string& allow = params.at("allow");
    if (allow != "none")
        return grownCavern(rows, cols, allow == "passages", params.at("grow") == "newest",
                           control, trace);
    const int a = 2 * rows, b = 2 * cols; // corner points
    if (std::int64_t(a) * b > 250'000)
        throw GenerateError("cavern mazes are limited to 62,500 cells (250,000 corners)");
    std::vector<int> path;
    if (params.at("cycle") == "outline") {
        Control inner(control.seed());
        const Maze tree = generate("backtracker", rows, cols, {}, inner);
        path = frontierCycle(tree, a, b);
        GenRandom rng(control.seed() ^ 0x6d6978ull);
        const double mix = parseNumber(params.at("mix")).value();
        if (path.size() != std::size_t(a) * std::size_t(b)
            || !mixCycle(path, a, b, std::int64_t(mix * a * b), rng, control))
            path.clear();
    }
    if (path.empty() && !control.checkNow()) {
        path = hamiltonianPath(a, b, {0, 0}, {1, 0}, control,
                               400 * std::int64_t(a) * b + 100000);
    }
    if (path.empty()) { // stopped
        Maze maze(a + 1, b + 1);
        maze.fill(true);
        return maze;
    }
    return inside(path, a, b, trace);
}

} // namespace mazelab::gen
