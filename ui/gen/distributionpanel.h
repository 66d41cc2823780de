#pragma once
// DistributionPanel: the "Distribution" tab of the Generate mode — the shares of the 16 wall
// configurations (Petercă 2024, Fig. 2: N = 8, E = 4, S = 2, W = 1 for each wall present) of
// the maze on screen or of a batch ("N mazes of R × C", seeds S … S + N − 1, run by the page
// on the JobRunner), as a Qt Charts bar chart. Sorted by size, the thesis' table for that
// generator (Tables 4.3–4.12, core/gen/thesistables.h) stands beside it: the copy of the
// thesis lost the pictures that name its rows, so only ranks can be compared. The table
// exports as CSV and the chart as PNG.

#include "core/gen/metrics.h"
#include "ui/gen/generatejob.h"

#include <QWidget>

#include <array>
#include <optional>

class QChart;
class QChartView;
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace mazelab {

class DistributionPanel : public QWidget {
    Q_OBJECT
public:
    enum class Source { CurrentMaze = 0, Batch = 1 };

    explicit DistributionPanel(QWidget* parent = nullptr);

    // The maze on screen (nullopt: no passage maze).
    void setCurrentMaze(const QString& algorithm, const std::optional<gen::MazeMetrics>& m);
    void setBatch(const BatchResult& batch); // switches the source to Batch
    Source source() const;
    // Shares in percent by wall code 0–15 of the shown source (zeros when none).
    std::array<double, 16> shares() const;
    // The thesis' values of the shown generator (document order), or nullopt.
    std::optional<std::array<double, 16>> thesisShares() const;
    bool writeCsv(const QString& path, QString* error = nullptr) const;
    bool savePng(const QString& path, QString* error = nullptr) const;

    QComboBox* sourceBox() const { return m_source; }
    QSpinBox* countSpin() const { return m_count; }
    QSpinBox* rowsSpin() const { return m_rows; }
    QSpinBox* colsSpin() const { return m_cols; }
    QPushButton* runButton() const { return m_run; }
    QCheckBox* sortedCheck() const { return m_sorted; }
    QChartView* chartView() const { return m_view; }
    QLabel* infoLabel() const { return m_info; }
    QPushButton* compareButton() const { return m_compare; }
    void setRunning(bool running);

signals:
    void batchRequested(int count, int rows, int cols);
    // "Compare all generators…": the page opens its ComparisonDialog.
    void compareRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void rebuildChart();
    QString shownAlgorithm() const;
    void exportCsv();
    void exportPng();

    QComboBox* m_source;
    QSpinBox* m_count;
    QSpinBox* m_rows;
    QSpinBox* m_cols;
    QPushButton* m_run;
    QCheckBox* m_sorted;
    QChartView* m_view;
    QChart* m_chart;
    QLabel* m_info;
    QLabel* m_batchLabel;
    QLabel* m_sizeLabel;
    QPushButton* m_csv;
    QPushButton* m_png;
    QPushButton* m_compare;
    QString m_algorithm; // of the current maze
    std::optional<gen::MazeMetrics> m_current;
    std::optional<BatchResult> m_batch;
};

} // namespace mazelab
