// annealedUpperBound: the annealing of core/simaso/anneal.h, stopped when it stalls
// (see upperfirst.h).
#include "core/simaso_sat/upperfirst.h"

#include "core/simaso/anneal.h"
#include "core/simaso_sat/detail.h"
#include "core/simaso_sat/sigmasat.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <random>

namespace mazelab::simaso_sat {

bool descendByDefault(int rows, int cols)
{
    return rows * cols <= 16;
}

void setDescend(SigmaOptions& options, bool on)
{
    options.descend = on;
    // Going down, every call but the last few is a refutation or nearly one: CaDiCaL's `unsat`
    // configuration (σ(4,4), three runs each: median 122 s wall against 151 s, README).
    options.solver.solverConfig = on ? "unsat" : "";
}

std::vector<Move> annealedUpperBound(int rows, int cols, Control& control,
                                     const UpperFirstOptions& options)
{
    using detail::secondsSince;
    const auto t0 = std::chrono::steady_clock::now();
    std::mt19937_64 rng(options.seed);
    // Down and right twice as likely: the goal is down and right of the start.
    static constexpr Move kDraw[] = {Move::Down, Move::Down, Move::Right,
                                     Move::Right, Move::Up,   Move::Left};
    std::vector<Move> start(std::size_t(4 * rows * cols));
    for (Move& m : start)
        m = kDraw[rng() % 6];

    // The annealing polls its own Control every step; this one stops on a stall, the time
    // cap or the caller's stop, checked from the (throttled) progress reports it sends.
    Control inner(options.seed);
    inner.setTimeLimit(std::chrono::milliseconds(std::int64_t(options.maxSeconds * 1000)));
    double lastBest = 0; // seconds from t0 to the latest shorter sequence
    bool haveBest = false;
    // Below 16 cells the stall shrinks with the solvable mazes; from 16 on it is the old
    // 0.125 s a cell (the same 2 s on 4×4), not an exponential (5×5 would wait 10 minutes).
    const int cells = rows * cols;
    const double stallFloor = cells < 16
        ? options.stallSeconds16 * std::pow(options.stallGrowthPerCell, cells - 16)
        : options.stallSeconds16 * cells / 16;
    inner.setProgressSink([&](double fraction, const ProgressMessage& message) {
        control.progress(fraction, message.format, message.args);
        const double stall = std::max(stallFloor, 2 * lastBest);
        if (control.checkNow() || (haveBest && secondsSince(t0) - lastBest > stall))
            inner.cancel();
    });
    AnnealOptions annealOptions;
    annealOptions.seed = options.seed;
    const AnnealResult r = annealAllSolvable(rows, cols, start, inner, annealOptions,
                                             [&](const std::vector<Move>&) {
                                                 lastBest = secondsSince(t0);
                                                 haveBest = true;
                                             });
    if (!r.found || control.checkNow())
        return {};
    return r.best;
}

} // namespace mazelab::simaso_sat
