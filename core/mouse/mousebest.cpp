#include "core/mouse/mousebest.h"

#include "core/mazeformat.h"

#include <algorithm>
#include <bit>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <functional>
#include <limits>
#include <memory>
#include <mutex>
#include <random>
#include <sstream>
#include <stdexcept>
#include <thread>

namespace mazelab {
namespace {

// Fits count·4 + rank in 32 bits (the branch-free minimum in WalkTree::walk).
constexpr std::uint32_t kWall = std::numeric_limits<std::uint32_t>::max() >> 2;
constexpr std::uint8_t kUndecided = 0;
constexpr std::uint8_t kFree = 1;
constexpr std::uint8_t kBlocked = 2;
constexpr int kTaskDepth = 14;               // binary branch points fixed per task
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
const SimplePoints kSimple;

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

// One walk tree over a padded (rows+2)×(cols+2) board. Cells are decided lazily: only when
// an undecided neighbour can change the mouse's next move. An undecided cell would be free
// with visit count 0, so it matters only when no neighbour before it in the tie order (down,
// right, left, up) already offers count 0; then the search branches (free / wall) on that one
// cell and looks again. Neighbours after a count-0 one stay undecided, so every leaf stands for
// as many mazes as possible and no walk is simulated twice for a cell that did not matter.
class WalkTree {
public:
    WalkTree(int rows, int cols, int entryCol, int exitCol, Control& control,
             const LeafImproved* improved = nullptr,
             const std::atomic<std::int64_t>* known = nullptr)
        : m_rows(rows), m_cols(cols), m_width(cols + 2), m_entryCol(entryCol),
          m_exitCol(exitCol), m_control(control), m_improved(improved), m_known(known)
    {
        const std::size_t size = std::size_t(m_width) * std::size_t(rows + 2);
        m_count.assign(size, kWall);
        m_status.assign(size, kBlocked);
        m_bitOf.assign(size, 0);
        m_around.assign(size, 0);
        m_neighbourBits.assign(size * 4, 0);
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                const int p = pad(r, c);
                m_count[std::size_t(p)] = 0;
                m_status[std::size_t(p)] = kUndecided;
                m_bitOf[std::size_t(p)] = bit(r, c);
                m_open |= bit(r, c);
            }
        m_undecidedBits = m_open;
        m_offset[0] = m_width; // down, right, left, up: the tie order
        m_offset[1] = 1;
        m_offset[2] = -1;
        m_offset[3] = -m_width;
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                const std::size_t p = std::size_t(pad(r, c));
                for (std::size_t i = 0; i < 4; ++i) {
                    const std::uint64_t b = m_bitOf[std::size_t(int(p) + m_offset[i])];
                    m_neighbourBits[p * 4 + i] = b;
                    m_around[p] |= b;
                }
            }
        m_undecided = rows * cols;
        m_exitPad = (rows + 1) * m_width + exitCol + 1;
        m_count[std::size_t(m_exitPad)] = 0;
        m_status[std::size_t(m_exitPad)] = kFree;
        m_exitBit = bit(rows - 1, exitCol);
        decide(pad(0, entryCol), kFree);
        if (pad(rows - 1, exitCol) != pad(0, entryCol))
            decide(pad(rows - 1, exitCol), kFree);
    }

    // Runs the subtree selected by `prefix` (all of it when empty) into `result`.
    void run(const std::vector<std::uint8_t>& prefix, Partial& result)
    {
        m_prefix = &prefix;
        m_collect = nullptr;
        m_result = &result;
        start();
    }
    // One random root-to-leaf path (Knuth's estimator): at every branch point one of the
    // possible choices is taken at random and `weight` is multiplied by their number, so the
    // mean of the returned weights over many probes is the number of leaves (walks).
    double probe(std::mt19937_64& rng, std::int64_t& steps)
    {
        static const std::vector<std::uint8_t> none;
        Partial ignored;
        m_prefix = &none;
        m_collect = nullptr;
        m_result = &ignored;
        m_rng = &rng;
        m_weight = 1;
        start();
        m_rng = nullptr;
        steps = ignored.steps;
        return m_weight;
    }
    // Lists the branch choices of the first `depth` branch points (shorter at early leaves).
    void collect(int depth, std::vector<std::vector<std::uint8_t>>& out, Partial& result)
    {
        static const std::vector<std::uint8_t> none;
        m_prefix = &none;
        m_collect = &out;
        m_collectDepth = depth;
        m_result = &result;
        start();
    }

private:
    int pad(int r, int c) const { return (r + 1) * m_width + c + 1; }
    std::uint64_t bit(int r, int c) const { return std::uint64_t(1) << (r * (m_cols + 1) + c); }

    void decide(int p, std::uint8_t s)
    {
        m_status[std::size_t(p)] = s;
        --m_undecided;
        m_undecidedBits &= ~m_bitOf[std::size_t(p)];
        if (s == kBlocked) {
            m_count[std::size_t(p)] = kWall;
            m_open &= ~m_bitOf[std::size_t(p)];
        }
    }
    void undecide(int p)
    {
        if (m_status[std::size_t(p)] == kBlocked) {
            m_count[std::size_t(p)] = 0;
            m_open |= m_bitOf[std::size_t(p)];
        }
        m_status[std::size_t(p)] = kUndecided;
        m_undecidedBits |= m_bitOf[std::size_t(p)];
        ++m_undecided;
    }

    // True when walling `p` (already done) cannot have cut the open cells apart.
    bool isSimple(int p) const
    {
        const int stride = m_cols + 1;
        const int b = std::countr_zero(m_bitOf[std::size_t(p)]) - stride - 1; // top-left bit
        const std::uint64_t window = b >= 0 ? m_open >> b : m_open << -b;
        const unsigned bits = unsigned(window & 7u) | unsigned((window >> stride) & 7u) << 3
                              | unsigned((window >> (2 * stride)) & 7u) << 6;
        return kSimple.simple[bits];
    }

    // Flood fill through free and undecided cells; the guard column keeps rows apart.
    bool exitReachable(int pos) const
    {
        if (!(m_open & m_exitBit))
            return false;
        const int w = m_cols + 1;
        std::uint64_t reach = m_bitOf[std::size_t(pos)];
        for (;;) {
            const std::uint64_t next =
                (reach | (reach << 1) | (reach >> 1) | (reach << w) | (reach >> w)) & m_open;
            if (next & m_exitBit)
                return true;
            if (next == reach)
                return false;
            reach = next;
        }
    }

    void start()
    {
        m_path.clear();
        const int entry = pad(0, m_entryCol);
        m_count[std::size_t(entry)] = 1;
        walk(entry, 1, 0);
        m_count[std::size_t(entry)] = 0;
    }

    void leaf(std::int64_t steps)
    {
        Partial& r = *m_result;
        ++r.tested;
        if (steps > r.steps) {
            r.steps = steps;
            r.status = m_status;
            r.entryCol = m_entryCol;
            r.exitCol = m_exitCol;
            r.optimal = 0;
            if (m_improved && steps > m_known->load(std::memory_order_relaxed))
                (*m_improved)(steps, m_status, m_entryCol, m_exitCol);
        }
        if (steps == r.steps)
            r.optimal += std::uint64_t(1) << m_undecided;
    }

    // Decides cell `n` both ways (free first) and continues the walk at `pos` for each.
    void branch(int n, int pos, std::int64_t steps, int depth)
    {
        if (m_collect && depth == m_collectDepth) {
            m_collect->push_back(m_path);
            return;
        }
        if (m_rng) {
            decide(n, kBlocked);
            const bool canWall = isSimple(n) || exitReachable(pos);
            undecide(n);
            const bool wall = canWall && ((*m_rng)() & 1);
            m_weight *= canWall ? 2 : 1;
            decide(n, wall ? kBlocked : kFree);
            walk(pos, steps, depth + 1);
            undecide(n);
            return;
        }
        int first = 0;
        int last = 1;
        if (depth < int(m_prefix->size()))
            first = last = (*m_prefix)[std::size_t(depth)];
        for (int choice = first; choice <= last; ++choice) {
            decide(n, choice ? kBlocked : kFree);
            if (choice == 0 || isSimple(n) || exitReachable(pos)) {
                m_path.push_back(std::uint8_t(choice));
                walk(pos, steps, depth + 1);
                m_path.pop_back();
            }
            undecide(n);
            if (m_stopped)
                break;
        }
    }

    void walk(int pos, std::int64_t steps, int depth)
    {
        const std::size_t mark = m_undo.size();
        std::uint32_t* count = m_count.data();
        const int w = m_width;
        for (;;) {
            if (m_around[std::size_t(pos)] & m_undecidedBits) {
                // Undecided neighbours (bit per direction, tie order) and decided ones with
                // count 0; an undecided one matters when no count-0 one comes before it.
                const std::uint64_t* nb = &m_neighbourBits[std::size_t(pos) * 4];
                const unsigned undecided = unsigned((m_undecidedBits & nb[0]) != 0)
                                           | unsigned((m_undecidedBits & nb[1]) != 0) << 1
                                           | unsigned((m_undecidedBits & nb[2]) != 0) << 2
                                           | unsigned((m_undecidedBits & nb[3]) != 0) << 3;
                const unsigned zero = (unsigned(count[pos + w] == 0)
                                       | unsigned(count[pos + 1] == 0) << 1
                                       | unsigned(count[pos - 1] == 0) << 2
                                       | unsigned(count[pos - w] == 0) << 3)
                                      & ~undecided;
                const unsigned relevant = undecided & ((zero & (0u - zero)) - 1u);
                if (relevant) {
                    branch(pos + m_offset[std::countr_zero(relevant)], pos, steps, depth);
                    break;
                }
            }
            // Branch-free: key = count·4 + rank, the smallest key wins.
            const std::uint32_t key = std::min(std::min(count[pos + w] << 2, (count[pos + 1] << 2) | 1u),
                                               std::min((count[pos - 1] << 2) | 2u,
                                                        (count[pos - w] << 2) | 3u));
            const int next = pos + m_offset[key & 3u];
            ++steps;
            if (next == m_exitPad) {
                if (!m_collect)
                    leaf(steps);
                else
                    m_collect->push_back(m_path);
                break;
            }
            if (--m_countdown <= 0) {
                m_countdown = kPollInterval;
                m_stopped = m_stopped || m_control.checkNow();
                if (steps > kStepCap || m_stopped)
                    break;
            }
            pos = next;
            ++count[pos];
            m_undo.push_back(pos);
        }
        for (std::size_t i = m_undo.size(); i > mark; --i)
            --count[m_undo[i - 1]];
        m_undo.resize(mark);
    }

public:
    bool stopped() const { return m_stopped; }

private:
    int m_rows;
    int m_cols;
    int m_width;
    int m_entryCol;
    int m_exitCol;
    Control& m_control;
    const LeafImproved* m_improved;
    const std::atomic<std::int64_t>* m_known;
    std::vector<std::uint32_t> m_count;
    std::vector<std::uint8_t> m_status;
    std::vector<std::uint64_t> m_bitOf;  // padded index -> bitboard bit (0 off the board)
    std::vector<std::uint64_t> m_around; // padded index -> bits of its four neighbours
    std::vector<std::uint64_t> m_neighbourBits; // padded index · 4 -> bit of each neighbour
    std::uint64_t m_open = 0;
    std::uint64_t m_undecidedBits = 0;
    std::uint64_t m_exitBit = 0;
    int m_exitPad = 0;
    int m_offset[4] = {};
    int m_undecided = 0;
    std::vector<int> m_undo;
    std::vector<std::uint8_t> m_path;
    const std::vector<std::uint8_t>* m_prefix = nullptr;
    std::vector<std::vector<std::uint8_t>>* m_collect = nullptr;
    int m_collectDepth = 0;
    Partial* m_result = nullptr;
    std::mt19937_64* m_rng = nullptr; // probe mode
    double m_weight = 1;
    bool m_stopped = false;
    // Own countdown: Control::poll() is not thread-safe, checkNow() is.
    static constexpr int kPollInterval = 1 << 16;
    int m_countdown = kPollInterval;
};

Maze mazeFromStatus(int rows, int cols, const std::vector<std::uint8_t>& status)
{
    Maze maze(rows, cols);
    if (status.empty())
        return maze;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            maze.setBlocked({r, c}, status[std::size_t((r + 1) * (cols + 2) + c + 1)] != kFree);
    return maze;
}

std::vector<Task> makeTasks(int rows, int cols, bool freeEnds)
{
    std::vector<Task> tasks;
    Control control;
    const int lastEntry = freeEnds ? cols - 1 : 0;
    for (int e = 0; e <= lastEntry; ++e)
        for (int x = 0; x <= lastEntry; ++x) {
            WalkTree tree(rows, cols, e, x, control);
            std::vector<std::vector<std::uint8_t>> prefixes;
            Partial ignored;
            tree.collect(kTaskDepth, prefixes, ignored);
            for (auto& p : prefixes)
                tasks.push_back({e, x, std::move(p)});
        }
    return tasks;
}

std::string doneToText(const std::vector<char>& done)
{
    std::string s(done.size(), '0');
    for (std::size_t i = 0; i < done.size(); ++i)
        if (done[i])
            s[i] = '1';
    return s;
}

void writeAtomically(const std::string& path, const std::string& text)
{
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        out << text;
        out.flush();
        if (!out)
            throw std::runtime_error("cannot write checkpoint " + tmp);
    }
    if (std::rename(tmp.c_str(), path.c_str()) != 0)
        throw std::runtime_error("cannot rename checkpoint to " + path);
}

} // namespace

std::string mouseBestToText(const MouseBestResult& r)
{
    std::ostringstream s;
    s << "mazelab-mouse-best 1\n"
      << "size " << r.rows << ' ' << r.cols << ' ' << (r.freeEnds ? 1 : 0) << '\n'
      << "complete " << (r.complete ? 1 : 0) << '\n'
      << "steps " << r.steps << '\n'
      << "ends " << r.entryCol << ' ' << r.exitCol << '\n'
      << "tested " << r.tested << '\n'
      << "optimal " << r.optimalCount << '\n'
      << "tasks " << r.tasksDone << ' ' << r.taskCount << '\n'
      << "seconds " << r.seconds << '\n'
      << "maze\n"
      << mazeToText(r.maze);
    return s.str();
}

MouseBestResult mouseBestFromText(const std::string& text)
{
    std::istringstream s(text);
    std::string word;
    int version = 0;
    MouseBestResult r;
    if (!(s >> word >> version) || word != "mazelab-mouse-best" || version != 1)
        throw std::runtime_error("not a mazelab mouse-best result (first line)");
    int freeEnds = 0;
    int complete = 0;
    const auto expect = [&](const char* key) {
        if (!(s >> word) || word != key)
            throw std::runtime_error(std::string("mouse-best result: expected '") + key + "'");
    };
    expect("size");
    s >> r.rows >> r.cols >> freeEnds;
    expect("complete");
    s >> complete;
    expect("steps");
    s >> r.steps;
    expect("ends");
    s >> r.entryCol >> r.exitCol;
    expect("tested");
    s >> r.tested;
    expect("optimal");
    s >> r.optimalCount;
    expect("tasks");
    s >> r.tasksDone >> r.taskCount;
    expect("seconds");
    s >> r.seconds;
    expect("maze");
    if (!s || !mouseBestSizeSupported(r.rows, r.cols))
        throw std::runtime_error("mouse-best result: bad numbers");
    r.freeEnds = freeEnds != 0;
    r.complete = complete != 0;
    std::string rest((std::istreambuf_iterator<char>(s)), std::istreambuf_iterator<char>());
    const MazeFile file = parseMazeText(rest, 64);
    if (file.mazes.size() != 1 || file.mazes[0].rows() != r.rows || file.mazes[0].cols() != r.cols)
        throw std::runtime_error("mouse-best result: the maze does not match the size");
    r.maze = file.mazes[0];
    return r;
}

MouseBestResult mergeMouseBest(const std::vector<MouseBestResult>& parts)
{
    if (parts.empty())
        throw std::invalid_argument("nothing to merge");
    MouseBestResult m = parts.front();
    m.tested = m.optimalCount = m.tasksDone = 0;
    m.steps = 0;
    m.seconds = 0;
    m.complete = true;
    std::uint64_t tasks = 0;
    for (const MouseBestResult& p : parts) {
        if (p.rows != m.rows || p.cols != m.cols || p.freeEnds != m.freeEnds)
            throw std::invalid_argument("results of different sizes cannot be merged");
        m.tested += p.tested;
        m.tasksDone += p.tasksDone;
        tasks += p.taskCount; // shards are disjoint
        m.seconds += p.seconds;
        if (p.steps > m.steps) {
            m.steps = p.steps;
            m.maze = p.maze;
            m.entryCol = p.entryCol;
            m.exitCol = p.exitCol;
            m.optimalCount = p.optimalCount;
        } else if (p.steps == m.steps) {
            m.optimalCount += p.optimalCount;
        }
    }
    m.taskCount = tasks;
    m.complete = m.tasksDone == tasks;
    return m;
}

MouseBestEstimate estimateMouseBest(int rows, int cols, bool freeEnds, std::uint64_t probes,
                                    std::uint64_t seed, Control& control)
{
    if (!mouseBestSizeSupported(rows, cols))
        throw std::invalid_argument("exhaustive mouse search supports rows·(cols+1) <= 64");
    MouseBestEstimate e;
    const int ends = freeEnds ? cols : 1;
    std::vector<std::unique_ptr<WalkTree>> trees;
    for (int entry = 0; entry < ends; ++entry)
        for (int exit = 0; exit < ends; ++exit)
            trees.push_back(std::make_unique<WalkTree>(rows, cols, entry, exit, control));
    std::mt19937_64 rng(seed);
    double sum = 0;
    double sumSquares = 0;
    double stepSum = 0;
    for (std::uint64_t i = 0; i < probes; ++i) {
        if (control.poll())
            break;
        std::int64_t steps = 0;
        // Every entrance/exit pair is its own tree: pick one, scale by their number.
        const double w = trees[std::size_t(rng() % trees.size())]->probe(rng, steps)
                         * double(trees.size());
        sum += w;
        sumSquares += w * w;
        stepSum += w * double(steps);
        ++e.probes;
        if ((i & 1023) == 0)
            control.progress(double(i) / double(probes), "estimating");
    }
    if (e.probes == 0)
        return e;
    const double n = double(e.probes);
    e.walks = sum / n;
    e.standardError = std::sqrt(std::max(0.0, sumSquares / n - e.walks * e.walks) / n);
    e.averageSteps = sum > 0 ? stepSum / sum : 0;
    return e;
}

MouseBestResult findBestMouseMaze(const MouseBestOptions& o, Control& control)
{
    if (!mouseBestSizeSupported(o.rows, o.cols))
        throw std::invalid_argument("exhaustive mouse search supports rows·(cols+1) <= 64");
    if (o.shardCount < 1 || o.shardIndex < 0 || o.shardIndex >= o.shardCount)
        throw std::invalid_argument("shard must be i/K with 0 <= i < K");
    const auto started = std::chrono::steady_clock::now();
    const std::vector<Task> tasks = makeTasks(o.rows, o.cols, o.freeEnds);
    // Progress is walks simulated over the estimated total: tasks differ by orders of magnitude.
    double estimatedWalks = 0;
    if (o.estimateProbes > 0 && o.rows * o.cols > 25) { // 5×5 and smaller end in milliseconds
        Control quiet; // the estimate is quick; it neither reports nor cancels
        estimatedWalks = estimateMouseBest(o.rows, o.cols, o.freeEnds, o.estimateProbes, 1, quiet)
                             .walks
                         / double(o.shardCount);
    }

    MouseBestResult result;
    result.rows = o.rows;
    result.cols = o.cols;
    result.freeEnds = o.freeEnds;
    result.maze = Maze(o.rows, o.cols);
    std::vector<char> done(tasks.size(), 0);
    for (std::size_t i = 0; i < tasks.size(); ++i)
        if (int(i % std::size_t(o.shardCount)) != o.shardIndex)
            done[i] = 1; // another shard's task
    double previousSeconds = 0;
    Partial total;
    if (!o.checkpointPath.empty()) {
        std::ifstream in(o.checkpointPath, std::ios::binary);
        if (in) {
            std::string line;
            std::getline(in, line);
            std::string doneText = line.rfind("done ", 0) == 0 ? line.substr(5) : std::string();
            std::string rest((std::istreambuf_iterator<char>(in)),
                             std::istreambuf_iterator<char>());
            const MouseBestResult saved = mouseBestFromText(rest);
            if (saved.rows != o.rows || saved.cols != o.cols || saved.freeEnds != o.freeEnds
                || doneText.size() != tasks.size())
                throw std::runtime_error("checkpoint " + o.checkpointPath
                                         + " belongs to another search");
            for (std::size_t i = 0; i < tasks.size(); ++i)
                if (doneText[i] == '1')
                    done[i] = 1;
            total.steps = saved.steps;
            total.tested = saved.tested;
            total.optimal = saved.optimalCount;
            total.entryCol = saved.entryCol;
            total.exitCol = saved.exitCol;
            total.status.assign(std::size_t((o.rows + 2) * (o.cols + 2)), kBlocked);
            for (int r = 0; r < o.rows; ++r)
                for (int c = 0; c < o.cols; ++c)
                    if (!saved.maze.isBlocked({r, c}))
                        total.status[std::size_t((r + 1) * (o.cols + 2) + c + 1)] = kFree;
            previousSeconds = saved.seconds;
        }
    }
    std::vector<std::size_t> todo;
    for (std::size_t i = 0; i < tasks.size(); ++i)
        if (!done[i])
            todo.push_back(i);
    std::uint64_t shardTasks = 0;
    for (std::size_t i = 0; i < tasks.size(); ++i)
        if (int(i % std::size_t(o.shardCount)) == o.shardIndex)
            ++shardTasks;
    std::uint64_t shardDone = shardTasks - todo.size();

    std::mutex mutex;
    std::atomic<std::size_t> nextTask{0};
    const auto doneFraction = [&]() {
        if (estimatedWalks > 0)
            return std::min(0.99, double(total.tested) / estimatedWalks);
        return double(shardDone) / double(std::max<std::uint64_t>(1, shardTasks));
    };
    auto lastSave = std::chrono::steady_clock::now();
    const auto snapshot = [&](bool complete) {
        MouseBestResult r = result;
        r.complete = complete;
        r.steps = total.steps;
        r.maze = mazeFromStatus(o.rows, o.cols, total.status);
        r.entryCol = total.entryCol;
        r.exitCol = total.exitCol;
        r.tested = total.tested;
        r.optimalCount = total.optimal;
        r.taskCount = shardTasks;
        r.estimatedWalks = estimatedWalks;
        r.tasksDone = shardDone;
        r.seconds = previousSeconds
                    + std::chrono::duration<double>(std::chrono::steady_clock::now() - started)
                          .count();
        return r;
    };
    const auto save = [&]() {
        if (!o.checkpointPath.empty())
            writeAtomically(o.checkpointPath,
                            "done " + doneToText(done) + "\n" + mouseBestToText(snapshot(false)));
    };
    // Best-so-far reports (options.reporting), all under `mutex`.
    std::atomic<std::int64_t> reportedSteps{total.steps};
    MouseBestSoFar best;
    best.steps = total.steps;
    best.maze = mazeFromStatus(o.rows, o.cols, total.status);
    best.entryCol = total.entryCol;
    best.exitCol = total.exitCol;
    bool bestDirty = total.steps > 0, anyReport = false;
    auto lastReport = std::chrono::steady_clock::now();
    const auto report = [&](bool force) {
        const auto now = std::chrono::steady_clock::now();
        const bool due =
            force || (bestDirty && (!anyReport || now - lastReport >= o.reporting.interval));
        if (!o.reporting.callback || !due)
            return;
        best.tested = total.tested;
        best.fraction = shardDone == shardTasks ? 1.0 : doneFraction();
        o.reporting.callback(best);
        best.improved = false;
        bestDirty = false;
        anyReport = true;
        lastReport = now;
    };
    const LeafImproved onLeafImproved = [&](std::int64_t steps,
                                            const std::vector<std::uint8_t>& status, int entryCol,
                                            int exitCol) {
        std::lock_guard lock(mutex);
        if (steps <= best.steps)
            return; // another thread got there first
        best.steps = steps;
        best.maze = mazeFromStatus(o.rows, o.cols, status);
        best.entryCol = entryCol;
        best.exitCol = exitCol;
        best.improved = true;
        bestDirty = true;
        reportedSteps.store(steps, std::memory_order_relaxed);
        report(false);
    };
    const LeafImproved* improvedHook = o.reporting.callback ? &onLeafImproved : nullptr;
    {
        std::lock_guard lock(mutex);
        report(false); // a resumed search shows its saved best at once
    }
    const auto worker = [&]() {
        for (;;) {
            const std::size_t k = nextTask.fetch_add(1);
            if (k >= todo.size() || control.checkNow())
                return;
            const Task& task = tasks[todo[k]];
            WalkTree tree(o.rows, o.cols, task.entryCol, task.exitCol, control, improvedHook,
                          &reportedSteps);
            Partial part;
            tree.run(task.masks, part);
            if (tree.stopped() || control.checkNow())
                return; // the task is incomplete: not recorded
            std::lock_guard lock(mutex);
            total.add(part);
            done[todo[k]] = 1;
            ++shardDone;
            control.progress(doneFraction(),
                             "best " + std::to_string(total.steps) + ", "
                                 + std::to_string(total.tested) + " walks");
            const auto now = std::chrono::steady_clock::now();
            if (now - lastSave > std::chrono::seconds(o.checkpointSeconds)) {
                lastSave = now;
                save();
            }
            bestDirty = true; // progress to show
            report(false);
        }
    };
    int threads = o.threads > 0 ? o.threads : int(std::thread::hardware_concurrency());
    threads = std::clamp(threads, 1, 256);
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(worker);
    worker();
    for (std::thread& t : pool)
        t.join();
    save();
    const MouseBestResult finalResult = snapshot(shardDone == shardTasks);
    if (o.reporting.callback) { // the final report is the result (unfinished tasks do not count)
        best.improved = finalResult.steps > best.steps;
        best.steps = finalResult.steps;
        best.maze = finalResult.maze;
        best.entryCol = finalResult.entryCol;
        best.exitCol = finalResult.exitCol;
        report(true);
    }
    return finalResult;
}

} // namespace mazelab
