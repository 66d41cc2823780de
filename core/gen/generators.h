#pragma once
// The maze generators (Petercă 2024, ch. 2; article 003) behind one registry: a name, its
// parameters with defaults, and generate(). Every generator is seeded from the Control's seed
// (a fixed, portable random source: genrandom.h), so the same request gives the same maze on
// every platform; it polls the Control and reports progress ("%1 of %2 cells"). When the
// Control stops a generation the result is a valid but partial maze (check control.checkNow()).
//
// Carving trace. With a CellTrace (core/trace/celltrace.h) made over the block maze —
// (2R+1) × (2C+1) cells, ≥ 1 layer, ≥ 1 marker — a generator records its work:
//   layer 0, the state of each block cell:
//     0 wall (the start state)          1 passage (carved, final)
//     2 frontier / on the stack / in the current set (growing tree, backtracker, Prim);
//       a carved wall is 1 at once
//     3 part of the current random walk (Wilson; erased loops go back to 0)
//   marker 0: the current cell (kNoCell when none);
//   one step per carve (a passage cell and the wall to it), one step per wall for Recursive
//   Division (step 1 opens the field), one step per generation for the cellular automaton;
//   note()s name phases ("hunt", "kill", "row 5", "open field", "divide", "generation 7").
// After the last step layer 0 is 1 exactly on the maze's free cells (tst_gen_trace). Make the
// trace as CellTrace(2 * rows + 1, 2 * cols + 1, 1, 1) and finish() it after generate().
// Without a trace (nullptr) nothing is recorded and nothing is paid but a branch per carve.

#include "core/control.h"
#include "core/gen/passagegrid.h"
#include "core/maze.h"

#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab {
class CellTrace;
}

namespace mazelab::gen {

using GenParams = std::map<std::string, std::string>;

struct GenParam {
    std::string name;
    std::string defaultValue;
    std::string description;
    std::vector<std::string> choices; // a word from this list; empty: a number
    double minimum = 0; // numbers: the allowed range
    double maximum = 0;
    bool integer = false;
    bool file = false; // free text naming a file (the GUI offers a file chooser)
};

struct GeneratorInfo {
    std::string name; // the CLI name: "backtracker", "binary-tree", …
    std::string summary; // one line, English
    std::vector<GenParam> params;
    bool perfect = true; // always a spanning tree of each connected part of the active cells
    bool masks = true; // honours a mask
    bool passage = true; // carves a PassageGrid (false: works on the block maze directly)
};

// All generators, in the order of the thesis and the issue.
const std::vector<GeneratorInfo>& generatorList();
// nullptr when unknown.
const GeneratorInfo* findGenerator(std::string_view name);

// A refused request: unknown algorithm or parameter, a value out of range, an impossible size
// or mask. what() is the reason in English.
class GenerateError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Checks `given` against the generator's parameters and fills in the defaults.
// Throws GenerateError.
GenParams resolveParams(const GeneratorInfo& info, const GenParams& given);

struct GenRequest {
    std::string algorithm = "backtracker";
    int rows = 10; // passage cells
    int cols = 10;
    GenParams params;
    std::vector<std::uint8_t> mask; // rows·cols, non-zero = cell in the shape; empty = all
    double braid = 0; // share of dead ends removed afterwards (0 … 1)
};

// Runs a passage generator (info.passage). Precondition-free: throws GenerateError on a bad
// request (including a block-only generator or a mask the generator cannot honour).
// Sizes up to 2^31 cells; the trace, when given, must be made over the block maze.
PassageGrid generateGrid(const GenRequest& request, Control& control, CellTrace* trace = nullptr);
// Any generator, as a block maze (2R+1) × (2C+1); start and goal on the corner passage cells.
// Throws GenerateError (also when the block maze would exceed Maze::kMaxSide).
Maze generate(const GenRequest& request, Control& control, CellTrace* trace = nullptr);
Maze generate(const std::string& name, int rows, int cols, const GenParams& params,
              Control& control, CellTrace* trace = nullptr);

// Braiding (Buck, "Mazes for Programmers", ch. 9): each dead end, in random order, is opened
// with chance p toward a neighbour (another dead end when there is one), removing a share p
// of the dead ends and adding loops.
void braid(PassageGrid& grid, double p, std::uint64_t seed);

// The cellular automaton (Life-like rule "B3/S12345" etc.) on the block maze; in
// gen_cellular.cpp. Throws GenerateError for a malformed rule.
Maze cellular(int rows, int cols, const GenParams& params, Control& control, CellTrace* trace);
// The cavern maze (no forbidden 2 × 2 pattern) from a random Hamiltonian cycle; cavern.cpp.
Maze cavern(int rows, int cols, const GenParams& params, Control& control, CellTrace* trace);

} // namespace mazelab::gen
