// Scoring an annealing candidate on the hard set (core/simaso/hardsetrun.h, issue 17): the
// walk that stops where a maze meets the stored walk again, against the plain re-simulation
// from the first changed step that the annealing used before (kept here as the reference).
// The setting of the σ(6,6) runs: 6×6, a 600-move sequence, H of 20,000 random mazes alone
// and with 40,000 counterexamples, candidates from the annealing's own mutations
// (sequencemutation.h). Counter: candidates scored per second.
#include "core/simaso/hardsetrun.h"
#include "core/simaso/sequencemutation.h"
#include "core/simaso/streamverify.h"

#include <benchmark/benchmark.h>

#include <climits>
#include <fstream>
#include <map>
#include <random>

using namespace mazelab;

namespace {

struct Setting {
    MazeSet set;
    SolvingSequence s;
    std::vector<SolvingSequence> candidates;
};

// H: `random` random mazes and `hard` mazes the first 600 moves of the recorded σ(6,6) ≤ 973
// bound miss (43,247 of them; sampled over the whole tree with exponent 0.5, as the annealing
// does), the sequence those 600 moves.
const Setting& setting(std::size_t random, std::size_t hard)
{
    static std::map<std::pair<std::size_t, std::size_t>, Setting> cache;
    Setting& st = cache[{random, hard}];
    if (st.s.empty()) {
        std::ifstream in(MAZELAB_TEST_DATA "/sigma/sigma-6x6-ub973.seq");
        std::string line;
        while (std::getline(in, line) && (line.empty() || line[0] == ';')) {
        }
        st.s = parseMoves(line.substr(0, 600)).value_or(SolvingSequence{});
        Control quiet;
        std::vector<Maze> mazes = MazeSet::random(6, 6, random, 0.5, 1, quiet).toMazeFile().mazes;
        StreamVerifyOptions vo;
        vo.threads = 2;
        vo.maxCounterexamples = hard;
        vo.sampleExponent = 0.5;
        const auto v = verifyAllStreamed(6, 6, st.s, vo, quiet);
        mazes.insert(mazes.end(), v.counterexamples.begin(), v.counterexamples.end());
        st.set = MazeSet::fromMazes(mazes);
        std::mt19937_64 rng(2);
        for (int k = 0; k < 256; ++k) {
            SolvingSequence c = st.s;
            mutateSequence(c, rng);
            st.candidates.push_back(std::move(c));
        }
    }
    return st;
}

// The reference: every maze's position per step (step-major) and its first goal visit; a
// candidate differing from step j on is re-simulated from j to its end or the goal.
class PlainRun {
public:
    PlainRun(const MazeSet& set, const SolvingSequence& s) : m_set(set), m_n(set.size())
    {
        m_traj.resize((s.size() + 1) * m_n);
        const auto starts = set.startPositions();
        std::copy(starts.begin(), starts.end(), m_traj.begin());
        m_solvedAt.assign(m_n, INT_MAX);
        for (std::size_t t = 0; t < s.size(); ++t)
            for (std::size_t i = 0; i < m_n; ++i) {
                const auto p = set.step(i, m_traj[t * m_n + i], s[t]);
                m_traj[(t + 1) * m_n + i] = p;
                if (p == set.goal(i) && m_solvedAt[i] == INT_MAX)
                    m_solvedAt[i] = int(t + 1);
            }
    }
    std::size_t unsolvedWith(const SolvingSequence& c, std::size_t j) const
    {
        std::size_t count = 0;
        const auto goal = m_set.goal(0);
        for (std::size_t i = 0; i < m_n; ++i) {
            if (m_solvedAt[i] <= int(j))
                continue;
            auto p = m_traj[j * m_n + i];
            bool solved = false;
            for (std::size_t t = j; t < c.size() && !solved; ++t) {
                p = m_set.step(i, p, c[t]);
                solved = p == goal;
            }
            count += !solved;
        }
        return count;
    }

private:
    const MazeSet& m_set;
    std::size_t m_n;
    std::vector<MazeSet::Pos> m_traj;
    std::vector<int> m_solvedAt;
};

std::size_t firstDifference(const SolvingSequence& a, const SolvingSequence& b)
{
    std::size_t j = 0;
    while (j < a.size() && j < b.size() && a[j] == b[j])
        ++j;
    return j;
}

} // namespace

static void BM_HardSetPlain(benchmark::State& state)
{
    const Setting& st = setting(std::size_t(state.range(0)), std::size_t(state.range(1)));
    const PlainRun run(st.set, st.s);
    std::size_t k = 0;
    for (auto _ : state) {
        const SolvingSequence& c = st.candidates[k++ % st.candidates.size()];
        benchmark::DoNotOptimize(run.unsolvedWith(c, firstDifference(c, st.s)));
    }
    state.counters["candidates/s"] = benchmark::Counter(double(state.iterations()),
                                                        benchmark::Counter::kIsRate);
}
BENCHMARK(BM_HardSetPlain)->Args({20000, 0})->Args({20000, 40000})->Unit(benchmark::kMillisecond);

static void BM_HardSetWalk(benchmark::State& state)
{
    const Setting& st = setting(std::size_t(state.range(0)), std::size_t(state.range(1)));
    HardSetRun run;
    run.reset(st.set, st.s);
    std::size_t k = 0;
    for (auto _ : state) {
        const SolvingSequence& c = st.candidates[k++ % st.candidates.size()];
        benchmark::DoNotOptimize(run.unsolvedWith(c, SIZE_MAX));
    }
    state.counters["candidates/s"] = benchmark::Counter(double(state.iterations()),
                                                        benchmark::Counter::kIsRate);
}
BENCHMARK(BM_HardSetWalk)->Args({20000, 0})->Args({20000, 40000})->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
