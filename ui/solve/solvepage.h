#pragma once
// SolvePage: the "Solve" mode (issue 15) — the single-maze solvers of core/solve racing side by
// side on the document's current maze, in lockstep, on the shared animated-page framework:
// one RaceFrames paints every tile for step k, so the one player, its keys, scrubbing, step
// back, the caption and "Export animation…" (GIF) drive the whole race.
//
// - Each chosen solver runs ONCE, recording its trace, in one job on the document's JobRunner
//   (the GUI thread never waits); the race is as long as the longest trace.
// - Editing on the canvas (RaceView): drag S / G to move the start / goal (MoveMarker), click
//   or drag to draw (left) or erase (right) walls (PaintCells, one undo step per stroke), or
//   with the weights brush paint cell weights (PaintWeights). Any edit, undo included, and any
//   option change restarts the race: the running one is cancelled and run again.
// - Side panel (tabs): Solvers (SolveOptionsPanel), Results (table, CSV), Growth (SolveChart).
// - Settings persist in the project's views.solve (panel choices, weights per maze).
// The race runs only while the page is visible (edits elsewhere just mark it stale).

#include "core/maze.h"
#include "ui/animation/animatedpage.h"
#include "ui/solve/racerun.h"

#include <QTimer>

#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QTabWidget;

namespace mazelab {

class RaceFrames;
class RaceView;
class SolveChart;
class SolveOptionsPanel;
class SolveResultsPanel;

class SolvePage : public AnimatedPage {
    Q_OBJECT
public:
    explicit SolvePage(MazeDocument* doc, QWidget* parent = nullptr);
    ~SolvePage() override;

    RaceView* view() const { return m_view; }
    RaceFrames* frames() const { return m_frames.get(); }
    SolveOptionsPanel* optionsPanel() const { return m_options; }
    SolveResultsPanel* resultsPanel() const { return m_results; }
    SolveChart* chart() const { return m_chart; }
    QTabWidget* sideTabs() const { return m_tabs; }
    // The last finished race (null before the first); racing(): a race is pending or runs.
    std::shared_ptr<const std::vector<SolverRun>> runs() const { return m_runs; }
    bool racing() const { return m_pending || m_raceJob || m_restart.isActive(); }
    // The weights shown and used (empty: none).
    const std::vector<std::uint32_t>& weights() const { return m_weights; }
    // Runs the race again now (what an edit does after a short delay).
    void restartRace();

protected:
    QString exportBaseName() const override { return QStringLiteral("race"); }
    void changeEvent(QEvent* event) override;
    void refreshWhenShown() override;

private:
    void retranslateUi();
    void mazeEdited();
    void scheduleRace();
    void startRaceJob();
    void showRuns(std::shared_ptr<const std::vector<SolverRun>> runs, qint64 at, bool play);
    void reloadWeights();
    void saveSettings();
    // Canvas editing (solvepageedit.cpp).
    void pressCell(Cell cell, Qt::MouseButton button);
    void dragCell(Cell cell);
    void releaseCell();
    void paintWall(Cell cell);
    void paintWeight(Cell cell);
    void setWeights(std::vector<std::uint32_t> weights, const QString& undoText);
    void importWeights();
    void exportWeights();

    enum class Drag { None, Start, Goal, Walls, Weights };

    RaceView* m_view;
    QTabWidget* m_tabs;
    SolveOptionsPanel* m_options;
    SolveResultsPanel* m_results;
    SolveChart* m_chart;
    QLabel* m_legend;
    QLabel* m_status;
    std::shared_ptr<RaceFrames> m_frames;
    std::shared_ptr<const std::vector<SolverRun>> m_runs;
    std::vector<std::uint32_t> m_weights;
    QTimer m_restart;         // coalesces a burst of edits into one race
    bool m_pending = false;   // a race must start when the runner is free
    bool m_raceJob = false;   // this page's race job runs
    quint64 m_generation = 0; // results of an older race are dropped
    Drag m_drag = Drag::None;
    Qt::MouseButton m_button = Qt::LeftButton;
    bool m_paintBlocked = true;
    int m_stroke = 0;
    std::optional<Cell> m_dragTo;
    std::vector<std::uint32_t> m_strokeBefore;
};

} // namespace mazelab
