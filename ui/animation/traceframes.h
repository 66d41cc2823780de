#pragma once
// MazeTraceFrames: the FramePainter of every mode that animates one maze with a CellTrace
// (Mouse, Token, and the coming generators and solvers). It keeps a TraceCursor on the
// shared, immutable trace and a MazeOverlay that the mode fills from the trace's state:
// - on screen, the mode's MazeView draws overlay(); showStep(k) moves the cursor and refills
//   the overlay (stepping forward applies one step's events, anything else seeks through the
//   nearest keyframe — bounded, see core/trace/celltrace.h);
// - in an export or `mazelab-cli animate`, paintFrame(k) = showStep(k) + the maze and the
//   overlay painted into an image, exactly as the view paints them at that cell size.
// Nothing is re-simulated: the overlay shows only what the trace recorded.

#include "core/maze.h"
#include "core/trace/celltrace.h"
#include "ui/animation/framepainter.h"
#include "ui/mazerenderer.h"

#include <memory>

namespace mazelab {

class MazeOverlay;

class MazeTraceFrames : public FramePainter {
public:
    // Precondition: trace finished, trace->rows()/cols() == maze's.
    MazeTraceFrames(Maze maze, std::shared_ptr<const CellTrace> trace);

    qint64 length() const override { return m_trace->length(); }
    QSize frameSize(int cellPx) const override;
    void paintFrame(QPainter& painter, qint64 step, int cellPx) override;
    // The trace's caption at `step` (subclasses usually say more, translated).
    QString caption(qint64 step) const override;

    // Moves to `step` (clamped) and refreshes overlay().
    void showStep(qint64 step);
    qint64 shownStep() const { return m_cursor.step(); }
    const TraceState& state() const { return m_cursor.state(); }
    const Maze& maze() const { return m_maze; }
    const std::shared_ptr<const CellTrace>& trace() const { return m_trace; }
    // The layer the view draws above the cells (owned by the frames).
    virtual MazeOverlay& overlay() = 0;
    // How the maze itself is drawn (start / goal markers, grid).
    MazeStyle style() const { return m_style; }
    void setStyle(const MazeStyle& style) { m_style = style; }
    // Empty rows of cells drawn above and below the maze (the mouse's arrows), as the view's
    // MazeView::setFrameRows.
    int frameRowsAbove() const { return m_above; }
    int frameRowsBelow() const { return m_below; }

protected:
    void setFrameRows(int above, int below) { m_above = above; m_below = below; }
    // Refills overlay() from state() (called after every cursor move).
    virtual void updateOverlay() = 0;

private:
    Maze m_maze;
    std::shared_ptr<const CellTrace> m_trace;
    TraceCursor m_cursor;
    MazeStyle m_style = MazeStyle::standard();
    int m_above = 0, m_below = 0;
    bool m_fresh = true; // overlay not filled yet
};

} // namespace mazelab
