// Window rewrites by SAT (windowsat.h): the plateau walk. A locally optimal sequence is moved
// along the plateau of solvers of its length — a random window rewritten with as many moves,
// some of them forced to change, every maze still solved — and the scan's windows that overlap
// the rewrite are tried again, so a rewrite that opens a shorter window nearby is followed at
// once (the exhaustive scan's plateau moves, simaso/windowrewrite.h, up to 6 moves; here windows
// of 12–20 moves, decided by SAT). On the 477-move 6×6 bound it found 476 and 475 (README).
#include "core/progresstext.h"
#include "core/simaso_sat/windowscan.h"

#include <numeric>

namespace mazelab::simaso_sat::detail {

// One plateau move at a random start `at`: Shortened when a rewrite was taken (m_s holds it,
// the same length), Refuted (no other content with the forced changes keeps every maze
// solved), Undecided (out of time) or Stopped.
WindowScan::Outcome WindowScan::plateauMove(std::size_t& at)
{
    const std::size_t p = std::size_t(m_o.plateauWindow);
    at = std::size_t(m_rng() % (m_s.size() - p + 1));
    seek(at);
    // plateauChanges distinct steps of the window, each forced off the sequence's move there
    // (a partial Fisher–Yates shuffle by the scan's generator: the same on every platform).
    std::vector<std::size_t> steps(p);
    std::iota(steps.begin(), steps.end(), std::size_t(0));
    std::vector<std::pair<std::size_t, Move>> forbid;
    for (std::size_t k = 0; k < std::size_t(m_o.plateauChanges); ++k) {
        const std::size_t j = k + std::size_t(m_rng() % (p - k));
        std::swap(steps[k], steps[j]);
        forbid.emplace_back(steps[k], m_s[at + steps[k]]);
    }
    const std::vector<Move> before = m_s;
    const Outcome out = tryWindow(p, 0, 0, forbid);
    if (out == Outcome::Shortened && m_o.plateauDescend
        && solvingTime(m_s) > solvingTime(before)) {
        m_s = before;
        ++m_result.plateauRejected;
        return Outcome::Refuted;
    }
    return out;
}

// Σ over the mazes unsolved after the prefix s[0, m_a) of the step at which `t` solves each
// (t shares the prefix): the total solving time up to what the prefix contributes alike.
std::uint64_t WindowScan::solvingTime(const std::vector<Move>& t) const
{
    const int goal = m_grid.goal();
    std::uint64_t sum = 0;
    for (const ScanEntry& e : m_rel) {
        int pos = e.pos;
        std::size_t k = m_a;
        for (; k < t.size() && pos != goal; ++k)
            pos = m_grid.step(e.walls, pos, t[k]);
        sum += k;
    }
    return sum;
}

// Every window of the scan's sizes and gaps that overlaps s[lo, hi), starts forwards, as the
// scan tries them (a shortening reported, then the same window of the shorter sequence).
WindowScan::Outcome
WindowScan::scanOverlapping(std::size_t lo, std::size_t hi,
                            const std::function<void(const std::vector<Move>&)>& onImproved)
{
    for (const Config& k : m_configs) {
        const std::size_t span = k.span();
        seek(lo + 1 > span ? lo + 1 - span : 0);
        while (m_a < hi && m_a + span <= m_s.size()) {
            const Outcome out = scanWindow(k, onImproved);
            if (out == Outcome::Stopped)
                return out;
            if (out != Outcome::Shortened)
                advance();
        }
    }
    return Outcome::Refuted;
}

WindowScan::Outcome
WindowScan::plateauWalk(const std::function<void(const std::vector<Move>&)>& onImproved)
{
    const std::size_t p = std::size_t(m_o.plateauWindow);
    for (std::size_t i = 0; i < m_o.plateauMoves && m_s.size() >= p; ++i) {
        m_control.progress(-1, progress_text::kWindowPlateau,
                           {std::to_string(m_s.size()), std::to_string(m_result.plateauTaken),
                            std::to_string(m_result.plateauTried), std::to_string(p)});
        if (m_control.checkNow())
            return Outcome::Stopped;
        ++m_result.plateauTried;
        std::size_t at = 0;
        const Outcome out = plateauMove(at);
        if (out == Outcome::Stopped)
            return out;
        if (out == Outcome::Undecided)
            ++m_result.plateauUndecided;
        if (out != Outcome::Shortened)
            continue;
        ++m_result.plateauTaken;
        if (m_o.onPlateau)
            m_o.onPlateau(m_s);
        if (scanOverlapping(at, at + p, onImproved) == Outcome::Stopped)
            return Outcome::Stopped;
    }
    return Outcome::Refuted;
}

} // namespace mazelab::simaso_sat::detail
