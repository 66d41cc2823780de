// Window rewrites by SAT (windowsat.h): the stepwise repair of a start that misses mazes
// (WindowSatOptions::repairStepwise) — one missed maze at a time, the others excused.
#include "core/simaso_sat/sigmasat.h"
#include "core/simaso_sat/windowscan.h"

#include <algorithm>
#include <tuple>

namespace mazelab::simaso_sat::detail {

// Repeats: the missed mazes M of m_s (enumerated); none: Shortened (m_s solves every maze).
// Else, target by target (nearest approach first; the first stepwiseTargets of them), every
// window of the sizes (and gaps, in their order; nearest first for the target alone with
// repairNearestFirst) rewritten with as many moves so that the target and every maze m_s
// solves are solved, M minus the target excused. The first rewrite found is taken (|M|
// drops) and the loop goes on; none for any target: Refuted (m_s the sequence it got to,
// result.partial / leftUnsolved set).
WindowScan::Outcome WindowScan::repairStepwisePass()
{
    bool first = true;
    for (;;) {
        std::vector<WallMask> missed;
        for (std::size_t j : unsolvedMazes(m_grid, m_all, m_s))
            missed.push_back(m_all[j]);
        if (first) {
            m_result.startUnsolved = missed.size();
        } else {
            ++m_result.stepwiseTaken;
            if (m_o.onStepwise)
                m_o.onStepwise(m_s, missed.size());
        }
        first = false;
        if (missed.empty())
            return Outcome::Shortened;
        if (m_control.checkNow())
            return Outcome::Stopped;
        // Nearest approach first: the smallest distance to the goal on the way, then the
        // earliest step, then the mask (deterministic).
        std::vector<std::tuple<int, std::size_t, WallMask>> targets;
        for (WallMask walls : missed) {
            const Approach a = nearestApproach(m_rows, m_cols, walls, m_s);
            targets.emplace_back(a.distance, a.step, walls);
        }
        std::sort(targets.begin(), targets.end());
        if (m_o.stepwiseTargets > 0 && targets.size() > m_o.stepwiseTargets)
            targets.resize(m_o.stepwiseTargets);
        std::sort(missed.begin(), missed.end());
        Outcome out = Outcome::Refuted;
        for (const auto& target : targets) {
            const WallMask t = std::get<2>(target);
            m_target = t;
            m_excused.clear();
            for (WallMask walls : missed)
                if (walls != t)
                    m_excused.push_back(walls);
            for (int w : m_o.windows) {
                out = repairWindows(std::size_t(w), m_o.startStep, SIZE_MAX, {t});
                if (out != Outcome::Refuted)
                    break;
            }
            if (out != Outcome::Refuted)
                break;
        }
        m_excused.clear();
        m_target.reset();
        if (out == Outcome::Stopped)
            return out;
        if (out == Outcome::Refuted) {
            m_result.partial = m_s;
            m_result.leftUnsolved = missed.size();
            return out;
        }
    }
}

} // namespace mazelab::simaso_sat::detail
