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

} // namespace mazelab::gen
