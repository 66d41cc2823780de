// The Quiz tab (ui/learn/quizpage.h), driven through its real widgets: every kind of answer
// (number, a click on the maze, row/column boxes, yes/no, choices), right and wrong answers
// counted, the explanation revealed on the maze, the end and "Start again", the same questions
// as core for the same settings, topics, and German texts.
// With $MAZELAB_SHOT_DIR the answered questions are saved as quiz-<kind>.png.
#include "uitesthelpers.h"

#include "core/quiz/quiz.h"
#include "ui/learn/quizpage.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mazeview.h"
#include "ui/uiresources.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QFile>
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
        // Start again: the same first question, the score reset.
        QTest::mouseClick(page->nextButton(), Qt::LeftButton);
        QVERIFY(!page->isFinished());
        QCOMPARE(page->currentIndex(), 0);
        QCOMPARE(page->score(), 0);
        QVERIFY(page->current().maze == expected[0].maze);
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
        QCoreApplication::removeTranslator(&translator);
    }
};

QTEST_MAIN(TestQuizPage)
#include "tst_quiz.moc"
