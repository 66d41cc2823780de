#pragma once
// CarvingFrames: a generator carving its maze (Petercă 2024, ch. 2), replayed from its
// carving trace (layer 0 = block-cell state: 0 wall, 1 passage, 2 frontier / stack / current
// set, 3 the current random walk; marker 0 = the current cell; core/gen/generators.h). The
// maze starts as solid wall; step k shows the first k carves. `mazelab-cli animate generate`
// and the coming Generate mode paint through it.

#include "ui/animation/traceframes.h"
#include "ui/mazeoverlay.h"

#include <QString>

namespace mazelab {

// Layer 0's states drawn over an all-wall maze, the current cell as a disc.
class CarvingOverlay : public MazeOverlay {
public:
    int cols = 0;
    const std::vector<std::int32_t>* cells = nullptr; // layer 0 of the trace state
    std::int32_t current = -1;                       // marker 0: cell index or -1

    void paint(QPainter& painter, double cellSize, QRect visibleCells) override;
};

class CarvingFrames : public MazeTraceFrames {
public:
    // `maze`: the finished block maze (its start / goal are drawn once carving is over);
    // `algorithm`: the generator's name for the captions.
    CarvingFrames(const Maze& maze, std::shared_ptr<const CellTrace> trace, QString algorithm);

    MazeOverlay& overlay() override { return m_overlay; }
    QString caption(qint64 step) const override;
    std::unique_ptr<FramePainter> clone() const override;

protected:
    void updateOverlay() override;

private:
    Maze m_final;
    CarvingOverlay m_overlay;
    QString m_algorithm;
};

} // namespace mazelab
