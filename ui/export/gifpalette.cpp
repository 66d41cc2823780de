#include "ui/export/gifpalette.h"

#include <gif_lib.h>

#include <algorithm>

namespace mazelab {

void ColourTable::clear()
{
    m_values.fill(-1);
    m_colours.clear();
}

int ColourTable::find(QRgb c) const
{
    c &= 0xffffff;
    for (unsigned s = slot(c);; s = (s + 1) & (kSlots - 1)) {
        if (m_values[s] < 0)
            return -1;
        if (m_keys[s] == c)
            return m_values[s];
    }
}

int ColourTable::add(QRgb c)
{
    c &= 0xffffff;
    unsigned s = slot(c);
    for (; m_values[s] >= 0; s = (s + 1) & (kSlots - 1))
        if (m_keys[s] == c)
            return m_values[s];
    if (size() >= kMaxColours)
        return -1;
    m_keys[s] = c;
    m_values[s] = std::int16_t(m_colours.size());
    m_colours.push_back(c);
    return m_values[s];
}

bool ColourTable::collectRect(const QImage& frame, const QImage* before, QRect rect)
{
    QRgb last = 0;
    bool haveLast = false;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        const auto* a = reinterpret_cast<const QRgb*>(frame.constScanLine(y));
        const auto* b = before ? reinterpret_cast<const QRgb*>(before->constScanLine(y)) : nullptr;
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QRgb c = a[x];
            if ((haveLast && c == last) || (b && b[x] == c))
                continue;
            if (add(c) < 0)
                return false;
            last = c;
            haveLast = true;
        }
    }
    return true;
}

bool ColourTable::mapRect(const QImage& frame, const QImage* before, QRect rect, bool addMissing,
                          std::uint8_t* out, std::int16_t* alt)
{
    QRgb last = 0;
    int lastIndex = -1;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        const auto* a = reinterpret_cast<const QRgb*>(frame.constScanLine(y));
        const auto* b = before ? reinterpret_cast<const QRgb*>(before->constScanLine(y)) : nullptr;
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QRgb c = a[x];
            if (lastIndex < 0 || c != last) {
                lastIndex = addMissing ? add(c) : find(c);
                last = c;
            }
            if (b && b[x] == c) {
                *out++ = kUnchanged;
                if (alt)
                    *alt++ = std::int16_t(lastIndex);
                continue;
            }
            if (lastIndex < 0)
                return false;
            *out++ = std::uint8_t(lastIndex);
            if (alt)
                *alt++ = -1;
        }
    }
    return true;
}

namespace {

// giflib's LZW dictionary: (prefix code, pixel) -> code, with the same code numbering and
// clear points as its compressor (EGifCompressLine), so a simulation parses a stream the way
// the real encoder will.
class LzwDictionary {
public:
    explicit LzwDictionary(int codeSize)
        : m_codeSize(codeSize), m_keys(kSlots, -1), m_codes(kSlots, 0) { reset(); }
    // The code of (prefix, pixel), or -1.
    int find(int prefix, int pixel) const
    {
        const std::int32_t key = (prefix << 8) | pixel;
        for (std::size_t s = slot(key);; s = (s + 1) & (kSlots - 1)) {
            if (m_keys[s] < 0)
                return -1;
            if (m_keys[s] == key)
                return m_codes[s];
        }
    }
    // Emits `prefix` (adds its width to bits()) and enters (prefix, pixel) as a new code,
    // clearing the dictionary when it is full.
    void emitAndAdd(int prefix, int pixel)
    {
        m_bits += std::size_t(m_width);
        if (m_next >= kMaxCode) {
            m_bits += std::size_t(m_width); // clear code
            reset();
            return;
        }
        const std::int32_t key = (prefix << 8) | pixel;
        std::size_t s = slot(key);
        while (m_keys[s] >= 0)
            s = (s + 1) & (kSlots - 1);
        m_keys[s] = key;
        m_codes[s] = std::int16_t(m_next++);
        if (m_next > (1 << m_width) && m_width < 12)
            ++m_width;
    }
    std::size_t bits() const { return m_bits; }
    std::size_t finish() { return m_bits + 2 * std::size_t(m_width); } // last code + end code

private:
    static constexpr int kMaxCode = 4095;
    static constexpr std::size_t kSlots = 8192; // > 4096 codes: never full
    static std::size_t slot(std::int32_t key) { return (std::uint32_t(key) * 2654435761u) >> 19; }
    void reset()
    {
        std::fill(m_keys.begin(), m_keys.end(), -1);
        m_next = (1 << m_codeSize) + 2;
        m_width = m_codeSize + 1;
        if (m_bits == 0)
            m_bits = std::size_t(m_width); // the leading clear code
    }
    int m_codeSize;
    std::vector<std::int32_t> m_keys;
    std::vector<std::int16_t> m_codes;
    int m_next = 0;
    int m_width = 0;
    std::size_t m_bits = 0;
};

} // namespace

void chooseUnchanged(std::uint8_t* idx, const std::int16_t* alt, std::size_t n,
                     int transparent, int codeSize)
{
    if (n == 0)
        return;
    const auto t = std::uint8_t(transparent);
    LzwDictionary dict(codeSize);
    if (idx[0] == kUnchanged)
        idx[0] = t;
    int prefix = idx[0];
    for (std::size_t k = 1; k < n; ++k) {
        std::uint8_t p = idx[k];
        if (p == kUnchanged) {
            const int a = alt ? alt[k] : -1;
            if (a < 0 || dict.find(prefix, t) >= 0)
                p = t;
            else if (dict.find(prefix, a) >= 0 || idx[k - 1] == a)
                p = std::uint8_t(a);
            else
                p = t;
            idx[k] = p;
        }
        const int code = dict.find(prefix, p);
        if (code >= 0) {
            prefix = code;
            continue;
        }
        dict.emitAndAdd(prefix, p);
        prefix = p;
    }
}

std::size_t lzwBits(const std::uint8_t* data, std::size_t n, int codeSize)
{
    if (n == 0)
        return 0;
    LzwDictionary dict(codeSize);
    int prefix = data[0];
    for (std::size_t k = 1; k < n; ++k) {
        const int code = dict.find(prefix, data[k]);
        if (code >= 0) {
            prefix = code;
            continue;
        }
        dict.emitAndAdd(prefix, data[k]);
        prefix = data[k];
    }
    return dict.finish();
}

bool quantizeRect(const QImage& frame, const QImage* before, QRect rect, bool diff,
                  std::uint8_t* out, std::vector<QRgb>& colours)
{
    const int w = rect.width(), h = rect.height();
    const std::size_t n = std::size_t(w) * std::size_t(h);
    std::vector<GifByteType> r(n), g(n), bl(n);
    std::size_t i = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        const auto* a = reinterpret_cast<const QRgb*>(frame.constScanLine(y));
        for (int x = rect.left(); x <= rect.right(); ++x, ++i) {
            r[i] = GifByteType(qRed(a[x]));
            g[i] = GifByteType(qGreen(a[x]));
            bl[i] = GifByteType(qBlue(a[x]));
        }
    }
    int mapSize = diff ? 255 : 256; // keep index 255 free for transparency
    std::vector<GifColorType> map(256, GifColorType{0, 0, 0});
    if (GifQuantizeBuffer(unsigned(w), unsigned(h), &mapSize, r.data(), g.data(), bl.data(), out,
                          map.data()) != GIF_OK)
        return false;
    colours.clear();
    for (int k = 0; k < mapSize; ++k)
        colours.push_back(qRgb(map[std::size_t(k)].Red, map[std::size_t(k)].Green,
                               map[std::size_t(k)].Blue));
    if (diff && before) {
        i = 0;
        for (int y = rect.top(); y <= rect.bottom(); ++y) {
            const auto* a = reinterpret_cast<const QRgb*>(frame.constScanLine(y));
            const auto* b = reinterpret_cast<const QRgb*>(before->constScanLine(y));
            for (int x = rect.left(); x <= rect.right(); ++x, ++i)
                if (a[x] == b[x])
                    out[i] = GifByteType(kQuantizedTransparent);
        }
    }
    return true;
}

} // namespace mazelab
