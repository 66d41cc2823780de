#pragma once
// Shortening a Solving Sequence for ALL solvable rows×cols mazes by simulated annealing scored
// on the EXACT number of mazes it leaves unsolved (issue 17, σ(5,5) upper bound). anneal.h
// scores on a hard set H of mazes and learns counterexamples from checks on all mazes; near a
// tight bound that loops (each check finds new failures, the annealing at 109 moves left 5–20
// mazes of H unsolved for 40 minutes). Here every candidate is counted on all mazes by the
// trajectory tree (frontiertree.h), recounted from the first step it changes, so there is no
// hard set and no check that can fail. The loop, from any start:
//   1. anneal at the current length until no maze is unsolved: mutate (sequencemutation.h;
//      kickPercent of the time: write a failing maze's shortest path, FrontierTree::pathKick),
//      accept when the unsolved count grows by at most T·ln(1/u), T falling geometrically
//      from t0 to t1 over `iterations` steps, then restart from the best of this length
//      (after restartCycles such cycles without a solver: from a ruined copy of the best);
//   2. a sequence with no unsolved maze is re-checked by the depth-first tree of
//      streamverify.h (independent code) and reported (onImproved);
//   3. delete the move whose loss leaves the fewest mazes unsolved (ties: at random), go to 1
//      (with redeleteCycles, the next move of that ranking when the cycles find no solver).
// Deterministic for a seed; a time limit or cancel only decides where it stops. The tree must
// fit options.maxNodes stored partial mazes (5×5: tens of thousands per step; the whole tree
// of a 600-move 6×6 bound holds over 10^8, beyond the default budget, and a candidate changed
// early in it costs seconds: anneal its tail with keepPrefix, or use anneal.h).

#include "core/control.h"
#include "core/simaso/anneal.h"

#include <functional>

namespace mazelab {

struct ExactAnnealOptions {
    std::uint64_t seed = 1;
    int iterations = 3000;   // annealing steps per temperature cycle
    double t0 = 4.0;         // start temperature (in mazes)
    double t1 = 0.2;         // end temperature
    std::size_t targetLength = 0; // stop when a sequence this short is found (0: never)
    // Tie-break: the score is unsolved + meanWeight · (mean step of the first goal visit over
    // all mazes); with meanWeight > 0 a solver is polished to the end of its cycle. 0: off.
    double meanWeight = 0;
    unsigned kickPercent = 5; // share of mutations that are FrontierTree::pathKick
    // Share of the other mutations that are block mutations (sequencemutation.h:
    // mutateBlock, blocks of 2..maxBlock moves moved, mirrored or walked backwards) instead of
    // mutateSequence's single moves. 0: off (the neighbourhood of the runs before it).
    unsigned blockPercent = 0;
    std::size_t maxBlock = 12;
    int restartCycles = 0;   // ruin and recreate after this many cycles without a solver
    std::size_t ruinWindow = 8;
    std::size_t maxNodes = std::size_t(1) << 26; // FrontierTree budget
    // Slack tail: the annealed sequence is the target length T plus tailSlack moves, scored
    //   U(T) + tailWeight · (U(T+1) + … + U(T+tailSlack))   (+ the mean tie-break),
    // U(t) = mazes the first t moves leave unsolved, and a sequence with U(T) = 0 yields the
    // solver s[0, T). The tail is a finisher: a maze it solves soon after T counts as nearly
    // solved, which the bare count U(T) cannot see. Deletions then compare the moves before T
    // by the same score. 0: off (the plain count at the sequence's end).
    std::size_t tailSlack = 0;
    double tailWeight = 0.05;
    // Keep the first keepPrefix moves of the start fixed and anneal only the rest, on a tree
    // rooted where the prefix leaves the mazes (FrontierTree::setPrefix): the tree of a whole
    // 6×6 bound is large and slow to recount, the tree after its first few hundred moves is
    // small (the 726-move bound: 748 partial mazes left after 600 moves). Reported sequences are prefix + tail,
    // still checked on all mazes by the depth-first tree. 0: the whole sequence is annealed.
    std::size_t keepPrefix = 0;
    // With keepPrefix: after freeAfter temperature cycles without a shorter solver, the last
    // freeStep moves of the kept prefix join the annealed tail (the tree is re-rooted
    // freeStep moves earlier), down to no prefix or to the first prefix whose tree exceeds
    // maxNodes. Each freed stretch lets the deletions find moves the fixed prefix had made
    // useless (6×6: 5–22 moves per 50 freed). 0: the prefix stays as it is.
    std::size_t freeStep = 0;
    int freeAfter = 0;
    // Breakout weights (breakout.h): at the end of each temperature cycle that found no
    // solver, up to breakoutMazes of the mazes its best sequence leaves unsolved at T gain
    // `breakout` (in mazes), and every candidate's score adds the weights of the weighted
    // mazes it leaves unsolved at T, so the same local minimum costs more each cycle.
    // Deletions compare moves without them. 0: off.
    double breakout = 0;
    std::size_t breakoutMazes = 8;
    // Polish: every new shortest solver is first run through the exhaustive window rewrites
    // of windowrewrite.h (windows of up to polishWindow moves after the kept prefix, each
    // redone one move shorter until none is left), every shortening reported as it is found,
    // and the annealing goes on from the polished solver. The two neighbourhoods complement
    // each other (6×6: a breakout run's 552 polished to 551 in 8 s). 0: off; at most 13.
    std::size_t polishWindow = 0;
    std::size_t polishNodes = std::size_t(1) << 25; // the rewrites' own budget (windowrewrite.h)
    // The polish scans windows after this step (SIZE_MAX: the kept prefix). Below the kept
    // prefix it may change the prefix itself, which the annealing then keeps instead (its
    // tree re-rooted there): the stretch every run with the same keepPrefix left untouched is
    // where the 6×6 scan after step 250 found 543 → 539 in 86 s.
    std::size_t polishKeep = SIZE_MAX;
    // Near-solver repairs: at the end of a temperature cycle without a solver whose best
    // sequence leaves 1..repairUnsolved mazes unsolved after its first T moves (and was not
    // offered before), `repair` gets that sequence (kept prefix + first T moves) and the
    // step where the annealed part begins, and returns a solver of the same length with the
    // same prefix (e.g. window rewrites by SAT, simaso_sat/windowsat.h: repairWindowsBySat)
    // or an empty sequence. A solver is taken like one the annealing found (re-checked,
    // reported, then the next deletion). A sequence of the same length and prefix that
    // misses fewer mazes than the offered one after its first T moves (a stepwise repair
    // that got stuck, WindowSatOptions::repairStepwise) is where the next cycle starts.
    // The 5×5 runs at 108 moves end most cycles with one maze unsolved. 0 or no function:
    // off.
    std::size_t repairUnsolved = 0;
    // Redeletion: after redeleteCycles temperature cycles at one length without a solver,
    // the annealing goes back to the last solver and deletes the next move of its ranking
    // instead (rankDeletions, frontiertree.h: by the score of step 3, least harmful first),
    // so a run tries one near-solver after another rather than circling the first (6×6: the
    // least harmful deletion of the 477 bound's tail left 2 mazes that an hour of annealing
    // did not solve). Before the first solver, after the whole ranking or once the prefix was
    // freed, the cycles go on as without it. 0: off (step 3 deletes the least harmful move).
    int redeleteCycles = 0;
    std::function<SolvingSequence(const SolvingSequence&, std::size_t, Control&)> repair;
};

// Preconditions: 2 <= rows·cols <= 56, start.size() > keepPrefix. A start that misses mazes
// is first repaired at its length. Polls control between evaluations.
AnnealResult annealExact(int rows, int cols, const SolvingSequence& start, Control& control,
                         const ExactAnnealOptions& options,
                         const std::function<void(const SolvingSequence&)>& onImproved = {});

} // namespace mazelab
