#pragma once
// The recovery folder: where AutoSaver keeps a copy of each modified document so that a crash,
// a kill or a power cut loses at most the edits since the last autosave.
//
// Layout: for each document `<id>.mazelab` (the workspace in the project format, written with
// QSaveFile, so it is always a whole file), `<id>.json` (what it was: the original path and
// display name) and `<id>.lock` (a QLockFile held while the writing process lives). A recovery
// file whose lock is free or stale (its process died) is an orphan: the next start offers it.
//
// The folder is QStandardPaths::AppLocalDataLocation + "/recovery"; the environment variable
// MAZELAB_RECOVERY_DIR replaces it (tests, and users who want it elsewhere).

#include <QDateTime>
#include <QList>
#include <QString>

namespace mazelab {

struct RecoveryEntry {
    QString dataPath;     // <dir>/<id>.mazelab
    QString originalPath; // the document's file; empty for an untitled document
    QString displayName;  // what the title bar showed
    QDateTime time;       // when it was written (local time)
};

// The folder (not created).
QString recoveryDirectory();

// Recovery files in `dir` that no living process holds, newest first. Unreadable metadata is
// tolerated (the entry then has only dataPath and time).
QList<RecoveryEntry> orphanedRecoveryEntries(const QString& dir = recoveryDirectory());

// Deletes the entry's files (data, metadata, lock). Returns false if the data file stays.
bool removeRecoveryEntry(const QString& dataPath);

// Writes metadata then data for a document (both atomically); false with `error` on failure.
bool writeRecoveryFiles(const QString& dataPath, const QByteArray& projectJson,
                        const QString& originalPath, const QString& displayName,
                        QString* error);

} // namespace mazelab
