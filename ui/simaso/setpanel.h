#pragma once
// SetPanel: building the maze set (all solvable n×m, k random n×m mazes with a wall density
// and seed, the document's mazes, adding the editor's maze) and browsing it: the filter
// (all / solved / unsolved / solved at step k), the MazeSetBrowser and a status line.
//
// Generation that may take long (more than 16 cells enumerated, or more than a million random
// cells) runs on the document's JobRunner; the rest is immediate.

#include "ui/simaso/simasoset.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace mazelab {

class MazeSetBrowser;
class SimasoSession;

class SetPanel : public QWidget {
    Q_OBJECT
public:
    enum SourceKind { AllSolvable = 0, Random = 1, DocumentMazes = 2 };

    explicit SetPanel(SimasoSession* session, QWidget* parent = nullptr);

    MazeSetBrowser* browser() const { return m_browser; }
    QComboBox* sourceBox() const { return m_source; }
    QSpinBox* rowsBox() const { return m_rows; }
    QSpinBox* colsBox() const { return m_cols; }
    QSpinBox* countBox() const { return m_count; }
    QDoubleSpinBox* densityBox() const { return m_density; }
    QSpinBox* seedBox() const { return m_seed; }
    QPushButton* createButton() const { return m_create; }
    QPushButton* addEditorButton() const { return m_addEditor; }
    QComboBox* filterBox() const { return m_filter; }
    QSpinBox* filterStepBox() const { return m_filterStep; }
    QLabel* status() const { return m_status; }
    QLabel* current() const { return m_current; } // the description of the set shown
    QPushButton* saveShownButton() const { return m_saveShown; }

    // Most mazes "Save shown…" writes (about 3 MB of 5×5 text, under a second); more is the
    // CLI's work (`seq verify-all --failures`).
    static constexpr qint64 kMaxSaveShown = 100'000;

    // Builds the set the controls describe (as the Create button does); big sets finish
    // later, through the document's job runner.
    void createSet();
    // Appends the document's current maze to the set (a list set is made from the current one).
    void addEditorMaze();
    // Sets the controls without creating anything (used when a project is restored).
    void setControls(SourceKind kind, int rows, int cols, int count, double density, int seed);
    // Sets the filter controls and applies them (index as SimasoSession::Filter).
    void setFilter(int filter, int step);
    // Writes the mazes the browser shows (the filter applied, e.g. those the sequence leaves
    // unsolved) as a .maze file, atomically, each named after its number in the set ("#17 of
    // all solvable 3×3 mazes"). False with the reason in `error`: no set, nothing shown, more
    // than kMaxSaveShown mazes, or the write failed (the old file is kept).
    bool saveShownMazes(const QString& path, QString* error = nullptr);

signals:
    // The user changed the set or the filter (for saving the project's view settings).
    void userChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateEnabled();
    void applyFilter();
    void updateStatus();
    void chooseSaveShown();
    void adopt(std::shared_ptr<const SimasoSet> set);

    SimasoSession* m_session;
    QLabel* m_setLabel;
    QComboBox* m_source;
    QSpinBox* m_rows;
    QLabel* m_times;
    QSpinBox* m_cols;
    QLabel* m_countLabel;
    QSpinBox* m_count;
    QLabel* m_densityLabel;
    QDoubleSpinBox* m_density;
    QLabel* m_seedLabel;
    QSpinBox* m_seed;
    QPushButton* m_create;
    QPushButton* m_addEditor;
    QLabel* m_filterLabel;
    QComboBox* m_filter;
    QSpinBox* m_filterStep;
    QLabel* m_status;
    QPushButton* m_saveShown;
    QLabel* m_current;
    MazeSetBrowser* m_browser;
};

} // namespace mazelab
