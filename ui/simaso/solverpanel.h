#pragma once
// SolverPanel: pick a sequence solver and its parameters, run it on the session's set as a
// background job of the document (progress and Cancel in the status bar and here), collect
// the results in a table (algorithm, length, exact / bound, time, set) and load a result into
// the player or store it in the project with one click.

#include "ui/simaso/solvercatalog.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace mazelab {

class SimasoSession;
struct JobReport;

class SolverPanel : public QWidget {
    Q_OBJECT
public:
    struct Result {
        QString algorithm;
        QString parameters;
        QString setDescription;
        qint64 mazes = 0;
        SolverOutcome outcome;
        qint64 elapsedMs = 0;
        bool timedOut = false;
    };

    SolverPanel(SimasoSession* session, std::vector<SolverSpec> solvers, QWidget* parent = nullptr);
    // Where the solvers' names, descriptions and parameter labels come from again when the
    // language changes (builtinSolvers in the app); matched by id and parameter key.
    void setTextSource(std::function<std::vector<SolverSpec>()> source);

    QComboBox* algorithmBox() const { return m_algorithm; }
    QDoubleSpinBox* timeLimitBox() const { return m_timeLimit; }
    QPushButton* runButton() const { return m_run; }
    QPushButton* cancelButton() const { return m_cancel; }
    QPushButton* loadButton() const { return m_load; }
    QPushButton* saveButton() const { return m_save; }
    QPushButton* certificateButton() const { return m_certificate; }
    QTableWidget* table() const { return m_table; }
    QLabel* progressLabel() const { return m_progress; }
    const std::vector<Result>& results() const { return m_results; }
    // The parameter spin box for `key` of the selected solver, or nullptr.
    QDoubleSpinBox* paramBox(const QString& key) const;

    // Starts the selected solver (as the Run button does); false when nothing was started.
    bool runSelected();
    // Loads result `row` into the player (from step 0).
    void loadResult(int row);
    // Stores result `row` in the document's sequences.
    void saveResult(int row);
    // Makes result `row`'s lower-bound certificate the session's set (to inspect the mazes).
    void openCertificate(int row);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void rebuildParams();
    void onFinished(const JobReport& report);
    void addResult(Result result);
    void updateButtons();

    SimasoSession* m_session;
    std::vector<SolverSpec> m_solvers;
    std::function<std::vector<SolverSpec>()> m_textSource;
    int m_paramsIndex = -1; // the algorithm m_paramBoxes belong to
    QLabel* m_algorithmLabel;
    QComboBox* m_algorithm;
    QLabel* m_description;
    QFormLayout* m_form;
    std::vector<QDoubleSpinBox*> m_paramBoxes;
    QDoubleSpinBox* m_timeLimit = nullptr; // re-created with the parameter rows
    QPushButton* m_run;
    QPushButton* m_cancel;
    QLabel* m_progress;
    QString m_hint; // what m_progress shows before the first run (retranslated)
    QProgressBar* m_bar;
    QTableWidget* m_table;
    QPushButton* m_load;
    QPushButton* m_save;
    QPushButton* m_certificate;
    std::vector<Result> m_results;
    bool m_ourJob = false;
    QString m_jobName;
};

} // namespace mazelab
