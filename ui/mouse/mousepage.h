#pragma once
// MousePage: the "Mouse" mode — Squeaky's least-visited walk (Merckens 2019) on the document's
// current maze, on the shared animated-page framework (AnimatedPage). Click cells to build
// walls (the editor's brush, undoable); the walk is recorded as a CellTrace
// (core/mouse/mousetrace.h) by MouseWalker (at once, or on a worker for a big board) and replayed by the one player: every cell shows its visit count
// as a number and a colour (game-like green→yellow or colour-blind-safe Cividis), the mouse is
// the disc, the caption counts the turns. Entrance and exit: click or drag the arrows (or the
// row above / below the board; MouseEndsTool), or the spin boxes, which follow.
// Side panels: the walk's options and summary, MouseCharts, MouseSearchPanel. The entrance,
// exit and colour scale are kept in the project under "views"."mouse". The walk is recorded
// only while the page is shown (a huge maze opened in another mode costs nothing here).

#include "core/maze.h"
#include "core/mouse/mousewalk.h"
#include "ui/animation/animatedpage.h"
#include "ui/mouse/mousewalker.h"

#include <memory>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace mazelab {

class MazeView;
class MouseCharts;
class MouseEndsTool;
class MouseFrames;
class MouseSearchPanel;

class MousePage : public AnimatedPage {
    Q_OBJECT
public:
    explicit MousePage(MazeDocument* doc, QWidget* parent = nullptr);
    ~MousePage() override;

    MazeView* view() const { return m_view; }
    QSpinBox* entrySpin() const { return m_entry; }
    QSpinBox* exitSpin() const { return m_exit; }
    QComboBox* scaleBox() const { return m_scale; }
    QLabel* summaryLabel() const { return m_summary; }
    QCheckBox* looplessBox() const { return m_loopless; }
    QLabel* looplessLabel() const { return m_looplessInfo; }
    MouseSearchPanel* searchPanel() const { return m_search; }
    QPushButton* searchButton() const;
    QSpinBox* searchSize() const;
    QComboBox* searchMethod() const;
    QSpinBox* searchSeconds() const;
    QSpinBox* searchThreads() const;
    QLabel* searchResult() const;
    QLabel* bestPicture() const;
    MouseCharts* charts() const { return m_charts; }
    // The walk's summary (steps, escaped, final visit counts; no per-step list: that is the
    // trace's).
    const MouseWalk& walk() const { return m_walk; }
    // The frames on screen (null when the mouse has no way out).
    MouseFrames* frames() const { return m_frames.get(); }
    // Visit counts after `turn` steps, read from the trace (row-major; 0 for walls).
    std::vector<std::int64_t> visitsAt(qint64 turn) const;

protected:
    void changeEvent(QEvent* event) override;
    void refreshWhenShown() override { recompute(); }

private:
    void retranslateUi();
    QWidget* buildWalkBox();
    void recompute();
    void showWalk(MouseWalker::Result result);
    void showTurn(qint64 turn);
    void saveSettings();
    void loadSettings();

    MazeView* m_view;
    std::unique_ptr<MouseEndsTool> m_tool;
    std::shared_ptr<MouseFrames> m_frames;
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
    MouseCharts* m_charts;
    MouseSearchPanel* m_search;
    MouseWalk m_walk;
    MouseWalker* m_walker;
    bool m_loading = false;
};

} // namespace mazelab
