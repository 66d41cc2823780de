#include "core/simaso_sat/sigmasat.h"

#include "core/mazeformat.h"
#include "core/progresstext.h"

#include <cadical.hpp>

#include <algorithm>
#include <chrono>
#include <deque>
#include <numeric>
#include <random>
#include <set>
#include <sstream>
#include <stdexcept>

namespace mazelab::simaso_sat {

namespace {
constexpr Move kMoves[4] = {Move::Up, Move::Down, Move::Left, Move::Right};

double secondsSince(std::chrono::steady_clock::time_point t0)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}
} // namespace

// ---------------------------------------------------------------------------------------------
// Grid

Grid::Grid(int rows, int cols) : m_rows(rows), m_cols(cols)
{
    m_neighbour.resize(std::size_t(cells()) * 4);
    for (int c = 0; c < cells(); ++c) {
        const Cell cell{c / cols, c % cols};
        for (Move m : kMoves) {
            const Cell to = stepCell(cell, m);
            const bool inside = to.row >= 0 && to.col >= 0 && to.row < rows && to.col < cols;
            m_neighbour[std::size_t(c) * 4 + std::size_t(m)] = inside ? to.row * cols + to.col : c;
        }
    }
}

std::vector<int> Grid::distances(WallMask walls, int from) const
{
    std::vector<int> dist(std::size_t(cells()), -1);
    if (walls >> from & 1U)
        return dist;
    std::vector<int> queue;
    queue.reserve(std::size_t(cells()));
    dist[std::size_t(from)] = 0;
    queue.push_back(from);
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int c = queue[head];
        for (Move m : kMoves) {
            const int n = neighbour(c, m);
            if (n != c && !(walls >> n & 1U) && dist[std::size_t(n)] < 0) {
                dist[std::size_t(n)] = dist[std::size_t(c)] + 1;
                queue.push_back(n);
            }
        }
    }
    return dist;
}

bool Grid::isSolvable(WallMask walls) const
{
    if ((walls >> start() & 1U) || (walls >> goal() & 1U))
        return false;
    // Bit-parallel flood fill.
    const int n = cells();
    const WallMask all = n == 64 ? ~WallMask(0) : (WallMask(1) << n) - 1;
    const WallMask free = ~walls & all;
    WallMask notLeftCol = 0;
    WallMask notRightCol = 0;
    for (int c = 0; c < n; ++c) {
        if (c % m_cols != 0)
            notLeftCol |= WallMask(1) << c;
        if (c % m_cols != m_cols - 1)
            notRightCol |= WallMask(1) << c;
    }
    WallMask reach = 1;
    for (;;) {
        WallMask next = reach | (reach << m_cols) | (reach >> m_cols)
                        | ((reach & notRightCol) << 1) | ((reach & notLeftCol) >> 1);
        next &= free;
        if (next == reach)
            break;
        reach = next;
    }
    return (reach >> goal() & 1U) != 0;
}

Move Grid::transposedMove(Move m)
{
    switch (m) {
    case Move::Up: return Move::Left;
    case Move::Left: return Move::Up;
    case Move::Down: return Move::Right;
    case Move::Right: return Move::Down;
    }
    return m;
}

WallMask Grid::transposed(WallMask walls) const
{
    WallMask out = 0;
    for (int r = 0; r < m_rows; ++r)
        for (int c = 0; c < m_cols; ++c)
            if (walls >> (r * m_cols + c) & 1U)
                out |= WallMask(1) << (c * m_rows + r);
    return out;
}

Maze Grid::toMaze(WallMask walls) const
{
    Maze maze(m_rows, m_cols);
    for (int c = 0; c < cells(); ++c)
        if (walls >> c & 1U)
            maze.setBlocked(maze.cellAt(std::size_t(c)), true);
    return maze;
}

bool Grid::fromMaze(const Maze& maze, WallMask& walls) const
{
    if (maze.rows() != m_rows || maze.cols() != m_cols || !maze.hasDefaultStartGoal())
        return false;
    walls = 0;
    for (int c = 0; c < cells(); ++c)
        if (maze.cells()[std::size_t(c)] != 0)
            walls |= WallMask(1) << c;
    return true;
}

std::vector<WallMask> enumerateSolvable(const Grid& grid, Control& control)
{
    std::vector<WallMask> out;
    const int n = grid.cells();
    if (n > kMaxEnumerateCells)
        return out;
    if (n == 1) {
        out.push_back(0);
        return out;
    }
    // Inner cells 1..n-2 vary; start (bit 0) and goal (bit n-1) stay free.
    const std::uint64_t patterns = std::uint64_t(1) << (n - 2);
    for (std::uint64_t p = 0; p < patterns; ++p) {
        if (control.poll()) {
            out.clear();
            return out;
        }
        const WallMask walls = WallMask(p) << 1;
        if (grid.isSolvable(walls))
            out.push_back(walls);
    }
    return out;
}

std::vector<WallMask> sampleSolvable(const Grid& grid, std::size_t count, std::uint64_t seed,
                                     Control& control)
{
    std::vector<WallMask> out;
    out.reserve(count);
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> density(0.1, 0.6);
    std::uniform_real_distribution<double> coin(0.0, 1.0);
    while (out.size() < count) {
        if (control.poll()) {
            out.clear();
            return out;
        }
        const double p = density(rng);
        WallMask walls = 0;
        for (int c = 1; c + 1 < grid.cells(); ++c)
            if (coin(rng) < p)
                walls |= WallMask(1) << c;
        if (grid.isSolvable(walls))
            out.push_back(walls);
    }
    return out;
}

bool solves(const Grid& grid, WallMask walls, const std::vector<Move>& moves)
{
    int pos = grid.start();
    if (pos == grid.goal())
        return true;
    for (Move m : moves) {
        pos = grid.step(walls, pos, m);
        if (pos == grid.goal())
            return true;
    }
    return false;
}

std::vector<std::size_t> unsolvedMazes(const Grid& grid, const std::vector<WallMask>& set,
                                       const std::vector<Move>& moves, std::size_t limit)
{
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < set.size() && out.size() < limit; ++i)
        if (!solves(grid, set[i], moves))
            out.push_back(i);
    return out;
}

// ---------------------------------------------------------------------------------------------
// LengthSolver

namespace {
class ControlTerminator : public CaDiCaL::Terminator {
public:
    explicit ControlTerminator(Control& control) : m_control(control) {}
    // CaDiCaL asks once per conflict, and a conflict on a big instance takes up to ~1 ms:
    // poll()'s 4096-call countdown let σ(6,6) overrun a 2 s limit by 2.6 s (tests/core/
    // tst_limits). Reading the clock every time costs ~20 ns.
    bool terminate() override { return m_control.checkNow(); }

private:
    Control& m_control;
};
} // namespace

namespace {
// Joint distance: the fewest moves after which both mazes have visited the goal, from every
// pair of positions (a, b), index a * cells + b. Unreachable pairs keep a large value.
std::vector<int> pairDistances(const Grid& grid, WallMask wa, WallMask wb)
{
    const int n = grid.cells();
    const int goal = grid.goal();
    constexpr int kInf = 1 << 20;
    std::vector<int> d(std::size_t(n) * std::size_t(n), kInf);
    d[std::size_t(goal) * std::size_t(n) + std::size_t(goal)] = 0;
    std::vector<int> next(std::size_t(n) * std::size_t(n) * 4);
    for (int a = 0; a < n; ++a)
        for (int b = 0; b < n; ++b)
            for (Move m : kMoves) {
                const int na = a == goal ? goal : grid.step(wa, a, m);
                const int nb = b == goal ? goal : grid.step(wb, b, m);
                next[(std::size_t(a) * std::size_t(n) + std::size_t(b)) * 4 + std::size_t(m)] =
                    na * n + nb;
            }
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t s = 0; s < d.size(); ++s) {
            int best = d[s];
            for (std::size_t m = 0; m < 4; ++m)
                best = std::min(best, d[std::size_t(next[s * 4 + m])] + 1);
            if (best < d[s]) {
                d[s] = best;
                changed = true;
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
    : m_grid(grid), m_length(length), m_options(options), m_impl(new Impl)
{
    m_impl->solver.set("quiet", 1); // no "c ..." lines on stdout
    if (!m_options.solverConfig.empty())
        m_impl->solver.configure(m_options.solverConfig.c_str());
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
    ++m_mazes;
    const int n = m_grid.cells();
    const int L = m_length;
    const int start = m_grid.start();
    const int goal = m_grid.goal();
    const std::vector<int> ds = m_grid.distances(walls, start);
    const std::vector<int> dg = m_grid.distances(walls, goal);
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
    if (m_options.pairClauses) {
        for (std::size_t i = 0; i < m_walls.size(); ++i) {
            // The pair clauses are redundant: when the Control stops, the rest are skipped
            // (the instance stays sound) and the caller sees the stop before the next solve.
            if (control && control->checkNow())
                break;
            const std::vector<int> pd = pairDistances(m_grid, m_walls[i], walls);
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
        m_walls.push_back(walls);
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
                    if (m_grid.step(walls, c, m) != c)
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
                const int to = m_grid.step(walls, c, m);
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
                const int nb = m_grid.neighbour(c, m);
                if (nb != c && !(walls >> nb & 1U) && nb != goal && P(t - 1, nb) != 0)
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
    ControlTerminator terminator(control);
    for (int tail : m_idleTail)
        m_impl->solver.assume(-tail);
    m_impl->solver.connect_terminator(&terminator);
    const int r = m_impl->solver.solve();
    m_impl->solver.disconnect_terminator();
    if (r == 10)
        return Result::Sat;
    if (r == 20)
        return Result::Unsat;
    return Result::Unknown;
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

// ---------------------------------------------------------------------------------------------
// computeSigma

namespace {
// How badly a sequence fails a maze: the remaining distance to the goal where it ends, with
// the maze's own shortest path as tie-break. Larger = better counterexample.
std::pair<int, int> failScore(const Grid& grid, WallMask walls, const std::vector<Move>& moves)
{
    int pos = grid.start();
    for (Move m : moves)
        pos = grid.step(walls, pos, m);
    const std::vector<int> dg = grid.distances(walls, grid.goal());
    return {dg[std::size_t(pos)], dg[std::size_t(grid.start())]};
}
} // namespace

SigmaResult computeSigma(const Grid& grid, const std::vector<WallMask>& all,
                         const SigmaOptions& options, Control& control)
{
    const auto t0 = std::chrono::steady_clock::now();
    SigmaResult result;
    result.rows = grid.rows();
    result.cols = grid.cols();
    result.mazeCount = all.size();
    if (all.empty()) {
        result.message = "no mazes";
        return result;
    }
    const bool symmetric = options.useTransposeSymmetry && grid.rows() == grid.cols();
    result.subsetUsesSymmetry = symmetric;

    // The longest shortest path is a lower bound by itself.
    int longest = 0;
    WallMask longestMaze = all.front();
    for (WallMask w : all) {
        const int d = grid.distances(w, grid.start())[std::size_t(grid.goal())];
        if (d > longest) {
            longest = d;
            longestMaze = w;
        }
    }
    std::vector<WallMask> subset;
    std::set<WallMask> inSubset;
    auto addToSubset = [&](WallMask w, LengthSolver* solver) {
        auto put = [&](WallMask x) {
            if (inSubset.insert(x).second) {
                subset.push_back(x);
                if (solver)
                    solver->addMaze(x, &control);
            }
        };
        put(w);
        if (symmetric)
            put(grid.transposed(w));
    };
    addToSubset(longestMaze, nullptr);
    for (WallMask w : options.initialSubset)
        if (grid.isSolvable(w))
            addToSubset(w, nullptr);
    result.lowerBound = longest;
    result.subset = subset;

    int L = std::max(longest, options.minLength);
    if (options.minLength > longest) {
        // Caller-supplied start length: nothing proved below `longest` by that.
        L = options.minLength;
    }
    if (!options.knownSequence.empty() && unsolvedMazes(grid, all, options.knownSequence, 1).empty()) {
        result.upperBound = int(options.knownSequence.size());
        result.sequence = options.knownSequence;
    }
    for (; L <= options.maxLength; ++L) {
        if (result.upperBound >= 0 && result.lowerBound >= result.upperBound) {
            result.complete = true;
            result.seconds = secondsSince(t0);
            return result;
        }
        const auto tL = std::chrono::steady_clock::now();
        SigmaRoundLog log;
        log.length = L;
        LengthSolver::Options solverOptions = options.solver;
        solverOptions.fixFirstMoveDown = symmetric;
        LengthSolver solver(grid, L, solverOptions);
        for (WallMask w : subset)
            solver.addMaze(w);
        for (;;) {
            control.progress(-1, progress_text::kSat,
                             {std::to_string(L), std::to_string(subset.size()),
                              std::to_string(result.satCalls)});
            // Checked here too, not only from CaDiCaL's terminator: the counterexample search
            // and the clauses of the added mazes grow the memory between SAT calls.
            const auto r = control.checkNow() ? LengthSolver::Result::Unknown
                                              : solver.solve(control);
            ++log.satCalls;
            ++result.satCalls;
            if (r == LengthSolver::Result::Unknown) {
                log.mazes = subset.size();
                log.seconds = secondsSince(tL);
                result.rounds.push_back(log);
                result.message = control.stopReason() + " at length " + std::to_string(L)
                                 + "; proven lower bound " + std::to_string(result.lowerBound)
                                 + " (" + std::to_string(result.subset.size()) + " mazes)";
                result.seconds = secondsSince(t0);
                return result;
            }
            if (r == LengthSolver::Result::Unsat) {
                log.unsat = true;
                if (L + 1 > result.lowerBound) {
                    result.lowerBound = L + 1;
                    result.subset = subset;
                    if (options.onLowerBound) {
                        log.mazes = subset.size();
                        log.seconds = secondsSince(tL);
                        result.seconds = secondsSince(t0);
                        options.onLowerBound(result);
                    }
                }
                break;
            }
            std::vector<Move> seq = solver.model();
            const std::vector<std::size_t> unsolved = unsolvedMazes(grid, all, seq);
            if (unsolved.empty() && !options.exhaustive) {
                log.mazes = subset.size();
                log.seconds = secondsSince(tL);
                result.rounds.push_back(log);
                result.message = "a sequence of length " + std::to_string(L)
                                 + " solves every sampled maze (no upper bound is proved)";
                result.seconds = secondsSince(t0);
                return result;
            }
            if (unsolved.empty()) {
                result.complete = result.lowerBound >= L;
                result.upperBound = L;
                result.sequence = std::move(seq);
                log.mazes = subset.size();
                log.seconds = secondsSince(tL);
                result.rounds.push_back(log);
                if (!result.complete)
                    result.message = "a sequence was found above the proved lower bound";
                result.seconds = secondsSince(t0);
                return result;
            }
            // Counterexamples: the worst-failed mazes.
            std::vector<std::pair<std::pair<int, int>, std::size_t>> scored;
            scored.reserve(unsolved.size());
            for (std::size_t i : unsolved)
                scored.push_back({failScore(grid, all[i], seq), i});
            const std::size_t k = std::min<std::size_t>(
                scored.size(), std::size_t(std::max(1, options.counterexamplesPerRound)));
            std::partial_sort(scored.begin(), scored.begin() + std::ptrdiff_t(k), scored.end(),
                              [](const auto& a, const auto& b) { return a.first > b.first; });
            for (std::size_t j = 0; j < k && !control.checkNow(); ++j)
                addToSubset(all[scored[j].second], &solver);
        }
        log.mazes = subset.size();
        log.seconds = secondsSince(tL);
        result.rounds.push_back(log);
    }
    result.message = "maximum length reached";
    result.seconds = secondsSince(t0);
    return result;
}

std::vector<WallMask> minimizeUnsatSubset(const Grid& grid, std::vector<WallMask> subset,
                                          int length, bool symmetric, Control& control)
{
    // Remove pairs {w, transpose(w)} together so the set stays closed.
    std::size_t i = 0;
    while (i < subset.size()) {
        if (control.checkNow())
            break;
        const WallMask w = subset[i];
        const WallMask wt = symmetric ? grid.transposed(w) : w;
        std::vector<WallMask> rest;
        for (WallMask x : subset)
            if (x != w && x != wt)
                rest.push_back(x);
        LengthSolver solver(grid, length, LengthSolver::defaults(symmetric));
        for (WallMask x : rest)
            solver.addMaze(x);
        if (solver.solve(control) == LengthSolver::Result::Unsat) {
            subset = std::move(rest);
        } else {
            ++i;
        }
    }
    return subset;
}

// ---------------------------------------------------------------------------------------------
// Certificates

std::string certificateToText(const SigmaCertificate& cert)
{
    std::ostringstream out;
    out << "; mazelab-sigma-certificate 1\n";
    out << "; size " << cert.rows << "x" << cert.cols << "\n";
    out << "; lower-bound " << cert.lowerBound << "\n";
    out << "; symmetry " << (cert.symmetry ? "transpose" : "none") << "\n";
    if (cert.upperBound >= 0) {
        out << "; upper-bound " << cert.upperBound << "\n";
        out << "; sequence " << movesToString(cert.sequence) << "\n";
    }
    out << "; " << cert.subset.size() << " mazes follow: no sequence of length "
        << cert.lowerBound - 1 << " solves them all\n";
    const Grid grid(cert.rows, cert.cols);
    for (std::size_t i = 0; i < cert.subset.size(); ++i) {
        out << "\n";
        const Maze maze = grid.toMaze(cert.subset[i]);
        out << mazeToText(maze);
    }
    return out.str();
}

SigmaCertificate certificateFromText(const std::string& text)
{
    SigmaCertificate cert;
    bool sawMagic = false;
    bool sawSize = false;
    bool sawLower = false;
    std::istringstream in(text);
    std::string line;
    int lineNo = 0;
    std::string body;
    auto fail = [&](const std::string& why) {
        throw std::runtime_error("line " + std::to_string(lineNo) + ": " + why);
    };
    while (std::getline(in, line)) {
        ++lineNo;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.rfind(';', 0) == 0) {
            std::istringstream words(line.substr(1));
            std::string key;
            words >> key;
            if (key == "mazelab-sigma-certificate") {
                int version = 0;
                words >> version;
                if (version != 1)
                    fail("unsupported certificate version");
                sawMagic = true;
            } else if (key == "size") {
                std::string v;
                words >> v;
                const auto x = v.find('x');
                try {
                    if (x == std::string::npos)
                        throw std::invalid_argument("x");
                    cert.rows = std::stoi(v.substr(0, x));
                    cert.cols = std::stoi(v.substr(x + 1));
                } catch (const std::exception&) {
                    fail("size must be NxM");
                }
                // rows and cols are bounded first so that the product cannot overflow.
                if (cert.rows < 1 || cert.cols < 1 || cert.rows > kMaxCells
                    || cert.cols > kMaxCells || cert.rows * cert.cols > kMaxCells)
                    fail("size out of range (at most " + std::to_string(kMaxCells) + " cells)");
                sawSize = true;
            } else if (key == "lower-bound" || key == "upper-bound") {
                int v = -1;
                if (!(words >> v) || v < 0 || v > 100000)
                    fail(key + " must be a whole number");
                (key == "lower-bound" ? cert.lowerBound : cert.upperBound) = v;
                sawLower = sawLower || key == "lower-bound";
            } else if (key == "symmetry") {
                std::string v;
                words >> v;
                if (v != "transpose" && v != "none")
                    fail("symmetry must be 'transpose' or 'none'");
                cert.symmetry = v == "transpose";
            } else if (key == "sequence") {
                std::string v;
                words >> v;
                const auto moves = parseMoves(v);
                if (!moves)
                    fail("sequence holds a character other than u, d, l, r");
                cert.sequence = *moves;
            }
            body += "\n"; // keep line numbers for the maze parser
            continue;
        }
        body += line + "\n";
    }
    lineNo = 0;
    if (!sawMagic)
        fail("not a MazeLab sigma certificate (missing '; mazelab-sigma-certificate 1')");
    if (!sawSize || !sawLower)
        fail("certificate needs '; size NxM' and '; lower-bound L'");
    // certificateToText writes the sequence only with its upper bound: one without the other
    // would not survive a save (found by fuzz_sigmacert).
    if (!cert.sequence.empty() && cert.upperBound < 0)
        fail("a sequence needs its '; upper-bound L' line");
    if (cert.upperBound >= 0 && int(cert.sequence.size()) != cert.upperBound)
        fail("the sequence length differs from the upper bound");
    const MazeFile file = parseMazeText(body, 64);
    const Grid grid(cert.rows, cert.cols);
    for (std::size_t i = 0; i < file.mazes.size(); ++i) {
        WallMask w = 0;
        if (!grid.fromMaze(file.mazes[i], w))
            throw std::runtime_error("maze " + std::to_string(i + 1) + " is not a " + std::to_string(cert.rows)
                                     + "x" + std::to_string(cert.cols)
                                     + " maze with the default start and goal");
        cert.subset.push_back(w);
    }
    return cert;
}

CertificateCheck checkCertificate(const SigmaCertificate& cert, Control& control)
{
    const auto t0 = std::chrono::steady_clock::now();
    CertificateCheck check;
    const Grid grid(cert.rows, cert.cols);
    auto finish = [&](bool ok, const std::string& message) {
        check.ok = ok;
        check.message = message;
        check.seconds = secondsSince(t0);
        return check;
    };
    // 1. The subset: solvable mazes of the size; closed under transposition if claimed.
    std::set<WallMask> set(cert.subset.begin(), cert.subset.end());
    for (std::size_t i = 0; i < cert.subset.size(); ++i)
        if (!grid.isSolvable(cert.subset[i]))
            return finish(false, "maze " + std::to_string(i + 1) + " of the subset is not solvable");
    if (cert.symmetry) {
        if (cert.rows != cert.cols)
            return finish(false, "transpose symmetry needs square mazes");
        for (WallMask w : cert.subset)
            if (!set.count(grid.transposed(w)))
                return finish(false, "the subset claims transpose symmetry but is not closed "
                                     "under transposition");
    }
    // 2. The sequence solves all solvable mazes.
    if (cert.upperBound >= 0) {
        if (grid.cells() > kMaxEnumerateCells)
            return finish(false, "cannot enumerate all mazes of this size to check the sequence");
        const std::vector<WallMask> all = enumerateSolvable(grid, control);
        if (control.checkNow()) {
            check.complete = false;
            return finish(false, "cancelled");
        }
        check.mazeCount = all.size();
        const auto un = unsolvedMazes(grid, all, cert.sequence, 1);
        if (!un.empty())
            return finish(false, "the sequence does not solve maze\n"
                                     + mazeToText(grid.toMaze(all[un.front()])));
        check.sequenceChecked = true;
        if (cert.upperBound < cert.lowerBound)
            return finish(false, "upper bound below lower bound");
    }
    // 3. No sequence of length lowerBound-1 solves the subset.
    if (cert.lowerBound >= 1) {
        LengthSolver solver(grid, cert.lowerBound - 1, LengthSolver::defaults(cert.symmetry));
        for (WallMask w : cert.subset)
            solver.addMaze(w);
        const auto r = solver.solve(control);
        if (r == LengthSolver::Result::Unknown) {
            check.complete = false;
            return finish(false, control.stopReason());
        }
        if (r == LengthSolver::Result::Sat)
            return finish(false, "a sequence of length " + std::to_string(cert.lowerBound - 1)
                                     + " solves the subset: " + movesToString(solver.model()));
    }
    check.subsetChecked = true;
    return finish(true, "ok");
}

} // namespace mazelab::simaso_sat
