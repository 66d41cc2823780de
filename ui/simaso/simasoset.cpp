#include "ui/simaso/simasoset.h"

#include <QCoreApplication>
#include <stdexcept>

namespace mazelab {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(mazelab::SimasoSet)
};
} // namespace

std::shared_ptr<const SimasoSet> SimasoSet::fromMazes(const std::vector<Maze>& mazes,
                                                      const QString& description)
{
    auto set = std::shared_ptr<SimasoSet>(new SimasoSet);
    set->m_set = std::make_shared<const MazeSet>(MazeSet::fromMazes(mazes));
    set->m_description = description;
    set->m_kind = QStringLiteral("list");
    return set;
}

QString SimasoSet::description() const
{
    if (m_kind == QLatin1String("all"))
        return Tr::tr("all solvable %1×%2 mazes").arg(rows()).arg(cols());
    if (m_kind == QLatin1String("random"))
        return Tr::tr("%n random %2×%3 mazes (density %4, seed %5)", nullptr, int(randomCount))
            .arg(rows())
            .arg(cols())
            .arg(randomDensity)
            .arg(randomSeed);
    return m_description;
}

std::shared_ptr<const SimasoSet> SimasoSet::allSolvable(int rows, int cols, Control& control)
{
    if (rows < 1 || cols < 1 || rows * cols > kMaxEnumerateCells)
        throw MazeSetError(Tr::tr("Listing all solvable %1×%2 mazes is limited to %n cells "
                                  "(e.g. 5×6).",
                                  nullptr, kMaxEnumerateCells)
                               .arg(rows)
                               .arg(cols)
                               .toStdString());
    auto set = std::shared_ptr<SimasoSet>(new SimasoSet);
    try {
        set->m_set = std::make_shared<const MazeSet>(MazeSet::allSolvable(rows, cols, control));
    } catch (const MazeSetError&) {
        if (control.checkNow())
            return nullptr;
        throw;
    }
    set->m_kind = QStringLiteral("all");
    return set;
}

std::shared_ptr<const SimasoSet> SimasoSet::random(qint64 count, int rows, int cols,
                                                   double density, std::uint64_t seed,
                                                   Control& control)
{
    if (count < 1 || count > kMaxRandomSize)
        throw std::invalid_argument(Tr::tr("The number of mazes must be between 1 and %1.")
                                        .arg(kMaxRandomSize).toStdString());
    if (rows < 1 || cols < 1 || rows > 255 || cols > 255)
        throw std::invalid_argument(
            Tr::tr("Rows and columns must be between 1 and 255.").toStdString());
    if (double(count) * rows * cols > double(kMaxRandomCells))
        throw std::invalid_argument(
            Tr::tr("%1 random %2×%3 mazes are too many (at most %4 cells in all).")
                .arg(count).arg(rows).arg(cols).arg(kMaxRandomCells).toStdString());
    auto set = std::shared_ptr<SimasoSet>(new SimasoSet);
    set->m_set = std::make_shared<const MazeSet>(
        MazeSet::random(rows, cols, std::size_t(count), density, seed, control));
    if (control.checkNow())
        return nullptr;
    set->m_kind = QStringLiteral("random");
    set->randomCount = count;
    set->randomDensity = density;
    set->randomSeed = seed;
    return set;
}

} // namespace mazelab
