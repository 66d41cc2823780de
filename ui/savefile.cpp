#include "ui/savefile.h"

#include "ui/pluralcount.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QImage>
#include <QSaveFile>
#include <algorithm>

#include <sys/stat.h>

namespace mazelab {

// The messages keep the translation context they had in workspacefile.cpp.
class SaveFileText {
    Q_DECLARE_TR_FUNCTIONS(mazelab::WorkspaceFile)
};

bool checkSaveTarget(const QString& path, QString* error)
{
    struct stat st = {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return true; // missing: the save creates it (or says why it cannot)
    QString why;
    if (S_ISDIR(st.st_mode))
        why = SaveFileText::tr("%1 is a directory").arg(path);
    else if (!S_ISREG(st.st_mode))
        why = SaveFileText::tr("%1 is not a regular file").arg(path);
    if (why.isEmpty())
        return true;
    if (error)
        *error = why;
    return false;
}

QString shortWriteMessage(const QString& path, qint64 written, qint64 total)
{
    return SaveFileText::tr("Cannot write %1: only %2 of %3 bytes could be "
                            "written (is the disk full?)",
                            nullptr, pluralCount(total))
        .arg(path)
        .arg(std::max<qint64>(written, 0))
        .arg(total);
}

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error)
{
    if (!checkSaveTarget(path, error))
        return false;
    QSaveFile f(path);
    f.setDirectWriteFallback(false); // never write in place (the default, stated)
    if (!f.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        if (error)
            *error = SaveFileText::tr("Cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    const qint64 written = f.write(bytes);
    if (written != bytes.size()) {
        if (error)
            *error = shortWriteMessage(path, written, bytes.size());
        f.cancelWriting();
        return false;
    }
    if (!f.commit()) {
        if (error)
            *error = SaveFileText::tr("Cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

QByteArray encodeImage(const QImage& image, const char* format)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    if (image.isNull() || !buffer.open(QIODevice::WriteOnly) || !image.save(&buffer, format))
        return {};
    return bytes;
}

bool writeImageAtomically(const QString& path, const QImage& image, QString* error,
                          const char* format)
{
    const QByteArray bytes = encodeImage(image, format);
    if (bytes.isEmpty()) {
        if (error)
            *error =
                SaveFileText::tr("Cannot write %1: the image could not be encoded").arg(path);
        return false;
    }
    return writeFileAtomically(path, bytes, error);
}

} // namespace mazelab
