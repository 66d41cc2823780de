#pragma once
// ExperimentPanel: Nusser 2016, ch. 6 plots in the GUI — for the chosen solvers, random sets
// of k n×m mazes (k from..to, several sets per k): mean runtime against k (logarithmic axis)
// and mean sequence length against k, with standard-deviation error bars. Runs as one
// background job of the document; exports the plots as PNG and the runs as CSV.

#include "ui/simaso/experiment.h"

#include <QWidget>

class QCustomPlot;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace mazelab {

class MazeDocument;
struct JobReport;

class ExperimentPanel : public QWidget {
    Q_OBJECT
public:
    ExperimentPanel(MazeDocument* doc, std::vector<SolverSpec> solvers, QWidget* parent = nullptr);

    QListWidget* solverList() const { return m_solverList; }
    QSpinBox* rowsBox() const { return m_rows; }
    QSpinBox* colsBox() const { return m_cols; }
    QSpinBox* kFromBox() const { return m_kFrom; }
    QSpinBox* kToBox() const { return m_kTo; }
    QSpinBox* setsBox() const { return m_sets; }
    QDoubleSpinBox* densityBox() const { return m_density; }
    QPushButton* runButton() const { return m_run; }
    QPushButton* cancelButton() const { return m_cancel; }
    QLabel* status() const { return m_status; }
    QCustomPlot* timePlot() const { return m_timePlot; }
    QCustomPlot* lengthPlot() const { return m_lengthPlot; }
    const std::vector<ExperimentRun>& runs() const { return m_runs; }

    bool start();
    // Both plots, one above the other, as one PNG; the runs as CSV. False (with a message in
    // status()) when the file cannot be written.
    bool exportPng(const QString& path);
    bool exportCsv(const QString& path);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void replot();
    void onFinished(const JobReport& report);
    void updateButtons();

    MazeDocument* m_doc;
    std::vector<SolverSpec> m_solvers;
    QListWidget* m_solverList;
    QSpinBox* m_rows;
    QSpinBox* m_cols;
    QSpinBox* m_kFrom;
    QSpinBox* m_kTo;
    QSpinBox* m_sets;
    QDoubleSpinBox* m_density;
    QSpinBox* m_seed;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QPushButton* m_png;
    QPushButton* m_csv;
    QLabel* m_status;
    QString m_hint; // what m_status shows before the first run (retranslated)
    QList<QLabel*> m_labels;
    QCustomPlot* m_timePlot;
    QCustomPlot* m_lengthPlot;
    QWidget* m_plots;
    std::vector<ExperimentRun> m_runs;
    ExperimentConfig m_config;
    bool m_ourJob = false;
    QString m_jobName;
};

} // namespace mazelab
