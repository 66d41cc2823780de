#pragma once
// The Solve mode's test fixture (tst_solvemode, tst_solvesettings): a main window on the demo
// in the Solve mode (maze 3, "Open 7 x 7 with walls"), and helpers that choose the racing
// solvers as a user clicks them and wait for the race.
#include "uitesthelpers.h"

#include "core/solve/solvers.h"
#include "ui/animation/animation.h"
#include "ui/export/animationexport.h"
#include "ui/export/animationexportdialog.h"
#include "ui/jobs/jobrunner.h"
#include "ui/mainwindow/filecontroller.h"
#include "ui/mainwindow/mainactions.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mazedocument.h"
#include "ui/player/playbackcontroller.h"
#include "ui/solve/paintweights.h"
#include "ui/solve/raceframes.h"
#include "ui/solve/raceview.h"
#include "ui/solve/solvechart.h"
#include "ui/solve/solveframes.h"
#include "ui/solve/solveoptionspanel.h"
#include "ui/solve/solvepage.h"
#include "ui/solve/solveresultspanel.h"

#include <QAction>
#include <QElapsedTimer>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QImageReader>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>

namespace mazelab::test {

// No Q_OBJECT: the test classes deriving from it carry the slots (init() calls setUp()).
class SolveFixture : public QObject {
protected:
    std::unique_ptr<MainWindow> m_window;
    SolvePage* m_page = nullptr;

    MazeDocument* doc() { return m_window->document(); }
    // Checks exactly `names` in the solver list, as a user clicks the boxes.
    void choose(const QStringList& names)
    {
        QListWidget* list = m_page->optionsPanel()->solverList();
        for (int i = 0; i < list->count(); ++i) {
            QListWidgetItem* item = list->item(i);
            const bool want = names.contains(item->text());
            if ((item->checkState() == Qt::Checked) != want)
                item->setCheckState(want ? Qt::Checked : Qt::Unchecked);
        }
    }
    // Waits until the race for the current maze and options has arrived; pauses the player.
    bool waitRace()
    {
        const bool ok = QTest::qWaitFor(
            [this] { return !m_page->racing() && m_page->runs() && !m_page->runs()->empty() &&
                            !doc()->jobs()->isRunning(); },
            120000); // generous: the sanitizer builds run this too
        m_page->player()->pause();
        return ok;
    }
    solve::SolveOptions options() const
    {
        solve::SolveOptions o = m_page->optionsPanel()->options();
        o.weights = m_page->weights();
        return o;
    }
    void setUp()
    {
        test::isolateSettings();
        m_window = std::make_unique<MainWindow>(false);
        m_window->files()->openDemo();
        m_window->resize(1100, 720);
        QVERIFY(test::showActive(*m_window));
        QVERIFY(m_window->selectMode(QStringLiteral("solve")));
        m_page = m_window->findChild<SolvePage*>();
        QVERIFY(m_page && m_page->isVisible());
        doc()->setCurrentIndex(2); // "Open 7 x 7 with walls"
    }
    void tearDown() { m_window.reset(); }
};

} // namespace mazelab::test
