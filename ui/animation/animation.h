#pragma once
// Animation: the one player of every animated mode (issue "one trace"). It owns the clock
// (PlaybackController) and the mode's FramePainter for the trace on screen; a mode hands it a
// new painter whenever its trace changes and repaints its canvas on stepShown(). Everything
// else is shared, so no mode writes its own player, keys or export:
// - the keyboard scheme (installKeys), the same in every mode:
//     Space play / pause · , or Ctrl+← step back · . or Ctrl+→ step forward ·
//     Home / End first / last step · + / - faster / slower
//   (a text field that has focus keeps its own keys: Qt gives it the shortcut override);
// - the caption of the shown step (captionChanged);
// - "Export animation…" (exportInteractive): the export dialog, then GIF or PNG frames from a
//   clone of the painter on the document's JobRunner, with progress and cancel; the window
//   stays responsive and a cancelled export leaves no file.

#include "ui/animation/framepainter.h"

#include <QObject>
#include <QString>
#include <memory>

class QWidget;

namespace mazelab {

class JobRunner;
class PlaybackController;
class PlayerBar;

class Animation : public QObject {
    Q_OBJECT
public:
    explicit Animation(QObject* parent = nullptr);
    ~Animation() override;

    PlaybackController* player() const { return m_player; }
    // The shown trace's painter (null: nothing to animate; length 0).
    FramePainter* frames() const { return m_frames.get(); }
    // Replaces the trace. `at`: the step to show first (clamped; negative = the last step).
    void setFrames(std::shared_ptr<FramePainter> frames, qint64 at = 0);
    qint64 step() const;
    qint64 length() const;
    QString caption() const { return m_caption; }
    // Shows the current step again (after a language change or a new overlay option).
    void refresh() { show(step()); }

    // The keyboard scheme above, active while the focus is inside `scope`.
    void installKeys(QWidget* scope, PlayerBar* bar);
    // Asks where and how, then exports in the background on `jobs`. `baseName` names the
    // default file ("mouse" → mouse.gif). Returns false when nothing was started.
    bool exportInteractive(QWidget* parent, JobRunner* jobs, const QString& baseName);
    // The same for other frames of this mode's trace (e.g. the Simultaneous mode's selected
    // maze instead of its tiles).
    bool exportFrames(QWidget* parent, JobRunner* jobs, const FramePainter& frames,
                      const QString& baseName);

signals:
    // The painter now shows `step` (the mode repaints its canvas and side panels).
    void stepShown(qint64 step);
    void captionChanged(const QString& caption);
    void framesChanged();
    // An export finished (ok) or failed / was cancelled (message for the status line).
    void exportFinished(bool ok, const QString& message);

private:
    void show(qint64 step);

    PlaybackController* m_player;
    std::shared_ptr<FramePainter> m_frames;
    QString m_caption;
};

} // namespace mazelab
