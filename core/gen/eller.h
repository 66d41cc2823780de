#pragma once
// Eller's algorithm (Eller 1982; Buck, "Mazes for Programmers", ch. 12): a perfect maze built
// one row at a time from the sets of the row above, so only O(cols) memory is held however
// many rows are made — arbitrarily tall mazes stream through a callback.

#include "core/control.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace mazelab::gen {

struct EllerOptions {
    double horizontal = 0.5; // chance to join two neighbouring cells of different sets
    double vertical = 0.5; // chance of a passage down beyond the one each set must have
};

// Called once per finished row, top to bottom: `open` has one entry per column with the
// open-wall bits N = 8, E = 4, S = 2, W = 1 (passagegrid.h). The vector is reused.
using EllerRowSink = std::function<void(int row, const std::vector<std::uint8_t>& open)>;

// Streams a rows × cols perfect maze seeded with control.seed(); memory O(cols).
// Returns false when the Control stopped it (rows after the last emitted one are missing).
// Precondition: rows, cols ≥ 1.
bool ellerRows(int rows, int cols, const EllerOptions& options, Control& control,
               const EllerRowSink& emit);

// A mask streamed row by row: fills `active` (cols entries, non-zero = the cell is in the
// shape) for `row`. Called once per row, in order, one row ahead of the emit of the row above.
using EllerMaskRow = std::function<void(int row, std::vector<std::uint8_t>& active)>;

// Eller inside a mask, still in O(cols) memory: one spanning tree per connected part of the
// active cells (4-neighbours), no passage to or from a missing cell (a missing cell's `open`
// is 0). Plain Eller relies on its last row to join every set; inside a shape a set can end
// in any row, so no two sets may be left apart unless they can still meet. The rule that
// keeps this (eller_masked.cpp): every adjacency between two different sets that is not
// opened is carried into the next row as an adjacency between the same two sets —
//   - two neighbours in a row stay apart only if both have a cell below, and both then get a
//     passage down (else they are joined);
//   - a cell with a cell below but no passage down needs a neighbour of its own set that
//     goes down beside it (else it goes down itself);
// so when a set ends, every set it touched has been joined to it. With an empty mask
// function this is the plain ellerRows above (the same mazes as before).
bool ellerRows(int rows, int cols, const EllerOptions& options, Control& control,
               const EllerRowSink& emit, const EllerMaskRow& mask);

} // namespace mazelab::gen
