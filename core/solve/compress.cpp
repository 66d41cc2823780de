// Maze compression (Petercă §3.2): corridors squashed into single weighted edges, then
// Dijkstra on the much smaller graph. See compress.h.
#include "core/solve/searchgrid.h"

#include <stdexcept>

namespace mazelab::solve {

SolveResult solveCompressed(const Maze&, const SolveOptions&, Control&)
{
    throw std::invalid_argument("--compress is not implemented yet");
}

} // namespace mazelab::solve
