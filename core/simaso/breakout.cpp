#include "core/simaso/breakout.h"

#include <algorithm>
#include <numeric>

namespace mazelab {

BreakoutWeights::BreakoutWeights(int rows, int cols, std::size_t capacity)
    : m_grid(rows, cols), m_capacity(std::max<std::size_t>(1, capacity))
{
}

int BreakoutWeights::walk(std::uint64_t blocked, int pos, const SolvingSequence& s,
                          std::size_t t) const
{
    const int goal = m_grid.goal();
    for (std::size_t k = 0; k < t && pos != goal; ++k) {
        const int next = m_grid.neighbour(pos, s[k]);
        if (next >= 0 && !((blocked >> next) & 1))
            pos = next;
    }
    return pos;
}

void BreakoutWeights::setPrefix(const SolvingSequence& prefix)
{
    m_prefix = prefix;
    for (Entry& e : m_entries)
        e.pos = walk(e.blocked, 0, m_prefix, m_prefix.size());
}

void BreakoutWeights::add(const std::vector<PartialWalk>& walks, double increment)
{
    for (const PartialWalk& w : walks) {
        auto it = std::find_if(m_entries.begin(), m_entries.end(),
                               [&](const Entry& e) { return e.blocked == w.blocked; });
        if (it != m_entries.end()) {
            it->weight += increment;
            continue;
        }
        const Entry e{w.blocked, increment, walk(w.blocked, 0, m_prefix, m_prefix.size())};
        if (m_entries.size() < m_capacity) {
            m_entries.push_back(e);
            continue;
        }
        auto lightest = std::min_element(
            m_entries.begin(), m_entries.end(),
            [](const Entry& a, const Entry& b) { return a.weight < b.weight; });
        if (lightest->weight < increment)
            *lightest = e;
    }
}

double BreakoutWeights::penalty(const SolvingSequence& s, std::size_t t) const
{
    t = std::min(t, s.size());
    double sum = 0;
    for (const Entry& e : m_entries)
        if (walk(e.blocked, e.pos, s, t) != m_grid.goal())
            sum += e.weight;
    return sum;
}

double BreakoutWeights::totalWeight() const
{
    return std::accumulate(m_entries.begin(), m_entries.end(), 0.0,
                           [](double a, const Entry& e) { return a + e.weight; });
}

} // namespace mazelab
