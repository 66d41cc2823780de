#pragma once
// Fix-up suffixes for Solving Sequences on ALL solvable rows×cols mazes (issue 17: σ(5,5) and
// σ(6,6) upper bounds), on top of the counting trajectory tree of streamverify.h.
//
// A sequence p that misses some mazes leaves failing leaves in the tree: partial mazes (cells
// known free / blocked, the rest unknown) with the cell where the walk of every maze agreeing
// with them ended (PartialWalk). A suffix q solves them all when the tree, continued from each
// of those leaves with q (branching on unknown cells exactly as streamverify does), ends only
// in goal leaves; then p·q solves every solvable maze (the mazes p solved stay solved: a maze
// counts as solved once its walk visits the goal, Nusser 2016 §2.1).
//
// fixSuffix searches such a q by beam search over the joint state of the leaves, scored by the
// sum of their optimistic goal distances (unknown cells taken as free) — the Greedy Lookahead
// idea of Nusser 2016 Alg. 5.1 on partial mazes instead of whole ones.
//
// improveByTailFix is a local search built on it ("delete a window, fix the tail"): from a
// solving s it deletes a random window of w moves (or cuts w moves off the end), lists the
// failing leaves of what is left (stopping when there are more than maxWalks) and looks for a
// suffix of at most w − 1 moves (w with probability equalPercent, a sideways step); a result
// is verified on all mazes by the tree before it replaces s.

#include "core/control.h"
#include "core/simaso/mazeset.h"
#include "core/simaso/partialgrid.h"
#include "core/simaso/streamverify.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace mazelab {

struct SuffixOptions {
    int beamWidth = 64;
    std::size_t maxLength = 200;  // longest suffix tried
    std::size_t maxWalks = 200000; // give up when the joint state grows past this
    std::uint64_t seed = 1;       // breaks score ties
};

// A suffix taking every maze of every walk to the goal, or nullopt (none of at most maxLength
// moves found, too many walks, or stopped by control). An empty list gives an empty suffix.
std::optional<SolvingSequence> fixSuffix(const PartialGrid& grid, std::vector<PartialWalk> walks,
                                         const SuffixOptions& options, Control& control);

struct TailFixOptions {
    std::uint64_t seed = 1;
    std::size_t maxWalks = 300;  // failing leaves a cut may leave (more: the attempt is dropped)
    int maxWindow = 12;          // longest window deleted
    unsigned tailPercent = 30;   // share of attempts that cut the end instead of a window
    unsigned equalPercent = 20;  // share that accepts a suffix as long as the cut (sideways)
    int beamWidth = 48;
    std::size_t targetLength = 0; // stop when this length is reached (0: never)
};

struct TailFixResult {
    SolvingSequence best;
    bool found = false;          // best solves all mazes
    std::uint64_t attempts = 0;  // windows tried
    std::uint64_t accepted = 0;  // shorter or sideways replacements taken
    std::string message;
};

// Preconditions: 2 <= rows·cols <= 64. `start` need not solve all: if its failing leaves are at
// most maxWalks, a suffix is fixed on first. onImproved gets every verified new shortest.
TailFixResult improveByTailFix(int rows, int cols, const SolvingSequence& start,
                               Control& control, const TailFixOptions& options,
                               const std::function<void(const SolvingSequence&)>& onImproved = {});

} // namespace mazelab
