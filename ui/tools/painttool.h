#pragma once
// PaintTool ("brush"): a click toggles a cell; a drag paints every cell the pointer crosses with
// the value the first cell got (so a drag that starts on a wall erases). The right button always
// erases. Shift+click moves the start, Ctrl+click the goal. One stroke is one undo step.

#include "ui/tools/mazetool.h"

#include <QCoreApplication>

namespace mazelab {

class PaintTool : public MazeTool {
    Q_DECLARE_TR_FUNCTIONS(mazelab::PaintTool)
public:
    QString name() const override { return tr("Brush"); }
    void press(MazeView& view, const ToolEvent& event) override;
    void move(MazeView& view, const ToolEvent& event) override;
    void release(MazeView& view, const ToolEvent& event) override;

private:
    void paintTo(MazeView& view, Cell to);
    void paintCell(MazeView& view, Cell cell);

    bool m_painting = false;
    bool m_blocking = false; // the value this stroke paints
    int m_stroke = 0;
    int m_mazeIndex = -1;
    Cell m_last;
};

} // namespace mazelab
