#pragma once
// StateTable: the open-addressing hash map behind the counting DP (core/counting/mazecount.cpp).
// Keys are packed frontier states (any value but ~0); values are fixed-width multi-limb
// counters. Each slot holds the key followed by its `limbs` value words, so an insertion
// touches one place in memory; add() can be preceded by prefetch() a few keys ahead to hide
// the cache miss. Linear probing, load factor <= 1/2, Fibonacci hashing. Internal.

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

namespace mazelab {

// dst += src over `limbs` 64-bit words, least significant first (kLimbs > 0 fixes the width
// at compile time). The caller picks the width so that the sum cannot overflow.
template <int kLimbs>
inline void addLimbs(std::uint64_t* dst, const std::uint64_t* src, int limbs)
{
    const int n = kLimbs > 0 ? kLimbs : limbs;
    unsigned char carry = 0;
    for (int i = 0; i < n; ++i) {
        const std::uint64_t a = dst[i];
        const std::uint64_t sum = a + src[i] + carry;
        carry = (sum < a || (carry != 0 && sum == a)) ? 1 : 0;
        dst[i] = sum;
    }
}

template <int kLimbs>
class StateTable {
public:
    explicit StateTable(int limbs)
        : m_limbs(kLimbs > 0 ? kLimbs : limbs), m_stride(std::size_t(m_limbs) + 1)
    {
        rehash(1u << 8);
    }

    std::size_t size() const { return m_size; }
    std::size_t capacity() const { return m_capacity; }

    // Makes room for `more` insertions without rehashing (keeps prefetched slots valid).
    // Bytes held while reserveMore(more) runs: the slots after it, plus the old slots while
    // a rehash copies them (the counting's memory cap checks this before growing).
    std::size_t bytesAfterReserve(std::size_t more) const
    {
        std::size_t capacity = m_capacity;
        while (2 * (m_size + more) > capacity)
            capacity *= 2;
        const std::size_t old = capacity == m_capacity ? 0 : m_capacity;
        return (capacity + old) * m_stride * sizeof(std::uint64_t);
    }
    void reserveMore(std::size_t more)
    {
        while (2 * (m_size + more) > m_capacity)
            rehash(2 * m_capacity);
    }

    void prefetch(std::uint64_t key) const
    {
        __builtin_prefetch(&m_slots[home(key) * m_stride], 1);
    }

    // value[key] += value, inserting the key with zero first if absent.
    // Precondition: room for one more key (reserveMore).
    void add(std::uint64_t key, const std::uint64_t* value)
    {
        addLimbs<kLimbs>(slotFor(key) + 1, value, m_limbs);
    }

    // Moves the entries into dense arrays (order unspecified) and empties the table, keeping
    // its capacity for the next cell.
    void drainTo(std::vector<std::uint64_t>& keys, std::vector<std::uint64_t>& values)
    {
        const std::size_t w = std::size_t(m_limbs);
        keys.clear();
        values.resize(m_size * w);
        std::uint64_t* out = values.data();
        for (std::size_t s = 0; s < m_capacity; ++s) {
            std::uint64_t* slot = &m_slots[s * m_stride];
            if (slot[0] == kEmpty)
                continue;
            keys.push_back(slot[0]);
            out = std::copy_n(slot + 1, w, out);
            slot[0] = kEmpty;
        }
        m_size = 0;
    }

private:
    static constexpr std::uint64_t kEmpty = ~std::uint64_t(0);

    std::size_t home(std::uint64_t key) const
    {
        return std::size_t((key * 0x9E3779B97F4A7C15ull) >> m_shift);
    }

    std::uint64_t* slotFor(std::uint64_t key)
    {
        const std::size_t mask = m_capacity - 1;
        for (std::size_t s = home(key);; s = (s + 1) & mask) {
            std::uint64_t* slot = &m_slots[s * m_stride];
            if (slot[0] == key)
                return slot;
            if (slot[0] == kEmpty) {
                slot[0] = key;
                std::fill_n(slot + 1, m_limbs, 0);
                ++m_size;
                return slot;
            }
        }
    }

    void rehash(std::size_t capacity)
    {
        std::vector<std::uint64_t> old(capacity * m_stride, kEmpty);
        old.swap(m_slots);
        const std::size_t oldCapacity = m_capacity;
        m_capacity = capacity;
        m_shift = 64 - unsigned(std::countr_zero(capacity));
        m_size = 0;
        for (std::size_t s = 0; s < oldCapacity; ++s) {
            const std::uint64_t* slot = &old[s * m_stride];
            if (slot[0] != kEmpty)
                std::copy_n(slot + 1, m_limbs, slotFor(slot[0]) + 1);
        }
    }

    int m_limbs;
    std::size_t m_stride;
    std::size_t m_capacity = 0;
    unsigned m_shift = 64;
    std::size_t m_size = 0;
    std::vector<std::uint64_t> m_slots;
};

} // namespace mazelab
