#pragma once
// ColourTable: the exact palette of a GIF (at most 255 colours, so one index stays free for
// transparency), with an open-addressing lookup fast enough to map every pixel of a 512×512
// frame in well under a millisecond. Colours are compared without their alpha byte.
// Used by GifWriter; not part of its interface.

#include <QImage>
#include <QRect>

#include <array>
#include <cstdint>
#include <vector>

namespace mazelab {

class ColourTable {
public:
    static constexpr int kMaxColours = 255;

    ColourTable() { clear(); }
    void clear();
    int size() const { return int(m_colours.size()); }
    const std::vector<QRgb>& colours() const { return m_colours; }
    // The index of `c`, or -1.
    int find(QRgb c) const;
    // The index of `c`, adding it if new; -1 when the table is full.
    int add(QRgb c);

    // Adds every colour of `image` (RGB32); false as soon as more than kMaxColours are needed.
    bool collect(const QImage& image);
    // Adds the colours of `frame` inside `rect` that differ from `before` (null: all of them).
    bool collectRect(const QImage& frame, const QImage* before, QRect rect);
    // Writes the index of each pixel of `frame` inside `rect` row by row to `out`;
    // pixels equal in `before` (when given) get `transparent`. False if a colour is missing.
    bool mapRect(const QImage& frame, const QImage* before, QRect rect, int transparent,
                 std::uint8_t* out) const;

private:
    static constexpr int kSlotBits = 10;
    static constexpr int kSlots = 1 << kSlotBits;
    static unsigned slot(QRgb c) { return (c * 2654435761u) >> (32 - kSlotBits); }
    std::array<QRgb, kSlots> m_keys{};
    std::array<std::int16_t, kSlots> m_values{};
    std::vector<QRgb> m_colours;
};

// The transparent index of a quantized frame (its palette has at most 255 colours).
inline constexpr int kQuantizedTransparent = 255;

// Median-cut quantization (giflib) of `frame` inside `rect` to at most 255 colours
// (256 when !diff); with `diff`, pixels equal in `before` get kQuantizedTransparent.
bool quantizeRect(const QImage& frame, const QImage* before, QRect rect, bool diff,
                  std::uint8_t* out, std::vector<QRgb>& colours);

} // namespace mazelab
