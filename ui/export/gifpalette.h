#pragma once
// The pieces of GifWriter that decide the bytes (not part of its interface):
// - ColourTable: an exact palette of at most 255 colours (one index stays free for
//   transparency) with an open-addressing lookup fast enough to map every pixel of a
//   512×512 frame in well under a millisecond. Colours are compared without their alpha byte.
// - LZW simulation (the same dictionary giflib builds) to estimate a frame's compressed size
//   and to choose, for each unchanged pixel, between the transparent index and its own colour
//   so that the dictionary's matches run longer (what `gifsicle -O3` does).

#include <QImage>
#include <QRect>

#include <array>
#include <cstdint>
#include <vector>

namespace mazelab {

// The index a mapped unchanged pixel gets before the frame's transparent index is chosen
// (never a colour index: a table has at most 255 colours).
inline constexpr std::uint8_t kUnchanged = 255;

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

    // Adds the colours of `frame` inside `rect` that differ from `before` (null: all of them);
    // false as soon as more than kMaxColours are needed.
    bool collectRect(const QImage& frame, const QImage* before, QRect rect);
    // Writes the index of each pixel of `frame` (RGB32) inside `rect`, row by row, to `out`.
    // Pixels equal in `before` (when given) get kUnchanged, and their own colour's index (or -1
    // when it is not in the table) goes to `alt` (same layout; may be null). Missing colours
    // are added when `addMissing`; returns false when a colour is missing (or the table
    // overflows: it keeps the colours added so far).
    bool mapRect(const QImage& frame, const QImage* before, QRect rect, bool addMissing,
                 std::uint8_t* out, std::int16_t* alt);

private:
    static constexpr int kSlotBits = 10;
    static constexpr int kSlots = 1 << kSlotBits;
    static unsigned slot(QRgb c) { return (c * 2654435761u) >> (32 - kSlotBits); }
    std::array<QRgb, kSlots> m_keys{};
    std::array<std::int16_t, kSlots> m_values{};
    std::vector<QRgb> m_colours;
};

// Replaces kUnchanged by `transparent` in `idx`, where alt[k] >= 0 choosing alt[k] instead
// when that extends the current LZW match (greedy, as giflib's compressor will parse it).
void chooseUnchanged(std::uint8_t* idx, const std::int16_t* alt, std::size_t n,
                     int transparent, int codeSize);

// The size in bits of `n` indices LZW-compressed as a GIF image with `codeSize` (2..8),
// including the clear and end codes: an estimate close to what giflib writes.
std::size_t lzwBits(const std::uint8_t* data, std::size_t n, int codeSize);

// The transparent index of a quantized frame (its palette has at most 255 colours).
inline constexpr int kQuantizedTransparent = 255;

// Median-cut quantization (giflib) of `frame` inside `rect` to at most 255 colours
// (256 when !diff); with `diff`, pixels equal in `before` get kQuantizedTransparent.
bool quantizeRect(const QImage& frame, const QImage* before, QRect rect, bool diff,
                  std::uint8_t* out, std::vector<QRgb>& colours);

} // namespace mazelab
