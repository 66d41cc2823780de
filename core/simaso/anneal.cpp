#include "core/simaso/anneal.h"

#include "core/progresstext.h"
#include "core/simaso/streamverify.h"

#include <cmath>
#include <random>

namespace mazelab {

namespace {

class Objective {
public:
    Objective(int rows, int cols, Control& control) : m_rows(rows), m_cols(cols), m_control(control)
    {
        m_options.maxCounterexamples = 0;
        m_options.splitDecisions = 0;
        MazeSet::estimateAllSolvableBytes(rows, cols, &m_options.mazeCount);
    }
    // Unsolved mazes, or UINT64_MAX when stopped.
    std::uint64_t operator()(const SolvingSequence& s)
    {
        ++evaluations;
        const StreamVerifyResult r = verifyAllStreamed(m_rows, m_cols, s, m_options, m_control);
        return r.complete ? r.mazes - r.solved : UINT64_MAX;
    }
    std::uint64_t evaluations = 0;

private:
    int m_rows;
    int m_cols;
    Control& m_control;
    StreamVerifyOptions m_options;
};

double energy(std::uint64_t unsolved) { return std::log1p(double(unsolved)); }

void mutate(SolvingSequence& s, std::mt19937_64& rng)
{
    const std::size_t n = s.size();
    auto randomMove = [&] { return Move(rng() & 3); };
    const unsigned kind = unsigned(rng() % 100);
    const std::size_t i = rng() % n;
    if (kind < 40 || n < 3) {
        Move m = randomMove();
        while (m == s[i])
            m = randomMove();
        s[i] = m;
    } else if (kind < 70) {
        s.erase(s.begin() + std::ptrdiff_t(i));
        s.insert(s.begin() + std::ptrdiff_t(rng() % (n)), randomMove());
    } else if (kind < 85) {
        const std::size_t j = i + 1 < n ? i : i - 1;
        std::swap(s[j], s[j + 1]);
    } else {
        const std::size_t w = 2 + rng() % 2;
        for (std::size_t k = i; k < std::min(n, i + w); ++k)
            s[k] = randomMove();
    }
}

} // namespace

AnnealResult annealAllSolvable(int rows, int cols, const SolvingSequence& start,
                               Control& control, const AnnealOptions& options,
                               const std::function<void(const SolvingSequence&)>& onImproved)
{
    AnnealResult result;
    Objective f(rows, cols, control);
    std::mt19937_64 rng(options.seed);
    SolvingSequence cur = start;
    std::uint64_t fc = f(cur);
    auto finish = [&](const char* why) {
        result.evaluations = f.evaluations;
        result.message = std::string(why) + "; best length "
            + (result.found ? std::to_string(result.best.size()) : std::string("none"));
        return result;
    };
    if (fc == UINT64_MAX || cur.empty())
        return finish("stopped");
    for (;;) {
        if (fc == 0) {
            if (!result.found || cur.size() < result.best.size()) {
                result.best = cur;
                result.found = true;
                if (onImproved)
                    onImproved(cur);
            }
            if (options.targetLength > 0 && cur.size() <= options.targetLength)
                return finish("target reached");
            // Delete the move whose loss hurts least (ties: the first, scan from a random
            // offset so that equal cases vary with the seed).
            const std::size_t n = cur.size();
            const std::size_t offset = rng() % n;
            std::uint64_t bestF = UINT64_MAX;
            std::size_t bestJ = 0;
            for (std::size_t k = 0; k < n; ++k) {
                const std::size_t j = (offset + k) % n;
                SolvingSequence t = cur;
                t.erase(t.begin() + std::ptrdiff_t(j));
                const std::uint64_t ft = f(t);
                if (ft == UINT64_MAX)
                    return finish("stopped");
                if (ft < bestF) {
                    bestF = ft;
                    bestJ = j;
                    if (ft == 0)
                        break;
                }
            }
            cur.erase(cur.begin() + std::ptrdiff_t(bestJ));
            fc = bestF;
            continue;
        }
        // Anneal at this length until nothing is left unsolved.
        SolvingSequence bestHere = cur;
        std::uint64_t fBestHere = fc;
        const int iters = std::max(1, options.iterations);
        for (int it = 0; fc > 0; ++it) {
            if (control.checkNow())
                return finish("stopped");
            if (it == iters) { // a new cycle from the best state of this length
                it = 0;
                cur = bestHere;
                fc = fBestHere;
            }
            const double t = options.t0 * std::pow(options.t1 / options.t0, double(it) / iters);
            SolvingSequence cand = cur;
            mutate(cand, rng);
            const std::uint64_t fn = f(cand);
            if (fn == UINT64_MAX)
                return finish("stopped");
            const double d = energy(fn) - energy(fc);
            if (d <= 0 || double(rng() >> 11) * 0x1.0p-53 < std::exp(-d / t)) {
                cur = std::move(cand);
                fc = fn;
                if (fc < fBestHere) {
                    fBestHere = fc;
                    bestHere = cur;
                }
            }
            if ((it & 255) == 0)
                control.progress(-1, progress_text::kAnneal,
                                 {std::to_string(cur.size()), std::to_string(fBestHere),
                                  std::to_string(result.found ? result.best.size() : 0)});
        }
    }
}

} // namespace mazelab
