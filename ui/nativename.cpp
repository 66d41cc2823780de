#include "ui/nativename.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>

namespace mazelab {

namespace {

QMutex g_mutex;

QHash<QString, QByteArray>& names()
{
    static QHash<QString, QByteArray> map;
    return map;
}

} // namespace

void rememberNativeName(const QByteArray& raw)
{
    const QString decoded = QFile::decodeName(raw);
    if (QFile::encodeName(decoded) == raw)
        return;
    // Also under the absolute form that FileController keeps as the document's path.
    const QByteArray absolute = raw.startsWith('/')
        ? raw : QFile::encodeName(QDir::currentPath()) + '/' + raw;
    const QMutexLocker lock(&g_mutex);
    names().insert(decoded, raw);
    names().insert(QFileInfo(decoded).absoluteFilePath(), absolute);
}

QByteArray nativeName(const QString& name)
{
    const QMutexLocker lock(&g_mutex);
    return names().value(name, QFile::encodeName(name));
}

bool isLossyName(const QString& name)
{
    const QMutexLocker lock(&g_mutex);
    return names().contains(name);
}

} // namespace mazelab
