#pragma once
// GifWriter: streams an animated GIF (giflib) frame by frame, so an animation of any length
// is exported with the memory of a few frames. What keeps the files small (measured against
// `gifsicle -O3` in the README, scripts/bench-gif.sh):
// - one exact global palette while the animation's colours fit in 255: the caller may pass
//   them, and colours met in later frames are added, those used by more frames first (the
//   table is completed in place when the file is closed); once it is full, a frame with a new
//   colour gets its own exact local palette, or a quantized one past 255 colours;
// - each frame's LZW code size is as small as its colour indices allow (4 colours: 2 bits);
// - frames after the first store only the rectangle that changed; unchanged pixels in it are
//   transparent or keep their colour, whichever makes the LZW match longer; identical
//   consecutive frames are merged into one longer frame.
// The file is written through QSaveFile: it appears complete on close() or not at all.
//
// Not thread-safe; one writer per thread. Memory: two frames plus the changed rectangles
// not yet written (at most setBufferLimit(), 64 MB by default: beyond it they are written).

#include <QImage>
#include <QList>
#include <QString>
#include <cstddef>
#include <memory>

namespace mazelab {

class GifWriter {
public:
    // The loop count meaning "play once" (no NETSCAPE2.0 loop extension in the file).
    static constexpr int kPlayOnce = -1;

    GifWriter();
    ~GifWriter();
    GifWriter(const GifWriter&) = delete;
    GifWriter& operator=(const GifWriter&) = delete;

    // loopCount: 0 = loop forever, n > 0 = n extra loops, kPlayOnce = no loop extension.
    // `palette`: colours to put first in the global palette (alpha ignored; at most 255 are
    // used), e.g. the animation's colours in a useful order; others are added as frames bring
    // them. Every frame must have `size` (at most 65535 a side).
    bool open(const QString& path, QSize size, int loopCount = 0,
              const QList<QRgb>& palette = {});
    // The reference for size comparisons: every frame stored whole, no transparency, no
    // merging (what an unoptimising encoder writes). Call before open(). Default false.
    void setFullFrames(bool full);
    // How many bytes of changed rectangles are held before they are written (default 64 MB;
    // smaller: less memory, colours ordered over fewer frames). Call before open().
    void setBufferLimit(std::size_t bytes);
    // delayMs is rounded to GIF's 10 ms units (at least 20 ms, as browsers clamp smaller ones)
    // when the frame is written (merged frames add their delays first).
    bool addFrame(const QImage& frame, int delayMs);
    // Writes the last frame and commits the file. Returns false (and leaves no file) on error.
    bool close();
    // Drops everything written so far; no file is created.
    void cancel();

    bool isOpen() const;
    // Frames stored in the file (after merging identical ones); complete after close().
    int framesWritten() const;
    // Frames that needed their own local palette so far.
    int localPaletteFrames() const;
    QString errorString() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace mazelab
