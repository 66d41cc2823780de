#pragma once
// Shortening a Solving Sequence for ALL solvable rows×cols mazes by simulated annealing
// (issue 17, σ(5,5) and σ(6,6) upper bounds), counterexample-guided like the SAT method of
// core/simaso_sat: the annealing is scored on a small hard set H of mazes (simulated, with
// every maze's position per step kept so that a change at step j re-runs steps j… only), and
// each sequence that solves H is verified on every solvable maze by the counting trajectory
// tree (streamverify.h, milliseconds for 5×5); the mazes it misses join H. The loop, from a
// sequence that solves all:
//   1. delete the move whose loss leaves the fewest mazes of H unsolved (L → L − 1);
//   2. anneal at that length until H is solved: mutate (change a move, move a move elsewhere,
//      swap neighbours, rewrite a short window, or — kickPercent of the time — overwrite
//      the moves from a random step with the shortest path of an unsolved maze of H from
//      where it stands there), accept when the number of unsolved mazes of
//      H grows by at most T·ln(1/u), T falling geometrically from t0 to t1 over `iterations`
//      steps (then restarting from the best state of this length);
//   3. verify on all mazes: if some are missed, add up to addPerRound of them to H and go to
//      2; otherwise it is a new upper bound (onImproved), go to 1.
// With restartCycles, a length that stays unsolved that many cycles is restarted from a
// ruined copy of the best (see AnnealOptions).
// H starts as `sampleSize` random solvable mazes. Deterministic for a seed; a time limit or
// cancel only decides where it stops.

#include "core/control.h"
#include "core/simaso/mazeset.h"

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

namespace mazelab {

struct AnnealOptions {
    std::uint64_t seed = 1;
    int iterations = 20000; // annealing steps per temperature cycle
    double t0 = 2.0;        // start temperature (in mazes of the hard set)
    double t1 = 0.05;       // end temperature
    std::size_t sampleSize = 2000;  // random mazes H starts with (all, if no more exist)
    std::size_t addPerRound = 200;  // counterexamples added per failed verification
    unsigned kickPercent = 5; // share of mutations that write an unsolved maze's shortest path
    std::size_t targetLength = 0; // stop when a sequence this short is found (0: never)
    // Fix-up suffix (tailfix.h): when a check on all mazes leaves at most this many failing
    // tree leaves, a suffix for them is searched (beam width fixBeam); if the sequence with it
    // is shorter than the best so far it becomes the new best and the deletions go on from it.
    // The same is tried at the end of every temperature cycle that left at most fixHard mazes
    // of H unsolved (a sequence too short to solve H gets a suffix). 0: off (as before).
    std::size_t fixWalks = 0;
    std::size_t fixHard = 30;
    std::size_t fixMaxSuffix = 40; // longest suffix appended
    int fixBeam = 48;
    // Ruin and recreate on a stall: after this many temperature cycles without a new verified
    // best, the annealing restarts from the best with `ruinWindow` moves from a random step
    // rewritten at random and a random move (not the one hurting H least) deleted, so a deep
    // local optimum at one length can be left. 0: off (as before).
    int restartCycles = 0;
    std::size_t ruinWindow = 8;
    // Exact deletion (up to 56 cells): step 1 deletes the move whose loss leaves the fewest
    // mazes of ALL mazes unsolved (frontiertree.h; ties at random) instead of the fewest of H,
    // and one maze per failing leaf of the shortened sequence (up to addPerRound) joins H at
    // once, so the annealing works on the mazes the deletion broke. false: as before.
    bool exactDeletion = false;
    // How a failed check picks its counterexamples (StreamVerifyOptions::sampleExponent):
    // negative, the first addPerRound failing leaves met; A >= 0, a random sample over all
    // failing leaves weighted 2^(A·unknown cells) (1: the unsolved mazes uniformly).
    double sampleExponent = -1.0;
    // Check on all mazes also at the end of a temperature cycle whose best state leaves at most
    // this many mazes of H unsolved (0: only when H is solved). On sizes with many distinct
    // hard mazes (6×6) H is rarely solved outright; the check's counterexamples then come
    // sooner, and so does the closest non-solver (AnnealCheckCallback).
    std::size_t checkUnsolved = 0;
    // Threads of each check on all mazes (streamverify.h; the result and the sample of
    // counterexamples are the same for any count).
    int threads = 1;
    // Mazes H starts with besides the sampleSize random ones: the counterexamples of an
    // earlier run (AnnealCheckCallback hands them out), so a resumed run does not relearn
    // them. Each must be rows×cols with the default start and goal.
    std::vector<Maze> hardStart;
};

// After each check on all mazes that finds unsolved ones: the sequence checked, the exact
// number of mazes it leaves unsolved (for keeping the closest non-solver, e.g. as a prefix
// for greedysuffix.h) and the hard set's mazes other than its random sample (hardStart and
// every counterexample so far, this check's included: a checkpoint, the hardStart of a
// resumed run).
using AnnealCheckCallback = std::function<void(const SolvingSequence&, std::uint64_t unsolved,
                                               std::span<const Maze> learned)>;

struct AnnealResult {
    SolvingSequence best;       // the shortest sequence found that solves all mazes
    bool found = false;         // best is set (the start solved all, or a solver was found)
    std::uint64_t evaluations = 0;
    std::uint64_t accepted = 0; // annealing candidates that were accepted (of evaluations)
    std::uint64_t repairsTried = 0; // exact: near-solvers offered to options.repair
    std::uint64_t repairs = 0;      // exact: of them repaired into solvers
    std::uint64_t partialRepairs = 0; // exact: of them returned missing fewer mazes
    std::uint64_t redeletions = 0;  // exact: near-solvers left for the next deletion
    std::string message;
};

// Preconditions: 2 <= rows·cols <= 64. `start` should solve all mazes (if it does not, the
// annealing first repairs it at its length). Polls control between evaluations.
AnnealResult annealAllSolvable(int rows, int cols, const SolvingSequence& start,
                               Control& control, const AnnealOptions& options,
                               const std::function<void(const SolvingSequence&)>& onImproved = {},
                               const AnnealCheckCallback& onChecked = {});

namespace detail {
// Shared by the annealing searches: records `solver` (which solves every maze) as result.best
// when it is the first or shorter (calling onImproved; true then), and sets `stop` to why the
// search ends after it ("target reached", "length 1") or leaves it null.
bool recordSolver(AnnealResult& result, const SolvingSequence& solver, std::size_t targetLength,
                  const std::function<void(const SolvingSequence&)>& onImproved,
                  const char*& stop);
} // namespace detail

} // namespace mazelab
