#include "core/simaso/partialgrid.h"

namespace mazelab {

PartialGrid::PartialGrid(int rows, int cols) : m_rows(rows), m_cols(cols), m_cells(rows * cols)
{
    m_all = m_cells == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << m_cells) - 1;
    m_notFirstCol = m_notLastCol = m_all;
    for (int r = 0; r < rows; ++r) {
        m_notFirstCol &= ~(std::uint64_t(1) << (r * cols));
        m_notLastCol &= ~(std::uint64_t(1) << (r * cols + cols - 1));
    }
    m_nb.resize(std::size_t(m_cells) * 4);
    for (int c = 0; c < m_cells; ++c) {
        const int r = c / cols;
        const int k = c % cols;
        m_nb[std::size_t(c) * 4 + int(Move::Up)] = r > 0 ? c - cols : -1;
        m_nb[std::size_t(c) * 4 + int(Move::Down)] = r + 1 < rows ? c + cols : -1;
        m_nb[std::size_t(c) * 4 + int(Move::Left)] = k > 0 ? c - 1 : -1;
        m_nb[std::size_t(c) * 4 + int(Move::Right)] = k + 1 < cols ? c + 1 : -1;
    }
}

std::uint64_t PartialGrid::grow(std::uint64_t reach) const
{
    return reach | ((reach & m_notLastCol) << 1) | ((reach & m_notFirstCol) >> 1)
        | (reach << m_cols) | (reach >> m_cols);
}

bool PartialGrid::connected(std::uint64_t blocked) const
{
    // Grown from both ends in turn: an answer "no" (most of them deep in a 6×6 tree: the
    // blocked cell would cut the last corridor) ends at the smaller closed component.
    const std::uint64_t open = m_all & ~blocked;
    std::uint64_t fromStart = 1;
    std::uint64_t fromGoal = (std::uint64_t(1) << goal()) & open;
    if (!fromGoal)
        return false;
    for (;;) {
        const std::uint64_t a = grow(fromStart) & open;
        if (a & fromGoal)
            return true;
        if (a == fromStart)
            return false;
        fromStart = a;
        const std::uint64_t b = grow(fromGoal) & open;
        if (b & fromStart)
            return true;
        if (b == fromGoal)
            return false;
        fromGoal = b;
    }
}

int PartialGrid::optimisticDistance(const PartialWalk& w) const
{
    const std::uint64_t open = m_all & ~w.blocked;
    const std::uint64_t goalBit = std::uint64_t(1) << goal();
    std::uint64_t reach = std::uint64_t(1) << w.pos;
    for (int d = 0;; ++d) {
        if (reach & goalBit)
            return d;
        const std::uint64_t next = grow(reach) & open;
        if (next == reach)
            return -1;
        reach = next;
    }
}

void PartialGrid::step(const PartialWalk& w, Move m, std::vector<PartialWalk>& out) const
{
    const int to = m_nb[std::size_t(w.pos) * 4 + std::size_t(m)];
    const std::uint64_t bit = to < 0 ? 0 : std::uint64_t(1) << to;
    if (to < 0 || (w.blocked & bit)) {
        out.push_back(w);
        return;
    }
    if (!(w.free & bit) && connected(w.blocked | bit))
        out.push_back({w.free, w.blocked | bit, w.pos});
    if (to != goal())
        out.push_back({w.free | bit, w.blocked, to});
}

} // namespace mazelab
