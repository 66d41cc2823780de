#pragma once
// FramePainter: a mode's picture of one step of its recorded trace, painted with QPainter only
// (no widget), so that the mode's on-screen view, GIF / PNG-frame export (on a worker thread)
// and `mazelab-cli animate` all draw the same pixels from the same trace.
//
// Contract
// - length(): the trace's last step; frames exist for steps 0 … length().
// - frameSize(cellPx): the size in pixels of every frame at `cellPx` pixels per cell
//   (without the caption strip, which the export adds below the frame when asked).
// - paintFrame(p, step, cellPx): paints the whole frame for `step` (clamped to
//   [0, length()]) with its top-left corner at the painter's origin. A painter may keep a
//   cursor on its trace so consecutive steps are cheap; seeking anywhere is bounded
//   (CellTrace's keyframes).
// - caption(step): one line describing the step in the user's language (may be empty).
// - clone(): an independent painter over the same (immutable, shared) trace, for another
//   thread. A painter itself is used by one thread at a time.

#include <QImage>
#include <QSize>
#include <QString>

#include <memory>

class QPainter;

namespace mazelab {

class FramePainter {
public:
    virtual ~FramePainter() = default;
    virtual qint64 length() const = 0;
    virtual QSize frameSize(int cellPx) const = 0;
    virtual void paintFrame(QPainter& painter, qint64 step, int cellPx) = 0;
    virtual QString caption(qint64 step) const = 0;
    virtual std::unique_ptr<FramePainter> clone() const = 0;
};

} // namespace mazelab
