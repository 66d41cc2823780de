#pragma once
// The one export pipeline for animations (issue 13, point 3): any mode's FramePainter is
// rendered at steps first, first+stride, …, last (the last step is always included) and
// written as an animated GIF (GifWriter) or as a folder of numbered PNG frames. Used by every
// mode's "Export animation…" (on the page's JobRunner, see animationexportjob.h) and by
// `mazelab-cli animate`. Widget-free (render library): safe on a worker thread with a
// painter of its own (FramePainter::clone()).
//
//   AnimationExportOptions o;             // defaults: the whole trace, 10 fps, 16 px cells
//   o.setFramesPerSecond(25);
//   o.format = AnimationFormat::Gif;
//   Control control;                      // cancel / progress
//   const AnimationExportResult r = exportAnimation("walk.gif", o, painter, control);
//   if (!r.ok && !r.cancelled) report(r.error);
//
// Contract
// - Frames: renderAnimationFrame() below for each step, i.e. a white background, the
//   painter's frame at options.cellPx, and with options.caption a strip of captionHeight()
//   pixels under it showing painter.caption(step) (DejaVu Sans, elided to the width, the same
//   height for every frame, anti-aliasing reduced to 8 shades so the palette stays exact).
// - Timing (GIF): every frame lasts frameDelayMs (GIF stores 10 ms units, at least 20 ms);
//   the last one holdSeconds longer. Identical consecutive frames are merged (their delays
//   add up). loopForever = false plays the animation once.
// - PNG frames: `path` is a folder that must not exist yet (or be empty); it receives
//   frame_00000.png, frame_00001.png, … (at least 5 digits) and nothing else. Delays are
//   not stored.
// - All or nothing: a cancelled or failed export leaves no file or folder at `path` (the GIF
//   goes through QSaveFile; the PNGs are written into a hidden temporary folder next to
//   `path`, renamed at the end or removed).
// - Progress: control.progressText(fraction, "Frame i of n"), after each frame. Cancel
//   (control.cancel() from any thread) is seen after the frame being rendered, so within
//   one frame's time.

#include "core/control.h"
#include "ui/animation/framepainter.h"

#include <QImage>
#include <QString>
#include <functional>

namespace mazelab {

enum class AnimationFormat { Gif, PngFrames };

struct AnimationExportOptions {
    qint64 first = 0;
    qint64 last = -1;          // inclusive; negative: the painter's length()
    qint64 stride = 1;         // trace steps per frame (>= 1)
    int frameDelayMs = 100;    // per frame; see setFramesPerSecond
    double holdSeconds = 1.5;  // extra time on the last frame before the loop restarts
    int cellPx = 16;           // pixels per maze cell
    bool loopForever = true;   // false: play once
    bool caption = true;       // the caption strip under each frame
    AnimationFormat format = AnimationFormat::Gif;

    // frameDelayMs = 1000 / fps, rounded (fps clamped to 0.1 … 100).
    void setFramesPerSecond(double fps);
    double framesPerSecond() const;
    // The options with first/last clamped to [0, length] (a negative last = length).
    AnimationExportOptions resolved(qint64 length) const;
};

struct AnimationExportResult {
    bool ok = false;
    bool cancelled = false;
    int frames = 0;   // frames stored (GIF: after merging identical ones; PNG: files)
    qint64 bytes = 0; // size of the GIF, or of all PNG files together
    QString error;    // empty when ok; "cancelled" when cancelled
};

// Number of frames the (resolved) options render, for progress and "N frames" hints.
qint64 animationFrameCount(const AnimationExportOptions& options);

// The largest cell size (1 … 48 px) whose frames are at most `targetWidth` pixels wide.
int defaultCellPx(const FramePainter& painter, int targetWidth = 480);
// The defaults of the GUI's export dialog and of `mazelab-cli animate` for `painter`: the
// whole trace, at most about kDefaultMaxFrames frames (long traces skip steps), defaultCellPx.
inline constexpr qint64 kDefaultMaxFrames = 600;
AnimationExportOptions defaultExportOptions(const FramePainter& painter);

// The caption strip's height in pixels for frames `frameWidth` pixels wide.
int captionHeight(int frameWidth);

// One exported frame exactly as exportAnimation writes it (Format_RGB32).
QImage renderAnimationFrame(FramePainter& painter, qint64 step, int cellPx, bool caption);

// Exports `painter`'s trace to `path` (a .gif file or a PNG folder, per options.format).
AnimationExportResult exportAnimation(const QString& path, const AnimationExportOptions& options,
                                      FramePainter& painter, Control& control);

// For callers that render whole images themselves (no FramePainter): a GIF of
// `render(step)` images (all of one size; cellPx and caption are ignored).
AnimationExportResult exportAnimationGif(const QString& path,
                                         const AnimationExportOptions& options,
                                         const std::function<QImage(qint64 position)>& render,
                                         Control& control);

} // namespace mazelab
