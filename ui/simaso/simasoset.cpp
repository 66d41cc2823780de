#include "ui/simaso/simasoset.h"

#include <QCoreApplication>
#include <algorithm>
#include <optional>
#include <random>
#include <stdexcept>

namespace mazelab {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(mazelab::SimasoSet)
};

Maze maskToMaze(std::uint64_t blocked, int rows, int cols)
{
    Maze m(rows, cols);
    for (int i = 0; i < rows * cols; ++i)
        if (blocked >> i & 1u)
            m.setBlocked(m.cellAt(std::size_t(i)), true);
    return m;
}

// A maze fits in a mask when it is small and keeps the default start and goal.
std::optional<std::uint64_t> mazeToMask(const Maze& m)
{
    if (m.cellCount() > 64 || !m.hasDefaultStartGoal())
        return std::nullopt;
    std::uint64_t mask = 0;
    for (std::size_t i = 0; i < m.cellCount(); ++i)
        if (m.cells()[i])
            mask |= std::uint64_t(1) << i;
    return mask;
}
} // namespace

bool maskSolvable(std::uint64_t blocked, int rows, int cols)
{
    const int n = rows * cols;
    const std::uint64_t all = n == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << n) - 1;
    const std::uint64_t free = ~blocked & all;
    const std::uint64_t goal = std::uint64_t(1) << (n - 1);
    if (!(free & 1u) || !(free & goal))
        return false;
    // Column masks keep horizontal shifts inside their row.
    std::uint64_t notFirstCol = 0, notLastCol = 0;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const std::uint64_t bit = std::uint64_t(1) << (r * cols + c);
            if (c > 0)
                notFirstCol |= bit;
            if (c < cols - 1)
                notLastCol |= bit;
        }
    std::uint64_t reach = 1, prev = 0;
    while (reach != prev) {
        prev = reach;
        std::uint64_t grow = reach | (reach << cols) | (reach >> cols)
                             | ((reach & notLastCol) << 1) | ((reach & notFirstCol) >> 1);
        reach = grow & free;
        if (reach & goal)
            return true;
    }
    return false;
}

std::shared_ptr<const SimasoSet> SimasoSet::fromMazes(std::vector<Maze> mazes,
                                                      const QString& description)
{
    auto set = std::shared_ptr<SimasoSet>(new SimasoSet);
    set->m_description = description;
    set->m_kind = QStringLiteral("list");
    if (!mazes.empty()) {
        set->m_rows = mazes.front().rows();
        set->m_cols = mazes.front().cols();
    }
    bool compact = true;
    for (const Maze& m : mazes) {
        if (m.rows() != set->m_rows || m.cols() != set->m_cols)
            set->m_rows = set->m_cols = 0;
        compact = compact && mazeToMask(m).has_value();
    }
    set->m_compact = compact && set->m_rows > 0;
    if (set->m_compact) {
        set->m_masks.reserve(mazes.size());
        for (const Maze& m : mazes)
            set->m_masks.push_back(*mazeToMask(m));
    } else {
        set->m_mazes = std::move(mazes);
    }
    return set;
}

std::shared_ptr<const SimasoSet> SimasoSet::allSolvable(int rows, int cols, Control& control)
{
    if (rows < 1 || cols < 1 || rows * cols > kMaxEnumerateCells)
        throw std::invalid_argument(
            Tr::tr("Enumerating all %1×%2 mazes is limited to %3 cells.")
                .arg(rows).arg(cols).arg(kMaxEnumerateCells).toStdString());
    auto set = std::shared_ptr<SimasoSet>(new SimasoSet);
    set->m_compact = true;
    set->m_rows = rows;
    set->m_cols = cols;
    set->m_kind = QStringLiteral("all");
    set->m_description = Tr::tr("all solvable %1×%2 mazes").arg(rows).arg(cols);
    const std::uint64_t total = std::uint64_t(1) << (rows * cols);
    control.setPollInterval(1u << 16);
    for (std::uint64_t mask = 0; mask < total; ++mask) {
        if (control.poll())
            return nullptr;
        if ((mask & 0xfffff) == 0)
            control.progress(double(mask) / double(total),
                             Tr::tr("%1 mazes found").arg(set->m_masks.size()).toStdString());
        if (maskSolvable(mask, rows, cols))
            set->m_masks.push_back(mask);
    }
    return set;
}

std::shared_ptr<const SimasoSet> SimasoSet::random(qint64 count, int rows, int cols,
                                                   double density, std::uint64_t seed,
                                                   Control& control)
{
    if (count < 1 || count > kMaxRandomSize)
        throw std::invalid_argument(
            Tr::tr("The number of mazes must be between 1 and %1.").arg(kMaxRandomSize).toStdString());
    if (rows < 1 || cols < 1 || rows > 64 || cols > 64)
        throw std::invalid_argument(Tr::tr("Rows and columns must be between 1 and 64.").toStdString());
    if (double(count) * rows * cols > kMaxRandomCells)
        throw std::invalid_argument(
            Tr::tr("%1 random %2×%3 mazes are too many (at most %4 cells in all).")
                .arg(count).arg(rows).arg(cols).arg(kMaxRandomCells).toStdString());
    std::vector<Maze> mazes;
    mazes.reserve(std::size_t(count));
    std::mt19937_64 rng(seed);
    std::bernoulli_distribution blocked(std::clamp(density, 0.0, 1.0));
    qint64 attempts = 0;
    while (qint64(mazes.size()) < count) {
        if (control.poll())
            return nullptr;
        if (++attempts > 1000 * count + 100000 && mazes.empty())
            throw std::invalid_argument(
                Tr::tr("Wall density %1 gives (almost) no solvable %2×%3 mazes.")
                    .arg(density).arg(rows).arg(cols).toStdString());
        Maze m(rows, cols);
        for (std::size_t i = 0; i < m.cellCount(); ++i)
            if (blocked(rng))
                m.setBlocked(m.cellAt(i), true);
        m.setBlocked(m.start(), false);
        m.setBlocked(m.goal(), false);
        if (m.isSolvable())
            mazes.push_back(std::move(m));
        if ((attempts & 0xfff) == 0)
            control.progress(double(mazes.size()) / double(count),
                             Tr::tr("%1 of %2 mazes").arg(mazes.size()).arg(count).toStdString());
    }
    auto list = fromMazes(std::move(mazes), {});
    auto set = std::const_pointer_cast<SimasoSet>(list);
    set->m_kind = QStringLiteral("random");
    set->m_description = Tr::tr("%1 random %2×%3 mazes (density %4, seed %5)")
                             .arg(count).arg(rows).arg(cols).arg(density).arg(seed);
    set->randomCount = count;
    set->randomDensity = density;
    set->randomSeed = seed;
    return set;
}

Maze SimasoSet::maze(qint64 index) const
{
    if (m_compact)
        return maskToMaze(m_masks[std::size_t(index)], m_rows, m_cols);
    return m_mazes[std::size_t(index)];
}

std::vector<Cell> SimasoSet::trail(qint64 index, const std::vector<Move>& moves,
                                   std::size_t steps) const
{
    const Maze m = maze(index);
    std::vector<Cell> out;
    out.reserve(steps + 1);
    Cell p = m.start();
    out.push_back(p);
    for (std::size_t i = 0; i < steps && i < moves.size() && !(p == m.goal()); ++i) {
        p = m.step(p, moves[i]);
        out.push_back(p);
    }
    return out;
}

} // namespace mazelab
