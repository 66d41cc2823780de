#pragma once
// Building a Solving Sequence for ALL solvable rows×cols mazes stage by stage (issue 17: a
// first σ(6,6) upper bound below the thesis' 3728), on the partial walks of tailfix.h.
//
// fixSuffix (tailfix.h) must take every failing leaf to the goal in one beam search, which
// works for a few thousand leaves and a short suffix. greedySuffix instead commits moves as it
// goes (a receding horizon): each round runs a short beam search (horizon H, width B) scored
// on a uniform random sample of at most S of the current walks, appends the first C moves of
// the best beam state to the suffix and applies them to ALL walks (branching on unknown cells
// exactly as the counting tree of streamverify.h does); walks that reach the goal drop out.
// The score is a weighted sum of optimistic goal distances (unknown cells taken as free, Greedy
// Lookahead, Nusser 2016 Alg. 5.1, on partial mazes): by default each walk weighs the share of
// mazes it stands for, so that branching on a cell costs nothing by itself (with equal weights,
// as fixSuffix scores, the beam avoids moves that learn cells and stalls on 6×6). When the
// exact score over all walks has not improved for `stallRounds` rounds, one walk with the
// smallest optimistic distance is taken to the goal along its optimistic shortest path (its
// "unknown cells free" branch reaches the goal; every other branch learns a blocked cell),
// which guarantees progress: each such fallback solves at least one maze class.
//
// The walks are the failing leaves of the prefix, which failingWalksOf computes from the root
// (nothing known but start and goal free). So greedySuffix from the empty prefix builds a
// whole sequence, and from a sequence p it appends a suffix q with p·q solving every maze.
// Its length is not minimal: improveByTailFix / seq improve shorten it afterwards.

#include "core/control.h"
#include "core/simaso/tailfix.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace mazelab {

struct GreedySuffixOptions {
    int beamWidth = 6;
    int horizon = 6;                // depth of each round's beam search
    int commit = 2;                 // moves appended per round (at most horizon)
    std::size_t sampleWalks = 4000; // walks the beam scores on (all when fewer)
    std::size_t maxLength = 20000;  // longest suffix built
    std::size_t maxWalks = 20000000; // give up when the walks grow past this
    int stallRounds = 6;            // rounds without a better exact score before a fallback
    // Walks are weighted 2^(−massExponent · known cells) in the score: 1 weighs them by the
    // share of mazes they stand for, 0 counts every leaf alike.
    double massExponent = 1.0;
    std::uint64_t seed = 1;
};

// The leaves of the trajectory tree of `moves` run from the root (start and goal free,
// nothing else known) that have not visited the goal: the failing leaves of `moves`, the same
// as streamverify.h lists (order aside). nullopt if they grow past maxWalks or control stops.
std::optional<std::vector<PartialWalk>> failingWalksOf(const PartialGrid& grid,
                                                       const SolvingSequence& moves,
                                                       std::size_t maxWalks, Control& control);

// Applies one move to every walk in place (walks at the goal drop out).
void applyMove(const PartialGrid& grid, std::vector<PartialWalk>& walks, Move m,
               std::vector<PartialWalk>& scratch);

// A suffix taking every maze of every walk to the goal, or nullopt (longer than maxLength,
// more walks than maxWalks, or stopped by control). onRound(suffixLength, walks) is called
// after each round, for progress.
std::optional<SolvingSequence>
greedySuffix(const PartialGrid& grid, std::vector<PartialWalk> walks,
             const GreedySuffixOptions& options, Control& control,
             const std::function<void(std::size_t, std::size_t)>& onRound = {});

} // namespace mazelab
