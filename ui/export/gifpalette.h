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

struct ColorMapObject; // giflib

namespace mazelab {

// The flag of a changed pixel in a flagged-pixel buffer (see ColourTable).
inline constexpr QRgb kChanged = 0xff000000u;
inline bool isChanged(QRgb pixel) { return (pixel & kChanged) != 0; }

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

    // The pieces below work on a frame's changed rectangle stored as "flagged pixels": RGB
    // in the low 24 bits, the top byte kChanged for a pixel that differs from the previous
    // frame (or for every pixel of a frame without a previous one), 0 for an unchanged one.

    // Adds the colours of the changed pixels; false as soon as more than kMaxColours are
    // needed.
    bool collect(const QRgb* pixels, std::size_t n);
    // Writes each pixel's index to `out`: unchanged pixels get kUnchanged, and their own
    // colour's index (or -1 when not in the table) goes to `alt` (may be null). Returns false
    // when a changed pixel's colour is missing.
    bool map(const QRgb* pixels, std::size_t n, std::uint8_t* out, std::int16_t* alt) const;

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

// Quantization of flagged pixels (a w × h rectangle) to at most 255 colours; unchanged pixels
// get kQuantizedTransparent. When the 255 most frequent colours cover at least 90 % of the
// pixels (drawings with anti-aliased edges) they stay exact and the rest map to the nearest;
// otherwise giflib's median cut.
bool quantize(const QRgb* pixels, int w, int h, std::uint8_t* out, std::vector<QRgb>& colours);

// Bits per index for `entries` palette entries (GIF allows 1..8; giflib needs a power of 2).
int paletteBits(int entries);
// A giflib colour map of 2^paletteBits(entries) entries holding `colours` (rest black);
// free it with GifFreeMapObject. Null when out of memory.
ColorMapObject* makeMap(const std::vector<QRgb>& colours, int entries);
// The smallest rectangle where `a` and `b` (same size, RGB32) differ; empty if equal.
QRect changedRect(const QImage& a, const QImage& b);
// The smallest index that no pixel in `indices` uses (a frame's transparent index).
int unusedIndex(const std::vector<std::uint8_t>& indices);

} // namespace mazelab
