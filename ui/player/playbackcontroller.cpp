#include "ui/player/playbackcontroller.h"

#include <algorithm>
#include <cmath>

namespace mazelab {

PlaybackController::PlaybackController(QObject* parent) : QObject(parent)
{
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &PlaybackController::tick);
}

void PlaybackController::setLength(qint64 length, bool keepPosition)
{
    pause();
    length = std::max<qint64>(0, length);
    const bool lengthChangedNow = length != m_length;
    m_length = length;
    if (lengthChangedNow)
        emit lengthChanged(m_length);
    setPosition(keepPosition ? std::min(m_position, m_length) : 0);
    // setPosition does not emit when unchanged; views that rebuilt their trace still need a
    // repaint at the (same) position.
    emit positionChanged(m_position);
}

void PlaybackController::setPosition(qint64 position)
{
    position = std::clamp<qint64>(position, 0, m_length);
    if (position == m_position)
        return;
    m_position = position;
    emit positionChanged(m_position);
}

void PlaybackController::setSpeed(double stepsPerSecond)
{
    if (stepsPerSecond != kMaxSpeed)
        stepsPerSecond = std::clamp(stepsPerSecond, 0.5, 1000.0);
    if (stepsPerSecond == m_speed)
        return;
    m_speed = stepsPerSecond;
    if (isPlaying())
        restartTimer();
    emit speedChanged(m_speed);
}

void PlaybackController::restartTimer()
{
    // Slow speeds tick once per step; fast ones tick at ~60 Hz and advance several steps.
    const int interval = m_speed == kMaxSpeed ? 16 : std::max(16, int(std::lround(1000.0 / m_speed)));
    m_carry = 0.0;
    m_clock.restart();
    m_timer.start(interval);
}

void PlaybackController::play()
{
    if (isPlaying() || m_length == 0)
        return;
    if (atEnd())
        setPosition(0); // play again from the start, like a media player
    restartTimer();
    emit playingChanged(true);
}

void PlaybackController::pause()
{
    if (!isPlaying())
        return;
    m_timer.stop();
    emit playingChanged(false);
}

void PlaybackController::togglePlay()
{
    isPlaying() ? pause() : play();
}

void PlaybackController::stepForward()
{
    pause();
    setPosition(m_position + 1);
}

void PlaybackController::stepBack()
{
    pause();
    setPosition(m_position - 1);
}

void PlaybackController::jumpToStart()
{
    pause();
    setPosition(0);
}

void PlaybackController::jumpToEnd()
{
    pause();
    setPosition(m_length);
}

void PlaybackController::tick()
{
    qint64 steps = 1;
    if (m_speed == kMaxSpeed) {
        // Grow the batch while frames stay cheap, shrink it when a frame took too long.
        const qint64 elapsed = m_clock.restart();
        if (elapsed < 20)
            m_maxBatch = std::min<qint64>(m_maxBatch * 2, 1 << 20);
        else if (elapsed > 40)
            m_maxBatch = std::max<qint64>(m_maxBatch / 2, 1);
        steps = m_maxBatch;
    } else {
        const double due = m_clock.restart() / 1000.0 * m_speed + m_carry;
        steps = std::max<qint64>(1, qint64(due));
        m_carry = std::max(0.0, due - double(steps));
    }
    setPosition(m_position + steps);
    if (atEnd()) {
        pause();
        emit finished();
    }
}

} // namespace mazelab
