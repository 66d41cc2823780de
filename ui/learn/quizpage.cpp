#include "ui/learn/quizpage.h"

#include "ui/learn/lessons.h"
#include "ui/learn/quiztexts.h"
#include "ui/learn/quizworksheet.h"
#include "ui/mazedocument.h"
#include "ui/mazeview.h"
#include "ui/modepagelayout.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QGroupBox>
#include <QMessageBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace mazelab {

namespace {
enum AnswerPage { NumberPage = 0, CellPage = 1, YesNoPage = 2, ChoicePage = 3 };
} // namespace

QuizPage::QuizPage(MazeDocument* project, QWidget* parent)
    : QWidget(parent), m_project(project), m_doc(new MazeDocument(this)),
      m_view(new MazeView(this))
{
    setObjectName(QStringLiteral("quizPage"));
    setProperty(kUsesStartGoal, false); // the status bar's "Solvable" is the workspace maze's
    m_view->setObjectName(QStringLiteral("quizView"));
    m_doc->reset({{{QString(), Maze(5, 5)}}, 0, {}, {}});
    m_view->setDocument(m_doc);
    m_view->addOverlay(&m_overlay);

    auto* side = new QWidget;
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->addWidget(buildSetup(side));

    m_progress = new QLabel(side);
    m_progress->setObjectName(QStringLiteral("quizProgress"));
    QFont bold = m_progress->font();
    bold.setBold(true);
    m_progress->setFont(bold);
    sideLayout->addWidget(m_progress);
    m_prompt = new QLabel(side);
    m_prompt->setObjectName(QStringLiteral("quizPrompt"));
    m_prompt->setWordWrap(true);
    m_prompt->setTextFormat(Qt::RichText);
    QFont larger = m_prompt->font();
    larger.setPointSizeF(larger.pointSizeF() * 1.15);
    m_prompt->setFont(larger);
    sideLayout->addWidget(m_prompt);

    m_answers = new QStackedWidget(side);
    auto* numberPage = new QWidget;
    auto* numberRow = new QHBoxLayout(numberPage);
    numberRow->setContentsMargins(0, 0, 0, 0);
    m_number = new QSpinBox(numberPage);
    m_number->setObjectName(QStringLiteral("quizNumber"));
    m_number->setRange(0, 9999);
    m_answerNumber = new QPushButton(numberPage);
    m_answerNumber->setObjectName(QStringLiteral("quizAnswerNumber"));
    numberRow->addWidget(m_number, 1);
    numberRow->addWidget(m_answerNumber);
    m_answers->addWidget(numberPage);

    auto* cellPage = new QWidget;
    auto* cellLayout = new QVBoxLayout(cellPage);
    cellLayout->setContentsMargins(0, 0, 0, 0);
    m_cellHint = new QLabel(cellPage);
    m_cellHint->setWordWrap(true);
    cellLayout->addWidget(m_cellHint);
    auto* cellRow = new QHBoxLayout;
    m_row = new QSpinBox(cellPage);
    m_row->setObjectName(QStringLiteral("quizRow"));
    m_col = new QSpinBox(cellPage);
    m_col->setObjectName(QStringLiteral("quizColumn"));
    m_answerCell = new QPushButton(cellPage);
    m_answerCell->setObjectName(QStringLiteral("quizAnswerCell"));
    cellRow->addWidget(m_row, 1);
    cellRow->addWidget(m_col, 1);
    cellRow->addWidget(m_answerCell);
    cellLayout->addLayout(cellRow);
    m_answers->addWidget(cellPage);

    auto* yesNoPage = new QWidget;
    auto* yesNoRow = new QHBoxLayout(yesNoPage);
    yesNoRow->setContentsMargins(0, 0, 0, 0);
    m_yes = new QPushButton(yesNoPage);
    m_yes->setObjectName(QStringLiteral("quizYes"));
    m_no = new QPushButton(yesNoPage);
    m_no->setObjectName(QStringLiteral("quizNo"));
    yesNoRow->addWidget(m_yes);
    yesNoRow->addWidget(m_no);
    m_answers->addWidget(yesNoPage);

    auto* choicePage = new QWidget;
    auto* choiceLayout = new QVBoxLayout(choicePage);
    choiceLayout->setContentsMargins(0, 0, 0, 0);
    for (std::size_t i = 0; i < m_choices.size(); ++i) {
        m_choices[i] = new QPushButton(choicePage);
        m_choices[i]->setObjectName(QStringLiteral("quizChoice%1").arg(i));
        choiceLayout->addWidget(m_choices[i]);
    }
    m_answers->addWidget(choicePage);
    sideLayout->addWidget(m_answers);

    m_feedback = new QLabel(side);
    m_feedback->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    m_feedback->setObjectName(QStringLiteral("quizFeedback"));
    m_feedback->setWordWrap(true);
    m_feedback->setTextFormat(Qt::RichText);
    sideLayout->addWidget(m_feedback);
    m_next = new QPushButton(side);
    m_next->setObjectName(QStringLiteral("quizNext"));
    sideLayout->addWidget(m_next);
    sideLayout->addStretch(1);

    // The side panel stays in presentation mode: a class sees the question beside the maze.
    auto* scroll = new QScrollArea(this);
    m_scroll = scroll;
    m_side = side;
    scroll->setWidget(side);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_view);
    split->addWidget(scroll);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 0);
    split->setSizes({640, 360});
    split->setChildrenCollapsible(false);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(split);

    connect(m_newQuiz, &QPushButton::clicked, this, &QuizPage::startQuiz);
    connect(m_worksheet, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export worksheet"), QStringLiteral("quiz-%1.pdf").arg(m_seedShown),
            tr("PDF files (*.pdf)"));
        if (path.isEmpty())
            return;
        if (QString error; !exportWorksheet(path, &error))
            QMessageBox::warning(this, tr("Export worksheet"),
                                 tr("Cannot write %1:\n%2").arg(path, error));
    });
    connect(m_answerNumber, &QPushButton::clicked, this, [this] {
        quiz::Answer a;
        a.number = m_number->value();
        answer(a);
    });
    connect(m_answerCell, &QPushButton::clicked, this, [this] {
        quiz::Answer a;
        a.cell = {m_row->value(), m_col->value()};
        answer(a);
    });
    connect(m_view, &MazeView::cellClicked, this, [this](int row, int col, Qt::MouseButton button) {
        if (button != Qt::LeftButton || m_answered || m_finished || m_questions.empty()
            || quiz::answerType(current().kind) != quiz::AnswerType::Cell)
            return;
        m_row->setValue(row);
        m_col->setValue(col);
        quiz::Answer a;
        a.cell = {row, col};
        answer(a);
    });
    connect(m_yes, &QPushButton::clicked, this, [this] {
        quiz::Answer a;
        a.yes = true;
        answer(a);
    });
    connect(m_no, &QPushButton::clicked, this, [this] {
        quiz::Answer a;
        a.yes = false;
        answer(a);
    });
    for (std::size_t i = 0; i < m_choices.size(); ++i)
        connect(m_choices[i], &QPushButton::clicked, this, [this, i] {
            quiz::Answer a;
            a.choice = int(i);
            answer(a);
        });
    connect(m_next, &QPushButton::clicked, this, &QuizPage::next);
    connect(m_feedback, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link.startsWith(QLatin1String("lesson:")))
            emit reviewLesson(link.mid(7).toInt());
    });

    // Keys while the page has the focus: Y / N, 1–4 for the choices, Enter answers the number
    // or cell typed, or goes on once answered.
    auto key = [this](QKeySequence sequence, auto slot) {
        auto* shortcut = new QShortcut(sequence, this, slot);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
    };
    auto clickIfShown = [](QPushButton* b) {
        if (b->isVisible() && b->isEnabled())
            b->click();
    };
    key(QKeySequence(Qt::Key_Y), [=, this] { clickIfShown(m_yes); });
    key(QKeySequence(Qt::Key_N), [=, this] { clickIfShown(m_no); });
    for (int i = 0; i < int(m_choices.size()); ++i)
        key(QKeySequence(Qt::Key_1 + i), [=, this] { clickIfShown(m_choices[std::size_t(i)]); });
    for (int k : {int(Qt::Key_Return), int(Qt::Key_Enter)})
        key(QKeySequence(k), [=, this] {
            if (m_answered || m_finished)
                clickIfShown(m_next);
            else if (m_answers->currentIndex() == NumberPage)
                clickIfShown(m_answerNumber);
            else if (m_answers->currentIndex() == CellPage)
                clickIfShown(m_answerCell);
        });

    retranslateUi();
    beginQuiz(shownOptions(), false); // the first quiz is no change to the project
    if (m_project) // an opened project brings its quiz (quizpagesetup.cpp)
        connect(m_project, &MazeDocument::documentReset, this, &QuizPage::loadSettings);
}

QuizPage::~QuizPage()
{
    m_view->removeOverlay(&m_overlay);
    if (m_mouseShown)
        m_view->removeOverlay(&m_mouseOverlay);
}

void QuizPage::setQuiz(std::uint64_t seed, quiz::Level level, int count)
{
    m_seed->setValue(int(seed));
    m_level->setCurrentIndex(int(level));
    m_count->setValue(count);
}

void QuizPage::startQuiz()
{
    beginQuiz(shownOptions(), true);
}

void QuizPage::beginQuiz(const quiz::QuizOptions& options, bool storeInProject)
{
    showOptions(options); // e.g. nothing ticked: all topics, shown ticked again
    m_questions = quiz::makeQuiz(options);
    m_right.assign(m_questions.size(), false);
    if (storeInProject)
        saveSettings(options);
    m_seedShown = options.seed;
    m_levelShown = options.level;
    m_index = 0;
    m_score = 0;
    m_finished = false;
    showQuestion();
}

QList<KeyHelp> QuizPage::keyHelp()
{
    return {{{QKeySequence(Qt::Key_Y), QKeySequence(Qt::Key_N)}, tr("Answer yes or no")},
            {{QKeySequence(Qt::Key_1), QKeySequence(Qt::Key_2), QKeySequence(Qt::Key_3),
              QKeySequence(Qt::Key_4)},
             tr("Choose an answer")},
            {{QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)},
             tr("Answer the number or cell typed; once answered, the next question")}};
}

void QuizPage::startTopicQuiz(const std::vector<quiz::Kind>& kinds)
{
    quiz::QuizOptions options = shownOptions();
    options.kinds = kinds;
    beginQuiz(options, false); // not stored in the project
}

bool QuizPage::exportWorksheet(const QString& path, QString* error)
{
    return writeQuizWorksheet(path, m_questions, m_seedShown, m_levelShown, error);
}

void QuizPage::showQuestion()
{
    const quiz::Question& q = current();
    m_answered = false;
    m_prompt->show(); // hidden by the end's results
    m_answers->show();
    const bool mouse = q.kind == quiz::Kind::MouseNext;
    MazeStyle style = m_view->mazeStyle();
    style.showStartGoal = !mouse; // the mouse has an entrance and an exit instead
    m_view->setMazeStyle(style);
    m_view->setFrameRows(mouse ? 1 : 0, mouse ? 1 : 0);
    if (mouse != m_mouseShown) {
        m_view->removeOverlay(&m_overlay);
        if (mouse)
            m_view->addOverlay(&m_mouseOverlay);
        else
            m_view->removeOverlay(&m_mouseOverlay);
        m_view->addOverlay(&m_overlay);
        m_mouseShown = mouse;
    }
    if (mouse) {
        m_mouseOverlay.rows = q.maze.rows();
        m_mouseOverlay.cols = q.maze.cols();
        m_mouseOverlay.visits = q.visits;
        m_mouseOverlay.maxVisit = *std::max_element(q.visits.begin(), q.visits.end());
        m_mouseOverlay.mouse = int(q.maze.index(q.marks[0]));
        m_mouseOverlay.entryCol = q.entryCol;
        m_mouseOverlay.exitCol = q.exitCol;
    }
    m_overlay = QuizOverlay{};
    if (q.kind == quiz::Kind::NearerCell)
        m_overlay.marks = {{q.marks[0], QStringLiteral("A")}, {q.marks[1], QStringLiteral("B")}};
    m_doc->reset({{{QString(), q.maze}}, 0, {}, {}});
    m_view->fitToWindow();

    switch (quiz::answerType(q.kind)) {
    case quiz::AnswerType::Number:
        m_answers->setCurrentIndex(NumberPage);
        m_number->setValue(0);
        break;
    case quiz::AnswerType::Cell:
        m_answers->setCurrentIndex(CellPage);
        m_row->setRange(0, q.maze.rows() - 1);
        m_col->setRange(0, q.maze.cols() - 1);
        m_row->setValue(0);
        m_col->setValue(0);
        break;
    case quiz::AnswerType::YesNo: m_answers->setCurrentIndex(YesNoPage); break;
    case quiz::AnswerType::Choice: {
        m_answers->setCurrentIndex(ChoicePage);
        const int n = q.kind == quiz::Kind::Generator ? int(q.choices.size()) : 2;
        for (int i = 0; i < int(m_choices.size()); ++i)
            m_choices[std::size_t(i)]->setVisible(i < n);
        break;
    }
    }
    // The stack is as tall as the page shown, not its tallest page.
    for (int i = 0; i < m_answers->count(); ++i)
        m_answers->widget(i)->setSizePolicy(QSizePolicy::Preferred, i == m_answers->currentIndex()
                                                                        ? QSizePolicy::Preferred
                                                                        : QSizePolicy::Ignored);
    m_answers->adjustSize();
    m_answers->setEnabled(true);
    m_feedback->clear();
    m_next->setEnabled(false);
    retranslateUi();
}

void QuizPage::answer(const quiz::Answer& given)
{
    if (m_answered || m_finished || m_questions.empty())
        return;
    const quiz::Question& q = current();
    m_answered = true;
    m_lastRight = quiz::isCorrect(q, given);
    m_score += m_lastRight;
    m_right[std::size_t(m_index)] = m_lastRight;
    m_overlay.revealed = true;
    m_overlay.path = q.kind == quiz::Kind::Perfect && q.yes ? std::vector<Cell>{} : q.path;
    m_overlay.path2 = q.path2;
    if (quiz::answerType(q.kind) == quiz::AnswerType::Cell) {
        m_overlay.picked = given.cell;
        m_overlay.answer = q.cell;
    }
    m_view->updateOverlays();
    m_answers->setEnabled(false);
    m_next->setEnabled(true);
    m_next->setFocus();
    retranslateUi();
}

void QuizPage::next()
{
    if (m_finished) { // "Start again": the same quiz from its first question
        m_index = 0;
        m_score = 0;
        m_right.assign(m_questions.size(), false);
        m_finished = false;
        showQuestion();
        return;
    }
    if (!m_answered)
        return;
    if (m_index + 1 < int(m_questions.size())) {
        ++m_index;
        showQuestion();
        return;
    }
    m_finished = true;
    m_answers->setEnabled(false);
    // The end shows the results by topic in place of the last question's prompt and answers.
    m_prompt->hide();
    m_answers->hide();
    retranslateUi();
}

void QuizPage::updateProgress()
{
    const int total = int(m_questions.size());
    if (m_finished) {
        m_progress->setText(tr("Finished: %1 of %n right.", nullptr, total).arg(m_score));
        return;
    }
    m_progress->setText(tr("Question %1 of %2 \u2014 score %3")
                            .arg(m_index + 1)
                            .arg(total)
                            .arg(m_score));
}

void QuizPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void QuizPage::retranslateUi()
{
    setWindowTitle(tr("Quiz"));
    m_setup->setTitle(tr("Quiz"));
    m_seedLabel->setText(tr("Quiz &number:"));
    m_seed->setToolTip(tr("The same number, level, count and topics give the same questions "
                          "(also in mazelab-cli quiz, for a printed worksheet)"));
    m_levelLabel->setText(tr("&Level:"));
    m_level->setItemText(0, tr("Easy"));
    m_level->setItemText(1, tr("Medium"));
    m_level->setItemText(2, tr("Hard"));
    m_countLabel->setText(tr("&Questions:"));
    m_topicsButton->setText(tr("Topics"));
    for (quiz::Kind kind : quiz::allKinds())
        m_topics[std::size_t(kind)]->setText(QuizTexts::kindTitle(kind));
    m_newQuiz->setText(tr("New quiz"));
    m_worksheet->setText(tr("Worksheet\u2026"));
    m_worksheet->setToolTip(tr("Export these questions as a PDF worksheet with the answer key on "
                               "its last page"));
    m_answerNumber->setText(tr("Answer"));
    m_cellHint->setText(tr("Click the cell on the maze, or give its row and column (from 0 at "
                           "the top left):"));
    m_row->setPrefix(tr("row "));
    m_col->setPrefix(tr("column "));
    m_answerCell->setText(tr("Answer"));
    // After an answer the right button carries a tick.
    const bool tickYesNo = m_answered && !m_questions.empty()
                           && quiz::answerType(current().kind) == quiz::AnswerType::YesNo;
    const QString tick = QStringLiteral("\u2713 ");
    m_yes->setText((tickYesNo && current().yes ? tick : QString()) + tr("Yes"));
    m_no->setText((tickYesNo && !current().yes ? tick : QString()) + tr("No"));
    m_next->setText(m_finished ? tr("Start again")
                    : m_index + 1 < int(m_questions.size()) ? tr("Next question")
                                                            : tr("See the result"));
    if (m_questions.empty())
        return;
    const quiz::Question& q = current();
    m_prompt->setText(QuizTexts::prompt(q));
    if (quiz::answerType(q.kind) == quiz::AnswerType::Choice) {
        const int n = q.kind == quiz::Kind::Generator ? int(q.choices.size()) : 2;
        for (int i = 0; i < n; ++i)
            m_choices[std::size_t(i)]->setText((m_answered && i == q.choice ? tick : QString())
                                               + QuizTexts::choiceLabel(q, i));
    }
    if (m_finished) {
        QStringList titles;
        for (const Lesson& lesson : Lessons::all())
            titles << lesson.title;
        m_feedback->setText(QuizTexts::results(m_questions, m_right, titles));
    } else {
        m_feedback->setText(m_answered ? QuizTexts::explanation(q, m_lastRight) : QString());
    }
    updateProgress();
    // Never narrower than the panel's content (the texts' widths change with the language).
    m_scroll->setMinimumWidth(m_side->minimumSizeHint().width()
                              + style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 4);
}

} // namespace mazelab
