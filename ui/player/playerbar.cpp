#include "ui/player/playerbar.h"
#include "ui/player/playbackcontroller.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QResizeEvent>
#include <QLabel>
#include <QShortcut>
#include <QSlider>
#include <QStyle>
#include <QToolButton>
#include <algorithm>
#include <climits>
#include <cmath>

namespace mazelab {

namespace {
const double kSpeeds[] = {0.5, 1, 2, 5, 10, 20, 50, 100, 250, 1000, PlaybackController::kMaxSpeed};

QToolButton* makeButton(QWidget* parent, QStyle::StandardPixmap icon)
{
    auto* b = new QToolButton(parent);
    b->setIcon(parent->style()->standardIcon(icon));
    b->setAutoRaise(true);
    return b;
}
} // namespace

PlayerBar::PlayerBar(PlaybackController* controller, QWidget* parent)
    : QWidget(parent), m_controller(controller)
{
    m_start = makeButton(this, QStyle::SP_MediaSkipBackward);
    m_back = makeButton(this, QStyle::SP_MediaSeekBackward);
    m_play = makeButton(this, QStyle::SP_MediaPlay);
    m_forward = makeButton(this, QStyle::SP_MediaSeekForward);
    m_end = makeButton(this, QStyle::SP_MediaSkipForward);
    m_timeline = new QSlider(Qt::Horizontal, this);
    m_timeline->setMinimumWidth(120);
    m_speed = new QComboBox(this);
    m_counter = new QLabel(this);
    m_counter->setMinimumWidth(m_counter->fontMetrics().horizontalAdvance(QStringLiteral("step 000000 / 000000")));

    m_grid = new QGridLayout(this);
    m_grid->setContentsMargins(4, 2, 4, 2);
    m_grid->setHorizontalSpacing(6);
    m_grid->setVerticalSpacing(2);
    const QList<QWidget*> b = buttons();
    for (int i = 0; i < b.size(); ++i)
        m_grid->addWidget(b[i], 0, i);
    m_grid->addWidget(m_timeline, 0, int(b.size()));
    m_grid->setColumnStretch(int(b.size()), 1);
    arrange(true);

    connect(m_start, &QToolButton::clicked, controller, &PlaybackController::jumpToStart);
    connect(m_back, &QToolButton::clicked, controller, &PlaybackController::stepBack);
    connect(m_play, &QToolButton::clicked, controller, &PlaybackController::togglePlay);
    connect(m_forward, &QToolButton::clicked, controller, &PlaybackController::stepForward);
    connect(m_end, &QToolButton::clicked, controller, &PlaybackController::jumpToEnd);
    // Programmatic updates block the slider's signals, so this is always the user scrubbing.
    connect(m_timeline, &QSlider::valueChanged, this,
            [this](int v) { m_controller->setPosition(qint64(v) * m_sliderScale); });
    connect(m_timeline, &QSlider::sliderPressed, controller, &PlaybackController::pause);
    connect(m_speed, &QComboBox::activated, this, [this](int i) {
        m_controller->setSpeed(m_speed->itemData(i).toDouble());
    });
    connect(controller, &PlaybackController::positionChanged, this, &PlayerBar::updatePosition);
    connect(controller, &PlaybackController::lengthChanged, this, &PlayerBar::updateLength);
    connect(controller, &PlaybackController::playingChanged, this, &PlayerBar::updatePlaying);
    connect(controller, &PlaybackController::speedChanged, this, &PlayerBar::selectSpeed);

    retranslateUi();
    updateLength(controller->length());
    updatePosition(controller->position());
    updatePlaying(controller->isPlaying());
}

void PlayerBar::retranslateUi()
{
    m_start->setToolTip(tr("Jump to start (Home)"));
    m_back->setToolTip(tr("Step back (, or Ctrl+Left)"));
    m_forward->setToolTip(tr("Step forward (. or Ctrl+Right)"));
    m_end->setToolTip(tr("Jump to end (End)"));
    m_timeline->setToolTip(tr("Timeline: drag to scrub"));
    m_speed->setToolTip(tr("Playback speed (+ / -)"));
    updatePlaying(m_controller->isPlaying());
    m_speed->clear();
    for (double s : kSpeeds) {
        // Whole speeds take the language's plural ("1 step/s", Romanian "20 de pași/s").
        const QString text = s == PlaybackController::kMaxSpeed ? tr("as fast as possible")
                             : s == std::floor(s) ? tr("%Ln steps/s", nullptr, int(s))
                                                  : tr("%1 steps/s").arg(s);
        m_speed->addItem(text, s);
    }
    selectSpeed(m_controller->speed());
    updatePosition(m_controller->position());
}

QList<QWidget*> PlayerBar::buttons() const
{
    return {m_start, m_back, m_play, m_forward, m_end};
}

void PlayerBar::arrange(bool oneRow)
{
    m_oneRow = oneRow;
    m_grid->removeWidget(m_speed);
    m_grid->removeWidget(m_counter);
    const int timeline = int(buttons().size()); // the timeline's column
    if (oneRow) {
        m_grid->addWidget(m_speed, 0, timeline + 1);
        m_grid->addWidget(m_counter, 0, timeline + 2);
    } else {
        // Second row: the speed under the buttons, the counter under the timeline.
        m_grid->addWidget(m_speed, 1, 0, 1, timeline);
        m_grid->addWidget(m_counter, 1, timeline);
    }
    updateGeometry();
}

int PlayerBar::rowWidth(bool oneRow) const
{
    const QMargins m = m_grid->contentsMargins();
    const int gap = m_grid->horizontalSpacing();
    int buttonsWidth = 0;
    for (QWidget* w : buttons())
        buttonsWidth += w->sizeHint().width() + gap;
    const int speed = m_speed->sizeHint().width();
    const int counter = std::max(m_counter->minimumWidth(), m_counter->minimumSizeHint().width());
    const int timeline = m_timeline->minimumWidth();
    const int inner = oneRow ? buttonsWidth + timeline + gap + speed + gap + counter
                             : std::max(buttonsWidth - gap, speed) + gap + std::max(timeline, counter);
    return inner + m.left() + m.right();
}

QSize PlayerBar::minimumSizeHint() const
{
    const QSize h = QWidget::minimumSizeHint();
    return {rowWidth(false), h.height()};
}

void PlayerBar::resizeEvent(QResizeEvent* event)
{
    const bool oneRow = event->size().width() >= rowWidth(true);
    if (oneRow != m_oneRow)
        arrange(oneRow);
    QWidget::resizeEvent(event);
}

void PlayerBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void PlayerBar::setCounterFormatter(std::function<QString(qint64, qint64)> formatter)
{
    m_formatter = std::move(formatter);
    updatePosition(m_controller->position());
}

namespace {
enum class PlayerCommand { PlayPause, Forward, Back, Start, End, Faster, Slower };

// The one key table of the animated modes: installShortcuts() installs it, keyHelp() lists it.
const QList<std::pair<PlayerCommand, QList<QKeySequence>>>& playerKeys()
{
    static const QList<std::pair<PlayerCommand, QList<QKeySequence>>> keys{
        {PlayerCommand::PlayPause, {QKeySequence(Qt::Key_Space)}},
        {PlayerCommand::Forward, {QKeySequence(Qt::Key_Period), QKeySequence(Qt::CTRL | Qt::Key_Right)}},
        {PlayerCommand::Back, {QKeySequence(Qt::Key_Comma), QKeySequence(Qt::CTRL | Qt::Key_Left)}},
        {PlayerCommand::Start, {QKeySequence(Qt::Key_Home)}},
        {PlayerCommand::End, {QKeySequence(Qt::Key_End)}},
        // = is + without Shift on many layouts
        {PlayerCommand::Faster, {QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)}},
        {PlayerCommand::Slower, {QKeySequence(Qt::Key_Minus)}}};
    return keys;
}
} // namespace

void PlayerBar::installShortcuts(QWidget* scope)
{
    for (const auto& [command, keys] : playerKeys())
        for (const QKeySequence& key : keys) {
            auto* s = new QShortcut(key, scope);
            s->setContext(Qt::WidgetWithChildrenShortcut);
            QObject::connect(s, &QShortcut::activated, scope, [this, command = command] {
                switch (command) {
                case PlayerCommand::PlayPause: m_controller->togglePlay(); break;
                case PlayerCommand::Forward: m_controller->stepForward(); break;
                case PlayerCommand::Back: m_controller->stepBack(); break;
                case PlayerCommand::Start: m_controller->jumpToStart(); break;
                case PlayerCommand::End: m_controller->jumpToEnd(); break;
                case PlayerCommand::Faster: stepSpeed(+1); break;
                case PlayerCommand::Slower: stepSpeed(-1); break;
                }
            });
        }
}

QList<KeyHelp> PlayerBar::keyHelp()
{
    QList<KeyHelp> help;
    for (const auto& [command, keys] : playerKeys()) {
        QString what;
        switch (command) {
        case PlayerCommand::PlayPause: what = tr("Play or pause"); break;
        case PlayerCommand::Forward: what = tr("One step forward"); break;
        case PlayerCommand::Back: what = tr("One step back"); break;
        case PlayerCommand::Start: what = tr("To the start"); break;
        case PlayerCommand::End: what = tr("To the end"); break;
        case PlayerCommand::Faster: what = tr("Faster"); break;
        case PlayerCommand::Slower: what = tr("Slower"); break;
        }
        help.append({keys, what});
    }
    return help;
}

void PlayerBar::stepSpeed(int delta)
{
    const int i = std::clamp(m_speed->currentIndex() + delta, 0, m_speed->count() - 1);
    m_controller->setSpeed(m_speed->itemData(i).toDouble());
}

void PlayerBar::updatePosition(qint64 position)
{
    const qint64 length = m_controller->length();
    m_counter->setText(m_formatter ? m_formatter(position, length)
                                   : tr("step %L1 / %L2").arg(position).arg(length));
    const QSignalBlocker block(m_timeline);
    m_timeline->setValue(int(position / m_sliderScale));
    m_back->setEnabled(position > 0);
    m_start->setEnabled(position > 0);
    m_forward->setEnabled(position < length);
    m_end->setEnabled(position < length);
}

void PlayerBar::updateLength(qint64 length)
{
    m_sliderScale = int(std::max<qint64>(1, length / (INT_MAX / 2) + 1));
    const QSignalBlocker block(m_timeline);
    m_timeline->setRange(0, int(length / m_sliderScale));
    m_timeline->setPageStep(std::max(1, int(length / m_sliderScale / 20)));
    m_play->setEnabled(length > 0);
    updatePosition(m_controller->position());
}

void PlayerBar::updatePlaying(bool playing)
{
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setToolTip(playing ? tr("Pause (Space)") : tr("Play (Space)"));
}

void PlayerBar::selectSpeed(double speed)
{
    for (int i = 0; i < m_speed->count(); ++i) {
        if (m_speed->itemData(i).toDouble() == speed) {
            m_speed->setCurrentIndex(i);
            return;
        }
    }
}

} // namespace mazelab
