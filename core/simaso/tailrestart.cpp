#include "core/simaso/tailrestart.h"

#include "core/progresstext.h"
#include "core/simaso/streamverify.h"

#include <algorithm>
#include <random>

namespace mazelab {

namespace {

// prefix · greedySuffix(failing leaves of prefix), at most maxSuffix moves appended; nullopt
// when no such suffix is found (or the control stops).
std::optional<SolvingSequence> rebuild(const PartialGrid& grid, SolvingSequence prefix,
                                       GreedySuffixOptions o, std::size_t maxSuffix,
                                       Control& control)
{
    auto walks = failingWalksOf(grid, prefix, o.maxWalks, control);
    if (!walks)
        return std::nullopt;
    o.maxLength = maxSuffix;
    const auto q = greedySuffix(grid, std::move(*walks), o, control);
    if (!q)
        return std::nullopt;
    prefix.insert(prefix.end(), q->begin(), q->end());
    return prefix;
}

} // namespace

TailRestartResult
improveByTailRestarts(int rows, int cols, const SolvingSequence& start, Control& control,
                      const TailRestartOptions& options,
                      const std::function<void(const SolvingSequence&)>& onImproved,
                      const std::function<void(std::size_t, std::size_t)>& onAttempt)
{
    TailRestartResult result;
    auto finish = [&](const std::string& why) {
        result.message = why + "; best length "
            + (result.found ? std::to_string(result.best.size()) : std::string("none"));
        return result;
    };
    const PartialGrid grid(rows, cols);
    std::uint64_t mazeCount = 0;
    MazeSet::estimateAllSolvableBytes(rows, cols, &mazeCount);
    std::mt19937_64 rng(options.seed);
    GreedySuffixOptions so = options.suffix;

    // The start, completed by a suffix when it misses mazes.
    so.seed = rng();
    auto s = rebuild(grid, start, so, options.suffix.maxLength, control);
    if (!s || !solvesAllStreamed(rows, cols, *s, mazeCount, control))
        return finish(control.checkNow() ? "stopped" : "the start could not be completed");
    result.best = std::move(*s);
    result.found = true;
    if (onImproved)
        onImproved(result.best);

    while (!control.checkNow()) {
        if (options.maxAttempts > 0 && result.attempts >= options.maxAttempts)
            return finish("attempts done");
        const std::size_t len = result.best.size();
        if (len <= options.keepPrefix + 1)
            return finish("nothing left to cut");
        // k in [lo, hi]: at least one move is cut, and never inside the kept prefix.
        const std::size_t hi = len - std::clamp<std::size_t>(options.minCut, 1, len);
        const std::size_t lo =
            std::min(hi, std::max(options.keepPrefix, len > options.window ? len - options.window
                                                                           : std::size_t(0)));
        const std::size_t k = lo + std::size_t(rng() % (hi - lo + 1));
        so.seed = rng();
        ++result.attempts;
        SolvingSequence prefix(result.best.begin(), result.best.begin() + std::ptrdiff_t(k));
        const auto t = rebuild(grid, std::move(prefix), so, len - k - 1, control);
        const bool shorter = t && t->size() < len && solvesAllStreamed(rows, cols, *t, mazeCount, control);
        if (control.checkNow())
            break;
        if (onAttempt)
            onAttempt(k, shorter ? t->size() : 0);
        if (shorter) {
            result.best = *t;
            ++result.improvements;
            if (onImproved)
                onImproved(result.best);
        }
        control.progress(-1, progress_text::kTailFix,
                         {std::to_string(len), std::to_string(result.attempts),
                          std::to_string(result.improvements),
                          std::to_string(result.best.size())});
    }
    return finish("stopped");
}

} // namespace mazelab
