#include "core/mouse/mouseloopless.h"

#include <algorithm>
#include <array>
#include <limits>
#include <queue>

namespace mazelab {

const char* sideRuleName(SideRule rule)
{
    switch (rule) {
    case SideRule::NotEntered: return "not entered";
    case SideRule::DeadEnd2n: return "dead end 2n";
    case SideRule::DeadEnd2n2: return "dead end 2n+2";
    case SideRule::Recursion: return "recursion";
    }
    return "?";
}

namespace {

// The pinned tie order: down, right, left, up (rank 0 … 3).
constexpr std::array<Move, 4> kOrder{Move::Down, Move::Right, Move::Left, Move::Up};

int rankOf(Move m)
{
    switch (m) {
    case Move::Down: return 0;
    case Move::Right: return 1;
    case Move::Left: return 2;
    case Move::Up: return 3;
    }
    return 3;
}

Move opposite(Move m)
{
    switch (m) {
    case Move::Down: return Move::Up;
    case Move::Up: return Move::Down;
    case Move::Left: return Move::Right;
    case Move::Right: return Move::Left;
    }
    return m;
}

constexpr std::int64_t kInf = std::numeric_limits<std::int64_t>::max() / 4;

// The side forest in a form the evaluator can use: for every side cell its children (the free
// neighbours other than its parent) in priority order, and for each child whether it ranks
// before the parent (delta = 1: on equal visit counts the mouse prefers the child).
struct Forest {
    std::vector<std::array<std::uint32_t, 3>> child;
    std::vector<std::array<std::uint8_t, 3>> delta;
    std::vector<std::uint8_t> childCount;
};

struct Structure {
    bool loopless = false;
    std::vector<std::uint32_t> mainPath;
    std::vector<SidePath> sidePaths;
    std::vector<int> owner; // -1 not reachable, -2 main path, >= 0 side path id
    Forest forest;
};

Structure findStructure(const Maze& maze, const MouseOptions& options)
{
    Structure s;
    if (!mouseHasWayOut(maze, options))
        return s;
    const Cell entry{0, options.entryCol};
    const Cell exit{maze.rows() - 1, options.exitCol};
    const std::vector<bool> reach = maze.reachable(entry);
    // A connected graph is a tree iff edges = vertices - 1.
    std::int64_t vertices = 0;
    std::int64_t edges = 0;
    for (std::size_t i = 0; i < maze.cellCount(); ++i) {
        if (!reach[i])
            continue;
        ++vertices;
        const Cell c = maze.cellAt(i);
        if (maze.isFree({c.row + 1, c.col}))
            ++edges;
        if (maze.isFree({c.row, c.col + 1}))
            ++edges;
    }
    if (edges != vertices - 1)
        return s;
    // Main path by BFS parents.
    const std::size_t n = maze.cellCount();
    std::vector<std::int64_t> parent(n, -1);
    std::queue<std::size_t> queue;
    queue.push(maze.index(entry));
    parent[maze.index(entry)] = std::int64_t(maze.index(entry));
    while (!queue.empty()) {
        const Cell c = maze.cellAt(queue.front());
        queue.pop();
        for (Move m : kOrder) {
            const Cell d = stepCell(c, m);
            if (maze.isFree(d) && parent[maze.index(d)] < 0) {
                parent[maze.index(d)] = std::int64_t(maze.index(c));
                queue.push(maze.index(d));
            }
        }
    }
    s.owner.assign(n, -1);
    for (std::size_t i = maze.index(exit);; i = std::size_t(parent[i])) {
        s.mainPath.push_back(std::uint32_t(i));
        s.owner[i] = -2;
        if (i == maze.index(entry))
            break;
    }
    std::reverse(s.mainPath.begin(), s.mainPath.end());
    // Side subtrees: flood from each off-path neighbour of a main-path cell, recording for
    // every side cell its children in priority order.
    s.forest.child.resize(n);
    s.forest.delta.resize(n);
    s.forest.childCount.assign(n, 0);
    for (std::uint32_t m : s.mainPath) {
        const Cell c = maze.cellAt(m);
        for (Move mv : kOrder) {
            const Cell d = stepCell(c, mv);
            if (!maze.isFree(d) || s.owner[maze.index(d)] != -1)
                continue;
            SidePath side;
            side.crossroad = m;
            const int id = int(s.sidePaths.size());
            // (cell, direction towards its parent)
            std::vector<std::pair<std::size_t, Move>> stack{{maze.index(d), opposite(mv)}};
            s.owner[maze.index(d)] = id;
            while (!stack.empty()) {
                const auto [i, up] = stack.back();
                stack.pop_back();
                side.cells.push_back(std::uint32_t(i));
                for (Move k : kOrder) {
                    if (k == up)
                        continue;
                    const Cell e = stepCell(maze.cellAt(i), k);
                    if (!maze.isFree(e))
                        continue;
                    const std::size_t j = maze.index(e);
                    // In a tree every free neighbour other than the parent is a child.
                    const std::uint8_t slot = s.forest.childCount[i]++;
                    s.forest.child[i][slot] = std::uint32_t(j);
                    s.forest.delta[i][slot] = rankOf(k) < rankOf(up) ? 1 : 0;
                    s.owner[j] = id;
                    stack.push_back({j, opposite(k)});
                }
            }
            s.sidePaths.push_back(std::move(side));
        }
    }
    s.loopless = true;
    return s;
}

// ---------------------------------------------------------------------------------------------
// The formula.
//
// Notation: an *excursion* into a side cell x starts with the step from its parent p into x and
// ends with the step back onto p. While the mouse is inside x's subtree, p's visit count J is
// constant, so from x the mouse enters child w (instead of going back) exactly when
//     c(w) < J + delta(w)                                                   (*)
// (delta(w) = 1 when w's direction ranks before p's at x: ties go to w). This is the "priority"
// of the thesis' Definition 1 written as one inequality; Theorems 3-5 are case studies of it.
//
// Theorem 2 (main path): the mouse never returns to a main-path cell once it has stepped
// forward (everything ahead still has count 0 < the cell behind), so at main-path cell u the
// side subtrees whose direction ranks before the forward direction are entered exactly once
// each, in priority order, while u's count is 1, 2, … (the K below); the others are never
// entered. The main path itself costs its length + 1 (entering and leaving).
//
// Theorem 3 (fork-less dead end s1 … sn entered once with K = 1): every cell is walked in and
// out (2n), plus 2 when at s(n-1) the dead end sn ranks before the cell it came from (s(n-2),
// or the crossroad for n = 2), because then sn is entered again before turning back. n = 1:
// 2. Exactly the thesis' condition "priority of the last three squares" under the pinned order.
// With K = 2 (the second side subtree at the same crossroad) the turn at s1 compares count 2
// with 2 and the path can be walked again: Theorem 4's situation, left to the recursion.
//
// Theorems 4 and 5 (extended): for forks, 4-way splits and revisits the thesis gives a case
// table (Theorem 4, for the lowest-priority branch of a 4-way split) and a sketch of a
// recursion ("visit2(i)", Theorem 5, for a path visited twice). Neither covers all cases
// (a subtree can be entered many more than two times: on random 200×200 trees cells are
// visited hundreds of times). The general rule implemented here, derived from (*):
//   excursion(x, J): c(x) += 1; cost = 2;
//     while some child w satisfies (*): enter the child with the lowest (count, rank), i.e.
//       cost += excursion(w, c(x)); c(x) += 1   (the step back onto x)
//   and the subtree's state is summarised by B(x) = min over children (c(w) - delta(w)):
//   an excursion into x with J <= B(x) is a *bounce* (cost 2, c(x) += 1, nothing below x
//   changes). Leaves always bounce (B = infinity). The loop at x is evaluated as a water
//   filling of its children: as long as the entered children bounce, whole rounds over the
//   children at the lowest level are applied at once by arithmetic; only excursions that
//   reach below a child (c(x) > B(w)) are evaluated one at a time, by the same rule one level
//   down. Costs are always sums of child costs + 2 per entry, never a walk cell by cell.
//
// The evaluator keeps an explicit stack (subtrees can be tens of thousands of cells deep).
class Evaluator {
public:
    explicit Evaluator(const Forest& forest, std::size_t cells)
        : m_forest(forest)
        , m_count(cells, 0)
        , m_bound(cells, kInf)
    {
    }

    const std::vector<std::int64_t>& counts() const { return m_count; }
    std::vector<std::int64_t>& counts() { return m_count; }
    std::int64_t work() const { return m_work; }

    // Prepares a fresh subtree (all counts 0).
    void reset(const std::vector<std::uint32_t>& cells)
    {
        for (std::uint32_t x : cells) {
            m_count[x] = 0;
            m_bound[x] = boundOf(x);
        }
    }

    // Cost of one excursion into `root` whose parent has count J: all steps inside the
    // subtree plus the step in and the step back.
    std::int64_t excursion(std::uint32_t root, std::int64_t J)
    {
        m_stack.clear();
        ++m_count[root];
        m_stack.push_back({root, J, 2});
        ++m_work;
        for (;;) {
            const std::size_t top = m_stack.size() - 1;
            const std::uint32_t x = m_stack[top].x;
            const std::int64_t j = m_stack[top].J;
            const int k = m_forest.childCount[x];
            const auto& child = m_forest.child[x];
            const auto& delta = m_forest.delta[x];
            // The child with the lowest (count, rank); children are stored in rank order.
            int best = -1;
            for (int i = 0; i < k; ++i)
                if (best < 0 || m_count[child[i]] < m_count[child[best]])
                    best = i;
            if (best < 0 || m_count[child[best]] - delta[best] >= j) {
                // Back to the parent.
                m_bound[x] = boundOf(x);
                const std::int64_t cost = m_stack[top].cost;
                m_stack.pop_back();
                if (m_stack.empty())
                    return cost;
                m_stack.back().cost += cost;
                ++m_count[m_stack.back().x];
                continue;
            }
            const std::int64_t level = m_count[child[best]];
            // S: the children at the lowest level that satisfy (*), in rank order.
            std::array<int, 3> members{};
            int size = 0;
            std::int64_t rounds = kInf;
            std::int64_t next = kInf; // next higher count among the other children
            for (int i = 0; i < k; ++i) {
                const std::int64_t c = m_count[child[i]];
                if (c == level && c - delta[i] < j) {
                    members[std::size_t(size++)] = i;
                    rounds = std::min(rounds, j + delta[i] - level);
                } else if (c > level) {
                    next = std::min(next, c);
                }
            }
            rounds = std::min(rounds, next - level);
            // Rounds in which every member still bounces: the member at position p of round r
            // is entered while x's count is c(x) + r * size + p.
            const std::int64_t cx = m_count[x];
            for (int p = 0; p < size; ++p) {
                const std::int64_t b = m_bound[child[std::size_t(members[std::size_t(p)])]];
                const std::int64_t slack = b - cx - p;
                rounds = std::min(rounds, slack < 0 ? 0 : (b >= kInf ? kInf : slack / size + 1));
            }
            const std::uint32_t w = child[std::size_t(members[0])];
            if (rounds > 0) {
                for (int p = 0; p < size; ++p)
                    m_count[child[std::size_t(members[std::size_t(p)])]] += rounds;
                m_count[x] += rounds * size;
                m_stack[top].cost += 2 * rounds * size;
                ++m_work;
            } else if (cx <= m_bound[w]) {
                // The first member still bounces (a later one would not).
                ++m_count[w];
                ++m_count[x];
                m_stack[top].cost += 2;
                ++m_work;
            } else {
                // A real excursion below w: evaluate it one level down.
                ++m_count[w];
                m_stack.push_back({w, cx, 2});
                ++m_work;
            }
        }
    }

private:
    struct Frame {
        std::uint32_t x;
        std::int64_t J;
        std::int64_t cost;
    };

    std::int64_t boundOf(std::uint32_t x) const
    {
        std::int64_t b = kInf;
        for (int i = 0; i < m_forest.childCount[x]; ++i)
            b = std::min(b, m_count[m_forest.child[x][std::size_t(i)]] - m_forest.delta[x][std::size_t(i)]);
        return b;
    }

    const Forest& m_forest;
    std::vector<std::int64_t> m_count;
    std::vector<std::int64_t> m_bound;
    std::vector<Frame> m_stack;
    std::int64_t m_work = 0;
};

// Theorem 3 for a fork-less dead end entered with K = 1: fills the visit counts and returns
// the rule. `cells` is the path from the crossroad's neighbour to the dead end.
SideRule deadEnd(const Maze& maze, std::uint32_t crossroad, const std::vector<std::uint32_t>& cells,
                 std::vector<std::int64_t>& visits)
{
    const std::size_t n = cells.size();
    for (std::uint32_t c : cells)
        visits[c] = 2;
    visits[cells.back()] = 1;
    if (n < 2)
        return SideRule::DeadEnd2n;
    // At s(n-1): does the dead end s(n) rank before the cell it came from?
    const Cell mid = maze.cellAt(cells[n - 2]);
    const Cell last = maze.cellAt(cells[n - 1]);
    const Cell prev = maze.cellAt(n >= 3 ? cells[n - 3] : crossroad);
    const auto dirTo = [&](Cell to) {
        for (Move m : kOrder)
            if (stepCell(mid, m) == to)
                return rankOf(m);
        return 4;
    };
    if (dirTo(last) < dirTo(prev)) {
        visits[cells[n - 1]] = 2;
        visits[cells[n - 2]] = 3;
        return SideRule::DeadEnd2n2;
    }
    return SideRule::DeadEnd2n;
}

// The fork-less path of a side subtree in walking order, or empty when it forks.
std::vector<std::uint32_t> chainOf(const Forest& f, std::uint32_t root, std::size_t size)
{
    std::vector<std::uint32_t> path{root};
    for (std::uint32_t x = root; f.childCount[x] > 0; x = f.child[x][0]) {
        if (f.childCount[x] > 1)
            return {};
        path.push_back(f.child[x][0]);
    }
    return path.size() == size ? path : std::vector<std::uint32_t>{};
}

void applyFormula(const Maze& maze, const MouseOptions& options, Structure& s, LooplessAnalysis& a)
{
    const std::size_t n = maze.cellCount();
    a.formulaVisits.assign(n, 0);
    Evaluator eval(s.forest, n);
    a.mainSteps = std::int64_t(s.mainPath.size()) + 1;
    a.formulaSteps = a.mainSteps;
    // Side paths are listed per crossroad in priority order (findStructure floods them so).
    std::size_t next = 0;
    for (std::size_t i = 0; i < s.mainPath.size(); ++i) {
        const std::uint32_t u = s.mainPath[i];
        const Cell uc = maze.cellAt(u);
        // Forward direction: towards the next main-path cell, or down through the exit.
        int forward = 0;
        if (i + 1 < s.mainPath.size()) {
            for (Move m : kOrder)
                if (stepCell(uc, m) == maze.cellAt(s.mainPath[i + 1]))
                    forward = rankOf(m);
        }
        std::int64_t K = 1; // u's count: entered once from behind (or from above)
        for (; next < s.sidePaths.size() && s.sidePaths[next].crossroad == u; ++next) {
            SidePath& side = s.sidePaths[next];
            const Cell root = maze.cellAt(side.cells.front());
            int dir = 4;
            for (Move m : kOrder)
                if (stepCell(uc, m) == root)
                    dir = rankOf(m);
            side.rule = SideRule::NotEntered;
            side.forkless = false;
            const std::vector<std::uint32_t> chain = chainOf(s.forest, side.cells.front(), side.cells.size());
            side.forkless = !chain.empty();
            if (dir > forward) // Theorem 2: the forward direction wins the tie at count 0
                continue;
            side.formulaEntries = 1;
            side.crossroadCount = int(K);
            if (side.forkless && K == 1) {
                side.rule = deadEnd(maze, u, chain, a.formulaVisits);
                side.formulaCost = 2 * std::int64_t(chain.size()) + (side.rule == SideRule::DeadEnd2n2 ? 2 : 0);
                ++a.formulaWork;
            } else {
                side.rule = SideRule::Recursion;
                eval.reset(side.cells);
                side.formulaCost = eval.excursion(side.cells.front(), K);
                for (std::uint32_t c : side.cells)
                    a.formulaVisits[c] = eval.counts()[c];
            }
            a.formulaSteps += side.formulaCost;
            ++K;
        }
        a.formulaVisits[u] = K;
    }
    a.formulaWork += eval.work();
    (void)options;
}

} // namespace

LooplessAnalysis looplessFormula(const Maze& maze, const MouseOptions& options)
{
    LooplessAnalysis a;
    Structure s = findStructure(maze, options);
    if (!s.loopless)
        return a;
    a.loopless = true;
    applyFormula(maze, options, s, a);
    a.mainPath = std::move(s.mainPath);
    a.sidePaths = std::move(s.sidePaths);
    return a;
}

LooplessAnalysis analyseLoopless(const Maze& maze, const MouseOptions& options)
{
    LooplessAnalysis a;
    Structure s = findStructure(maze, options);
    if (!s.loopless)
        return a;
    MouseOptions o = options;
    o.recordTrace = true;
    const MouseWalk walk = simulateMouse(maze, o);
    if (!walk.escaped)
        return a;
    a.loopless = true;
    applyFormula(maze, options, s, a);
    a.mainPath = std::move(s.mainPath);
    a.sidePaths = std::move(s.sidePaths);
    a.simulatedSteps = walk.steps;
    // Attribution of the walk's steps to the parts.
    std::int64_t mainSteps = 2; // entering the entrance cell and leaving through the exit
    for (std::size_t k = 1; k < walk.trace.size(); ++k) {
        const int from = s.owner[walk.trace[k - 1]];
        const int to = s.owner[walk.trace[k]];
        if (to >= 0) {
            ++a.sidePaths[std::size_t(to)].steps;
            if (from == -2)
                ++a.sidePaths[std::size_t(to)].entries;
        } else if (from >= 0) {
            ++a.sidePaths[std::size_t(from)].steps; // the step back onto the crossroad
        } else {
            ++mainSteps;
        }
    }
    a.mainSteps = mainSteps;
    a.totalSteps = a.mainSteps;
    for (const SidePath& side : a.sidePaths)
        a.totalSteps += side.steps;
    return a;
}

} // namespace mazelab
