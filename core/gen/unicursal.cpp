#include "core/gen/unicursal.h"

#include "core/gen/gencontext.h"
#include "core/gen/generators.h"
#include "core/gen/genrandom.h"

#include <algorithm>
#include <utility>

namespace mazelab::gen {
namespace {

int colour(Cell c)
{
    return (c.row + c.col) & 1;
}

// IPS condition F3 in the paper's frame: a 3-row rectangle of n (even) columns, x the column
// and y the row, both 1-based; s coloured unlike t and unlike the upper-left corner, and
// s_x < t_x − 1, or s_y = 2 and s_x < t_x. Checked under all symmetries of the rectangle and
// with s and t swapped.
bool forbiddenF3(int n, Cell s, Cell t)
{
    for (int flip = 0; flip < 4; ++flip) {
        for (int swap = 0; swap < 2; ++swap) {
            Cell a = swap ? t : s, b = swap ? s : t;
            if (flip & 1) {
                a.col = n - 1 - a.col;
                b.col = n - 1 - b.col;
            }
            if (flip & 2) {
                a.row = 2 - a.row;
                b.row = 2 - b.row;
            }
            const int ax = a.col + 1, ay = a.row + 1, bx = b.col + 1;
            if (colour(a) != colour(b) && colour(a) != 0 && (ax < bx - 1 || (ay == 2 && ax < bx)))
                return true;
        }
    }
    return false;
}

} // namespace

std::optional<std::string> hamiltonianPathObstacle(int rows, int cols, Cell s, Cell t)
{
    const std::int64_t cells = std::int64_t(rows) * cols;
    if (s == t)
        return cells == 1 ? std::nullopt
                          : std::optional<std::string>("start and end are the same cell");
    // Colour condition.
    if (cells % 2 == 0 && colour(s) == colour(t))
        return "the grid has an even number of cells, so start and end must differ in the "
               "parity of row + column";
    if (cells % 2 == 1 && (colour(s) != 0 || colour(t) != 0))
        return "the grid has an odd number of cells, so start and end must both have the "
               "parity of the corners (row + column even)";
    // Work with rows ≤ cols.
    if (rows > cols) {
        std::swap(rows, cols);
        std::swap(s.row, s.col);
        std::swap(t.row, t.col);
    }
    // F1: a single row.
    if (rows == 1) {
        if (std::min(s.col, t.col) != 0 || std::max(s.col, t.col) != cols - 1)
            return "in a 1 × n grid the path must run from one end to the other";
        return std::nullopt;
    }
    // F2: two rows and a rung that is not at either end.
    if (rows == 2 && s.col == t.col && s.col > 0 && s.col < cols - 1)
        return "in a 2 × n grid start and end may not be the two cells of an inner column";
    // F3: three rows, an even number of columns.
    if (rows == 3 && cols % 2 == 0 && forbiddenF3(cols, s, t))
        return "this pair is excluded in a 3 × even grid (Itai, Papadimitriou and Szwarcfiter "
               "1982, condition F3)";
    return std::nullopt;
}

std::vector<int> hamiltonianPath(int rows, int cols, Cell s, Cell t, Control& control,
                                 std::int64_t maxBackbites)
{
    PassageGrid g(rows, cols); // neighbour links only
    GenRandom rng(control.seed());
    const int n = g.size();
    std::vector<int> path;
    std::vector<int> pos(std::size_t(n), -1);
    path.reserve(std::size_t(n));
    auto push = [&](int c) {
        pos[std::size_t(c)] = int(path.size());
        path.push_back(c);
    };
    // One backbite on the free end (the back): join the end to a random neighbour on the path
    // other than its predecessor and reverse the part after that neighbour.
    auto backbite = [&]() {
        const int end = path.back();
        int cand[4], k = 0;
        for (const Dir d : kDirs) {
            const int nb = g.neighbour(end, d);
            if (nb >= 0 && pos[std::size_t(nb)] >= 0
                && (path.size() < 2 || nb != path[path.size() - 2]))
                cand[k++] = nb;
        }
        if (k == 0)
            return;
        const int i = pos[std::size_t(cand[rng.below(std::uint32_t(k))])];
        std::reverse(path.begin() + i + 1, path.end());
        for (std::size_t j = std::size_t(i) + 1; j < path.size(); ++j)
            pos[std::size_t(path[j])] = int(j);
    };
    const int target = g.index(t.row, t.col);
    // Backbites on one end with the other fixed do not always reach every allowed end (the
    // chain can be trapped); an attempt that makes no progress for `patience` moves starts
    // over with a new walk.
    const std::int64_t patience = 64 * std::int64_t(n) + 4096;
    std::int64_t moves = 0;
    while (moves <= maxBackbites) {
        path.clear();
        std::fill(pos.begin(), pos.end(), -1);
        push(g.index(s.row, s.col));
        std::int64_t attempt = 0;
        while ((int(path.size()) < n || path.back() != target) && attempt <= patience) {
            if (int(path.size()) < n) {
                // Extend by a random unvisited neighbour, else backbite.
                const int end = path.back();
                int cand[4], k = 0;
                for (const Dir d : kDirs) {
                    const int nb = g.neighbour(end, d);
                    if (nb >= 0 && pos[std::size_t(nb)] < 0)
                        cand[k++] = nb;
                }
                if (k > 0) {
                    push(cand[rng.below(std::uint32_t(k))]);
                    continue;
                }
            }
            backbite();
            ++attempt;
            if ((++moves & 1023) == 0 && control.checkNow())
                return {};
        }
        if (int(path.size()) == n && path.back() == target)
            return path;
    }
    return {};
}

namespace {
Cell parseCellParam(const std::string& text, int rows, int cols, Cell fallback)
{
    if (text.empty() || text == "auto" || text == "corner")
        return fallback;
    const auto comma = text.find(',');
    if (comma == std::string::npos)
        throw GenerateError("a cell is given as R,C; got '" + text + "'");
    try {
        const Cell c{std::stoi(text.substr(0, comma)), std::stoi(text.substr(comma + 1))};
        if (c.row < 0 || c.col < 0 || c.row >= rows || c.col >= cols)
            throw GenerateError("the cell " + text + " is outside the grid");
        return c;
    } catch (const std::logic_error&) {
        throw GenerateError("a cell is given as R,C; got '" + text + "'");
    }
}
} // namespace

// The registry's "unicursal": parameters start (R,C, default 0,0) and end (R,C or auto: the
// first allowed of the bottom-right, bottom-left and top-right corners, else the allowed cell
// nearest the bottom-right in scan order).
void unicursal(GenContext& ctx)
{
    PassageGrid& g = ctx.grid;
    const int rows = g.rows(), cols = g.cols();
    if (std::int64_t(rows) * cols > 250'000)
        throw GenerateError("unicursal mazes are limited to 250,000 cells");
    const Cell s = parseCellParam(ctx.text("start"), rows, cols, {0, 0});
    Cell t{-1, -1};
    if (ctx.text("end") == "auto") {
        for (const Cell c : {Cell{rows - 1, cols - 1}, Cell{rows - 1, 0}, Cell{0, cols - 1}})
            if (t.row < 0 && !hamiltonianPathObstacle(rows, cols, s, c))
                t = c;
        for (int i = rows * cols - 1; i >= 0 && t.row < 0; --i)
            if (!hamiltonianPathObstacle(rows, cols, s, {i / cols, i % cols}))
                t = {i / cols, i % cols};
        if (t.row < 0)
            throw GenerateError("no Hamiltonian path starts at this cell in a "
                                + std::to_string(rows) + " × " + std::to_string(cols) + " grid");
    } else {
        t = parseCellParam(ctx.text("end"), rows, cols, {rows - 1, cols - 1});
    }
    if (const auto why = hamiltonianPathObstacle(rows, cols, s, t))
        throw GenerateError("no unicursal maze from " + std::to_string(s.row) + ","
                            + std::to_string(s.col) + " to " + std::to_string(t.row) + ","
                            + std::to_string(t.col) + ": " + *why);
    const std::int64_t cells = std::int64_t(rows) * cols;
    const std::vector<int> path
        = hamiltonianPath(rows, cols, s, t, ctx.control, 400 * cells + 100000);
    if (path.empty())
        return; // stopped (or gave up): the grid stays closed
    g.setStart(s);
    g.setGoal(t);
    ctx.setCell(path.front(), 1);
    for (std::size_t i = 1; i < path.size(); ++i) {
        const int a = path[i - 1], b = path[i];
        const Dir d = b == a - cols ? North : b == a + 1 ? East : b == a + cols ? South : West;
        ctx.carve(a, d);
    }
}

} // namespace mazelab::gen
