#pragma once
// PlayerBar: the standard transport controls for a PlaybackController — jump to start, step
// back, play/pause, step forward, jump to end, a timeline slider to scrub, a speed selector
// and a step counter. Views embed it under their canvas.

#include <QWidget>
#include <functional>

class QComboBox;
class QLabel;
class QSlider;
class QToolButton;

namespace mazelab {

class PlaybackController;

class PlayerBar : public QWidget {
    Q_OBJECT
public:
    explicit PlayerBar(PlaybackController* controller, QWidget* parent = nullptr);

    // Text of the counter for a position, e.g. "turn 17 / 332"; default "step %1 / %2".
    void setCounterFormatter(std::function<QString(qint64 position, qint64 length)> formatter);
    // The keyboard scheme of every animated mode within `scope` (and its children): Space
    // play/pause, , or Ctrl+Left / . or Ctrl+Right step, Home/End jump, +/- faster/slower.
    // Plain arrow keys stay free for the modes (the token slides, the sequence types moves).
    void installShortcuts(QWidget* scope);

    QToolButton* playButton() const { return m_play; }
    QToolButton* stepForwardButton() const { return m_forward; }
    QToolButton* stepBackButton() const { return m_back; }
    QToolButton* startButton() const { return m_start; }
    QToolButton* endButton() const { return m_end; }
    QSlider* timeline() const { return m_timeline; }
    QComboBox* speedBox() const { return m_speed; }
    QLabel* counter() const { return m_counter; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updatePosition(qint64 position);
    void updateLength(qint64 length);
    void updatePlaying(bool playing);
    void selectSpeed(double speed);
    void stepSpeed(int delta);

    PlaybackController* m_controller;
    QToolButton* m_start;
    QToolButton* m_back;
    QToolButton* m_play;
    QToolButton* m_forward;
    QToolButton* m_end;
    QSlider* m_timeline;
    QComboBox* m_speed;
    QLabel* m_counter;
    std::function<QString(qint64, qint64)> m_formatter;
    int m_sliderScale = 1; // positions per slider unit, for traces longer than INT_MAX
};

} // namespace mazelab
