#include "ui/thumbnail.h"

#include "ui/mazerenderer.h"

#include <QPainter>
#include <algorithm>

namespace mazelab {

QImage mazeThumbnail(const Maze& maze, int maxPx)
{
    maxPx = std::max(8, maxPx);
    const int side = std::max(maze.rows(), maze.cols());
    const int cellPx = (maxPx - 1) / side;
    if (cellPx >= 3)
        return renderMazeImage(maze, cellPx);
    const MazeStyle style;
    const double scale = double(maxPx) / side; // pixels per cell, < 3
    const int w = std::max(1, int(maze.cols() * scale)), h = std::max(1, int(maze.rows() * scale));
    QImage image(w, h, QImage::Format_RGB32);
    for (int y = 0; y < h; ++y) {
        const int r = std::min(maze.rows() - 1, int(y / scale));
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
        for (int x = 0; x < w; ++x) {
            const int c = std::min(maze.cols() - 1, int(x / scale));
            line[x] = (maze.isBlocked({r, c}) ? style.blocked : style.free).rgb();
        }
    }
    QPainter p(&image);
    paintStartGoal(p, maze, scale, style, std::max(3.0, maxPx / 12.0));
    return image;
}

} // namespace mazelab
