#pragma once
// MouseFrames: the Mouse mode's frames — the maze with Squeaky's visit counts and position
// after each turn, replayed from the walk's CellTrace (layer 0 = visit counts, marker 0 = the
// mouse; core/mouse/mousetrace.h). The view, the GIF export and `mazelab-cli animate mouse`
// all paint through it.

#include "ui/animation/traceframes.h"
#include "ui/mouse/mouseoverlay.h"

namespace mazelab {

class MouseFrames : public MazeTraceFrames {
public:
    // `overlay` carries the options (entrance / exit columns, colour scale, loop-less
    // structure); its counts, maximum and mouse position come from the trace.
    MouseFrames(Maze maze, std::shared_ptr<const CellTrace> trace, MouseOverlay overlay);

    MazeOverlay& overlay() override { return m_overlay; }
    MouseOverlay& mouseOverlay() { return m_overlay; }
    QString caption(qint64 step) const override;
    std::unique_ptr<FramePainter> clone() const override;

protected:
    void updateOverlay() override;

private:
    MouseOverlay m_overlay;
};

} // namespace mazelab
