#pragma once
// MouseCharts: the Mouse mode's two charts (QCustomPlot) in tabs — the histogram of the visit
// counts at the shown turn, and the walk over time (cells visited so far and the largest
// count so far, per turn) with a cursor at the shown turn. The series are read from the walk's
// trace in one forward pass (at most kMaxPoints points, so a 10-million-step walk plots
// instantly); nothing is re-simulated.

#include "core/trace/celltrace.h"

#include <QTabWidget>
#include <memory>

class QCustomPlot;
class QCPItemStraightLine;

namespace mazelab {

class MouseCharts : public QTabWidget {
    Q_OBJECT
public:
    static constexpr std::int64_t kMaxPoints = 4000;

    explicit MouseCharts(QWidget* parent = nullptr);
    QCustomPlot* histogram() const { return m_histogram; }
    QCustomPlot* timeline() const { return m_timeline; }

    // A new walk (null: none). `maxVisit` scales the histogram's x axis.
    void setTrace(const std::shared_ptr<const CellTrace>& trace, std::int64_t maxVisit);
    // The visit counts at `turn` (layer 0 of the trace state).
    void showTurn(qint64 turn, const std::vector<std::int32_t>& visits);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void rebuildPlots();

    QCustomPlot* m_histogram;
    QCustomPlot* m_timeline;
    QCPItemStraightLine* m_cursor = nullptr;
    QVector<double> m_turns, m_distinct, m_maxVisit;
    std::int64_t m_top = 0;
};

} // namespace mazelab
