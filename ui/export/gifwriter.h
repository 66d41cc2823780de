#pragma once
// GifWriter: streams an animated GIF (giflib) frame by frame, so an animation of any length
// is exported with the memory of a few frames. What keeps the files small (measured against
// `gifsicle -O3` in the README, scripts/bench-gif.sh):
// - one exact global palette when the animation's colours fit in 255 (the caller passes it,
//   or the writer collects it from the first kPaletteProbeFrames frames); a frame with a
//   colour outside it gets its own exact local palette, or a quantized one past 255 colours;
// - the colour table and LZW code size are as small as the colours allow (4 colours: 2 bits);
// - frames after the first store only the rectangle that changed, with unchanged pixels
//   transparent; identical consecutive frames are merged into one longer frame.
// The file is written through QSaveFile: it appears complete on close() or not at all.
//
// Not thread-safe; one writer per thread. Memory: O(kPaletteProbeFrames) frames.

#include <QImage>
#include <QList>
#include <QString>
#include <memory>

namespace mazelab {

class GifWriter {
public:
    // Frames held back before the header is written, to collect the shared palette from.
    static constexpr int kPaletteProbeFrames = 8;
    // The loop count meaning "play once" (no NETSCAPE2.0 loop extension in the file).
    static constexpr int kPlayOnce = -1;

    GifWriter();
    ~GifWriter();
    GifWriter(const GifWriter&) = delete;
    GifWriter& operator=(const GifWriter&) = delete;

    // loopCount: 0 = loop forever, n > 0 = n extra loops, kPlayOnce = no loop extension.
    // `palette`: the animation's colours (alpha ignored); used as the global palette when it
    // has 1..255 entries, otherwise the writer collects one itself. Every frame must have
    // `size` (at most 65535 a side).
    bool open(const QString& path, QSize size, int loopCount = 0,
              const QList<QRgb>& palette = {});
    // The reference for size comparisons: every frame stored whole, no transparency, no
    // merging (what an unoptimising encoder writes). Call before open(). Default false.
    void setFullFrames(bool full);
    // delayMs is rounded to GIF's 10 ms units (at least 20 ms, as browsers clamp smaller ones)
    // when the frame is written (merged frames add their delays first).
    bool addFrame(const QImage& frame, int delayMs);
    // Writes the last frame and commits the file. Returns false (and leaves no file) on error.
    bool close();
    // Drops everything written so far; no file is created.
    void cancel();

    bool isOpen() const;
    // Frames stored in the file so far (after merging identical ones).
    int framesWritten() const;
    // True when the file has a global palette (every frame fitted in it so far).
    bool usesGlobalPalette() const;
    // Frames that needed their own local palette so far.
    int localPaletteFrames() const;
    QString errorString() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace mazelab
