#pragma once
// Drawing one maze of a set with a sequence's trail: the browser tiles and the large view's
// overlay share these functions so that both look the same.
//
// Colours: trail and position blue; solved = green frame and check mark; unsolved = thin grey
// frame. The non-colour cues are the check-mark badge and the frame width.

#include "core/maze.h"

#include <QColor>
#include <QImage>
#include <QPalette>
#include <QRect>
#include <cstdint>
#include <vector>

class QPainter;

namespace mazelab {

struct TrailStyle {
    QColor trail{0x25, 0x63, 0xeb, 200};
    QColor position{0x1d, 0x4e, 0xd8};
    QColor solved{0x2e, 0x9d, 0x4f};
    QColor unsolved{0x9a, 0xa0, 0xa8};
};

// The maze alone (cells, grid, start / goal) with square cells of floor(thumbPx / side) px
// (at least 1), cell (0,0) at pixel (0,0).
QImage renderThumbnailBase(const Maze& maze, int thumbPx);

// The trail (positions after 0..t moves) as a line through cell centres and the last position
// as a disc. The painter's origin is cell (0,0)'s corner, `cellSize` px per cell.
void paintTrail(QPainter& painter, const std::vector<Cell>& trail, double cellSize,
                const TrailStyle& style = {});

// A check mark in a disc, centred on `centre`, `diameter` px wide.
void paintCheckBadge(QPainter& painter, QPointF centre, double diameter, const QColor& colour);

struct TileState {
    qint64 index = 0;
    qint64 step = 0;
    std::int32_t solvedStep = -1; // first step at the goal over the whole sequence, -1 = never
    bool solved = false;          // solved at `step`
    bool selected = false;
};

// One browser tile: the maze picture (from renderThumbnailBase) centred in the upper part,
// the trail, the frame, the badge and the caption "#index" / "✓ step k".
void paintMazeTile(QPainter& painter, QRect rect, const Maze& maze, const QImage& base,
                   const std::vector<Cell>& trail, const TileState& state,
                   const QPalette& palette, const TrailStyle& style = {});

} // namespace mazelab
