#pragma once
// SolveChart: the Solve mode's "Growth" tab — how each chosen solver's time grows with the
// maze size, on a log-log chart (QCustomPlot). "Measure" runs the solvers (untraced, the
// options of the Solvers tab without weights) on random square grids with 30 % walls
// (start and goal in opposite corners, freed), sides 10, 20, 50, 100, … up to the chosen
// maximum, one small job per point on the document's JobRunner, so the points appear as they
// come and "Cancel" stops at once (the running solver polls its Control).

#include "core/solve/solvers.h"

#include <QWidget>

#include <string>
#include <vector>

class QCustomPlot;
class QLabel;
class QPushButton;
class QSpinBox;

namespace mazelab {

class JobRunner;

// A side × side grid, 30 % of the cells blocked at random, the corners connected (the
// benchmarks' grid: seed 1 gives tests/bench/bench_solve.cpp's grid of that size).
Maze randomSolveGrid(int side, std::uint64_t seed);
// 10, 20, 50, 100, 200, 500, … up to `maximum` (and `maximum` itself if it is not one).
std::vector<int> measureSides(int maximum);

class SolveChart : public QWidget {
    Q_OBJECT
public:
    explicit SolveChart(JobRunner* jobs, QWidget* parent = nullptr);

    // Starts measuring `solvers` with `options`; false when the runner is busy.
    bool measure(const std::vector<std::string>& solvers, const solve::SolveOptions& options);
    void cancel();
    bool isMeasuring() const { return m_active; }
    // Points measured so far (x: cells, y: milliseconds).
    int pointCount() const;

    QCustomPlot* plot() const { return m_plot; }
    QSpinBox* maximumSpin() const { return m_max; }
    QPushButton* measureButton() const { return m_measure; }
    QLabel* statusLabel() const { return m_status; }

signals:
    // The user pressed Measure; the page answers with measure(chosen, options).
    void measureRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void next();
    void finish(const QString& status);

    JobRunner* m_jobs;
    QCustomPlot* m_plot;
    QLabel* m_maxLabel;
    QSpinBox* m_max;
    QPushButton* m_measure;
    QLabel* m_status;
    bool m_active = false;
    bool m_waiting = false; // this chart's job runs
    std::vector<std::string> m_solvers;
    solve::SolveOptions m_options;
    std::vector<int> m_sides;
    std::size_t m_next = 0; // index into sides × solvers
    int m_points = 0;
};

} // namespace mazelab
