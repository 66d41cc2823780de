#pragma once
// TokenOverlay: the sliding token's path on a board. Visited cells are tinted and numbered in
// visiting order, the path is a line through the cell centres with an arrow in each cell
// pointing where the token went next, turn points carry a ring, the token itself is a disc on
// its current cell. In play mode the cells the token can slide to are marked. Used by the
// Token view and, off-screen, by the GIF export (paint() touches no widget).

#include "core/maze.h"
#include "ui/mazeoverlay.h"

#include <QColor>
#include <optional>
#include <vector>

namespace mazelab {

class TokenOverlay : public MazeOverlay {
public:
    std::vector<Cell> path;          // the whole path (solution or the player's moves)
    std::size_t shown = 0;           // how many cells of `path` are drawn (0: none)
    std::optional<Cell> start;       // a chosen start cell (ring) when the path is empty
    std::vector<Cell> targets;       // play mode: where the next slide may end

    void paint(QPainter& painter, double cellSize, QRect visibleCells) override;
};

// True when the path turns at index i (0 < i < path.size() - 1).
bool isTurn(const std::vector<Cell>& path, std::size_t i);

} // namespace mazelab
