#pragma once
// JobStatusWidget: the status-bar face of a JobRunner.
//
//   [Count solvable mazes: 1.2M of 33.5M grids] [=====     ] 0:07 [Cancel]
//
// Contract
// - Shows the job of the runner given to setRunner(): its name and latest progress message
//   (at most about kMaxLabelChars characters wide, fewer when the status bar is short of
//   room, elided with "…" to the width it gets; full text in the tooltip), a progress bar
//   that is determinate for a fraction in [0,1] and busy (indeterminate) for a negative one,
//   the elapsed time (m:ss, refreshed twice a second) and a Cancel button wired to
//   JobRunner::cancel().
// - For a determinate job the clock adds the estimated time left, "0:42 (about 3:10 left)",
//   from the pace since the first fraction this widget saw (so a job resumed from a
//   checkpoint, which starts above 0, estimates from its own pace), once kPaceMs have passed
//   and the fraction has moved; a stalled job's estimate grows while it stalls.
// - Hidden while the runner is idle or when there is no runner; shown when a job starts.
//   After Cancel the button is disabled and the label says "cancelling…" until finished().
// - Does not own the runner (QPointer: a runner destroyed first is handled). A main window
//   with several documents calls setRunner(activeDocument->jobs()) when the active one
//   changes; one widget thus serves all documents.
// - Meant for QStatusBar::addPermanentWidget(); it only reads the runner on the GUI thread.

#include <QPointer>
#include <QTimer>
#include <QWidget>

class QLabel;
class QProgressBar;
class QToolButton;

namespace mazelab {

class JobRunner;
struct JobReport;

class JobStatusWidget : public QWidget {
    Q_OBJECT
public:
    static constexpr int kMaxLabelChars = 80; // in average character widths
    static constexpr qint64 kPaceMs = 2000;    // watch this long before estimating time left

    explicit JobStatusWidget(QWidget* parent = nullptr);

    void setRunner(JobRunner* runner);
    JobRunner* runner() const { return m_runner; }

    // The parts, for tests and styling.
    QLabel* label() const { return m_label; }
    QProgressBar* progressBar() const { return m_bar; }
    QLabel* elapsedLabel() const { return m_elapsed; }
    QToolButton* cancelButton() const { return m_cancel; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void onStarted();
    void onProgress(double fraction, const QString& message);
    void onCancelRequested();
    void onFinished();
    void setLabelText(const QString& text);
    void updateElapsed();
    void resetPace();

    QPointer<JobRunner> m_runner;
    QLabel* m_label;
    QProgressBar* m_bar;
    QLabel* m_elapsed;
    QToolButton* m_cancel;
    QTimer m_tick;
    // Pace: the first determinate fraction seen and when (runner ms), and the latest one.
    double m_paceFraction = -1;
    qint64 m_paceMs = 0;
    double m_fraction = -1;
};

} // namespace mazelab
