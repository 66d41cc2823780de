#pragma once
// PlaybackController: the clock of every animation in MazeLab (Golly's controls). A view
// records one trace (a list of steps); the controller only moves a cursor t in [0, length]
// over it. Play, pause, single step, step back, jump, scrub and GIF export all read the
// same cursor, so nothing is re-simulated in a view.
//
// Speed is in steps per second (0.5 .. 1000), or "as fast as possible" (a step batch per
// frame, sized so one frame of work stays well under a frame period).

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace mazelab {

class PlaybackController : public QObject {
    Q_OBJECT
public:
    static constexpr double kMaxSpeed = 0.0; // setSpeed(kMaxSpeed) = as fast as possible

    explicit PlaybackController(QObject* parent = nullptr);

    qint64 length() const { return m_length; }
    qint64 position() const { return m_position; }
    bool isPlaying() const { return m_timer.isActive(); }
    double speed() const { return m_speed; }
    bool atEnd() const { return m_position >= m_length; }
    // Steps advanced per timer tick at "as fast as possible" (for tests / display).
    qint64 maxSpeedBatch() const { return m_maxBatch; }

public slots:
    // A new trace: stops playback, clamps the position (keepPosition) or rewinds to 0.
    void setLength(qint64 length, bool keepPosition = false);
    void setPosition(qint64 position);
    void setSpeed(double stepsPerSecond);
    void play();
    void pause();
    void togglePlay();
    void stepForward();
    void stepBack();
    void jumpToStart();
    void jumpToEnd();

signals:
    void positionChanged(qint64 position);
    void lengthChanged(qint64 length);
    void playingChanged(bool playing);
    void speedChanged(double stepsPerSecond);
    void finished(); // playback reached the end by itself

private:
    void tick();
    void restartTimer();

    qint64 m_length = 0;
    qint64 m_position = 0;
    double m_speed = 10.0;
    double m_carry = 0.0; // fractional steps owed at low frame rates
    qint64 m_maxBatch = 64;
    QTimer m_timer;
    QElapsedTimer m_clock;
};

} // namespace mazelab
