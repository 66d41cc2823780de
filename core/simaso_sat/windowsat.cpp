// Window rewrites by SAT over the mazes a window matters for (see windowsat.h).
#include "core/simaso_sat/windowsat.h"

#include "core/progresstext.h"
#include "core/simaso/streamverify.h"
#include "core/simaso_sat/detail.h"
#include "core/simaso_sat/sigmasat.h"

#include <cadical.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <memory>
#include <random>
#include <stdexcept>

namespace mazelab::simaso_sat {

using detail::kMoves;

namespace {

// A maze unsolved after the prefix, at its position there.
struct Entry {
    WallMask walls = 0;
    std::uint8_t pos = 0;
};

class DeadlineTerminator : public CaDiCaL::Terminator {
public:
    DeadlineTerminator(Control& control, std::chrono::steady_clock::time_point deadline)
        : m_control(control), m_deadline(deadline)
    {
    }
    bool terminate() override
    {
        return m_control.checkNow() || std::chrono::steady_clock::now() > m_deadline;
    }

private:
    Control& m_control;
    std::chrono::steady_clock::time_point m_deadline;
};

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
            for (int x : v)
                m_solver.add(x);
            m_solver.add(0);
            for (std::size_t i = 0; i < 4; ++i)
                for (std::size_t j = i + 1; j < 4; ++j) {
                    m_solver.add(-v[i]);
                    m_solver.add(-v[j]);
                    m_solver.add(0);
                }
            m_moves.push_back(v);
        }
    }

    // good[c]: the fixed suffix solves the maze from cell c (good[goal] is true).
    void addMaze(WallMask walls, int pos, const std::vector<char>& good)
    {
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

    // 10 SAT, 20 UNSAT, 0 stopped (deadline or control).
    int solve(Control& control, std::chrono::steady_clock::time_point deadline)
    {
        DeadlineTerminator term(control, deadline);
        m_solver.connect_terminator(&term);
        const int r = m_solver.solve();
        m_solver.disconnect_terminator();
        return r;
    }

    std::vector<Move> content()
    {
        std::vector<Move> c;
        for (const auto& v : m_moves)
            for (Move m : kMoves)
                if (m_solver.val(v[std::size_t(m)]) > 0) {
                    c.push_back(m);
                    break;
                }
        return c;
    }

private:
    const Grid& m_grid;
    int m_steps;
    int m_vars = 0;
    std::vector<std::array<int, 4>> m_moves;
    CaDiCaL::Solver m_solver;
};

class Scan {
public:
    Scan(int rows, int cols, const WindowSatOptions& o, Control& control)
        : m_rows(rows), m_cols(cols), m_grid(rows, cols), m_o(o), m_control(control),
          m_rng(o.seed)
    {
    }

    WindowSatResult run(std::vector<Move> s,
                        const std::function<void(const std::vector<Move>&)>& onImproved);

private:
    void resetPrefix();                 // m_rel: every maze at the start, m_a = 0
    void advance();                     // apply s[m_a] to m_rel, drop the solved ones
    int walk(WallMask walls, int pos, std::size_t from, std::size_t to) const;
    bool suffixSolves(WallMask walls, int pos, std::size_t from) const
    {
        return walk(walls, pos, from, m_s.size()) == m_grid.goal();
    }
    enum class Outcome { Shortened, Refuted, Undecided, Stopped };
    Outcome tryWindow(std::size_t w);
    enum class Check { SolvesAll, Fails, TreeRefuted, Stopped };
    Check check(const std::vector<Move>& content, std::size_t w, std::vector<Entry>& failing);
    std::vector<Move> splice(const std::vector<Move>& content, std::size_t w) const;
    void addToInstance(WindowInstance& inst, WallMask walls, int pos, std::size_t w);

    int m_rows, m_cols;
    Grid m_grid;
    WindowSatOptions m_o;
    Control& m_control;
    std::mt19937_64 m_rng;
    bool m_tree = false;                // no enumeration: checks by the counting tree
    std::uint64_t m_mazeCount = 0;      // |M(rows, cols)| once the tree has counted it
    std::vector<WallMask> m_all;
    std::vector<Move> m_s;
    std::vector<Entry> m_rel;           // mazes unsolved after s[0, m_a)
    std::size_t m_a = 0;
    std::vector<WallMask> m_recent;     // counterexamples of the last windows (ring)
    std::size_t m_recentNext = 0;
    WindowSatResult m_result;
};

void Scan::resetPrefix()
{
    m_rel.clear();
    for (WallMask w : m_all)
        m_rel.push_back({w, std::uint8_t(m_grid.start())});
    m_a = 0;
}

void Scan::advance()
{
    const Move m = m_s[m_a];
    const int goal = m_grid.goal();
    std::size_t kept = 0;
    for (Entry& e : m_rel) {
        e.pos = std::uint8_t(m_grid.step(e.walls, e.pos, m));
        if (e.pos != goal)
            m_rel[kept++] = e;
    }
    m_rel.resize(kept);
    ++m_a;
}

// The position after walking s[from, to) from pos (goal absorbing).
int Scan::walk(WallMask walls, int pos, std::size_t from, std::size_t to) const
{
    const int goal = m_grid.goal();
    for (std::size_t t = from; t < to && pos != goal; ++t)
        pos = m_grid.step(walls, pos, m_s[t]);
    return pos;
}

void Scan::addToInstance(WindowInstance& inst, WallMask walls, int pos, std::size_t w)
{
    std::vector<char> good(std::size_t(m_grid.cells()), 0);
    for (int c = 0; c < m_grid.cells(); ++c)
        good[std::size_t(c)] = !(walls >> c & 1U) && suffixSolves(walls, c, m_a + w);
    inst.addMaze(walls, pos, good);
    ++m_result.mazesAdded;
}

std::vector<Move> Scan::splice(const std::vector<Move>& content, std::size_t w) const
{
    std::vector<Move> t(m_s.begin(), m_s.begin() + std::ptrdiff_t(m_a));
    t.insert(t.end(), content.begin(), content.end());
    t.insert(t.end(), m_s.begin() + std::ptrdiff_t(m_a + w), m_s.end());
    return t;
}

// Whether s with `content` in place of the window solves every maze; when not, up to perRound
// mazes it misses (each unsolved after the prefix) at their positions after it.
Scan::Check Scan::check(const std::vector<Move>& content, std::size_t w,
                        std::vector<Entry>& failing)
{
    if (m_tree) {
        // Every maze: the counting tree of the whole candidate, perRound counterexamples
        // sampled over all its failing leaves (each a random solvable fill of the leaf).
        StreamVerifyOptions o;
        o.maxCounterexamples = m_o.perRound;
        o.sampleExponent = 0;
        o.seed = m_rng();
        o.mazeCount = m_mazeCount;
        // Its own Control, without the per-subtree progress lines: a check takes about a
        // second on 6×6, and the caller's control is asked right after it.
        Control quiet;
        const StreamVerifyResult r = verifyAllStreamed(m_rows, m_cols, splice(content, w), o,
                                                       quiet);
        if (m_control.checkNow())
            return Check::Stopped;
        m_mazeCount = r.mazes;
        if (r.solvesAll)
            return Check::SolvesAll;
        for (const Maze& maze : r.counterexamples) {
            WallMask walls = 0;
            if (!m_grid.fromMaze(maze, walls))
                continue;
            const int p = walk(walls, m_grid.start(), 0, m_a);
            if (p != m_grid.goal()) // always: the prefix is the start's
                failing.push_back({walls, std::uint8_t(p)});
        }
        return failing.empty() ? Check::TreeRefuted : Check::Fails;
    }
    // Every maze unsolved after the prefix, from a random place on.
    const std::size_t n = m_rel.size();
    const std::size_t off = n == 0 ? 0 : m_rng() % n;
    for (std::size_t k = 0; k < n && failing.size() < m_o.perRound; ++k) {
        const Entry& e = m_rel[(off + k) % n];
        int p = e.pos;
        for (Move m : content)
            if (p != m_grid.goal())
                p = m_grid.step(e.walls, p, m);
        if (p != m_grid.goal() && !suffixSolves(e.walls, p, m_a + w))
            failing.push_back(e);
    }
    if (!failing.empty())
        return Check::Fails;
    // Re-checked by the independent counting tree before it is reported.
    Control quiet;
    return solvesAllStreamed(m_rows, m_cols, splice(content, w), m_mazeCount, quiet)
               ? Check::SolvesAll
               : Check::TreeRefuted;
}

Scan::Outcome Scan::tryWindow(std::size_t w)
{
    const std::size_t steps = w - std::size_t(m_o.shortenBy);
    const auto deadline = std::chrono::steady_clock::now()
                          + std::chrono::microseconds(std::int64_t(m_o.secondsPerWindow * 1e6));
    WindowInstance inst(m_grid, int(steps));
    // The first hard set: recent counterexamples still unsolved here, and random mazes.
    std::vector<std::size_t> pick;
    for (WallMask r : m_recent) {
        const int p = walk(r, m_grid.start(), 0, m_a);
        if (p != m_grid.goal())
            addToInstance(inst, r, p, w);
    }
    if (!m_rel.empty())
        for (std::size_t i = 0; i < m_o.firstMazes; ++i) {
            const Entry& e = m_rel[m_rng() % m_rel.size()];
            addToInstance(inst, e.walls, e.pos, w);
        }
    for (;;) {
        const int r = inst.solve(m_control, deadline);
        ++m_result.satCalls;
        if (r == 20)
            return Outcome::Refuted;
        if (r != 10)
            return m_control.checkNow() ? Outcome::Stopped : Outcome::Undecided;
        const std::vector<Move> c = inst.content();
        std::vector<Entry> failing;
        const Check k = check(c, w, failing);
        if (k == Check::Stopped)
            return Outcome::Stopped;
        if (k == Check::TreeRefuted) {
            ++m_result.treeRefuted; // cannot happen: the check is exhaustive
            return Outcome::Undecided;
        }
        if (k == Check::SolvesAll) {
            m_s = splice(c, w);
            return Outcome::Shortened;
        }
        for (const Entry& e : failing) {
            addToInstance(inst, e.walls, e.pos, w);
            if (m_recent.size() < m_o.recentMazes)
                m_recent.push_back(e.walls);
            else if (!m_recent.empty())
                m_recent[m_recentNext++ % m_recent.size()] = e.walls;
        }
        if (m_control.checkNow())
            return Outcome::Stopped;
    }
}

WindowSatResult Scan::run(std::vector<Move> s,
                          const std::function<void(const std::vector<Move>&)>& onImproved)
{
    m_s = std::move(s);
    m_result.best = m_s;
    m_tree = m_o.countingTree || m_grid.cells() > kMaxEnumerateCells;
    bool solvesAll = false;
    if (m_tree) {
        StreamVerifyOptions o;
        o.maxCounterexamples = 0;
        const StreamVerifyResult r = verifyAllStreamed(m_rows, m_cols, m_s, o, m_control);
        m_mazeCount = r.mazes;
        solvesAll = r.solvesAll;
    } else {
        m_all = enumerateSolvable(m_grid, m_control);
        solvesAll = !m_all.empty() && unsolvedMazes(m_grid, m_all, m_s, 1).empty();
    }
    if (m_control.checkNow()) {
        m_result.message = m_control.stopReason();
        return m_result;
    }
    if (!solvesAll) {
        m_result.message = "the start does not solve every solvable maze";
        return m_result;
    }
    m_result.startSolvesAll = true;
    // Cursor: size index k, window start m_a; `quiet` windows tried since the last shortening.
    std::size_t k = 0, quiet = 0;
    bool undecidedSince = false;
    resetPrefix();
    while (m_a < m_o.startStep && m_a < m_s.size())
        advance();
    for (;;) {
        std::size_t cycle = 0;
        for (int w : m_o.windows)
            cycle += m_s.size() >= std::size_t(w) ? m_s.size() - std::size_t(w) + 1 : 0;
        if (quiet >= cycle) {
            undecidedSince = undecidedSince || m_result.treeRefuted > 0;
            m_result.cycleDone = true;
            m_result.message = undecidedSince
                                   ? "a whole cycle of windows without a shorter rewrite, some "
                                     "undecided (out of time)"
                                   : "locally optimal: no window of these sizes can be redone "
                                     "shorter";
            break;
        }
        const std::size_t w = std::size_t(m_o.windows[k]);
        if (m_a + w > m_s.size()) { // past the last window of this size: the next size
            k = (k + 1) % m_o.windows.size();
            resetPrefix();
            continue;
        }
        m_control.progress(-1, progress_text::kWindowSat,
                           {std::to_string(m_s.size()), std::to_string(w), std::to_string(m_a),
                            std::to_string(m_result.refuted),
                            std::to_string(m_result.undecided)});
        if (m_control.checkNow()) {
            m_result.message = m_control.stopReason();
            break;
        }
        ++m_result.windows;
        const Outcome out = tryWindow(w);
        if (out == Outcome::Stopped) {
            m_result.message = m_control.stopReason();
            break;
        }
        if (out == Outcome::Shortened) {
            ++m_result.shortened;
            m_result.best = m_s;
            quiet = 0;
            undecidedSince = false;
            if (onImproved)
                onImproved(m_s);
            continue; // the same window of the shorter sequence
        }
        if (out == Outcome::Refuted)
            ++m_result.refuted;
        else {
            ++m_result.undecided;
            undecidedSince = true;
        }
        ++quiet;
        advance();
    }
    if (m_result.treeRefuted > 0)
        m_result.message += "; " + std::to_string(m_result.treeRefuted)
                            + " rewrite(s) passed the check but failed the counting tree (a bug: "
                              "please report)";
    return m_result;
}

} // namespace

WindowSatResult shortenWindowsBySat(int rows, int cols, const std::vector<Move>& start,
                                    const WindowSatOptions& options, Control& control,
                                    const std::function<void(const std::vector<Move>&)>& onImproved)
{
    if (rows < 1 || cols < 1 || rows * cols < 2 || rows * cols > kMaxCells)
        throw std::invalid_argument("shortenWindowsBySat: 2 to 64 cells");
    if (options.windows.empty() || options.shortenBy < 1)
        throw std::invalid_argument("shortenWindowsBySat: no window sizes or shortenBy < 1");
    for (int w : options.windows)
        if (w < options.shortenBy)
            throw std::invalid_argument("shortenWindowsBySat: a window shorter than shortenBy");
    Scan scan(rows, cols, options, control);
    return scan.run(start, onImproved);
}

} // namespace mazelab::simaso_sat
