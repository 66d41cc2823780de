#include "core/mouse/mousesearch.h"

#include "core/progresstext.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <random>
#include <stdexcept>
#include <vector>

namespace mazelab {
namespace {

constexpr std::uint32_t kWall = std::numeric_limits<std::uint32_t>::max();

// Padded board with reusable buffers: walls[] is the design, count[] the walk's scratch.
class Evaluator {
public:
    Evaluator(int rows, int cols, int entryCol, int exitCol)
        : m_rows(rows), m_cols(cols), m_width(cols + 2),
          m_size(std::size_t(m_width) * std::size_t(rows + 2)), m_walls(m_size, 1),
          m_count(m_size), m_seen(m_size), m_stack(m_size)
    {
        m_entry = pad(0, entryCol);
        m_exit = (rows + 1) * m_width + exitCol + 1;
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c)
                m_walls[std::size_t(pad(r, c))] = 0;
        m_walls[std::size_t(m_exit)] = 0;
    }
    int pad(int r, int c) const { return (r + 1) * m_width + c + 1; }
    std::uint8_t& wall(int p) { return m_walls[std::size_t(p)]; }
    int entry() const { return m_entry; }
    int exitCell() const { return m_exit - m_width; }
    int entryCol() const { return m_entry - m_width - 1; }
    int exitCol() const { return m_exit - (m_rows + 1) * m_width - 1; }
    // Moves the entrance and the exit (the game's free ends); the cells stay as they are.
    void setEnds(int entryCol, int exitCol)
    {
        m_walls[std::size_t(m_exit)] = 1;
        m_entry = pad(0, entryCol);
        m_exit = (m_rows + 1) * m_width + exitCol + 1;
        m_walls[std::size_t(m_exit)] = 0;
    }

    // Steps to escape, 0 when the exit is unreachable.
    std::int64_t steps(std::int64_t cap)
    {
        if (m_walls[std::size_t(m_entry)] || m_walls[std::size_t(exitCell())] || !reachable())
            return 0;
        for (std::size_t i = 0; i < m_size; ++i)
            m_count[i] = m_walls[i] ? kWall : 0;
        std::uint32_t* count = m_count.data();
        const int w = m_width;
        int pos = m_entry;
        count[pos] = 1;
        std::int64_t steps = 1;
        while (steps < cap) {
            int next = pos + w;
            std::uint32_t best = count[next];
            if (count[pos + 1] < best) { next = pos + 1; best = count[next]; }
            if (count[pos - 1] < best) { next = pos - 1; best = count[next]; }
            if (count[pos - w] < best) next = pos - w;
            ++steps;
            if (next == m_exit)
                return steps;
            pos = next;
            ++count[pos];
        }
        return 0;
    }

    Maze toMaze() const
    {
        Maze maze(m_rows, m_cols);
        for (int r = 0; r < m_rows; ++r)
            for (int c = 0; c < m_cols; ++c)
                maze.setBlocked({r, c}, m_walls[std::size_t(pad(r, c))] != 0);
        return maze;
    }

private:
    bool reachable()
    {
        std::fill(m_seen.begin(), m_seen.end(), 0);
        int top = 0;
        m_stack[std::size_t(top++)] = m_entry;
        m_seen[std::size_t(m_entry)] = 1;
        const int target = exitCell();
        while (top > 0) {
            const int p = m_stack[std::size_t(--top)];
            if (p == target)
                return true;
            for (int n : {p + m_width, p + 1, p - 1, p - m_width})
                if (!m_walls[std::size_t(n)] && !m_seen[std::size_t(n)] && n != m_exit) {
                    m_seen[std::size_t(n)] = 1;
                    m_stack[std::size_t(top++)] = n;
                }
        }
        return false;
    }

    int m_rows;
    int m_cols;
    int m_width;
    std::size_t m_size;
    int m_entry = 0;
    int m_exit = 0;
    std::vector<std::uint8_t> m_walls;
    std::vector<std::uint32_t> m_count;
    std::vector<std::uint8_t> m_seen;
    std::vector<int> m_stack;
};

} // namespace

MouseSearchResult searchMouseMaze(const MouseSearchOptions& o, Control& control)
{
    if (o.rows < 2 || o.cols < 2 || o.rows > 100 || o.cols > 100 || o.entryCol < 0
        || o.exitCol < 0 || o.entryCol >= o.cols || o.exitCol >= o.cols)
        throw std::invalid_argument("mouse search: sizes 2..100, entrance/exit on the board");
    using Clock = std::chrono::steady_clock;
    const auto started = Clock::now();
    const auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - started).count(); };
    std::mt19937_64 rng(control.seed());
    Evaluator ev(o.rows, o.cols, o.entryCol, o.exitCol);
    std::vector<int> cells;
    for (int r = 0; r < o.rows; ++r)
        for (int c = 0; c < o.cols; ++c) {
            const int p = ev.pad(r, c);
            // With free ends every cell may be flipped (a walled entrance or exit cell just
            // gives no walk, which is rejected).
            if (o.freeEnds || (p != ev.entry() && p != ev.exitCell()))
                cells.push_back(p);
        }
    if (o.start && o.start->rows() == o.rows && o.start->cols() == o.cols)
        for (int r = 0; r < o.rows; ++r)
            for (int c = 0; c < o.cols; ++c)
                ev.wall(ev.pad(r, c)) = o.start->isBlocked({r, c}) ? 1 : 0;
    const std::int64_t cap = 2'000'000'000;
    MouseSearchResult result;
    std::int64_t current = ev.steps(cap);
    if (current == 0) { // start from the empty board instead
        for (int p : cells)
            ev.wall(p) = 0;
        ev.wall(ev.entry()) = ev.wall(ev.exitCell()) = 0;
        current = ev.steps(cap);
    }
    result.steps = current;
    result.maze = ev.toMaze();
    result.entryCol = o.entryCol;
    result.exitCol = o.exitCol;
    const auto saveBest = [&] {
        result.maze = ev.toMaze();
        result.entryCol = ev.entryCol();
        result.exitCol = ev.exitCol();
    };
    const auto load = [&](const Maze& m) {
        for (int r = 0; r < o.rows; ++r)
            for (int c = 0; c < o.cols; ++c)
                ev.wall(ev.pad(r, c)) = m.isBlocked({r, c}) ? 1 : 0;
        ev.setEnds(result.entryCol, result.exitCol);
    };
    const auto stop = [&] {
        if (control.poll() || control.isCancelled())
            return true;
        if (o.maxEvaluations && result.evaluations >= o.maxEvaluations)
            return true;
        return o.seconds > 0 && (result.evaluations & 63) == 0 && elapsed() > o.seconds;
    };
    // Best-so-far reports (options.reporting): first, on improvements and as a heartbeat at
    // most every interval, and the final one.
    bool improvedSinceReport = true, anyReport = false;
    auto lastReport = Clock::now();
    const auto report = [&](bool force) {
        if (!o.reporting.callback)
            return;
        const auto now = Clock::now();
        if (!force && anyReport && now - lastReport < o.reporting.interval)
            return;
        MouseBestSoFar best;
        best.steps = result.steps;
        best.maze = result.maze;
        best.entryCol = result.entryCol;
        best.exitCol = result.exitCol;
        best.tested = result.evaluations;
        if (o.seconds > 0)
            best.fraction = std::min(1.0, elapsed() / o.seconds);
        else if (o.maxEvaluations)
            best.fraction = double(result.evaluations) / double(o.maxEvaluations);
        best.improved = improvedSinceReport;
        o.reporting.callback(best);
        improvedSinceReport = false;
        anyReport = true;
        lastReport = now;
    };
    report(false);
    std::uniform_int_distribution<std::size_t> pick(0, cells.size() - 1);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    // Simulated annealing on the logarithm of the step count (long walks grow by factors, not
    // by amounts: a flip that halves a 20,000-step walk is as bad as one that halves a 200-step
    // walk). One run lowers the temperature geometrically from 0.08 to 0.002, i.e. it accepts
    // a walk 8 % shorter with probability 1/e at first and 0.2 % shorter at the end; each run
    // restarts from the best maze so far. (On absolute steps, with the temperature scaled to
    // the best, 13×13 reached 7,154–9,780 steps in 60 s; on the logarithm 13,472–22,912.)
    const std::uint64_t runLength = 20000 + 400 * cells.size();
    std::uint64_t inRun = 0;
    while (!stop()) {
        if (inRun >= runLength) {
            inRun = 0;
            load(result.maze);
            current = result.steps;
        }
        const double frac = double(inRun) / double(runLength);
        const double temperature = 0.08 * std::pow(0.002 / 0.08, frac);
        ++inRun;
        // A move: with free ends, one time in ten the entrance or the exit moves to another
        // column (its new cell is opened); otherwise one or two wall flips.
        const int oldEntry = ev.entryCol();
        const int oldExit = ev.exitCol();
        int a = cells[pick(rng)];
        int b = unit(rng) < 0.3 ? cells[pick(rng)] : a;
        std::uint8_t opened = 0; // the moved end's cell was a wall
        const bool endMove = o.freeEnds && unit(rng) < 0.1;
        if (endMove) {
            const bool entry = (rng() & 1) != 0;
            const int col = int(std::uniform_int_distribution<int>(0, o.cols - 1)(rng));
            ev.setEnds(entry ? col : oldEntry, entry ? oldExit : col);
            a = b = entry ? ev.entry() : ev.exitCell();
            opened = ev.wall(a);
            ev.wall(a) = 0;
        } else {
            ev.wall(a) ^= 1;
            if (b != a)
                ev.wall(b) ^= 1;
        }
        const std::int64_t s = ev.steps(cap);
        ++result.evaluations;
        const double delta = s > 0 ? std::log(double(s)) - std::log(double(current)) : 0.0;
        if (s > 0 && (delta >= 0 || unit(rng) < std::exp(delta / temperature))) {
            current = s;
            if (s > result.steps) {
                result.steps = s;
                ++result.improvements;
                saveBest();
                improvedSinceReport = true;
                report(false);
                control.progress(-1, progress_text::kMouseSearch, {std::to_string(s)});
            }
        } else if (endMove) {
            ev.wall(a) = opened;
            ev.setEnds(oldEntry, oldExit);
        } else {
            ev.wall(a) ^= 1;
            if (b != a)
                ev.wall(b) ^= 1;
        }
        if ((result.evaluations & 1023) == 0)
            report(false); // heartbeat: mazes tried, time used
    }
    result.seconds = elapsed();
    report(true);
    return result;
}

} // namespace mazelab
