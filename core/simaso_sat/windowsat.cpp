// Window rewrites by SAT over the mazes a window matters for (see windowsat.h): the scan.
#include "core/simaso_sat/windowsat.h"

#include "core/progresstext.h"
#include "core/simaso/streamverify.h"
#include "core/simaso_sat/detail.h"
#include "core/simaso_sat/sigmasat.h"
#include "core/simaso_sat/windowinstance.h"
#include "core/simaso_sat/windowscan.h"
#include "core/threadclock.h"

#include <algorithm>
#include <array>
#include <random>
#include <stdexcept>

namespace mazelab::simaso_sat {

namespace detail {

void WindowScan::resetPrefix()
{
    m_rel.clear();
    for (WallMask w : m_all)
        m_rel.push_back({w, std::uint8_t(m_grid.start())});
    m_a = 0;
}

void WindowScan::advance()
{
    const Move m = m_s[m_a];
    const int goal = m_grid.goal();
    std::size_t kept = 0;
    for (ScanEntry& e : m_rel) {
        e.pos = std::uint8_t(m_grid.step(e.walls, e.pos, m));
        if (e.pos != goal)
            m_rel[kept++] = e;
    }
    m_rel.resize(kept);
    ++m_a;
}

// The position after walking s[from, to) from pos (goal absorbing).
int WindowScan::walk(WallMask walls, int pos, std::size_t from, std::size_t to) const
{
    const int goal = m_grid.goal();
    for (std::size_t t = from; t < to && pos != goal; ++t)
        pos = m_grid.step(walls, pos, m_s[t]);
    return pos;
}

void WindowScan::addToInstance(WindowInstance& inst, WallMask walls, int pos, std::size_t w)
{
    std::vector<char> good(std::size_t(m_grid.cells()), 0);
    for (int c = 0; c < m_grid.cells(); ++c)
        good[std::size_t(c)] = !(walls >> c & 1U) && suffixSolves(walls, c, m_a + w);
    inst.addMaze(walls, pos, good);
    ++m_result.mazesAdded;
}

std::vector<Move> WindowScan::splice(const std::vector<Move>& content, std::size_t w) const
{
    std::vector<Move> t(m_s.begin(), m_s.begin() + std::ptrdiff_t(m_a));
    t.insert(t.end(), content.begin(), content.end());
    t.insert(t.end(), m_s.begin() + std::ptrdiff_t(m_a + w), m_s.end());
    return t;
}

// Whether s with `content` in place of the window solves every maze; when not, up to perRound
// mazes it misses (each unsolved after the prefix) at their positions after it.
WindowScan::Check WindowScan::check(const std::vector<Move>& content, std::size_t w,
                        std::vector<ScanEntry>& failing)
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
    // Every maze unsolved after the prefix (but the excused), from a random place on.
    const std::size_t n = m_rel.size();
    const std::size_t off = n == 0 ? 0 : m_rng() % n;
    for (std::size_t k = 0; k < n && failing.size() < m_o.perRound; ++k) {
        const ScanEntry& e = m_rel[(off + k) % n];
        if (!m_excused.empty() && isExcused(e.walls))
            continue;
        int p = e.pos;
        for (Move m : content)
            if (p != m_grid.goal())
                p = m_grid.step(e.walls, p, m);
        if (p != m_grid.goal() && !suffixSolves(e.walls, p, m_a + w))
            failing.push_back(e);
    }
    if (!failing.empty())
        return Check::Fails;
    // Re-checked by the independent counting tree before it is reported (a stepwise step:
    // it may miss the excused mazes only, so at most as many).
    Control quiet;
    if (!m_excused.empty())
        return treeUnsolved(splice(content, w)) <= m_excused.size() ? Check::SolvesAll
                                                                    : Check::TreeRefuted;
    return solvesAllStreamed(m_rows, m_cols, splice(content, w), m_mazeCount, quiet)
               ? Check::SolvesAll
               : Check::TreeRefuted;
}

// The pattern of a split window at m_a: the first ⌈w/2⌉ moves free, then the gap's moves of
// the sequence fixed, then the other ⌊w/2⌋ free.
static std::vector<int> splitPattern(const std::vector<Move>& s, std::size_t a, std::size_t w,
                                     std::size_t gap)
{
    std::vector<int> fixed(w + gap, -1);
    const std::size_t first = (w + 1) / 2;
    for (std::size_t t = first; t < first + gap; ++t)
        fixed[t] = int(s[a + t]);
    return fixed;
}

WindowScan::Outcome WindowScan::tryWindow(std::size_t free, std::size_t d, std::size_t gap,
                                          const std::vector<std::pair<std::size_t, Move>>& forbid)
{
    const std::size_t w = free + gap; // the span replaced
    // CPU time of this thread, not wall time: a loaded or stopped run decides the same windows.
    const double deadline = threadCpuSeconds() + m_o.secondsPerWindow;
    WindowInstance inst = gap == 0
                              ? WindowInstance(m_grid, int(free - d))
                              : WindowInstance(m_grid, splitPattern(m_s, m_a, free, gap), int(d));
    for (const auto& [t, m] : forbid)
        inst.forbid(t, m);
    // The first hard set: a stepwise repair's target, recent counterexamples still unsolved
    // here, and random mazes (never an excused one).
    if (m_target)
        addToInstance(inst, *m_target, walk(*m_target, m_grid.start(), 0, m_a), w);
    for (WallMask r : m_recent) {
        const int p = walk(r, m_grid.start(), 0, m_a);
        if (p != m_grid.goal() && r != m_target && !isExcused(r))
            addToInstance(inst, r, p, w);
    }
    if (!m_rel.empty())
        for (std::size_t i = 0; i < m_o.firstMazes; ++i) {
            const ScanEntry& e = m_rel[m_rng() % m_rel.size()];
            if (!isExcused(e.walls))
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
        std::vector<ScanEntry> failing;
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
        for (const ScanEntry& e : failing) {
            addToInstance(inst, e.walls, e.pos, w);
            remember(e.walls);
        }
        if (m_control.checkNow())
            return Outcome::Stopped;
    }
}

void WindowScan::remember(WallMask walls)
{
    if (m_recent.size() < m_o.recentMazes)
        m_recent.push_back(walls);
    else if (!m_recent.empty())
        m_recent[m_recentNext++ % m_recent.size()] = walls;
}

void WindowScan::count(Outcome out)
{
    if (out == Outcome::Refuted)
        ++m_result.refuted;
    else if (out == Outcome::Undecided) {
        ++m_result.undecided;
        m_undecidedSince = true;
    }
}

// Mazes `t` leaves unsolved (the enumerated ones, or the counting tree's count).
std::uint64_t WindowScan::unsolvedCount(const std::vector<Move>& t)
{
    return m_tree ? treeUnsolved(t) : unsolvedMazes(m_grid, m_all, t).size();
}

// Mazes `t` leaves unsolved by the counting tree (independent of the enumeration).
std::uint64_t WindowScan::treeUnsolved(const std::vector<Move>& t)
{
    StreamVerifyOptions o;
    o.maxCounterexamples = 0;
    o.mazeCount = m_mazeCount;
    Control quiet;
    const StreamVerifyResult r = verifyAllStreamed(m_rows, m_cols, t, o, quiet);
    return r.mazes - r.solved;
}

// A split window reads "5+[12]+5": free, fixed, free.
std::string WindowScan::sizeLabel(const Config& k) const
{
    return k.gap == 0 ? std::to_string(k.free)
                      : std::to_string((k.free + 1) / 2) + "+[" + std::to_string(k.gap) + "]+"
                            + std::to_string(k.free / 2);
}

void WindowScan::seek(std::size_t a)
{
    resetPrefix();
    while (m_a < a && m_a < m_s.size())
        advance();
}

// Windows from the cursor (size index m_k, start m_a) on, until a whole cycle since the last
// shortening found none (Refuted) or the control stops it.
WindowScan::Outcome WindowScan::scanCycle(const std::function<void(const std::vector<Move>&)>& onImproved)
{
    for (;;) {
        std::size_t cycle = 0;
        for (const Config& k : m_configs)
            cycle += m_s.size() >= k.span() ? m_s.size() - k.span() + 1 : 0;
        if (m_quiet >= cycle)
            return Outcome::Refuted;
        const Config k = m_configs[m_k];
        if (m_a + k.span() > m_s.size()) { // past the last window of this size: the next size
            m_k = (m_k + 1) % m_configs.size();
            resetPrefix();
            continue;
        }
        const Outcome out = scanWindow(k, onImproved);
        if (out == Outcome::Stopped)
            return out;
        if (out == Outcome::Shortened) {
            m_quiet = 0;
            m_undecidedSince = false;
            continue; // the same window of the shorter sequence
        }
        ++m_quiet;
        advance();
    }
}

// The window k at the cursor, tried with its progress line; a shortening is counted, kept as
// the best and reported, a refuted or undecided window counted (the cursor stays).
WindowScan::Outcome
WindowScan::scanWindow(const Config& k,
                       const std::function<void(const std::vector<Move>&)>& onImproved)
{
    m_control.progress(-1, progress_text::kWindowSat,
                       {std::to_string(m_s.size()), sizeLabel(k), std::to_string(m_a),
                        std::to_string(m_result.refuted), std::to_string(m_result.undecided)});
    if (m_control.checkNow())
        return Outcome::Stopped;
    ++m_result.windows;
    const Outcome out = tryWindow(std::size_t(k.free), std::size_t(m_o.shortenBy),
                                  std::size_t(k.gap));
    if (out == Outcome::Shortened) {
        ++m_result.shortened;
        m_result.best = m_s;
        if (onImproved)
            onImproved(m_s);
    }
    count(out);
    return out;
}

WindowSatResult WindowScan::run(std::vector<Move> s,
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
        const Outcome out = m_o.repairStepwise ? repairStepwisePass() : repairStartPass();
        const std::string limited =
            m_o.repairWindowLimit > 0
                ? " (the first " + std::to_string(m_o.repairWindowLimit) + " of each size tried)"
                : std::string();
        if (out != Outcome::Shortened) {
            m_result.best.clear();
            const std::string undecided =
                m_result.undecided > 0 ? " (some undecided: out of time)" : "";
            const bool one = m_result.leftUnsolved == 1;
            if (out == Outcome::Stopped)
                m_result.message = m_control.stopReason();
            else if (m_o.repairStepwise)
                m_result.message = "the stepwise repair is stuck at "
                                   + std::to_string(m_result.leftUnsolved)
                                   + (one ? " maze" : " mazes") + " missed (the start missed "
                                   + std::to_string(m_result.startUnsolved)
                                   + "): no window of these sizes saves "
                                   + (one ? "it" : "any of them") + limited + undecided;
            else
                m_result.message = "no window of these sizes repairs the start" + limited
                                   + undecided;
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
        if (m_o.plateauMoves > 0) {
            const std::size_t shortenedBefore = m_result.shortened;
            if (plateauWalk(onImproved) == Outcome::Stopped) {
                m_result.message = m_control.stopReason();
                break;
            }
            m_result.message = "plateau walk done: " + std::to_string(m_result.plateauTaken)
                               + " of " + std::to_string(m_result.plateauTried)
                               + " plateau moves taken ("
                               + std::to_string(m_result.plateauUndecided) + " out of time"
                               + (m_o.plateauDescend
                                      ? ", " + std::to_string(m_result.plateauRejected)
                                            + " rejected: slower"
                                      : std::string())
                               + "), "
                               + std::to_string(m_result.shortened - shortenedBefore)
                               + " shortening(s) after them"
                               + (m_result.undecided > 0 ? "; some windows undecided (out of time)"
                                                         : "");
            break;
        }
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

} // namespace detail

using detail::WindowScan;

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
    if (!options.gaps.empty()) {
        if (options.shortenBy != 1)
            throw std::invalid_argument("shortenWindowsBySat: split windows need shortenBy 1");
        for (int g : options.gaps)
            if (g < 1)
                throw std::invalid_argument("shortenWindowsBySat: a gap below 1");
    }
    if (options.plateauMoves > 0
        && (options.deletionRepair || options.plateauWindow < 1 || options.plateauChanges < 1
            || options.plateauChanges > options.plateauWindow
            || std::size_t(options.plateauWindow) > start.size()))
        throw std::invalid_argument("shortenWindowsBySat: plateau moves need 1 <= changes <= "
                                    "window <= |start|, no deletion repairs");
    if (options.repairStepwise
        && (!options.repairStart || options.countingTree || rows * cols > kMaxEnumerateCells))
        throw std::invalid_argument("shortenWindowsBySat: a stepwise repair needs repairStart "
                                    "and the enumerated mazes");
    if (options.plateauDescend
        && (options.countingTree || rows * cols > kMaxEnumerateCells || options.plateauMoves == 0))
        throw std::invalid_argument("shortenWindowsBySat: a descending plateau walk needs "
                                    "plateau moves and the enumerated mazes");
    WindowScan scan(rows, cols, options, control);
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
