#pragma once
// Cavern mazes (article 003, "Cavern mazes"; Pullen's Daedalus): block mazes whose walls are
// not aligned to a grid, described by which 2 × 2 patterns they avoid — all wall, all passage,
// checkerboard. Internal to core/gen; the registry's "cavern" dispatches on `allow`:
//   none      all three avoided: the inside of a Hamiltonian cycle of the pixel corners
//             (cavern.cpp); the passages are one tree.
//   walls     2 × 2 walls allowed (Daedalus "no 2 × 2 passages"): passages grown pixel by pixel
//             as a tree (cavern_grow.cpp).
//   passages  2 × 2 passages allowed (Daedalus "no 2 × 2 walls"): walls grown from the border
//             as trees into an open field; the passages are one connected area whose only
//             loops run around 2 × 2 passage blocks (cavern_grow.cpp).
// A checkerboard is never allowed (it would make passages touch only at a corner).

#include "core/control.h"
#include "core/maze.h"

#include <map>
#include <string>

namespace mazelab {
class CellTrace;
}

namespace mazelab::gen {

using GenParams = std::map<std::string, std::string>;

// Grows the (2·rows+1) × (2·cols+1) cavern of `allow` walls or passages; `grow` is newest
// (depth-first: long winding passages) or random (Prim-like: short ones).
// Trace: one step per pixel turned.
Maze grownCavern(int rows, int cols, bool passagesAllowed, bool newest, Control& control,
                 CellTrace* trace);

// True when no 2 × 2 window of `maze` is a forbidden pattern: bit 0 all wall, bit 1 all
// passage, bit 2 checkerboard (forbidden = the bits set).
bool avoidsPatterns(const Maze& maze, int forbidden);

} // namespace mazelab::gen
