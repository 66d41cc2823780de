// The Solvers tab's whole-size panel: Count gives the thesis' numbers (51, 3828) and σ by SAT
// gives σ(3,3) = 11 with a sequence that solves all 51 mazes.
#include "uitesthelpers.h"

#include "ui/jobs/jobrunner.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mazedocument.h"
#include "ui/simaso/countsigmapanel.h"

#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QScrollArea>
#include <QTabWidget>
#include <QTest>

using namespace mazelab;

class TestCountSigma : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> m_window;
    CountSigmaPanel* m_panel = nullptr;

    bool waitJob()
    {
        return QTest::qWaitFor([this] { return !m_window->document()->jobs()->isRunning(); }, 60000);
    }

    // Waits until the σ climb has reported two lengths (the SAT search reports each length it
    // tries; enumeration reports nothing), so a first length is settled, however slowly the
    // machine runs (a fixed wait was 1.5 s).
    bool waitClimb()
    {
        int reports = 0;
        const QMetaObject::Connection c =
            connect(m_window->document()->jobs(), &JobRunner::progressChanged, this,
                    [&reports](double, const QString&) { ++reports; });
        const bool ok = QTest::qWaitFor([&reports] { return reports >= 2; }, 60000);
        disconnect(c);
        return ok;
    }

    // With $MAZELAB_SHOT_DIR: the window at `size` with the panel in view, saved as NAME.png.
    void shot(const QString& name, QSize size)
    {
        if (!qEnvironmentVariableIsSet("MAZELAB_SHOT_DIR"))
            return;
        m_window->resize(size);
        m_window->selectMode(QStringLiteral("simaso"));
        if (auto* tabs = m_window->findChild<QTabWidget*>(QStringLiteral("simasoSideTabs")))
            tabs->setCurrentIndex(1);
        QTest::qWait(100);
        if (auto* area = qobject_cast<QScrollArea*>(m_panel->parentWidget()->parentWidget()->parentWidget()))
            area->ensureWidgetVisible(m_panel);
        QTest::qWait(100);
        m_window->grab().save(qEnvironmentVariable("MAZELAB_SHOT_DIR") + QLatin1Char('/') + name
                              + QStringLiteral(".png"));
    }

private slots:
    void init()
    {
        test::isolateSettings();
        m_window = std::make_unique<MainWindow>(false);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_panel = m_window->findChild<CountSigmaPanel*>();
        QVERIFY(m_panel);
    }
    void cleanup() { m_window.reset(); }

    void counts()
    {
        m_panel->rowsBox()->setValue(4);
        m_panel->colsBox()->setValue(4);
        QTest::mouseClick(m_panel->countButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        QVERIFY2(m_panel->resultLabel()->text().contains(QStringLiteral("3828 solvable")),
                 qPrintable(m_panel->resultLabel()->text()));
        m_panel->rowsBox()->setValue(9);
        m_panel->colsBox()->setValue(9);
        QTest::mouseClick(m_panel->countButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        QVERIFY(m_panel->resultLabel()->text().contains(QStringLiteral("18633578769242938930634")));
        shot(QStringLiteral("countsigma"), QSize(1200, 800));
    }

    void sigmaThreeByThree()
    {
        // 1×1 (the start is the goal): σ = 0 by the empty sequence; the panel used to say
        // "σ(1,1) by SAT failed: verifyAllStreamed: 2 to 64 cells" (the upper-bound annealing).
        m_panel->rowsBox()->setValue(1);
        m_panel->colsBox()->setValue(1);
        QTest::mouseClick(m_panel->sigmaButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        QVERIFY2(m_panel->resultLabel()->text().startsWith(QStringLiteral("σ(1,1) = 0 over 1 maze: — (0 SAT")),
                 qPrintable(m_panel->resultLabel()->text()));

        m_panel->rowsBox()->setValue(3);
        m_panel->colsBox()->setValue(3);
        QTest::mouseClick(m_panel->sigmaButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        QVERIFY2(m_panel->resultLabel()->text().startsWith(QStringLiteral("σ(3,3) = 11 over 51 mazes")),
                 qPrintable(m_panel->resultLabel()->text()));
        // Each language's plural forms: Romanian says "51 de labirinturi" (20 and more), German
        // "1 Labyrinth"; the panel said "51 labirinturi" and "1 Labyrinthe" (session 49).
        m_window->setLanguage(QStringLiteral("ro"));
        QTest::mouseClick(m_panel->sigmaButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        QVERIFY2(m_panel->resultLabel()->text().startsWith(
                     QStringLiteral("σ(3,3) = 11 pe 51 de labirinturi: ")),
                 qPrintable(m_panel->resultLabel()->text()));
        QVERIFY2(m_panel->resultLabel()->text().contains(QStringLiteral(" apeluri SAT, ")),
                 qPrintable(m_panel->resultLabel()->text()));
        m_window->setLanguage(QStringLiteral("de"));
        m_panel->rowsBox()->setValue(1);
        m_panel->colsBox()->setValue(1);
        QTest::mouseClick(m_panel->sigmaButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        QVERIFY2(m_panel->resultLabel()->text().startsWith(
                     QStringLiteral("σ(1,1) = 0 über 1 Labyrinth: — (0 SAT-Aufrufe, ")),
                 qPrintable(m_panel->resultLabel()->text()));
        shot(QStringLiteral("countsigma-1x1-de"), QSize(1280, 720));
        m_window->setLanguage(QString());
        m_panel->rowsBox()->setValue(6);
        m_panel->colsBox()->setValue(5);
        QTest::mouseClick(m_panel->sigmaButton(), Qt::LeftButton); // 30 cells: refused at once
        QVERIFY(m_panel->resultLabel()->text().contains(QStringLiteral("at most 25 cells")));
    }

    // Beyond 16 cells the busy text says σ takes hours there; a cancel (the status bar's
    // button) shows the bounds proved so far instead of only "cancelled".
    void cancelShowsProvedBounds()
    {
        m_panel->rowsBox()->setValue(4);
        m_panel->colsBox()->setValue(5);
        QTest::mouseClick(m_panel->sigmaButton(), Qt::LeftButton);
        QVERIFY(m_window->document()->jobs()->isRunning());
        QVERIFY2(m_panel->resultLabel()->text().contains(QStringLiteral("beyond 16 cells")),
                 qPrintable(m_panel->resultLabel()->text()));
        QVERIFY(waitClimb()); // the climb proves its first lengths
        m_window->document()->jobs()->cancel();
        QVERIFY(waitJob());
        const QString text = m_panel->resultLabel()->text();
        const QString head = QStringLiteral("Stopped (cancelled): σ(4,5) ≥ ");
        QVERIFY2(text.startsWith(head), qPrintable(text));
        const int bound = text.mid(head.size()).section(' ', 0, 0).remove(QLatin1Char(',')).toInt();
        QVERIFY2(bound >= 7 && bound <= 51, qPrintable(text)); // 7: the shortest path's length
        // The proof's size: "… by N mazes, K SAT calls, T s."
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral(
                     " by [1-9][0-9,]* mazes?, [0-9,]+ SAT calls?, [0-9.]+ s\\.$"))),
                 qPrintable(text));
        shot(QStringLiteral("countsigma-stopped"), QSize(1280, 720));
        // Cancelled at once, while the 1,225,194 5×5 mazes are enumerated: nothing proved yet.
        m_panel->rowsBox()->setValue(5);
        m_panel->colsBox()->setValue(5);
        QTest::mouseClick(m_panel->sigmaButton(), Qt::LeftButton);
        m_window->document()->jobs()->cancel();
        QVERIFY(waitJob());
        QVERIFY2(m_panel->resultLabel()->text().startsWith(
                     QStringLiteral("Stopped before a bound was proved: cancelled")),
                 qPrintable(m_panel->resultLabel()->text()));
        // In German the cause is German too (the core's message is English).
        m_panel->rowsBox()->setValue(4);
        m_panel->colsBox()->setValue(5);
        m_window->setLanguage(QStringLiteral("de"));
        QTest::mouseClick(m_panel->sigmaButton(), Qt::LeftButton);
        shot(QStringLiteral("countsigma-busy-de"), QSize(1280, 720));
        QVERIFY(waitClimb());
        m_window->document()->jobs()->cancel();
        QVERIFY(waitJob());
        const QString german = m_panel->resultLabel()->text();
        QVERIFY2(german.startsWith(QStringLiteral("Angehalten (abgebrochen): σ(4,5) ≥ ")),
                 qPrintable(german));
        QVERIFY2(!german.contains(QStringLiteral("cancel")), qPrintable(german));
        shot(QStringLiteral("countsigma-stopped-de"), m_window->sizeHint());
        m_window->setLanguage(QString());
    }
};

QTEST_MAIN(TestCountSigma)
#include "tst_countsigma.moc"
