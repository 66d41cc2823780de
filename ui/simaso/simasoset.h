#pragma once
// SimasoSet: the maze set the Simultaneous mode works on, as the GUI sees it — a size, a
// description and random access to its mazes (Nusser 2016, §2.1: SIMASOP sets and the implicit
// set of all solvable n×m mazes of ASIMASOP).
//
// Small mazes (rows * cols <= 64, default start / goal) are stored as one 64-bit cell mask
// each, so the 1,225,194 solvable 5×5 mazes take 10 MB; others are stored as Maze values.
// Instances are immutable and shared (std::shared_ptr<const SimasoSet>) between the browser,
// the player and worker threads.

#include "core/control.h"
#include "core/maze.h"

#include <QString>
#include <cstdint>
#include <memory>
#include <vector>

namespace mazelab {

class SimasoSet {
public:
    // Limits that keep generation bounded (enumeration is 2^(rows*cols) masks).
    static constexpr int kMaxEnumerateCells = 30;
    static constexpr qint64 kMaxRandomSize = 2'000'000;
    static constexpr qint64 kMaxRandomCells = 64'000'000;

    // An explicit list (the editor's mazes, a .maze file); may mix sizes.
    static std::shared_ptr<const SimasoSet> fromMazes(std::vector<Maze> mazes,
                                                      const QString& description);
    // Every solvable rows×cols maze in increasing mask order (bit r*cols+c set = blocked).
    // Precondition: rows * cols <= kMaxEnumerateCells. Polls `control`; returns nullptr when
    // cancelled. 5×5: 2^25 masks, 1,225,194 mazes.
    static std::shared_ptr<const SimasoSet> allSolvable(int rows, int cols, Control& control);
    // `count` solvable rows×cols mazes, each cell blocked with probability `density` (start and
    // goal stay free), drawn with `seed` (rejection sampling; same seed = same set). Throws
    // std::invalid_argument when density leaves (almost) no solvable maze.
    static std::shared_ptr<const SimasoSet> random(qint64 count, int rows, int cols,
                                                   double density, std::uint64_t seed,
                                                   Control& control);

    qint64 size() const { return m_compact ? qint64(m_masks.size()) : qint64(m_mazes.size()); }
    bool isEmpty() const { return size() == 0; }
    Maze maze(qint64 index) const;
    // Common size, or 0 / 0 when the mazes differ in size or the set is empty.
    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    QString description() const { return m_description; }
    // Kind and parameters for the project file ("all", "random", "list").
    const QString& kind() const { return m_kind; }

    // Nusser §2.1 traversal of maze `index` from its start: the position after each of the
    // first `steps` moves (result[0] = start), ending early where the goal is reached (a
    // solved maze stays solved; the player shows it standing on its goal).
    std::vector<Cell> trail(qint64 index, const std::vector<Move>& moves, std::size_t steps) const;

    // Parameters of generated sets (0 for lists).
    qint64 randomCount = 0;
    double randomDensity = 0.0;
    std::uint64_t randomSeed = 0;

private:
    SimasoSet() = default;

    bool m_compact = false;
    int m_rows = 0;
    int m_cols = 0;
    std::vector<std::uint64_t> m_masks; // compact: blocked-cell masks, default start / goal
    std::vector<Maze> m_mazes;          // otherwise
    QString m_description;
    QString m_kind;

public:
    // Fast access for the sequence runner (compact sets only).
    bool isCompact() const { return m_compact; }
    const std::vector<std::uint64_t>& masks() const { return m_masks; }
};

// Solvable (start and goal free and 4-connected) for a blocked-cell mask, start (0,0) and
// goal (rows-1, cols-1). Precondition: rows * cols <= 64.
bool maskSolvable(std::uint64_t blocked, int rows, int cols);

} // namespace mazelab
