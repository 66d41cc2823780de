#pragma once
// Puzzle generator for the sliding-token puzzle: random boards of a given size and obstacle
// count that are solvable, optionally with exactly one solution or exactly one start cell,
// rated by the search effort. Deterministic for a seed.

#include "core/control.h"
#include "core/maze.h"
#include "core/token/tokensolver.h"

#include <cstdint>
#include <optional>

namespace mazelab::token {

enum class Uniqueness {
    Any,            // any solvable board
    UniqueSolution, // exactly one path visits every free cell
    UniqueStart     // the path may vary, but only one start cell works
};

struct GenerateOptions {
    int rows = 6;
    int cols = 6;
    int obstacles = 4;
    Uniqueness uniqueness = Uniqueness::Any;
    std::uint64_t seed = 1;
    int maxAttempts = 200000;             // random boards tried before giving up
    std::uint64_t nodeLimitPerBoard = 2000000; // a board whose check needs more is skipped
};

struct Puzzle {
    Maze board;
    Path solution;               // one solution
    std::uint64_t solutions = 0; // all solutions (exact unless > 2 and uniqueness was asked)
    int startCells = 0;          // start cells with a solution (UniqueStart: exact; else 0)
    std::uint64_t searchNodes = 0; // nodes the solver needs to find a solution from scratch
    int difficulty = 1;          // 1 (easy) … 5 (hard), from searchNodes per free cell
    int attempts = 0;            // boards tried
};

// Throws std::invalid_argument for impossible sizes (obstacles >= cells, sides outside 1..64).
// Returns nothing when no board was found within maxAttempts or the Control stopped it.
std::optional<Puzzle> generate(const GenerateOptions& options, Control& control);

// 1..5 from the search effort (nodes) and the board size.
int difficultyFromNodes(std::uint64_t nodes, std::size_t freeCells);

} // namespace mazelab::token
