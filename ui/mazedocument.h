#pragma once
// MazeDocument: the workspace being edited (a list of named mazes with a current maze, move
// sequences, per-view settings), its undo stack and its file.
//
// Every user edit is a QUndoCommand (ui/commands/) pushed onto undoStack(); commands change the
// data through the "apply" functions below, which emit the change signals views repaint from.
// Views observe the document; they never change mazes directly.

#include "ui/workspace.h"

#include <QObject>
#include <QRect>
#include <QStringList>
#include <QUndoStack>

#include <utility>

namespace mazelab {

// One cell's value before and after an edit (index = row * cols + col).
struct CellChange {
    std::size_t index;
    bool before;
    bool after;
};

class JobRunner;

class MazeDocument : public QObject {
    Q_OBJECT
public:
    explicit MazeDocument(QObject* parent = nullptr);
    ~MazeDocument() override;

    // --- reading --------------------------------------------------------------------------
    const Workspace& workspace() const { return m_ws; }
    int mazeCount() const { return int(m_ws.mazes.size()); }
    int currentIndex() const { return m_ws.current; }
    // Preconditions: 0 <= index < mazeCount().
    const Maze& maze(int index) const { return m_ws.mazes[std::size_t(index)].maze; }
    const QString& mazeName(int index) const { return m_ws.mazes[std::size_t(index)].name; }
    const Maze& currentMaze() const { return maze(m_ws.current); }
    const std::vector<MoveSequence>& sequences() const { return m_ws.sequences; }
    // Settings a view or mode keeps in the project ("views"."<key>"); empty if none.
    QJsonObject viewSettings(const QString& key) const;

    QUndoStack* undoStack() { return &m_undo; }
    // The document's background job runner: at most one job per document at a time. Views
    // start their long computations here; the window's status bar shows its progress.
    JobRunner* jobs() const { return m_jobs; }
    QString filePath() const { return m_filePath; }
    // "Untitled" / demo documents have no path; displayName() is what the title bar shows.
    QString displayName() const;
    bool isModified() const { return !m_undo.isClean() || m_extraModified; }

    // --- whole-document operations (not undoable; they clear the undo stack) ---------------
    // Precondition: !ws.mazes.empty(). The current index is clamped.
    void reset(Workspace ws, const QString& filePath = {}, const QString& displayName = {});
    // After a successful save: the document is clean and belongs to `path`.
    void markSaved(const QString& path);
    // The document differs from its file without an undoable edit (e.g. restored from the
    // recovery folder): it is modified until the next save or reset.
    void markModified();
    // Views restore their settings from the document on documentReset(); what they cannot
    // restore (a project's damaged "views" entry) they report here, in the interface language
    // ("Simultaneous: …"), and whoever reset the document (FileController) shows it to the user.
    // reset() starts a fresh list; takeRestoreProblems() empties it.
    void reportRestoreProblem(const QString& problem) { m_restoreProblems.append(problem); }
    QStringList takeRestoreProblems() { return std::exchange(m_restoreProblems, {}); }

    // --- selection (not an edit) ------------------------------------------------------------
    void setCurrentIndex(int index);
    // Stores view settings; marks the document modified but is not undoable.
    void setViewSettings(const QString& key, const QJsonObject& settings);

    // --- convenience: push the undo command for a user edit ----------------------------------
    // Each pushes one command; texts are translated.
    void replaceCurrentMaze(const Maze& maze, const QString& undoText);
    void addMaze(int index, const NamedMaze& maze);      // index == mazeCount() appends
    void removeMaze(int index);                           // no-op if it is the last maze
    void renameMaze(int index, const QString& name);
    void moveMaze(int from, int to);
    void setSequences(const std::vector<MoveSequence>& sequences);
    // A new name "Maze N" not yet used in the workspace.
    QString unusedMazeName() const;

    // --- apply functions: only commands call these; each emits the matching signal ----------
    // Sets each cell to its `after` (forward) or `before` value; `region` bounds the cells
    // (x = column, y = row) and is passed on to cellsChanged for repaints. Weave crossings
    // (Maze::crossings) that the cells invalidate are removed and appended to `dropped`
    // (forward); going back, the crossings in `dropped` are put back once the cells are.
    void applyCells(int index, const std::vector<CellChange>& changes, bool forward, QRect region,
                    std::vector<Crossing>* dropped = nullptr);
    void applyMaze(int index, const Maze& maze);
    void applyInsert(int index, const NamedMaze& maze);
    NamedMaze applyRemove(int index);
    void applyRename(int index, const QString& name);
    void applyMove(int from, int to);
    void applySequences(const std::vector<MoveSequence>& sequences);

    // A fresh id for a paint stroke: PaintCells commands merge only within one stroke.
    int newStrokeId() { return ++m_strokeCounter; }

signals:
    // Cells of maze `index` inside `region` (x = column, y = row) changed value.
    void cellsChanged(int index, QRect region);
    // Maze `index` was replaced (size, start, goal or all cells may differ).
    void mazeChanged(int index);
    // Mazes were added, removed, renamed or reordered (or the document was reset).
    void mazeListChanged();
    // Emitted just before mazeListChanged for an insert, a removal or a move (also by undo and
    // redo), so that settings kept per maze index can follow their maze.
    void mazeInserted(int index);
    void mazeRemoved(int index, const mazelab::NamedMaze& removed);
    void mazeMoved(int from, int to);
    void currentIndexChanged(int index);
    void sequencesChanged();
    void modifiedChanged(bool modified);
    void filePathChanged(const QString& path);
    // After reset(): views should drop caches and re-fit.
    void documentReset();

private:
    void emitModified();
    void listChanged(int current);

    Workspace m_ws;
    QUndoStack m_undo;
    JobRunner* m_jobs;
    QString m_filePath;
    QString m_displayName;
    QStringList m_restoreProblems;
    bool m_extraModified = false;
    bool m_lastModified = false;
    int m_strokeCounter = 0;
};

} // namespace mazelab
