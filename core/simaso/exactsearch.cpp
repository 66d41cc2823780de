// Nusser 2016, §5.1: the joint-state searches BFS, A* and IDA* (see exactsearch.h); ESS
// (Alg. 5.3) is in ess.cpp.
#include "core/simaso/exactsearch.h"
#include "core/simaso/exactdetail.h"

#include "core/progresstext.h"
#include "core/simaso/jointstate.h"
#include "core/simaso/verify.h"

#include <algorithm>
#include <cstring>

namespace mazelab {

using simaso::JointProblem;
using simaso::StateStore;

namespace exact_detail {

std::string mb(std::size_t bytes)
{
    return std::to_string((bytes + (1 << 20) - 1) >> 20) + " MB";
}

ExactStatus stopStatus(const Control& control)
{
    return control.isCancelled() ? ExactStatus::Cancelled : ExactStatus::TimeLimit;
}

void finish(ExactResult& r, const char* algo, const Control* control, std::size_t memoryLimit)
{
    const std::string lb = std::to_string(r.lowerBound);
    const std::string states = std::to_string(r.states) + " states";
    switch (r.status) {
    case ExactStatus::Solved:
        r.message = std::string(algo) + ": shortest length " + std::to_string(r.sequence.size())
            + " (" + states + ")";
        break;
    case ExactStatus::TimeLimit:
        r.message = std::string(algo) + ": "
            + (control ? control->stopReason() : std::string("time limit reached"))
            + "; proven lower bound " + lb + " (" + states + ")";
        break;
    case ExactStatus::Cancelled:
        r.message = std::string(algo) + ": cancelled; proven lower bound " + lb;
        break;
    case ExactStatus::MemoryLimit:
        r.message = std::string(algo) + ": memory limit of " + mb(memoryLimit)
            + " reached after " + states + " (" + mb(r.peakBytes) + "); proven lower bound " + lb;
        break;
    case ExactStatus::LengthLimit:
        r.message = std::string(algo) + ": no sequence up to the length limit; lower bound " + lb;
        break;
    case ExactStatus::TooLarge:
        r.message = std::string(algo) + ": exact search supports mazes of at most "
            + std::to_string(kMaxExactCells) + " cells";
        break;
    }
}

std::size_t problemBytes(const MazeSet& set)
{
    return set.size() * set.cellCount() * 5 + set.size() * 2;
}

bool trivial(const MazeSet& set, ExactResult& r, const char* algo, const ExactOptions& options)
{
    if (set.cellCount() > kMaxExactCells) {
        r.status = ExactStatus::TooLarge;
        finish(r, algo, nullptr, options.memoryLimitBytes);
        return true;
    }
    if (problemBytes(set) > options.memoryLimitBytes / 2) {
        r.status = ExactStatus::MemoryLimit;
        r.peakBytes = problemBytes(set);
        finish(r, algo, nullptr, options.memoryLimitBytes);
        r.message = std::string(algo) + ": the move tables of " + std::to_string(set.size())
            + " mazes alone need " + mb(problemBytes(set)) + ", more than half the memory "
            "limit of " + mb(options.memoryLimitBytes) + "; use ESS, which searches small subsets";
        return true;
    }
    return false;
}

} // namespace exact_detail

using namespace exact_detail;

namespace {

constexpr Move kMoves[] = {Move::Down, Move::Right, Move::Up, Move::Left};

SolvingSequence reconstruct(std::uint32_t index, const std::vector<std::uint32_t>& parent,
                            const std::vector<std::uint8_t>& move)
{
    SolvingSequence s;
    while (parent[index] != StateStore::kNone) {
        s.push_back(Move(move[index]));
        index = parent[index];
    }
    std::reverse(s.begin(), s.end());
    return s;
}

} // namespace

const char* exactStatusName(ExactStatus status)
{
    switch (status) {
    case ExactStatus::Solved: return "solved";
    case ExactStatus::TimeLimit: return "time-limit";
    case ExactStatus::Cancelled: return "cancelled";
    case ExactStatus::MemoryLimit: return "memory-limit";
    case ExactStatus::LengthLimit: return "length-limit";
    case ExactStatus::TooLarge: return "too-large";
    }
    return "?";
}

ExactResult shortestBfs(const MazeSet& set, Control& control, const ExactOptions& options)
{
    ExactResult r;
    if (trivial(set, r, "BFS", options))
        return r;
    const JointProblem p(set);
    const std::size_t k = p.mazeCount();
    if (p.heuristic(p.startState().data()) == 0) {
        finish(r, "BFS", &control, options.memoryLimitBytes);
        return r;
    }
    StateStore store(k, options.memoryLimitBytes - problemBytes(set), 5);
    std::vector<std::uint32_t> parent;
    std::vector<std::uint8_t> move;
    if (store.insert(p.startState().data()).first == StateStore::kFull) {
        r.status = ExactStatus::MemoryLimit;
        finish(r, "BFS", &control, options.memoryLimitBytes);
        return r;
    }
    parent.push_back(StateStore::kNone);
    move.push_back(0);
    std::vector<std::uint8_t> child(k);
    std::size_t begin = 0;
    std::size_t end = 1;
    for (int depth = 0; begin < end; ++depth) {
        r.lowerBound = depth + 1; // no state of depth <= depth is solved
        if (depth >= options.maxLength) {
            r.status = ExactStatus::LengthLimit;
            break;
        }
        control.progress(-1.0, progress_text::kBfs,
                         {std::to_string(depth), {progress_text::kNStates, std::int64_t(store.size())}});
        for (std::size_t idx = begin; idx < end; ++idx) {
            if (control.poll()) {
                r.status = stopStatus(control);
                r.states = store.size();
                r.peakBytes = store.bytes();
                finish(r, "BFS", &control, options.memoryLimitBytes);
                return r;
            }
            for (Move m : kMoves) {
                p.apply(store.key(std::uint32_t(idx)), m, child.data());
                const auto [c, inserted] = store.insert(child.data());
                if (c == StateStore::kFull) {
                    r.status = ExactStatus::MemoryLimit;
                    r.states = store.size();
                    r.peakBytes = store.bytes();
                    finish(r, "BFS", &control, options.memoryLimitBytes);
                    return r;
                }
                if (!inserted)
                    continue;
                parent.push_back(std::uint32_t(idx));
                move.push_back(std::uint8_t(m));
                if (p.heuristic(child.data()) == 0) {
                    r.sequence = reconstruct(c, parent, move);
                    r.lowerBound = int(r.sequence.size());
                    r.states = store.size();
                    r.peakBytes = store.bytes();
                    finish(r, "BFS", &control, options.memoryLimitBytes);
                    return r;
                }
            }
        }
        begin = end;
        end = store.size();
    }
    r.states = store.size();
    finish(r, "BFS", &control, options.memoryLimitBytes);
    return r;
}

ExactResult shortestAStar(const MazeSet& set, Control& control, const ExactOptions& options)
{
    ExactResult r;
    if (trivial(set, r, "A*", options))
        return r;
    const JointProblem p(set);
    const std::size_t k = p.mazeCount();
    const int h0 = p.heuristic(p.startState().data());
    if (h0 == 0) {
        finish(r, "A*", &control, options.memoryLimitBytes);
        return r;
    }
    // Per state: parent (4), move (1), g (2), and ~4 bytes of bucket entries.
    StateStore store(k, options.memoryLimitBytes - problemBytes(set), 11);
    std::vector<std::uint32_t> parent{StateStore::kNone};
    std::vector<std::uint8_t> move{0};
    std::vector<std::uint16_t> g{0};
    std::vector<std::vector<std::uint32_t>> buckets(std::size_t(options.maxLength) + 2);
    if (store.insert(p.startState().data()).first == StateStore::kFull) {
        r.status = ExactStatus::MemoryLimit;
        finish(r, "A*", &control, options.memoryLimitBytes);
        return r;
    }
    if (std::size_t(h0) >= buckets.size()) {
        r.status = ExactStatus::LengthLimit;
        r.lowerBound = h0;
        finish(r, "A*", &control, options.memoryLimitBytes);
        return r;
    }
    buckets[std::size_t(h0)].push_back(0);
    std::vector<std::uint8_t> child(k);
    std::size_t f = std::size_t(h0);
    auto stop = [&](ExactStatus status) {
        r.status = status;
        r.lowerBound = int(f);
        r.states = store.size();
        r.peakBytes = store.bytes();
        finish(r, "A*", &control, options.memoryLimitBytes);
        return r;
    };
    while (f < buckets.size()) {
        if (buckets[f].empty()) {
            ++f;
            control.progress(-1.0, progress_text::kAStar,
                             {std::to_string(f), {progress_text::kNStates, std::int64_t(store.size())}});
            continue;
        }
        if (control.poll())
            return stop(stopStatus(control));
        const std::uint32_t idx = buckets[f].back();
        buckets[f].pop_back();
        const int h = p.heuristic(store.key(idx));
        if (std::size_t(g[idx] + h) != f)
            continue; // stale entry: reached later with a smaller g
        if (h == 0) {
            r.sequence = reconstruct(idx, parent, move);
            r.lowerBound = int(r.sequence.size());
            r.states = store.size();
            r.peakBytes = store.bytes();
            finish(r, "A*", &control, options.memoryLimitBytes);
            return r;
        }
        const std::uint16_t ng = std::uint16_t(g[idx] + 1);
        for (Move m : kMoves) {
            p.apply(store.key(idx), m, child.data());
            const auto [c, inserted] = store.insert(child.data());
            if (c == StateStore::kFull)
                return stop(ExactStatus::MemoryLimit);
            if (!inserted && g[c] <= ng)
                continue;
            if (inserted) {
                parent.push_back(idx);
                move.push_back(std::uint8_t(m));
                g.push_back(ng);
            } else {
                parent[c] = idx;
                move[c] = std::uint8_t(m);
                g[c] = ng;
            }
            const std::size_t nf = std::size_t(ng) + std::size_t(p.heuristic(child.data()));
            if (nf < buckets.size())
                buckets[nf].push_back(c);
        }
    }
    return stop(ExactStatus::LengthLimit);
}

namespace {

// Iterative deepening with a transposition table of proven lower bounds (see header).
class IdaSearch {
public:
    IdaSearch(const JointProblem& p, Control& control, std::size_t memoryLimit, int maxLength)
        : m_p(p), m_control(control), m_k(p.mazeCount()),
          m_store(p.mazeCount(), memoryLimit, 1), m_limit(memoryLimit),
          m_path(std::size_t(maxLength + 1))
    {
    }

    // Is there a sequence of length <= bound? On success path() holds it.
    bool search(int bound)
    {
        m_length = 0;
        // Child states per depth: (bound+1)·4·k bytes, counted against the cap.
        const std::size_t need = std::size_t(bound + 1) * 4 * std::max<std::size_t>(1, m_k);
        if (need + m_store.bytes() > m_limit) {
            m_outOfMemory = true;
            return false;
        }
        if (m_children.size() < need)
            m_children.resize(need);
        return dfs(m_p.startState().data(), 0, bound);
    }
    bool stopped() const { return m_stopped; }
    bool outOfMemory() const { return m_outOfMemory; }
    bool tableFull() const { return m_full; }
    SolvingSequence path() const
    {
        return SolvingSequence(m_path.begin(), m_path.begin() + m_length);
    }
    std::uint64_t visited() const { return m_visited; }
    const StateStore& store() const { return m_store; }

private:
    bool dfs(const std::uint8_t* s, int g, int bound)
    {
        const int h = m_p.heuristic(s);
        if (h == 0) {
            m_length = std::size_t(g);
            return true;
        }
        const std::uint32_t idx = m_store.find(s);
        const int lb = idx == StateStore::kNone ? h : std::max(h, int(m_lb[idx]));
        if (g + lb > bound)
            return false;
        ++m_visited;
        if (m_control.poll()) {
            m_stopped = true;
            return false;
        }
        std::uint8_t* buf = m_children.data() + std::size_t(g) * 4 * m_k;
        int order[4];
        int hs[4];
        int n = 0;
        for (int j = 0; j < 4; ++j) {
            std::uint8_t* c = buf + std::size_t(j) * m_k;
            m_p.apply(s, kMoves[j], c);
            if (std::memcmp(c, s, m_k) == 0)
                continue; // the move changes nothing
            const int hc = m_p.heuristic(c);
            int at = n++;
            while (at > 0 && hs[at - 1] > hc) {
                hs[at] = hs[at - 1];
                order[at] = order[at - 1];
                --at;
            }
            hs[at] = hc;
            order[at] = j;
        }
        for (int t = 0; t < n; ++t) {
            if (dfs(buf + std::size_t(order[t]) * m_k, g + 1, bound)) {
                m_path[std::size_t(g)] = kMoves[order[t]];
                return true;
            }
            if (m_stopped)
                return false;
        }
        // No sequence of at most bound-g moves from here: remember bound-g+1.
        // (s may have been stored meanwhile, when its own subtree came back to it.)
        const int proven = std::min(bound - g + 1, 255);
        const std::uint32_t at = idx != StateStore::kNone ? idx : m_store.find(s);
        if (at != StateStore::kNone) {
            m_lb[at] = std::uint8_t(std::max(int(m_lb[at]), proven));
        } else if (!m_full) {
            if (m_store.insert(s).first == StateStore::kFull)
                m_full = true;
            else
                m_lb.push_back(std::uint8_t(proven));
        }
        return false;
    }

    const JointProblem& m_p;
    Control& m_control;
    std::size_t m_k;
    StateStore m_store;
    std::vector<std::uint8_t> m_lb;
    std::size_t m_limit;
    std::vector<std::uint8_t> m_children;
    std::vector<Move> m_path;
    std::size_t m_length = 0;
    std::uint64_t m_visited = 0;
    bool m_stopped = false;
    bool m_full = false;
    bool m_outOfMemory = false;
};

} // namespace

ExactResult shortestIdaStar(const MazeSet& set, Control& control, const ExactOptions& options)
{
    ExactResult r;
    if (trivial(set, r, "IDA*", options))
        return r;
    const JointProblem p(set);
    const int h0 = p.heuristic(p.startState().data());
    if (h0 == 0) {
        finish(r, "IDA*", &control, options.memoryLimitBytes);
        return r;
    }
    IdaSearch search(p, control, options.memoryLimitBytes - problemBytes(set), options.maxLength);
    for (int bound = std::max(h0, options.startBound); bound <= options.maxLength; ++bound) {
        r.lowerBound = bound;
        control.progress(-1.0, progress_text::kIdaStar,
                         {std::to_string(bound), {progress_text::kNStates, std::int64_t(search.visited())}});
        const bool found = search.search(bound);
        r.states = search.visited();
        r.peakBytes = search.store().bytes();
        if (found) {
            r.sequence = search.path();
            r.lowerBound = int(r.sequence.size());
            finish(r, "IDA*", &control, options.memoryLimitBytes);
            return r;
        }
        if (search.outOfMemory()) {
            r.status = ExactStatus::MemoryLimit;
            finish(r, "IDA*", &control, options.memoryLimitBytes);
            return r;
        }
        if (search.stopped()) {
            r.status = stopStatus(control);
            finish(r, "IDA*", &control, options.memoryLimitBytes);
            return r;
        }
    }
    r.lowerBound = options.maxLength + 1;
    r.status = ExactStatus::LengthLimit;
    finish(r, "IDA*", &control, options.memoryLimitBytes);
    return r;
}

} // namespace mazelab
