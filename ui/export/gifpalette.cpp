#include "ui/export/gifpalette.h"

#include <gif_lib.h>

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

bool ColourTable::collect(const QImage& image)
{
    return collectRect(image, nullptr, image.rect());
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

bool ColourTable::mapRect(const QImage& frame, const QImage* before, QRect rect, int transparent,
                          std::uint8_t* out) const
{
    QRgb last = 0;
    int lastIndex = -1;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        const auto* a = reinterpret_cast<const QRgb*>(frame.constScanLine(y));
        const auto* b = before ? reinterpret_cast<const QRgb*>(before->constScanLine(y)) : nullptr;
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QRgb c = a[x];
            if (b && b[x] == c) {
                *out++ = std::uint8_t(transparent);
                continue;
            }
            if (lastIndex < 0 || c != last) {
                lastIndex = find(c);
                if (lastIndex < 0)
                    return false;
                last = c;
            }
            *out++ = std::uint8_t(lastIndex);
        }
    }
    return true;
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
