// Local-search candidates in the σ search (issue 17, localcandidate.h): the annealing on the
// working set proposes candidates instead of SAT calls; the answers, the certificates and the
// lower-bound proofs must stay those of the plain search.
#include "core/control.h"
#include "core/maze.h"
#include "core/simaso_sat/localcandidate.h"
#include "core/simaso_sat/sigmasat.h"

#include <QTest>
#include <random>
#include <thread>

using namespace mazelab;
using namespace mazelab::simaso_sat;

namespace {
std::vector<Move> randomMoves(std::size_t n, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::vector<Move> moves(n);
    for (Move& m : moves)
        m = Move(rng() % 4);
    return moves;
}

// Every 53rd 4×4 maze (73 of 3,828).
std::vector<WallMask> someMazes(const std::vector<WallMask>& all)
{
    std::vector<WallMask> set;
    for (std::size_t i = 0; i < all.size(); i += 53)
        set.push_back(all[i]);
    return set;
}

// Whether no sequence of `length` moves solves every maze of `set` (the SAT solver alone).
bool refuted(const Grid& grid, const std::vector<WallMask>& set, int length)
{
    Control control;
    LengthSolver solver(grid, length, LengthSolver::defaults(false));
    for (WallMask w : set)
        solver.addMaze(w);
    return solver.solve(control) == LengthSolver::Result::Unsat;
}

// The descent from a padded 20-move 3×4 solver (σ(3,4) = 17) with local candidates.
SigmaOptions descentOptions(std::uint64_t evaluations, bool race)
{
    SigmaOptions options;
    options.descend = true;
    options.knownSequence = *parseMoves("rrdrrrdlllddrddrrddd");
    options.localSearchEvaluations = evaluations;
    options.localSearchRace = race;
    return options;
}

// σ(3,4) = 17 with a sequence solving every maze and a certificate the solver refutes at 16.
void checkSigma34(const Grid& grid, const std::vector<WallMask>& all, const SigmaResult& r)
{
    QVERIFY2(r.complete, r.message.c_str());
    QCOMPARE(r.upperBound, 17);
    QCOMPARE(r.lowerBound, 17);
    QVERIFY(unsolvedMazes(grid, all, r.sequence).empty());
    QVERIFY(r.satCalls > 0); // the proof is the solver's
    QVERIFY(refuted(grid, r.subset, 16));
}
} // namespace

class TestSigmaLocal : public QObject {
    Q_OBJECT
private slots:
    // The annealing returns a sequence of the start's length that solves every maze of the set
    // (checked by simulation, not by its own count), the same one for the same seed, and
    // nothing without steps, after a stop or where no sequence of that length exists.
    void candidateSolvesTheSet()
    {
        Control control;
        const Grid grid(4, 4);
        const auto all = enumerateSolvable(grid, control);
        const std::vector<WallMask> set = someMazes(all);
        const std::vector<Move> start = randomMoves(29, 3);
        QVERIFY(!unsolvedMazes(grid, set, start).empty());
        LocalCandidateOptions o;
        o.seed = 5;
        const LocalCandidateResult a = annealCandidate(grid, set, start, o, control);
        QCOMPARE(a.sequence.size(), std::size_t(29));
        QVERIFY(unsolvedMazes(grid, set, a.sequence).empty());
        QVERIFY(a.evaluations > 0 && a.evaluations <= o.evaluations);
        const LocalCandidateResult b = annealCandidate(grid, set, start, o, control);
        QCOMPARE(b.sequence, a.sequence);
        QCOMPARE(b.evaluations, a.evaluations);

        o.evaluations = 0;
        QVERIFY(annealCandidate(grid, set, start, o, control).sequence.empty());
        o.evaluations = 5000;
        Control stopped;
        stopped.cancel();
        QVERIFY(annealCandidate(grid, set, start, o, stopped).sequence.empty());
        // No 5-move sequence solves a maze whose shortest path is longer: the budget runs out.
        int longest = 0;
        for (WallMask w : set)
            longest = std::max(longest, grid.distances(w, grid.start())[std::size_t(grid.goal())]);
        QVERIFY(longest > 5);
        const LocalCandidateResult none =
            annealCandidate(grid, set, randomMoves(5, 1), o, control);
        QVERIFY(none.sequence.empty());
        QCOMPARE(none.evaluations, o.evaluations);
    }

    // Going down from a padded 3×4 solver with local candidates: σ(3,4) = 17 as in Table 6.1,
    // some rounds' candidates came from the annealing, every sequence reported solves every
    // maze, the certificate is refuted at 16 by the SAT solver alone, and a second run with
    // the same options gives the same answer, set and counts (deterministic).
    void descentWithLocalCandidates()
    {
        Control control;
        const Grid grid(3, 4);
        const auto all = enumerateSolvable(grid, control);
        const SigmaOptions options = descentOptions(100000, false);
        const SigmaResult r = computeSigma(grid, all, options, control);
        checkSigma34(grid, all, r);
        QVERIFY(r.localCandidates > 0);
        QVERIFY(r.localEvaluations > 0);
        int local = 0;
        for (const SigmaRoundLog& round : r.rounds)
            local += round.localCandidates;
        QCOMPARE(local, r.localCandidates);
        QVERIFY(r.rounds.back().unsat);

        const SigmaResult again = computeSigma(grid, all, options, control);
        QCOMPARE(again.sequence, r.sequence);
        QCOMPARE(again.subset, r.subset);
        QCOMPARE(again.satCalls, r.satCalls);
        QCOMPARE(again.localCandidates, r.localCandidates);
    }

    // The race (SigmaOptions::localSearchRace, a second thread beside every SAT call): the
    // same σ(3,4) and a certificate the solver refutes at 16, whichever thread answered first;
    // stopped at once, the race reports the stop (no candidate, no bound claimed).
    void descentWithRace()
    {
        Control control;
        const Grid grid(3, 4);
        const auto all = enumerateSolvable(grid, control);
        const SigmaOptions options = descentOptions(2000, true);
        checkSigma34(grid, all, computeSigma(grid, all, options, control));

        Control stopped;
        stopped.setTimeLimit(std::chrono::milliseconds(1));
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
        const SigmaResult s = computeSigma(grid, all, options, stopped);
        QVERIFY(!s.complete);
        QCOMPARE(s.upperBound, 20); // the given sequence only
    }

    // The climb with local candidates ends at the same σ(3,3) = 11 and σ(4,3) = 17, with a
    // certificate the solver refutes one below.
    void climbWithLocalCandidates()
    {
        for (const auto& [rows, cols, expected] : {std::tuple{3, 3, 11}, std::tuple{4, 3, 17}}) {
            Control control;
            const Grid grid(rows, cols);
            const auto all = enumerateSolvable(grid, control);
            SigmaOptions options;
            options.localSearchEvaluations = 50000;
            const SigmaResult r = computeSigma(grid, all, options, control);
            QVERIFY2(r.complete, r.message.c_str());
            QCOMPARE(r.upperBound, expected);
            QVERIFY(unsolvedMazes(grid, all, r.sequence).empty());
            QVERIFY(refuted(grid, r.subset, expected - 1));
        }
    }
};

QTEST_GUILESS_MAIN(TestSigmaLocal)
#include "tst_sigma_local.moc"
