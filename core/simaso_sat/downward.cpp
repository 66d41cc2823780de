// Downward counterexample-guided SAT for upper bounds on σ(n,m) (see downward.h).
#include "core/simaso_sat/downward.h"
#include "core/progresstext.h"
#include "core/simaso/streamverify.h"
#include "core/simaso/tailfix.h"
#include "core/simaso_sat/sigmasat.h"

#include <algorithm>
#include <random>
#include <stdexcept>
#include <unordered_set>

namespace mazelab::simaso_sat {

namespace {

class Downward {
public:
    Downward(int rows, int cols, const DownwardOptions& options, Control& control)
        : m_rows(rows), m_cols(cols), m_grid(rows, cols), m_partial(rows, cols),
          m_o(options), m_control(control), m_rng(options.seed)
    {
    }

    DownwardResult run(const std::function<void(const std::vector<Move>&)>& onImproved);

private:
    struct Check {
        bool stopped = false;
        bool solvesAll = false;
        std::vector<PartialWalk> walks;
    };
    Check verify(const std::vector<Move>& s, bool onlyAnswer);
    WallMask fill(const PartialWalk& w);
    // Adds up to `count` mazes from `walks`, evenly spaced over them (with transposes).
    std::size_t addFromWalks(const std::vector<PartialWalk>& walks, std::size_t count);
    void addMaze(WallMask walls);
    std::vector<Move> deleteGreedily(std::vector<Move> s);

    int m_rows;
    int m_cols;
    Grid m_grid;
    PartialGrid m_partial;
    DownwardOptions m_o;
    Control& m_control;
    std::mt19937_64 m_rng;
    std::uint64_t m_mazeCount = 0;
    std::unordered_set<WallMask> m_inH;
    std::vector<WallMask> m_pending; // mazes for H before the solver exists
    LengthSolver* m_solver = nullptr;
    DownwardResult m_result;
};

Downward::Check Downward::verify(const std::vector<Move>& s, bool onlyAnswer)
{
    StreamVerifyOptions o;
    o.maxCounterexamples = 0;
    o.mazeCount = m_mazeCount;
    o.stopAtFirst = onlyAnswer;
    o.maxFailingWalks = onlyAnswer ? 0 : m_o.maxFailingLeaves;
    const StreamVerifyResult r = verifyAllStreamed(m_rows, m_cols, s, o, m_control);
    ++m_result.verifications;
    m_mazeCount = r.mazes;
    Check c;
    // Incomplete: stopped by the Control, at the first failing leaf, or at the leaf cap.
    c.stopped = !r.complete && m_control.checkNow();
    c.solvesAll = r.solvesAll;
    c.walks = r.failingWalks;
    return c;
}

WallMask Downward::fill(const PartialWalk& w)
{
    const int cells = m_partial.cells();
    const std::uint64_t all = cells == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << cells) - 1;
    const std::uint64_t unknown = all & ~(w.free | w.blocked);
    for (int attempt = 0; attempt < 8; ++attempt) {
        const std::uint64_t extra = m_rng() & unknown;
        if (m_partial.connected(w.blocked | extra))
            return w.blocked | extra;
    }
    return w.blocked; // unknown cells free: solvable, and the walk is the leaf's
}

void Downward::addMaze(WallMask walls)
{
    auto add = [&](WallMask m) {
        if (!m_inH.insert(m).second)
            return;
        if (m_solver) {
            if (m_inH.size() > m_o.pairClauseMazes)
                m_solver->setPairClauses(false);
            m_solver->addMaze(m, &m_control);
        }
        else
            m_pending.push_back(m);
    };
    add(walls);
    if (m_rows == m_cols)
        add(m_grid.transposed(walls));
}

std::size_t Downward::addFromWalks(const std::vector<PartialWalk>& walks, std::size_t count)
{
    const std::size_t before = m_inH.size();
    if (walks.empty() || count == 0)
        return 0;
    const std::size_t take = std::min(count, walks.size());
    const double stride = double(walks.size()) / double(take);
    const double offset = std::uniform_real_distribution<double>(0, stride)(m_rng);
    for (std::size_t i = 0; i < take; ++i)
        addMaze(fill(walks[std::min(walks.size() - 1, std::size_t(offset + double(i) * stride))]));
    return m_inH.size() - before;
}

std::vector<Move> Downward::deleteGreedily(std::vector<Move> s)
{
    for (std::size_t i = 0; i < s.size() && !m_control.checkNow();) {
        std::vector<Move> shorter = s;
        shorter.erase(shorter.begin() + std::ptrdiff_t(i));
        const Check c = verify(shorter, true);
        if (c.stopped)
            break;
        if (c.solvesAll)
            s = std::move(shorter); // same i: the next move moved into place
        else
            ++i;
    }
    return s;
}

DownwardResult Downward::run(const std::function<void(const std::vector<Move>&)>& onImproved)
{
    int length = m_o.fromLength > 0 ? m_o.fromLength
                 : m_o.start.empty() ? 4 * m_grid.cells()
                                     : int(m_o.start.size()) - 1;
    // The start: a bound if it verifies; its shortened prefixes give the first hard mazes.
    if (!m_o.start.empty()) {
        const Check c = verify(m_o.start, false);
        if (c.stopped) {
            m_result.message = m_control.stopReason();
            return m_result;
        }
        if (c.solvesAll) {
            m_result.found = true;
            m_result.best = m_o.start;
            length = std::min(length, int(m_o.start.size()) - 1);
        }
        const std::size_t cuts[] = {1, 3, 6, 10, 15};
        for (std::size_t cut : cuts) {
            if (cut >= m_o.start.size())
                break;
            std::vector<Move> prefix(m_o.start.begin(), m_o.start.end() - std::ptrdiff_t(cut));
            const Check p = verify(prefix, false);
            if (p.stopped)
                break;
            addFromWalks(p.walks, m_o.seedFromStart / std::size(cuts));
        }
    }
    for (WallMask m : sampleSolvable(m_grid, m_o.seedRandom, m_o.seed, m_control))
        addMaze(m);
    if (m_control.checkNow()) { // stopped while sampling (a huge --random)
        m_result.message = m_control.stopReason();
        return m_result;
    }
    if (length < 1) {
        m_result.message = "nothing to shorten";
        return m_result;
    }
    LengthSolver::Options so = LengthSolver::defaults(m_rows == m_cols);
    if (m_o.pairClauseMazes == DownwardOptions::kAutoPairs)
        m_o.pairClauseMazes = m_grid.cells() <= 16 ? 400 : 0;
    so.pairClauses = m_o.pairClauseMazes > 0;
    so.noIdleMoves = true;  // requireSolvedBy needs the allSolved variables
    so.solverConfig = m_o.solverConfig;
    LengthSolver solver(m_grid, length + 1, so);
    solver.keepPositions();
    solver.requireSolvedBy(length);
    m_solver = &solver;
    for (std::size_t i = 0; i < m_pending.size(); ++i) {
        // A long length makes each maze's encoding big: poll between them (time, memory).
        if (m_control.checkNow())
            break; // the loop below stops before any SAT call
        if (i >= m_o.pairClauseMazes)
            solver.setPairClauses(false);
        solver.addMaze(m_pending[i], &m_control);
    }
    m_pending.clear();
    if (!m_o.start.empty())
        solver.setPhases(m_o.start);
    std::vector<int> fixed; // window mode: the moves fixed in this window, -1 free
    int windowRounds = 0;
    for (;;) {
        m_control.progress(-1, progress_text::kSat,
                           {std::to_string(length), {progress_text::kNMazes, std::int64_t(m_inH.size())},
                            {progress_text::kNSatCalls, std::int64_t(m_result.satCalls)}});
        if (m_control.checkNow()) {
            m_result.message = m_control.stopReason();
            break;
        }
        const bool windowed = m_o.window > 0 && m_result.found
                              && int(m_result.best.size()) > m_o.window;
        if (windowed && (fixed.empty() || windowRounds >= m_o.roundsPerWindow)) {
            // Moves of best (length + 1) outside [i, i + window) keep their places around a
            // free window of window − 1 moves.
            const int n = int(m_result.best.size());
            const int i = int(m_rng() % std::uint64_t(n - m_o.window + 1));
            fixed.assign(std::size_t(length + 1), -1);
            for (int t = 0; t < length; ++t) {
                if (t < i)
                    fixed[std::size_t(t)] = int(m_result.best[std::size_t(t)]);
                else if (t >= i + m_o.window - 1)
                    fixed[std::size_t(t)] = int(m_result.best[std::size_t(t + 1)]);
            }
            windowRounds = 0;
            ++m_result.windows;
        }
        const LengthSolver::Result r = windowed ? solver.solveFixed(m_control, fixed)
                                                : solver.solve(m_control);
        ++m_result.satCalls;
        if (r == LengthSolver::Result::Unknown) {
            m_result.message = m_control.stopReason();
            break;
        }
        if (r == LengthSolver::Result::Unsat && windowed) {
            fixed.clear(); // this window cannot be shortened for H: another one
            continue;
        }
        if (r == LengthSolver::Result::Unsat) {
            m_result.lowerBound = length + 1;
            m_result.message = "no sequence of " + std::to_string(length)
                               + " moves solves the hard set of "
                               + std::to_string(m_inH.size()) + " mazes";
            break;
        }
        std::vector<Move> s = solver.model();
        s.resize(std::size_t(length));
        const Check c = verify(s, false);
        if (c.stopped) {
            m_result.message = m_control.stopReason();
            break;
        }
        if (!c.solvesAll) {
            ++windowRounds;
            if (addFromWalks(c.walks, m_o.perRound) == 0) {
                m_result.message = "internal error: no new counterexample";
                break;
            }
            continue;
        }
        if (m_o.greedyDeletion)
            s = deleteGreedily(std::move(s));
        m_result.found = true;
        m_result.best = s;
        if (onImproved)
            onImproved(s);
        length = int(s.size()) - 1;
        if (length < 1) {
            m_result.message = "length 1 reached";
            break;
        }
        solver.requireSolvedBy(length);
        solver.setPhases(s);
        fixed.clear();
    }
    m_solver = nullptr;
    m_result.hardSet = m_inH.size();
    return m_result;
}

} // namespace

DownwardResult shortenBySat(int rows, int cols, const DownwardOptions& options, Control& control,
                            const std::function<void(const std::vector<Move>&)>& onImproved)
{
    if (rows < 1 || cols < 1 || rows * cols < 2 || rows * cols > kMaxCells)
        throw std::invalid_argument("shortenBySat: 2 to 64 cells");
    Downward d(rows, cols, options, control);
    return d.run(onImproved);
}

} // namespace mazelab::simaso_sat
