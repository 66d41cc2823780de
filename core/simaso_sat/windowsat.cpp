// Window rewrites by SAT over the mazes a window matters for (see windowsat.h).
#include "core/simaso_sat/windowsat.h"

#include "core/progresstext.h"
#include "core/simaso/streamverify.h"
#include "core/simaso_sat/detail.h"
#include "core/simaso_sat/sigmasat.h"
#include "core/simaso_sat/windowinstance.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <random>
#include <stdexcept>

namespace mazelab::simaso_sat {

using detail::kMoves;
using detail::WindowInstance;

namespace {

// A maze unsolved after the prefix, at its position there.
struct Entry {
    WallMask walls = 0;
    std::uint8_t pos = 0;
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
    Outcome tryWindow(std::size_t w, std::size_t d);
    Outcome scanCycle(const std::function<void(const std::vector<Move>&)>& onImproved);
    Outcome repairDeletions();
    Outcome repairStartPass();
    void rememberUnsolved();
    std::uint64_t unsolvedCount(const std::vector<Move>& t);
    void remember(WallMask walls);
    void count(Outcome out);
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
    std::size_t m_k = 0;                // the cursor's window size (index into windows)
    std::size_t m_quiet = 0;            // windows tried since the last shortening
    bool m_undecidedSince = false;      // one of them was undecided
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

Scan::Outcome Scan::tryWindow(std::size_t w, std::size_t d)
{
    const std::size_t steps = w - d;
    const auto deadline = std::chrono::steady_clock::now()
                          + std::chrono::microseconds(std::int64_t(m_o.secondsPerWindow * 1e6));
    WindowInstance inst(m_grid, int(steps));
    // The first hard set: recent counterexamples still unsolved here, and random mazes.
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
            remember(e.walls);
        }
        if (m_control.checkNow())
            return Outcome::Stopped;
    }
}

void Scan::remember(WallMask walls)
{
    if (m_recent.size() < m_o.recentMazes)
        m_recent.push_back(walls);
    else if (!m_recent.empty())
        m_recent[m_recentNext++ % m_recent.size()] = walls;
}

void Scan::count(Outcome out)
{
    if (out == Outcome::Refuted)
        ++m_result.refuted;
    else if (out == Outcome::Undecided) {
        ++m_result.undecided;
        m_undecidedSince = true;
    }
}

// Mazes `t` leaves unsolved (the enumerated ones, or the counting tree's count).
std::uint64_t Scan::unsolvedCount(const std::vector<Move>& t)
{
    if (!m_tree)
        return unsolvedMazes(m_grid, m_all, t).size();
    StreamVerifyOptions o;
    o.maxCounterexamples = 0;
    o.mazeCount = m_mazeCount;
    Control quiet;
    const StreamVerifyResult r = verifyAllStreamed(m_rows, m_cols, t, o, quiet);
    return r.mazes - r.solved;
}

// Windows from the cursor (size index m_k, start m_a) on, until a whole cycle since the last
// shortening found none (Refuted) or the control stops it.
Scan::Outcome Scan::scanCycle(const std::function<void(const std::vector<Move>&)>& onImproved)
{
    for (;;) {
        std::size_t cycle = 0;
        for (int w : m_o.windows)
            cycle += m_s.size() >= std::size_t(w) ? m_s.size() - std::size_t(w) + 1 : 0;
        if (m_quiet >= cycle)
            return Outcome::Refuted;
        const std::size_t w = std::size_t(m_o.windows[m_k]);
        if (m_a + w > m_s.size()) { // past the last window of this size: the next size
            m_k = (m_k + 1) % m_o.windows.size();
            resetPrefix();
            continue;
        }
        m_control.progress(-1, progress_text::kWindowSat,
                           {std::to_string(m_s.size()), std::to_string(w), std::to_string(m_a),
                            std::to_string(m_result.refuted),
                            std::to_string(m_result.undecided)});
        if (m_control.checkNow())
            return Outcome::Stopped;
        ++m_result.windows;
        const Outcome out = tryWindow(w, std::size_t(m_o.shortenBy));
        if (out == Outcome::Stopped)
            return out;
        if (out == Outcome::Shortened) {
            ++m_result.shortened;
            m_result.best = m_s;
            m_quiet = 0;
            m_undecidedSince = false;
            if (onImproved)
                onImproved(m_s);
            continue; // the same window of the shorter sequence
        }
        count(out);
        ++m_quiet;
        advance();
    }
}

// Deletion repairs: each move deleted in turn (those that leave the fewest mazes unsolved
// first), then every window of the given sizes starting within repairReach moves of the gap
// rewritten with as many moves by SAT. Shortened: m_s is the repaired sequence (one move
// shorter than before, solving every maze); Refuted: none (m_s unchanged).
Scan::Outcome Scan::repairDeletions()
{
    const std::vector<Move> s = m_s;
    std::vector<std::pair<std::uint64_t, std::size_t>> order;
    for (std::size_t i = 0; i < s.size(); ++i) {
        std::vector<Move> t = s;
        t.erase(t.begin() + std::ptrdiff_t(i));
        order.emplace_back(unsolvedCount(t), i);
        if (m_control.checkNow())
            return Outcome::Stopped;
    }
    std::sort(order.begin(), order.end());
    for (const auto& [unsolved, i] : order) {
        m_s = s;
        m_s.erase(m_s.begin() + std::ptrdiff_t(i));
        // The mazes the deletion breaks are the first hard mazes of its windows.
        rememberUnsolved();
        for (int wi : m_o.windows) {
            const std::size_t w = std::size_t(wi);
            if (w > m_s.size())
                continue;
            const std::size_t lo = i > m_o.repairReach ? i - m_o.repairReach : 0;
            const std::size_t hi = std::min(i + m_o.repairReach, m_s.size() - w);
            resetPrefix();
            while (m_a < lo)
                advance();
            for (; m_a <= hi; advance()) {
                m_control.progress(-1, progress_text::kWindowSat,
                                   {std::to_string(m_s.size()), std::to_string(w),
                                    std::to_string(m_a), std::to_string(m_result.refuted),
                                    std::to_string(m_result.undecided)});
                ++m_result.windows;
                const Outcome out = tryWindow(w, 0);
                if (out == Outcome::Stopped) {
                    m_s = s;
                    return out;
                }
                if (out == Outcome::Shortened)
                    return out;
                count(out);
            }
        }
    }
    m_s = s;
    return Outcome::Refuted;
}

// Up to 4·perRound mazes m_s leaves unsolved join the recent counterexamples (the first hard
// mazes of the next windows).
void Scan::rememberUnsolved()
{
    if (!m_tree) {
        for (std::size_t j : unsolvedMazes(m_grid, m_all, m_s, m_o.perRound * 4))
            remember(m_all[j]);
        return;
    }
    StreamVerifyOptions o;
    o.maxCounterexamples = m_o.perRound * 4;
    o.sampleExponent = 0;
    o.seed = m_rng();
    o.mazeCount = m_mazeCount;
    Control quiet;
    const StreamVerifyResult r = verifyAllStreamed(m_rows, m_cols, m_s, o, quiet);
    for (const Maze& maze : r.counterexamples) {
        WallMask walls = 0;
        if (m_grid.fromMaze(maze, walls))
            remember(walls);
    }
}

// The start misses mazes: every window of the given sizes from startStep on rewritten with as
// many moves by SAT. Shortened: m_s is the repaired sequence (same length, solves every
// maze); Refuted: none (m_s unchanged).
Scan::Outcome Scan::repairStartPass()
{
    rememberUnsolved();
    for (int wi : m_o.windows) {
        const std::size_t w = std::size_t(wi);
        resetPrefix();
        while (m_a < m_o.startStep && m_a < m_s.size())
            advance();
        for (; m_a + w <= m_s.size(); advance()) {
            m_control.progress(-1, progress_text::kWindowSat,
                               {std::to_string(m_s.size()), std::to_string(w),
                                std::to_string(m_a), std::to_string(m_result.refuted),
                                std::to_string(m_result.undecided)});
            if (m_control.checkNow())
                return Outcome::Stopped;
            ++m_result.windows;
            const Outcome out = tryWindow(w, 0);
            if (out == Outcome::Stopped || out == Outcome::Shortened)
                return out;
            count(out);
        }
    }
    return Outcome::Refuted;
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
    if (!solvesAll && !m_o.repairStart) {
        m_result.message = "the start does not solve every solvable maze";
        return m_result;
    }
    if (m_o.repairOnly && solvesAll) {
        m_result.best.clear();
        m_result.message = "the start solves every maze already";
        return m_result;
    }
    if (!solvesAll) {
        const Outcome out = repairStartPass();
        if (out != Outcome::Shortened) {
            m_result.best.clear();
            m_result.message = out == Outcome::Stopped
                                   ? m_control.stopReason()
                                   : std::string("no window of these sizes repairs the start")
                                         + (m_result.undecided > 0 ? " (some undecided: out of time)"
                                                                    : "");
            return m_result;
        }
        m_result.startRepaired = true;
        m_result.best = m_s;
        m_result.message = "the start repaired at its length";
        if (onImproved)
            onImproved(m_s);
        if (m_o.repairOnly)
            return m_result;
    }
    m_result.startSolvesAll = true;
    resetPrefix();
    while (m_a < m_o.startStep && m_a < m_s.size())
        advance();
    for (;;) {
        if (scanCycle(onImproved) == Outcome::Stopped) {
            m_result.message = m_control.stopReason();
            break;
        }
        m_result.cycleDone = true;
        const bool undecided = m_undecidedSince || m_result.treeRefuted > 0;
        const std::string repaired = m_o.deletionRepair
                                         ? ", nor after any deletion in as many (windows within "
                                               + std::to_string(m_o.repairReach)
                                               + " moves of it)"
                                         : std::string();
        m_result.message = undecided ? "a whole cycle of windows without a shorter rewrite"
                                           + repaired + ", some undecided (out of time)"
                                     : "locally optimal: no window of these sizes can be redone "
                                       "shorter"
                                           + repaired;
        if (!m_o.deletionRepair)
            break;
        const Outcome out = repairDeletions();
        if (out == Outcome::Stopped) {
            m_result.message = m_control.stopReason();
            break;
        }
        if (out != Outcome::Shortened)
            break;
        ++m_result.repaired;
        m_result.best = m_s;
        if (onImproved)
            onImproved(m_s);
        m_k = 0; // a new cycle over the repaired sequence
        m_quiet = 0;
        m_undecidedSince = false;
        resetPrefix();
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
    if (options.windows.empty() || options.shortenBy < 1 || options.repairReach < 1)
        throw std::invalid_argument("shortenWindowsBySat: no window sizes or shortenBy < 1");
    for (int w : options.windows)
        if (w < options.shortenBy)
            throw std::invalid_argument("shortenWindowsBySat: a window shorter than shortenBy");
    Scan scan(rows, cols, options, control);
    return scan.run(start, onImproved);
}

WindowSatResult repairWindowsBySat(int rows, int cols, const std::vector<Move>& start,
                                   WindowSatOptions options, Control& control)
{
    options.repairStart = true;
    options.repairOnly = true;
    return shortenWindowsBySat(rows, cols, start, options, control);
}

} // namespace mazelab::simaso_sat
