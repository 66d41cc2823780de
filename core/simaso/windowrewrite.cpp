#include "core/simaso/windowrewrite.h"

#include "core/progresstext.h"
#include "core/simaso/goodtable.h"
#include "core/simaso/mazeset.h"
#include "core/simaso/streamverify.h"
#include "core/simaso/tailfix.h"

#include <algorithm>
#include <optional>
#include <random>
#include <stdexcept>

namespace mazelab {

namespace {

// Thrown when control stops a tree's build (a whole 6×6 tree takes seconds).
struct Stopped {};

// The tree of one tail (after the prefix's frontier `root`): its frontiers, and in a
// GoodTable the partial mazes it holds that are good (the tail solves them from their step
// on: all of them when the tail solves every maze) and a memo of the others asked about.
class TailTree {
public:
    TailTree(const PartialGrid& grid, const SolvingSequence& tail,
             const std::vector<PartialWalk>& root, std::size_t maxNodes, Control& control)
        : m_grid(grid), m_tail(tail), m_maxNodes(maxNodes), m_known(tail.size()),
          m_scratch(tail.size())
    {
        m_front.push_back(root);
        std::size_t stored = root.size();
        for (std::size_t t = 0; t < tail.size(); ++t) {
            if (control.checkNow())
                throw Stopped{};
            std::vector<PartialWalk> next;
            for (const PartialWalk& w : m_front.back())
                m_grid.step(w, tail[t], next);
            stored += next.size();
            if (stored > maxNodes / 2)
                throw std::length_error("the trajectory tree exceeds the node budget");
            next.shrink_to_fit();
            m_front.push_back(std::move(next));
        }
        m_stored = stored;
        // For a solver every partial maze of the tree is good: the frontiers go into the
        // table whole (8 bytes a slot beside a frontier's 24-byte walks; a hash set of keys
        // was 70-120 bytes and reached only half as deep into a 6×6 bound).
        if (solvesAll()) {
            for (std::size_t t = 0; t < tail.size(); ++t)
                m_known.addTree(t, m_front[t]);
            return;
        }
        // Otherwise the good partial mazes, from the end backwards: one whose every branch is
        // good a step later (a walk still running after the last move is not).
        std::vector<PartialWalk> children;
        for (std::size_t t = tail.size(); t-- > 0;)
            for (const PartialWalk& w : m_front[t]) {
                children.clear();
                m_grid.step(w, tail[t], children);
                const bool ok = std::all_of(children.begin(), children.end(), [&](const PartialWalk& c) {
                    return t + 1 < tail.size()
                        && m_known.find(t + 1, c) == GoodTable::Answer::Good;
                });
                if (ok)
                    m_known.addTree(t, w);
            }
    }

    bool solvesAll() const { return m_front.back().empty(); }
    void prefetch(const PartialWalk& w, std::size_t t) const
    {
        if (t < m_tail.size())
            m_known.prefetch(t, w);
    }
    const std::vector<PartialWalk>& frontier(std::size_t t) const { return m_front[t]; }

    // Whether tail[t, end) takes every maze of w to the goal (up to the table's hash
    // collisions, goodtable.h: the caller re-checks what it takes).
    bool good(const PartialWalk& w, std::size_t t)
    {
        if (t >= m_tail.size())
            return false; // still walking after the last move
        if (const GoodTable::Answer known = m_known.find(t, w); known != GoodTable::Answer::Unknown)
            return known == GoodTable::Answer::Good;
        // One scratch vector a step (the walk goes deeper only): no allocation per question.
        std::vector<PartialWalk>& next = m_scratch[t];
        next.clear();
        m_grid.step(w, m_tail[t], next);
        bool ok = true;
        for (const PartialWalk& c : next)
            if (!good(c, t + 1)) {
                ok = false;
                break;
            }
        // A cache (only the cost changes) of at most half of the budget the frontiers leave:
        // an entry takes 11-21 bytes, a partial maze of the tree 24 and as much again.
        if (m_known.remembered() > (m_maxNodes - std::min(m_maxNodes, m_stored)) / 2)
            m_known.forgetMemo();
        m_known.remember(t, w, ok);
        return ok;
    }

private:
    const PartialGrid& m_grid;
    const SolvingSequence& m_tail;
    std::size_t m_maxNodes;
    std::size_t m_stored = 0; // partial mazes in the frontiers
    std::vector<std::vector<PartialWalk>> m_front;
    GoodTable m_known; // the tree's good partial mazes and the memo, step by step
    std::vector<std::vector<PartialWalk>> m_scratch; // good()'s children, one vector a step
};

// Whether every partial maze of frontier a, walked through `moves`, is good at step e;
// `order` lists the frontier's indices, the one that fails moves to the front. A solver's
// walk of a whole 6×6 frontier takes seconds: control is polled every 4096 partial mazes,
// and a stop answers false with `stopped` set. The partial mazes go in batches of 1, 2, 4 …
// 64: a batch is walked through `moves` and its table slots at e prefetched before the first
// is asked about (a rewrite that almost solves asks about 10^5 of them, each a cache miss),
// in `order`, so the answer and the move to front are those of one at a time.
bool rewriteSolves(const PartialGrid& grid, TailTree& tree, std::size_t a, std::size_t e,
                   const SolvingSequence& moves, std::vector<std::uint32_t>& order,
                   std::vector<PartialWalk>& cur, std::vector<PartialWalk>& next,
                   Control& control, bool& stopped)
{
    const std::vector<PartialWalk>& front = tree.frontier(a);
    thread_local std::vector<PartialWalk> results; // the batch's walks at e
    thread_local std::vector<std::size_t> ends;     // where each one's walks end in it
    std::size_t batch = 1;
    for (std::size_t k0 = 0; k0 < order.size(); k0 += batch, batch = std::min<std::size_t>(2 * batch, 64)) {
        const std::size_t k1 = std::min(order.size(), k0 + batch);
        results.clear();
        ends.clear();
        for (std::size_t k = k0; k < k1; ++k) {
            if ((k & 4095) == 4095 && control.checkNow()) {
                stopped = true;
                return false;
            }
            cur.assign(1, front[order[k]]);
            for (Move m : moves) {
                next.clear();
                for (const PartialWalk& w : cur)
                    grid.step(w, m, next);
                cur.swap(next);
            }
            results.insert(results.end(), cur.begin(), cur.end());
            ends.push_back(results.size());
        }
        for (const PartialWalk& w : results)
            tree.prefetch(w, e);
        std::size_t begin = 0;
        for (std::size_t k = k0; k < k1; ++k) {
            for (std::size_t i = begin; i < ends[k - k0]; ++i)
                if (!tree.good(results[i], e)) {
                    std::rotate(order.begin(), order.begin() + std::ptrdiff_t(k),
                                order.begin() + std::ptrdiff_t(k) + 1);
                    return false;
                }
            begin = ends[k - k0];
        }
    }
    return true;
}

} // namespace

AnnealResult rewriteWindows(int rows, int cols, const SolvingSequence& start, Control& control,
                            const WindowRewriteOptions& options,
                            const std::function<void(const SolvingSequence&)>& onImproved)
{
    AnnealResult result;
    std::size_t refuted = 0; // rewrites the independent check refuted (hash collisions)
    auto finish = [&](const std::string& why) {
        result.message = why + "; best length "
            + (result.found ? std::to_string(result.best.size()) : std::string("none"))
            + (refuted ? "; " + std::to_string(refuted)
                             + " rewrites refuted by the independent check and skipped"
                       : std::string());
        return result;
    };
    if (rows < 1 || cols < 1 || rows * cols < 2 || rows * cols > 64)
        return finish("2 to 64 cells");
    const std::size_t kept = options.keepPrefix;
    if (start.size() <= kept)
        return finish("the start is not longer than the kept prefix");
    const std::size_t maxWindow = std::clamp<std::size_t>(options.maxWindow, 1, 13);
    const std::size_t shortenBy = std::clamp<std::size_t>(options.shortenBy, 1, 4);
    const std::size_t minWindow = std::clamp<std::size_t>(options.minWindow, 1, maxWindow);
    std::uint64_t mazeCount = 0;
    MazeSet::estimateAllSolvableBytes(rows, cols, &mazeCount);
    if (mazeCount == 0)
        return finish("the number of mazes does not fit 64 bits");
    const PartialGrid grid(rows, cols);
    // The frontier the prefix leaves (two frontiers in turn, nothing stored).
    const std::uint64_t goalBit = std::uint64_t(1) << (rows * cols - 1);
    std::vector<PartialWalk> root{{1 | goalBit, 0, 0}};
    const SolvingSequence prefix(start.begin(), start.begin() + std::ptrdiff_t(kept));
    for (Move m : prefix) {
        std::vector<PartialWalk> next;
        for (const PartialWalk& w : root)
            grid.step(w, m, next);
        if (next.size() > options.maxNodes / 2)
            return finish("the prefix's frontier exceeds the node budget");
        root.swap(next);
        if (control.checkNow())
            return finish("stopped");
    }
    SolvingSequence tail(start.begin() + std::ptrdiff_t(kept), start.end());
    std::vector<PartialWalk> cur;
    std::vector<PartialWalk> next;
    std::mt19937_64 rng(options.seed);
    std::size_t plateau = 0; // plateau moves made
    auto identity = [](std::size_t n) {
        std::vector<std::uint32_t> order(n);
        for (std::size_t k = 0; k < n; ++k)
            order[k] = std::uint32_t(k);
        return order;
    };
    auto movesOf = [](std::uint64_t code, std::size_t n) {
        SolvingSequence moves(n);
        for (std::size_t i = 0; i < n; ++i)
            moves[i] = Move((code >> (2 * i)) & 3);
        return moves;
    };
    // Every rewrite is re-checked by the independent depth-first tree before it is taken; one
    // that fails it (a hash collision of the GoodTable, goodtable.h) is skipped and counted.
    auto checked = [&](const SolvingSequence& t) {
        SolvingSequence whole = prefix;
        whole.insert(whole.end(), t.begin(), t.end());
        return solvesAllStreamed(rows, cols, whole, mazeCount, control);
    };
    // Scans every window s[a, a+w), w = 1 … maxWindow, of `t` (whose tree is `tree`) for new
    // contents of w − delta moves after which every maze is solved (delta = 1: one move
    // shorter; delta = 0: a repair of a sequence that misses mazes, the old contents skipped);
    // the rewritten sequence, or nothing (a whole cycle of windows without one). The windows
    // come in the order w ascending, a descending, from `cursor` on and around (a window
    // (w, a) with a + w beyond t starts its size from the end); a rewrite found leaves the
    // cursor on its window, so the next scan of the shorter sequence goes on from there
    // instead of starting again at the end (a 6×6 bound's 500 deletions alone take minutes).
    // Sets `stopped` when control stops it.
    bool stopped = false;
    struct Cursor {
        std::size_t w = 1;
        std::size_t a = SIZE_MAX; // SIZE_MAX: the last window of size w
    };
    auto scan = [&](TailTree& tree, const SolvingSequence& t, std::size_t delta,
                    Cursor& cursor) -> std::optional<SolvingSequence> {
        const std::size_t wMax = std::min(maxWindow, t.size());
        if (cursor.w > wMax)
            cursor = Cursor{};
        // Every (w, a) once: from the cursor to the end of the order, then from its start.
        const Cursor first = cursor;
        for (std::size_t pass = 0; pass < 2; ++pass)
            for (std::size_t w = pass == 0 ? first.w : 1; w <= wMax; ++w) {
                std::size_t aStart = t.size() - w + 1; // one past the last window of size w
                if (pass == 0 && w == first.w && first.a != SIZE_MAX)
                    aStart = std::min(aStart, first.a + 1);
                for (std::size_t a = aStart; a-- > 0;) {
                    if (pass == 1
                        && (w > first.w
                            || (w == first.w && (first.a == SIZE_MAX || a <= first.a))))
                        return std::nullopt; // back at the cursor: a whole cycle
                    if (w < delta || (delta > 0 && w < minWindow))
                        continue; // too short to lose `delta` moves, or below --min-window
                    const std::size_t e = a + w;
                    control.progress(-1, progress_text::kWindowRewrite,
                                     {std::to_string(kept + t.size()), std::to_string(w),
                                      std::to_string(kept + a), std::to_string(result.evaluations)});
                    std::vector<std::uint32_t> order = identity(tree.frontier(a).size());
                    const SolvingSequence old(t.begin() + std::ptrdiff_t(a),
                                              t.begin() + std::ptrdiff_t(e));
                    const std::uint64_t count = std::uint64_t(1) << (2 * (w - delta));
                    for (std::uint64_t code = 0; code < count; ++code) {
                        if ((code & 1023) == 0 && control.checkNow()) {
                            stopped = true;
                            return std::nullopt;
                        }
                        const SolvingSequence moves = movesOf(code, w - delta);
                        if (delta == 0 && moves == old)
                            continue;
                        ++result.evaluations;
                        if (!rewriteSolves(grid, tree, a, e, moves, order, cur, next, control,
                                           stopped)) {
                            if (stopped)
                                return std::nullopt;
                            continue;
                        }
                        SolvingSequence out(t.begin(), t.begin() + std::ptrdiff_t(a));
                        out.insert(out.end(), moves.begin(), moves.end());
                        out.insert(out.end(), t.begin() + std::ptrdiff_t(e), t.end());
                        if (!checked(out)) {
                            if (control.checkNow()) {
                                stopped = true;
                                return std::nullopt;
                            }
                            ++refuted;
                            continue;
                        }
                        cursor = Cursor{w, a};
                        return out;
                    }
                }
            }
        return std::nullopt;
    };
    // Where the scan of the next (shorter) sequence goes on; the first from the resume point.
    Cursor cursor{std::max<std::size_t>(options.resumeWindow, 1),
                  options.resumeStep == SIZE_MAX || options.resumeStep < kept
                      ? SIZE_MAX
                      : options.resumeStep - kept};
    auto disagree = [&] {
        return finish(control.checkNow() ? "stopped" : "internal error: the two trees disagree");
    };
    try {
        for (;;) {
            // The tree of `tail`, built once for the scan, the deletion ranking and a plateau
            // move (released while the deletion repairs build theirs).
            std::optional<TailTree> tree(std::in_place, grid, tail, root, options.maxNodes,
                                         control);
            if (!tree->solvesAll())
                return finish("the start does not solve every maze");
            {
                SolvingSequence whole = prefix;
                whole.insert(whole.end(), tail.begin(), tail.end());
                const char* stop = nullptr;
                detail::recordSolver(result, whole, 0, onImproved, stop);
                if (stop)
                    return finish(stop);
            }
            std::optional<SolvingSequence> better = scan(*tree, tail, shortenBy, cursor);
            if (stopped)
                return finish("stopped");
            // Deletion repairs: delete one move (those that leave the fewest failing leaves
            // first) and look for a window of the same length that solves every maze again.
            if (!better && options.deletionRepair && tail.size() > 1) {
                std::vector<std::pair<std::size_t, std::size_t>> byLeaves; // (leaves, move)
                for (std::size_t i = 0; i < tail.size(); ++i) {
                    // From frontier i of the tree on, two frontiers in turn.
                    std::vector<PartialWalk> in = tree->frontier(i);
                    for (std::size_t t = i + 1; t < tail.size() && !in.empty(); ++t) {
                        next.clear();
                        for (const PartialWalk& w : in)
                            grid.step(w, tail[t], next);
                        in.swap(next);
                    }
                    byLeaves.emplace_back(in.size(), i);
                    if (control.checkNow())
                        return finish("stopped");
                }
                std::sort(byLeaves.begin(), byLeaves.end());
                tree.reset();
                for (const auto& [leaves, i] : byLeaves) {
                    SolvingSequence d = tail;
                    d.erase(d.begin() + std::ptrdiff_t(i));
                    TailTree repaired(grid, d, root, options.maxNodes, control);
                    Cursor fresh;
                    if (repaired.solvesAll()) {
                        // the deletion alone: the two trees must agree
                        if (!checked(d))
                            return disagree();
                        better = d;
                        break;
                    }
                    better = scan(repaired, d, 0, fresh);
                    if (stopped)
                        return finish("stopped");
                    if (better)
                        break;
                }
            }
            if (better) { // checked
                tail = std::move(*better);
                continue;
            }
            const std::string optimal = "no window of "
                + (minWindow > 1 ? std::to_string(minWindow) + " to " : std::string("up to "))
                + std::to_string(maxWindow)
                + " moves can be redone "
                + (shortenBy == 1 ? std::string("one move") : std::to_string(shortenBy) + " moves")
                + " shorter"
                + (options.deletionRepair ? ", nor after any deletion in as many" : "")
                + " (locally optimal";
            if (plateau >= options.plateauSteps || std::min(maxWindow, tail.size()) < 2)
                return finish(optimal
                              + (plateau ? ", after " + std::to_string(plateau) + " plateau moves)"
                                         : std::string(")")));
            // A plateau move: a random window rewritten with as many moves, every maze still
            // solved (the rewrite is checked like a shorter one: both trees agree).
            if (!tree)
                tree.emplace(grid, tail, root, options.maxNodes, control);
            bool moved = false;
            for (int tries = 0; !moved; ++tries) {
                if (tries == 256)
                    return finish(optimal + ", and 256 random windows have no other contents)");
                const std::size_t w = 2 + rng() % (std::min(maxWindow, tail.size()) - 1);
                const std::size_t a = rng() % (tail.size() - w + 1);
                const SolvingSequence old(tail.begin() + std::ptrdiff_t(a),
                                          tail.begin() + std::ptrdiff_t(a + w));
                std::vector<std::uint32_t> order = identity(tree->frontier(a).size());
                const std::uint64_t count = std::uint64_t(1) << (2 * w);
                const std::uint64_t offset = rng() % count;
                for (std::uint64_t k = 0; k < count && !moved; ++k) {
                    if ((k & 1023) == 0 && control.checkNow())
                        return finish("stopped");
                    const SolvingSequence moves = movesOf((offset + k) % count, w);
                    if (moves == old)
                        continue;
                    ++result.evaluations;
                    if (!rewriteSolves(grid, *tree, a, a + w, moves, order, cur, next, control,
                                       stopped)) {
                        if (stopped)
                            return finish("stopped");
                        continue;
                    }
                    SolvingSequence candidate(tail);
                    std::copy(moves.begin(), moves.end(), candidate.begin() + std::ptrdiff_t(a));
                    if (!checked(candidate)) {
                        if (control.checkNow())
                            return finish("stopped");
                        ++refuted;
                        continue;
                    }
                    tail = std::move(candidate);
                    moved = true;
                }
            }
            ++plateau;
        }
    } catch (const Stopped&) {
        return finish("stopped");
    } catch (const std::length_error& e) {
        return finish(std::string(e.what()) + " (" + std::to_string(options.maxNodes)
                      + " partial mazes)");
    }
}

} // namespace mazelab
