#pragma once
// Small pictures of mazes for lists and previews.

#include "core/maze.h"

#include <QImage>

namespace mazelab {

// An image at most maxPx x maxPx showing the whole maze with the editor's colours: drawn with
// renderMazeImage when cells get at least 3 px, else sampled (one cell per pixel, nearest),
// so it costs O(maxPx^2) even for 4096 x 4096 mazes.
QImage mazeThumbnail(const Maze& maze, int maxPx);

} // namespace mazelab
