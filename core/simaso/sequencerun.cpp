#include "core/simaso/sequencerun.h"

#include "core/progresstext.h"

#include <algorithm>
#include <cassert>

namespace mazelab {

SequenceRun::SequenceRun(std::shared_ptr<const MazeSet> set, std::size_t maxTrajectoryBytes)
    : m_set(std::move(set)), m_maxBytes(maxTrajectoryBytes)
{
    assert(m_set);
    reset();
}

void SequenceRun::reset()
{
    m_sequence.clear();
    m_interval = 1;
    m_final = m_set->startPositions();
    m_checkpoints.assign(1, m_final);
    m_solvedAt.assign(m_set->size(), kNotSolved);
    m_solvedCount.clear();
    m_atGoalCount.clear();
    // Step 0: mazes whose start is their goal are solved by the empty sequence.
    std::size_t atGoal = 0;
    for (std::size_t i = 0; i < m_final.size(); ++i)
        if (m_final[i] == m_set->goal(i)) {
            m_solvedAt[i] = 0;
            ++atGoal;
        }
    m_solvedCount.push_back(atGoal);
    m_atGoalCount.push_back(atGoal);
}

void SequenceRun::clear()
{
    reset();
}

bool SequenceRun::run(const SolvingSequence& sequence, Control& control)
{
    reset();
    m_sequence.reserve(sequence.size());
    for (Move m : sequence) {
        if (control.checkNow())
            return false;
        append(m);
        if ((m_sequence.size() & 63) == 0)
            control.progress(double(m_sequence.size()) / double(sequence.size()),
                             progress_text::kCount,
                             {{progress_text::kNMoves, std::int64_t(m_sequence.size())}});
    }
    return true;
}

void SequenceRun::append(Move m)
{
    m_set->applyMove(m, m_final);
    m_sequence.push_back(m);
    recordStep();
}

void SequenceRun::recordStep()
{
    const std::size_t k = m_sequence.size();
    const std::size_t n = m_final.size();
    std::size_t atGoal = 0;
    std::size_t newlySolved = 0;
    const bool uniform = m_set->hasUniformStartGoal();
    const Pos goal = uniform ? m_set->goal(0) : Pos(0);
    for (std::size_t i = 0; i < n; ++i) {
        const Pos g = uniform ? goal : m_set->goal(i);
        if (m_final[i] != g)
            continue;
        ++atGoal;
        if (m_solvedAt[i] == kNotSolved) {
            m_solvedAt[i] = std::int32_t(k);
            ++newlySolved;
        }
    }
    m_solvedCount.push_back(m_solvedCount.back() + newlySolved);
    m_atGoalCount.push_back(atGoal);
    if (k % m_interval == 0) {
        m_checkpoints.push_back(m_final);
        thinCheckpoints();
    }
}

void SequenceRun::thinCheckpoints()
{
    const std::size_t perCheckpoint = std::max<std::size_t>(1, m_final.size() * sizeof(Pos));
    const std::size_t maxCount = std::max<std::size_t>(2, m_maxBytes / perCheckpoint);
    while (m_checkpoints.size() > maxCount) {
        // Keep the snapshots at multiples of 2·interval.
        std::size_t kept = 0;
        for (std::size_t j = 0; j < m_checkpoints.size(); j += 2, ++kept)
            if (j != kept)
                m_checkpoints[kept] = std::move(m_checkpoints[j]);
        m_checkpoints.resize(kept);
        m_interval *= 2;
    }
}

void SequenceRun::popBack()
{
    if (m_sequence.empty())
        return;
    const std::size_t k = m_sequence.size();
    for (auto& s : m_solvedAt)
        if (s == std::int32_t(k))
            s = kNotSolved;
    m_solvedCount.pop_back();
    m_atGoalCount.pop_back();
    if (k % m_interval == 0 && m_checkpoints.size() > k / m_interval)
        m_checkpoints.pop_back();
    m_sequence.pop_back();
    replay(k - 1, m_final);
}

void SequenceRun::replay(std::size_t k, std::vector<Pos>& out) const
{
    const std::size_t j = k / m_interval;
    out = m_checkpoints[j];
    for (std::size_t t = j * m_interval; t < k; ++t)
        m_set->applyMove(m_sequence[t], out);
}

void SequenceRun::positionsAt(std::size_t k, std::vector<Pos>& out, Trail trail) const
{
    assert(k <= length());
    if (k == length())
        out = m_final;
    else
        replay(k, out);
    if (trail == Trail::StopAtGoal)
        for (std::size_t i = 0; i < out.size(); ++i)
            if (isSolvedBy(i, k))
                out[i] = m_set->goal(i);
}

SequenceRun::Pos SequenceRun::position(std::size_t i, std::size_t k, Trail trail) const
{
    assert(i < mazeCount() && k <= length());
    if (trail == Trail::StopAtGoal && isSolvedBy(i, k))
        return m_set->goal(i);
    if (k == length())
        return m_final[i];
    const std::size_t j = k / m_interval;
    Pos p = m_checkpoints[j][i];
    for (std::size_t t = j * m_interval; t < k; ++t)
        p = m_set->step(i, p, m_sequence[t]);
    return p;
}

std::vector<SequenceRun::Pos> SequenceRun::trajectory(std::size_t i, Trail trail,
                                                      std::size_t steps) const
{
    const std::size_t n = std::min(steps, length());
    std::vector<Pos> path;
    path.reserve(n + 1);
    Pos p = m_checkpoints[0][i];
    path.push_back(p);
    for (std::size_t t = 0; t < n; ++t) {
        p = m_set->step(i, p, m_sequence[t]);
        path.push_back(trail == Trail::StopAtGoal && isSolvedBy(i, t + 1) ? m_set->goal(i) : p);
    }
    return path;
}

std::size_t SequenceRun::firstUnsolved(bool perfect) const
{
    for (std::size_t i = 0; i < mazeCount(); ++i)
        if (perfect ? !isPerfectlySolved(i) : !isSolved(i))
            return i;
    return mazeCount();
}

std::size_t SequenceRun::memoryBytes() const
{
    std::size_t bytes = m_final.capacity() * sizeof(Pos)
        + m_solvedAt.capacity() * sizeof(std::int32_t)
        + (m_solvedCount.capacity() + m_atGoalCount.capacity()) * sizeof(std::size_t)
        + m_sequence.capacity();
    for (const auto& c : m_checkpoints)
        bytes += c.capacity() * sizeof(Pos);
    return bytes;
}

} // namespace mazelab
