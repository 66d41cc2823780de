#pragma once
// OpenList: the binary min-heap of the best-first solvers, keyed by (f, tie). Decrease-key is
// lazy deletion: a state is pushed again with its better key and the stale entry is skipped
// when popped (the caller compares the popped g with its g table). Entries are 16 bytes.

#include <cstdint>
#include <vector>

namespace mazelab::solve {

struct OpenEntry {
    double f;
    float tie;       // smaller first: -g for A* (deeper first), so equal-f ties go forward
    std::uint32_t s; // state
};

class OpenList {
public:
    bool empty() const { return m_heap.empty(); }
    std::size_t size() const { return m_heap.size(); }
    const OpenEntry& top() const { return m_heap.front(); }
    void clear() { m_heap.clear(); }
    void push(OpenEntry e)
    {
        m_heap.push_back(e);
        std::size_t i = m_heap.size() - 1;
        while (i > 0) {
            const std::size_t parent = (i - 1) / 2;
            if (!less(e, m_heap[parent]))
                break;
            m_heap[i] = m_heap[parent];
            i = parent;
        }
        m_heap[i] = e;
    }
    OpenEntry pop()
    {
        const OpenEntry top = m_heap.front();
        const OpenEntry last = m_heap.back();
        m_heap.pop_back();
        const std::size_t n = m_heap.size();
        if (n > 0) {
            std::size_t i = 0;
            for (;;) {
                std::size_t c = 2 * i + 1;
                if (c >= n)
                    break;
                if (c + 1 < n && less(m_heap[c + 1], m_heap[c]))
                    ++c;
                if (!less(m_heap[c], last))
                    break;
                m_heap[i] = m_heap[c];
                i = c;
            }
            m_heap[i] = last;
        }
        return top;
    }

private:
    static bool less(const OpenEntry& a, const OpenEntry& b)
    {
        return a.f < b.f || (a.f == b.f && a.tie < b.tie);
    }
    std::vector<OpenEntry> m_heap;
};

} // namespace mazelab::solve
