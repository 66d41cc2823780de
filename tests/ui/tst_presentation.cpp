// Presentation mode (View ▸ Presentation mode, F5): full screen with only the mode tabs, the
// canvas, the player and large wrapping captions; the one player's keys keep working; F5 or
// Esc restores exactly what was shown, docks, tool bar, menu bar, status bar and window state.
// With $MAZELAB_SHOT_DIR each mode's presentation is saved as presentation-<mode>.png.
#include "uitesthelpers.h"

#include "ui/animation/animatedpage.h"
#include "ui/animation/animation.h"
#include "ui/colab/colabpage.h"
#include "ui/jobs/jobrunner.h"
#include "ui/learn/lessonpanel.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mainwindow/presentation.h"
#include "ui/mazedocument.h"
#include "ui/mazeview.h"
#include "ui/player/playbackcontroller.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>
#include <QToolBar>

using namespace mazelab;

class TestPresentation : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> m_window;

    bool waitJob()
    {
        return QTest::qWaitFor([this] { return !m_window->document()->jobs()->isRunning(); }, 30000);
    }

private slots:
    void init()
    {
        test::isolateSettings();
        m_window = std::make_unique<MainWindow>(false);
        m_window->resize(1100, 720);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup() { m_window.reset(); }

    void enterAndLeave_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("leaveKey");
        QTest::newRow("mouse, F5") << QStringLiteral("mouse") << int(Qt::Key_F5);
        QTest::newRow("colab, Esc") << QStringLiteral("colab") << int(Qt::Key_Escape);
        QTest::newRow("simaso, F5") << QStringLiteral("simaso") << int(Qt::Key_F5);
    }
    void enterAndLeave()
    {
        QFETCH(QString, mode);
        QFETCH(int, leaveKey);
        QVERIFY(m_window->selectMode(mode));
        QVERIFY(waitJob());
        auto* history = m_window->findChild<QDockWidget*>(QStringLiteral("historyDock"));
        QVERIFY(history);
        history->hide(); // a panel the user had closed stays closed afterwards
        QWidget* page = m_window->modes()->currentWidget();
        QWidget* side = page->findChild<QScrollArea*>(QStringLiteral("sidePanelScroll"));
        if (!side)
            side = page->findChild<QWidget*>(QStringLiteral("simasoSideTabs"));
        QVERIFY(side && side->isVisible());
        auto* animated = qobject_cast<AnimatedPage*>(page);
        const int captionHeight = animated ? animated->captionLabel()->fontMetrics().height() : 0;
        const int canvasWidth = animated ? page->findChild<MazeView*>()->width() : 0;
        // The Simultaneous tab's set controls go too (the tiles, the set's line, the player stay).
        QWidget* setControls = page->findChild<QWidget*>(QStringLiteral("simasoSetControls"));
        QCOMPARE(setControls != nullptr, mode == QLatin1String("simaso"));
        if (setControls)
            QVERIFY(setControls->isVisible());

        QTest::keyClick(m_window.get(), Qt::Key_F5);
        Presentation* p = m_window->presentation();
        QVERIFY(p->isOn());
        QVERIFY(p->action()->isChecked());
        QVERIFY(m_window->windowState() & Qt::WindowFullScreen);
        QVERIFY(!m_window->menuBar()->isVisible());
        QVERIFY(!m_window->statusBar()->isVisible());
        QVERIFY(!m_window->findChild<QToolBar*>(QStringLiteral("mainToolBar"))->isVisible());
        QVERIFY(!m_window->findChild<QDockWidget*>(QStringLiteral("mazeListDock"))->isVisible());
        QVERIFY(!side->isVisible());
        if (setControls)
            QVERIFY(!setControls->isVisible());
        QVERIFY(m_window->modes()->isVisible());
        if (qEnvironmentVariableIsSet("MAZELAB_SHOT_DIR")) { // to look at
            QTest::qWait(100);
            m_window->grab().save(qEnvironmentVariable("MAZELAB_SHOT_DIR")
                                  + QStringLiteral("/presentation-%1.png").arg(mode));
        }
        if (animated) {
            QVERIFY(animated->captionLabel()->wordWrap());
            QVERIFY(animated->captionLabel()->fontMetrics().height() > captionHeight * 5 / 4);
            QTRY_VERIFY(page->findChild<MazeView*>()->width() > canvasWidth);
            // the one player's keys still work: Home, then '.' steps
            animated->player()->pause();
            QTest::keyClick(m_window.get(), Qt::Key_Home);
            QCOMPARE(animated->player()->position(), qint64(0));
            QTest::keyClick(m_window.get(), Qt::Key_Period);
            QCOMPARE(animated->player()->position(), qint64(1));
        }

        QTest::keyClick(m_window.get(), Qt::Key(leaveKey));
        QVERIFY(!p->isOn());
        QVERIFY(!p->action()->isChecked());
        QVERIFY(!(m_window->windowState() & Qt::WindowFullScreen));
        QVERIFY(m_window->menuBar()->isVisible());
        QVERIFY(m_window->statusBar()->isVisible());
        QVERIFY(m_window->findChild<QToolBar*>(QStringLiteral("mainToolBar"))->isVisible());
        QVERIFY(m_window->findChild<QDockWidget*>(QStringLiteral("mazeListDock"))->isVisible());
        QVERIFY(!history->isVisible());
        QVERIFY(side->isVisible());
        if (setControls)
            QVERIFY(setControls->isVisible());
        if (animated) {
            QVERIFY(!animated->captionLabel()->wordWrap());
            QCOMPARE(animated->captionLabel()->fontMetrics().height(), captionHeight);
        }
    }

    // The Quiz tab keeps its question and answers in presentation mode (a class answers them).
    void quizKeepsItsPanel()
    {
        QVERIFY(m_window->selectMode(QStringLiteral("quiz")));
        auto* prompt = m_window->findChild<QLabel*>(QStringLiteral("quizPrompt"));
        QVERIFY(prompt && prompt->isVisible());
        QTest::keyClick(m_window.get(), Qt::Key_F5);
        QVERIFY(m_window->presentation()->isOn());
        QVERIFY(prompt->isVisible());
        QTest::keyClick(m_window.get(), Qt::Key_F5);
        QVERIFY(!m_window->presentation()->isOn());
    }

    // An open Lessons panel stays in presentation mode with its text 1.4 times as large (a
    // class follows the lesson, the teacher presses Show me); a closed one stays closed, and
    // F1 opens it there too. Leaving gives the text its size back.
    void lessonsStayOpen()
    {
        auto* lessons = m_window->lessons();
        auto* text = lessons->textLabel();
        auto* mazeList = m_window->findChild<QDockWidget*>(QStringLiteral("mazeListDock"));
        QVERIFY(!lessons->isVisible());
        QTest::keyClick(m_window.get(), Qt::Key_F5);
        QVERIFY(m_window->presentation()->isOn());
        QVERIFY(!lessons->isVisible()); // closed stays closed
        QTest::keyClick(m_window.get(), Qt::Key_F1);
        QTRY_VERIFY(lessons->isVisible());
        QTest::keyClick(m_window.get(), Qt::Key_F5);
        QVERIFY(!m_window->presentation()->isOn());

        QVERIFY(lessons->isVisible());
        const qreal normal = text->font().pointSizeF();
        QTest::keyClick(m_window.get(), Qt::Key_F5);
        QVERIFY(m_window->presentation()->isOn());
        QVERIFY(lessons->isVisible());
        QVERIFY(!mazeList->isVisible());
        QVERIFY2(qAbs(text->font().pointSizeF() - normal * 1.4) < 0.01,
                 qPrintable(QStringLiteral("%1 against %2").arg(text->font().pointSizeF()).arg(normal)));
        // Show me works from there: it switches the mode, the side panels stay hidden.
        lessons->setLesson(2);
        QTest::mouseClick(lessons->showMeButton(), Qt::LeftButton);
        QCOMPARE(m_window->modes()->currentWidget()->objectName(), QStringLiteral("simaso"));
        QVERIFY(!m_window->findChild<QWidget*>(QStringLiteral("simasoSideTabs"))->isVisible());
        QVERIFY(lessons->isVisible());
        QTest::keyClick(m_window.get(), Qt::Key_Escape);
        QVERIFY(!m_window->presentation()->isOn());
        QVERIFY(lessons->isVisible());
        QVERIFY(mazeList->isVisible());
        QCOMPARE(text->font().pointSizeF(), normal);
    }

    // Esc does nothing outside presentation mode (it is the editor's and the dialogs' key).
    void escapeOnlyLeaves()
    {
        QTest::keyClick(m_window.get(), Qt::Key_Escape);
        QVERIFY(!m_window->presentation()->isOn());
        QVERIFY(m_window->menuBar()->isVisible());
    }
};

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"
