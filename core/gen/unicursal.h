#pragma once
// Unicursal mazes (article 003, "Unicursal mazes"): a Hamiltonian path of the rows × cols grid
// from a chosen start to a chosen end, carved as the only passage — no branch, no dead end but
// the two ends.
//
// Whether such a path exists is decided first by the conditions of Itai, Papadimitriou and
// Szwarcfiter (SIAM J. Comput. 11(4), 1982) for rectangular grid graphs, including the 1 × n,
// 2 × n and 3 × even cases the article leaves out; tests check them against brute force on
// every small rectangle. The path is then built by the article's second method: a self-
// avoiding random walk from the start that, whenever it is stuck, makes one backbite move on
// its free end; once every cell is covered, backbites on the free end move it to the end cell.

#include "core/control.h"
#include "core/gen/passagegrid.h"
#include "core/maze.h"

#include <optional>
#include <string>
#include <vector>

namespace mazelab {
class CellTrace;
}

namespace mazelab::gen {

// Why no Hamiltonian path joins s and t in the rows × cols grid, or nullopt when one does.
// Preconditions: rows, cols ≥ 1; s and t inside.
std::optional<std::string> hamiltonianPathObstacle(int rows, int cols, Cell s, Cell t);

// A Hamiltonian path from s to t as cell indices (row-major), seeded by control.seed().
// Returns an empty vector when the Control stopped it or after maxBackbites moves.
// Precondition: !hamiltonianPathObstacle(rows, cols, s, t).
std::vector<int> hamiltonianPath(int rows, int cols, Cell s, Cell t, Control& control,
                                 std::int64_t maxBackbites);

} // namespace mazelab::gen
