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

WeightsFollowMazes::WeightsFollowMazes(MazeDocument* doc) : QObject(doc), m_doc(doc)
{
    connect(doc, &MazeDocument::mazeInserted, this, [this](int index) {
        remap([index](int i) { return i >= index ? i + 1 : i; });
        const NamedMaze& inserted = m_doc->workspace().mazes[std::size_t(index)];
        for (auto it = m_removed.rbegin(); it != m_removed.rend(); ++it) {
            if (it->first == inserted) { // undo of a removal: its weights come back
                QJsonObject o = m_doc->viewSettings(kKey);
                QJsonObject all = o.value(kWeights).toObject();
                all.insert(QString::number(index), it->second);
                o.insert(kWeights, all);
                m_doc->setViewSettings(kKey, o);
                m_removed.erase(std::next(it).base());
                break;
            }
        }
    });
    connect(doc, &MazeDocument::mazeRemoved, this, [this](int index, const NamedMaze& removed) {
        const QString text =
            m_doc->viewSettings(kKey).value(kWeights).toObject().value(QString::number(index))
                .toString();
        remap([index](int i) { return i == index ? -1 : i > index ? i - 1 : i; });
        if (!text.isEmpty())
            m_removed.emplace_back(removed, text);
    });
    connect(doc, &MazeDocument::documentReset, this, [this] { m_removed.clear(); });
    connect(doc, &MazeDocument::mazeMoved, this, [this](int from, int to) {
        remap([from, to](int i) {
            if (i == from)
                return to;
            if (from < to && i > from && i <= to)
                return i - 1;
            if (to < from && i >= to && i < from)
                return i + 1;
            return i;
        });
    });
}

void WeightsFollowMazes::remap(const std::function<int(int)>& map)
{
    QJsonObject o = m_doc->viewSettings(kKey);
    const QJsonObject all = o.value(kWeights).toObject();
    if (all.isEmpty())
        return;
    QJsonObject moved;
    for (auto it = all.begin(); it != all.end(); ++it) {
        bool ok = false;
        const int i = it.key().toInt(&ok);
        const int to = ok ? map(i) : -1;
        if (to >= 0)
            moved.insert(QString::number(to), it.value());
    }
    o.insert(kWeights, moved);
    m_doc->setViewSettings(kKey, o);
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
