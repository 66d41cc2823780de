// Iterative-deepening A* (Korf 1985): depth-first searches bounded by f = g + h ≤ bound, the
// bound raised each round to the smallest f that exceeded it. Plain IDA* revisits a grid cell
// once per path to it, which is exponential on open grids; this one keeps a g table per round
// (a stamp per cell, so a round costs no O(cells) reset) and prunes a cell reached again with
// a g no better than the round's best: still exact, and each round is polynomial. Memory is
// O(cells), unlike textbook IDA*. Capped by options.stepCap expansions (default 50 million):
// then "gave up".
#include "core/solve/searchgrid.h"

namespace mazelab::solve {

SolveResult solveIda(const Maze& maze, const SolveOptions& o, Control& control)
{
    const SearchGrid g(maze, o);
    Recorder rec(o.trace, g);
    SolveResult r;
    const std::uint64_t cap = o.stepCap ? o.stepCap : 50'000'000ull;
    const std::size_t n = g.size();
    auto best = FlatArray<double>::uninitialized(n); // valid where stamp == round
    auto stamp = FlatArray<std::uint32_t>::zeroed(n);
    const int tr = g.row(g.goal()), tc = g.col(g.goal());
    struct Frame {
        std::uint32_t p;
        unsigned moves; // directions still to try
        double gp;
    };
    std::vector<Frame> stack;
    constexpr double eps = 1e-9;
    double bound = g.h(g.start(), tr, tc);
    for (std::uint32_t round = 1;; ++round) {
        double next = kInf;
        stack.clear();
        stack.push_back({g.start(), g.moves(g.start()), 0.0});
        stamp[g.start()] = round;
        best[g.start()] = 0;
        rec.note("IDA* round");
        while (!stack.empty()) {
            if (control.poll()) {
                r.verdict = stoppedVerdict(control);
                return r;
            }
            Frame& f = stack.back();
            if (f.p == g.goal()) {
                std::vector<std::uint32_t> path;
                for (const Frame& x : stack)
                    path.push_back(x.p);
                rec.path(path);
                setPath(r, g, path);
                return r;
            }
            if (f.moves == 0) {
                stack.pop_back();
                continue;
            }
            const int d = __builtin_ctz(f.moves);
            f.moves &= f.moves - 1;
            const std::uint32_t q = std::uint32_t(int(f.p) + g.offset(d));
            const double gq = f.gp + g.stepCost(q, d);
            const double fq = gq + g.h(q, tr, tc);
            if (fq > bound + eps) {
                next = std::min(next, fq);
                continue;
            }
            if (stamp[q] == round && best[q] <= gq + eps)
                continue;
            stamp[q] = round;
            best[q] = gq;
            if (++r.expanded > cap) {
                r.verdict = "gave up: IDA* reached its cap of " + std::to_string(cap)
                    + " expansions";
                return r;
            }
            stack.push_back({q, g.moves(q), gq});
            r.peakFrontier = std::max<std::uint64_t>(r.peakFrontier, stack.size());
            rec.frontier(q, gq);
            rec.expand(q);
        }
        if (next == kInf) {
            r.verdict = kNoPathVerdict;
            return r;
        }
        bound = next;
    }
}

} // namespace mazelab::solve
