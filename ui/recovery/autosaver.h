#pragma once
// AutoSaver: keeps a copy of a modified MazeDocument in the recovery folder
// (ui/recovery/recoverystore.h), so that a crash or a kill loses at most the edits since the
// last autosave.
//
// Contract:
//  - every interval (default 30 s; 0 = off) the document is written when it is modified and
//    changed since the last autosave; saveNow() writes at once (used on SIGTERM/SIGINT);
//  - when the document becomes unmodified (saved, reverted by undo, or replaced by another
//    file) the recovery file is deleted; discard() deletes it too (a clean exit);
//  - the destructor keeps the file: an exit that was not clean must stay recoverable;
//  - writes go through QSaveFile, so the recovery file is always whole (old or new copy).
// The document must outlive the AutoSaver: delete the AutoSaver first (destroying a document
// clears its undo stack, which reads as "unmodified" and would delete the recovery file).

#include "ui/recovery/recoverystore.h"

#include <QLockFile>
#include <QObject>
#include <QTimer>
#include <memory>

namespace mazelab {

class MazeDocument;

class AutoSaver : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultIntervalSeconds = 30;

    // `dir` empty: recoveryDirectory().
    explicit AutoSaver(MazeDocument* doc, const QString& dir = {}, QObject* parent = nullptr);
    ~AutoSaver() override;

    void setIntervalMs(int ms); // 0 = off
    int intervalMs() const { return m_intervalMs; }

    // Writes the document now if it is modified and changed since the last autosave. Returns
    // true when the recovery file holds the current edits afterwards (or nothing is needed).
    bool saveNow();
    // Deletes this document's recovery file (the edits were saved or discarded on purpose).
    void discard();
    // Path of this document's recovery file (it exists only after an autosave).
    QString recoveryPath() const { return m_path; }

    // Loads an orphaned entry into the document as a modified document that belongs to the
    // original file, writes it to this saver's own recovery file, then deletes the entry.
    // Returns false (and leaves the entry) when it cannot be read; `error` says why.
    bool restore(const RecoveryEntry& entry, QString* error = nullptr);

signals:
    void autosaved(const QString& path);
    // An autosave failed (e.g. the disk is full); `message` is translated.
    void autosaveFailed(const QString& message);

private:
    MazeDocument* m_doc;
    QString m_dir;
    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
    QTimer m_timer;
    int m_intervalMs = kDefaultIntervalSeconds * 1000;
    bool m_dirty = false;
};

} // namespace mazelab
