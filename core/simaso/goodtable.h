#pragma once
// What the window scan (windowrewrite.cpp, issue 17) knows about partial mazes, step by step:
// the good partial mazes of the sequence's own tree, and a memo of the others it has walked
// (good or bad). One open-addressing table a step, 8-byte slots holding 62 bits of a 64-bit
// hash of the partial maze and 2 bits of state, so a question is one run of slots — one cache
// miss. A whole 6×6 scan asks most questions of partial mazes off the tree (86 % of them
// found neither in the tree nor in the memo, then walked on); with the tree's index and the
// memo apart each such question cost two cache misses, and `perf` put 40 % of the time on
// each.
//
// The partial mazes themselves are not stored: two that share the 62 bits are taken for one.
// The window scan re-checks every rewrite it takes on the independent depth-first tree and
// skips one that fails, so a collision can cost a rewrite found (a question compares its
// 62 bits with the two or three slots of its run: about 10^-18 a question, under 10^-6 for a
// whole 6×6 scan of 10^11 questions) but never a wrong bound.
#include "core/simaso/streamverify.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace mazelab {

class GoodTable {
public:
    enum class Answer { Unknown, Good, Bad };

    explicit GoodTable(std::size_t steps) : m_steps(steps) {}

    // A good partial maze of the tree at step t (kept by forgetMemo).
    void addTree(std::size_t t, const PartialWalk& w) { put(t, hash(w), kTree); }
    // All of a frontier at step t (a step not used before): one table of the right size.
    void addTree(std::size_t t, const std::vector<PartialWalk>& front)
    {
        resize(m_steps[t], front.size());
        for (const PartialWalk& w : front)
            addTree(t, w);
    }
    // What is known about w at step t.
    Answer find(std::size_t t, const PartialWalk& w) const
    {
        const Step& s = m_steps[t];
        if (s.table.empty())
            return Answer::Unknown;
        const std::uint64_t h = hash(w);
        const std::size_t mask = s.table.size() - 1;
        for (std::size_t i = slotOf(s, h);; i = (i + 1) & mask) {
            const std::uint64_t slot = s.table[i];
            if (slot == 0)
                return Answer::Unknown;
            if ((slot & ~kState) == (h & ~kState))
                return (slot & kState) == kBad ? Answer::Bad : Answer::Good;
        }
    }
    // Starts loading the slot find(t, w) reads first (lookups of independent partial mazes
    // then overlap instead of waiting for one cache miss after another).
    void prefetch(std::size_t t, const PartialWalk& w) const
    {
        const Step& s = m_steps[t];
        if (!s.table.empty())
            __builtin_prefetch(&s.table[slotOf(s, hash(w))]);
    }
    // The memo: w at step t is good or bad (after find answered Unknown).
    void remember(std::size_t t, const PartialWalk& w, bool good)
    {
        put(t, hash(w), good ? kGood : kBad);
        ++m_remembered;
    }
    std::size_t remembered() const { return m_remembered; }
    // Drops the memo, keeps the tree (each step's table rebuilt from its tree slots).
    void forgetMemo()
    {
        for (Step& s : m_steps) {
            std::vector<std::uint64_t> old;
            old.swap(s.table);
            std::size_t tree = 0;
            for (std::uint64_t slot : old)
                tree += (slot & kState) == kTree;
            s.used = 0;
            if (tree > 0)
                resize(s, tree);
            for (std::uint64_t slot : old)
                if ((slot & kState) == kTree)
                    put(s, slot);
        }
        m_remembered = 0;
    }
    // Bytes held by the slots.
    std::size_t bytes() const
    {
        std::size_t b = 0;
        for (const Step& s : m_steps)
            b += s.table.size() * sizeof(std::uint64_t);
        return b;
    }

private:
    static constexpr std::uint64_t kState = 3, kTree = 1, kGood = 2, kBad = 3;
    struct Step {
        std::vector<std::uint64_t> table; // 0: free; a power of two, at most 3/4 used
        std::size_t used = 0;
        unsigned shift = 64; // slot of h: h >> shift
    };
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
    static std::size_t slotOf(const Step& s, std::uint64_t h) { return std::size_t(h >> s.shift); }
    void put(std::size_t t, std::uint64_t h, std::uint64_t state)
    {
        put(m_steps[t], (h & ~kState) | state);
    }
    // Inserts or overwrites the slot with the same 62 bits.
    static void put(Step& s, std::uint64_t slot)
    {
        if (4 * (s.used + 1) > 3 * s.table.size())
            grow(s);
        const std::size_t mask = s.table.size() - 1;
        for (std::size_t i = slotOf(s, slot);; i = (i + 1) & mask) {
            if (s.table[i] == 0) {
                s.table[i] = slot;
                ++s.used;
                return;
            }
            if ((s.table[i] & ~kState) == (slot & ~kState)) {
                s.table[i] = slot;
                return;
            }
        }
    }
    // Empty slots for n entries (at most 3/4 used).
    static void resize(Step& s, std::size_t n)
    {
        std::size_t size = 16;
        while (4 * n > 3 * size)
            size *= 2;
        s.table.assign(size, 0);
        s.shift = 64 - unsigned(__builtin_ctzll(size));
        s.used = 0;
    }
    static void grow(Step& s)
    {
        std::vector<std::uint64_t> old;
        old.swap(s.table);
        resize(s, std::max<std::size_t>(12, old.size() * 3 / 2));
        for (std::uint64_t slot : old)
            if (slot != 0)
                put(s, slot);
    }
    std::vector<Step> m_steps;
    std::size_t m_remembered = 0;
};

} // namespace mazelab
