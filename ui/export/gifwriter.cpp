#include "ui/export/gifwriter.h"

#include "ui/export/gifpalette.h"
#include "ui/savefile.h"

#include <QHash>
#include <QSaveFile>
#include <algorithm>
#include <array>
#include <cstring>
#include <optional>
#include <tuple>
#include <gif_lib.h>
#include <vector>

namespace mazelab {

namespace {

struct Queued {
    QImage image; // Format_RGB32
    int delayMs = 0;
};

} // namespace

// The global colour table always has 256 entries, written at open() with the colours known
// then (the caller's palette) and rewritten in place by close() with every colour the frames
// added: the animation's colours need not be known in advance. Frames are held as their
// changed rectangles (bufferLimit bytes at most) so that new colours can be ordered before they
// get indices: colours used by more frames come first, so most frames use only small
// indices. Each frame's LZW code size is only as wide as its largest index (GIF allows a code
// size below the table's; giflib takes it from the screen's colour map, which is swapped for
// a smaller one around each frame).
constexpr qint64 kGlobalTableOffset = 13; // after "GIF89a" and the logical screen descriptor
constexpr std::size_t kDefaultBufferBytes = std::size_t(64) << 20;

// A frame's changed rectangle as flagged pixels (gifpalette.h), waiting to be written.
struct Changed {
    QRect rect;
    std::vector<QRgb> pixels;
    int delayMs = 0;
    bool diff = false; // false: the whole frame, no transparency
};

struct GifWriter::Private {
    QSaveFile file;
    GifFileType* gif = nullptr;
    QSize size;
    bool fullFrames = false;
    ColourTable global;
    bool globalFull = false;  // a colour did not fit: later new colours go to local palettes
    std::array<ColorMapObject*, 9> codeMaps{}; // [bits]: maps only used for their bit width
    std::optional<Queued> pending; // the last frame, not yet final (it may still grow)
    QImage previous;               // the last frame buffered, for differencing
    std::vector<Changed> buffered;
    std::size_t bufferedBytes = 0;
    std::size_t bufferLimit = kDefaultBufferBytes;
    std::vector<GifByteType> indices;
    std::vector<std::int16_t> alt; // unchanged pixels: their own colour's index, or -1
    int frames = 0;
    int localFrames = 0;
    bool shortWrite = false; // a write came back short (Qt then says "Unknown error")
    QString error;

    Private()
    {
        const GifColorType black[256] = {};
        for (int bits = 1; bits <= 8; ++bits)
            codeMaps[std::size_t(bits)] = GifMakeMapObject(1 << bits, black);
    }
    ~Private()
    {
        for (ColorMapObject* m : codeMaps)
            GifFreeMapObject(m);
    }
    static int writeFn(GifFileType* gif, const GifByteType* data, int length)
    {
        auto* self = static_cast<Private*>(gif->UserData);
        const qint64 written = self->file.write(reinterpret_cast<const char*>(data), length);
        self->shortWrite = self->shortWrite || written != length;
        return int(written);
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
        if (shortWrite)
            return fail(QStringLiteral("cannot write '%1': a write came back short (is the disk "
                                       "full?)").arg(file.fileName()));
        return fail(QStringLiteral("%1 failed: %2 (%3)")
                        .arg(QLatin1String(what),
                             QString::fromLatin1(GifErrorString(gif->Error)),
                             file.errorString()));
    }
    bool writeHeader(int loopCount);
    bool bufferFrame(const QImage& frame, int delayMs);
    void addNewColours();
    bool flush();
    bool writeFrame(const Changed& changed);
    bool mapFrame(const Changed& changed, int* transparent, int* bits, ColorMapObject** map);
    ColorMapObject* smallerLocalPalette(int& transparent, int* bits);
    bool putImage(QRect rect, ColorMapObject* local, int bits);
    bool rewriteGlobalTable();
    void reset()
    {
        pending.reset();
        previous = QImage();
        buffered.clear();
        bufferedBytes = 0;
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
int GifWriter::localPaletteFrames() const { return d->localFrames; }
QString GifWriter::errorString() const { return d->error; }
void GifWriter::setFullFrames(bool full) { d->fullFrames = full; }
void GifWriter::setBufferLimit(std::size_t bytes) { d->bufferLimit = bytes; }

bool GifWriter::open(const QString& path, QSize size, int loopCount, const QList<QRgb>& palette)
{
    d->error.clear();
    if (isOpen())
        return d->fail(QStringLiteral("already open"));
    if (size.isEmpty() || size.width() > 65535 || size.height() > 65535)
        return d->fail(QStringLiteral("invalid image size %1x%2")
                           .arg(size.width())
                           .arg(size.height()));
    QString refused;
    if (!checkSaveTarget(path, &refused)) // a directory or a device (ui/savefile.h)
        return d->fail(refused);
    d->file.setFileName(path);
    d->shortWrite = false;
    // Unbuffered, like every save (ui/savefile.h): with Qt 6.4.2's write buffer a short write
    // at flush time (a full disk) was committed as a truncated file; unbuffered, writeFn sees
    // the short count, giflib fails, and the temporary file is discarded.
    if (!d->file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
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
    d->localFrames = 0;
    d->reset();
    d->global.clear();
    d->globalFull = false;
    for (QRgb c : palette)
        if (d->global.add(c) < 0)
            break;
    if (d->writeHeader(loopCount))
        return true;
    cancel();
    return false;
}

bool GifWriter::addFrame(const QImage& frame, int delayMs)
{
    if (!isOpen())
        return d->fail(QStringLiteral("not open"));
    if (frame.size() != d->size)
        return d->fail(QStringLiteral("frame %1 has size %2x%3, expected %4x%5")
                           .arg(d->frames + (d->pending ? 2 : 1))
                           .arg(frame.width())
                           .arg(frame.height())
                           .arg(d->size.width())
                           .arg(d->size.height()));
    QImage rgb = frame.convertToFormat(QImage::Format_RGB32);
    if (d->pending && !d->fullFrames && rgb == d->pending->image) {
        d->pending->delayMs += delayMs; // identical frame: show the last one longer
        return true;
    }
    if (d->pending && !d->bufferFrame(d->pending->image, d->pending->delayMs))
        return false;
    d->pending = Queued{std::move(rgb), delayMs};
    return true;
}

bool GifWriter::Private::writeHeader(int loopCount)
{
    ColorMapObject* map = makeMap(global.colours(), 256);
    if (!map)
        return fail(QStringLiteral("out of memory"));
    const bool ok = check(EGifPutScreenDesc(gif, size.width(), size.height(), 8, 0, map),
                          "screen descriptor");
    GifFreeMapObject(map);
    if (!ok || loopCount < 0)
        return ok;
    // NETSCAPE2.0 application extension: loop count (0 = forever).
    const unsigned char loop[3] = {1, static_cast<unsigned char>(loopCount & 0xff),
                                   static_cast<unsigned char>((loopCount >> 8) & 0xff)};
    return check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "loop extension")
           && check(EGifPutExtensionBlock(gif, 11, "NETSCAPE2.0"), "loop extension")
           && check(EGifPutExtensionBlock(gif, 3, loop), "loop extension")
           && check(EGifPutExtensionTrailer(gif), "loop extension");
}

bool GifWriter::Private::bufferFrame(const QImage& frame, int delayMs)
{
    Changed c;
    c.diff = !previous.isNull() && !fullFrames;
    c.rect = QRect(QPoint(0, 0), size);
    if (c.diff) {
        c.rect = changedRect(frame, previous);
        if (c.rect.isEmpty())
            c.rect = QRect(0, 0, 1, 1);
    }
    c.delayMs = delayMs;
    c.pixels.resize(std::size_t(c.rect.width()) * std::size_t(c.rect.height()));
    QRgb* out = c.pixels.data();
    for (int y = c.rect.top(); y <= c.rect.bottom(); ++y) {
        const auto* a = reinterpret_cast<const QRgb*>(frame.constScanLine(y));
        const auto* b =
            c.diff ? reinterpret_cast<const QRgb*>(previous.constScanLine(y)) : nullptr;
        for (int x = c.rect.left(); x <= c.rect.right(); ++x)
            *out++ = (a[x] & 0xffffff) | (b && a[x] == b[x] ? 0u : kChanged);
    }
    previous = frame;
    bufferedBytes += c.pixels.size() * sizeof(QRgb);
    buffered.push_back(std::move(c));
    return bufferedBytes <= bufferLimit || flush();
}

// Gives the buffered frames' new colours indices, those used by more frames first (then by
// more pixels), while the table has room.
void GifWriter::Private::addNewColours()
{
    struct Usage {
        int frames = 0;
        int lastFrame = -1;
        qint64 pixels = 0;
    };
    QHash<QRgb, Usage> usage;
    for (int f = 0; f < int(buffered.size()); ++f) {
        QRgb last = 0;
        Usage* u = nullptr;
        for (QRgb c : buffered[std::size_t(f)].pixels) {
            if (!isChanged(c))
                continue;
            if (c != last || !u) {
                if (global.find(c) >= 0) {
                    last = c;
                    u = nullptr;
                    continue;
                }
                u = &usage[c];
                last = c;
                if (u->lastFrame != f) {
                    u->lastFrame = f;
                    ++u->frames;
                }
            }
            if (u)
                ++u->pixels;
        }
    }
    std::vector<std::pair<QRgb, Usage>> order;
    order.reserve(std::size_t(usage.size()));
    for (auto it = usage.cbegin(); it != usage.cend(); ++it)
        order.emplace_back(it.key(), it.value());
    std::sort(order.begin(), order.end(), [](const auto& a, const auto& b) {
        return std::tie(b.second.frames, b.second.pixels, a.first)
               < std::tie(a.second.frames, a.second.pixels, b.first);
    });
    for (const auto& [colour, u] : order)
        if (global.add(colour) < 0) {
            globalFull = true;
            break;
        }
}

bool GifWriter::Private::flush()
{
    if (!globalFull)
        addNewColours();
    for (const Changed& c : buffered)
        if (!writeFrame(c))
            return false;
    buffered.clear();
    bufferedBytes = 0;
    return true;
}

// Maps the changed rectangle to `indices`: through the global table when it has every colour,
// else through an exact local palette, else a quantized one. Sets the local colour map in
// `map` (nullptr: the global table), the transparent index (the smallest one no changed pixel
// uses, so that codes stay short; -1 for a whole frame) and the code size. False when out of
// memory or quantization failed.
bool GifWriter::Private::mapFrame(const Changed& c, int* transparent, int* bits,
                                  ColorMapObject** map)
{
    *map = nullptr;
    const std::size_t n = c.pixels.size();
    indices.resize(n);
    alt.resize(n);
    ColourTable local;
    const ColourTable* table = &global;
    if (!global.map(c.pixels.data(), n, indices.data(), alt.data())) {
        table = &local;
        if (!local.collect(c.pixels.data(), n)
            || !local.map(c.pixels.data(), n, indices.data(), alt.data())) {
            std::vector<QRgb> colours;
            if (!quantize(c.pixels.data(), c.rect.width(), c.rect.height(), indices.data(),
                          colours))
                return false;
            *transparent = c.diff ? kQuantizedTransparent : -1;
            *bits = 8;
            return (*map = makeMap(colours, 256)) != nullptr;
        }
    }
    *transparent = -1;
    if (c.diff) {
        *transparent = unusedIndex(indices);
        chooseUnchanged(indices.data(), alt.data(), n, *transparent,
                        std::max(2, paletteBits(table->size() + 1)));
    }
    const int top = *std::max_element(indices.begin(), indices.end());
    *bits = std::max(2, paletteBits(top + 1));
    if (table == &local)
        return (*map = makeMap(local.colours(), top + 1)) != nullptr;
    *map = smallerLocalPalette(*transparent, bits);
    return true;
}

// A frame mapped through the global table may use few colours with large indices (colours
// that appeared late). A local palette of just those colours gives shorter LZW codes; it is
// used (indices rewritten, the map returned) when the bits saved outweigh its size
// (lzwBits estimate). Returns nullptr to keep the global table.
ColorMapObject* GifWriter::Private::smallerLocalPalette(int& transparent, int* bits)
{
    constexpr std::size_t kMaxEstimatePixels = 1 << 16; // big changes: not worth the time
    if (*bits <= 2 || indices.size() > kMaxEstimatePixels)
        return nullptr;
    std::array<int, 256> remap;
    remap.fill(-1);
    std::vector<QRgb> colours;
    for (GifByteType i : indices)
        if (remap[i] < 0 && int(i) != transparent) {
            remap[i] = int(colours.size());
            colours.push_back(global.colours()[i]);
        }
    const int entries = int(colours.size()) + (transparent >= 0 ? 1 : 0);
    const int localBits = std::max(2, paletteBits(entries));
    if (localBits >= *bits)
        return nullptr;
    if (transparent >= 0)
        remap[std::size_t(transparent)] = int(colours.size());
    std::vector<GifByteType> local(indices.size());
    for (std::size_t k = 0; k < indices.size(); ++k)
        local[k] = GifByteType(remap[indices[k]]);
    const std::size_t tableBits = 8 * 3 * (std::size_t(1) << paletteBits(std::max(2, entries)));
    if (lzwBits(local.data(), local.size(), localBits) + tableBits
        >= lzwBits(indices.data(), indices.size(), *bits))
        return nullptr;
    ColorMapObject* map = makeMap(colours, entries);
    if (!map)
        return nullptr;
    indices.swap(local);
    if (transparent >= 0)
        transparent = int(colours.size());
    *bits = localBits;
    return map;
}

bool GifWriter::Private::writeFrame(const Changed& c)
{
    int transparent = -1, bits = 8;
    ColorMapObject* map = nullptr;
    if (!mapFrame(c, &transparent, &bits, &map))
        return fail(QStringLiteral("colour mapping failed (out of memory?)"));
    if (map)
        ++localFrames;

    GraphicsControlBlock gcb;
    gcb.DisposalMode = DISPOSE_DO_NOT;
    gcb.UserInputFlag = false;
    gcb.DelayTime = std::clamp((c.delayMs + 5) / 10, 2, 65535);
    gcb.TransparentColor = transparent;
    GifByteType ext[4];
    EGifGCBToExtension(&gcb, ext);
    const bool ok = check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, ext), "frame delay")
                    && putImage(c.rect, map, bits);
    GifFreeMapObject(map);
    if (!ok)
        return false;
    ++frames;
    return true;
}

bool GifWriter::Private::putImage(QRect rect, ColorMapObject* local, int bits)
{
    // giflib derives the LZW code size from the screen's colour map when the image has none:
    // lend it one of the wanted width for this call (the screen descriptor is already written).
    ColorMapObject* screen = gif->SColorMap;
    // giflib keeps a copy of the previous image's local map in Image.ColorMap and forgets it
    // (a leak) when the next image has none: free it here first.
    if (!local && gif->Image.ColorMap) {
        GifFreeMapObject(gif->Image.ColorMap);
        gif->Image.ColorMap = nullptr;
    }
    if (!local)
        gif->SColorMap = codeMaps[std::size_t(bits)];
    const bool ok = check(EGifPutImageDesc(gif, rect.left(), rect.top(), rect.width(),
                                           rect.height(), false, local),
                          "image descriptor");
    gif->SColorMap = screen;
    return ok && check(EGifPutLine(gif, indices.data(), rect.width() * rect.height()),
                       "image data");
}

bool GifWriter::Private::rewriteGlobalTable()
{
    QByteArray table(768, '\0');
    for (std::size_t i = 0; i < global.colours().size(); ++i) {
        const QRgb c = global.colours()[i];
        table[qsizetype(3 * i)] = char(qRed(c));
        table[qsizetype(3 * i + 1)] = char(qGreen(c));
        table[qsizetype(3 * i + 2)] = char(qBlue(c));
    }
    const qint64 end = file.pos();
    if (!file.seek(kGlobalTableOffset) || file.write(table) != table.size() || !file.seek(end))
        return fail(QStringLiteral("cannot write '%1': %2")
                        .arg(file.fileName(), file.errorString()));
    return true;
}

bool GifWriter::close()
{
    if (!isOpen())
        return d->fail(QStringLiteral("not open"));
    bool ok = d->pending ? d->bufferFrame(d->pending->image, d->pending->delayMs) && d->flush()
                         : d->fail(QStringLiteral("no frames"));
    int err = 0;
    if (EGifCloseFile(d->gif, &err) != GIF_OK && ok)
        ok = d->fail(QStringLiteral("giflib: %1").arg(QString::fromLatin1(GifErrorString(err))));
    d->gif = nullptr;
    d->reset();
    ok = ok && d->rewriteGlobalTable();
    if (ok && d->shortWrite) // giflib ignores a short write in some paths: never commit one
        ok = d->fail(QStringLiteral("cannot write '%1': a write came back short (is the disk "
                                    "full?)").arg(d->file.fileName()));
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
