// Window rewrites by SAT (windowsat.h): the repairs, a deleted move's (deletionRepair) and a
// start's that misses mazes (repairStart), each a window rewritten with as many moves.
#include "core/progresstext.h"
#include "core/simaso/streamverify.h"
#include "core/simaso_sat/windowscan.h"

#include <algorithm>
#include <cstdint>
#include <limits>

namespace mazelab::simaso_sat::detail {

// Deletion repairs: each move deleted in turn (those that leave the fewest mazes unsolved
// first), then every window of the given sizes starting within repairReach moves of the gap
// rewritten with as many moves by SAT. Shortened: m_s is the repaired sequence (one move
// shorter than before, solving every maze); Refuted: none (m_s unchanged).
WindowScan::Outcome WindowScan::repairDeletions()
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
        const std::vector<WallMask> missed = rememberUnsolved();
        for (int wi : m_o.windows) {
            const std::size_t w = std::size_t(wi);
            if (w > m_s.size())
                continue;
            const std::size_t lo = i > m_o.repairReach ? i - m_o.repairReach : 0;
            const Outcome out = repairWindows(w, lo, i + m_o.repairReach, missed);
            if (out == Outcome::Stopped) {
                m_s = s;
                return out;
            }
            if (out == Outcome::Shortened)
                return out;
        }
    }
    m_s = s;
    return Outcome::Refuted;
}

// Up to 4·perRound mazes m_s leaves unsolved join the recent counterexamples (the first hard
// mazes of the next windows); returns them.
std::vector<WallMask> WindowScan::rememberUnsolved()
{
    std::vector<WallMask> missed;
    if (!m_tree) {
        for (std::size_t j : unsolvedMazes(m_grid, m_all, m_s, m_o.perRound * 4)) {
            remember(m_all[j]);
            missed.push_back(m_all[j]);
        }
        return missed;
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
        if (m_grid.fromMaze(maze, walls)) {
            remember(walls);
            missed.push_back(walls);
        }
    }
    return missed;
}

// The start misses mazes: every window of the given sizes from startStep on rewritten with as
// many moves by SAT. Shortened: m_s is the repaired sequence (same length, solves every
// maze); Refuted: none (m_s unchanged).
WindowScan::Outcome WindowScan::repairStartPass()
{
    const std::vector<WallMask> missed = rememberUnsolved();
    for (int wi : m_o.windows) {
        const Outcome out = repairWindows(std::size_t(wi), m_o.startStep, SIZE_MAX, missed);
        if (out != Outcome::Refuted)
            return out;
    }
    return Outcome::Refuted;
}

// The windows of w moves starting at lo … hi (clipped to the sequence) rewritten with as many
// moves by SAT, in step order or (repairNearestFirst) only those that can save every missed
// maze, smallest need first (nearestRepairOrder); the first repairWindowLimit of them (0: all).
// With gaps: for each gap g in turn, the split windows of w free moves around g fixed ones,
// whose span w + g starts at lo … hi (the need taken over the span). Shortened at the first
// repair (m_s repaired), Stopped, or Refuted.
WindowScan::Outcome WindowScan::repairWindows(std::size_t w, std::size_t lo, std::size_t hi,
                                              const std::vector<WallMask>& missed)
{
    const std::vector<int> gaps = m_o.gaps.empty() ? std::vector<int>{0} : m_o.gaps;
    for (int g : gaps) {
        const std::size_t span = w + std::size_t(g);
        if (span > m_s.size())
            continue;
        const std::size_t last = std::min(hi, m_s.size() - span);
        std::vector<std::size_t> starts;
        if (m_o.repairNearestFirst) {
            for (std::size_t a : nearestRepairOrder(m_rows, m_cols, missed, m_s, span, lo))
                if (a <= last)
                    starts.push_back(a);
        } else {
            for (std::size_t a = lo; a <= last; ++a)
                starts.push_back(a);
        }
        if (m_o.repairWindowLimit > 0 && starts.size() > m_o.repairWindowLimit)
            starts.resize(m_o.repairWindowLimit);
        const Config k{int(w), g};
        resetPrefix();
        for (std::size_t a : starts) {
            if (a < m_a)
                resetPrefix();
            while (m_a < a)
                advance();
            m_control.progress(-1, progress_text::kWindowSat,
                               {std::to_string(m_s.size()), sizeLabel(k), std::to_string(m_a),
                                std::to_string(m_result.refuted),
                                std::to_string(m_result.undecided)});
            if (m_control.checkNow())
                return Outcome::Stopped;
            ++m_result.windows;
            const Outcome out = tryWindow(w, 0, std::size_t(g));
            if (out == Outcome::Stopped || out == Outcome::Shortened)
                return out;
            count(out);
        }
    }
    return Outcome::Refuted;
}

} // namespace mazelab::simaso_sat::detail

namespace mazelab::simaso_sat {

std::vector<std::size_t> nearestRepairOrder(int rows, int cols,
                                            const std::vector<std::uint64_t>& missed,
                                            const std::vector<Move>& s, std::size_t w,
                                            std::size_t from)
{
    if (w > s.size() || from > s.size() - w)
        return {};
    const std::size_t last = s.size() - w;
    const Grid grid(rows, cols);
    const int cells = grid.cells();
    const std::uint64_t goalBit = std::uint64_t(1) << grid.goal();
    // need[a]: the largest, over the missed mazes, of the fewest moves from the cell where
    // s[0, a) leaves the maze to a cell from which s[a + w, L) visits the goal.
    std::vector<int> need(last + 1, 0);
    for (WallMask walls : missed) {
        // good[t]: the cells from which s[t, L) visits the goal (bit c), backwards from t = L.
        std::vector<std::uint64_t> good(s.size() + 1, goalBit);
        for (std::size_t t = s.size(); t-- > 0;)
            for (int c = 0; c < cells; ++c)
                if (!(walls >> c & 1U) && (good[t + 1] >> grid.step(walls, c, s[t]) & 1U))
                    good[t] |= std::uint64_t(1) << c;
        std::vector<std::vector<int>> bfs(static_cast<std::size_t>(cells)); // from a cell, lazily
        int pos = grid.start();
        for (std::size_t a = 0; a <= last; ++a) {
            std::vector<int>& d = bfs[std::size_t(pos)];
            if (d.empty())
                d = grid.distances(walls, pos);
            int best = std::numeric_limits<int>::max();
            for (int c = 0; c < cells; ++c)
                if ((good[a + w] >> c & 1U) && d[std::size_t(c)] >= 0)
                    best = std::min(best, d[std::size_t(c)]);
            need[a] = std::max(need[a], best);
            pos = grid.step(walls, pos, s[a]);
        }
    }
    std::vector<std::size_t> order;
    for (std::size_t a = from; a <= last; ++a)
        if (need[a] <= int(w))
            order.push_back(a);
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t x, std::size_t y) { return need[x] < need[y]; });
    return order;
}

Approach nearestApproach(int rows, int cols, std::uint64_t walls, const std::vector<Move>& s)
{
    const Grid grid(rows, cols);
    const std::vector<int> dist = grid.distances(walls, grid.goal());
    int pos = grid.start();
    Approach a;
    a.distance = dist[std::size_t(pos)];
    for (std::size_t t = 0; t < s.size() && pos != grid.goal(); ++t) {
        pos = grid.step(walls, pos, s[t]);
        if (dist[std::size_t(pos)] < a.distance) {
            a.distance = dist[std::size_t(pos)];
            a.step = t + 1;
        }
    }
    a.finalDistance = dist[std::size_t(pos)];
    return a;
}

} // namespace mazelab::simaso_sat
