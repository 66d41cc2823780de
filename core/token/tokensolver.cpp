#include "core/token/tokensolver.h"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace mazelab::token {

namespace {

constexpr int kMaxSide = 64;

// The board with a one-cell blocked border, so that neighbours never leave the array.
struct Grid {
    int rows = 0, cols = 0, width = 0;
    std::vector<std::uint8_t> occupied; // 1: border, obstacle or visited
    std::array<int, 4> offset{};        // up, down, left, right

    explicit Grid(const Maze& board) : rows(board.rows()), cols(board.cols()), width(board.cols() + 2)
    {
        occupied.assign(std::size_t(width) * std::size_t(rows + 2), 1);
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c)
                occupied[std::size_t(index(r, c))] = board.isBlocked({r, c}) ? 1 : 0;
        offset = {-width, width, -1, 1};
    }
    int index(int r, int c) const { return (r + 1) * width + (c + 1); }
    Cell cell(int i) const { return {i / width - 1, i % width - 1}; }
    int colour(int i) const { return (i / width + i % width) & 1; }
};

// The dihedral symmetries of a rows × cols rectangle that map the board onto itself.
std::vector<std::array<int, 6>> boardSymmetries(const Maze& board)
{
    // (r, c) -> (a*r + b*c + e, c2*r + d*c + f) encoded as {a, b, c2, d, e, f}.
    const int R = board.rows() - 1, C = board.cols() - 1;
    std::vector<std::array<int, 6>> all = {
        {1, 0, 0, 1, 0, 0},   // identity
        {-1, 0, 0, 1, R, 0},  // mirror top-bottom
        {1, 0, 0, -1, 0, C},  // mirror left-right
        {-1, 0, 0, -1, R, C}, // rotate 180
    };
    if (board.rows() == board.cols()) {
        all.push_back({0, 1, 1, 0, 0, 0});    // transpose
        all.push_back({0, -1, -1, 0, C, R});  // anti-transpose
        all.push_back({0, 1, -1, 0, 0, R});   // rotate 90
        all.push_back({0, -1, 1, 0, C, 0});   // rotate 270
    }
    std::vector<std::array<int, 6>> group;
    for (const auto& g : all) {
        bool same = true;
        for (int r = 0; r <= R && same; ++r)
            for (int c = 0; c <= C && same; ++c) {
                const Cell m{g[0] * r + g[1] * c + g[4], g[2] * r + g[3] * c + g[5]};
                same = board.isBlocked({r, c}) == board.isBlocked(m);
            }
        if (same)
            group.push_back(g);
    }
    return group;
}

Cell apply(const std::array<int, 6>& g, Cell c)
{
    return {g[0] * c.row + g[1] * c.col + g[4], g[2] * c.row + g[3] * c.col + g[5]};
}

class Search {
public:
    Search(const Maze& board, const SolveOptions& options, Control& control, SolveResult& result)
        : m_grid(board), m_options(options), m_control(control), m_result(result)
    {
        m_seen.assign(m_grid.occupied.size(), 0);
        for (int i = 0; i < int(m_grid.occupied.size()); ++i)
            if (!m_grid.occupied[std::size_t(i)])
                ++m_colourLeft[m_grid.colour(i)];
        m_free = m_colourLeft[0] + m_colourLeft[1];
        m_path.reserve(std::size_t(m_free));
    }

    // Counts (and records) the solutions starting at `start`; false when the search stopped.
    bool runFrom(Cell start, std::uint64_t multiplicity)
    {
        m_multiplicity = multiplicity;
        const int s = m_grid.index(start.row, start.col);
        enter(s);
        const bool go = viable(s) ? dfs(s, -1) : true;
        leave(s);
        return go && !m_stopped;
    }
    bool stopped() const { return m_stopped; }

private:
    void enter(int i)
    {
        m_grid.occupied[std::size_t(i)] = 1;
        --m_colourLeft[m_grid.colour(i)];
        m_path.push_back(i);
        ++m_result.nodes;
    }
    void leave(int i)
    {
        m_grid.occupied[std::size_t(i)] = 0;
        ++m_colourLeft[m_grid.colour(i)];
        m_path.pop_back();
    }

    // Necessary conditions for the unvisited cells to be covered by a path from `head`.
    bool viable(int head)
    {
        const int left = m_colourLeft[0] + m_colourLeft[1];
        if (left == 0)
            return true;
        // Parity: the next cell has the other colour, then the colours alternate.
        const int other = 1 - m_grid.colour(head);
        if (m_colourLeft[other] != (left + 1) / 2 || m_colourLeft[1 - other] != left / 2)
            return false;
        // Connectivity and dead ends, in one flood fill from the head.
        ++m_stamp;
        if (m_stamp == 0) {
            std::fill(m_seen.begin(), m_seen.end(), 0);
            m_stamp = 1;
        }
        m_queue.clear();
        for (int d = 0; d < 4; ++d) {
            const int n = head + m_grid.offset[std::size_t(d)];
            if (!m_grid.occupied[std::size_t(n)] && m_seen[std::size_t(n)] != m_stamp) {
                m_seen[std::size_t(n)] = m_stamp;
                m_queue.push_back(n);
            }
        }
        int deadEnds = 0;
        for (std::size_t q = 0; q < m_queue.size(); ++q) {
            const int i = m_queue[q];
            int degree = 0;
            for (int d = 0; d < 4; ++d) {
                const int n = i + m_grid.offset[std::size_t(d)];
                if (n == head) {
                    ++degree;
                } else if (!m_grid.occupied[std::size_t(n)]) {
                    ++degree;
                    if (m_seen[std::size_t(n)] != m_stamp) {
                        m_seen[std::size_t(n)] = m_stamp;
                        m_queue.push_back(n);
                    }
                }
            }
            if (degree <= 1 && ++deadEnds > 1)
                return false;
        }
        return int(m_queue.size()) == left;
    }

    void record()
    {
        m_result.count += m_multiplicity;
        if (m_options.mode != SolveMode::Count && m_result.solutions.size() < m_options.maxSolutions) {
            Path p;
            p.reserve(m_path.size());
            for (int i : m_path)
                p.push_back(m_grid.cell(i));
            m_result.solutions.push_back(std::move(p));
        }
        if (m_options.mode == SolveMode::First
            || (m_options.stopAfterSolutions && m_result.count >= m_options.stopAfterSolutions)) {
            m_done = true;
        }
    }

    // Returns false to unwind (stopped or done).
    bool dfs(int head, int dir)
    {
        if (int(m_path.size()) == m_free) {
            record();
            return !m_done;
        }
        if (m_control.poll()) {
            m_stopped = true;
            m_result.cancelled = true;
            return false;
        }
        if (m_options.nodeLimit && m_result.nodes >= m_options.nodeLimit) {
            m_stopped = true;
            return false;
        }
        if (dir >= 0 && !m_grid.occupied[std::size_t(head + m_grid.offset[std::size_t(dir)])]) {
            return step(head + m_grid.offset[std::size_t(dir)], dir); // forced: straight on
        }
        for (int d = 0; d < 4; ++d) {
            const int n = head + m_grid.offset[std::size_t(d)];
            if (!m_grid.occupied[std::size_t(n)] && !step(n, d))
                return false;
        }
        return true;
    }

    bool step(int next, int dir)
    {
        enter(next);
        const bool go = viable(next) ? dfs(next, dir) : true;
        leave(next);
        return go;
    }

    Grid m_grid;
    const SolveOptions& m_options;
    Control& m_control;
    SolveResult& m_result;
    std::vector<int> m_path;
    std::vector<int> m_queue;
    std::vector<std::uint32_t> m_seen;
    std::uint32_t m_stamp = 0;
    std::array<int, 2> m_colourLeft{0, 0};
    int m_free = 0;
    std::uint64_t m_multiplicity = 1;
    bool m_done = false;
    bool m_stopped = false;
};

int freeNeighbours(const Maze& board, Cell c)
{
    int n = 0;
    for (Move m : {Move::Up, Move::Down, Move::Left, Move::Right})
        if (board.isFree(stepCell(c, m)))
            ++n;
    return n;
}

} // namespace

Reason quickCheck(const Maze& board, std::optional<Cell> start, std::string* explanation)
{
    auto say = [explanation](Reason r, std::string text) {
        if (explanation)
            *explanation = std::move(text);
        return r;
    };
    if (start && !board.isFree(*start))
        return say(Reason::StartBlocked, "The start cell is blocked or off the board.");
    std::size_t freeCells = 0;
    std::array<std::size_t, 2> colour{0, 0};
    std::optional<Cell> first;
    int deadEnds = 0;
    for (int r = 0; r < board.rows(); ++r)
        for (int c = 0; c < board.cols(); ++c) {
            if (board.isBlocked({r, c}))
                continue;
            ++freeCells;
            ++colour[std::size_t((r + c) & 1)];
            if (!first)
                first = Cell{r, c};
            if (freeNeighbours(board, {r, c}) <= 1)
                ++deadEnds;
        }
    if (freeCells == 0)
        return say(Reason::NoFreeCell, "The board has no free cell.");
    const std::vector<bool> seen = board.reachable(*first);
    const auto reached = std::size_t(std::count(seen.begin(), seen.end(), true));
    if (reached != freeCells)
        return say(Reason::Disconnected,
                   "The free cells are not connected: " + std::to_string(freeCells - reached)
                       + " of " + std::to_string(freeCells)
                       + " cannot be reached from the others.");
    const std::size_t hi = std::max(colour[0], colour[1]), lo = std::min(colour[0], colour[1]);
    if (hi > lo + 1)
        return say(Reason::Parity,
                   "Checkerboard colours: " + std::to_string(hi) + " free cells of one colour and "
                       + std::to_string(lo)
                       + " of the other; a path alternates colours, so they can differ by at most one.");
    if (freeCells > 1 && deadEnds > 2)
        return say(Reason::DeadEnds,
                   std::to_string(deadEnds)
                       + " dead-end cells (a single free neighbour), but a path has only two ends.");
    if (start && hi == lo + 1 && colour[std::size_t((start->row + start->col) & 1)] == lo)
        return say(Reason::StartParity,
                   "The start cell has the colour of the smaller checkerboard class; a path "
                   "covering every cell must start on the larger one.");
    if (explanation)
        explanation->clear();
    return Reason::None;
}

SolveResult solve(const Maze& board, const SolveOptions& options, Control& control)
{
    if (board.rows() > kMaxSide || board.cols() > kMaxSide)
        throw std::invalid_argument("token boards are limited to 64 x 64 cells");
    SolveResult result;
    const Reason quick = quickCheck(board, options.start, &result.explanation);
    if (quick != Reason::None) {
        result.verdict = Verdict::Unsolvable;
        result.reason = quick;
        return result;
    }

    Search search(board, options, control, result);
    bool stopped = false;
    if (options.start) {
        stopped = !search.runFrom(*options.start, 1);
    } else {
        // One start per symmetry orbit unless every solution must be listed.
        const auto group = options.mode == SolveMode::All
                               ? std::vector<std::array<int, 6>>{{1, 0, 0, 1, 0, 0}}
                               : boardSymmetries(board);
        // Dead-end cells first: a path must start or end in them, so solutions come early.
        std::vector<Cell> starts;
        for (int pass = 0; pass < 2; ++pass)
            for (int r = 0; r < board.rows(); ++r)
                for (int c = 0; c < board.cols(); ++c)
                    if (board.isFree({r, c}) && (freeNeighbours(board, {r, c}) <= 1) == (pass == 0))
                        starts.push_back({r, c});
        std::vector<std::uint8_t> covered(board.cellCount(), 0);
        for (const Cell s : starts) {
            if (covered[board.index(s)])
                continue;
            std::uint64_t orbit = 0;
            for (const auto& g : group) {
                const Cell m = apply(g, s);
                if (!covered[board.index(m)]) {
                    covered[board.index(m)] = 1;
                    ++orbit;
                }
            }
            if (!search.runFrom(s, options.mode == SolveMode::Count ? orbit : 1)) {
                stopped = true;
                break;
            }
            if (options.mode == SolveMode::First && result.count > 0)
                break;
            if (options.stopAfterSolutions && result.count >= options.stopAfterSolutions)
                break;
        }
    }
    const bool cutShort = options.stopAfterSolutions && result.count >= options.stopAfterSolutions;
    result.complete = !stopped && !cutShort && options.mode != SolveMode::First;
    if (options.mode == SolveMode::First)
        result.complete = !stopped;
    if (result.count > 0) {
        result.verdict = Verdict::Solvable;
        result.reason = Reason::None;
        result.explanation.clear();
    } else if (stopped) {
        result.verdict = Verdict::GaveUp;
        result.reason = Reason::None;
        result.explanation = (result.cancelled ? std::string("Stopped") : std::string("Gave up"))
                             + " after " + std::to_string(result.nodes)
                             + " search nodes without finding a solution.";
    } else {
        result.verdict = Verdict::Unsolvable;
        result.reason = Reason::Exhausted;
        result.explanation = "No path visits every free cell: the search tried every possibility ("
                             + std::to_string(result.nodes) + " nodes).";
    }
    return result;
}

SolveResult solve(const Maze& board, const SolveOptions& options)
{
    Control control;
    return solve(board, options, control);
}

namespace {
bool adjacent(Cell a, Cell b)
{
    return std::abs(a.row - b.row) + std::abs(a.col - b.col) == 1;
}
} // namespace

std::vector<Cell> legalNextCells(const Maze& board, const Path& path)
{
    std::vector<Cell> out;
    if (path.empty()) {
        for (int r = 0; r < board.rows(); ++r)
            for (int c = 0; c < board.cols(); ++c)
                if (board.isFree({r, c}))
                    out.push_back({r, c});
        return out;
    }
    std::vector<std::uint8_t> visited(board.cellCount(), 0);
    for (const Cell c : path)
        visited[board.index(c)] = 1;
    auto open = [&](Cell c) { return board.isFree(c) && !visited[board.index(c)]; };
    const Cell head = path.back();
    if (path.size() >= 2) {
        const Cell prev = path[path.size() - 2];
        const Cell ahead{2 * head.row - prev.row, 2 * head.col - prev.col};
        if (open(ahead))
            return {ahead};
    }
    for (Move m : {Move::Up, Move::Down, Move::Left, Move::Right}) {
        const Cell n = stepCell(head, m);
        if (open(n))
            out.push_back(n);
    }
    return out;
}

bool isLegalPath(const Maze& board, const Path& path, std::string* why)
{
    auto fail = [why](std::string text) {
        if (why)
            *why = std::move(text);
        return false;
    };
    std::vector<std::uint8_t> visited(board.cellCount(), 0);
    for (std::size_t i = 0; i < path.size(); ++i) {
        const Cell c = path[i];
        const std::string at = "step " + std::to_string(i + 1) + " (" + std::to_string(c.row) + ","
                               + std::to_string(c.col) + ")";
        if (!board.isFree(c))
            return fail(at + ": not a free cell");
        if (visited[board.index(c)])
            return fail(at + ": cell visited twice");
        if (i > 0 && !adjacent(path[i - 1], c))
            return fail(at + ": not next to the previous cell");
        if (i >= 2) {
            const Cell a = path[i - 2], b = path[i - 1];
            const Cell ahead{2 * b.row - a.row, 2 * b.col - a.col};
            if (!(c == ahead) && board.isFree(ahead) && !visited[board.index(ahead)])
                return fail(at + ": turns although the cell ahead is free");
        }
        visited[board.index(c)] = 1;
    }
    return true;
}

bool isSolution(const Maze& board, const Path& path, std::string* why)
{
    if (!isLegalPath(board, path, why))
        return false;
    if (path.size() != board.freeCount()) {
        if (why)
            *why = "visits " + std::to_string(path.size()) + " of " + std::to_string(board.freeCount())
                   + " free cells";
        return false;
    }
    return true;
}

Path slide(const Maze& board, const Path& path, Move m)
{
    Path out;
    if (path.empty())
        return out;
    std::vector<std::uint8_t> visited(board.cellCount(), 0);
    for (const Cell c : path)
        visited[board.index(c)] = 1;
    auto open = [&](Cell c) { return board.isFree(c) && !visited[board.index(c)]; };
    const Cell head = path.back();
    if (path.size() >= 2) {
        const Cell prev = path[path.size() - 2];
        const Cell ahead{2 * head.row - prev.row, 2 * head.col - prev.col};
        if (open(ahead) && !(stepCell(head, m) == ahead))
            return out; // must keep going straight
    }
    for (Cell c = stepCell(head, m); open(c); c = stepCell(c, m)) {
        out.push_back(c);
        visited[board.index(c)] = 1;
    }
    return out;
}

bool canMove(const Maze& board, const Path& path)
{
    return path.empty() ? board.freeCount() > 0 : !legalNextCells(board, path).empty();
}

std::string pathToNumbers(const Maze& board, const Path& path)
{
    std::string out;
    for (const Cell c : path) {
        if (!out.empty())
            out += '-';
        out += std::to_string(c.row * board.cols() + c.col + 1);
    }
    return out;
}

} // namespace mazelab::token
