#include "ui/recovery/autosaver.h"

#include "ui/mazedocument.h"
#include "ui/project.h"
#include "ui/workspacefile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>

namespace mazelab {

AutoSaver::AutoSaver(MazeDocument* doc, const QString& dir, QObject* parent)
    : QObject(parent), m_doc(doc), m_dir(dir.isEmpty() ? recoveryDirectory() : dir)
{
    // One name per process and document: time first, so that listings sort by age.
    static int counter = 0;
    m_path = QDir(m_dir).filePath(
        QStringLiteral("%1-%2-%3.mazelab")
            .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss")))
            .arg(QCoreApplication::applicationPid())
            .arg(++counter));
    const auto changed = [this] { m_dirty = true; };
    connect(doc->undoStack(), &QUndoStack::indexChanged, this, changed);
    connect(doc, &MazeDocument::documentReset, this, changed);
    connect(doc, &MazeDocument::modifiedChanged, this, [this](bool modified) {
        m_dirty = true;
        if (!modified)
            discard();
    });
    connect(&m_timer, &QTimer::timeout, this, [this] { saveNow(); });
    setIntervalMs(m_intervalMs);
}

AutoSaver::~AutoSaver() = default; // keeps the file; the lock goes with the process

void AutoSaver::setIntervalMs(int ms)
{
    m_intervalMs = std::max(0, ms);
    if (m_intervalMs > 0)
        m_timer.start(m_intervalMs);
    else
        m_timer.stop();
}

bool AutoSaver::saveNow()
{
    if (!m_doc->isModified())
        return true;
    if (!m_dirty && QFile::exists(m_path))
        return true;
    QString error;
    if (!m_lock) {
        QDir().mkpath(m_dir);
        QString base = m_path;
        base.chop(int(QStringLiteral(".mazelab").size()));
        m_lock = std::make_unique<QLockFile>(base + QStringLiteral(".lock"));
        m_lock->setStaleLockTime(0); // only a dead owner makes it stale, never its age
        if (!m_lock->tryLock(0)) {
            m_lock.reset();
            emit autosaveFailed(tr("Cannot lock the recovery file %1.").arg(m_path));
            return false;
        }
    }
    if (!writeRecoveryFiles(m_path, projectToJson(m_doc->workspace()), m_doc->filePath(),
                            m_doc->displayName(), &error)) {
        emit autosaveFailed(error);
        return false;
    }
    m_dirty = false;
    emit autosaved(m_path);
    return true;
}

void AutoSaver::discard()
{
    if (!m_lock)
        return; // nothing was written
    QString base = m_path;
    base.chop(int(QStringLiteral(".mazelab").size()));
    QFile::remove(m_path);
    QFile::remove(base + QStringLiteral(".json"));
    m_lock.reset(); // unlocks: removes the lock file
}

bool AutoSaver::restore(const RecoveryEntry& entry, QString* error)
{
    Workspace ws;
    try {
        ws = readWorkspaceFile(entry.dataPath);
    } catch (const WorkspaceFileError& e) {
        if (error)
            *error = e.message();
        return false;
    }
    m_doc->reset(std::move(ws), entry.originalPath,
                 entry.originalPath.isEmpty() ? entry.displayName : QString());
    m_doc->markModified();
    // Our own copy first, then the orphan goes: there is never a moment without one.
    if (!saveNow())
        return true; // the entry stays; it is offered again next time
    removeRecoveryEntry(entry.dataPath);
    return true;
}

} // namespace mazelab
