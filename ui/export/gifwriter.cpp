#include "ui/export/gifwriter.h"

#include <QHash>
#include <QSaveFile>
#include <algorithm>
#include <gif_lib.h>
#include <vector>

namespace mazelab {

struct GifWriter::Private {
    QSaveFile file;
    GifFileType* gif = nullptr;
    QSize size;
    QImage previous;  // last frame written (ARGB32), for differencing
    QImage pending;   // frame waiting for its final delay
    int pendingDelay = 0;
    int frames = 0;
    QString error;

    static int writeFn(GifFileType* gif, const GifByteType* data, int length)
    {
        auto* self = static_cast<Private*>(gif->UserData);
        return int(self->file.write(reinterpret_cast<const char*>(data), length));
    }

    bool fail(const QString& message)
    {
        if (error.isEmpty())
            error = message;
        return false;
    }
    bool check(int rc, const char* what)
    {
        if (rc == GIF_OK)
            return true;
        return fail(QStringLiteral("%1 failed: %2 (%3)")
                        .arg(QLatin1String(what), QString::fromLatin1(GifErrorString(gif->Error)),
                             file.errorString()));
    }
    bool writeFrame(const QImage& frame, int delayMs);
};

GifWriter::GifWriter() : d(std::make_unique<Private>()) {}

GifWriter::~GifWriter()
{
    if (isOpen())
        cancel();
}

bool GifWriter::isOpen() const { return d->gif != nullptr; }
int GifWriter::framesWritten() const { return d->frames; }
QString GifWriter::errorString() const { return d->error; }

bool GifWriter::open(const QString& path, QSize size, int loopCount)
{
    d->error.clear();
    if (isOpen())
        return d->fail(QStringLiteral("already open"));
    if (size.isEmpty() || size.width() > 65535 || size.height() > 65535)
        return d->fail(QStringLiteral("invalid image size %1x%2").arg(size.width()).arg(size.height()));
    d->file.setFileName(path);
    if (!d->file.open(QIODevice::WriteOnly))
        return d->fail(QStringLiteral("cannot write '%1': %2").arg(path, d->file.errorString()));
    int err = 0;
    d->gif = EGifOpen(d.get(), &Private::writeFn, &err);
    if (!d->gif) {
        d->file.cancelWriting();
        return d->fail(QStringLiteral("giflib: %1").arg(QString::fromLatin1(GifErrorString(err))));
    }
    EGifSetGifVersion(d->gif, true);
    d->size = size;
    d->frames = 0;
    d->previous = QImage();
    d->pending = QImage();
    if (!d->check(EGifPutScreenDesc(d->gif, size.width(), size.height(), 8, 0, nullptr), "screen descriptor"))
        return false;
    // NETSCAPE2.0 application extension: loop count.
    const unsigned char loop[3] = {1, static_cast<unsigned char>(loopCount & 0xff),
                                   static_cast<unsigned char>((loopCount >> 8) & 0xff)};
    return d->check(EGifPutExtensionLeader(d->gif, APPLICATION_EXT_FUNC_CODE), "loop extension")
           && d->check(EGifPutExtensionBlock(d->gif, 11, "NETSCAPE2.0"), "loop extension")
           && d->check(EGifPutExtensionBlock(d->gif, 3, loop), "loop extension")
           && d->check(EGifPutExtensionTrailer(d->gif), "loop extension");
}

bool GifWriter::addFrame(const QImage& frame, int delayMs)
{
    if (!isOpen())
        return d->fail(QStringLiteral("not open"));
    if (frame.size() != d->size)
        return d->fail(QStringLiteral("frame %1 has size %2x%3, expected %4x%5")
                           .arg(d->frames + 1)
                           .arg(frame.width())
                           .arg(frame.height())
                           .arg(d->size.width())
                           .arg(d->size.height()));
    QImage argb = frame.convertToFormat(QImage::Format_RGB32);
    if (!d->pending.isNull() && argb == d->pending) {
        d->pendingDelay += delayMs; // identical frame: show the pending one longer
        return true;
    }
    if (!d->pending.isNull() && !d->writeFrame(d->pending, d->pendingDelay))
        return false;
    d->pending = std::move(argb);
    d->pendingDelay = delayMs;
    return true;
}

bool GifWriter::Private::writeFrame(const QImage& frame, int delayMs)
{
    // The rectangle that differs from the previous frame (the whole frame the first time).
    QRect rect(QPoint(0, 0), size);
    if (!previous.isNull()) {
        int top = size.height(), bottom = -1, left = size.width(), right = -1;
        for (int y = 0; y < size.height(); ++y) {
            const auto* a = reinterpret_cast<const QRgb*>(frame.constScanLine(y));
            const auto* b = reinterpret_cast<const QRgb*>(previous.constScanLine(y));
            for (int x = 0; x < size.width(); ++x) {
                if (a[x] != b[x]) {
                    top = std::min(top, y);
                    bottom = y;
                    left = std::min(left, x);
                    right = std::max(right, x);
                }
            }
        }
        rect = bottom < 0 ? QRect(0, 0, 1, 1) : QRect(QPoint(left, top), QPoint(right, bottom));
    }
    const bool diff = !previous.isNull();
    const int transparent = diff ? 255 : -1;

    // Exact palette when it fits, else giflib's median-cut quantizer.
    const int w = rect.width(), h = rect.height();
    std::vector<GifByteType> indices(std::size_t(w) * std::size_t(h));
    std::vector<GifColorType> colours;
    QHash<QRgb, int> lookup;
    bool exact = true;
    for (int y = 0; y < h && exact; ++y) {
        const auto* a = reinterpret_cast<const QRgb*>(frame.constScanLine(rect.top() + y)) + rect.left();
        const auto* b = diff ? reinterpret_cast<const QRgb*>(previous.constScanLine(rect.top() + y)) + rect.left()
                             : nullptr;
        for (int x = 0; x < w; ++x) {
            GifByteType& out = indices[std::size_t(y) * std::size_t(w) + std::size_t(x)];
            if (b && a[x] == b[x]) {
                out = GifByteType(transparent);
                continue;
            }
            const QRgb c = a[x] & 0xffffff;
            auto it = lookup.constFind(c);
            if (it == lookup.constEnd()) {
                if (colours.size() >= 255) {
                    exact = false;
                    break;
                }
                it = lookup.insert(c, int(colours.size()));
                colours.push_back({GifByteType(qRed(c)), GifByteType(qGreen(c)), GifByteType(qBlue(c))});
            }
            out = GifByteType(it.value());
        }
    }
    if (!exact) {
        std::vector<GifByteType> r(indices.size()), g(indices.size()), bl(indices.size());
        for (int y = 0; y < h; ++y) {
            const auto* a = reinterpret_cast<const QRgb*>(frame.constScanLine(rect.top() + y)) + rect.left();
            for (int x = 0; x < w; ++x) {
                const std::size_t i = std::size_t(y) * std::size_t(w) + std::size_t(x);
                r[i] = GifByteType(qRed(a[x]));
                g[i] = GifByteType(qGreen(a[x]));
                bl[i] = GifByteType(qBlue(a[x]));
            }
        }
        int mapSize = diff ? 255 : 256; // keep index 255 free for transparency
        colours.assign(256, GifColorType{0, 0, 0});
        if (GifQuantizeBuffer(unsigned(w), unsigned(h), &mapSize, r.data(), g.data(), bl.data(),
                              indices.data(), colours.data()) != GIF_OK)
            return fail(QStringLiteral("colour quantization failed"));
        colours.resize(std::size_t(mapSize));
        for (int y = 0; diff && y < h; ++y) {
            const auto* a = reinterpret_cast<const QRgb*>(frame.constScanLine(rect.top() + y)) + rect.left();
            const auto* b = reinterpret_cast<const QRgb*>(previous.constScanLine(rect.top() + y)) + rect.left();
            for (int x = 0; x < w; ++x)
                if (a[x] == b[x])
                    indices[std::size_t(y) * std::size_t(w) + std::size_t(x)] = GifByteType(transparent);
        }
    }
    // giflib wants a power-of-two palette; index 255 is reserved for transparency when diffing.
    int bits = 1;
    const int needed = diff ? 256 : int(std::max<std::size_t>(2, colours.size()));
    while ((1 << bits) < needed)
        ++bits;
    colours.resize(std::size_t(1) << bits, GifColorType{0, 0, 0});
    ColorMapObject* map = GifMakeMapObject(1 << bits, colours.data());
    if (!map)
        return fail(QStringLiteral("out of memory"));

    GraphicsControlBlock gcb;
    gcb.DisposalMode = DISPOSE_DO_NOT;
    gcb.UserInputFlag = false;
    gcb.DelayTime = std::max(2, (delayMs + 5) / 10);
    gcb.TransparentColor = transparent;
    GifByteType ext[4];
    EGifGCBToExtension(&gcb, ext);
    bool ok = check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, ext), "frame delay")
              && check(EGifPutImageDesc(gif, rect.left(), rect.top(), w, h, false, map), "image descriptor");
    for (int y = 0; ok && y < h; ++y)
        ok = check(EGifPutLine(gif, indices.data() + std::size_t(y) * std::size_t(w), w), "image data");
    GifFreeMapObject(map);
    if (!ok)
        return false;
    previous = frame;
    ++frames;
    return true;
}

bool GifWriter::close()
{
    if (!isOpen())
        return d->fail(QStringLiteral("not open"));
    bool ok = true;
    if (!d->pending.isNull())
        ok = d->writeFrame(d->pending, d->pendingDelay);
    else
        ok = d->fail(QStringLiteral("no frames"));
    int err = 0;
    if (EGifCloseFile(d->gif, &err) != GIF_OK && ok)
        ok = d->fail(QStringLiteral("giflib: %1").arg(QString::fromLatin1(GifErrorString(err))));
    d->gif = nullptr;
    d->pending = QImage();
    d->previous = QImage();
    if (!ok) {
        d->file.cancelWriting();
        return false;
    }
    if (!d->file.commit())
        return d->fail(QStringLiteral("cannot write '%1': %2").arg(d->file.fileName(), d->file.errorString()));
    return true;
}

void GifWriter::cancel()
{
    if (d->gif) {
        int err = 0;
        EGifCloseFile(d->gif, &err);
        d->gif = nullptr;
    }
    d->file.cancelWriting();
    d->file.commit(); // no-op after cancelWriting: discards the temporary file
    d->pending = QImage();
    d->previous = QImage();
}

} // namespace mazelab
