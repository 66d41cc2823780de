#pragma once
// SolveResultsPanel: the Solve mode's "Results" tab — one row per solver of the last race
// (solver, found, length, cost, expanded, peak frontier, time in ms, verdict), filled when the
// solvers finish, and "Export CSV…" (racerun.h's resultsCsv, the columns of
// `mazelab-cli solve --compare --csv`).

#include "ui/solve/racerun.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace mazelab {

class SolveResultsPanel : public QWidget {
    Q_OBJECT
public:
    explicit SolveResultsPanel(QWidget* parent = nullptr);

    void setRuns(std::shared_ptr<const std::vector<SolverRun>> runs);
    QTableWidget* table() const { return m_table; }
    QPushButton* exportButton() const { return m_export; }
    // Writes the CSV; false (with a message box when `interactive`) on failure.
    bool exportCsv(const QString& path, bool interactive = false);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QTableWidget* m_table;
    QLabel* m_note;
    QPushButton* m_export;
    std::shared_ptr<const std::vector<SolverRun>> m_runs;
};

} // namespace mazelab
