#include "ui/export/gifwriter.h"
#include "ui/export/gifpalette.h"

#include <QSaveFile>
#include <algorithm>
#include <cstring>
#include <deque>
#include <gif_lib.h>
#include <vector>

namespace mazelab {

namespace {

struct Queued {
    QImage image; // Format_RGB32
    int delayMs = 0;
};

// Bits per index for `entries` palette entries (GIF allows 1..8; giflib needs a power of 2).
int paletteBits(int entries)
{
    int bits = 1;
    while ((1 << bits) < entries)
        ++bits;
    return bits;
}

// A giflib colour map of 2^paletteBits(entries) entries holding `colours` (rest black).
ColorMapObject* makeMap(const std::vector<QRgb>& colours, int entries)
{
    const int n = 1 << paletteBits(std::max(2, entries));
    std::vector<GifColorType> table(std::size_t(n), GifColorType{0, 0, 0});
    for (std::size_t i = 0; i < colours.size() && i < table.size(); ++i)
        table[i] = {GifByteType(qRed(colours[i])), GifByteType(qGreen(colours[i])),
                    GifByteType(qBlue(colours[i]))};
    return GifMakeMapObject(n, table.data());
}

// The smallest rectangle where `a` and `b` (same size, RGB32) differ; empty if equal.
QRect changedRect(const QImage& a, const QImage& b)
{
    const int w = a.width(), h = a.height();
    const std::size_t rowBytes = std::size_t(w) * sizeof(QRgb);
    int top = 0;
    while (top < h && std::memcmp(a.constScanLine(top), b.constScanLine(top), rowBytes) == 0)
        ++top;
    if (top == h)
        return {};
    int bottom = h - 1;
    while (bottom > top
           && std::memcmp(a.constScanLine(bottom), b.constScanLine(bottom), rowBytes) == 0)
        --bottom;
    int left = w, right = -1;
    for (int y = top; y <= bottom; ++y) {
        const auto* pa = reinterpret_cast<const QRgb*>(a.constScanLine(y));
        const auto* pb = reinterpret_cast<const QRgb*>(b.constScanLine(y));
        int x = 0;
        while (x < left && pa[x] == pb[x])
            ++x;
        left = std::min(left, x);
        int r = w - 1;
        while (r > right && pa[r] == pb[r])
            --r;
        right = std::max(right, r);
    }
    return QRect(QPoint(left, top), QPoint(right, bottom));
}

} // namespace

struct GifWriter::Private {
    QSaveFile file;
    GifFileType* gif = nullptr;
    QSize size;
    int loopCount = 0;
    bool fullFrames = false;
    bool headerWritten = false;
    ColourTable global;   // the global palette (empty: none)
    bool hasGlobal = false;
    std::deque<Queued> queue; // frames not yet written (the last one may still grow)
    QImage previous;          // last frame written, for differencing
    std::vector<GifByteType> indices;
    int frames = 0;
    int localFrames = 0;
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
                        .arg(QLatin1String(what),
                             QString::fromLatin1(GifErrorString(gif->Error)),
                             file.errorString()));
    }
    bool writeHeader();
    bool flush(std::size_t keep);
    bool writeFrame(const QImage& frame, int delayMs);
    void reset()
    {
        queue.clear();
        previous = QImage();
        headerWritten = false;
    }
};

GifWriter::GifWriter() : d(std::make_unique<Private>()) {}

GifWriter::~GifWriter()
{
    if (isOpen())
        cancel();
}

bool GifWriter::isOpen() const { return d->gif != nullptr; }
int GifWriter::framesWritten() const { return d->frames; }
bool GifWriter::usesGlobalPalette() const { return d->hasGlobal; }
int GifWriter::localPaletteFrames() const { return d->localFrames; }
QString GifWriter::errorString() const { return d->error; }
void GifWriter::setFullFrames(bool full) { d->fullFrames = full; }

bool GifWriter::open(const QString& path, QSize size, int loopCount, const QList<QRgb>& palette)
{
    d->error.clear();
    if (isOpen())
        return d->fail(QStringLiteral("already open"));
    if (size.isEmpty() || size.width() > 65535 || size.height() > 65535)
        return d->fail(QStringLiteral("invalid image size %1x%2")
                           .arg(size.width())
                           .arg(size.height()));
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
    d->loopCount = loopCount;
    d->frames = 0;
    d->localFrames = 0;
    d->reset();
    d->global.clear();
    d->hasGlobal = false;
    if (!palette.isEmpty() && palette.size() <= ColourTable::kMaxColours) {
        for (QRgb c : palette)
            d->global.add(c);
        d->hasGlobal = true;
    }
    return true;
}

bool GifWriter::addFrame(const QImage& frame, int delayMs)
{
    if (!isOpen())
        return d->fail(QStringLiteral("not open"));
    if (frame.size() != d->size)
        return d->fail(QStringLiteral("frame %1 has size %2x%3, expected %4x%5")
                           .arg(d->frames + int(d->queue.size()) + 1)
                           .arg(frame.width())
                           .arg(frame.height())
                           .arg(d->size.width())
                           .arg(d->size.height()));
    QImage rgb = frame.convertToFormat(QImage::Format_RGB32);
    if (!d->fullFrames && !d->queue.empty() && rgb == d->queue.back().image) {
        d->queue.back().delayMs += delayMs; // identical frame: show the last one longer
        return true;
    }
    d->queue.push_back({std::move(rgb), delayMs});
    if (!d->headerWritten) {
        if (int(d->queue.size()) <= kPaletteProbeFrames)
            return true;
        if (!d->writeHeader())
            return false;
    }
    return d->flush(1);
}

bool GifWriter::Private::writeHeader()
{
    if (!hasGlobal) {
        global.clear();
        hasGlobal = true;
        for (const Queued& q : queue)
            if (!(hasGlobal = global.collect(q.image)))
                break;
        if (!hasGlobal)
            global.clear();
    }
    // Index global.size() is the transparent one of difference frames.
    ColorMapObject* map = hasGlobal ? makeMap(global.colours(), global.size() + 1) : nullptr;
    if (hasGlobal && !map)
        return fail(QStringLiteral("out of memory"));
    const int bits = map ? map->BitsPerPixel : 8;
    const bool ok = check(EGifPutScreenDesc(gif, size.width(), size.height(), bits, 0, map),
                          "screen descriptor");
    GifFreeMapObject(map);
    if (!ok)
        return false;
    headerWritten = true;
    if (loopCount < 0)
        return true;
    // NETSCAPE2.0 application extension: loop count (0 = forever).
    const unsigned char loop[3] = {1, static_cast<unsigned char>(loopCount & 0xff),
                                   static_cast<unsigned char>((loopCount >> 8) & 0xff)};
    return check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "loop extension")
           && check(EGifPutExtensionBlock(gif, 11, "NETSCAPE2.0"), "loop extension")
           && check(EGifPutExtensionBlock(gif, 3, loop), "loop extension")
           && check(EGifPutExtensionTrailer(gif), "loop extension");
}

bool GifWriter::Private::flush(std::size_t keep)
{
    while (queue.size() > keep) {
        if (!writeFrame(queue.front().image, queue.front().delayMs))
            return false;
        queue.pop_front();
    }
    return true;
}

bool GifWriter::Private::writeFrame(const QImage& frame, int delayMs)
{
    const bool diff = !previous.isNull() && !fullFrames;
    QRect rect(QPoint(0, 0), size);
    if (diff) {
        rect = changedRect(frame, previous);
        if (rect.isEmpty())
            rect = QRect(0, 0, 1, 1);
    }
    const int w = rect.width(), h = rect.height();
    indices.resize(std::size_t(w) * std::size_t(h));
    const QImage* before = diff ? &previous : nullptr;

    ColorMapObject* map = nullptr; // local palette; none when the global one fits
    int transparent = NO_TRANSPARENT_COLOR;
    if (hasGlobal && global.mapRect(frame, before, rect, global.size(), indices.data())) {
        transparent = diff ? global.size() : NO_TRANSPARENT_COLOR;
    } else {
        ColourTable local;
        if (local.collectRect(frame, before, rect)) {
            transparent = diff ? local.size() : NO_TRANSPARENT_COLOR;
            local.mapRect(frame, before, rect, local.size(), indices.data());
            map = makeMap(local.colours(), local.size() + (diff ? 1 : 0));
        } else {
            std::vector<QRgb> colours;
            if (!quantizeRect(frame, before, rect, diff, indices.data(), colours))
                return fail(QStringLiteral("colour quantization failed"));
            transparent = diff ? kQuantizedTransparent : NO_TRANSPARENT_COLOR;
            map = makeMap(colours, 256);
        }
        if (!map)
            return fail(QStringLiteral("out of memory"));
        ++localFrames;
    }

    GraphicsControlBlock gcb;
    gcb.DisposalMode = DISPOSE_DO_NOT;
    gcb.UserInputFlag = false;
    gcb.DelayTime = std::clamp((delayMs + 5) / 10, 2, 65535);
    gcb.TransparentColor = transparent;
    GifByteType ext[4];
    EGifGCBToExtension(&gcb, ext);
    bool ok = check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, ext), "frame delay")
              && check(EGifPutImageDesc(gif, rect.left(), rect.top(), w, h, false, map),
                       "image descriptor")
              && check(EGifPutLine(gif, indices.data(), w * h), "image data");
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
    if (d->queue.empty())
        ok = d->fail(QStringLiteral("no frames"));
    else if (!d->headerWritten)
        ok = d->writeHeader();
    ok = ok && d->flush(0);
    int err = 0;
    if (EGifCloseFile(d->gif, &err) != GIF_OK && ok)
        ok = d->fail(QStringLiteral("giflib: %1").arg(QString::fromLatin1(GifErrorString(err))));
    d->gif = nullptr;
    d->reset();
    if (!ok) {
        d->file.cancelWriting();
        d->file.commit(); // discards the temporary file
        return false;
    }
    if (!d->file.commit())
        return d->fail(QStringLiteral("cannot write '%1': %2")
                           .arg(d->file.fileName(), d->file.errorString()));
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
    d->reset();
}

} // namespace mazelab
