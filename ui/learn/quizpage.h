#pragma once
// QuizPage: the Quiz tab (the mission's "quizzes"). It asks the questions of core/quiz/quiz.h
// one at a time on its own maze view: a number, a cell (click it on the maze, or type row and
// column), yes / no, or one of up to four choices. An answer is checked at once and explained
// on the maze (the shortest path, the token's walk, the loop, the two paths); the score is
// counted, and at the end "Start again" repeats the same quiz. A quiz is a number, a level,
// a question count and its topics: the same ones give the same questions here and in
// `mazelab-cli quiz` (a worksheet for a class). Keys: Y / N, 1–4 for the choices, Enter
// (answers the number or cell typed, then goes on). The quiz shown is part of the project:
// "New quiz" stores its number, level, count and topics in the project's view settings
// ("quiz"), and opening a project that has them starts that quiz (quizpagesetup.cpp).

#include "core/quiz/quiz.h"
#include "ui/learn/quizoverlay.h"
#include "ui/keyhelp.h"
#include "ui/learn/quizsettings.h"
#include "ui/mouse/mouseoverlay.h"

#include <QWidget>

#include <array>
#include <vector>

class QAction;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QStackedWidget;
class QToolButton;

namespace mazelab {

class MazeDocument;
class MazeView;

class QuizPage : public QWidget {
    Q_OBJECT
public:
    // `project`: the workspace document whose view settings keep the quiz (none: not kept).
    explicit QuizPage(MazeDocument* project = nullptr, QWidget* parent = nullptr);
    ~QuizPage() override;

    // Starts a new quiz from the settings shown (the same as "New quiz").
    void startQuiz();
    // A quiz on these topics alone (number, level and count as shown), for a lesson's "Show
    // me": the topics are ticked, and the project keeps the quiz it had (a lesson never
    // changes the document; "New quiz" afterwards stores what is shown).
    void startTopicQuiz(const std::vector<quiz::Kind>& kinds);
    // The settings, as the spin boxes and the level box show them.
    void setQuiz(std::uint64_t seed, quiz::Level level, int count);
    // The settings shown (number, level, count, ticked topics: all when none is ticked).
    quiz::QuizOptions shownOptions() const;

    // The Quiz tab's keys (installed in the constructor), for Help ▸ Keyboard shortcuts.
    static QList<KeyHelp> keyHelp();

    // Writes the quiz as a PDF worksheet with its answer key (quizworksheet.h). False with the
    // reason in `error`.
    bool exportWorksheet(const QString& path, QString* error);

    const std::vector<quiz::Question>& questions() const { return m_questions; }
    int currentIndex() const { return m_index; }
    const quiz::Question& current() const { return m_questions[std::size_t(m_index)]; }
    bool isAnswered() const { return m_answered; }
    bool isFinished() const { return m_finished; }
    int score() const { return m_score; }

    MazeView* view() const { return m_view; }
    QuizOverlay& overlay() { return m_overlay; }
    QSpinBox* numberBox() const { return m_number; }
    QPushButton* numberButton() const { return m_answerNumber; }
    QSpinBox* rowBox() const { return m_row; }
    QSpinBox* columnBox() const { return m_col; }
    QPushButton* cellButton() const { return m_answerCell; }
    QPushButton* yesButton() const { return m_yes; }
    QPushButton* noButton() const { return m_no; }
    QPushButton* choiceButton(int i) const { return m_choices[std::size_t(i)]; }
    QPushButton* nextButton() const { return m_next; }
    QPushButton* newQuizButton() const { return m_newQuiz; }
    QPushButton* worksheetButton() const { return m_worksheet; }
    QLabel* promptLabel() const { return m_prompt; }
    QLabel* feedbackLabel() const { return m_feedback; }
    QLabel* progressLabel() const { return m_progress; }
    QAction* topicAction(quiz::Kind kind) const { return m_topics[std::size_t(kind)]; }

signals:
    // The end of a quiz links each topic not all answered right to its lesson
    // (QuizTexts::lessonFor); the main window opens the Lessons panel there.
    void reviewLesson(int lessonIndex);

protected:
    void changeEvent(QEvent* event) override;

private:
    QWidget* buildSetup(QWidget* side); // the Quiz box (quizpagesetup.cpp)
    // Shows `options` in the Quiz box and starts that quiz at its first question; only "New
    // quiz" (startQuiz) stores it in the project.
    void beginQuiz(const quiz::QuizOptions& options, bool storeInProject);
    void showOptions(const quiz::QuizOptions& options);
    void saveSettings(const quiz::QuizOptions& options);
    void loadSettings();
    void retranslateUi();
    void showQuestion();
    void answer(const quiz::Answer& given);
    void next();
    void updateProgress();

    MazeDocument* m_project; // keeps the settings; may be null
    MazeDocument* m_doc; // the question's maze, never the project
    MazeView* m_view;
    QuizOverlay m_overlay;
    MouseOverlay m_mouseOverlay;
    bool m_mouseShown = false;

    QScrollArea* m_scroll;
    QWidget* m_side;
    QGroupBox* m_setup;
    QLabel* m_seedLabel;
    QSpinBox* m_seed;
    QLabel* m_levelLabel;
    QComboBox* m_level;
    QLabel* m_countLabel;
    QSpinBox* m_count;
    QToolButton* m_topicsButton;
    std::vector<QAction*> m_topics;
    QPushButton* m_newQuiz;
    QPushButton* m_worksheet;
    std::uint64_t m_seedShown = 1; // the settings the questions were made with
    quiz::Level m_levelShown = quiz::Level::Medium;

    QLabel* m_progress;
    QLabel* m_prompt;
    QStackedWidget* m_answers;
    QSpinBox* m_number;
    QPushButton* m_answerNumber;
    QLabel* m_cellHint;
    QSpinBox* m_row;
    QSpinBox* m_col;
    QPushButton* m_answerCell;
    QPushButton* m_yes;
    QPushButton* m_no;
    std::array<QPushButton*, 4> m_choices{};
    QLabel* m_feedback;
    QPushButton* m_next;

    std::vector<quiz::Question> m_questions;
    int m_index = 0;
    int m_score = 0;
    std::vector<bool> m_right; // per question: answered right (the end's results by topic)
    bool m_answered = false;
    bool m_lastRight = false;
    bool m_finished = false;
};

} // namespace mazelab
