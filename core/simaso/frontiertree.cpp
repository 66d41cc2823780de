#include "core/simaso/frontiertree.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <stdexcept>

namespace mazelab {

namespace {

constexpr int kPosShift = 58;
constexpr const char* tooLarge = "the trajectory tree's frontiers exceed the node budget";
constexpr std::uint64_t kMaskBits = (std::uint64_t(1) << kPosShift) - 1;

// The grid, after the size check (PartialGrid takes up to 64 cells; the position needs 6 bits
// above the masks).
PartialGrid checkedSize(int rows, int cols)
{
    if (rows < 1 || cols < 1 || rows * cols < 2 || rows * cols > 56)
        throw std::invalid_argument("FrontierTree: 2 to 56 cells");
    return PartialGrid(rows, cols);
}

int posOf(const FrontierTree::Node& n) { return int(n.blockedPos >> kPosShift); }
std::uint64_t blockedOf(const FrontierTree::Node& n) { return n.blockedPos & kMaskBits; }
FrontierTree::Node makeNode(std::uint64_t free, std::uint64_t blocked, int pos)
{
    return {free, blocked | (std::uint64_t(pos) << kPosShift)};
}

} // namespace

FrontierTree::FrontierTree(int rows, int cols, std::uint64_t mazeCount, std::size_t maxNodes)
    : m_grid(checkedSize(rows, cols)), m_cells(rows * cols), m_mazes(mazeCount),
      m_maxNodes(maxNodes)
{
    m_all = (std::uint64_t(1) << m_cells) - 1;
    m_goalBit = std::uint64_t(1) << (m_cells - 1);
    setPrefix({});
}

// PartialGrid::step on the packed nodes, also returning the mass that reaches the goal (the
// hot loop of every count: 16-byte nodes and no call per node).
std::uint64_t FrontierTree::step(const std::vector<Node>& in, Move m, std::vector<Node>& out) const
{
    out.clear();
    std::uint64_t solved = 0;
    const int goal = m_cells - 1;
    for (const Node& n : in) {
        const int pos = posOf(n);
        const int to = m_grid.neighbour(pos, m);
        if (to < 0) {
            out.push_back(n);
            continue;
        }
        const std::uint64_t bit = std::uint64_t(1) << to;
        std::uint64_t free = n.free;
        const std::uint64_t blocked = blockedOf(n);
        if (blocked & bit) {
            out.push_back(n);
            continue;
        }
        if (!(free & bit)) {
            // Unknown target: the "blocked" branch stays where it is, the "free" one moves.
            if (m_grid.connected(blocked | bit))
                out.push_back(makeNode(free, blocked | bit, pos));
            free |= bit;
        }
        if (to == goal)
            solved += std::uint64_t(1) << (m_cells - std::popcount(free | blocked));
        else
            out.push_back(makeNode(free, blocked, to));
    }
    return solved;
}

void FrontierTree::assign(const SolvingSequence& s, std::size_t from)
{
    if (from > m_s.size() || m_front.empty())
        from = 0;
    m_s = s;
    m_front.resize(s.size() + 1);
    m_solved.resize(s.size() + 1);
    m_steps.resize(s.size() + 1);
    if (from == 0) {
        m_front[0] = m_root;
        m_solved[0] = m_rootSolved;
        m_steps[0] = m_rootSteps;
    }
    const std::size_t before = m_prefix.size(); // steps are counted from the maze's start
    std::size_t stored = 0;
    for (std::size_t t = 0; t <= from; ++t)
        stored += m_front[t].size();
    for (std::size_t t = from; t < s.size(); ++t) {
        const std::uint64_t mass = step(m_front[t], s[t], m_front[t + 1]);
        m_solved[t + 1] = m_solved[t] + mass;
        m_steps[t + 1] = m_steps[t] + (before + t + 1) * mass;
        stored += m_front[t + 1].size();
        if (stored > m_maxNodes) {
            assign({});
            throw std::length_error(tooLarge);
        }
    }
    m_hasCand = false;
}

void FrontierTree::setPrefix(const SolvingSequence& prefix)
{
    const SolvingSequence moves = prefix; // may be prefix() itself, which is cleared next
    m_prefix.clear();
    m_root.assign(1, makeNode(1 | m_goalBit, 0, 0));
    m_rootSolved = 0;
    m_rootSteps = 0;
    extendPrefix(moves);
}

void FrontierTree::extendPrefix(const SolvingSequence& moves)
{
    std::vector<Node> in = std::move(m_root); // a failure resets the root below
    std::vector<Node> out;
    std::uint64_t solved = m_rootSolved;
    std::uint64_t steps = m_rootSteps;
    for (std::size_t t = 0; t < moves.size(); ++t) {
        const std::uint64_t mass = step(in, moves[t], out);
        solved += mass;
        steps += (m_prefix.size() + t + 1) * mass;
        if (out.size() > m_maxNodes) {
            setPrefix({}); // the plain root again
            throw std::length_error(tooLarge);
        }
        in.swap(out);
    }
    m_prefix.insert(m_prefix.end(), moves.begin(), moves.end());
    m_root = std::move(in);
    m_rootSolved = solved;
    m_rootSteps = steps;
    m_front.clear(); // assign() starts from the new root
    assign({});
}

std::uint64_t FrontierTree::unsolvedWith(const SolvingSequence& c, std::size_t j)
{
    if (j > c.size() || j > m_s.size())
        throw std::invalid_argument("FrontierTree::unsolvedWith: step beyond the sequence");
    m_candS = c;
    m_candFrom = j;
    m_hasCand = true;
    m_candSolved.resize(c.size() + 1);
    m_candSteps.resize(c.size() + 1);
    std::uint64_t solved = m_solved[j];
    std::uint64_t steps = m_steps[j];
    // Two frontiers in turn instead of |c| − j stored ones, so the tree is held once; most
    // candidates are rejected, an accepted one is recounted by accept().
    const std::vector<Node>* in = &m_front[j];
    std::size_t stored = 0; // as assign() will count them: the kept frontiers 0…j too
    for (std::size_t t = 0; t <= j; ++t)
        stored += m_front[t].size();
    for (std::size_t t = j; t < c.size(); ++t) {
        std::vector<Node>& out = m_ping[t & 1];
        const std::uint64_t mass = step(*in, c[t], out);
        solved += mass;
        steps += (m_prefix.size() + t + 1) * mass;
        m_candSolved[t + 1] = solved;
        m_candSteps[t + 1] = steps;
        stored += out.size();
        if (stored > m_maxNodes) {
            m_hasCand = false;
            throw std::length_error(tooLarge);
        }
        in = &out;
    }
    m_candMean = meanOf(solved, steps, c.size());
    return m_mazes - solved;
}

double FrontierTree::meanOf(std::uint64_t solved, std::uint64_t steps, std::size_t length) const
{
    const double end = double(m_prefix.size() + length + 1); // an unsolved maze's "step"
    return (double(steps) + double(m_mazes - solved) * end) / double(m_mazes);
}

void FrontierTree::accept()
{
    if (!m_hasCand)
        throw std::logic_error("FrontierTree::accept without a candidate");
    SolvingSequence c;
    c.swap(m_candS);
    assign(c, m_candFrom); // fits: unsolvedWith counted the same frontiers against maxNodes
}

std::vector<PartialWalk> FrontierTree::failingWalks(std::size_t max, std::size_t t) const
{
    const std::vector<Node>& failing = t < m_front.size() ? m_front[t] : m_front.back();
    std::vector<PartialWalk> out;
    const std::size_t n = std::min(max, failing.size());
    for (std::size_t k = 0; k < n; ++k) {
        const Node& leaf = failing[k * failing.size() / n];
        out.push_back({leaf.free, blockedOf(leaf), posOf(leaf)});
    }
    return out;
}

std::size_t FrontierTree::pathKick(SolvingSequence& s, std::uint64_t random,
                                   std::size_t end) const
{
    end = std::min(end, m_s.size());
    if (s.size() != m_s.size() || end == 0 || m_front[end].empty())
        return SIZE_MAX;
    const std::vector<Node>& failing = m_front[end];
    const Node& leaf = failing[random % failing.size()];
    const std::uint64_t open = m_all & ~blockedOf(leaf);
    const std::size_t t = (random >> 32) % end;
    int pos = 0;
    auto walk = [&](Move m) {
        const int to = m_grid.neighbour(pos, m);
        if (to >= 0 && ((open >> to) & 1U))
            pos = to;
    };
    for (Move m : m_prefix) // a fixed prefix is walked first (setPrefix)
        walk(m);
    for (std::size_t k = 0; k < t; ++k)
        walk(m_s[k]);
    // Follow the optimistic distance (unknown cells free) of tailfix's PartialGrid down to 0.
    PartialWalk w{0, blockedOf(leaf), pos};
    int d = m_grid.optimisticDistance(w);
    if (d < 0 || t + std::size_t(d) > end)
        return SIZE_MAX;
    for (std::size_t at = t; d > 0; ++at, --d)
        for (Move m : {Move::Up, Move::Down, Move::Left, Move::Right}) {
            const int nb = m_grid.neighbour(w.pos, m);
            if (nb < 0 || !((open >> nb) & 1U))
                continue;
            const int before = w.pos;
            w.pos = nb;
            if (m_grid.optimisticDistance(w) == d - 1) {
                s[at] = m;
                break;
            }
            w.pos = before;
        }
    return t;
}

namespace {

// The score of s less its move j as the candidate of `tree` (`score`, else the unsolved count);
// one evaluation. Shared by deleteLeastHarmful and rankDeletions.
double harmOfDeleting(FrontierTree& tree, const SolvingSequence& s, std::size_t j,
                      const std::function<double()>& score, std::uint64_t& evaluations)
{
    SolvingSequence t = s;
    t.erase(t.begin() + std::ptrdiff_t(j));
    const std::uint64_t u = tree.unsolvedWith(t, j);
    ++evaluations;
    return score ? score() : double(u);
}

} // namespace

std::uint64_t deleteLeastHarmful(FrontierTree& tree, std::mt19937_64& rng,
                                 std::uint64_t& evaluations, Control& control,
                                 const std::function<double()>& score, std::size_t limit)
{
    const SolvingSequence s = tree.sequence();
    double best = HUGE_VAL;
    std::size_t bestJ = 0;
    std::uint64_t ties = 0;
    for (std::size_t j = 0; j < std::min(s.size(), limit); ++j) {
        if (control.checkNow())
            break;
        const double f = harmOfDeleting(tree, s, j, score, evaluations);
        if (f < best) {
            best = f;
            bestJ = j;
            ties = 1;
        } else if (f == best && rng() % ++ties == 0) {
            bestJ = j;
        }
    }
    SolvingSequence t = s;
    t.erase(t.begin() + std::ptrdiff_t(bestJ));
    const std::uint64_t f = tree.unsolvedWith(t, bestJ);
    tree.accept();
    return f;
}

std::vector<std::size_t> rankDeletions(FrontierTree& tree, std::mt19937_64& rng,
                                       std::uint64_t& evaluations, Control& control,
                                       const std::function<double()>& score, std::size_t limit)
{
    const SolvingSequence s = tree.sequence();
    struct Ranked {
        double harm;
        std::uint64_t tie;
        std::size_t step;
    };
    std::vector<Ranked> ranked;
    for (std::size_t j = 0; j < std::min(s.size(), limit); ++j) {
        if (control.checkNow())
            break;
        const double harm = harmOfDeleting(tree, s, j, score, evaluations);
        ranked.push_back({harm, rng(), j});
    }
    std::sort(ranked.begin(), ranked.end(), [](const Ranked& a, const Ranked& b) {
        return a.harm != b.harm ? a.harm < b.harm : a.tie < b.tie;
    });
    std::vector<std::size_t> steps;
    for (const Ranked& r : ranked)
        steps.push_back(r.step);
    return steps;
}

} // namespace mazelab
