#include "ui/animation/animation.h"

#include "ui/animation/exportanimation.h"
#include "ui/player/playbackcontroller.h"
#include "ui/player/playerbar.h"

namespace mazelab {

Animation::Animation(QObject* parent) : QObject(parent), m_player(new PlaybackController(this))
{
    connect(m_player, &PlaybackController::positionChanged, this, &Animation::show);
}

Animation::~Animation() = default;

void Animation::setFrames(std::shared_ptr<FramePainter> frames, qint64 at)
{
    m_player->pause();
    m_frames = std::move(frames);
    const qint64 length = m_frames ? m_frames->length() : 0;
    m_player->setLength(length);
    emit framesChanged();
    const qint64 first = at < 0 ? length : std::min(at, length);
    if (m_player->position() == first)
        show(first); // setPosition would not signal
    else
        m_player->setPosition(first);
}

qint64 Animation::step() const
{
    return m_player->position();
}

qint64 Animation::length() const
{
    return m_player->length();
}

void Animation::show(qint64 step)
{
    const QString caption = m_frames ? m_frames->caption(step) : QString();
    emit stepShown(step);
    if (caption != m_caption) {
        m_caption = caption;
        emit captionChanged(caption);
    }
}

void Animation::installKeys(QWidget* scope, PlayerBar* bar)
{
    bar->installShortcuts(scope);
}

bool Animation::exportInteractive(QWidget* parent, JobRunner* jobs, const QString& baseName)
{
    if (!m_frames)
        return false;
    return exportFrames(parent, jobs, *m_frames, baseName);
}

bool Animation::exportFrames(QWidget* parent, JobRunner* jobs, const FramePainter& frames,
                             const QString& baseName)
{
    if (frames.length() <= 0)
        return false;
    return exportAnimationInteractive(parent, jobs, frames, baseName,
                                      [this](bool ok, const QString& message) {
                                          emit exportFinished(ok, message);
                                      });
}

} // namespace mazelab
