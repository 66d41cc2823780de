#pragma once
// GeneratePage: the "Generate" mode (issue 14) — make a maze with any generator of the
// registry (core/gen/generators.h) and watch it carved, on the shared animated-page framework.
// - Generate runs on the document's JobRunner (progress and cancel in the status bar and the
//   panel); the result is a value (GeneratedMaze): the block maze, its carving trace (up to
//   kMaxAnimatedCells passage cells; bigger mazes are shown at once, and the caption says
//   so), metrics and distance map (for bigger mazes measured by a second job after the maze
//   is on screen). The carving then plays on the page's Animation
//   (GenerateFrames: play, step, scrub, speed, GIF export come from the framework);
//   "Instant" jumps to the end.
// - The canvas is a MazeView over a private one-maze document holding the finished maze; while
//   the carving plays a CarvingImageOverlay paints the trace's state over it, at the last step
//   the distance colouring and the longest path (DistanceOverlay) when checked.
// - "Add to workspace" / "Replace current" put the maze into the document as one undoable
//   command, named like "backtracker 20×20, seed 7", so it opens in every other mode.
// - Side panel, a QToolBox (narrow): GenerateForm, GenMetricsPanel, DistributionPanel (the maze or a batch
//   beside the thesis' table), SpeedPanel (time vs cells, log-log).
// Settings (algorithm, size, seed, parameters, mask, options) live in "views"."generate".

#include "ui/animation/animatedpage.h"
#include "ui/gen/generatejob.h"
#include "ui/gen/generateoverlay.h"

#include <memory>
#include <optional>

class QToolBox;

namespace mazelab {

class ComparisonDialog;
class DistributionPanel;
struct JobReport;
class GenerateForm;
class GenMetricsPanel;
class MazeView;
class SpeedPanel;

class GeneratePage : public AnimatedPage {
    Q_OBJECT
public:
    explicit GeneratePage(MazeDocument* doc, QWidget* parent = nullptr);
    ~GeneratePage() override;

    GenerateForm* form() const { return m_form; }
    GenMetricsPanel* metricsPanel() const { return m_metrics; }
    DistributionPanel* distributionPanel() const { return m_distribution; }
    SpeedPanel* speedPanel() const { return m_speed; }
    // The comparison of all generators (made on first use; null before).
    ComparisonDialog* comparisonDialog() const { return m_comparison; }
    // Shows (and makes) the comparison dialog; it is not modal.
    ComparisonDialog* openComparison();
    QToolBox* panels() const { return m_tabs; }
    MazeView* view() const { return m_view; }
    // The maze on screen, when one was generated.
    const GeneratedMaze* result() const { return m_result ? &*m_result : nullptr; }
    GenerateFrames* frames() const { return m_frames.get(); }
    // The undo text / maze name of the result ("backtracker 20×20, seed 7").
    QString resultName() const;

    // As the buttons. generate() returns false when the request was refused at once (reason
    // in the panel) or another job runs.
    bool generate();
    void runBatch(int count, int rows, int cols);
    bool addToWorkspace();
    bool replaceCurrentMaze();
    // Export animation…: the shared export for an animated result; for a maze too big to
    // animate (no trace) it asks for a GIF file and calls exportBigCarving.
    bool exportAnimation() override;
    // Records the shown big maze's carving again for a sampled GIF (bigcarvingexport.h: at
    // most kBigCarvingFrames frames of at most kBigCarvingPixels px) on the JobRunner; the
    // panel says what was written. False when there is no such maze or a job runs.
    bool exportBigCarving(const QString& path);

signals:
    // A generation finished and is on screen (also after a refused or failed one: ok false).
    void generated(bool ok);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void retranslateUi();
    std::optional<GenerationInput> buildInput(QString* error) const;
    void showResult(GeneratedMaze result, bool atEnd);
    void showStep(qint64 step);
    void updateOverlays();
    void saveSettings();
    void loadSettings();
    void jobFinished(const JobReport& report);
    void analyse(); // metrics and distances of a big maze, after it is shown

    MazeDocument* m_preview; // holds the maze on screen (not the user's document)
    MazeView* m_view;
    QToolBox* m_tabs;
    GenerateForm* m_form;
    GenMetricsPanel* m_metrics;
    DistributionPanel* m_distribution;
    SpeedPanel* m_speed;
    ComparisonDialog* m_comparison = nullptr;
    CarvingImageOverlay m_carving;
    DistanceOverlay m_distances;
    std::shared_ptr<GenerateFrames> m_frames;
    std::optional<GeneratedMaze> m_result;
    enum class Job { None, Generate, Batch, Analyse, Export } m_job = Job::None;
    bool m_generateAfter = false; // Generate was pressed while the last maze was measured
    quint64 m_generation = 0; // counts results, so a late analysis of an old one is dropped
    bool m_loading = false;
    bool m_autoGenerated = false; // the first show generated the settings' maze
    bool m_quietNext = false;     // the next generation shows its end and does not play
};

} // namespace mazelab
