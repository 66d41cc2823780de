// LengthSolver: the SAT encoding of "a sequence of L moves solves these mazes" (see sigmasat.h).
#include "core/simaso_sat/sigmasat.h"
#include "core/simaso_sat/detail.h"
#include "core/simaso_sat/terminator.h"

#include <cadical.hpp>

#include <algorithm>
#include <cstdlib>

namespace mazelab::simaso_sat {

using detail::kMoves;

namespace {
// Pair clauses for mazes of at most this many cells (pair tables of cells² entries).
constexpr int kMaxPairCells = 256;
} // namespace

namespace {
// Joint distance: the fewest moves after which both mazes have visited their goals, from
// every pair of positions (a, b), index a * cells + b; unreachable pairs keep a large value.
// Backward BFS from (goal, goal) over the pair graph (goals absorbing): O(cells²).
std::vector<int> pairDistances(const SatMaze& ma, const SatMaze& mb)
{
    const std::size_t n = std::size_t(ma.cells);
    const std::size_t states = n * n;
    constexpr int kInf = 1 << 20;
    // Reverse edges in CSR form: for every pair state, the states one move leads from.
    std::vector<std::uint32_t> count(states + 1, 0);
    std::vector<std::uint32_t> target(states * 4);
    for (std::size_t a = 0; a < n; ++a)
        for (std::size_t b = 0; b < n; ++b)
            for (Move m : kMoves) {
                const int na = int(a) == ma.goal ? ma.goal : ma.step(int(a), m);
                const int nb = int(b) == mb.goal ? mb.goal : mb.step(int(b), m);
                const std::size_t to = std::size_t(na) * n + std::size_t(nb);
                target[(a * n + b) * 4 + std::size_t(m)] = std::uint32_t(to);
                ++count[to + 1];
            }
    for (std::size_t s = 0; s < states; ++s)
        count[s + 1] += count[s];
    std::vector<std::uint32_t> from(states * 4);
    std::vector<std::uint32_t> fill(count.begin(), count.end() - 1);
    for (std::size_t s = 0; s < states; ++s)
        for (std::size_t m = 0; m < 4; ++m)
            from[fill[target[s * 4 + m]]++] = std::uint32_t(s);
    std::vector<int> d(states, kInf);
    std::vector<std::uint32_t> queue;
    queue.reserve(states);
    const std::size_t goal = std::size_t(ma.goal) * n + std::size_t(mb.goal);
    d[goal] = 0;
    queue.push_back(std::uint32_t(goal));
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const std::uint32_t s = queue[head];
        for (std::uint32_t i = count[s]; i < count[s + 1]; ++i) {
            const std::uint32_t p = from[i];
            if (d[p] == kInf) {
                d[p] = d[s] + 1;
                queue.push_back(p);
            }
        }
    }
    return d;
}
} // namespace

struct LengthSolver::Impl {
    CaDiCaL::Solver solver;
};

LengthSolver::LengthSolver(const Grid& grid, int length, Options options)
    : m_grid(&grid), m_length(length), m_options(options), m_impl(new Impl)
{
    init();
    if (length > 0) {
        // Sound for every maze set of this size: a first 'u'/'l' never moves (start is the
        // top-left corner) and a last 'u'/'l' never enters the bottom-right goal, so either can
        // be replaced by a 'd' at the end without losing a solved maze.
        for (Move m : {Move::Up, Move::Left}) {
            clause({-moveVar(0, m)});
            clause({-moveVar(length - 1, m)});
        }
        if (m_options.fixFirstMoveDown)
            clause({moveVar(0, Move::Down)});
    }
}

LengthSolver::LengthSolver(int length, Options options)
    : m_length(length), m_options(options), m_impl(new Impl)
{
    m_options.fixFirstMoveDown = false;
    init();
}

void LengthSolver::init()
{
    m_impl->solver.set("quiet", 1); // no "c ..." lines on stdout
    if (!m_options.solverConfig.empty())
        m_impl->solver.configure(m_options.solverConfig.c_str());
    if (m_options.seed != 0)
        m_impl->solver.set("seed", m_options.seed);
    if (!m_options.eliminate)
        m_impl->solver.set("elim", 0);
    for (const std::string& o : m_options.cadicalOptions) {
        const std::size_t eq = o.find('=');
        if (eq != std::string::npos)
            m_impl->solver.set(o.substr(0, eq).c_str(), std::atoi(o.c_str() + eq + 1));
    }
    const int length = m_length;
    m_moveVars.resize(std::size_t(std::max(length, 0)) * 4);
    for (int t = 0; t < length; ++t) {
        for (Move m : kMoves)
            m_moveVars[std::size_t(t) * 4 + std::size_t(m)] = newVar();
        // Exactly one move per step.
        clause({moveVar(t, Move::Up), moveVar(t, Move::Down), moveVar(t, Move::Left),
                moveVar(t, Move::Right)});
        for (int a = 0; a < 4; ++a)
            for (int b = a + 1; b < 4; ++b)
                clause({-moveVar(t, kMoves[a]), -moveVar(t, kMoves[b])});
    }
    if (m_options.noIdleMoves) {
        for (int t = 0; t < length; ++t) {
            m_allSolved.push_back(newVar());
            m_idleTail.push_back(newVar());
            clause({m_allSolved.back(), m_idleTail.back()});
        }
    }
}

LengthSolver::Options LengthSolver::defaults(bool symmetric)
{
    Options o;
    o.fixFirstMoveDown = symmetric;
    return o;
}

LengthSolver::~LengthSolver()
{
    delete m_impl;
}

void LengthSolver::clause(std::initializer_list<int> lits)
{
    for (int l : lits)
        m_impl->solver.add(l);
    m_impl->solver.add(0);
    ++m_clauses;
}

void LengthSolver::addMaze(WallMask walls, const Control* control)
{
    addMaze(m_grid->satMaze(walls), control);
}

void LengthSolver::addMaze(const SatMaze& maze, const Control* control)
{
    ++m_mazes;
    const int n = maze.cells;
    const int L = m_length;
    const int start = maze.start;
    const int goal = maze.goal;
    const std::vector<int> ds = maze.distances(start);
    const std::vector<int> dg = maze.distances(goal);
    if (ds[std::size_t(goal)] < 0 || ds[std::size_t(goal)] > L) {
        m_trivialUnsat = true;
        return;
    }
    if (start == goal)
        return;
    // pos[t*n + c]: variable "at step t the maze is in cell c", 0 where impossible.
    std::vector<int> pos(std::size_t(L + 1) * std::size_t(n), 0);
    auto allowed = [&](int t, int c) {
        return ds[std::size_t(c)] >= 0 && ds[std::size_t(c)] <= t && dg[std::size_t(c)] <= L - t;
    };
    for (int t = 0; t <= L; ++t)
        for (int c = 0; c < n; ++c)
            if (allowed(t, c))
                pos[std::size_t(t) * std::size_t(n) + std::size_t(c)] = newVar();
    auto P = [&](int t, int c) { return pos[std::size_t(t) * std::size_t(n) + std::size_t(c)]; };
    clause({P(0, start)});
    if (m_keepSolvedBy) {
        m_solvedByVars.push_back(pos);
        m_solvedByGoal.push_back(goal);
        if (m_solvedBy >= 0)
            forbidUnsolved(pos, goal);
    }
    // Pair clauses need cells² joint states per pair: skipped for big mazes.
    if (m_options.pairClauses && n <= kMaxPairCells) {
        for (std::size_t i = 0; i < m_added.size(); ++i) {
            // The pair clauses are redundant: when the Control stops, the rest are skipped
            // (the instance stays sound) and the caller sees the stop before the next solve.
            if (control && control->checkNow())
                break;
            const std::vector<int> pd = pairDistances(m_added[i], maze);
            const std::vector<int>& other = m_positions[i];
            for (int t = 1; t < L; ++t)
                for (int a = 0; a < n; ++a) {
                    const int pa = other[std::size_t(t) * std::size_t(n) + std::size_t(a)];
                    if (pa == 0)
                        continue;
                    for (int b = 0; b < n; ++b) {
                        const int pb = P(t, b);
                        if (pb != 0 && pd[std::size_t(a) * std::size_t(n) + std::size_t(b)] > L - t)
                            clause({-pa, -pb});
                    }
                }
        }
        m_added.push_back(maze);
        m_positions.push_back(pos);
    }
    if (m_options.noIdleMoves) {
        for (int t = 0; t < L; ++t) {
            // allSolved_t -> this maze is at the goal at step t.
            if (P(t, goal) != 0)
                clause({-m_allSolved[std::size_t(t)], P(t, goal)});
            else
                clause({-m_allSolved[std::size_t(t)]});
            // moved_t -> (at c -> the move leaves c), for every non-goal position c.
            const int moved = newVar();
            for (int c = 0; c < n; ++c) {
                if (P(t, c) == 0 || c == goal)
                    continue;
                m_impl->solver.add(-moved);
                m_impl->solver.add(-P(t, c));
                for (Move m : kMoves)
                    if (maze.step(c, m) != c)
                        m_impl->solver.add(moveVar(t, m));
                m_impl->solver.add(0);
                ++m_clauses;
            }
            if (P(t, goal) != 0)
                clause({-moved, -P(t, goal)});
            // Extend "allSolved_t or moved_1 or ... or tail".
            const int tail = newVar();
            clause({-m_idleTail[std::size_t(t)], moved, tail});
            m_idleTail[std::size_t(t)] = tail;
        }
    }
    std::vector<int> alo;
    for (int t = 0; t < L; ++t) {
        for (int c = 0; c < n; ++c) {
            const int p = P(t, c);
            if (p == 0)
                continue;
            if (c == goal) {
                clause({-p, P(t + 1, goal)});
                continue;
            }
            for (Move m : kMoves) {
                const int to = maze.step(c, m);
                const int q = P(t + 1, to);
                if (q != 0)
                    clause({-p, -moveVar(t, m), q});
                else
                    clause({-p, -moveVar(t, m)});
            }
        }
    }
    for (int t = 1; t <= L; ++t) {
        // At least one position per step (redundant, helps the solver reason backwards).
        alo.clear();
        for (int c = 0; c < n; ++c)
            if (P(t, c) != 0)
                alo.push_back(P(t, c));
        for (int l : alo)
            m_impl->solver.add(l);
        m_impl->solver.add(0);
        ++m_clauses;
        if (m_options.positionAtMostOne && alo.size() > 2) {
            // Sequential counter: s_i = "one of the first i+1 positions is true".
            int prev = alo[0];
            for (std::size_t i = 1; i < alo.size(); ++i) {
                clause({-prev, -alo[i]});
                if (i + 1 < alo.size()) {
                    const int s = newVar();
                    clause({-prev, s});
                    clause({-alo[i], s});
                    prev = s;
                }
            }
        } else if (m_options.positionAtMostOne && alo.size() == 2) {
            clause({-alo[0], -alo[1]});
        }
        if (!m_options.supportClauses)
            continue;
        // A position needs a predecessor: itself or a free neighbour one step earlier.
        for (int c = 0; c < n; ++c) {
            const int p = P(t, c);
            if (p == 0)
                continue;
            m_impl->solver.add(-p);
            if (P(t - 1, c) != 0)
                m_impl->solver.add(P(t - 1, c));
            for (Move m : kMoves) {
                // A free neighbour steps back into c (moves are reversible).
                const int nb = maze.step(c, m);
                if (nb != c && nb != goal && P(t - 1, nb) != 0)
                    m_impl->solver.add(P(t - 1, nb));
            }
            m_impl->solver.add(0);
            ++m_clauses;
        }
    }
}

LengthSolver::Result LengthSolver::solve(Control& control)
{
    return solve(control, {});
}

LengthSolver::Result LengthSolver::solve(Control& control, const std::vector<Move>& prefix)
{
    if (m_trivialUnsat)
        return Result::Unsat;
    for (std::size_t t = 0; t < prefix.size() && t < std::size_t(m_length); ++t)
        m_impl->solver.assume(moveVar(int(t), prefix[t]));
    detail::SolveTerminator terminator(control, &m_terminate);
    for (int tail : m_idleTail)
        m_impl->solver.assume(-tail);
    m_impl->solver.connect_terminator(&terminator);
    const int r = m_impl->solver.solve();
    m_impl->solver.disconnect_terminator();
    if (m_suggested && r != 0) {
        for (int v : m_moveVars)
            m_impl->solver.unphase(v);
        for (const std::vector<int>& pos : m_positions)
            for (int p : pos)
                if (p != 0)
                    m_impl->solver.unphase(p);
        m_suggested = false;
    }
    if (r == 10)
        return Result::Sat;
    if (r == 20)
        return Result::Unsat;
    return Result::Unknown;
}

LengthSolver::Result LengthSolver::solveFixed(Control& control, const std::vector<int>& fixed)
{
    if (m_trivialUnsat)
        return Result::Unsat;
    for (std::size_t t = 0; t < fixed.size() && t < std::size_t(m_length); ++t)
        if (fixed[t] >= 0 && fixed[t] < 4)
            m_impl->solver.assume(moveVar(int(t), Move(fixed[t])));
    return solve(control, {});
}

void LengthSolver::suggest(const std::vector<Move>& moves)
{
    for (std::size_t t = 0; t < moves.size() && t < std::size_t(m_length); ++t)
        for (Move m : kMoves)
            m_impl->solver.phase(m == moves[t] ? moveVar(int(t), m) : -moveVar(int(t), m));
    // The positions the hint leads to, for the mazes whose variables are kept (pairClauses).
    for (std::size_t i = 0; i < m_added.size(); ++i) {
        const SatMaze& maze = m_added[i];
        const std::size_t n = std::size_t(maze.cells);
        int at = maze.start;
        for (std::size_t t = 0; t <= std::size_t(m_length); ++t) {
            for (std::size_t c = 0; c < n; ++c)
                if (const int p = m_positions[i][t * n + c]; p != 0)
                    m_impl->solver.phase(int(c) == at ? p : -p);
            if (t < moves.size() && at != maze.goal)
                at = maze.step(at, moves[t]);
        }
    }
    m_suggested = !moves.empty();
}

void LengthSolver::blockPrefix(const std::vector<Move>& prefix)
{
    for (std::size_t t = 0; t < prefix.size() && t < std::size_t(m_length); ++t)
        m_impl->solver.add(-moveVar(int(t), prefix[t]));
    m_impl->solver.add(0);
    ++m_clauses;
}

void LengthSolver::requireSolvedBy(int steps)
{
    if (steps < 0 || steps >= m_length)
        return;
    // Position variables are only implied forward (no at-most-one), so "at the goal" alone
    // could be set spuriously: forbid every other cell at that step instead.
    m_solvedBy = m_solvedBy < 0 ? steps : std::min(m_solvedBy, steps);
    for (std::size_t i = 0; i < m_solvedByVars.size(); ++i)
        forbidUnsolved(m_solvedByVars[i], m_solvedByGoal[i]);
    if (std::size_t(steps) < m_allSolved.size())
        clause({m_allSolved[std::size_t(steps)]});
}

void LengthSolver::forbidUnsolved(const std::vector<int>& pos, int goal)
{
    const std::size_t n = pos.size() / std::size_t(m_length + 1);
    for (std::size_t c = 0; c < n; ++c) {
        const int p = pos[std::size_t(m_solvedBy) * n + c];
        if (int(c) != goal && p != 0)
            clause({-p});
    }
}

void LengthSolver::setPhases(const std::vector<Move>& moves)
{
    for (std::size_t t = 0; t < moves.size() && t < std::size_t(m_length); ++t)
        for (Move m : kMoves)
            m_impl->solver.phase(m == moves[t] ? moveVar(int(t), m) : -moveVar(int(t), m));
}

std::string LengthSolver::writeDimacs(const std::string& path)
{
    for (int tail : m_idleTail)
        clause({-tail});
    m_idleTail.clear();
    if (m_trivialUnsat) {
        // A maze longer than the length: an explicitly empty-satisfiable pair of units.
        const int v = newVar();
        clause({v});
        clause({-v});
        m_trivialUnsat = false;
    }
    const char* error = m_impl->solver.write_dimacs(path.c_str(), m_nextVar - 1);
    return error ? std::string(error) : std::string();
}

std::vector<Move> LengthSolver::model() const
{
    std::vector<Move> moves;
    for (int t = 0; t < m_length; ++t) {
        Move chosen = Move::Down;
        for (Move m : kMoves)
            if (m_impl->solver.val(moveVar(t, m)) > 0) {
                chosen = m;
                break;
            }
        moves.push_back(chosen);
    }
    return moves;
}

} // namespace mazelab::simaso_sat
