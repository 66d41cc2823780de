#include "ui/export/gifpalette.h"

#include <algorithm>
#include <climits>
#include <unordered_map>

#include <gif_lib.h>

#include <cstring>

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

bool ColourTable::collect(const QRgb* pixels, std::size_t n)
{
    QRgb last = 0; // never a changed pixel's value (those carry kChanged)
    for (std::size_t k = 0; k < n; ++k) {
        const QRgb c = pixels[k];
        if (c == last || !isChanged(c))
            continue;
        if (add(c) < 0)
            return false;
        last = c;
    }
    return true;
}

bool ColourTable::map(const QRgb* pixels, std::size_t n, std::uint8_t* out,
                      std::int16_t* alt) const
{
    QRgb last = 0;
    int lastIndex = -1;
    for (std::size_t k = 0; k < n; ++k) {
        const QRgb c = pixels[k];
        if (lastIndex < 0 || (c | kChanged) != last) {
            last = c | kChanged;
            lastIndex = find(c);
        }
        if (!isChanged(c)) {
            out[k] = kUnchanged;
            if (alt)
                alt[k] = std::int16_t(lastIndex);
            continue;
        }
        if (lastIndex < 0)
            return false;
        out[k] = std::uint8_t(lastIndex);
        if (alt)
            alt[k] = -1;
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

namespace {
// Popularity palette for frames just over 255 colours (anti-aliased drawings): the 255 most
// frequent colours stay exact, each other colour takes the nearest of them (RGB distance).
// False when they would cover less than 90 % of the pixels or the frame has more than 4096
// colours (median cut then).
bool quantizeByPopularity(const QRgb* pixels, std::size_t n, std::uint8_t* out,
                          std::vector<QRgb>& colours)
{
    constexpr std::size_t kMaxDistinct = 4096;
    std::unordered_map<QRgb, std::size_t> counts;
    for (std::size_t k = 0; k < n; ++k)
        if (isChanged(pixels[k]) && ++counts[pixels[k] & 0xffffffu] == 1
            && counts.size() > kMaxDistinct)
            return false;
    std::vector<std::pair<std::size_t, QRgb>> byCount;
    byCount.reserve(counts.size());
    for (const auto& [rgb, count] : counts)
        byCount.push_back({count, rgb});
    std::sort(byCount.begin(), byCount.end(),
              [](const auto& a, const auto& b) { return a.first != b.first ? a.first > b.first
                                                                            : a.second < b.second; });
    // Only where the kept colours cover almost every pixel (a few anti-aliased edge shades
    // are approximated); a gradient or a photo gets median cut.
    std::size_t changed = 0, covered = 0;
    for (std::size_t i = 0; i < byCount.size(); ++i)
        (i < 255 ? covered : changed) += byCount[i].first;
    changed += covered;
    if (covered * 100 < changed * 90)
        return false;
    colours.clear();
    for (std::size_t i = 0; i < byCount.size() && i < 255; ++i)
        colours.push_back(byCount[i].second | 0xff000000u);
    std::unordered_map<QRgb, std::uint8_t> index;
    for (const auto& [count, rgb] : byCount) {
        int best = 0, bestD = INT_MAX;
        for (std::size_t i = 0; i < colours.size(); ++i) {
            const int dr = qRed(rgb) - qRed(colours[i]), dg = qGreen(rgb) - qGreen(colours[i]);
            const int db = qBlue(rgb) - qBlue(colours[i]);
            const int d = dr * dr + dg * dg + db * db;
            if (d < bestD) {
                bestD = d;
                best = int(i);
            }
        }
        index[rgb] = std::uint8_t(best);
    }
    for (std::size_t k = 0; k < n; ++k)
        out[k] = isChanged(pixels[k]) ? index[pixels[k] & 0xffffffu]
                                      : std::uint8_t(kQuantizedTransparent);
    return true;
}
} // namespace

bool quantize(const QRgb* pixels, int w, int h, std::uint8_t* out, std::vector<QRgb>& colours)
{
    const std::size_t n = std::size_t(w) * std::size_t(h);
    if (quantizeByPopularity(pixels, n, out, colours))
        return true;
    std::vector<GifByteType> r(n), g(n), bl(n);
    for (std::size_t k = 0; k < n; ++k) {
        r[k] = GifByteType(qRed(pixels[k]));
        g[k] = GifByteType(qGreen(pixels[k]));
        bl[k] = GifByteType(qBlue(pixels[k]));
    }
    int mapSize = 255; // index 255 stays free for transparency
    std::vector<GifColorType> map(256, GifColorType{0, 0, 0});
    if (GifQuantizeBuffer(unsigned(w), unsigned(h), &mapSize, r.data(), g.data(), bl.data(), out,
                          map.data()) != GIF_OK)
        return false;
    colours.clear();
    for (int k = 0; k < mapSize; ++k)
        colours.push_back(qRgb(map[std::size_t(k)].Red, map[std::size_t(k)].Green,
                               map[std::size_t(k)].Blue));
    for (std::size_t k = 0; k < n; ++k)
        if (!isChanged(pixels[k]))
            out[k] = GifByteType(kQuantizedTransparent);
    return true;
}

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

// The smallest index that no changed pixel uses (the frame's transparent index).
int unusedIndex(const std::vector<GifByteType>& indices)
{
    std::array<bool, 256> used{};
    for (GifByteType i : indices)
        used[i] = true;
    int t = 0;
    while (t < 255 && used[std::size_t(t)])
        ++t;
    return t;
}

} // namespace mazelab
