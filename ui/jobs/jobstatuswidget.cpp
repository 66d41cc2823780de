#include "ui/jobs/jobstatuswidget.h"

#include "ui/jobs/jobrunner.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

#include <algorithm>
#include <cmath>

namespace mazelab {

namespace {
constexpr int kBarSteps = 1000;
constexpr int kMinLabelChars = 12; // the least the label shrinks to, in average characters

// The job label: asks for the width of its whole text (up to kMaxLabelChars average
// characters), accepts down to kMinLabelChars, and shows the text elided with "…" to the width
// the status bar gives it, so a short status bar cuts a word with an ellipsis, not in the
// middle of a glyph.
class ElidingLabel : public QLabel {
public:
    using QLabel::QLabel;

    // The text shows at once (up to the cap); once the layout has given the label its new
    // width (resizeEvent, or the queued call when the width stays) it is elided to that width.
    void setFullText(const QString& text)
    {
        m_full = text;
        setToolTip(text);
        elideTo(sizeHint().width());
        updateGeometry();
        QMetaObject::invokeMethod(this, [this] { elide(); }, Qt::QueuedConnection);
    }

    QSize sizeHint() const override
    {
        const QFontMetrics fm = fontMetrics();
        const int chars = fm.averageCharWidth() * JobStatusWidget::kMaxLabelChars;
        const QMargins m = contentsMargins();
        return {std::min(fm.horizontalAdvance(m_full), chars) + m.left() + m.right() + 1,
                QLabel::sizeHint().height()};
    }
    QSize minimumSizeHint() const override
    {
        const QFontMetrics fm = fontMetrics();
        return {std::min(sizeHint().width(), fm.averageCharWidth() * kMinLabelChars),
                QLabel::minimumSizeHint().height()};
    }

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QLabel::resizeEvent(event);
        elide();
    }

private:
    // A label not on screen has no width of its own yet: it keeps the capped text.
    void elide() { elideTo(isVisible() ? contentsRect().width() : sizeHint().width()); }
    void elideTo(int width)
    {
        const int room = std::min(width, sizeHint().width());
        QLabel::setText(fontMetrics().elidedText(m_full, Qt::ElideRight, std::max(room, 1)));
    }

    QString m_full;
};
} // namespace

JobStatusWidget::JobStatusWidget(QWidget* parent)
    : QWidget(parent), m_label(new ElidingLabel(this)), m_bar(new QProgressBar(this)),
      m_elapsed(new QLabel(this)), m_cancel(new QToolButton(this))
{
    m_label->setObjectName(QStringLiteral("jobLabel"));
    m_bar->setObjectName(QStringLiteral("jobProgress"));
    m_elapsed->setObjectName(QStringLiteral("jobElapsed"));
    m_cancel->setObjectName(QStringLiteral("jobCancel"));

    m_label->setTextFormat(Qt::PlainText);
    m_bar->setFixedWidth(fontMetrics().horizontalAdvance(QLatin1Char('0')) * 18);
    m_bar->setTextVisible(true);
    m_elapsed->setTextFormat(Qt::PlainText);
    // Wide enough for "99:59" so the layout does not jump as the clock runs.
    m_elapsed->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("00:00")));
    m_elapsed->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_cancel->setToolButtonStyle(Qt::ToolButtonTextOnly);
    retranslateUi();

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    layout->addWidget(m_elapsed);
    layout->addWidget(m_cancel);

    m_tick.setInterval(500);
    connect(&m_tick, &QTimer::timeout, this, &JobStatusWidget::updateElapsed);
    connect(m_cancel, &QToolButton::clicked, this, [this] {
        if (m_runner)
            m_runner->cancel();
    });
    hide();
}

void JobStatusWidget::retranslateUi()
{
    m_elapsed->setToolTip(tr("Elapsed time, and the time left as estimated from the progress so far"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the running computation"));
    if (m_runner && m_runner->isRunning() && m_runner->isCancelRequested())
        onCancelRequested(); // "…: cancelling…" in the new language
}

void JobStatusWidget::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void JobStatusWidget::setRunner(JobRunner* runner)
{
    if (m_runner)
        disconnect(m_runner, nullptr, this, nullptr);
    m_runner = runner;
    m_tick.stop();
    if (!runner) {
        hide();
        return;
    }
    connect(runner, &JobRunner::started, this, &JobStatusWidget::onStarted);
    connect(runner, &JobRunner::progressChanged, this, &JobStatusWidget::onProgress);
    connect(runner, &JobRunner::cancelRequested, this, &JobStatusWidget::onCancelRequested);
    connect(runner, &JobRunner::finished, this, &JobStatusWidget::onFinished);
    connect(runner, &QObject::destroyed, this, [this] { setRunner(nullptr); });
    // Pick up a job that is already running (e.g. after switching documents).
    if (runner->isRunning()) {
        onStarted();
        if (!runner->progressMessage().isEmpty() || runner->progressFraction() >= 0)
            onProgress(runner->progressFraction(), runner->progressMessage());
        if (runner->isCancelRequested())
            onCancelRequested();
    } else {
        hide();
    }
}

void JobStatusWidget::resetPace()
{
    m_paceFraction = -1;
    m_fraction = -1;
}

void JobStatusWidget::onStarted()
{
    resetPace();
    setLabelText(m_runner->jobName());
    m_bar->setRange(0, 0); // busy until the first progress report
    m_cancel->setEnabled(true);
    updateElapsed();
    m_tick.start();
    show();
}

void JobStatusWidget::onProgress(double fraction, const QString& message)
{
    if (!m_runner || m_runner->isCancelRequested())
        return;
    setLabelText(message.isEmpty() ? m_runner->jobName()
                                   : tr("%1: %2").arg(m_runner->jobName(), message));
    if (fraction < 0 || std::isnan(fraction)) {
        m_bar->setRange(0, 0);
        resetPace();
    } else {
        m_fraction = std::clamp(fraction, 0.0, 1.0);
        if (m_paceFraction < 0) {
            m_paceFraction = m_fraction;
            m_paceMs = m_runner->elapsedMs();
        }
        m_bar->setRange(0, kBarSteps);
        m_bar->setValue(int(std::lround(m_fraction * kBarSteps)));
    }
}

void JobStatusWidget::onCancelRequested()
{
    m_cancel->setEnabled(false);
    setLabelText(tr("%1: cancelling…").arg(m_runner->jobName()));
}

void JobStatusWidget::onFinished()
{
    // onResult may already have started the next job on the same runner.
    if (m_runner && m_runner->isRunning())
        return;
    m_tick.stop();
    hide();
}

void JobStatusWidget::setLabelText(const QString& text)
{
    static_cast<ElidingLabel*>(m_label)->setFullText(text);
}

void JobStatusWidget::updateElapsed()
{
    const auto clock = [](qint64 seconds) {
        return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
    };
    const qint64 ms = m_runner ? m_runner->elapsedMs() : 0;
    QString text = clock(ms / 1000);
    const double done = m_fraction - m_paceFraction;
    if (m_runner && m_runner->isRunning() && m_paceFraction >= 0 && done > 0
        && ms - m_paceMs >= kPaceMs) {
        const double leftMs = (1.0 - m_fraction) * double(ms - m_paceMs) / done;
        text = tr("%1 (about %2 left)").arg(text, clock(std::llround(leftMs / 1000)));
    }
    m_elapsed->setText(text);
}

} // namespace mazelab
