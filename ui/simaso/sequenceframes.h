#pragma once
// SequenceFrames: the Simultaneous mode's frames (Nusser 2016, §2.1) — mazes of the set with
// the sequence's trails after each move, read from the run's SequenceRun trace
// (SetRun::trail) and drawn with the browser's own tile painter (paintMazeTile), so an
// exported GIF looks like the browser. Either a grid of tiles (the mazes the browser shows,
// `columns` per row) or one maze large (the detail view: `indices` of size 1, one column).
// Step k = after k moves; the caption names the move and the solved count.

#include "ui/animation/framepainter.h"
#include "ui/simaso/setrun.h"

#include <QHash>
#include <memory>
#include <vector>

namespace mazelab {

class SimasoSet;

class SequenceFrames : public FramePainter {
public:
    static constexpr int kMaxTiles = 64; // a grid export shows at most this many mazes

    // Precondition: run covers set (run.mazeCount() == set->size()); indices < set->size().
    SequenceFrames(std::shared_ptr<const SimasoSet> set, std::shared_ptr<const SetRun> run,
                   std::vector<qint64> indices, int columns);

    qint64 length() const override { return qint64(m_run->moves.size()); }
    QSize frameSize(int cellPx) const override;
    void paintFrame(QPainter& painter, qint64 step, int cellPx) override;
    QString caption(qint64 step) const override;
    std::unique_ptr<FramePainter> clone() const override;

    const std::vector<qint64>& indices() const { return m_indices; }

private:
    int thumbPx(int cellPx) const;
    QSize tileSize(int cellPx) const;

    std::shared_ptr<const SimasoSet> m_set;
    std::shared_ptr<const SetRun> m_run;
    std::vector<qint64> m_indices;
    int m_columns;
    int m_maxSide = 1;
    QHash<qint64, QImage> m_bases; // maze pictures at m_basePx
    int m_basePx = 0;
};

} // namespace mazelab
