#pragma once
// A hash index over one frontier of a trajectory tree (issue 17, the window scan's "is this
// partial maze in the tree at step t?"): open addressing with linear probing over 8-byte
// slots, each a 32-bit fingerprint of the partial maze and its index in the frontier, at a
// load of about two thirds. A lookup reads one run of slots (usually one cache line) and, on
// a fingerprint match, the frontier's entry; the binary search it replaces read about twenty
// entries scattered over a frontier of 10^5–10^6 partial mazes, and took 95 % of a whole 6×6
// scan's time (perf). The frontier itself is not copied: the index holds positions into it,
// so it costs 12 bytes a partial maze beside the frontier's 24.
#include "core/simaso/streamverify.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace mazelab {

class FrontierIndex {
public:
    FrontierIndex() = default;
    // Indexes `front`, which must outlive the index and not change; at most 2^32 − 1 entries.
    explicit FrontierIndex(const std::vector<PartialWalk>& front)
    {
        m_slots.assign(front.size() + front.size() / 2 + 1, 0);
        for (std::size_t i = 0; i < front.size(); ++i) {
            const std::uint64_t h = hash(front[i]);
            std::size_t s = slotOf(h);
            while (m_slots[s] != 0)
                s = s + 1 == m_slots.size() ? 0 : s + 1;
            m_slots[s] = (h << 32) | (std::uint64_t(i) + 1);
        }
    }

    // Whether `w` is one of the entries of `front` (the vector this index was built over).
    bool contains(const std::vector<PartialWalk>& front, const PartialWalk& w) const
    {
        if (m_slots.empty())
            return false;
        const std::uint64_t h = hash(w);
        const std::uint64_t fingerprint = h << 32;
        for (std::size_t s = slotOf(h);; s = s + 1 == m_slots.size() ? 0 : s + 1) {
            const std::uint64_t slot = m_slots[s];
            if (slot == 0)
                return false;
            if ((slot & ~std::uint64_t(0xFFFFFFFFu)) == fingerprint
                && front[std::size_t(slot & 0xFFFFFFFFu) - 1] == w)
                return true;
        }
    }

private:
    static std::uint64_t hash(const PartialWalk& w)
    {
        std::uint64_t h = w.free * 0x9E3779B97F4A7C15ull;
        h ^= (w.blocked + 0x632BE59BD9B4E019ull) * 0xBF58476D1CE4E5B9ull;
        h ^= (std::uint64_t(std::uint32_t(w.pos)) + 1) * 0x94D049BB133111EBull;
        h ^= h >> 31; // fmix64
        h *= 0xFF51AFD7ED558CCDull;
        h ^= h >> 33;
        h *= 0xC4CEB9FE1A85EC53ull;
        return h ^ (h >> 33);
    }
    // The high bits choose the slot (multiply-shift onto any size), the low 32 the fingerprint.
    std::size_t slotOf(std::uint64_t h) const
    {
        __extension__ using Wide = unsigned __int128; // g++ and clang, silent under -pedantic
        return std::size_t((Wide(h) * m_slots.size()) >> 64);
    }
    std::vector<std::uint64_t> m_slots; // 0: free
};

} // namespace mazelab
