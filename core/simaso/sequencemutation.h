#pragma once
// The random neighbourhood of the annealing searches over Solving Sequences (anneal.h on a
// hard set, exactanneal.h on all mazes), shared so that both explore the same moves.

#include "core/simaso/mazeset.h"

#include <random>

namespace mazelab {

// Mutates s (at least one move) in place, keeping its length: change a move (40 %), move a
// move elsewhere (30 %), swap neighbours (15 %) or rewrite a window of 2–3 moves (15 %).
// Returns the first step that changed. Precondition: !s.empty().
std::size_t mutateSequence(SolvingSequence& s, std::mt19937_64& rng);

// A block mutation, keeping the length: a block of 2..maxBlock moves from a random step is
// moved elsewhere (50 %), transposed (d<->r, u<->l: the walk mirrored at the diagonal, 25 %)
// or walked backwards (reversed with every move inverted, 25 %). Solving sequences are sweeps
// of such blocks; one mutation here is a rewrite of a window as long as the block's way, far
// beyond the windows the other neighbourhoods reach. Returns the first step that changed
// (SIZE_MAX when nothing did: a block that is its own image). Preconditions: s.size() >= 3,
// maxBlock >= 2.
std::size_t mutateBlock(SolvingSequence& s, std::size_t maxBlock, std::mt19937_64& rng);

// The ruin of a restart: `best` with `window` moves from a random step rewritten at random and
// one random move deleted. Precondition: best.size() >= 2.
SolvingSequence ruinedSequence(const SolvingSequence& best, std::size_t window,
                               std::mt19937_64& rng);

} // namespace mazelab
