#pragma once
// Partial mazes of a trajectory tree keyed by their step (issue 17, the window scan of
// windowrewrite.cpp): a set of the good ones of a tree that misses mazes, and the memo of the
// window scan's answers for partial mazes off the tree. Both are open addressing with linear
// probing over 24-byte slots: a std::unordered_set made the deletion repairs' tree builds 2-3
// times slower, and a std::unordered_map memo (a division and two dependent pointer loads a
// lookup, about 70 bytes an entry) took 70 % of a 6×6 scan's time (perf).
#include "core/simaso/streamverify.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <algorithm>
#include <vector>

namespace mazelab {

// A partial maze at step t of the tail (t: index of the next move, below 2^31).
struct Key {
    std::uint64_t free;
    std::uint64_t blocked;
    std::uint32_t t;
    std::int32_t pos;
    bool operator==(const Key&) const = default;
};

struct KeyHash {
    std::size_t operator()(const Key& k) const
    {
        std::uint64_t h = k.free * 0x9E3779B97F4A7C15ull;
        h ^= (k.blocked + 0x632BE59BD9B4E019ull + (h << 6) + (h >> 2)) * 0xBF58476D1CE4E5B9ull;
        h ^= (std::uint64_t(k.t) << 8 | std::uint64_t(k.pos)) * 0x94D049BB133111EBull;
        return std::size_t(h ^ (h >> 31));
    }
};

inline Key keyOf(const PartialWalk& w, std::size_t t)
{
    return {w.free, w.blocked, std::uint32_t(t), w.pos};
}

// The good partial mazes of a tree: open addressing with linear probing (a std::unordered_set
// of them made the deletion repairs' tree builds 2-3 times slower); pos = -1 marks a free slot.
class KeySet {
public:
    void reserve(std::size_t n)
    {
        std::size_t cap = 16;
        while (cap < 2 * n)
            cap <<= 1;
        m_slots.assign(cap, Key{0, 0, 0, -1});
        m_size = 0;
    }
    void insert(const Key& k)
    {
        if (2 * (m_size + 1) > m_slots.size()) {
            std::vector<Key> old;
            old.swap(m_slots);
            reserve(std::max<std::size_t>(old.size(), 8));
            for (const Key& o : old)
                if (o.pos >= 0)
                    insert(o);
        }
        Key& slot = m_slots[find(k)];
        if (slot.pos < 0) {
            slot = k;
            ++m_size;
        }
    }
    bool contains(const Key& k) const { return !m_slots.empty() && m_slots[find(k)].pos >= 0; }
    std::size_t size() const { return m_size; }

private:
    // The slot holding k, or the free slot where it would go.
    std::size_t find(const Key& k) const
    {
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = KeyHash()(k) & mask;; i = (i + 1) & mask)
            if (m_slots[i].pos < 0 || m_slots[i] == k)
                return i;
    }
    std::vector<Key> m_slots;
    std::size_t m_size = 0;
};

// Whether each partial maze asked about is good: at most 3/4 of the slots used (32–64 bytes
// an entry); the top bit of a slot's t holds the answer.
class KeyMemo {
public:
    std::optional<bool> find(const Key& k) const
    {
        if (m_slots.empty())
            return std::nullopt;
        const Key& slot = m_slots[slotOf(k)];
        if (slot.pos < 0)
            return std::nullopt;
        return (slot.t & kOk) != 0;
    }
    void insert(const Key& k, bool ok)
    {
        if (4 * (m_size + 1) > 3 * m_slots.size())
            grow();
        Key& slot = m_slots[slotOf(k)];
        if (slot.pos < 0)
            ++m_size;
        slot = k;
        slot.t |= ok ? kOk : 0;
    }
    std::size_t size() const { return m_size; }
    void clear()
    {
        m_slots.clear();
        m_slots.shrink_to_fit();
        m_size = 0;
    }

private:
    static constexpr std::uint32_t kOk = 0x80000000u;
    // The slot holding k, or the free slot where it would go.
    std::size_t slotOf(const Key& k) const
    {
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = KeyHash()(k) & mask;; i = (i + 1) & mask) {
            const Key& s = m_slots[i];
            if (s.pos < 0
                || (s.free == k.free && s.blocked == k.blocked && s.pos == k.pos
                    && (s.t & ~kOk) == k.t))
                return i;
        }
    }
    void grow()
    {
        std::vector<Key> old;
        old.swap(m_slots);
        m_slots.assign(std::max<std::size_t>(16, 2 * old.size()), Key{0, 0, 0, -1});
        for (const Key& o : old)
            if (o.pos >= 0) {
                Key bare = o;
                bare.t &= ~kOk;
                m_slots[slotOf(bare)] = o;
            }
    }
    std::vector<Key> m_slots; // pos = -1: free
    std::size_t m_size = 0;
};

} // namespace mazelab
