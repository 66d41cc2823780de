#pragma once
// Edits the Maze menu and the clipboard offer, as functions of the document (no widgets), so
// that tests and other modes can call them directly.

#include "core/maze.h"

#include <QString>

namespace mazelab {

class MazeDocument;

enum class Transform {
    Clear, Fill, Invert, Transpose, MirrorHorizontally, MirrorVertically,
    RotateClockwise, RotateCounterClockwise
};

// Applies the transform to the current maze as one undo step (nothing if it changes nothing).
void transformCurrentMaze(MazeDocument& doc, Transform transform);
// The translated undo text / menu text of a transform.
QString transformText(Transform transform);
// Resizes the current maze (Maze::resized) as one undo step.
void resizeCurrentMaze(MazeDocument& doc, int rows, int cols);

// Adds an empty maze of the current maze's size after the current one.
void addEmptyMaze(MazeDocument& doc);
void duplicateCurrentMaze(MazeDocument& doc);

// Clipboard: the current maze as an image (cells of up to 24 px, at most 4096 px a side) and as
// `.maze` text (with its "; name:" line).
void copyMazeImage(const MazeDocument& doc);
void copyMazeText(const MazeDocument& doc);
// Adds the mazes in `.maze` text after the current maze (one undo step). Returns false and
// sets `error` (with line and column) when the text is not a maze.
bool pasteMazes(MazeDocument& doc, const QString& text, QString* error);

} // namespace mazelab
