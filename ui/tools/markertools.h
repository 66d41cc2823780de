#pragma once
// StartTool and GoalTool: a click moves the start (goal) to the clicked cell, freeing it if it
// was blocked. placeMarker() is shared with PaintTool's Shift / Ctrl clicks.

#include "ui/commands/movemarker.h"
#include "ui/tools/mazetool.h"

#include <QCoreApplication>

namespace mazelab {

// Pushes a MoveMarker for the view's maze unless the marker is already at `cell`.
void placeMarker(MazeView& view, Marker marker, Cell cell);

class MarkerTool : public MazeTool {
public:
    explicit MarkerTool(Marker marker) : m_marker(marker) {}
    void press(MazeView& view, const ToolEvent& event) override;
    void move(MazeView& view, const ToolEvent& event) override;

private:
    Marker m_marker;
};

class StartTool : public MarkerTool {
    Q_DECLARE_TR_FUNCTIONS(mazelab::StartTool)
public:
    StartTool() : MarkerTool(Marker::Start) {}
    QString name() const override { return tr("Start"); }
};

class GoalTool : public MarkerTool {
    Q_DECLARE_TR_FUNCTIONS(mazelab::GoalTool)
public:
    GoalTool() : MarkerTool(Marker::Goal) {}
    QString name() const override { return tr("Goal"); }
};

} // namespace mazelab
