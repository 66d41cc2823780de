#include "ui/mazedocument.h"

#include "ui/jobs/jobrunner.h"

#include "ui/commands/addmaze.h"
#include "ui/commands/movemaze.h"
#include "ui/commands/removemaze.h"
#include "ui/commands/renamemaze.h"
#include "ui/commands/replacemaze.h"
#include "ui/commands/setsequences.h"

#include <QFileInfo>
#include <QSignalBlocker>
#include <algorithm>

namespace mazelab {

MazeDocument::MazeDocument(QObject* parent) : QObject(parent), m_jobs(new JobRunner(this))
{
    m_ws.mazes.push_back({tr("Maze 1"), Maze(16, 16)});
    connect(&m_undo, &QUndoStack::cleanChanged, this, [this] { emitModified(); });
}

MazeDocument::~MazeDocument()
{
    // Commands refer to the document: drop them first, silently: clear() emits indexChanged,
    // and the views listening to it may already be half destroyed (UBSan caught MainActions
    // calling into a MainWindow that was down to its QWidget base; scripts/sanitize.sh).
    const QSignalBlocker quiet(&m_undo);
    m_undo.clear();
}

QJsonObject MazeDocument::viewSettings(const QString& key) const
{
    return m_ws.views.value(key).toObject();
}

QString MazeDocument::displayName() const
{
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).fileName();
    return m_displayName.isEmpty() ? tr("Untitled") : m_displayName;
}

void MazeDocument::reset(Workspace ws, const QString& filePath, const QString& displayName)
{
    Q_ASSERT(!ws.mazes.empty());
    ws.current = std::clamp(ws.current, 0, int(ws.mazes.size()) - 1);
    m_undo.clear();
    m_ws = std::move(ws);
    m_displayName = displayName;
    m_extraModified = false;
    m_filePath = filePath;
    m_restoreProblems.clear();
    emit documentReset();
    emit mazeListChanged();
    emit currentIndexChanged(m_ws.current);
    emit sequencesChanged();
    emit filePathChanged(m_filePath);
    emitModified();
}

void MazeDocument::markSaved(const QString& path)
{
    m_extraModified = false;
    m_undo.setClean();
    if (path != m_filePath) {
        m_filePath = path;
        emit filePathChanged(m_filePath);
    }
    emitModified();
}

void MazeDocument::markModified()
{
    m_extraModified = true;
    emitModified();
}

void MazeDocument::setCurrentIndex(int index)
{
    index = std::clamp(index, 0, mazeCount() - 1);
    if (index == m_ws.current)
        return;
    m_ws.current = index;
    emit currentIndexChanged(index);
}

void MazeDocument::setViewSettings(const QString& key, const QJsonObject& settings)
{
    if (m_ws.views.value(key).toObject() == settings)
        return;
    m_ws.views.insert(key, settings);
    m_extraModified = true;
    emitModified();
}

void MazeDocument::emitModified()
{
    const bool modified = isModified();
    if (modified != m_lastModified) {
        m_lastModified = modified;
        emit modifiedChanged(modified);
    }
}

// --- user edits -------------------------------------------------------------------------------

void MazeDocument::replaceCurrentMaze(const Maze& maze, const QString& undoText)
{
    if (maze == currentMaze())
        return;
    m_undo.push(new ReplaceMaze(this, m_ws.current, maze, undoText));
}

void MazeDocument::addMaze(int index, const NamedMaze& maze)
{
    m_undo.push(new AddMaze(this, std::clamp(index, 0, mazeCount()), maze));
}

void MazeDocument::removeMaze(int index)
{
    if (mazeCount() <= 1 || index < 0 || index >= mazeCount())
        return;
    m_undo.push(new RemoveMaze(this, index));
}

void MazeDocument::renameMaze(int index, const QString& name)
{
    if (index < 0 || index >= mazeCount() || name.isEmpty() || name == mazeName(index))
        return;
    m_undo.push(new RenameMaze(this, index, name));
}

void MazeDocument::moveMaze(int from, int to)
{
    if (from == to || from < 0 || to < 0 || from >= mazeCount() || to >= mazeCount())
        return;
    m_undo.push(new MoveMaze(this, from, to));
}

void MazeDocument::setSequences(const std::vector<MoveSequence>& sequences)
{
    if (sequences == m_ws.sequences)
        return;
    m_undo.push(new SetSequences(this, sequences));
}

QString MazeDocument::unusedMazeName() const
{
    for (int n = mazeCount() + 1;; ++n) {
        const QString name = tr("Maze %1").arg(n);
        if (std::none_of(m_ws.mazes.begin(), m_ws.mazes.end(),
                         [&](const NamedMaze& m) { return m.name == name; }))
            return name;
    }
}

// --- apply functions (called by commands) ------------------------------------------------------

void MazeDocument::applyCells(int index, const std::vector<CellChange>& changes, bool forward,
                              QRect region, std::vector<Crossing>* dropped)
{
    Maze& maze = m_ws.mazes[std::size_t(index)].maze;
    for (const CellChange& c : changes)
        maze.setBlocked(maze.cellAt(c.index), forward ? c.after : c.before);
    if (forward && !maze.crossings().empty()) {
        std::vector<Crossing> kept;
        for (const Crossing& x : maze.crossings())
            if (maze.isValidCrossing(x))
                kept.push_back(x);
            else if (dropped)
                dropped->push_back(x);
        if (kept.size() != maze.crossings().size()) {
            maze.setCrossings(std::move(kept));
            region = QRect(0, 0, maze.cols(), maze.rows()); // a bridge spans its neighbours
        }
    } else if (!forward && dropped && !dropped->empty()) {
        std::vector<Crossing> all = maze.crossings();
        for (const Crossing& x : *dropped)
            if (maze.isValidCrossing(x))
                all.push_back(x);
        dropped->clear();
        maze.setCrossings(std::move(all));
        region = QRect(0, 0, maze.cols(), maze.rows());
    }
    setCurrentIndex(index);
    emit cellsChanged(index, region);
}

void MazeDocument::applyMaze(int index, const Maze& maze)
{
    m_ws.mazes[std::size_t(index)].maze = maze;
    setCurrentIndex(index);
    emit mazeChanged(index);
}

void MazeDocument::applyInsert(int index, const NamedMaze& maze)
{
    m_ws.mazes.insert(m_ws.mazes.begin() + index, maze);
    emit mazeInserted(index);
    listChanged(index);
}

NamedMaze MazeDocument::applyRemove(int index)
{
    NamedMaze removed = std::move(m_ws.mazes[std::size_t(index)]);
    m_ws.mazes.erase(m_ws.mazes.begin() + index);
    emit mazeRemoved(index, removed);
    listChanged(std::min(index, mazeCount() - 1));
    return removed;
}

void MazeDocument::applyRename(int index, const QString& name)
{
    m_ws.mazes[std::size_t(index)].name = name;
    emit mazeListChanged();
}

void MazeDocument::applyMove(int from, int to)
{
    NamedMaze m = std::move(m_ws.mazes[std::size_t(from)]);
    m_ws.mazes.erase(m_ws.mazes.begin() + from);
    m_ws.mazes.insert(m_ws.mazes.begin() + to, std::move(m));
    emit mazeMoved(from, to);
    listChanged(to);
}

void MazeDocument::listChanged(int current)
{
    m_ws.current = current;
    emit mazeListChanged();
    emit currentIndexChanged(current); // the maze at an unchanged index may be another one
}

void MazeDocument::applySequences(const std::vector<MoveSequence>& sequences)
{
    m_ws.sequences = sequences;
    emit sequencesChanged();
}

} // namespace mazelab
