#pragma once
// The sliding-token puzzle (Walter 2019, "Machinarium Solver"): a token must visit every free
// cell of a board exactly once. It moves one cell at a time in a straight line and may change
// direction only when the cell ahead is off the board, blocked or already visited; it may start
// on any free cell. A solution is the sequence of visited cells (a path and its reverse are two
// solutions when both obey the rule).
//
// The solver is a depth-first search over (head cell, direction) with pruning:
// - forced moves: while the cell ahead is free the token must go straight (no branching);
// - connectivity: every unvisited free cell must be reachable from the head through unvisited
//   cells;
// - dead ends: an unvisited cell with one way in must be the last cell of the path, so at most
//   one may exist (none without a way in);
// - parity: the path alternates checkerboard colours, so the colour counts of the unvisited
//   cells are fixed by the head's colour;
// - symmetry: start cells are taken one per orbit of the board's symmetry group (the empty
//   board has 8 symmetries when square), counts are multiplied by the orbit size.
// Everything is deterministic; the search polls its Control (cancel, time limit) and stops at
// an optional node limit with verdict GaveUp.

#include "core/control.h"
#include "core/maze.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mazelab::token {

using Path = std::vector<Cell>;

enum class SolveMode {
    First, // one solution (stop at the first)
    All,   // every solution, up to SolveOptions::maxSolutions kept (all are counted)
    Count  // count solutions only (uses symmetry)
};

enum class Verdict { Solvable, Unsolvable, GaveUp };

// Why a board has no solution, when a simple argument exists.
enum class Reason {
    None,         // solvable, or gave up
    NoFreeCell,   // nothing to visit
    StartBlocked, // the requested start cell is blocked or off the board
    Disconnected, // the free cells form several regions
    Parity,       // checkerboard colours differ by more than one
    DeadEnds,     // more than two cells with a single free neighbour
    StartParity,  // the requested start has the minority colour
    Exhausted     // no simple argument: the search tried everything
};

struct SolveOptions {
    SolveMode mode = SolveMode::First;
    std::optional<Cell> start;             // fixed start cell; any free cell when empty
    std::uint64_t maxSolutions = 10000;    // All: solutions kept (counting goes on)
    std::uint64_t nodeLimit = 0;           // 0: none; otherwise GaveUp after that many nodes
    std::uint64_t stopAfterSolutions = 0;  // 0: none; Count/All stop after that many (e.g. 2 for uniqueness)
};

struct SolveResult {
    Verdict verdict = Verdict::Unsolvable;
    Reason reason = Reason::None;
    std::string explanation;       // one sentence for people (English; the GUI translates reasons)
    std::vector<Path> solutions;   // First: at most 1; All: up to maxSolutions
    std::uint64_t count = 0;       // solutions found (Count and All: all of them when complete)
    std::uint64_t nodes = 0;       // search nodes (cells entered)
    bool complete = true;          // false when stopped early (limit, cancel, time, stopAfter)
    bool cancelled = false;        // the Control was cancelled or timed out
};

// Solves the puzzle on `board`: free cells are to be visited, blocked cells are obstacles (the
// maze's start and goal markers are ignored). Boards up to 64 × 64.
SolveResult solve(const Maze& board, const SolveOptions& options, Control& control);
SolveResult solve(const Maze& board, const SolveOptions& options = {});

// A quick argument that the board (or the board from `start`) has no solution; Reason::None when
// none applies. `explanation` receives a sentence when not null.
Reason quickCheck(const Maze& board, std::optional<Cell> start, std::string* explanation);

// Rule checks, shared by the solver's tests and the GUI's play mode.
// The cells the token may move to next after `path` (empty path: every free cell is a start).
std::vector<Cell> legalNextCells(const Maze& board, const Path& path);
// True when `path` obeys every rule (adjacent steps, no revisits, free cells only, turns only
// when blocked); it need not be complete. `why` receives the first violation.
bool isLegalPath(const Maze& board, const Path& path, std::string* why = nullptr);
// True when `path` is legal and visits every free cell.
bool isSolution(const Maze& board, const Path& path, std::string* why = nullptr);

// Play: the cells the token slides through when pushed in direction `m` after `path` (it keeps
// going until the cell ahead is the edge, an obstacle or visited). Empty when that direction is
// not allowed: the path is empty, the neighbour that way is not open, or the token may not turn
// because the cell straight ahead is still open.
Path slide(const Maze& board, const Path& path, Move m);
// True when the token can still move (or no start was chosen yet).
bool canMove(const Maze& board, const Path& path);

// 1-based row-major cell numbers, as in the document: "2-4-3".
std::string pathToNumbers(const Maze& board, const Path& path);

} // namespace mazelab::token
