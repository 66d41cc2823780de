#pragma once
// Counting the solvable n×m mazes exactly (Nusser 2016, §2.5 and §4.7).
//
// A maze of `rows` × `cols` cells is solvable when the start (0,0) and the goal
// (rows-1, cols-1) are free and 4-connected; every other cell is free or blocked at will.
// |M(n,m)| is the number of such mazes; |M(3,3)| = 51, |M(4,4)| = 3828.
//
// countSolvableMazes() is a transfer-matrix (frontier) dynamic program: it sweeps the grid
// cell by cell and keeps, for every reachable connectivity state of the frontier, the number
// of partial mazes in that state. Work is O(rows·cols·S·w) for w = min(rows, cols) and S the
// number of frontier states, which grows like ~2.8^w (measured: 683 states for w = 7,
// 6.8 million for w = 16) — far better than the 2^(rows·cols) of enumeration (or of the
// thesis' enumeration of right-hand paths).
// countSolvableMazesBruteForce() enumerates all 2^(rows·cols-2) mazes, as a reference.

#include "core/control.h"
#include "core/counting/biguint.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace mazelab {

struct MazeCountResult {
    BigUint count;             // |M(rows, cols)|; meaningful only when `complete`
    bool complete = false;     // false when the Control cancelled or ran out of time
    int frontierWidth = 0;     // min(rows, cols): the DP runs along the shorter side
    std::size_t cellsDone = 0; // cells swept (all rows·cols when complete)
    std::size_t peakStates = 0;         // most frontier states held after one cell
    std::uint64_t stateVisits = 0;      // sum over cells of the states expanded
    std::string message;       // when not complete: the limit that stopped it, and where
};

// The widest frontier countSolvableMazes() accepts (4-bit labels in a 64-bit state word).
inline constexpr int kMaxCountingWidth = 16;
// The most cells countSolvableMazesBruteForce() accepts (64-bit cell masks).
inline constexpr int kMaxBruteForceCells = 36;

// Exact |M(rows, cols)| by the frontier DP. Preconditions: rows, cols >= 1 and
// min(rows, cols) <= kMaxCountingWidth (throws std::invalid_argument otherwise).
// Polls `control` per state; reports progress per cell ("cell k/N, S states").
// Memory: O(S · (8 + 8·⌈rows·cols/64⌉)) bytes, capped by `memoryLimitBytes` (the state
// table and lists; the count stops incomplete with a message before growing past it).
// Deterministic (no randomness).
// The default cap: kDefaultCountingMemory, or less where the machine or the process's
// address-space limit (ulimit -v) leaves less room (defaultSearchMemoryCap(), sysmemory.h):
// under `ulimit -v 1000000` `count 16 4096` threw std::bad_alloc instead of stopping.
inline constexpr std::size_t kDefaultCountingMemory = std::size_t(4) << 30;
std::size_t defaultCountingMemory();
MazeCountResult countSolvableMazes(int rows, int cols, Control& control,
                                   std::size_t memoryLimitBytes = defaultCountingMemory());

// Exact |M(rows, cols)| by enumerating every maze and flood-filling it with bit masks.
// Preconditions: rows, cols >= 1, rows·cols <= kMaxBruteForceCells (throws otherwise).
// Time Θ(2^(rows·cols-2) · path length); meant for rows·cols <= ~30.
MazeCountResult countSolvableMazesBruteForce(int rows, int cols, Control& control);

} // namespace mazelab
