#include "core/simaso/anneal.h"

#include "core/progresstext.h"
#include "core/simaso/frontiertree.h"
#include "core/simaso/sequencemutation.h"
#include "core/simaso/streamverify.h"
#include "core/simaso/tailfix.h"

#include <climits>
#include <cmath>
#include <random>

namespace mazelab {

namespace {

using Pos = MazeSet::Pos;

// The hard set H under the current sequence: every maze's position after each step (so a
// candidate that differs from step j on is re-run from step j only) and its first goal visit.
class HardSetRun {
public:
    void reset(MazeSet set, const SolvingSequence& s)
    {
        m_set = std::move(set);
        m_n = m_set.size();
        m_traj.assign(m_n, 0);
        const auto starts = m_set.startPositions();
        std::copy(starts.begin(), starts.end(), m_traj.begin());
        m_solvedAt.assign(m_n, INT_MAX);
        for (std::size_t i = 0; i < m_n; ++i)
            if (starts[i] == m_set.goal(i))
                m_solvedAt[i] = 0;
        rebuild(s, 0);
    }
    const MazeSet& set() const { return m_set; }

    // Recomputes steps from..|s| after s changed from step `from` on.
    void rebuild(const SolvingSequence& s, std::size_t from)
    {
        m_traj.resize((s.size() + 1) * m_n);
        for (std::size_t i = 0; i < m_n; ++i)
            if (m_solvedAt[i] > int(from))
                m_solvedAt[i] = INT_MAX;
        const Pos goal = m_set.goal(0);
        for (std::size_t t = from; t < s.size(); ++t) {
            const Pos* cur = &m_traj[t * m_n];
            Pos* next = &m_traj[(t + 1) * m_n];
            for (std::size_t i = 0; i < m_n; ++i) {
                next[i] = m_set.step(i, cur[i], s[t]);
                if (next[i] == goal && m_solvedAt[i] == INT_MAX)
                    m_solvedAt[i] = int(t + 1);
            }
        }
        m_unsolved = 0;
        for (int k : m_solvedAt)
            m_unsolved += k == INT_MAX;
    }
    std::size_t unsolved() const { return m_unsolved; }

    // A targeted mutation: overwrite s from a random step t with the shortest path, from
    // where it stands at t, of a random unsolved maze of H (which then gets solved, at the
    // risk of others). Returns t, or SIZE_MAX when nothing fits.
    std::size_t pathKick(SolvingSequence& s, std::mt19937_64& rng) const
    {
        if (m_unsolved == 0 || s.empty())
            return SIZE_MAX;
        std::size_t k = rng() % m_unsolved;
        std::size_t i = 0;
        for (; i < m_n; ++i)
            if (m_solvedAt[i] == INT_MAX && k-- == 0)
                break;
        const std::size_t t = rng() % s.size();
        std::vector<int> dist;
        m_set.goalDistances(i, dist);
        Pos p = m_traj[t * m_n + i];
        if (dist[p] < 0 || t + std::size_t(dist[p]) > s.size())
            return SIZE_MAX;
        std::size_t at = t;
        while (dist[p] > 0) {
            for (Move m : {Move::Down, Move::Right, Move::Up, Move::Left}) {
                const int nb = m_set.neighbour(p, m);
                if (nb >= 0 && m_set.isFree(i, std::size_t(nb))
                    && dist[std::size_t(nb)] == dist[p] - 1) {
                    s[at++] = m;
                    p = Pos(nb);
                    break;
                }
            }
        }
        return t;
    }

    // Unsolved mazes of H under c, which equals the current sequence on steps < j; stops
    // counting above `cap`.
    std::size_t unsolvedWith(const SolvingSequence& c, std::size_t j, std::size_t cap) const
    {
        std::size_t count = 0;
        const Pos goal = m_set.goal(0);
        for (std::size_t i = 0; i < m_n; ++i) {
            if (m_solvedAt[i] <= int(j))
                continue;
            Pos p = m_traj[j * m_n + i];
            bool solved = false;
            for (std::size_t t = j; t < c.size() && !solved; ++t) {
                p = m_set.step(i, p, c[t]);
                solved = p == goal;
            }
            if (!solved && ++count > cap)
                return count;
        }
        return count;
    }

private:
    MazeSet m_set;
    std::size_t m_n = 0;
    std::vector<Pos> m_traj;
    std::vector<int> m_solvedAt;
    std::size_t m_unsolved = 0;
};

// Appends to s a suffix solving its failing leaves (at most options.fixWalks) when that makes
// it shorter than result.best; true when s was so replaced (and verified on all mazes).
bool fixWithSuffix(int rows, int cols, SolvingSequence& s, const AnnealResult& result,
                   const AnnealOptions& options, std::uint64_t mazeCount, Control& control)
{
    std::size_t room = s.size() + options.fixMaxSuffix + 1;
    if (result.found)
        room = std::min(room, result.best.size());
    if (room <= s.size() + 1)
        return false;
    StreamVerifyOptions vo;
    vo.splitDecisions = 0;
    vo.maxCounterexamples = 0;
    vo.maxFailingWalks = options.fixWalks;
    vo.mazeCount = mazeCount;
    const StreamVerifyResult v = verifyAllStreamed(rows, cols, s, vo, control);
    if (!v.complete)
        return false;
    SuffixOptions so;
    so.beamWidth = options.fixBeam;
    so.maxLength = room - s.size() - 1;
    so.seed = options.seed ^ s.size();
    const auto q = fixSuffix(PartialGrid(rows, cols), v.failingWalks, so, control);
    if (!q)
        return false;
    SolvingSequence fixed = s;
    fixed.insert(fixed.end(), q->begin(), q->end());
    vo.maxFailingWalks = 0;
    vo.stopAtFirst = true;
    if (!verifyAllStreamed(rows, cols, fixed, vo, control).solvesAll)
        return false;
    s = std::move(fixed);
    return true;
}

// Deletes from s the move whose loss leaves the fewest of all mazes unsolved (ties at random)
// and adds one maze per failing leaf of the result (at most `max`; unknown cells free) to hard.
void exactDelete(int rows, int cols, std::uint64_t mazeCount, SolvingSequence& s,
                 std::vector<Maze>& hard, std::size_t max, std::mt19937_64& rng,
                 std::uint64_t& evaluations, Control& control)
{
    FrontierTree tree(rows, cols, mazeCount);
    tree.assign(s);
    deleteLeastHarmful(tree, rng, evaluations, control);
    s = tree.sequence();
    for (const PartialWalk& w : tree.failingWalks(max))
        hard.push_back(mazeWithBlocked(rows, cols, w.blocked));
}

} // namespace

bool detail::recordSolver(AnnealResult& result, const SolvingSequence& solver,
                          std::size_t targetLength,
                          const std::function<void(const SolvingSequence&)>& onImproved,
                          const char*& stop)
{
    const bool improved = !result.found || solver.size() < result.best.size();
    if (improved) {
        result.best = solver;
        result.found = true;
        if (onImproved)
            onImproved(solver);
    }
    stop = targetLength > 0 && solver.size() <= targetLength ? "target reached"
        : solver.size() <= 1                                 ? "length 1"
                                                             : nullptr;
    return improved;
}

AnnealResult annealAllSolvable(int rows, int cols, const SolvingSequence& start,
                               Control& control, const AnnealOptions& options,
                               const std::function<void(const SolvingSequence&)>& onImproved,
                               const AnnealCheckCallback& onChecked)
{
    AnnealResult result;
    auto finish = [&](const char* why) {
        result.message = std::string(why) + "; best length "
            + (result.found ? std::to_string(result.best.size()) : std::string("none"));
        return result;
    };
    if (start.empty())
        return finish("empty start sequence");
    std::mt19937_64 rng(options.seed);
    StreamVerifyOptions vo;
    vo.splitDecisions = 0;
    vo.maxCounterexamples = options.addPerRound;
    vo.sampleExponent = options.sampleExponent;
    MazeSet::estimateAllSolvableBytes(rows, cols, &vo.mazeCount);
    std::vector<Maze> hard;
    {
        Control quiet;
        hard = MazeSet::random(rows, cols, options.sampleSize, 0.5, options.seed, quiet)
                   .toMazeFile()
                   .mazes;
    }
    HardSetRun run;
    std::uint64_t checks = 0; // verifications on all mazes
    int stalled = 0;          // temperature cycles since the last new best
    SolvingSequence cur = start;
    run.reset(MazeSet::fromMazes(hard), cur);
    for (;;) {
        // 1. Anneal on H until H is solved.
        SolvingSequence bestHere = cur;
        std::size_t fBest = run.unsolved();
        std::size_t fc = fBest;
        const int iters = std::max(1, options.iterations);
        for (int it = 0; fc > 0; ++it) {
            if (control.checkNow())
                return finish("stopped");
            if (it == iters) {
                it = 0;
                cur = bestHere;
                const bool restart = options.restartCycles > 0 && result.found
                    && result.best.size() > 1 && ++stalled >= options.restartCycles;
                if (restart) {
                    stalled = 0;
                    cur = ruinedSequence(result.best, options.ruinWindow, rng);
                }
                run.rebuild(cur, 0);
                if (restart) {
                    fBest = run.unsolved();
                    bestHere = cur;
                }
                fc = fBest;
                if (fBest <= options.checkUnsolved)
                    break; // check the cycle's best on all mazes
                if (options.fixWalks > 0 && fBest <= options.fixHard
                    && fixWithSuffix(rows, cols, cur, result, options, vo.mazeCount, control)) {
                    run.rebuild(cur, 0);
                    break; // verified: the check below passes
                }
            }
            const double t = options.t0 * std::pow(options.t1 / options.t0, double(it) / iters);
            SolvingSequence cand = cur;
            std::size_t j = SIZE_MAX;
            if (rng() % 100 < options.kickPercent)
                j = run.pathKick(cand, rng);
            if (j == SIZE_MAX)
                j = mutateSequence(cand, rng);
            // Accept when f' <= f + t·ln(1/u): the threshold is drawn first, so counting can
            // stop as soon as it is passed.
            const double u = (double(rng() >> 11) + 1.0) * 0x1.0p-53;
            const auto cap = std::size_t(double(fc) - t * std::log(u));
            const std::size_t fn = run.unsolvedWith(cand, j, cap);
            ++result.evaluations;
            if (fn <= cap) {
                cur = std::move(cand);
                run.rebuild(cur, j);
                fc = run.unsolved();
                if (fc < fBest) {
                    fBest = fc;
                    bestHere = cur;
                }
            }
            if ((it & 1023) == 0)
                control.progress(-1, progress_text::kAnneal,
                                 {std::to_string(cur.size()), std::to_string(fc),
                                  std::to_string(hard.size()), std::to_string(checks),
                                  std::to_string(result.found ? result.best.size() : 0)});
        }
        // 2. Verify on every maze; failures join H.
        vo.seed = rng();
        ++checks;
        const StreamVerifyResult v = verifyAllStreamed(rows, cols, cur, vo, control);
        if (!v.complete)
            return finish("stopped");
        if (!v.solvesAll) {
            if (onChecked)
                onChecked(cur, v.mazes - v.solved);
            hard.insert(hard.end(), v.counterexamples.begin(), v.counterexamples.end());
            if (v.failingLeaves > options.fixWalks
                || !fixWithSuffix(rows, cols, cur, result, options, vo.mazeCount, control)) {
                run.reset(MazeSet::fromMazes(hard), cur);
                continue;
            }
            run.reset(MazeSet::fromMazes(hard), cur);
        }
        const char* stop = nullptr;
        if (detail::recordSolver(result, cur, options.targetLength, onImproved, stop))
            stalled = 0;
        if (stop)
            return finish(stop);
        // 3. Delete the move whose loss leaves the fewest mazes unsolved: of all mazes
        // (exactDeletion, the broken mazes then join H) or of H.
        if (options.exactDeletion && rows * cols <= 56) {
            exactDelete(rows, cols, vo.mazeCount, cur, hard, options.addPerRound, rng,
                        result.evaluations, control);
            run.reset(MazeSet::fromMazes(hard), cur);
            continue;
        }
        std::size_t bestF = SIZE_MAX;
        std::size_t bestJ = 0;
        for (std::size_t j = 0; j < cur.size(); ++j) {
            SolvingSequence t = cur;
            t.erase(t.begin() + std::ptrdiff_t(j));
            const std::size_t ft = run.unsolvedWith(t, j, bestF);
            if (ft < bestF) {
                bestF = ft;
                bestJ = j;
            }
        }
        cur.erase(cur.begin() + std::ptrdiff_t(bestJ));
        run.rebuild(cur, bestJ);
    }
}

} // namespace mazelab
