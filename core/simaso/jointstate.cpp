#include "core/simaso/jointstate.h"

#include <cstring>
#include <deque>
#include <set>

namespace mazelab::simaso {

JointProblem::JointProblem(const MazeSet& set) : m_cells(set.cellCount())
{
    std::set<std::vector<std::uint64_t>> seen;
    std::vector<std::size_t> keep;
    for (std::size_t i = 0; i < set.size(); ++i) {
        if (set.start(i) == set.goal(i))
            continue;
        std::vector<std::uint64_t> id(set.freeBits(i), set.freeBits(i) + set.wordsPerMaze());
        id.push_back((std::uint64_t(set.start(i)) << 32) | set.goal(i));
        if (seen.insert(std::move(id)).second)
            keep.push_back(i);
    }
    m_k = keep.size();
    m_next.resize(m_k * m_cells * 4);
    m_dist.resize(m_k * m_cells);
    m_start.resize(m_k);
    std::vector<int> dist;
    for (std::size_t j = 0; j < m_k; ++j) {
        const std::size_t i = keep[j];
        const MazeSet::Pos goal = set.goal(i);
        for (std::size_t c = 0; c < m_cells; ++c)
            for (Move m : {Move::Up, Move::Down, Move::Left, Move::Right})
                m_next[(j * m_cells + c) * 4 + std::size_t(m)] =
                    std::uint8_t(c == goal ? c : set.step(i, MazeSet::Pos(c), m));
        set.goalDistances(i, dist);
        for (std::size_t c = 0; c < m_cells; ++c)
            m_dist[j * m_cells + c] = std::uint8_t(dist[c] < 0 ? 255 : std::min(dist[c], 254));
        m_start[j] = std::uint8_t(set.start(i));
    }
}

std::uint64_t hashState(const std::uint8_t* key, std::size_t length)
{
    std::uint64_t h = 0x9E3779B97F4A7C15ULL ^ length;
    std::size_t i = 0;
    for (; i + 8 <= length; i += 8) {
        std::uint64_t w;
        std::memcpy(&w, key + i, 8);
        h = (h ^ w) * 0xBF58476D1CE4E5B9ULL;
        h ^= h >> 31;
    }
    std::uint64_t tail = 0;
    for (std::size_t s = 0; i < length; ++i, s += 8)
        tail |= std::uint64_t(key[i]) << s;
    h = (h ^ tail) * 0x94D049BB133111EBULL;
    return h ^ (h >> 29);
}

StateStore::StateStore(std::size_t keyLength, std::size_t byteLimit, std::size_t extra)
    : m_length(std::max<std::size_t>(1, keyLength)), m_limit(byteLimit), m_extra(extra)
{
    while (m_chunkBits < 14 && (std::size_t(2) << m_chunkBits) * m_length <= (64u << 10))
        ++m_chunkBits;
    m_chunkMask = (1u << m_chunkBits) - 1;
    m_table.assign(64, 0);
}

std::size_t StateStore::bytes() const
{
    return m_chunks.size() * (std::size_t(1) << m_chunkBits) * m_length
        + m_hashes.capacity() * 4 + m_table.size() * 4 + m_size * m_extra;
}

std::uint32_t StateStore::find(const std::uint8_t* k) const
{
    const std::uint64_t h = hashState(k, m_length);
    const std::uint32_t h32 = std::uint32_t(h >> 32);
    const std::size_t mask = m_table.size() - 1;
    for (std::size_t slot = std::size_t(h) & mask;; slot = (slot + 1) & mask) {
        const std::uint32_t e = m_table[slot];
        if (e == 0)
            return kNone;
        if (m_hashes[e - 1] == h32 && std::memcmp(key(e - 1), k, m_length) == 0)
            return e - 1;
    }
}

void StateStore::rehash(std::size_t slots)
{
    std::vector<std::uint32_t> table(slots, 0);
    const std::size_t mask = slots - 1;
    for (std::size_t i = 0; i < m_size; ++i) {
        std::size_t slot = std::size_t(hashState(key(std::uint32_t(i)), m_length)) & mask;
        while (table[slot] != 0)
            slot = (slot + 1) & mask;
        table[slot] = std::uint32_t(i + 1);
    }
    m_table.swap(table);
}

std::pair<std::uint32_t, bool> StateStore::insert(const std::uint8_t* k)
{
    const std::uint32_t found = find(k);
    if (found != kNone)
        return {found, false};
    const std::size_t chunkBytes = (std::size_t(1) << m_chunkBits) * m_length;
    std::size_t grow = m_extra + 4;
    if ((m_size & m_chunkMask) == 0)
        grow += chunkBytes;
    if (2 * (m_size + 1) > m_table.size())
        grow += m_table.size() * 8; // the doubled table (old one freed after the rehash)
    if (m_hashes.size() == m_hashes.capacity())
        grow += m_hashes.capacity() * 4;
    if (bytes() + grow > m_limit || m_size >= kFull - 1)
        return {kFull, false};
    if (2 * (m_size + 1) > m_table.size())
        rehash(m_table.size() * 2);
    if ((m_size & m_chunkMask) == 0)
        m_chunks.push_back(std::make_unique<std::uint8_t[]>(chunkBytes));
    const std::uint32_t index = std::uint32_t(m_size++);
    std::memcpy(m_chunks[index >> m_chunkBits].get() + std::size_t(index & m_chunkMask) * m_length,
                k, m_length);
    const std::uint64_t h = hashState(k, m_length);
    m_hashes.push_back(std::uint32_t(h >> 32));
    const std::size_t mask = m_table.size() - 1;
    std::size_t slot = std::size_t(h) & mask;
    while (m_table[slot] != 0)
        slot = (slot + 1) & mask;
    m_table[slot] = index + 1;
    return {index, true};
}

} // namespace mazelab::simaso
