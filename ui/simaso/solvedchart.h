#pragma once
// SolvedChart: the number of solved mazes after each step of the sequence (a step curve from
// SetRun::solvedCount) with a vertical cursor at the player's step. Clicking or dragging in
// the plot moves the player there.

#include <QWidget>

class QCustomPlot;
class QCPGraph;
class QCPItemStraightLine;

namespace mazelab {

class SimasoSession;

class SolvedChart : public QWidget {
    Q_OBJECT
public:
    explicit SolvedChart(SimasoSession* session, QWidget* parent = nullptr);
    QCustomPlot* plot() const { return m_plot; }
    // Points of the curve (steps + 2 when a run is shown: 0..L and a closing level).
    int pointCount() const;
    double cursorStep() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void moveCursor(qint64 step);
    void retranslateUi();
    void seekTo(double x);

    SimasoSession* m_session;
    QCustomPlot* m_plot;
    QCPGraph* m_graph;
    QCPItemStraightLine* m_cursor;
    bool m_dragging = false;
};

} // namespace mazelab
