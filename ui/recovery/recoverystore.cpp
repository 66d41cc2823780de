#include "ui/recovery/recoverystore.h"

#include "ui/workspacefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>
#include <algorithm>

namespace mazelab {

namespace {

QString sidePath(const QString& dataPath, const char* suffix)
{
    QString base = dataPath;
    base.chop(int(QStringLiteral(".mazelab").size()));
    return base + QLatin1String(suffix);
}

} // namespace

QString recoveryDirectory()
{
    const QString overridden = qEnvironmentVariable("MAZELAB_RECOVERY_DIR");
    if (!overridden.isEmpty())
        return overridden;
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)
        + QStringLiteral("/recovery");
}

QList<RecoveryEntry> orphanedRecoveryEntries(const QString& dir)
{
    QList<RecoveryEntry> entries;
    const QFileInfoList files = QDir(dir).entryInfoList({QStringLiteral("*.mazelab")},
                                                        QDir::Files, QDir::Time);
    for (const QFileInfo& info : files) {
        const QString dataPath = info.absoluteFilePath();
        // Free or stale (the writer died): an orphan. Held by a living process: skip it.
        QLockFile lock(sidePath(dataPath, ".lock"));
        if (!lock.tryLock(0))
            continue;
        lock.unlock();
        RecoveryEntry e{dataPath, {}, {}, info.lastModified()};
        QFile meta(sidePath(dataPath, ".json"));
        if (meta.open(QIODevice::ReadOnly)) {
            const QJsonObject o = QJsonDocument::fromJson(meta.readAll()).object();
            e.originalPath = o.value(QStringLiteral("original")).toString();
            e.displayName = o.value(QStringLiteral("displayName")).toString();
        }
        if (e.displayName.isEmpty())
            e.displayName = e.originalPath.isEmpty() ? info.fileName()
                                                     : QFileInfo(e.originalPath).fileName();
        entries.append(e);
    }
    return entries;
}

bool removeRecoveryEntry(const QString& dataPath)
{
    QFile::remove(sidePath(dataPath, ".json"));
    const bool removed = QFile::remove(dataPath) || !QFile::exists(dataPath);
    // The lock goes last: while it is there, no other process takes the entry for an orphan.
    QFile::remove(sidePath(dataPath, ".lock"));
    return removed;
}

bool writeRecoveryFiles(const QString& dataPath, const QByteArray& projectJson,
                        const QString& originalPath, const QString& displayName,
                        QString* error)
{
    QJsonObject meta;
    meta.insert(QStringLiteral("original"), originalPath);
    meta.insert(QStringLiteral("displayName"), displayName);
    return writeFileAtomically(sidePath(dataPath, ".json"), QJsonDocument(meta).toJson(), error)
        && writeFileAtomically(dataPath, projectJson, error);
}

} // namespace mazelab
