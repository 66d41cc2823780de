#pragma once
// MazeSet: the set of mazes a Solving Sequence is run on (Nusser 2016, §2.1: SIMASOP for an
// explicit set, ASIMASOP for the implicit set of all solvable n×m mazes).
//
// Data layout (structure of arrays, built for running one move over a million mazes):
//   * every maze of a set has the same size rows × cols (cells numbered row-major,
//     index = row·cols + col, as in Maze) — sets of mixed sizes are refused;
//   * a position is a cell index of type MazeSet::Pos (uint16_t; at most kMaxCells cells);
//   * maze i's free cells are the bits of wordsPerMaze() 64-bit words at freeBits(i)
//     (bit c of word c/64 set <=> cell c free);
//   * the grid neighbour of cell c in direction m is the shared table neighbour(c, m)
//     (-1 off the grid), so  step_i(c, m) = (n = neighbour(c, m)) >= 0 && free_i(n) ? n : c.
//   * start and goal are per maze (the .maze format allows S/G anywhere); sets where every
//     maze has the default start (0,0) and goal (rows-1, cols-1) store them once.
// This takes 8·⌈cells/64⌉ bytes per maze (9.8 MB for the 1,225,194 solvable 5×5 mazes);
// per-maze move tables (cells·4 bytes each, 122 MB for 5×5) were not worth the memory, as the
// shared neighbour table stays in L1 and one bit test is as cheap as a table load.
//
// A MazeSet is an immutable value (cheap to move, copy costs its size). Every maze in a set
// is solvable (start and goal free and 4-connected): unsolvable mazes are refused or skipped
// when the set is built.

#include "core/control.h"
#include "core/maze.h"
#include "core/mazeformat.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace mazelab {

// A move sequence; Nusser's s = s1…sk.
using SolvingSequence = std::vector<Move>;

// Why a set could not be built (mixed sizes, unsolvable maze, too big, ...). The message is
// meant for the user as it stands.
class MazeSetError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class MazeSet {
public:
    using Pos = std::uint16_t;
    // Positions are uint16_t: 65,535 cells (e.g. 255×255) per maze at most.
    static constexpr std::size_t kMaxCells = 65535;
    // allSolvable() enumerates 2^(cells-2) bit masks: at most this many cells.
    static constexpr int kMaxEnumerationCells = 36;

    enum class Kind {
        Explicit,    // a list of mazes (files, editor, random generation)
        AllSolvable, // every solvable rows×cols maze, in increasing order of the blocked mask
    };
    enum class Unsolvable { Refuse, Skip };

    // An empty 1×1 explicit set.
    MazeSet();

    // An explicit set. All mazes must have the same size and at most kMaxCells cells.
    // Unsolvable mazes: Refuse throws MazeSetError naming the first one (1-based, as the user
    // counts), Skip leaves them out (skippedCount() tells how many). `names` is empty or as
    // long as `mazes`. Throws MazeSetError on mixed sizes.
    static MazeSet fromMazes(const std::vector<Maze>& mazes, std::vector<std::string> names = {},
                             Unsolvable policy = Unsolvable::Refuse);
    static MazeSet fromMazeFile(const MazeFile& file, Unsolvable policy = Unsolvable::Refuse);

    // k random solvable rows×cols mazes: every cell except start (0,0) and goal
    // (rows-1, cols-1) is blocked with probability `wallDensity` (0 <= d < 1); unsolvable
    // draws are discarded. Deterministic for a given seed (own bit-exact generator, not
    // std::*_distribution). `distinct` discards duplicates. Throws MazeSetError when far too
    // many draws fail (density too high) or fewer than k distinct mazes exist. Polls control;
    // on cancel returns the mazes made so far.
    static MazeSet random(int rows, int cols, std::size_t k, double wallDensity,
                          std::uint64_t seed, Control& control, bool distinct = false);

    // The implicit set of all solvable rows×cols mazes, enumerated. Refuses (MazeSetError with
    // the count and the memory it would need) when rows·cols > kMaxEnumerationCells or when
    // the set would need more than `maxBytes`. 3×3: 51, 4×4: 3828, 5×5: 1,225,194 (9.8 MB,
    // ~0.5 s). Polls control; throws MazeSetError("cancelled") when stopped.
    static MazeSet allSolvable(int rows, int cols, Control& control,
                               std::size_t maxBytes = std::size_t(1) << 30);
    // Memory allSolvable(rows, cols) would take, from the exact count (core/counting); 0 when
    // the count does not fit 64 bits. `count` receives the number of mazes when non-null.
    static std::size_t estimateAllSolvableBytes(int rows, int cols, std::uint64_t* count = nullptr);

    Kind kind() const { return m_kind; }
    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    std::size_t cellCount() const { return m_cells; }
    std::size_t size() const { return m_count; }
    bool empty() const { return m_count == 0; }
    std::size_t wordsPerMaze() const { return m_words; }
    std::size_t skippedCount() const { return m_skipped; }
    // Bytes held by the set's arrays.
    std::size_t memoryBytes() const;

    // Maze i as a Maze value (start/goal included). Precondition: i < size().
    Maze maze(std::size_t i) const;
    // "" unless the set came from named mazes.
    std::string name(std::size_t i) const { return i < m_names.size() ? m_names[i] : std::string(); }
    // The set as .maze text (names kept). `comments` go first, one "; " line each.
    MazeFile toMazeFile() const;
    std::string toText(const std::vector<std::string>& comments = {}) const;
    // A new explicit set of the mazes with the given indices (in that order).
    MazeSet subset(std::span<const std::size_t> indices) const;

    Pos start(std::size_t i) const { return m_starts.empty() ? m_start : m_starts[i]; }
    Pos goal(std::size_t i) const { return m_goals.empty() ? m_goal : m_goals[i]; }
    // True when every maze shares the default start (0,0) and goal (rows-1, cols-1).
    bool hasUniformStartGoal() const { return m_starts.empty(); }
    Cell cellOf(Pos p) const { return {int(p / m_cols), int(p % m_cols)}; }
    Pos posOf(Cell c) const { return Pos(std::size_t(c.row) * std::size_t(m_cols) + std::size_t(c.col)); }

    const std::uint64_t* freeBits(std::size_t i) const { return m_free.data() + i * m_words; }
    bool isFree(std::size_t i, std::size_t cell) const
    {
        return (freeBits(i)[cell >> 6] >> (cell & 63)) & 1U;
    }
    // Grid neighbour of `cell` in direction m, -1 when off the grid (shared by all mazes).
    int neighbour(std::size_t cell, Move m) const { return m_neighbour[cell * 4 + std::size_t(m)]; }

    // Nusser's step function in maze i.
    Pos step(std::size_t i, Pos p, Move m) const
    {
        const int n = neighbour(p, m);
        return n >= 0 && isFree(i, std::size_t(n)) ? Pos(n) : p;
    }
    // Applies m to every maze: positions[i] = step(i, positions[i], m).
    // Precondition: positions.size() == size(). O(size()), the hot loop of every solver.
    void applyMove(Move m, std::span<Pos> positions) const;
    // Like applyMove, for the mazes listed in `indices` only (positions indexed by maze).
    void applyMove(Move m, std::span<Pos> positions, std::span<const std::uint32_t> indices) const;
    // The start positions of all mazes.
    std::vector<Pos> startPositions() const;

    // Length of a shortest start->goal path in maze i (BFS; O(cells)).
    int shortestPathLength(std::size_t i) const;
    // Distance from every cell to maze i's goal through free cells; -1 where unreachable.
    // `out` is resized to cellCount().
    void goalDistances(std::size_t i, std::vector<int>& out) const;

private:
    void setSize(int rows, int cols);
    void appendMaze(const Maze& maze);

    Kind m_kind = Kind::Explicit;
    int m_rows = 1;
    int m_cols = 1;
    std::size_t m_cells = 1;
    std::size_t m_words = 1;
    std::size_t m_count = 0;
    std::size_t m_skipped = 0;
    Pos m_start = 0;
    Pos m_goal = 0;
    std::vector<std::uint64_t> m_free;   // m_count · m_words
    std::vector<Pos> m_starts;           // empty when uniform (default start/goal)
    std::vector<Pos> m_goals;            // empty when uniform
    std::vector<std::string> m_names;    // empty or m_count
    std::vector<int> m_neighbour;        // m_cells · 4
};

} // namespace mazelab
