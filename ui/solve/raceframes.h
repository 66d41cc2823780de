#pragma once
// RaceFrames: the Solve mode's race as ONE FramePainter — a grid of tiles, one per solver,
// all showing step k of their own trace (a solver whose trace is shorter stays on its last
// frame, its path drawn). The view, the GIF export and the keys of the shared player all go
// through it, so the race is scrubbed, stepped back and exported as one animation.
//
// Each tile is the maze at one pixel per cell (a QImage: walls, weight shades, the optional
// distance heat map, then the trace's cell states in SolveFrames' colours), scaled to the
// tile's rectangle without smoothing; the base picture is built once, and a tile's image is
// refilled only when its own step changes (O(cells) per refill, so one solver on a 1000×1000
// maze stays fluid). Above each tile two lines: the solver and, read from the trace at the
// shown step, its counters (expanded so far, frontier size, path length when done).

#include "core/maze.h"
#include "core/trace/celltrace.h"
#include "ui/animation/framepainter.h"
#include "ui/solve/racerun.h"

#include <QCoreApplication>
#include <QImage>
#include <QRectF>

#include <memory>
#include <optional>
#include <vector>

namespace mazelab {

struct RaceLook {
    std::vector<std::uint32_t> weights; // empty, or one per cell (shades where > 1)
    std::vector<int> heat;              // empty (no heat map), or distanceMap() of the maze
};

class RaceFrames : public FramePainter {
    Q_DECLARE_TR_FUNCTIONS(mazelab::RaceFrames)

public:
    static constexpr int kHeader = 30; // pixels of the two text lines above a tile
    static constexpr int kGap = 8;     // pixels between tiles

    struct Counters {
        std::int64_t expanded = 0; // search steps shown so far
        std::int64_t frontier = 0; // cells in the frontier at the shown step
        bool done = false;         // the tile shows its last step
        bool found = false;
        int length = 0;            // path moves (when done and found)
    };

    // `runs` may be empty: one tile with the bare maze.
    RaceFrames(Maze maze, std::shared_ptr<const std::vector<SolverRun>> runs, RaceLook look);

    qint64 length() const override { return m_length; }
    QSize frameSize(int cellPx) const override;
    void paintFrame(QPainter& painter, qint64 step, int cellPx) override;
    QString caption(qint64 step) const override;
    std::unique_ptr<FramePainter> clone() const override;

    // The same picture at any scale (pixels per cell), for the on-screen canvas.
    void paint(QPainter& painter, qint64 step, double scale);
    QSizeF sizeAt(double scale) const;
    // The largest scale at which the whole race fits `area`.
    double fitScale(QSizeF area) const;
    // Tiles per row (default: about a square grid); the view picks what fits its shape.
    int columns() const { return m_columns; }
    void setColumns(int columns);
    // The column count that gives the largest fitScale() in `area`.
    int bestColumns(QSizeF area) const;

    int tileCount() const { return int(std::max<std::size_t>(1, m_runs->size())); }
    const Maze& maze() const { return m_maze; }
    const std::vector<SolverRun>& runs() const { return *m_runs; }
    // Where tile `tile`'s maze lies at `scale` (below its header).
    QRectF mazeRect(int tile, double scale) const;
    // The tile and cell under `pos` (frame coordinates at `scale`).
    std::optional<std::pair<int, Cell>> hit(QPointF pos, double scale) const;
    // Tile `tile`'s counters at `step` (moves its cursor).
    Counters counters(int tile, qint64 step);
    // Tile `tile`'s image at `step`: one pixel per cell (moves its cursor).
    const QImage& tileImage(int tile, qint64 step);

private:
    struct Tile {
        std::unique_ptr<TraceCursor> cursor; // null for the bare maze
        QImage image;
        qint64 imageStep = -1;
        Counters counters;
    };
    double fitScale(QSizeF area, int columns) const;
    void paintPathLine(QPainter& painter, int tile, qint64 step, const QRectF& rect,
                       double scale) const;
    void buildBase();
    void refresh(int tile, qint64 step);

    Maze m_maze;
    std::shared_ptr<const std::vector<SolverRun>> m_runs;
    RaceLook m_look;
    qint64 m_length = 0;
    int m_columns = 1;
    QImage m_base;
    std::vector<Tile> m_tiles;
};

} // namespace mazelab
