#pragma once
// The walk tree of the exhaustive mouse search (core/mouse/mousebest.h; Merckens 2019, ch. 4):
// one tree per entrance/exit pair, run whole, from a task's prefix of branch choices, as random
// probes (Knuth's estimator) or to list the tasks. Private to mousebest.cpp, which drives it
// (threads, shards, checkpoints); a header of its own only to keep both files readable.
#include "core/control.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <random>
#include <vector>

namespace mazelab::mousetree {

constexpr std::uint8_t kUndecided = 0;
constexpr std::uint8_t kFree = 1;
constexpr std::uint8_t kBlocked = 2;
constexpr std::int64_t kStepCap = 100'000'000; // never reached when the exit is reachable

// A 3×3 window around a cell as 9 bits (bit 3·dr + dc, dr, dc in 0..2; the middle bit is
// ignored): 1 = free or undecided. The eight cells around the middle, taken clockwise, are
// 4-adjacent one after the other, so the open ones fall into circular runs. When every open edge
// neighbour (N, E, S, W) lies in one run, walling the middle cell cannot disconnect anything (a
// "simple point"), so the exit stays reachable without a flood fill.
struct SimplePoints {
    bool simple[512];
    SimplePoints()
    {
        // Clockwise from above: N, NE, E, SE, S, SW, W, NW as window bits.
        const int ring[8] = {1, 2, 5, 8, 7, 6, 3, 0};
        for (int window = 0; window < 512; ++window) {
            int mask = 0;
            for (int i = 0; i < 8; ++i)
                mask |= (window >> ring[i] & 1) << i;
            // Runs of consecutive open ring cells; count the runs that hold an edge neighbour
            // (even ring index). A full ring is one run; otherwise every run starts just after a
            // closed cell, so none wraps forever.
            int runsWithEdge = mask == 255 ? 1 : 0;
            for (int j = 0; j < 8 && mask != 255; ++j) {
                if (!(mask >> j & 1) || (mask >> ((j + 7) % 8) & 1))
                    continue; // not the first cell of a run
                bool edge = false;
                for (int t = j; mask >> t & 1; t = (t + 1) % 8)
                    edge = edge || t % 2 == 0;
                runsWithEdge += edge ? 1 : 0;
            }
            simple[window] = runsWithEdge <= 1;
        }
    }
};
inline const SimplePoints kSimple;

// Two 64-bit words as one (GCC/Clang; __extension__ keeps -Wpedantic quiet).
__extension__ typedef unsigned __int128 Wide;

struct Partial {
    std::int64_t steps = 0;
    std::vector<std::uint8_t> status; // padded, of a best leaf
    int entryCol = 0;
    int exitCol = 0;
    std::uint64_t tested = 0;
    std::uint64_t optimal = 0;

    void add(const Partial& o)
    {
        tested += o.tested;
        if (o.steps > steps) {
            steps = o.steps;
            status = o.status;
            entryCol = o.entryCol;
            exitCol = o.exitCol;
            optimal = o.optimal;
        } else if (o.steps == steps && steps > 0) {
            optimal += o.optimal;
        }
    }
};

// Called by a WalkTree when one of its leaves beats its own best: (steps, padded status,
// entrance column, exit column). The tree calls it only when `steps` also beats `known`.
using LeafImproved = std::function<void(std::int64_t, const std::vector<std::uint8_t>&, int, int)>;

struct Task {
    int entryCol = 0;
    int exitCol = 0;
    std::vector<std::uint8_t> masks;
};

// One walk tree over the board. Cells are decided lazily: only when an undecided neighbour can
// change the mouse's next move. An undecided cell would be free with visit count 0, so it
// matters only when no neighbour before it in the tie order (down, right, left, up) already
// offers count 0; then the search branches (free / wall) on that one cell and looks again.
// Neighbours after a count-0 one stay undecided, so every leaf stands for as many mazes as
// possible and no walk is simulated twice for a cell that did not matter.
//
// Layout: cell (r, c) is q = (r + 1)·W + c with W = cols + 1. The one guard column per row
// (c = cols) is the right border of row r and the left border of row r + 1; row -1 holds the
// entrance pads, row `rows` the exit pad. The same q - W is the cell's bit in the bitboards
// (Bits), whose guard bits are never open.
//
// Each cell's word packs what one step needs: visit count · kOne | undecided · kFlag, or kWall.
// A neighbour's key is its word + rank · kRank (down, right, left, up = 0..3), so the smallest of
// the four keys is the next move: it says whether the move raises an event (kFlag: undecided, or
// the exit cell) and breaks ties by rank. The step itself is chosen by branches on the key
// comparisons, not computed from the loaded words: when the CPU predicts the mouse's choice, the
// next position is known at once and the next step's loads start before this step's loads have
// returned; only a misprediction waits for them (measured 18 % faster on 7×7 than a key that
// carried the cell index in its low bits).
//
// Copy on branch, explicit stack: at a two-way branch point the free choice continues on a copy
// of the board (the next buffer of a per-tree pool, one per nesting level) and the wall choice
// waits on a stack with the frame's own board. Nothing is ever undone: a board is a few hundred
// bytes, cheaper to copy once per branch than to log and reverse every step. The walk is one
// loop over a small state (board, cell, steps) that leaves its registers only at an event (a
// branch point or the exit), not a recursion.
// Bits: the bitboard type (free/undecided cells, visited cells), one bit per padded cell:
// std::uint64_t when rows·(cols+1) <= 64, Wide beyond. Only the rare flood fill and the
// simple-point test touch it, so the 64-bit path keeps its speed and the wide path costs little.
template <typename Bits>
class WalkTree {
public:
    WalkTree(int rows, int cols, int entryCol, int exitCol, Control& control,
             const LeafImproved* improved = nullptr,
             const std::atomic<std::int64_t>* known = nullptr)
        : m_rows(rows), m_cols(cols), m_w(cols + 1), m_size(std::size_t((rows + 2) * m_w)),
          m_entryCol(entryCol), m_exitCol(exitCol), m_control(control), m_improved(improved),
          m_known(known)
    {
        m_board.assign(m_size, kWall);
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                m_board[std::size_t(cell(r, c))] = kFlag;
                m_rootOpen |= bit(cell(r, c));
            }
        m_rootUndecided = rows * cols;
        m_board[std::size_t((rows + 1) * m_w + exitCol)] = 0; // the exit pad, never visited
        m_entryCell = cell(0, entryCol);
        m_exitCell = cell(rows - 1, exitCol);
        m_exitBit = bit(m_exitCell);
        // Both are free. The exit cell keeps kFlag: it is never entered during a walk (stepping
        // onto it ends the walk), so the flag only makes it raise an event like an undecided
        // cell, and the step loop needs one test instead of two. Count 0 and the flag give it
        // the same key as an undecided cell, so ties still go by rank.
        m_board[std::size_t(m_entryCell)] &= ~kFlag;
        m_rootUndecided -= m_entryCell == m_exitCell ? 1 : 2;
        // Every nested free choice decides one more cell: at most rows·cols levels. The pad
        // rows (entrance row above, exit row below) never change, so every board gets them
        // once here and a branch copies only the maze rows.
        m_pool.resize(std::size_t(rows * cols + 1) * m_size);
        for (std::size_t i = 0; i < m_pool.size(); i += m_size)
            std::copy(m_board.begin(), m_board.end(), m_pool.begin() + std::ptrdiff_t(i));
        m_stack.reserve(std::size_t(rows * cols));
    }

    // Runs the subtree selected by `prefix` (all of it when empty) into `result`.
    void run(const std::vector<std::uint8_t>& prefix, Partial& result)
    {
        m_published = 0;
        explore(prefix, nullptr, result);
    }
    // One random root-to-leaf path (Knuth's estimator): at every branch point one of the
    // possible choices is taken at random and `weight` is multiplied by their number, so the
    // mean of the returned weights over many probes is the number of leaves (walks).
    double probe(std::mt19937_64& rng, std::int64_t& steps)
    {
        Partial ignored;
        m_rng = &rng;
        m_weight = 1;
        explore({}, nullptr, ignored);
        m_rng = nullptr;
        steps = ignored.steps;
        return m_weight;
    }
    // Lists the branch choices of the first `depth` branch points (shorter at early leaves).
    void collect(int depth, std::vector<std::vector<std::uint8_t>>& out, Partial& result)
    {
        m_collectDepth = depth;
        explore({}, &out, result);
    }

    bool stopped() const { return m_stopped; }
    // Called at every poll with the walks this tree finished since the previous call, so that
    // a long task shows progress before it ends (run() resets the count).
    void setWalkedHook(const std::function<void(std::uint64_t)>* hook) { m_walked = hook; }
    // The walks passed to the hook so far.
    std::uint64_t published() const { return m_published; }

private:
    // What one step needs; the rest of the walk's state lives in the tree.
    struct Hot {
        std::uint64_t* word = nullptr;
        int pos = 0;
        std::int64_t steps = 0;
    };

    // Sets up the root (the mouse on the entrance cell) and walks until the subtree is done or
    // the search is stopped.
    void explore(const std::vector<std::uint8_t>& prefix,
                 std::vector<std::vector<std::uint8_t>>* collect, Partial& result)
    {
        m_prefix = &prefix;
        m_collect = collect;
        m_result = &result;
        m_path.clear();
        m_stack.clear();
        std::uint64_t* word = m_pool.data();
        std::copy(m_board.begin(), m_board.end(), word);
        word[m_entryCell] += kOne;
        m_open = m_rootOpen;
        m_undecided = m_rootUndecided;
        m_depth = 0;
        if (m_entryCell == m_exitCell) { // one row, entrance above the exit: in and out
            if (!m_collect)
                leaf(2, word);
            else
                m_collect->emplace_back(); // no branch point on the way
            return;
        }
        m_visited = bit(m_entryCell);
        walk({word, m_entryCell, 1});
    }

    void walk(Hot h)
    {
        const std::ptrdiff_t w = m_w;
        std::uint64_t* p = h.word + h.pos;
        for (;;) {
            // The smallest key of the four neighbours and its offset d. Written as branches,
            // not conditional moves (GCC turns a plain min chain into cmov, hence keepBranch):
            // a predicted branch gives d without waiting for the loads.
            std::uint64_t key = p[w];
            std::ptrdiff_t d = w;
            const std::uint64_t right = p[1] + kRank;
            const std::uint64_t left = p[-1] + 2 * kRank;
            const std::uint64_t up = p[-w] + 3 * kRank;
            if (right < key) {
                key = keepBranch(right);
                d = keepBranch(std::ptrdiff_t(1));
            }
            if (left < key) {
                key = keepBranch(left);
                d = keepBranch(std::ptrdiff_t(-1));
            }
            if (up < key) {
                key = keepBranch(up);
                d = keepBranch(-w);
            }
            if (key & kFlag) { // undecided or the exit cell
                h.pos = int(p - h.word);
                if (!event(h, h.pos + int(d)))
                    return;
                p = h.word + h.pos;
                continue;
            }
            ++h.steps;
            p += d;
            *p += kOne;
        }
    }

    static constexpr std::uint64_t kFlag = std::uint64_t(1) << 8; // undecided
    static constexpr std::uint64_t kOne = std::uint64_t(1) << 11; // one visit
    static constexpr std::uint64_t kWall = std::uint64_t(1) << 62;
    static constexpr std::uint64_t kRank = std::uint64_t(1) << 9;

    // A wall choice waiting for its free sibling's subtree to finish.
    struct Pending {
        std::uint64_t* word; // the board as it was at the branch point
        int pos;
        std::int64_t steps;
        Bits visited;
        Bits open;
        int undecided;
        int depth;
        int next; // the cell to wall
        std::size_t pathSize; // m_path's length then (= depth; deriving it measured 7 % slower
                              // on 7×7, an effect of the step loop's code layout)
    };

    // An empty asm the compiler cannot move: the assignment it guards stays a branch.
    template <typename T>
    static T keepBranch(T v)
    {
#if defined(__GNUC__)
        asm("" : "+r"(v));
#endif
        return v;
    }

    int cell(int r, int c) const { return (r + 1) * m_w + c; }
    Bits bit(int q) const { return Bits(1) << (q - m_w); }

    // True when the search must stop (cancelled, or a walk beyond the step cap).
    bool poll(std::int64_t steps)
    {
        if (m_walked) {
            (*m_walked)(m_result->tested - m_published);
            m_published = m_result->tested;
        }
        m_stopped = m_stopped || m_control.checkNow() || steps > kStepCap;
        return m_stopped;
    }

    // True when walling `q` (already done in `open`) cannot have cut the open cells apart.
    bool isSimple(int q, Bits open) const
    {
        const int b = q - 2 * m_w - 1; // bit of the top-left cell of the 3×3 window
        const Bits window = b >= 0 ? open >> b : open << -b;
        const unsigned bits = unsigned(window & 7u) | unsigned((window >> m_w) & 7u) << 3
                              | unsigned((window >> (2 * m_w)) & 7u) << 6;
        return kSimple.simple[bits];
    }

    // Flood fill through the open (free and undecided) cells. It starts from every visited
    // cell: the mouse's own path connects them without the cell just walled (never visited),
    // so they all lie in the mouse's component, and the fill needs fewer rounds than from one.
    bool exitReachable(Bits open, Bits visited) const
    {
        const int w = m_w; // the exit cell is always free: no need to check it is open
        Bits reach = visited;
        for (;;) {
            const Bits next =
                (reach | (reach << 1) | (reach >> 1) | (reach << w) | (reach >> w)) & open;
            if (next & m_exitBit)
                return true;
            if (next == reach)
                return false;
            reach = next;
        }
    }

    // The padded (rows+2)×(cols+2) status layout of Partial::status.
    std::vector<std::uint8_t> statusVector(const std::uint64_t* word) const
    {
        std::vector<std::uint8_t> status(std::size_t((m_rows + 2) * (m_cols + 2)), kBlocked);
        for (int r = 0; r < m_rows; ++r)
            for (int c = 0; c < m_cols; ++c) {
                const std::uint64_t v = word[cell(r, c)];
                status[std::size_t((r + 1) * (m_cols + 2) + c + 1)] =
                    v >= kWall ? kBlocked : (v & kFlag) ? kUndecided : kFree;
            }
        // The exit cell (flagged, see the constructor) and its pad below are free.
        status[std::size_t(m_rows * (m_cols + 2) + m_exitCol + 1)] = kFree;
        status[std::size_t((m_rows + 1) * (m_cols + 2) + m_exitCol + 1)] = kFree;
        return status;
    }

    // Forced inline (also event and resume): as a template GCC stopped inlining them into
    // the walk, which made the 6×6 search 10 % slower (perf: resume 6 %, leaf 3 %).
    [[gnu::always_inline]] void leaf(std::int64_t steps, const std::uint64_t* word)
    {
        Partial& r = *m_result;
        ++r.tested;
        if (steps > r.steps) {
            r.steps = steps;
            r.status = statusVector(word);
            r.entryCol = m_entryCol;
            r.exitCol = m_exitCol;
            r.optimal = 0;
            if (m_improved && steps > m_known->load(std::memory_order_relaxed))
                (*m_improved)(steps, r.status, m_entryCol, m_exitCol);
        }
        if (steps == r.steps)
            r.optimal += std::uint64_t(1) << m_undecided;
    }

    // The walk at `h` reached an event: the next cell `next` is the exit cell (a
    // leaf: from there the mouse always steps out, down to a count-0 pad) or undecided (a
    // branch point). Updates `h` to the walk to continue; false when the subtree is done.
    [[gnu::always_inline]] bool event(Hot& h, int next)
    {
        if (next == m_exitCell) { // onto the exit cell, then out
            // Poll here, not in the step loop: every walk ends at a leaf and no walk is endless
            // (the exit stays reachable), and the step loop keeps one counter fewer (≈ 2 %).
            if (--m_countdown <= 0) {
                m_countdown = kPollInterval;
                if (poll(h.steps))
                    return false;
            }
            if (!m_collect)
                leaf(h.steps + 2, h.word);
            else
                m_collect->push_back(m_path);
            return resume(h);
        }
        if (m_collect && m_depth == m_collectDepth) {
            m_collect->push_back(m_path);
            return resume(h);
        }
        const Bits nextBit = bit(next);
        const bool canWall =
            isSimple(next, m_open & ~nextBit) || exitReachable(m_open & ~nextBit, m_visited);
        int choice = 0; // 0 free, 1 wall, 2 both (free first)
        if (m_depth < int(m_prefix->size()))
            choice = (*m_prefix)[std::size_t(m_depth)];
        else if (canWall && m_rng) {
            m_weight *= 2;
            choice = int((*m_rng)() & 1);
        } else if (canWall) {
            choice = 2;
        }
        if (choice == 1 && !canWall)
            return resume(h); // not a prefix this tree collected
        if (choice == 2) { // free now on a copy, wall later on this board
            m_stack.push_back({h.word, h.pos, h.steps, m_visited, m_open, m_undecided, m_depth,
                               next, m_path.size()});
            std::uint64_t* child = h.word + m_size;
            std::copy(h.word + m_w, h.word + m_size - std::size_t(m_w), child + m_w);
            h.word = child;
            choice = 0;
        }
        if (choice == 1) {
            h.word[next] = kWall;
            m_open &= ~nextBit;
        } else {
            h.word[next] = kOne; // the mouse steps onto it now (count 0 beats every other key)
            h.pos = next;
            ++h.steps;
            m_visited |= nextBit;
        }
        --m_undecided;
        ++m_depth;
        if (m_collect)
            m_path.push_back(std::uint8_t(choice));
        return true;
    }

    // Continues with the newest waiting wall choice; false when there is none.
    [[gnu::always_inline]] bool resume(Hot& h)
    {
        if (m_stack.empty())
            return false;
        const Pending p = m_stack.back();
        m_stack.pop_back();
        h = {p.word, p.pos, p.steps};
        m_visited = p.visited;
        h.word[p.next] = kWall;
        m_open = p.open & ~bit(p.next);
        m_undecided = p.undecided - 1;
        m_depth = p.depth + 1;
        if (m_collect) {
            m_path.resize(p.pathSize);
            m_path.push_back(1);
        }
        return true;
    }

    int m_rows;
    int m_cols;
    int m_w;
    std::size_t m_size; // words per board
    int m_entryCol;
    int m_exitCol;
    Control& m_control;
    const LeafImproved* m_improved;
    const std::atomic<std::int64_t>* m_known;
    std::vector<std::uint64_t> m_board; // the root board: count · kOne | undecided · kFlag, or kWall
    std::vector<std::uint64_t> m_pool;  // one board per nesting level of free choices
    Bits m_rootOpen = 0;       // free or undecided cells at the root
    int m_rootUndecided = 0;
    Bits m_exitBit = 0;
    int m_entryCell = 0;
    int m_exitCell = 0;
    // The walk in progress.
    Bits m_open = 0; // free or undecided cells
    // Cells the mouse has entered. Kept at branch points, not per step: every cell it enters
    // is the entrance or was decided free at a branch point just before it stepped onto it.
    Bits m_visited = 0;
    int m_undecided = 0;
    int m_depth = 0; // branch points passed (forced ones included)
    std::vector<Pending> m_stack;
    std::vector<std::uint8_t> m_path;
    const std::vector<std::uint8_t>* m_prefix = nullptr;
    std::vector<std::vector<std::uint8_t>>* m_collect = nullptr;
    int m_collectDepth = 0;
    Partial* m_result = nullptr;
    std::mt19937_64* m_rng = nullptr; // probe mode
    double m_weight = 1;
    bool m_stopped = false;
    const std::function<void(std::uint64_t)>* m_walked = nullptr;
    std::uint64_t m_published = 0;
    // Control::poll() is not thread-safe, checkNow() is: a tree polls every kPollInterval walks.
    static constexpr int kPollInterval = 1 << 10; // about 50 µs of a 7×7 search
    int m_countdown = kPollInterval;
};

} // namespace mazelab::mousetree
