#pragma once
// MouseSearchPanel: the Mouse mode's "Search for the longest walk" box — size, method
// (exhaustive up to 7 × 7, or simulated annealing with a time budget), threads, the Search
// button, the result line and the best maze so far as a thumbnail while the search runs. The
// search runs on the document's JobRunner; the best maze found is handed on with bestFound().

#include "core/maze.h"
#include "core/mouse/mousebestsofar.h"
#include "ui/colorscale.h"

#include <QGroupBox>
#include <memory>
#include <mutex>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTimer;

namespace mazelab {

class MazeDocument;

class MouseSearchPanel : public QGroupBox {
    Q_OBJECT
public:
    explicit MouseSearchPanel(MazeDocument* doc, QWidget* parent = nullptr);
    ~MouseSearchPanel() override;

    QPushButton* searchButton() const { return m_search; }
    QSpinBox* searchSize() const { return m_size; }
    QComboBox* searchMethod() const { return m_method; }
    QSpinBox* searchSeconds() const { return m_seconds; }
    QSpinBox* searchThreads() const { return m_threads; }
    QLabel* searchResult() const { return m_result; }
    QLabel* bestPicture() const { return m_bestPicture; }
    // Where an exhaustive search of n × n keeps its checkpoint (a cancelled search resumes).
    static QString checkpointPath(int n);

    // The entrance / exit columns annealing starts from, and the thumbnail's colours.
    void setEnds(int entryCol, int exitCol) { m_entry = entryCol; m_exit = exitCol; }
    void setColourScale(ColorScaleKind scale) { m_scale = scale; }
    void runSearch();

signals:
    // The search ended with a maze of `steps` steps (n × n).
    void bestFound(const mazelab::Maze& maze, int entryCol, int exitCol, qint64 steps, int n);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void showMethodOptions();
    // Mailbox for best-so-far reports: the search's worker thread stores the newest report under
    // the mutex and returns (it never waits for the GUI); the GUI thread polls the mailbox on a
    // timer while the search runs (it never waits for the worker). Nothing crosses threads
    // through Qt's event queue, whose futexes ThreadSanitizer cannot see (issue 16).
    struct BestSoFarBox {
        std::mutex mutex;
        std::optional<MouseBestSoFar> latest;
        void post(const MouseBestSoFar& best); // worker thread
    };
    void deliverBestSoFar(); // GUI thread, on m_poll
    void showBestPicture(const Maze& maze, int entryCol, int exitCol);

    MazeDocument* m_doc;
    QLabel* m_sizeLabel;
    QLabel* m_methodLabel;
    QLabel* m_optionLabel; // "Threads:" or "Time budget (s):"
    QSpinBox* m_size;
    QComboBox* m_method;
    QStackedWidget* m_option;
    QSpinBox* m_seconds;
    QSpinBox* m_threads;
    QPushButton* m_search;
    QLabel* m_result;
    QLabel* m_bestPicture;
    std::shared_ptr<BestSoFarBox> m_box; // the running search's mailbox
    bool m_boxExhaustive = true;
    QTimer* m_poll;
    int m_entry = 0, m_exit = 0;
    bool m_searching = false; // this panel's search is the running job
    ColorScaleKind m_scale = ColorScaleKind::GreenYellow;
};

} // namespace mazelab
