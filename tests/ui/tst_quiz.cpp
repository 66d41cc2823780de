// The Quiz tab (ui/learn/quizpage.h), driven through its real widgets: every kind of answer
// (number, a click on the maze, row/column boxes, yes/no, choices), right and wrong answers
// counted, the explanation revealed on the maze, the end and "Start again", the same questions
// as core for the same settings, topics, and German texts.
// With $MAZELAB_SHOT_DIR the answered questions are saved as quiz-<kind>.png.
#include "uitesthelpers.h"

#include "core/quiz/quiz.h"
#include "ui/learn/lessonpanel.h"
#include "ui/learn/quizpage.h"
#include "ui/learn/quiztexts.h"
#include "ui/mainwindow/filecontroller.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mazedocument.h"
#include "ui/mazeview.h"
#include "ui/uiresources.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace mazelab;

namespace {

// Answers the shown question through the widgets, rightly or wrongly.
void answerThroughWidgets(QuizPage& page, bool right)
{
    const quiz::Question& q = page.current();
    switch (quiz::answerType(q.kind)) {
    case quiz::AnswerType::Number:
        page.numberBox()->setValue(right ? q.number : q.number + 2);
        QTest::mouseClick(page.numberButton(), Qt::LeftButton);
        break;
    case quiz::AnswerType::Cell: {
        Cell target = q.cell;
        if (!right)
            target = q.cell == Cell{0, 0} ? Cell{0, 1} : Cell{0, 0};
        if (right) { // by a click on the maze
            QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {},
                              test::centreOf(*page.view(), target));
        } else { // by the row and column boxes
            page.rowBox()->setValue(target.row);
            page.columnBox()->setValue(target.col);
            QTest::mouseClick(page.cellButton(), Qt::LeftButton);
        }
        break;
    }
    case quiz::AnswerType::YesNo:
        QTest::mouseClick(q.yes == right ? page.yesButton() : page.noButton(), Qt::LeftButton);
        break;
    case quiz::AnswerType::Choice: {
        const int n = q.kind == quiz::Kind::Generator ? 4 : 2;
        QTest::mouseClick(page.choiceButton(right ? q.choice : (q.choice + 1) % n), Qt::LeftButton);
        break;
    }
    }
}

} // namespace

class TestQuizPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        test::isolateSettings();
        initUiResources();
    }

    void wholeQuiz()
    {
        MainWindow window(false);
        window.resize(1100, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectMode(QStringLiteral("quiz")));
        auto* page = window.findChild<QuizPage*>();
        QVERIFY(page);
        QVERIFY(page->isVisible());
        page->setQuiz(7, quiz::Level::Easy, 14);
        QTest::mouseClick(page->newQuizButton(), Qt::LeftButton);

        quiz::QuizOptions options;
        options.seed = 7;
        options.level = quiz::Level::Easy;
        options.count = 14;
        const std::vector<quiz::Question> expected = quiz::makeQuiz(options);
        QCOMPARE(page->questions().size(), expected.size());

        const QString shots = qEnvironmentVariable("MAZELAB_SHOT_DIR");
        int right = 0;
        for (int i = 0; i < 14; ++i) {
            QCOMPARE(page->currentIndex(), i);
            QVERIFY(page->current().maze == expected[std::size_t(i)].maze);
            QVERIFY(page->view()->maze() == expected[std::size_t(i)].maze);
            QVERIFY(!page->isAnswered());
            QVERIFY(!page->nextButton()->isEnabled());
            QVERIFY(!page->promptLabel()->text().isEmpty());
            const bool answerRight = i % 3 != 2; // every third answer wrong
            answerThroughWidgets(*page, answerRight);
            QVERIFY2(page->isAnswered(), qPrintable(QString::fromStdString(quiz::kindName(page->current().kind))));
            right += answerRight;
            QCOMPARE(page->score(), right);
            QVERIFY(page->overlay().revealed);
            QVERIFY(page->feedbackLabel()->text().contains(answerRight ? "Right" : "Not quite"));
            if (quiz::answerType(page->current().kind) == quiz::AnswerType::Cell)
                QCOMPARE(page->overlay().answer, page->current().cell);
            // A second answer is ignored.
            answerThroughWidgets(*page, !answerRight);
            QCOMPARE(page->score(), right);
            if (!shots.isEmpty() && i < 7) {
                QTest::qWait(50);
                QVERIFY(window.grab().save(shots + "/quiz-"
                                           + QString::fromStdString(quiz::kindName(page->current().kind))
                                           + ".png"));
            }
            QVERIFY(page->nextButton()->isEnabled());
            QTest::mouseClick(page->nextButton(), Qt::LeftButton);
        }
        QVERIFY(page->isFinished());
        QCOMPARE(right, 10);
        QVERIFY(page->progressLabel()->text().contains("10 of 14"));
        // The end: each topic with its count of right answers (every third answer was wrong),
        // and a link to the lesson of each topic not all right.
        const QString results = page->feedbackLabel()->text();
        QVERIFY2(results.contains("By topic"), qPrintable(results));
        int wrongTopic = -1;
        for (quiz::Kind kind : quiz::allKinds()) {
            int asked = 0, correct = 0;
            for (int i = 0; i < 14; ++i)
                if (expected[std::size_t(i)].kind == kind) {
                    ++asked;
                    correct += i % 3 != 2;
                }
            const QString row = QuizTexts::kindTitle(kind).toHtmlEscaped()
                                + QStringLiteral("</td><td align=\"right\">&nbsp;%1 of %2&nbsp;")
                                      .arg(correct).arg(asked);
            QVERIFY2(results.contains(row), qPrintable(row + "\n" + results));
            const QString link = QStringLiteral("href=\"lesson:%1\"").arg(QuizTexts::lessonFor(kind));
            if (correct < asked) {
                QVERIFY2(results.contains(link), qPrintable(results));
                wrongTopic = QuizTexts::lessonFor(kind);
            }
        }
        QVERIFY(wrongTopic >= 0);
        QVERIFY(!page->promptLabel()->isVisible()); // the results take the question's place
        if (!shots.isEmpty()) {
            QTest::qWait(50);
            QVERIFY(window.grab().save(shots + "/quiz-results.png"));
        }
        // The link opens the Lessons panel at that lesson.
        QVERIFY(!window.lessons()->isVisible());
        emit page->feedbackLabel()->linkActivated(QStringLiteral("lesson:%1").arg(wrongTopic));
        QTRY_VERIFY(window.lessons()->isVisible());
        QCOMPARE(window.lessons()->lessonIndex(), wrongTopic);
        QCOMPARE(window.lessons()->stepIndex(), 0);
        // Start again: the same first question, the score reset.
        QTest::mouseClick(page->nextButton(), Qt::LeftButton);
        QVERIFY(page->promptLabel()->isVisible());
        QVERIFY(!page->isFinished());
        QCOMPARE(page->currentIndex(), 0);
        QCOMPARE(page->score(), 0);
        QVERIFY(page->current().maze == expected[0].maze);
    }

    // The quiz shown is part of the project: "New quiz" writes its settings into the
    // project's view settings (the document becomes modified, as any mode's settings do), a
    // saved project brings the same quiz back in another window, a project without them
    // leaves the quiz alone, and the first quiz of a new window changes nothing.
    void quizInProject()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("class.mazelab"));
        quiz::QuizOptions options;
        options.seed = 42;
        options.level = quiz::Level::Hard;
        options.count = 5;
        options.kinds = {quiz::Kind::TokenAfter, quiz::Kind::Perfect};
        {
            MainWindow window(false);
            window.files()->openDemo();
            QVERIFY(!window.document()->isModified());
            QVERIFY(window.selectMode(QStringLiteral("quiz")));
            auto* page = window.findChild<QuizPage*>();
            QVERIFY(page);
            QVERIFY(!window.document()->isModified());
            page->setQuiz(42, quiz::Level::Hard, 5);
            for (quiz::Kind kind : quiz::allKinds())
                page->topicAction(kind)->setChecked(kind == quiz::Kind::TokenAfter
                                                    || kind == quiz::Kind::Perfect);
            QTest::mouseClick(page->newQuizButton(), Qt::LeftButton);
            QVERIFY(window.document()->isModified());
            const QJsonObject saved = window.document()->viewSettings(QStringLiteral("quiz"));
            QCOMPARE(saved.value("number").toInteger(), 42);
            QCOMPARE(saved.value("level").toString(), QStringLiteral("hard"));
            QCOMPARE(saved.value("questions").toInt(), 5);
            QCOMPARE(saved.value("topics").toArray(),
                     QJsonArray({QStringLiteral("token-after"), QStringLiteral("perfect")}));
            QVERIFY(window.files()->saveToFile(path));
        }
        MainWindow window(false);
        window.files()->openDemo();
        auto* page = window.findChild<QuizPage*>();
        QVERIFY(page->questions().front().maze == quiz::makeQuiz({}).front().maze); // quiz 1
        QVERIFY(window.files()->loadFile(path));
        QVERIFY(!window.document()->isModified()); // opening changes nothing
        const std::vector<quiz::Question> expected = quiz::makeQuiz(options);
        QCOMPARE(page->questions().size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(page->questions()[i].kind, expected[i].kind);
            QVERIFY(page->questions()[i].maze == expected[i].maze);
        }
        QCOMPARE(page->shownOptions().seed, std::uint64_t(42));
        QCOMPARE(page->currentIndex(), 0);
        QVERIFY(page->topicAction(quiz::Kind::Perfect)->isChecked());
        QVERIFY(!page->topicAction(quiz::Kind::Generator)->isChecked());
        QCOMPARE(page->shownOptions().level, quiz::Level::Hard);
        QCOMPARE(page->shownOptions().count, 5);
        // A project without quiz settings (the demo) leaves the quiz shown as it is.
        window.files()->openDemo();
        QVERIFY(page->questions().front().maze == expected.front().maze);
        QCOMPARE(page->shownOptions().seed, std::uint64_t(42));

        // A hand-edited entry opens what can be read and says what could not.
        Workspace ws = window.document()->workspace();
        ws.views.insert(QStringLiteral("quiz"),
                        QJsonObject{{"number", 8}, {"level", "insane"}, {"questions", 3}});
        window.document()->reset(ws);
        const QStringList problems = window.document()->takeRestoreProblems();
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems[0].startsWith(QStringLiteral("Quiz: level not read as written")),
                 qPrintable(problems[0]));
        QCOMPARE(page->shownOptions().seed, std::uint64_t(8));
        QCOMPARE(page->shownOptions().level, quiz::Level::Hard); // kept
        QCOMPARE(page->questions().size(), std::size_t(3));
        QVERIFY(!window.document()->isModified());
    }

    // Settings from a hand-edited project: each field on its own; what cannot be read keeps
    // the fallback, numbers are clamped, unknown and repeated topics are skipped.
    void quizSettingsFromBadJson()
    {
        quiz::QuizOptions fallback;
        fallback.seed = 9;
        fallback.level = quiz::Level::Easy;
        fallback.count = 4;
        const QJsonObject bad{{"number", "seven"},
                              {"level", "insane"},
                              {"questions", 1000},
                              {"topics", QJsonArray({"nope", "perfect", 3, "perfect", "generator"})}};
        QStringList unread;
        const quiz::QuizOptions read = quizSettingsFromJson(bad, fallback, &unread);
        QCOMPARE(unread, QStringList({"number", "questions", "level", "topics"}));
        QCOMPARE(read.seed, std::uint64_t(9));
        QCOMPARE(read.level, quiz::Level::Easy);
        QCOMPARE(read.count, quiz::kMaxQuestions);
        QCOMPARE(read.kinds, std::vector<quiz::Kind>({quiz::Kind::Perfect, quiz::Kind::Generator}));
        const quiz::QuizOptions none = quizSettingsFromJson(
            {{"number", -5}, {"questions", 0}, {"topics", QJsonArray{"x"}}}, fallback, &unread);
        QCOMPARE(unread, QStringList({"number", "questions", "topics"}));
        QCOMPARE(none.seed, std::uint64_t(0));
        QCOMPARE(none.count, 1);
        QCOMPARE(none.kinds, quiz::allKinds());
        // What the page writes reads back as itself.
        quiz::QuizOptions hard;
        hard.seed = 123456;
        hard.level = quiz::Level::Hard;
        hard.count = 17;
        hard.kinds = {quiz::Kind::ShortestPath, quiz::Kind::MouseNext};
        const quiz::QuizOptions back =
            quizSettingsFromJson(quizSettingsToJson(hard), fallback, &unread);
        QVERIFY(unread.isEmpty());
        QCOMPARE(quizSettingsFromJson({{"questions", 2.5}}, fallback, &unread).count, 4);
        QCOMPARE(unread, QStringList{"questions"});
        QCOMPARE(back.seed, hard.seed);
        QCOMPARE(back.level, hard.level);
        QCOMPARE(back.count, hard.count);
        QCOMPARE(back.kinds, hard.kinds);
    }

    // The worksheet: a PDF with the answer key; a path that cannot be written is an error.
    void worksheet()
    {
        QuizPage page;
        page.setQuiz(4, quiz::Level::Hard, 7);
        QTest::mouseClick(page.newQuizButton(), Qt::LeftButton);
        QVERIFY(page.worksheetButton()->isEnabled());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.pdf"));
        QString error;
        QVERIFY2(page.exportWorksheet(path, &error), qPrintable(error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().startsWith("%PDF-"));
        QVERIFY(!page.exportWorksheet(dir.filePath(QStringLiteral("missing/w.pdf")), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("missing/w.pdf"))));
    }

    void topics()
    {
        QuizPage page;
        page.resize(900, 600);
        page.show();
        for (quiz::Kind k : quiz::allKinds())
            page.topicAction(k)->setChecked(k == quiz::Kind::MouseNext);
        QTest::mouseClick(page.newQuizButton(), Qt::LeftButton);
        for (const quiz::Question& q : page.questions())
            QCOMPARE(int(q.kind), int(quiz::Kind::MouseNext));
        // The mouse's board has its entrance and exit rows, not S and G.
        QCOMPARE(page.view()->frameRowsAbove(), 1);
        QVERIFY(!page.view()->mazeStyle().showStartGoal);
        // None ticked: all topics again.
        for (quiz::Kind k : quiz::allKinds())
            page.topicAction(k)->setChecked(false);
        QTest::mouseClick(page.newQuizButton(), Qt::LeftButton);
        for (quiz::Kind k : quiz::allKinds())
            QVERIFY(page.topicAction(k)->isChecked());
    }

    void keys()
    {
        QuizPage page;
        page.resize(900, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setQuiz(11, quiz::Level::Easy, 21);
        QTest::mouseClick(page.newQuizButton(), Qt::LeftButton);
        int right = 0;
        for (int i = 0; i < 21; ++i) {
            const quiz::Question& q = page.current();
            page.view()->setFocus();
            switch (quiz::answerType(q.kind)) {
            case quiz::AnswerType::Number:
                page.numberBox()->setValue(q.number);
                QTest::keyClick(page.view(), Qt::Key_Return);
                break;
            case quiz::AnswerType::Cell:
                page.rowBox()->setValue(q.cell.row);
                page.columnBox()->setValue(q.cell.col);
                QTest::keyClick(page.view(), Qt::Key_Enter);
                break;
            case quiz::AnswerType::YesNo:
                QTest::keyClick(page.view(), q.yes ? Qt::Key_Y : Qt::Key_N);
                break;
            case quiz::AnswerType::Choice:
                QTest::keyClick(page.view(), Qt::Key(Qt::Key_1 + q.choice));
                break;
            }
            QVERIFY2(page.isAnswered(), qPrintable(QString::fromStdString(quiz::kindName(q.kind))));
            QCOMPARE(page.score(), ++right);
            QTest::keyClick(page.view(), Qt::Key_Return); // next
        }
        QVERIFY(page.isFinished());
        QCOMPARE(page.score(), 21);
    }

    void german()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/mazelab_de.qm")));
        QCoreApplication::installTranslator(&translator);
        QuizPage page;
        page.setQuiz(3, quiz::Level::Medium, 7);
        QTest::mouseClick(page.newQuizButton(), Qt::LeftButton);
        QCOMPARE(page.windowTitle(), QStringLiteral("Quiz"));
        QVERIFY(page.newQuizButton()->text().contains("Neues"));
        for (int i = 0; i < 7; ++i) {
            const QString prompt = page.promptLabel()->text();
            QVERIFY2(!prompt.contains(" the ") && !prompt.contains("How "), qPrintable(prompt));
            answerThroughWidgets(page, true);
            QVERIFY2(page.feedbackLabel()->text().contains("Richtig"), qPrintable(page.feedbackLabel()->text()));
            QTest::mouseClick(page.nextButton(), Qt::LeftButton);
        }
        // The results by topic in German: all right, so no lesson link.
        QVERIFY(page.isFinished());
        const QString results = page.feedbackLabel()->text();
        QVERIFY2(results.contains("Nach Thema") && results.contains("1 von 1")
                     && !results.contains("lesson:"),
                 qPrintable(results));
        if (const QString shots = qEnvironmentVariable("MAZELAB_SHOT_DIR"); !shots.isEmpty()) {
            page.resize(1100, 720);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            QVERIFY(page.grab().save(shots + "/quiz-results-de.png"));
        }
        QCoreApplication::removeTranslator(&translator);
    }
};

QTEST_MAIN(TestQuizPage)
#include "tst_quiz.moc"
