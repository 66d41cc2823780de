#pragma once
// Drawing a maze with QPainter: shared by the editor view, PNG export and `mazelab-cli render`
// so that every picture of a maze looks the same.

#include "core/maze.h"

#include <QColor>
#include <functional>
#include <QImage>
#include <QRect>

class QPainter;

namespace mazelab {

class Control;

struct MazeStyle {
    QColor free{0xfa, 0xfa, 0xf7};
    QColor blocked{0x2b, 0x30, 0x3a};
    QColor grid{0x9a, 0xa0, 0xa8};
    QColor start{0x2e, 0x9d, 0x4f};   // green disc with "S"
    QColor goal{0xd6, 0x3a, 0x2f};    // red square with "G"
    QColor marker{0xff, 0xff, 0xff};  // letter colour on start / goal
    bool showGrid = true;
    bool showStartGoal = true;
    static MazeStyle standard() { return {}; }
};

// Grid line opacity for a cell size in pixels: fades out below ~12 px and is gone at 4 px,
// so large mazes zoomed out do not turn grey.
double gridOpacity(double cellSize);

// Paints the cells in `cellRange` (columns x rows; an invalid rect means the whole maze) with
// cell (0,0)'s top-left corner at the painter's origin and `cellSize` pixels per cell.
void paintMaze(QPainter& painter, const Maze& maze, double cellSize, QRect cellRange = {},
               const MazeStyle& style = MazeStyle::standard());

// Weave crossings (core/maze.h, Crossing), drawn by paintMaze: the bridge's two side walls
// across the crossing cell and the tunnel's two cells beside it shaded, so the lower passage
// reads as running underneath.
void paintCrossings(QPainter& painter, const Maze& maze, double cellSize, QRect cellRange,
                    const MazeStyle& style);

// Start / goal markers only (views draw them above overlays).
void paintStartGoal(QPainter& painter, const Maze& maze, double cellSize,
                    const MazeStyle& style = MazeStyle::standard());

// The same, but each marker is drawn at least `minMarkerPx` pixels wide, centred on its cell,
// so that start and goal stay visible on zoomed-out big mazes.
void paintStartGoal(QPainter& painter, const Maze& maze, double cellSize, const MazeStyle& style,
                    double minMarkerPx);

// A whole maze as an image of (cols*cellPx) x (rows*cellPx) pixels (plus a 1 px border).
// Precondition: cellPx >= 1. Returns a null image if the result would exceed 32768 px a side.
QImage renderMazeImage(const Maze& maze, int cellPx, const MazeStyle& style = MazeStyle::standard());
// Whether a w × h maze image and its PNG export fit in memory: 6 bytes a pixel (the drawing,
// its palette copy, the PNG) within defaultSearchMemoryCap() (three quarters of what the
// machine, the address-space limit or the cgroup leave); true when that is unknown. Exports
// check it before they allocate, so a 32768² export ends with a message, not the OOM killer.
bool mazeImageFits(qint64 w, qint64 h);
// The same pixels, painted in bands of about 1 M pixels, for exports on a worker thread:
// `control` is polled and `progress(fraction of the rows painted)` called between bands. A
// null image when cancelled, too large, or when the image cannot be allocated (`*noMemory`
// then set, if given).
QImage renderMazeImage(const Maze& maze, int cellPx, const MazeStyle& style, Control& control,
                       const std::function<void(double)>& progress, bool* noMemory = nullptr);

} // namespace mazelab
