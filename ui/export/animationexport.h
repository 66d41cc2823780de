#pragma once
// Exporting a recorded trace as an animated GIF: the same trace the player replays is rendered
// at positions first, first+stride, ..., last (the last position is always included and held
// longer), and streamed to a GifWriter. Safe to run on a worker thread as long as `render`
// only paints into the QImage it returns (no widgets).

#include "core/control.h"

#include <QImage>
#include <QString>
#include <functional>

namespace mazelab {

struct AnimationExportOptions {
    qint64 first = 0;
    qint64 last = 0;       // inclusive
    qint64 stride = 1;     // trace steps per frame (>= 1)
    int frameDelayMs = 100;
    int finalHoldMs = 1500; // how long the last frame stays before the loop restarts
    int loopCount = 0;      // 0 = forever
};

struct AnimationExportResult {
    bool ok = false;
    bool cancelled = false;
    int frames = 0;
    QString error;
};

// Number of frames the options produce (for progress and for "this will be N frames" hints).
qint64 animationFrameCount(const AnimationExportOptions& options);

AnimationExportResult exportAnimationGif(const QString& path, const AnimationExportOptions& options,
                                         const std::function<QImage(qint64 position)>& render,
                                         Control& control);

} // namespace mazelab
