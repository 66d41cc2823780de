#pragma once
// What the Generate mode paints above a maze (render-only, no widget):
// - CarvingImageOverlay: a carving trace's state on screen. Unlike StateOverlay (one
//   rectangle per cell, used by the exports) it paints every visible cell, walls included,
//   through a one-pixel-per-cell image, so a fitted 200 × 200 maze (160,000 block cells) stays
//   fluid while it animates; the view underneath already shows the finished maze.
// - DistanceOverlay: Buck's distance colouring ("Mazes for Programmers", ch. 3: distances from
//   the start as a colour ramp, light yellow near, blue-violet far) and the longest path in
//   red, from a gen::DistanceMap; cached as an image of the whole maze, built on first paint.
// - GenerateFrames: CarvingFrames whose last frame also shows the DistanceOverlay when it is
//   switched on, so that a GIF export ends on what the screen shows.

#include "core/gen/distancemap.h"
#include "ui/gen/carvingframes.h"
#include "ui/mazeoverlay.h"

#include <QColor>
#include <QImage>

#include <memory>
#include <vector>

namespace mazelab {

// The ramp for t in [0, 1] (0: at the start).
QColor distanceColour(double t);
inline const QColor kLongestPathColour{0xd6, 0x3a, 0x2f};

class CarvingImageOverlay : public MazeOverlay {
public:
    int cols = 0;
    const std::vector<std::int32_t>* cells = nullptr; // the trace's layer 0
    std::int32_t current = -1;                        // marker 0
    QColor wall{0x2b, 0x30, 0x3a};
    bool enabled = false;

    void paint(QPainter& painter, double cellSize, QRect visibleCells) override;

private:
    QImage m_image; // reused between paints
};

class DistanceOverlay : public MazeOverlay {
public:
    void setMap(std::shared_ptr<const gen::DistanceMap> map);
    const std::shared_ptr<const gen::DistanceMap>& map() const { return m_map; }
    void setShown(bool distances, bool longestPath);
    bool showsDistances() const { return m_distances; }
    bool showsLongestPath() const { return m_path; }
    bool isActive() const { return m_map && (m_distances || m_path); }

    void paint(QPainter& painter, double cellSize, QRect visibleCells) override;

private:
    std::shared_ptr<const gen::DistanceMap> m_map;
    bool m_distances = false;
    bool m_path = false;
    QImage m_image; // the whole maze; null when stale
};

class GenerateFrames : public CarvingFrames {
public:
    GenerateFrames(const Maze& maze, std::shared_ptr<const CellTrace> trace, QString algorithm,
                   std::shared_ptr<const gen::DistanceMap> map, bool distances, bool path);

    void paintFrame(QPainter& painter, qint64 step, int cellPx) override;
    std::unique_ptr<FramePainter> clone() const override;
    void setOverlaysShown(bool distances, bool path) { m_final.setShown(distances, path); }

private:
    Maze m_maze;
    QString m_name;
    DistanceOverlay m_final;
};

} // namespace mazelab
