#pragma once
// Exhaustive window rewrites of a Solving Sequence that solves ALL solvable rows×cols mazes
// (issue 17): every window of w moves, w = 1 … maxWindow, is tried with every one of the
// 4^(w−1) sequences of w − 1 moves, and the first rewrite that still solves every maze is
// taken (the sequence is one move shorter); then the scan goes on over the shorter one from
// that window (sizes ascending, positions from the end backwards, around to the start), so a
// long sequence's cheap windows are not all tried again after every shortening. When a whole
// cycle of windows finds none, the sequence is locally optimal for this
// neighbourhood, a certificate the annealing (exactanneal.h), which samples rewrites of a few
// moves, cannot give. It is the "larger move" the σ(5,5) runs asked for: at 108 moves the
// annealing kept one maze unsolved for hours.
//
// Exact on all mazes, and cheap per rewrite because almost every one fails at once:
//  * the trajectory tree of the sequence is built breadth-first (streamverify.h's counting
//    tree, PartialGrid::step) and every partial maze it holds before step t is "good at t":
//    the sequence solves it from t on (the sequence solves every maze);
//  * a rewrite of s[a, a+w) walks each partial maze of frontier a through the new moves and
//    asks whether each result is good at a + w: in the tree, or memoized (both in one hash
//    table a step, goodtable.h), or by walking the old s from a + w on (depth first,
//    stopping at the first failing leaf);
//  * the partial maze that broke the last rewrite is tried first (move to front), so a
//    failing rewrite costs a few walks, and only a solver walks the whole frontier.
// Every rewrite taken is re-checked by the independent depth-first tree (solvesAllStreamed)
// before it is reported; one it refutes (a collision of the table's 62-bit hashes) is
// skipped, counted and named in the result's message, so a bound is never wrong and a
// "locally optimal" holds up to such collisions (under 10^-6 for a whole 6×6 scan).
// Deterministic (positions from the end backwards, moves in u d l r order; plateau moves from
// the seed); the time limit or a cancel only decides where it stops.

#include "core/control.h"
#include "core/simaso/anneal.h"

#include <cstddef>
#include <cstdint>
#include <functional>

namespace mazelab {

struct WindowRewriteOptions {
    std::size_t maxWindow = 8;   // longest window replaced (by maxWindow − 1 moves), 1..13
    // Each rewrite redoes a window of w moves with w − shortenBy (1..4): 2 looks for the
    // windows whose shorter contents no single one-move-shorter rewrite reaches (the
    // sequences are not monotone: no move can be added or dropped freely).
    std::size_t shortenBy = 1;
    // Windows of fewer moves are not tried (1..maxWindow): for a sequence a finished cycle has
    // already cleared up to minWindow − 1, e.g. the next size after a local optimum. The end
    // then says "locally optimal" for windows of minWindow to maxWindow moves only. Deletion
    // repairs still rewrite windows of every size.
    std::size_t minWindow = 1;
    std::size_t keepPrefix = 0;  // windows start at or after this step (the tail of a 6×6
                                 // bound: the tree before it is not stored)
    // Stored partial mazes: the tree's frontiers (24 B each and 11-21 B in the table) may take
    // half of them, the memo of the others asked about (11-21 B an entry) half of what the
    // frontiers leave.
    std::size_t maxNodes = std::size_t(1) << 25;
    // Plateau moves: when no window can be shortened, rewrite a random window of 2 …
    // maxWindow moves with as many other moves such that every maze is still solved (contents
    // tried from a random one on), then scan again; at most this many (0: stop there).
    std::size_t plateauSteps = 0;
    // Deletion repairs: when no window can be shortened, delete each move in turn (those that
    // leave the fewest failing tree leaves first) and look for a window of up to maxWindow
    // moves rewritten with as many that solves every maze again: a neighbourhood of
    // |s| · |s| · 4^maxWindow rewrites, beyond what the annealing's mutations can exhaust.
    bool deletionRepair = false;
    // Where the first scan starts (a stopped scan resumed where its progress said it was):
    // windows of resumeWindow moves (1..maxWindow) from the one at step resumeStep (at or
    // after keepPrefix; SIZE_MAX: the last one) backwards, then on around the cycle as usual.
    std::size_t resumeWindow = 1;
    std::size_t resumeStep = SIZE_MAX;
    std::uint64_t seed = 1; // picks the plateau moves
};

// Preconditions: 2 <= rows·cols <= 64, `start` solves every solvable maze (checked: the
// result's message says so otherwise), keepPrefix < |start|, resumeWindow <= maxWindow and
// keepPrefix <= resumeStep (or SIZE_MAX). result.evaluations counts the
// rewrites tried; result.best is the shortest verified sequence (the start if none).
AnnealResult rewriteWindows(int rows, int cols, const SolvingSequence& start, Control& control,
                            const WindowRewriteOptions& options,
                            const std::function<void(const SolvingSequence&)>& onImproved = {});

} // namespace mazelab
