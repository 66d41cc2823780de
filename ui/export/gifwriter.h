#pragma once
// GifWriter: streams an animated GIF (giflib) frame by frame, so an animation of any length
// is exported with the memory of two frames. Frames after the first store only the rectangle
// that changed, with unchanged pixels transparent (small files for cell-by-cell animations);
// identical consecutive frames are merged into one longer frame. Each frame gets an exact
// palette when it has at most 255 colours, otherwise a quantized one. The file is written
// through QSaveFile: it appears complete or not at all.

#include <QImage>
#include <QString>
#include <memory>

namespace mazelab {

class GifWriter {
public:
    GifWriter();
    ~GifWriter();
    GifWriter(const GifWriter&) = delete;
    GifWriter& operator=(const GifWriter&) = delete;

    // loopCount 0 = loop forever. Every frame must have `size`.
    bool open(const QString& path, QSize size, int loopCount = 0);
    // delayMs is rounded to GIF's 10 ms units (at least 20 ms, as browsers clamp smaller ones).
    bool addFrame(const QImage& frame, int delayMs);
    // Writes the last frame and commits the file. Returns false (and leaves no file) on error.
    bool close();
    // Drops everything written so far; no file is created.
    void cancel();

    bool isOpen() const;
    int framesWritten() const;
    QString errorString() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace mazelab
