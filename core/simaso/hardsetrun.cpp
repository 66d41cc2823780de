#include "core/simaso/hardsetrun.h"

#include "core/simaso/sequencemutation.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace mazelab {

void HardSetRun::reset(MazeSet set, const SolvingSequence& s)
{
    m_set = std::move(set);
    m_n = m_set.size();
    m_goal = m_n > 0 ? m_set.goal(0) : 0;
    m_traj.assign(m_n, 0);
    const auto starts = m_set.startPositions();
    std::copy(starts.begin(), starts.end(), m_traj.begin());
    rebuild(s, 0);
}

void HardSetRun::rebuild(const SolvingSequence& c, std::size_t from)
{
    from = std::min({from, c.size(), m_seq.size()});
    m_seq = c;
    m_traj.resize((c.size() + 1) * m_n);
    for (std::size_t t = from; t < c.size(); ++t) {
        const Pos* cur = &m_traj[t * m_n];
        Pos* next = &m_traj[(t + 1) * m_n];
        for (std::size_t i = 0; i < m_n; ++i)
            next[i] = stepAbs(i, cur[i], c[t]);
    }
    const Pos* last = &m_traj[c.size() * m_n];
    m_unsolved = std::size_t(std::count_if(last, last + m_n, [&](Pos p) { return p != m_goal; }));
}

void HardSetRun::makePlan(const SolvingSequence& c, Plan& plan) const
{
    const SolvingSequence& s = m_seq;
    const std::size_t lc = c.size();
    const std::size_t ls = s.size();
    std::size_t j = 0;
    while (j < lc && j < ls && c[j] == s[j])
        ++j;
    std::size_t k = 0; // common suffix, not reaching into the common prefix
    while (k < std::min(lc, ls) - j && c[lc - 1 - k] == s[ls - 1 - k])
        ++k;
    const std::size_t e = lc - k;
    plan.start = j;
    plan.pieces.clear();
    auto add = [&](std::size_t from, std::size_t to, std::ptrdiff_t d, bool mapped) {
        if (from < to)
            plan.pieces.push_back({from, to, d, mapped});
    };
    auto shifted = [&](std::size_t cFrom, std::size_t sFrom, std::size_t len) {
        return std::equal(c.begin() + std::ptrdiff_t(cFrom), c.begin() + std::ptrdiff_t(cFrom + len),
                          s.begin() + std::ptrdiff_t(sFrom));
    };
    if (lc == ls) {
        if (e >= j + 2 && shifted(j, j + 1, e - 1 - j)) { // a move taken out at j, put in at e−1
            add(j, e - 1, +1, true);
            add(e - 1, lc, 0, true);
        } else if (e >= j + 2 && shifted(j + 1, j, e - 1 - j)) { // put in at j, taken out at e−1
            add(j, j + 1, 0, true);
            add(j + 1, e, -1, true);
            add(e, lc, 0, true);
        } else {
            add(j, lc, 0, true);
        }
    } else {
        add(j, e, 0, e <= ls); // the middle, step for step where s is long enough
        add(e, lc, std::ptrdiff_t(ls) - std::ptrdiff_t(lc), true);
    }
    plan.nextDiff.resize(lc + 1);
    for (const Piece& p : plan.pieces) {
        if (!p.mapped)
            continue;
        std::uint32_t next = std::uint32_t(p.to);
        for (std::size_t x = p.to; x-- > p.from;) {
            if (c[x] != s[std::size_t(std::ptrdiff_t(x) + p.d)])
                next = std::uint32_t(x);
            plan.nextDiff[x] = next;
        }
    }
}

HardSetRun::Pos HardSetRun::walk(std::size_t i, const SolvingSequence& c, const Plan& plan,
                                 std::vector<std::pair<std::uint32_t, Pos>>* writes) const
{
    const Pos* traj = m_traj.data();
    const std::size_t n = m_n;
    std::size_t y = plan.start;
    Pos p = traj[y * n + i];
    for (const Piece& piece : plan.pieces) {
        while (y < piece.to) {
            if (p == m_goal)
                break;
            if (piece.mapped) {
                const std::size_t ys = std::size_t(std::ptrdiff_t(y) + piece.d);
                if (p == traj[ys * n + i]) {
                    const std::size_t nd = plan.nextDiff[y];
                    if (nd > y) { // follows s's walk up to the next differing move
                        if (writes && piece.d != 0)
                            for (std::size_t z = y + 1; z <= nd; ++z) {
                                const Pos v = traj[std::size_t(std::ptrdiff_t(z) + piece.d) * n + i];
                                if (v != traj[z * n + i])
                                    writes->push_back({std::uint32_t(z), v});
                            }
                        p = traj[std::size_t(std::ptrdiff_t(nd) + piece.d) * n + i];
                        y = nd;
                        continue;
                    }
                }
            }
            p = stepAbs(i, p, c[y]);
            ++y;
            if (writes && p != traj[y * n + i])
                writes->push_back({std::uint32_t(y), p});
        }
        if (p == m_goal)
            break;
    }
    if (writes && p == m_goal) // absorbed: the goal from here on, until s's walk has it too
        for (std::size_t z = y + 1; z <= c.size() && traj[z * n + i] != m_goal; ++z)
            writes->push_back({std::uint32_t(z), m_goal});
    return p;
}

std::size_t HardSetRun::unsolvedWith(const SolvingSequence& c, std::size_t cap) const
{
    makePlan(c, m_plan);
    std::size_t count = 0;
    for (std::size_t i = 0; i < m_n; ++i)
        if (walk(i, c, m_plan, nullptr) != m_goal && ++count > cap)
            return count;
    return count;
}

void HardSetRun::accept(const SolvingSequence& c)
{
    if (c.size() != m_seq.size()) {
        std::size_t j = 0;
        while (j < c.size() && j < m_seq.size() && c[j] == m_seq[j])
            ++j;
        rebuild(c, j);
        return;
    }
    makePlan(c, m_plan);
    const std::size_t last = c.size() * m_n;
    for (std::size_t i = 0; i < m_n; ++i) {
        m_writes.clear();
        walk(i, c, m_plan, &m_writes);
        const bool wasSolved = m_traj[last + i] == m_goal;
        for (const auto& [t, v] : m_writes)
            m_traj[std::size_t(t) * m_n + i] = v;
        const bool solved = m_traj[last + i] == m_goal;
        if (solved != wasSolved)
            m_unsolved = solved ? m_unsolved - 1 : m_unsolved + 1;
    }
    m_seq = c;
}

std::size_t HardSetRun::pathKick(SolvingSequence& c, std::mt19937_64& rng) const
{
    if (m_unsolved == 0 || c.empty())
        return SIZE_MAX;
    std::size_t k = rng() % m_unsolved;
    const Pos* last = &m_traj[m_seq.size() * m_n];
    std::size_t i = 0;
    for (; i < m_n; ++i)
        if (last[i] != m_goal && k-- == 0)
            break;
    const std::size_t t = rng() % c.size();
    std::vector<int> dist;
    m_set.goalDistances(i, dist);
    Pos p = m_traj[t * m_n + i];
    if (dist[p] < 0 || t + std::size_t(dist[p]) > c.size())
        return SIZE_MAX;
    std::size_t at = t;
    while (dist[p] > 0) {
        for (Move m : {Move::Down, Move::Right, Move::Up, Move::Left}) {
            const int nb = m_set.neighbour(p, m);
            if (nb >= 0 && m_set.isFree(i, std::size_t(nb)) && dist[std::size_t(nb)] == dist[p] - 1) {
                c[at++] = m;
                p = Pos(nb);
                break;
            }
        }
    }
    return t;
}

bool hardSetAnnealStep(HardSetRun& run, SolvingSequence& cur, double t, unsigned kickPercent,
                       std::mt19937_64& rng)
{
    SolvingSequence cand = cur;
    std::size_t j = SIZE_MAX;
    if (rng() % 100 < kickPercent)
        j = run.pathKick(cand, rng);
    if (j == SIZE_MAX)
        mutateSequence(cand, rng);
    const double u = (double(rng() >> 11) + 1.0) * 0x1.0p-53;
    const auto cap = std::size_t(double(run.unsolved()) - t * std::log(u));
    if (run.unsolvedWith(cand, cap) > cap)
        return false;
    cur = std::move(cand);
    run.accept(cur);
    return true;
}

} // namespace mazelab
