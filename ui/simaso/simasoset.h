#pragma once
// SimasoSet: the maze set of the Simultaneous mode as the GUI sees it — a core MazeSet
// (core/simaso/mazeset.h: structure-of-arrays storage, 8 bytes per 5×5 maze) plus what the
// GUI shows and saves about it: a description and how it was made (Nusser 2016, §2.1:
// SIMASOP sets and the implicit set of all solvable n×m mazes of ASIMASOP).
//
// Instances are immutable and shared (std::shared_ptr<const SimasoSet>) between the browser,
// the player and worker threads.

#include "core/control.h"
#include "core/maze.h"
#include "core/simaso/mazeset.h"

#include <QString>
#include <cstdint>
#include <memory>
#include <vector>

namespace mazelab {

class SimasoSet {
public:
    // Enumeration is refused above this many cells (5×6: 2^28 masks, a few seconds).
    static constexpr int kMaxEnumerateCells = 30;
    static constexpr qint64 kMaxRandomSize = 2'000'000;
    static constexpr qint64 kMaxRandomCells = 64'000'000;

    // An explicit list (the editor's mazes, a .maze file). Throws MazeSetError (a message for
    // the user) on mixed sizes or an unsolvable maze.
    static std::shared_ptr<const SimasoSet> fromMazes(const std::vector<Maze>& mazes,
                                                      const QString& description);
    // Every solvable rows×cols maze in increasing mask order (MazeSet::allSolvable).
    // Throws MazeSetError when too big; returns nullptr when `control` stopped it.
    static std::shared_ptr<const SimasoSet> allSolvable(int rows, int cols, Control& control);
    // `count` random solvable rows×cols mazes, each cell blocked with probability `density`
    // (start and goal free), drawn with `seed` (MazeSet::random; same seed = same set).
    // Throws std::invalid_argument / MazeSetError; returns nullptr when stopped.
    static std::shared_ptr<const SimasoSet> random(qint64 count, int rows, int cols,
                                                   double density, std::uint64_t seed,
                                                   Control& control);

    const MazeSet& mazes() const { return *m_set; }
    const std::shared_ptr<const MazeSet>& sharedMazes() const { return m_set; }
    qint64 size() const { return qint64(m_set->size()); }
    bool isEmpty() const { return size() == 0; }
    Maze maze(qint64 index) const { return m_set->maze(std::size_t(index)); }
    int rows() const { return m_set->rows(); }
    int cols() const { return m_set->cols(); }
    // For the user, in the current language (made on demand, so a language switch shows it
    // translated); a list keeps the description it was given.
    QString description() const;
    // How it was made, for the project file: "all", "random" or "list".
    const QString& kind() const { return m_kind; }

    // Parameters of random sets (0 otherwise).
    qint64 randomCount = 0;
    double randomDensity = 0.0;
    std::uint64_t randomSeed = 0;

private:
    SimasoSet() = default;

    std::shared_ptr<const MazeSet> m_set;
    QString m_description;
    QString m_kind;
};

} // namespace mazelab
