#pragma once
// MousePage: the "Mouse" mode — Squeaky's least-visited walk (Merckens 2019) on the document's
// current maze. Click cells to build walls (the editor's brush, undoable); the walk is
// recomputed at once and replayed by the shared player: every cell shows its visit count as a
// number and a colour (game-like green→yellow or colour-blind-safe Cividis), the mouse is the
// disc, "turn N / total" counts the steps. Entrance and exit: click or drag the arrows (or the
// row above / below the board; MouseEndsTool), or the spin boxes, which follow.
// Charts: visit-count histogram and the walk over time. The optimum search (exhaustive up to
// 7×7, annealing beyond) runs on the document's JobRunner; its best maze opens here. The
// loop-less view colours the main path and the side paths with their step contributions. The
// walk exports as an animated GIF.

#include "core/maze.h"
#include "core/mouse/mousewalk.h"

#include <QWidget>
#include <memory>

class QCheckBox;
class QComboBox;
class QCustomPlot;
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
    const MouseWalk& walk() const { return m_walk; }
    // Visit counts after `turn` steps (row-major; 0 for walls and unvisited cells).
    std::vector<std::int64_t> visitsAt(qint64 turn) const;
    bool exportGif(const QString& path, int cellPx, qint64 stride, QString* error);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void recompute();
    void showTurn(qint64 turn);
    void updateCharts();
    void runSearch();
    void exportGifInteractive();

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
    QLabel* m_secondsLabel;
    QSpinBox* m_searchSize;
    QComboBox* m_method;
    QSpinBox* m_seconds;
    QLabel* m_threadsLabel;
    QSpinBox* m_threads;
    QPushButton* m_search;
    QLabel* m_searchResult;

    MouseWalk m_walk;
    std::vector<double> m_distinct; // per turn: cells visited so far
    std::vector<double> m_maxVisit; // per turn: largest visit count so far
};

} // namespace mazelab
