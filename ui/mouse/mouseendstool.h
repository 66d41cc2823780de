#pragma once
// MouseEndsTool: the Mouse mode's tool. A press (or drag) in the row just above the board moves
// the entrance to that column, in the row just below it the exit (the green / red arrows live
// there; the Kongregate game lets the player move them too); a drag keeps following the pointer's
// column. Everything on the board is the brush (PaintTool): click or drag to build walls.
// The view needs a free row above and below the maze: MazeView::setFrameRows(1, 1).

#include "ui/tools/painttool.h"

#include <QCoreApplication>
#include <functional>

namespace mazelab {

class MouseEndsTool : public MazeTool {
    Q_DECLARE_TR_FUNCTIONS(mazelab::MouseEndsTool)
public:
    enum class End { Entrance, Exit };
    // Called with the new 0-based column whenever a press or drag moves an end.
    using MoveEnd = std::function<void(End end, int col)>;
    explicit MouseEndsTool(MoveEnd moveEnd) : m_moveEnd(std::move(moveEnd)) {}

    QString name() const override { return tr("Brush, entrance and exit"); }
    void press(MazeView& view, const ToolEvent& event) override;
    void move(MazeView& view, const ToolEvent& event) override;
    void release(MazeView& view, const ToolEvent& event) override;
    void activate(MazeView& view, Cell cell) override { m_paint.activate(view, cell); }

private:
    void dragTo(MazeView& view, int col);

    PaintTool m_paint;
    MoveEnd m_moveEnd;
    bool m_dragging = false;
    End m_end = End::Entrance;
    int m_col = -1;
};

} // namespace mazelab
