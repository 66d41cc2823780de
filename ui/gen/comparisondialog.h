#pragma once
// ComparisonDialog: the comparison table across all generators (issue 14), opened from the
// Generate mode's Cell types panel. For every generator of the registry a batch of N mazes of
// R × C (default the thesis' 100 of 10 × 10; maze i with seed S + i) runs on the dialog's own
// JobRunner (progress bar and Cancel here; the GUI never waits), and the table shows one row
// per generator with the means of core/gen/comparison.h: M1–M5, M4-general, dead ends,
// junctions, longest corridor, solution length, straightness, average and longest passage
// (passageStats) and the generation time. Sortable by any column (numbers as numbers); CSV
// export writes gen::comparisonCsv (the same text as `mazelab-cli metrics --generator all
// --csv`), PNG export renders the whole table (not just the visible part).
// A dialog, not a side panel: the table is wide, the window's side panel must stay narrow.

#include "core/gen/comparison.h"

#include <QDialog>
#include <QImage>

#include <vector>

class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace mazelab {

class JobRunner;
struct JobReport;

class ComparisonDialog : public QDialog {
    Q_OBJECT
public:
    // Largest side offered: 200² = 40,000 cells keeps a generator's own progress reports
    // (every 65,536 carves) out of the batch's progress bar, and 100 mazes of every generator
    // within minutes (genetic stops at 10,000 cells and shows its reason).
    static constexpr int kMaxSide = 200;

    explicit ComparisonDialog(QWidget* parent = nullptr);
    ~ComparisonDialog() override;

    // Starts the batch with the dialog's settings; false when one runs already.
    bool run();
    void cancel();
    bool isRunning() const;
    JobRunner* runner() const { return m_runner; }

    // The rows of the last finished run (empty before).
    const std::vector<gen::ComparisonRow>& rows() const { return m_rows; }
    const gen::ComparisonRequest& shownRequest() const { return m_shown; }
    bool writeCsv(const QString& path, QString* error = nullptr) const;
    // The whole table as a picture (title, header and every row), in the table's sort order.
    QImage renderTable() const;
    bool savePng(const QString& path, QString* error = nullptr) const;

    QSpinBox* countSpin() const { return m_count; }
    QSpinBox* rowsSpin() const { return m_rowsSpin; }
    QSpinBox* colsSpin() const { return m_colsSpin; }
    QSpinBox* seedSpin() const { return m_seed; }
    QPushButton* runButton() const { return m_run; }
    QPushButton* cancelButton() const { return m_cancel; }
    QPushButton* csvButton() const { return m_csv; }
    QPushButton* pngButton() const { return m_png; }
    QProgressBar* progressBar() const { return m_progress; }
    QTableWidget* table() const { return m_table; }
    QLabel* statusLabel() const { return m_status; }

signals:
    // A run ended (finished, cancelled or failed); rows() holds the finished run's rows.
    void runEnded();

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void retranslateUi();
    void saveSettings() const; // the batch's settings and the geometry (AppSettings)
    void fillTable();
    QString title() const;
    QStringList headers() const;
    void jobFinished(const JobReport& report);
    void updateButtons();
    void exportCsv();
    void exportPng();

    JobRunner* m_runner;
    QSpinBox* m_count;
    QSpinBox* m_rowsSpin;
    QSpinBox* m_colsSpin;
    QSpinBox* m_seed;
    QLabel* m_countLabel;
    QLabel* m_sizeLabel;
    QLabel* m_seedLabel;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QPushButton* m_csv;
    QPushButton* m_png;
    QProgressBar* m_progress;
    QLabel* m_status;
    QTableWidget* m_table;
    std::vector<gen::ComparisonRow> m_rows;
    gen::ComparisonRequest m_shown; // the request m_rows answer
};

} // namespace mazelab
