#pragma once
// AllMazesCheck: "does the player's sequence solve every solvable n×m maze?" for any size —
// enumerated up to 5×5, beyond that answered by the Unsolved Maze Finder (Nusser 2016,
// Alg. 5.2; core/simaso/verify.h). Runs as a document job; a counterexample can be opened in
// the editor.

#include "core/maze.h"

#include <QWidget>
#include <optional>

class QCheckBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace mazelab {

class SimasoSession;
struct JobReport;

class AllMazesCheck : public QWidget {
    Q_OBJECT
public:
    explicit AllMazesCheck(SimasoSession* session, QWidget* parent = nullptr);

    QSpinBox* rowsBox() const { return m_rows; }
    QSpinBox* colsBox() const { return m_cols; }
    QCheckBox* perfectBox() const { return m_perfect; }
    QPushButton* checkButton() const { return m_check; }
    QPushButton* openButton() const { return m_open; }
    QLabel* result() const { return m_result; }
    const std::optional<Maze>& counterexample() const { return m_counterexample; }

    bool check();
    // Adds the counterexample to the document as a new maze and makes it current.
    void openCounterexample();

signals:
    void counterexampleOpened();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void onFinished(const JobReport& report);

    SimasoSession* m_session;
    QLabel* m_label;
    QSpinBox* m_rows;
    QSpinBox* m_cols;
    QCheckBox* m_perfect;
    QPushButton* m_check;
    QLabel* m_result;
    QString m_hint; // what m_result shows before the first check (retranslated)
    QPushButton* m_open;
    std::optional<Maze> m_counterexample;
    QString m_jobName;
    bool m_ourJob = false;
};

} // namespace mazelab
