#include "ui/savefile.h"

#include "core/control.h"
#include "ui/export/gifpalette.h"
#include "ui/pluralcount.h"

#include <QIODevice>
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

QImage exactPaletteImage(const QImage& image, Control* control)
{
    const QImage::Format f = image.format();
    if (f != QImage::Format_RGB32 && f != QImage::Format_ARGB32
        && f != QImage::Format_ARGB32_Premultiplied)
        return {};
    QImage out(image.size(), QImage::Format_Indexed8);
    if (out.isNull())
        return {};
    ColourTable table; // compares RGB only: alpha is checked here
    const int width = image.width(), height = image.height();
    for (int y = 0; y < height; ++y) {
        if (control && y % 64 == 0 && control->checkNow())
            return {};
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        uchar* indices = out.scanLine(y);
        QRgb last = 0; // never an opaque pixel: the first pixel is looked up
        int index = 0;
        for (int x = 0; x < width; ++x) {
            const QRgb pixel = line[x];
            if (pixel != last) {
                if (qAlpha(pixel) != 255 || (index = table.add(pixel)) < 0)
                    return {}; // translucent, or more than 255 colours
                last = pixel;
            }
            indices[x] = uchar(index);
        }
    }
    QList<QRgb> colours;
    for (QRgb c : table.colours())
        colours.push_back(c | 0xff000000u);
    out.setColorTable(colours);
    out.setDotsPerMeterX(image.dotsPerMeterX());
    out.setDotsPerMeterY(image.dotsPerMeterY());
    for (const QString& key : image.textKeys())
        out.setText(key, image.text(key));
    return out;
}

namespace {
// The bytes an image writer produces, in memory; a write fails once `control` says stop, which
// makes the writer give up (libpng: a write error ends the image).
class ControlledBuffer : public QIODevice {
public:
    ControlledBuffer(QByteArray& bytes, Control* control) : m_bytes(bytes), m_control(control) {}

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 size) override
    {
        if (m_control && m_control->checkNow())
            return -1;
        m_bytes.append(data, size);
        return size;
    }

private:
    QByteArray& m_bytes;
    Control* m_control;
};
} // namespace

QByteArray encodeImage(const QImage& image, const char* format, Control* control)
{
    QByteArray bytes;
    ControlledBuffer buffer(bytes, control);
    if (image.isNull() || !buffer.open(QIODevice::WriteOnly))
        return {};
    bool ok = false;
    if (qstricmp(format, "png") == 0) {
        const QImage indexed = exactPaletteImage(image, control);
        if (control && control->checkNow())
            return {};
        if (!indexed.isNull()) {
            // zlib level 4 (Qt's quality 50) instead of 6 above 4 M pixels: an 8191² maze
            // drawing in 2.0 s instead of 3.9 s, 4.9 MB instead of 4.1 MB (README "Input
            // edge cases"); smaller drawings keep the default, where either takes milliseconds.
            const int quality = qint64(image.width()) * image.height() > (4 << 20) ? 50 : -1;
            ok = indexed.save(&buffer, format, quality);
        } else {
            ok = image.save(&buffer, format);
        }
    } else {
        ok = image.save(&buffer, format);
    }
    if (!ok || (control && control->checkNow()))
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
