// The Solvers tab's whole-size panel: Count gives the thesis' numbers (51, 3828) and σ by SAT
// gives σ(3,3) = 11 with a sequence that solves all 51 mazes.
#include "uitesthelpers.h"

#include "ui/jobs/jobrunner.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mazedocument.h"
#include "ui/simaso/countsigmapanel.h"

#include <QLabel>
#include <QPushButton>
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
        if (qEnvironmentVariableIsSet("MAZELAB_SHOT_DIR")) {
            m_window->resize(1200, 800);
            m_window->selectMode(QStringLiteral("simaso"));
            if (auto* tabs = m_window->findChild<QTabWidget*>(QStringLiteral("simasoSideTabs")))
                tabs->setCurrentIndex(1);
            QTest::qWait(100);
            if (auto* area = qobject_cast<QScrollArea*>(m_panel->parentWidget()->parentWidget()->parentWidget()))
                area->ensureWidgetVisible(m_panel);
            QTest::qWait(100);
            m_window->grab().save(qEnvironmentVariable("MAZELAB_SHOT_DIR") + QStringLiteral("/countsigma.png"));
        }
    }

    void sigmaThreeByThree()
    {
        m_panel->rowsBox()->setValue(3);
        m_panel->colsBox()->setValue(3);
        QTest::mouseClick(m_panel->sigmaButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        QVERIFY2(m_panel->resultLabel()->text().startsWith(QStringLiteral("σ(3,3) = 11 over 51 mazes")),
                 qPrintable(m_panel->resultLabel()->text()));
        m_panel->rowsBox()->setValue(6);
        m_panel->colsBox()->setValue(5);
        QTest::mouseClick(m_panel->sigmaButton(), Qt::LeftButton); // 30 cells: refused at once
        QVERIFY(m_panel->resultLabel()->text().contains(QStringLiteral("at most 25 cells")));
    }
};

QTEST_MAIN(TestCountSigma)
#include "tst_countsigma.moc"
