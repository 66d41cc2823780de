#include "ui/solve/paintweights.h"

#include "core/mazeformat.h"
#include "core/solve/solvers.h"
#include "ui/solve/racerun.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <algorithm>

namespace mazelab {

namespace {
const QString kKey = QStringLiteral("solve");
const QString kWeights = QStringLiteral("weights");
} // namespace

std::vector<std::uint32_t> storedWeights(const MazeDocument& doc, int index)
{
    if (index < 0 || index >= doc.mazeCount())
        return {};
    const QJsonObject all = doc.viewSettings(kKey).value(kWeights).toObject();
    const QString text = all.value(QString::number(index)).toString();
    if (text.isEmpty())
        return {};
    const Maze& maze = doc.maze(index);
    try {
        return solve::parseWeights(text.toStdString(), maze.rows(), maze.cols());
    } catch (const std::exception&) {
        return {}; // written for another maze, or edited by hand: no weights
    }
}

void storeWeights(MazeDocument& doc, int index, const std::vector<std::uint32_t>& weights)
{
    QJsonObject o = doc.viewSettings(kKey);
    QJsonObject all = o.value(kWeights).toObject();
    const bool trivial =
        std::all_of(weights.begin(), weights.end(), [](std::uint32_t w) { return w <= 1; });
    const Maze& maze = doc.maze(index);
    if (trivial || weights.size() != maze.cellCount())
        all.remove(QString::number(index));
    else
        all.insert(QString::number(index),
                   QString::fromStdString(weightsText(weights, maze.rows(), maze.cols())));
    if (all.isEmpty())
        o.remove(kWeights);
    else
        o.insert(kWeights, all);
    doc.setViewSettings(kKey, o);
}

PaintWeights::PaintWeights(MazeDocument* doc, int mazeIndex, std::vector<std::uint32_t> before,
                           std::vector<std::uint32_t> after, std::function<void()> changed)
    : m_doc(doc), m_index(mazeIndex), m_before(std::move(before)), m_after(std::move(after)),
      m_changed(std::move(changed))
{
    setText(QCoreApplication::translate("mazelab::PaintWeights", "Paint weights"));
}

void PaintWeights::redo()
{
    storeWeights(*m_doc, m_index, m_after);
    if (m_changed)
        m_changed();
}

void PaintWeights::undo()
{
    storeWeights(*m_doc, m_index, m_before);
    if (m_changed)
        m_changed();
}

} // namespace mazelab
