// The Quiz tab's setup box and its settings in the project (quizpage.h): the box that
// chooses a quiz (number, level, count, topics, New quiz, Worksheet…), and the "quiz" view
// settings that carry the quiz shown in a saved project (quizsettings.h).
#include "ui/learn/quizpage.h"

#include "ui/mazedocument.h"

#include <QAction>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>

#include <algorithm>

namespace mazelab {

QWidget* QuizPage::buildSetup(QWidget* side)
{
    m_setup = new QGroupBox(side);
    auto* form = new QFormLayout(m_setup);
    m_seed = new QSpinBox(m_setup);
    m_seed->setObjectName(QStringLiteral("quizSeed"));
    m_seed->setRange(0, kMaxQuizNumber);
    m_seed->setValue(1);
    m_seedLabel = new QLabel(m_setup);
    m_seedLabel->setBuddy(m_seed);
    form->addRow(m_seedLabel, m_seed);
    m_level = new QComboBox(m_setup);
    m_level->setObjectName(QStringLiteral("quizLevel"));
    m_level->addItems({QString(), QString(), QString()});
    m_level->setCurrentIndex(int(quiz::Level::Medium));
    m_levelLabel = new QLabel(m_setup);
    m_levelLabel->setBuddy(m_level);
    form->addRow(m_levelLabel, m_level);
    m_count = new QSpinBox(m_setup);
    m_count->setObjectName(QStringLiteral("quizCount"));
    m_count->setRange(1, quiz::kMaxQuestions);
    m_count->setValue(10);
    m_countLabel = new QLabel(m_setup);
    m_countLabel->setBuddy(m_count);
    form->addRow(m_countLabel, m_count);
    m_topicsButton = new QToolButton(m_setup);
    m_topicsButton->setObjectName(QStringLiteral("quizTopics"));
    m_topicsButton->setPopupMode(QToolButton::InstantPopup);
    auto* topicsMenu = new QMenu(m_topicsButton);
    for (std::size_t i = 0; i < quiz::allKinds().size(); ++i) {
        QAction* a = topicsMenu->addAction(QString());
        a->setCheckable(true);
        a->setChecked(true);
        m_topics.push_back(a);
    }
    m_topicsButton->setMenu(topicsMenu);
    m_newQuiz = new QPushButton(m_setup);
    m_newQuiz->setObjectName(QStringLiteral("quizNew"));
    m_worksheet = new QPushButton(m_setup);
    m_worksheet->setObjectName(QStringLiteral("quizWorksheet"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_topicsButton);
    buttons->addStretch(1);
    buttons->addWidget(m_worksheet);
    buttons->addWidget(m_newQuiz);
    form->addRow(buttons);
    return m_setup;
}

quiz::QuizOptions QuizPage::shownOptions() const
{
    quiz::QuizOptions options;
    options.seed = std::uint64_t(m_seed->value());
    options.level = quiz::Level(m_level->currentIndex());
    options.count = m_count->value();
    for (quiz::Kind kind : quiz::allKinds())
        if (m_topics[std::size_t(kind)]->isChecked())
            options.kinds.push_back(kind);
    if (options.kinds.empty())
        options.kinds = quiz::allKinds();
    return options;
}

void QuizPage::showOptions(const quiz::QuizOptions& options)
{
    const QSignalBlocker b1(m_seed), b2(m_level), b3(m_count);
    m_seed->setValue(int(options.seed));
    m_level->setCurrentIndex(int(options.level));
    m_count->setValue(options.count);
    for (quiz::Kind kind : quiz::allKinds())
        m_topics[std::size_t(kind)]->setChecked(
            std::find(options.kinds.begin(), options.kinds.end(), kind) != options.kinds.end());
}

void QuizPage::saveSettings(const quiz::QuizOptions& options)
{
    if (m_project)
        m_project->setViewSettings(kQuizViewKey, quizSettingsToJson(options));
}

// A project without quiz settings leaves the quiz shown as it is; one with them starts its
// quiz from the first question (the settings are not written back: opening changes nothing).
void QuizPage::loadSettings()
{
    const QJsonObject settings = m_project->viewSettings(kQuizViewKey);
    if (settings.isEmpty())
        return;
    QStringList unread;
    const quiz::QuizOptions options = quizSettingsFromJson(settings, shownOptions(), &unread);
    // As other views: say so and open anyway; the entry stays as written until New quiz.
    if (!unread.isEmpty())
        m_project->reportRestoreProblem(
            tr("Quiz: %1 not read as written (an unknown name is left out, a number out of "
               "range brought into range); the quiz opens without it.")
                .arg(unread.join(QStringLiteral(", "))));
    beginQuiz(options, false); // opening changes nothing
}

} // namespace mazelab
