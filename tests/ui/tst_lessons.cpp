// The Lessons dock (ui/learn/lessonpanel.h) in the real main window: Help ▸ Lessons (F1) shows
// it; every step of every lesson is reached with Next, names a mode that exists, and "Show me"
// switches to it (and starts its player where the step says so); Back, the lesson list and
// "Next lesson"; Help ▸ Quiz.
#include "uitesthelpers.h"

#include "ui/jobs/jobrunner.h"
#include "ui/learn/lessonpanel.h"
#include "ui/learn/quizpage.h"
#include "ui/learn/quiztexts.h"
#include "ui/mainwindow/filecontroller.h"
#include "ui/mazedocument.h"
#include "ui/mainwindow/mainactions.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/player/playbackcontroller.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QTest>

#include <set>

using namespace mazelab;

class TestLessons : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::isolateSettings(); }

    void everyStep()
    {
        MainWindow window(false);
        window.resize(1280, 720);
        window.files()->openDemo();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        LessonPanel* panel = window.lessons();
        QVERIFY(!panel->isVisible());
        QTest::keyClick(&window, Qt::Key_F1);
        QVERIFY(panel->isVisible());
        QVERIFY(panel->lessonCount() >= 5);

        int steps = 0, played = 0, quizzes = 0;
        for (int lesson = 0; lesson < panel->lessonCount(); ++lesson) {
            QCOMPARE(panel->lessonIndex(), lesson);
            QCOMPARE(panel->stepIndex(), 0);
            QCOMPARE(panel->lessonBox()->currentIndex(), lesson);
            QVERIFY(!panel->backButton()->isEnabled());
            const int count = panel->stepCount(); // Next on the last step changes the lesson
            for (int s = 0; s < count; ++s) {
                QVERIFY2(panel->stepIndex() == s, qPrintable(QStringLiteral("lesson %1 step %2: at %3").arg(lesson).arg(s).arg(panel->stepIndex())));
                QVERIFY(!panel->textLabel()->text().isEmpty());
                const LessonStep step = panel->step();
                QTest::mouseClick(panel->showMeButton(), Qt::LeftButton);
                QWidget* page = window.modes()->currentWidget();
                QVERIFY2(page->objectName() == step.mode || page->objectName() == step.mode + "Page",
                         qPrintable(step.mode + " / " + page->objectName()));
                if (step.play) { // playing at once, or once the mode's trace has arrived
                    auto* player = page->findChild<PlaybackController*>();
                    QVERIFY2(player, qPrintable(step.mode));
                    QTRY_VERIFY2_WITH_TIMEOUT(player->length() > 0 && player->isPlaying()
                                                  && !window.document()->jobs()->isRunning(),
                                              qPrintable(QStringLiteral("%1: length %2, playing %3, job %4")
                                                             .arg(step.mode)
                                                             .arg(player->length())
                                                             .arg(player->isPlaying())
                                                             .arg(window.document()->jobs()->isRunning())),
                                              20000);
                    player->pause();
                    ++played;
                }
                if (step.mode == QLatin1String("quiz")) { // a quiz on this lesson's topics
                    auto* quizPage = qobject_cast<QuizPage*>(page);
                    QVERIFY(quizPage);
                    QCOMPARE(quizPage->currentIndex(), 0);
                    std::set<quiz::Kind> asked;
                    for (const quiz::Question& q : quizPage->questions()) {
                        QCOMPARE(QuizTexts::lessonFor(q.kind), lesson);
                        asked.insert(q.kind);
                    }
                    QVERIFY(asked.size() >= 1);
                    for (quiz::Kind kind : quiz::allKinds())
                        QCOMPARE(quizPage->topicAction(kind)->isChecked(),
                                 QuizTexts::lessonFor(kind) == lesson);
                    ++quizzes;
                }
                QVERIFY(!window.document()->isModified()); // lessons never touch the document
                ++steps;
                if (s > 0) { // Back and forth
                    QTest::mouseClick(panel->backButton(), Qt::LeftButton);
                    QCOMPARE(panel->stepIndex(), s - 1);
                    QTest::mouseClick(panel->nextButton(), Qt::LeftButton);
                }
                if (lesson + 1 < panel->lessonCount() || s + 1 < count)
                    QTest::mouseClick(panel->nextButton(), Qt::LeftButton);
            }
        }
        QVERIFY(steps >= 15);
        QCOMPARE(played, 4); // Solve, Simultaneous, Mouse, CoLab (the Token step asks for Solve)
        QCOMPARE(quizzes, 4); // lessons 1–4 end with a quiz on their topics
        QVERIFY(!panel->nextButton()->isEnabled()); // the last step of the last lesson

        // The list jumps to a lesson's first step.
        panel->setLesson(2);
        QCOMPARE(panel->lessonBox()->currentText(), panel->lessonBox()->itemText(2));
        QCOMPARE(panel->stepIndex(), 0);
        if (const QString shots = qEnvironmentVariable("MAZELAB_SHOT_DIR"); !shots.isEmpty()) {
            QTest::mouseClick(panel->showMeButton(), Qt::LeftButton);
            QTest::qWait(1500);
            QVERIFY(window.grab().save(shots + "/lessons.png"));
        }

        window.actions()->quiz->trigger();
        QCOMPARE(window.modes()->currentWidget()->objectName(), QStringLiteral("quizPage"));
        QVERIFY(!window.document()->isModified());
    }
};

QTEST_MAIN(TestLessons)
#include "tst_lessons.moc"
