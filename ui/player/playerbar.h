#pragma once
// PlayerBar: the standard transport controls for a PlaybackController — jump to start, step
// back, play/pause, step forward, jump to end, a timeline slider to scrub, a speed selector
// and a step counter. Views embed it under their canvas. Narrower than one row needs (a side
// panel beside the canvas in an 1100-pixel window), the speed and the counter move to a second
// row under the buttons and the timeline, so the bar does not squeeze the window's docks.

#include "ui/keyhelp.h"

#include <QWidget>
#include <functional>

class QComboBox;
class QGridLayout;
class QLabel;
class QSlider;
class QToolButton;

namespace mazelab {

class PlaybackController;

class PlayerBar : public QWidget {
    Q_OBJECT
public:
    explicit PlayerBar(PlaybackController* controller, QWidget* parent = nullptr);

    // Text of the counter for a position, e.g. "turn 17 / 332"; default "step %L1 / %L2"
    // (digits grouped: "step 1,024 / 40,001").
    void setCounterFormatter(std::function<QString(qint64 position, qint64 length)> formatter);
    // The keyboard scheme of every animated mode within `scope` (and its children): Space
    // play/pause, , or Ctrl+Left / . or Ctrl+Right step, Home/End jump, +/- faster/slower.
    // Plain arrow keys stay free for the modes (the token slides, the sequence types moves).
    void installShortcuts(QWidget* scope);

    // What the keys do, one entry per command with its keys (the table installShortcuts()
    // installs), in the user's language: for Help ▸ Keyboard shortcuts.
    static QList<KeyHelp> keyHelp();

    QToolButton* playButton() const { return m_play; }
    QToolButton* stepForwardButton() const { return m_forward; }
    QToolButton* stepBackButton() const { return m_back; }
    QToolButton* startButton() const { return m_start; }
    QToolButton* endButton() const { return m_end; }
    QSlider* timeline() const { return m_timeline; }
    QComboBox* speedBox() const { return m_speed; }
    QLabel* counter() const { return m_counter; }
    // True while everything sits in one row (the bar is wide enough).
    bool isOneRow() const { return m_oneRow; }

    // The width of the two-row arrangement: the bar never asks for more.
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QList<QWidget*> buttons() const;
    void arrange(bool oneRow);
    int rowWidth(bool oneRow) const; // the narrowest width of either arrangement
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
    QGridLayout* m_grid;
    bool m_oneRow = true;
    int m_sliderScale = 1; // positions per slider unit, for traces longer than INT_MAX
};

} // namespace mazelab
