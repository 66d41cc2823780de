#pragma once
// Window rewrites by SAT (issue 17: σ(5,5) below 109). The exhaustive window scan
// (simaso/windowrewrite.h) tries every one of the 4^(w−1) contents of a window and so stops
// at windows of about 13 moves; the 109-move 5×5 bound is locally optimal there. Here a window
// s[a, a+w) is redone in w − D moves by counterexample-guided SAT over the mazes that matter
// for it, so windows of 16 … 40 moves can be decided:
//
//  * the mazes the prefix s[0, a) leaves unsolved, each at its position p after the prefix
//    (the others are solved whatever the window holds) — up to kMaxEnumerateCells cells all
//    solvable mazes are enumerated and a candidate is checked on every one of them; above
//    (6×6), or with countingTree, by the counting tree of the whole candidate, whose failing
//    leaves give the counterexamples (random fills);
//  * for such a maze, the cells from which the fixed suffix s[a+w, L) visits the goal: its
//    "good" cells G. A content c of w − D moves keeps the maze solved iff walking c from p
//    (goal absorbing) ends in G.
//  * the SAT instance of one window: one-hot move variables for the w − D steps, and for each
//    maze of a small hard set H a position variable per step and cell that can still be on a
//    path from p into G (BFS distances from p and to G prune the rest), with the forward
//    clauses "at c at step t and move m ⇒ at m(c) at step t + 1" (a pruned successor makes
//    the pair impossible). Only the maze's positions are encoded, not the fixed prefix and
//    suffix: propagation sees G directly instead of learning it through the suffix's steps.
//  * SAT: the content is checked on every maze unsolved after the prefix (walking it and then
//    the suffix); failures join H (perRound of them, from a random place in the list) and the
//    solver is asked again, incrementally. All pass: the window is shortened (re-checked by the
//    independent counting tree, solvesAllStreamed, before it is reported; one it refutes is
//    skipped and named in the message). UNSAT: no content of
//    w − D moves exists for H, hence for all mazes: the window is refuted. Out of time for the
//    window (secondsPerWindow, CPU time of the scanning thread): undecided, the scan goes on.
//
// The scan: window sizes in the order given, window starts from startStep forwards (so the
// mazes' positions after the prefix are updated one move at a time); after a shortening the
// scan goes on at the same window of the shorter sequence, and it ends when a whole cycle of
// windows since the last shortening was tried — "locally optimal" for these sizes only when
// none was undecided. Deterministic for a seed when no window runs out of time.

#include "core/control.h"
#include "core/maze.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace mazelab::simaso_sat {

struct WindowSatOptions {
    std::vector<int> windows{16}; // window sizes w tried, in this order each cycle (each >= D)
    int shortenBy = 1;            // D: a window of w moves is redone with w − D (1..w)
    std::size_t firstMazes = 8;   // random mazes (of those unsolved after the prefix) in a
                                  // window's first hard set, besides recent counterexamples
    std::size_t perRound = 4;     // counterexamples added per failed candidate
    std::size_t recentMazes = 64; // the last counterexamples, each in the next windows' first
                                  // hard sets while the prefix leaves it unsolved
    double secondsPerWindow = 20; // SAT time for one window before it counts as undecided:
                                  // CPU seconds of the scanning thread (core/threadclock.h)
    std::size_t startStep = 0;    // the first cycle starts at the window at this step of the
                                  // first size (a stopped scan resumed)
    std::uint64_t seed = 1;       // picks the hard sets
    // Check candidates by the counting tree of the whole sequence (streamverify.h) with
    // counterexamples sampled over its failing leaves, instead of on the enumerated mazes
    // unsolved after the prefix; always so above kMaxEnumerateCells (6×6: about a second a
    // check instead of milliseconds). Same answers, other counterexamples.
    bool countingTree = false;
    // Deletion repairs: after a whole cycle without a shortening, each move is deleted in turn
    // (those leaving the fewest mazes unsolved first) and every window of the given sizes that
    // starts within repairReach moves of the gap is rewritten with as many moves by SAT; a
    // repair that solves every maze again is taken (one move shorter) and the scan starts a
    // new cycle.
    bool deletionRepair = false;
    std::size_t repairReach = 40;
    // A start that misses mazes (an annealing's near-solver): first repaired at its length —
    // every window of the given sizes from startStep on, in that order, rewritten with as many
    // moves by SAT, the start's unsolved mazes seeding the hard sets — and the first repair
    // that solves every maze is the scan's start (reported through onImproved). No repair:
    // nothing else is tried. false: such a start is refused.
    bool repairStart = false;
    // With repairStart: stop after the repair (repairWindowsBySat).
    bool repairOnly = false;
    // With repairStart, a stepwise repair (enumerated mazes only: at most kMaxEnumerateCells
    // cells, not countingTree): instead of one window that saves every missed maze at once,
    // one missed maze m at a time — a window (of the sizes, gaps and order above, the order
    // taken for m alone) rewritten with as many moves so that m and every maze the sequence
    // solves are solved, the other missed mazes excused (they may stay unsolved or be saved
    // by chance). Each rewrite found lowers the count by at least one and is taken; the
    // targets go nearest approach first (nearestApproach: distance, then step). It ends
    // repaired (no maze missed: the scan's start, as with repairStart) or stuck (no window
    // saves any missed maze: best empty, result.partial the sequence with the fewest missed).
    // A near-solver far from the goal's length (5×5 at 99 moves: about 90 mazes) becomes a
    // descent one maze at a time, each step a rewrite of the whole window's 4^w contents.
    bool repairStepwise = false;
    // A stepwise step tries at most this many targets (the nearest); 0: every missed maze.
    std::size_t stepwiseTargets = 0;
    // Called after each stepwise rewrite taken, with the sequence and the mazes it misses.
    std::function<void(const std::vector<Move>&, std::size_t)> onStepwise;
    // Repairs (repairStart, deletionRepair) try, of each size, only the windows that can save
    // every missed maze, nearest first (nearestRepairOrder), instead of every window in step
    // order. A near-solver that misses one maze whose path comes within 4 moves of the goal
    // after 183 of 464 moves has its promising windows there, not at the scan's start.
    bool repairNearestFirst = false;
    // Repairs try at most this many windows of each size (the first in their order; with
    // repairNearestFirst the nearest): a near-solver costs a few promising windows instead of
    // a whole pass, so an annealing can offer many. 0: all.
    std::size_t repairWindowLimit = 0;
    // Split windows: when not empty, each window size w is tried with each gap g here (in
    // this order, each >= 1): the span s[a, a+w+g) whose first ⌈w/2⌉ and last ⌊w/2⌋ moves are
    // free and whose g middle moves stay as they are, redone with one move fewer, taken from
    // either free half (needs shortenBy 1). It reaches rewrites no window of w moves finds,
    // far apart moves changed together, at the SAT cost of about a window of w (the fixed
    // middle adds no choices). The repairs (repairStart, deletionRepair) then rewrite split
    // windows too, with as many free moves: one half can take a missed maze home near its
    // closest approach while the other re-routes the mazes the first half broke (nearest
    // first: ordered by the span's need, a necessary condition as for a window of w + g).
    std::vector<int> gaps;
    // Plateau walk: after the first whole cycle without a shortening, up to plateauMoves times
    // a random window of plateauWindow moves is rewritten with as many by SAT such that every
    // maze is still solved and plateauChanges of its moves (picked at random) differ from the
    // sequence's; a rewrite found is taken (the same length: the walk stays on the plateau of
    // solvers) and every window of the scan's sizes and gaps that overlaps it is tried again,
    // shortenings reported as in the scan. An attempt without a rewrite (UNSAT: the window has
    // no other content with those moves changed; out of time) uses up a move too. 0: off (not
    // with deletionRepair). A same-length neighbourhood the scan alone never leaves: a window
    // the rewrite opens elsewhere in the overlap is found at once.
    std::size_t plateauMoves = 0;
    int plateauWindow = 16; // P >= 1, at most the sequence's length
    int plateauChanges = 2; // K, 1 <= K <= P
    // A directed walk: a plateau rewrite is taken only when it does not raise the sequence's
    // total solving time Σ over mazes of the step at which each is solved (= Σ over steps of
    // the mazes still unsolved) — among solvers of one length it prefers those that solve
    // mazes earlier, leaving the end of the sequence less to do. Needs the enumerated mazes
    // (at most kMaxEnumerateCells cells, not countingTree).
    bool plateauDescend = false;
    // Called with the sequence after each plateau move taken (tests, logs); may be empty.
    std::function<void(const std::vector<Move>&)> onPlateau;
};

struct WindowSatResult {
    std::vector<Move> best;       // the shortest verified sequence (the start if none;
                                  // empty when a repairStart start was not repaired)
    bool startSolvesAll = false;  // false: nothing was tried (message says why)
    std::size_t windows = 0;      // windows tried
    std::size_t refuted = 0;      // proved impossible (UNSAT)
    std::size_t undecided = 0;    // out of time
    std::size_t shortened = 0;    // windows redone shorter
    std::size_t repaired = 0;     // deletions repaired (deletionRepair)
    std::size_t satCalls = 0;
    std::size_t mazesAdded = 0;   // hard-set mazes over all windows
    std::size_t treeRefuted = 0;  // rewrites the check passed and the counting tree did not
                                  // (never expected; skipped like undecided windows)
    bool cycleDone = false;       // a whole cycle since the last shortening was tried
    bool startRepaired = false;   // repairStart: the start missed mazes and was repaired
    std::size_t stepwiseTaken = 0; // repairStepwise: rewrites taken (each saved >= 1 maze)
    std::size_t startUnsolved = 0; // repairStart: mazes the start missed (enumerated sizes)
    std::size_t leftUnsolved = 0;  // repairStepwise, stuck: mazes `partial` misses
    std::vector<Move> partial;     // repairStepwise, stuck: the sequence it got to
    std::size_t plateauTried = 0; // plateau moves attempted
    std::size_t plateauTaken = 0; // plateau moves taken (a same-length rewrite found)
    std::size_t plateauRejected = 0;  // plateauDescend: rewrites found but not taken
    std::size_t plateauUndecided = 0; // plateau moves out of time (the rest of the untaken:
                                      // no such rewrite exists)
    std::string message;
};

// The window starts a in [from, |s| − w] that a repair with repairNearestFirst tries, in its
// order. For a missed maze, the window's *need* is the fewest moves from the cell where s[0, a)
// leaves the maze to a cell from which the fixed suffix s[a + w, |s|) visits the goal (the goal
// itself among them): a rewrite of w moves can save the maze only if its need is at most w —
// inside the window (the goal) or by leaving it where the suffix takes it home. Windows whose
// need, the largest over the `missed` mazes, exceeds w cannot repair the sequence and are left
// out; the rest go smallest need first (the more of the window's moves stay free for the mazes
// it must keep solved), ties in step order. Empty when w > |s| or from > |s| − w; every start
// in step order when `missed` is empty. Mazes: solvable masks, default corners.
std::vector<std::size_t> nearestRepairOrder(int rows, int cols,
                                            const std::vector<std::uint64_t>& missed,
                                            const std::vector<Move>& s, std::size_t w,
                                            std::size_t from = 0);

// Where a maze that `s` misses comes nearest its goal: the smallest BFS distance to the goal
// of the cell the maze stands on after s[0, step), step in 0..|s| (the earliest such step),
// and the distance after all of s. `walls`: a solvable rows×cols mask (bit r·cols + c a wall),
// start and goal the default corners. For a maze that s solves: distance 0 at the step that
// reaches the goal.
struct Approach {
    std::size_t step = 0;
    int distance = 0;
    int finalDistance = 0;
};
Approach nearestApproach(int rows, int cols, std::uint64_t walls, const std::vector<Move>& s);

// Preconditions: 2 <= rows·cols <= kMaxCells (64; throws std::invalid_argument otherwise),
// every window size >= shortenBy >= 1 and repairReach >= 1, gaps as described there
// (invalid_argument). Polls `control`
// between windows and inside the solver; progress through progress_text::kWindowSat. onImproved gets
// every verified shorter sequence.
WindowSatResult shortenWindowsBySat(int rows, int cols, const std::vector<Move>& start,
                                    const WindowSatOptions& options, Control& control,
                                    const std::function<void(const std::vector<Move>&)>&
                                        onImproved = {});

// The repair pass alone (options.repairStart, repairOnly): `start`, which may miss mazes, with
// one window of a size in options.windows starting at or after options.startStep rewritten
// with as many moves so that every maze is solved. result.best is that solver (checked on
// all mazes by the counting tree), or empty when there is none, when the start already
// solves every maze, or when the control stopped (message says which). Same preconditions.
WindowSatResult repairWindowsBySat(int rows, int cols, const std::vector<Move>& start,
                                   WindowSatOptions options, Control& control);

} // namespace mazelab::simaso_sat
