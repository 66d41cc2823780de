#include "ui/learn/lessonpanel.h"

#include "ui/animation/animatedpage.h"
#include "ui/jobs/jobrunner.h"
#include "ui/learn/quizpage.h"
#include "ui/learn/quiztexts.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mazedocument.h"
#include "ui/modepagelayout.h"
#include "ui/player/playbackcontroller.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace mazelab {

LessonPanel::LessonPanel(MainWindow* window)
    : QDockWidget(window), m_window(window), m_lessons(Lessons::all())
{
    setObjectName(QStringLiteral("lessonsDock"));
    setProperty(kPresentationKeeps, true);
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    m_choose = new QComboBox(body);
    m_choose->setObjectName(QStringLiteral("lessonChoice"));
    layout->addWidget(m_choose);
    m_stepLabel = new QLabel(body);
    QFont bold = m_stepLabel->font();
    bold.setBold(true);
    m_stepLabel->setFont(bold);
    layout->addWidget(m_stepLabel);
    m_text = new QLabel(body);
    m_text->setObjectName(QStringLiteral("lessonText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setMinimumWidth(220);
    layout->addWidget(m_text);
    auto* buttons = new QHBoxLayout;
    m_back = new QPushButton(body);
    m_back->setObjectName(QStringLiteral("lessonBack"));
    m_showMe = new QPushButton(body);
    m_showMe->setObjectName(QStringLiteral("lessonShowMe"));
    m_next = new QPushButton(body);
    m_next->setObjectName(QStringLiteral("lessonNext"));
    buttons->addWidget(m_back);
    buttons->addWidget(m_showMe, 1);
    buttons->addWidget(m_next);
    layout->addLayout(buttons);
    layout->addStretch(1);
    setWidget(body);

    for (const Lesson& lesson : m_lessons)
        m_choose->addItem(lesson.title);
    connect(m_choose, &QComboBox::activated, this, &LessonPanel::setLesson);
    connect(m_back, &QPushButton::clicked, this, [this] { setStep(m_step - 1); });
    connect(m_next, &QPushButton::clicked, this, [this] {
        if (m_step + 1 < stepCount())
            setStep(m_step + 1);
        else if (m_lesson + 1 < lessonCount())
            setLesson(m_lesson + 1);
    });
    connect(m_showMe, &QPushButton::clicked, this, &LessonPanel::showMe);
    retranslateUi();
}

void LessonPanel::setLesson(int index)
{
    if (index < 0 || index >= lessonCount())
        return;
    m_lesson = index;
    m_step = 0;
    m_choose->setCurrentIndex(index);
    updateStep();
}

void LessonPanel::setStep(int index)
{
    if (index < 0 || index >= stepCount())
        return;
    m_step = index;
    updateStep();
}

void LessonPanel::showMe()
{
    const LessonStep& s = step();
    if (!m_window->selectMode(s.mode))
        return;
    if (s.mode == QLatin1String("quiz")) { // a quiz on this lesson's topics
        std::vector<quiz::Kind> kinds;
        for (quiz::Kind kind : quiz::allKinds())
            if (QuizTexts::lessonFor(kind) == m_lesson)
                kinds.push_back(kind);
        if (auto* page = m_window->findChild<QuizPage*>(); page && !kinds.empty())
            page->startTopicQuiz(kinds);
        return;
    }
    if (!s.play)
        return;
    QWidget* page = m_window->modes()->currentWidget();
    PlaybackController* player = nullptr;
    if (auto* animated = qobject_cast<AnimatedPage*>(page))
        player = animated->player();
    else
        player = page->findChild<PlaybackController*>();
    if (!player)
        return;
    // A mode shown for the first time (or after an edit) makes its trace in the background;
    // a new trace stops playback. So play what is there now, and play again once a trace
    // arrives while that work is running.
    disconnect(m_pendingPlay);
    player->play();
    if (player->length() == 0 || m_window->document()->jobs()->isRunning())
        m_pendingPlay = connect(player, &PlaybackController::lengthChanged, this,
                                [this, player](qint64 length) {
                                    if (length <= 0)
                                        return;
                                    disconnect(m_pendingPlay);
                                    player->play();
                                });
}

void LessonPanel::updateStep()
{
    const LessonStep& s = step();
    m_stepLabel->setText(tr("Step %1 of %2").arg(m_step + 1).arg(stepCount()));
    m_text->setText(s.text);
    m_back->setEnabled(m_step > 0);
    m_next->setEnabled(m_step + 1 < stepCount() || m_lesson + 1 < lessonCount());
    m_next->setText(m_step + 1 < stepCount() ? tr("Next \u25b6") : tr("Next lesson \u25b6"));
}

void LessonPanel::setLarge(bool large)
{
    QFont font; // the application's
    font.setPointSizeF(font.pointSizeF() * 1.4);
    widget()->setFont(large ? font : QFont());
}

void LessonPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDockWidget::changeEvent(event);
}

void LessonPanel::retranslateUi()
{
    setWindowTitle(tr("Lessons"));
    m_lessons = Lessons::all();
    for (int i = 0; i < lessonCount(); ++i)
        m_choose->setItemText(i, m_lessons[std::size_t(i)].title);
    m_back->setText(tr("\u25c0 Back"));
    m_showMe->setText(tr("Show me"));
    m_showMe->setToolTip(tr("Switch to the mode this step is about"));
    updateStep();
}

} // namespace mazelab
