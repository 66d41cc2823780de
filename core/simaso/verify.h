#pragma once
// Verify: does a sequence solve (or perfectly solve) every maze of a set? If not, which maze
// is a counterexample (Nusser 2016, §2.1 definitions; §5.2: "for SIMASOP we simply iterate
// over the mazes", O(|s|·|M|)). For the implicit set of all solvable n×m mazes beyond
// enumeration see verifyAllSolvable(), which uses the Unsolved Maze Finder (Alg. 5.2).

#include "core/control.h"
#include "core/simaso/mazeset.h"

#include <cstdint>
#include <optional>

namespace mazelab {

struct VerifyResult {
    std::uint64_t mazes = 0;  // size of the set (0 when unknown: implicit set, UMF)
    std::uint64_t solved = 0; // mazes solved (perfectly, when asked); 0 when unknown
    bool solvesAll = false;
    bool complete = true;     // false when the Control stopped the check (no answer then)
    std::optional<std::size_t> unsolvedIndex; // index in the set of the first unsolved maze
    std::optional<Maze> counterexample;       // that maze (or the UMF's)
};

// Runs `sequence` on every maze of `set` (data-oriented; ~0.1 ms for 29 moves on all 3828
// 4×4 mazes). perfect: the maze must end on its goal, not just visit it.
VerifyResult verifySequence(const MazeSet& set, const SolvingSequence& sequence,
                            bool perfect = false);

// The same question for all solvable rows×cols mazes: enumerates them when that takes at most
// `enumerateCells` cells (default 5×5 = 25), otherwise asks the Unsolved Maze Finder, which
// answers solvesAll and a counterexample but not the number solved (mazes and solved = 0;
// mazes is the exact count when it fits 64 bits and min(rows, cols) <= 16).
VerifyResult verifyAllSolvable(int rows, int cols, const SolvingSequence& sequence, bool perfect,
                               Control& control, int enumerateCells = 25);

} // namespace mazelab
