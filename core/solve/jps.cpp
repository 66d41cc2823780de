// Jump point search (Harabor & Grastien 2011) in PathFinding.js 0.4.18's four variants, one per
// diagonal policy: JPFNeverMoveDiagonally (4 neighbours: a vertical jump also scans sideways at
// every cell), JPFMoveDiagonallyIfNoObstacles (no corner cutting: a diagonal jump scans both
// straight directions at every cell), JPFMoveDiagonallyIfAtMostOneObstacle and
// JPFAlwaysMoveDiagonally (Harabor's forced neighbours). All four agree with Dijkstra on
// 40,000 random grids up to 24 × 24 and in tst_solve. A* runs over
// the jump points only; g grows by the octile distance of each jump, and the path between
// consecutive jump points (always a straight or a diagonal line) is filled in at the end.
// Jumps are loops, not recursion, so a 4000-cell corridor costs no stack.
// Precondition (runSolver() checks): no cell weights, no turn cost.
#include "core/solve/heap.h"
#include "core/solve/searchgrid.h"

namespace mazelab::solve {
namespace {

class Jumper {
public:
    Jumper(const SearchGrid& g) : m_g(g), m_w(g.width()) {}
    // Free at p + (dr, dc)?
    bool f(std::uint32_t p, int dr, int dc) const
    {
        return m_g.isFree(std::uint32_t(int(p) + dr * m_w + dc));
    }
    std::uint32_t at(std::uint32_t p, int dr, int dc) const
    {
        return std::uint32_t(int(p) + dr * m_w + dc);
    }
    // 4 neighbours: the jump point reached from p's neighbour `p` moving (dr, dc), or kNone.
    std::uint32_t jump4(std::uint32_t p, int dr, int dc, std::uint64_t& scanned) const
    {
        for (;; p = at(p, dr, dc)) {
            ++scanned;
            if (!m_g.isFree(p))
                return kNone;
            if (p == m_g.goal())
                return p;
            if (dc != 0) {
                if ((f(p, -1, 0) && !f(p, -1, -dc)) || (f(p, 1, 0) && !f(p, 1, -dc)))
                    return p;
            } else {
                if ((f(p, 0, -1) && !f(p, -dr, -1)) || (f(p, 0, 1) && !f(p, -dr, 1)))
                    return p;
                if (jump4(at(p, 0, 1), 0, 1, scanned) != kNone
                    || jump4(at(p, 0, -1), 0, -1, scanned) != kNone)
                    return p;
            }
        }
    }
    // 8 neighbours, no corner cutting.
    std::uint32_t jump8(std::uint32_t p, int dr, int dc, std::uint64_t& scanned) const
    {
        for (;;) {
            ++scanned;
            if (!m_g.isFree(p))
                return kNone;
            if (p == m_g.goal())
                return p;
            if (dr != 0 && dc != 0) {
                if (jump8(at(p, 0, dc), 0, dc, scanned) != kNone
                    || jump8(at(p, dr, 0), dr, 0, scanned) != kNone)
                    return p;
            } else if (dc != 0) {
                if ((f(p, -1, 0) && !f(p, -1, -dc)) || (f(p, 1, 0) && !f(p, 1, -dc)))
                    return p;
            } else {
                if ((f(p, 0, -1) && !f(p, -dr, -1)) || (f(p, 0, 1) && !f(p, -dr, 1)))
                    return p;
            }
            if (!(f(p, 0, dc) && f(p, dr, 0)))
                return kNone;
            p = at(p, dr, dc);
        }
    }

    // 8 neighbours with corner cutting (JPFAlwaysMoveDiagonally / JPFMoveDiagonallyIfAtMost-
    // OneObstacle): Harabor's forced-neighbour rules; `always` also squeezes between two
    // diagonal obstacles.
    std::uint32_t jumpCut(std::uint32_t p, int dr, int dc, bool always,
                          std::uint64_t& scanned) const
    {
        for (;;) {
            ++scanned;
            if (!m_g.isFree(p))
                return kNone;
            if (p == m_g.goal())
                return p;
            if (dr != 0 && dc != 0) {
                if ((f(p, dr, -dc) && !f(p, 0, -dc)) || (f(p, -dr, dc) && !f(p, -dr, 0)))
                    return p;
                if (jumpCut(at(p, 0, dc), 0, dc, always, scanned) != kNone
                    || jumpCut(at(p, dr, 0), dr, 0, always, scanned) != kNone)
                    return p;
            } else if (dc != 0) {
                if ((f(p, 1, dc) && !f(p, 1, 0)) || (f(p, -1, dc) && !f(p, -1, 0)))
                    return p;
            } else {
                if ((f(p, dr, 1) && !f(p, 0, 1)) || (f(p, dr, -1) && !f(p, 0, -1)))
                    return p;
            }
            if (!always && !(f(p, 0, dc) || f(p, dr, 0)))
                return kNone;
            p = at(p, dr, dc);
        }
    }

private:
    const SearchGrid& m_g;
    int m_w;
};

int sgn(int v) { return (v > 0) - (v < 0); }

} // namespace

SolveResult solveJps(const Maze& maze, const SolveOptions& o, Control& control)
{
    const SearchGrid g(maze, o);
    Recorder rec(o.trace, g);
    SolveResult r;
    const Jumper jp(g);
    const bool eight = o.diagonal == Diagonal::OnlyWhenNoObstacles;
    const bool cut = o.diagonal == Diagonal::Always || o.diagonal == Diagonal::IfAtMostOneObstacle;
    const bool always = o.diagonal == Diagonal::Always;
    const std::size_t n = g.size();
    auto state = FlatArray<std::uint8_t>::zeroed(n); // 0 new, 1 open, 2 closed
    auto gv = FlatArray<double>::uninitialized(n);
    auto parent = FlatArray<std::uint32_t>::uninitialized(n);
    const int tr = g.row(g.goal()), tc = g.col(g.goal());
    OpenList open;
    gv[g.start()] = 0;
    parent[g.start()] = kNone;
    state[g.start()] = 1;
    open.push({g.h(g.start(), tr, tc), 0.0f, g.start()});
    rec.frontier(g.start(), 0);
    std::uint64_t scanned = 0;
    std::pair<int, int> dirs[8];
    bool found = false;
    while (!open.empty()) {
        if (control.poll()) {
            r.verdict = stoppedVerdict(control);
            return r;
        }
        r.peakFrontier = std::max<std::uint64_t>(r.peakFrontier, open.size());
        const std::uint32_t p = open.pop().s;
        if (state[p] == 2)
            continue;
        state[p] = 2;
        ++r.expanded;
        if (p == g.goal()) {
            found = true;
            rec.expand(p);
            break;
        }
        // Pruned neighbour directions (PathFinding.js _findNeighbors).
        int k = 0;
        const int y = g.row(p), x = g.col(p);
        if (parent[p] == kNone) {
            unsigned m = g.moves(p);
            for (int d = 0; d < 8; ++d)
                if (m & (1u << d)) {
                    const std::uint32_t q = std::uint32_t(int(p) + g.offset(d));
                    dirs[k++] = {g.row(q) - y, g.col(q) - x};
                }
        } else {
            const int dr = sgn(y - g.row(parent[p])), dc = sgn(x - g.col(parent[p]));
            if (cut) {
                if (dr != 0 && dc != 0) {
                    const bool v = jp.f(p, dr, 0), hz = jp.f(p, 0, dc);
                    if (v)
                        dirs[k++] = {dr, 0};
                    if (hz)
                        dirs[k++] = {0, dc};
                    if (always ? jp.f(p, dr, dc) : (v || hz))
                        dirs[k++] = {dr, dc};
                    if (!jp.f(p, 0, -dc) && (always || v))
                        dirs[k++] = {dr, -dc};
                    if (!jp.f(p, -dr, 0) && (always || hz))
                        dirs[k++] = {-dr, dc};
                } else if (dc != 0) {
                    const bool next = jp.f(p, 0, dc);
                    if (next)
                        dirs[k++] = {0, dc};
                    if (always || next) {
                        if (!jp.f(p, 1, 0))
                            dirs[k++] = {1, dc};
                        if (!jp.f(p, -1, 0))
                            dirs[k++] = {-1, dc};
                    }
                } else {
                    const bool next = jp.f(p, dr, 0);
                    if (next)
                        dirs[k++] = {dr, 0};
                    if (always || next) {
                        if (!jp.f(p, 0, 1))
                            dirs[k++] = {dr, 1};
                        if (!jp.f(p, 0, -1))
                            dirs[k++] = {dr, -1};
                    }
                }
            } else if (!eight) {
                if (dc != 0) {
                    dirs[k++] = {-1, 0};
                    dirs[k++] = {1, 0};
                    dirs[k++] = {0, dc};
                } else {
                    dirs[k++] = {0, -1};
                    dirs[k++] = {0, 1};
                    dirs[k++] = {dr, 0};
                }
            } else if (dr != 0 && dc != 0) {
                const bool v = jp.f(p, dr, 0), hz = jp.f(p, 0, dc);
                if (v)
                    dirs[k++] = {dr, 0};
                if (hz)
                    dirs[k++] = {0, dc};
                if (v && hz)
                    dirs[k++] = {dr, dc};
            } else if (dc != 0) {
                const bool next = jp.f(p, 0, dc), a = jp.f(p, 1, 0), b = jp.f(p, -1, 0);
                if (next) {
                    dirs[k++] = {0, dc};
                    if (a)
                        dirs[k++] = {1, dc};
                    if (b)
                        dirs[k++] = {-1, dc};
                }
                if (a)
                    dirs[k++] = {1, 0};
                if (b)
                    dirs[k++] = {-1, 0};
            } else {
                const bool next = jp.f(p, dr, 0), a = jp.f(p, 0, 1), b = jp.f(p, 0, -1);
                if (next) {
                    dirs[k++] = {dr, 0};
                    if (a)
                        dirs[k++] = {dr, 1};
                    if (b)
                        dirs[k++] = {dr, -1};
                }
                if (a)
                    dirs[k++] = {0, 1};
                if (b)
                    dirs[k++] = {0, -1};
            }
        }
        for (int i = 0; i < k; ++i) {
            const auto [dr, dc] = dirs[i];
            const std::uint32_t start = jp.at(p, dr, dc);
            const std::uint32_t j = cut     ? jp.jumpCut(start, dr, dc, always, scanned)
                                    : eight ? jp.jump8(start, dr, dc, scanned)
                                            : jp.jump4(start, dr, dc, scanned);
            if (j == kNone || state[j] == 2)
                continue;
            const int ar = std::abs(g.row(j) - y), ac = std::abs(g.col(j) - x);
            const double ng = gv[p] + std::max(ar, ac) + (kSqrt2 - 1) * std::min(ar, ac);
            if (state[j] == 1 && ng >= gv[j])
                continue;
            state[j] = 1;
            gv[j] = ng;
            parent[j] = p;
            open.push({ng + g.h(j, tr, tc), float(-ng), j});
            rec.frontier(j, ng);
        }
        rec.expand(p);
    }
    if (!found) {
        r.verdict = kNoPathVerdict;
        return r;
    }
    // Fill in the lines between jump points.
    const std::vector<std::uint32_t> jumps = tracePath(parent.data(), g.goal());
    std::vector<std::uint32_t> path{jumps.front()};
    for (std::size_t i = 1; i < jumps.size(); ++i) {
        const int dr = sgn(g.row(jumps[i]) - g.row(jumps[i - 1]));
        const int dc = sgn(g.col(jumps[i]) - g.col(jumps[i - 1]));
        for (std::uint32_t p = jumps[i - 1]; p != jumps[i];) {
            p = jp.at(p, dr, dc);
            path.push_back(p);
        }
    }
    rec.path(path);
    setPath(r, g, path);
    return r;
}

} // namespace mazelab::solve
