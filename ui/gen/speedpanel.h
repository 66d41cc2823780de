#pragma once
// SpeedPanel: the "Speed" tab of the Generate mode — how a generator's time grows with the
// maze's size, as a QCustomPlot log-log chart "time vs cells" (one graph per generator, a
// legend). "Measure" times each checked generator (default parameters) on 10², 32², 100², …
// up to the chosen largest side, one small job per point on the document's JobRunner, so the
// points appear as they come and Cancel (here or in the status bar) stops the series. A
// generator whose point took over kSlowMs is not run on the next size (≥ 10 times the cells).

#include "ui/gen/generatesettings.h"

#include <QWidget>

#include <QPointer>
#include <map>
#include <vector>

class QCustomPlot;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace mazelab {

class JobRunner;

class SpeedPanel : public QWidget {
    Q_OBJECT
public:
    static constexpr double kSlowMs = 1500;

    explicit SpeedPanel(JobRunner* jobs, QWidget* parent = nullptr);

    void measure();          // as the button
    bool isMeasuring() const { return m_measuring; }
    // The points measured so far, per generator.
    const std::map<std::string, std::vector<SpeedPoint>>& points() const { return m_points; }
    void setChecked(const QStringList& algorithms);
    QStringList checkedAlgorithms() const;

    QListWidget* algorithmList() const { return m_list; }
    QSpinBox* maxSideSpin() const { return m_max; }
    QPushButton* measureButton() const { return m_measure; }
    QCustomPlot* plot() const { return m_plot; }
    QLabel* statusLabel() const { return m_status; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void next();
    void addPoint(const SpeedPoint& p);
    void replot();

    QPointer<JobRunner> m_jobs;
    QListWidget* m_list;
    QSpinBox* m_max;
    QPushButton* m_measure;
    QLabel* m_maxLabel;
    QLabel* m_status;
    QCustomPlot* m_plot;
    std::map<std::string, std::vector<SpeedPoint>> m_points;
    std::vector<std::pair<std::string, int>> m_queue; // (algorithm, side) still to run
    bool m_measuring = false;
};

} // namespace mazelab
