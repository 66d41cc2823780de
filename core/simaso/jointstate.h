#pragma once
// Building blocks of the joint-state searches (exactsearch.cpp, lowerbound.cpp): the joint
// problem (per-maze move and distance tables over byte positions) and a memory-capped hash
// set of joint states. Internal to core/simaso; not a GUI API.

#include "core/simaso/mazeset.h"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

namespace mazelab::simaso {

// k mazes of C <= 250 cells. A state is k bytes: maze i's position. A maze on its goal stays
// there (absorbing), so the solved state is "every maze on its goal".
class JointProblem {
public:
    // Identical mazes are merged, mazes with start == goal dropped. Precondition:
    // set.cellCount() <= 250 and every maze solvable.
    explicit JointProblem(const MazeSet& set);

    std::size_t mazeCount() const { return m_k; }
    std::size_t cellCount() const { return m_cells; }
    const std::vector<std::uint8_t>& startState() const { return m_start; }

    void apply(const std::uint8_t* state, Move m, std::uint8_t* out) const
    {
        const std::uint8_t* next = m_next.data() + std::size_t(m);
        for (std::size_t i = 0; i < m_k; ++i)
            out[i] = next[(i * m_cells + state[i]) * 4];
    }
    // max over mazes of the distance to the goal: a consistent lower bound.
    int heuristic(const std::uint8_t* state) const
    {
        int h = 0;
        for (std::size_t i = 0; i < m_k; ++i)
            h = std::max(h, int(m_dist[i * m_cells + state[i]]));
        return h;
    }
    int distance(std::size_t maze, std::uint8_t pos) const { return m_dist[maze * m_cells + pos]; }

private:
    std::size_t m_k = 0;
    std::size_t m_cells = 0;
    std::vector<std::uint8_t> m_next; // k · cells · 4
    std::vector<std::uint8_t> m_dist; // k · cells
    std::vector<std::uint8_t> m_start;
};

std::uint64_t hashState(const std::uint8_t* key, std::size_t length);

// An insert-only hash set of fixed-length keys, stored in chunks; refuses to grow beyond a
// byte limit (insert() then returns kFull). Indices are dense: 0 … size()-1.
class StateStore {
public:
    static constexpr std::uint32_t kNone = 0xFFFFFFFFu;
    static constexpr std::uint32_t kFull = 0xFFFFFFFEu;

    // extraBytesPerState: what the caller stores per state alongside (counted in bytes()).
    StateStore(std::size_t keyLength, std::size_t byteLimit, std::size_t extraBytesPerState = 0);

    std::uint32_t find(const std::uint8_t* key) const;
    // {index, inserted}; index kFull when the limit is reached (nothing inserted).
    std::pair<std::uint32_t, bool> insert(const std::uint8_t* key);
    const std::uint8_t* key(std::uint32_t index) const
    {
        return m_chunks[index >> m_chunkBits].get() + std::size_t(index & m_chunkMask) * m_length;
    }
    std::size_t size() const { return m_size; }
    std::size_t bytes() const;

private:
    void rehash(std::size_t slots);

    std::size_t m_length;
    unsigned m_chunkBits = 4;     // keys per chunk: 2^m_chunkBits (~64 KB per chunk)
    std::uint32_t m_chunkMask = 15;
    std::size_t m_limit;
    std::size_t m_extra;
    std::size_t m_size = 0;
    std::vector<std::unique_ptr<std::uint8_t[]>> m_chunks;
    std::vector<std::uint32_t> m_hashes; // per state, for rehashing and quick compares
    std::vector<std::uint32_t> m_table;  // slot -> index + 1, 0 empty
};

} // namespace mazelab::simaso
