#include "core/simaso/streamverify.h"

#include "core/counting/mazecount.h"
#include "core/progresstext.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
#include <mutex>
#include <random>
#include <stdexcept>
#include <thread>

namespace mazelab {

namespace {

// A partial maze on the walk: known free cells, known blocked cells, position, next step.
struct Node {
    std::uint64_t free;
    std::uint64_t blocked;
    int pos;
    std::size_t step;
    int decisions;
};

class Tree {
public:
    Tree(int rows, int cols, const SolvingSequence& s, const StreamVerifyOptions& o)
        : m_rows(rows), m_cols(cols), m_cells(rows * cols), m_s(s), m_o(o)
    {
        m_all = m_cells == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << m_cells) - 1;
        m_notFirstCol = m_notLastCol = m_all;
        for (int r = 0; r < rows; ++r) {
            m_notFirstCol &= ~(std::uint64_t(1) << (r * cols));
            m_notLastCol &= ~(std::uint64_t(1) << (r * cols + cols - 1));
        }
        m_goal = m_cells - 1;
        m_goalBit = std::uint64_t(1) << m_goal;
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

    Node root() const { return {1 | m_goalBit, 0, 0, 0, 0}; }

    // Per-thread results.
    struct Sink {
        std::uint64_t solved = 0;
        std::uint64_t failing = 0;
        std::uint64_t leaves = 0;
        std::uint64_t nodes = 0;
        std::vector<Maze> counterexamples;
        std::vector<std::pair<double, Node>> sampled; // sampleExponent >= 0: min-heap on key
        std::vector<PartialWalk> walks;
        std::vector<Node>* tasks = nullptr; // task generation: cut here instead of descending
        int cutAt = 0;
        std::atomic<bool>* stop = nullptr;
        const Control* control = nullptr; // checkNow() only: thread-safe
    };

    // Depth-first from n; returns false when told to stop.
    bool run(Node n, Sink& sink) const
    {
        if (sink.tasks && n.decisions >= sink.cutAt) {
            sink.tasks->push_back(n);
            return true;
        }
        if ((++sink.nodes & 0xFFFF) == 0) {
            if (sink.control->checkNow())
                sink.stop->store(true);
            if (sink.stop->load(std::memory_order_relaxed))
                return false;
        }
        const std::size_t len = m_s.size();
        const bool perfect = m_o.perfect;
        for (; n.step < len; ++n.step) {
            if (!perfect && n.pos == m_goal)
                break;
            const int to = m_nb[std::size_t(n.pos) * 4 + std::size_t(m_s[n.step])];
            if (to < 0)
                continue;
            const std::uint64_t bit = std::uint64_t(1) << to;
            if (n.free & bit) {
                n.pos = to;
                continue;
            }
            if (n.blocked & bit)
                continue;
            // Unknown target: the "blocked" subtree (if start–goal can still connect), then
            // continue here as "free".
            if (connected(n.blocked | bit)) {
                const Node b{n.free, n.blocked | bit, n.pos, n.step + 1, n.decisions + 1};
                if (!run(b, sink))
                    return false;
            }
            n.free |= bit;
            n.pos = to;
            ++n.decisions;
            if (sink.tasks && n.decisions >= sink.cutAt) {
                ++n.step;
                sink.tasks->push_back(n);
                return true;
            }
        }
        ++sink.leaves;
        if (n.pos == m_goal) {
            const int unknown = m_cells - std::popcount(n.free | n.blocked);
            sink.solved += std::uint64_t(1) << unknown;
            return true;
        }
        ++sink.failing;
        if (m_o.sampleExponent >= 0)
            offer(sink, n);
        else if (sink.counterexamples.size() < m_o.maxCounterexamples)
            sink.counterexamples.push_back(counterexample(n));
        if (m_o.maxFailingWalks > 0) {
            if (sink.walks.size() >= m_o.maxFailingWalks)
                return false;
            sink.walks.push_back({n.free, n.blocked, n.pos});
        }
        return !m_o.stopAtFirst;
    }

    // The sampled leaves (of all sinks) as counterexamples, the largest keys first.
    std::vector<Maze> sampledCounterexamples(std::vector<std::pair<double, Node>> all) const
    {
        std::sort(all.begin(), all.end(), [](const auto& a, const auto& b) {
            return a.first != b.first ? a.first > b.first
                : a.second.free != b.second.free ? a.second.free < b.second.free
                                                 : a.second.blocked < b.second.blocked;
        });
        std::vector<Maze> mazes;
        for (std::size_t k = 0; k < all.size() && k < m_o.maxCounterexamples; ++k)
            mazes.push_back(counterexample(all[k].second));
        return mazes;
    }

private:
    // Weighted reservoir (Efraimidis–Spirakis A-Res): key = ln(r) / w with r uniform in
    // (0, 1], w = 2^(A·unknown); the maxCounterexamples largest keys are a weighted sample.
    void offer(Sink& sink, const Node& n) const
    {
        if (m_o.maxCounterexamples == 0)
            return;
        std::mt19937_64 rng(m_o.seed ^ (n.blocked * 0xC2B2AE3D27D4EB4FULL) ^ (n.free + 0x51ED27));
        const double r = (double(rng() >> 11) + 1.0) * 0x1.0p-53;
        const int unknown = m_cells - std::popcount(n.free | n.blocked);
        const double key = std::log(r) * std::exp2(-m_o.sampleExponent * unknown);
        auto greater = [](const auto& a, const auto& b) { return a.first > b.first; };
        auto& heap = sink.sampled;
        if (heap.size() < m_o.maxCounterexamples) {
            heap.emplace_back(key, n);
            std::push_heap(heap.begin(), heap.end(), greater);
        } else if (key > heap.front().first) {
            std::pop_heap(heap.begin(), heap.end(), greater);
            heap.back() = {key, n};
            std::push_heap(heap.begin(), heap.end(), greater);
        }
    }

    // Start and goal connected through the cells not in `blocked`.
    bool connected(std::uint64_t blocked) const
    {
        const std::uint64_t open = m_all & ~blocked;
        std::uint64_t reach = 1;
        for (;;) {
            const std::uint64_t grow = reach | ((reach & m_notLastCol) << 1)
                | ((reach & m_notFirstCol) >> 1) | (reach << m_cols) | (reach >> m_cols);
            const std::uint64_t next = grow & open;
            if (next & m_goalBit)
                return true;
            if (next == reach)
                return false;
            reach = next;
        }
    }

    // A solvable maze of leaf n: unknown cells drawn at random (seeded by the leaf, so the
    // result does not depend on thread timing) while that stays solvable, else all free.
    Maze counterexample(const Node& n) const
    {
        const std::uint64_t unknown = m_all & ~(n.free | n.blocked);
        std::mt19937_64 rng(m_o.seed ^ (n.free * 0x9E3779B97F4A7C15ULL) ^ n.blocked);
        std::uint64_t blocked = n.blocked;
        for (int attempt = 0; attempt < 8; ++attempt) {
            const std::uint64_t extra = rng() & unknown;
            if (connected(n.blocked | extra)) {
                blocked = n.blocked | extra;
                break;
            }
        }
        return mazeWithBlocked(m_rows, m_cols, blocked);
    }

    int m_rows;
    int m_cols;
    int m_cells;
    const SolvingSequence& m_s;
    const StreamVerifyOptions& m_o;
    std::uint64_t m_all = 0;
    std::uint64_t m_notFirstCol = 0;
    std::uint64_t m_notLastCol = 0;
    int m_goal = 0;
    std::uint64_t m_goalBit = 0;
    std::vector<int> m_nb;
};

} // namespace

Maze mazeWithBlocked(int rows, int cols, std::uint64_t blocked)
{
    Maze maze(rows, cols);
    for (int c = 0; c < rows * cols; ++c)
        maze.setBlocked(maze.cellAt(std::size_t(c)), (blocked >> c) & 1U);
    return maze;
}

StreamVerifyResult verifyAllStreamed(int rows, int cols, const SolvingSequence& s,
                                     const StreamVerifyOptions& options, Control& control)
{
    if (rows < 1 || cols < 1 || rows * cols > 64 || rows * cols < 2)
        throw std::invalid_argument("verifyAllStreamed: 2 to 64 cells");
    StreamVerifyResult result;
    result.mazes = options.mazeCount;
    if (result.mazes == 0)
        MazeSet::estimateAllSolvableBytes(rows, cols, &result.mazes);
    const Tree tree(rows, cols, s, options);
    std::atomic<bool> stop{false};
    if (options.threads <= 1 && options.splitDecisions <= 0) { // one pass, no tasks
        Tree::Sink sink;
        sink.stop = &stop;
        sink.control = &control;
        const bool ok = tree.run(tree.root(), sink);
        result.solved = sink.solved;
        result.failingLeaves = sink.failing;
        result.leaves = sink.leaves;
        result.nodes = sink.nodes;
        result.counterexamples = std::move(sink.counterexamples);
        if (options.sampleExponent >= 0)
            result.counterexamples = tree.sampledCounterexamples(std::move(sink.sampled));
        result.failingWalks = std::move(sink.walks);
        result.complete = ok && !stop.load();
        result.solvesAll = result.complete && result.failingLeaves == 0
            && result.solved == result.mazes;
        return result;
    }

    // Cut the tree into tasks (the part above the cut is walked once, on this thread).
    std::vector<Node> tasks;
    Tree::Sink top;
    top.tasks = &tasks;
    top.cutAt = std::max(0, options.splitDecisions);
    top.stop = &stop;
    top.control = &control;
    bool ok = tree.run(tree.root(), top);

    std::vector<Tree::Sink> sinks(std::size_t(std::max(1, options.threads)));
    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    std::mutex progressMutex;
    auto worker = [&](std::size_t w) {
        Tree::Sink& sink = sinks[w];
        sink.stop = &stop;
        sink.control = &control;
        for (;;) {
            const std::size_t i = next.fetch_add(1);
            if (i >= tasks.size() || stop.load())
                return;
            if (!tree.run(tasks[i], sink)) {
                stop.store(true);
                return;
            }
            const std::size_t d = done.fetch_add(1) + 1;
            std::lock_guard lock(progressMutex);
            if (control.checkNow())
                stop.store(true);
            control.progress(double(d) / double(tasks.size()), progress_text::kStreamVerify,
                             {std::to_string(d), std::to_string(tasks.size())});
        }
    };
    if (ok) {
        std::vector<std::thread> threads;
        for (std::size_t w = 1; w < sinks.size(); ++w)
            threads.emplace_back(worker, w);
        worker(0);
        for (auto& t : threads)
            t.join();
    }
    ok = ok && !stop.load();
    sinks.push_back(std::move(top));
    std::vector<std::pair<double, Node>> sampled;
    for (auto& sink : sinks) {
        sampled.insert(sampled.end(), sink.sampled.begin(), sink.sampled.end());
        result.solved += sink.solved;
        result.failingLeaves += sink.failing;
        result.leaves += sink.leaves;
        result.nodes += sink.nodes;
        for (auto& m : sink.counterexamples)
            if (result.counterexamples.size() < options.maxCounterexamples)
                result.counterexamples.push_back(std::move(m));
        result.failingWalks.insert(result.failingWalks.end(), sink.walks.begin(),
                                   sink.walks.end());
    }
    if (options.sampleExponent >= 0)
        result.counterexamples = tree.sampledCounterexamples(std::move(sampled));
    result.complete = ok && done.load() == tasks.size();
    result.solvesAll = result.complete && result.failingLeaves == 0
        && result.solved == result.mazes;
    return result;
}

bool solvesAllStreamed(int rows, int cols, const SolvingSequence& s, std::uint64_t mazeCount,
                       Control& control)
{
    StreamVerifyOptions vo;
    vo.splitDecisions = 0;
    vo.maxCounterexamples = 0;
    vo.stopAtFirst = true;
    vo.mazeCount = mazeCount;
    return verifyAllStreamed(rows, cols, s, vo, control).solvesAll;
}

}  // namespace mazelab
