#pragma once
// MoveMarker: moves the start or the goal of a maze to another cell; a blocked target cell is
// freed (and blocked again on undo).

#include "ui/mazedocument.h"

#include <QUndoCommand>

namespace mazelab {

enum class Marker { Start, Goal };

class MoveMarker : public QUndoCommand {
public:
    // Precondition: doc->maze(mazeIndex).contains(to).
    MoveMarker(MazeDocument* doc, int mazeIndex, Marker marker, Cell to);
    void undo() override;
    void redo() override;

private:
    Maze withMarker(Cell at, bool blocked) const;

    MazeDocument* m_doc;
    int m_mazeIndex;
    Marker m_marker;
    Cell m_from;
    Cell m_to;
    bool m_toWasBlocked;
};

} // namespace mazelab
