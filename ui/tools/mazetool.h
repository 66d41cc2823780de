#pragma once
// MazeTool: what a mouse press / drag / release (or Space on the keyboard cursor) does on a
// MazeView. Tools are small stateless-looking classes; a MazeView calls the hooks with the cell
// under the pointer. Reuse them in any view that shows a MazeDocument.

#include "core/maze.h"

#include <QCursor>
#include <QPoint>
#include <QString>

namespace mazelab {

class MazeView;

struct ToolEvent {
    Cell cell;            // cell under the pointer (may lie outside the maze)
    bool inside = false;  // view.maze().contains(cell)
    QPoint pos;           // viewport coordinates
    Qt::MouseButton button = Qt::LeftButton; // the button pressed or released (press/release)
    Qt::MouseButtons buttons;                // buttons held
    Qt::KeyboardModifiers modifiers;
};

class MazeTool {
public:
    virtual ~MazeTool() = default;
    // Translated, for menus and tool tips.
    virtual QString name() const = 0;
    virtual void press(MazeView& view, const ToolEvent& event) = 0;
    virtual void move(MazeView&, const ToolEvent&) {}
    virtual void release(MazeView&, const ToolEvent&) {}
    // Keyboard use (Space on the cell cursor): by default a click on `cell`.
    virtual void activate(MazeView& view, Cell cell);
    virtual QCursor cursor() const { return Qt::CrossCursor; }
};

} // namespace mazelab
