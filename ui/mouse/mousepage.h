#pragma once
// MousePage: the "Mouse" mode — Squeaky's least-visited walk (Merckens 2019) on the document's
// current maze. Click cells to build walls (the editor's brush, undoable); the walk is
// recomputed at once and replayed by the shared player: every cell shows its visit count as a
// number and a colour (game-like green→yellow or colour-blind-safe Cividis), the mouse is the
// disc, "turn N / total" counts the steps. Entrance and exit: click or drag the arrows (or the
// row above / below the board; MouseEndsTool), or the spin boxes, which follow.
// Charts: visit-count histogram and the walk over time. The optimum search (exhaustive up to
// 7×7, annealing beyond) runs on the document's JobRunner; the panel shows the best maze so far
// as a thumbnail while it runs, and the best maze opens here at the end. The loop-less view
// colours the main path and the side paths with their step contributions. The walk exports as
// an animated GIF.

#include "core/maze.h"
#include "core/mouse/mousebestsofar.h"
#include "core/mouse/mousewalk.h"

#include <QWidget>
#include <memory>
#include <mutex>
#include <optional>

class QCheckBox;
class QComboBox;
class QCustomPlot;
class QStackedWidget;
class QCPItemStraightLine;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace mazelab {

class MazeDocument;
class MazeView;
class MouseOverlay;
class MouseEndsTool;
class PlaybackController;
class PlayerBar;

class MousePage : public QWidget {
    Q_OBJECT
public:
    explicit MousePage(MazeDocument* doc, QWidget* parent = nullptr);
    ~MousePage() override;

    MazeView* view() const { return m_view; }
    PlaybackController* player() const { return m_player; }
    PlayerBar* playerBar() const { return m_bar; }
    QSpinBox* entrySpin() const { return m_entry; }
    QSpinBox* exitSpin() const { return m_exit; }
    QComboBox* scaleBox() const { return m_scale; }
    QLabel* summaryLabel() const { return m_summary; }
    QCheckBox* looplessBox() const { return m_loopless; }
    QLabel* looplessLabel() const { return m_looplessInfo; }
    QPushButton* searchButton() const { return m_search; }
    QSpinBox* searchSize() const { return m_searchSize; }
    QComboBox* searchMethod() const { return m_method; }
    QSpinBox* searchSeconds() const { return m_seconds; }
    QSpinBox* searchThreads() const { return m_threads; }
    // Where an exhaustive search of n × n keeps its checkpoint (a cancelled search resumes).
    static QString checkpointPath(int n);
    QLabel* searchResult() const { return m_searchResult; }
    // The search's best maze so far (thumbnail with visit colours), updated while it runs.
    QLabel* bestPicture() const { return m_bestPicture; }
    const MouseWalk& walk() const { return m_walk; }
    // Visit counts after `turn` steps (row-major; 0 for walls and unvisited cells).
    std::vector<std::int64_t> visitsAt(qint64 turn) const;
    bool exportGif(const QString& path, int cellPx, qint64 stride, QString* error);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void recompute();
    void showMethodOptions();
    void showTurn(qint64 turn);
    void updateCharts();
    void runSearch();
    void exportGifInteractive();

    // Mailbox for best-so-far reports: the search's worker thread stores the newest report and
    // queues at most one delivery to the GUI thread (it never waits for the GUI; the GUI never
    // waits for it). `page` is cleared when the page goes or a new search starts.
    struct BestSoFarBox : std::enable_shared_from_this<BestSoFarBox> {
        std::mutex mutex;
        MousePage* page = nullptr;
        bool exhaustive = true;
        std::optional<MouseBestSoFar> latest;
        bool posted = false;
        void post(const MouseBestSoFar& best); // worker thread
    };
    void deliverBestSoFar(const std::shared_ptr<BestSoFarBox>& box);
    void showBestPicture(const Maze& maze, int entryCol, int exitCol);

    MazeDocument* m_doc;
    MazeView* m_view;
    std::unique_ptr<MouseOverlay> m_overlay;
    std::unique_ptr<MouseEndsTool> m_tool;
    PlaybackController* m_player;
    PlayerBar* m_bar;

    QGroupBox* m_walkBox;
    QLabel* m_entryLabel;
    QLabel* m_exitLabel;
    QLabel* m_scaleLabel;
    QSpinBox* m_entry;
    QSpinBox* m_exit;
    QComboBox* m_scale;
    QLabel* m_summary;
    QCheckBox* m_loopless;
    QLabel* m_looplessInfo;
    QPushButton* m_export;
    QCustomPlot* m_histogram;
    QCustomPlot* m_timeline;
    QCPItemStraightLine* m_cursor = nullptr;
    QGroupBox* m_searchBox;
    QLabel* m_sizeLabel;
    QLabel* m_methodLabel;
    QSpinBox* m_searchSize;
    QComboBox* m_method;
    QSpinBox* m_seconds;
    QLabel* m_methodOptionLabel; // "Threads:" or "Time budget (s):"
    QStackedWidget* m_methodOption;
    QSpinBox* m_threads;
    QPushButton* m_search;
    QLabel* m_searchResult;
    QLabel* m_bestPicture;
    std::shared_ptr<BestSoFarBox> m_bestBox;

    MouseWalk m_walk;
    std::vector<double> m_distinct; // per turn: cells visited so far
    std::vector<double> m_maxVisit; // per turn: largest visit count so far
};

} // namespace mazelab
