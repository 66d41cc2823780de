// The Quiz tab's setup box and its settings in the project (quizpage.h): the box that
// chooses a quiz (number, level, count, topics, New quiz, Worksheet…), and the "quiz" view
// settings that carry the quiz shown in a saved project.
#include "ui/learn/quizpage.h"

#include "ui/mazedocument.h"

#include <QAction>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>

#include <algorithm>
#include <cmath>
#include <optional>

namespace mazelab {

namespace {
const QString kQuizSettingsKey = QStringLiteral("quiz");
constexpr int kMaxQuizNumber = 999999; // the number box's range
} // namespace

QJsonObject quizSettingsToJson(const quiz::QuizOptions& options)
{
    QJsonArray topics;
    for (quiz::Kind kind : options.kinds.empty() ? quiz::allKinds() : options.kinds)
        topics.append(QString::fromStdString(quiz::kindName(kind)));
    return {{QStringLiteral("number"), qint64(options.seed)},
            {QStringLiteral("level"), QString::fromStdString(quiz::levelName(options.level))},
            {QStringLiteral("questions"), options.count},
            {QStringLiteral("topics"), topics}};
}

quiz::QuizOptions quizSettingsFromJson(const QJsonObject& settings,
                                       const quiz::QuizOptions& fallback, QStringList* unread)
{
    quiz::QuizOptions out = fallback;
    QStringList bad;
    // A whole number within [low, high], or nullopt (the field then counts as unread).
    auto whole = [&settings, &bad](const char* key, qint64 low, qint64 high) -> std::optional<qint64> {
        const QJsonValue v = settings.value(QLatin1String(key));
        if (v.isUndefined())
            return std::nullopt;
        const double d = v.toDouble(0.5);
        if (!v.isDouble() || d != std::floor(d)) { // not a whole number: not used
            bad << QLatin1String(key);
            return std::nullopt;
        }
        if (d < double(low) || d > double(high)) // out of range: brought into range
            bad << QLatin1String(key);
        return qint64(std::clamp(d, double(low), double(high)));
    };
    if (const auto n = whole("number", 0, kMaxQuizNumber))
        out.seed = std::uint64_t(*n);
    if (const auto n = whole("questions", 1, quiz::kMaxQuestions))
        out.count = int(*n);
    if (const QJsonValue v = settings.value(QStringLiteral("level")); !v.isUndefined()) {
        if (quiz::Level level{}; quiz::parseLevel(v.toString().toStdString(), level))
            out.level = level;
        else
            bad << QStringLiteral("level");
    }
    if (const QJsonValue v = settings.value(QStringLiteral("topics")); !v.isUndefined()) {
        out.kinds.clear();
        bool allRead = v.isArray();
        for (const QJsonValue& t : v.toArray()) {
            quiz::Kind kind{};
            if (!quiz::parseKind(t.toString().toStdString(), kind))
                allRead = false;
            else if (std::find(out.kinds.begin(), out.kinds.end(), kind) == out.kinds.end())
                out.kinds.push_back(kind);
        }
        std::sort(out.kinds.begin(), out.kinds.end()); // a set (quiz::makeQuiz)
        if (!allRead || out.kinds.empty())
            bad << QStringLiteral("topics");
    }
    if (out.kinds.empty())
        out.kinds = quiz::allKinds();
    if (unread)
        *unread = bad;
    return out;
}

QWidget* QuizPage::buildSetup(QWidget* side)
{
    m_setup = new QGroupBox(side);
    auto* form = new QFormLayout(m_setup);
    m_seed = new QSpinBox(m_setup);
    m_seed->setObjectName(QStringLiteral("quizSeed"));
    m_seed->setRange(0, 999999);
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
    if (m_project && !m_loadingSettings)
        m_project->setViewSettings(kQuizSettingsKey, quizSettingsToJson(options));
}

// A project without quiz settings leaves the quiz shown as it is; one with them starts its
// quiz from the first question (the settings are not written back: opening changes nothing).
void QuizPage::loadSettings()
{
    const QJsonObject settings = m_project->viewSettings(kQuizSettingsKey);
    if (settings.isEmpty())
        return;
    QStringList unread;
    showOptions(quizSettingsFromJson(settings, shownOptions(), &unread));
    if (!unread.isEmpty()) // as other views: say so, open anyway (the entry stays until saved)
        m_project->reportRestoreProblem(
            tr("Quiz: %1 not read as written (an unknown name is left out, a number out of "
               "range brought into range); the quiz opens without it.")
                .arg(unread.join(QStringLiteral(", "))));
    m_loadingSettings = true;
    startQuiz();
    m_loadingSettings = false;
}

} // namespace mazelab
