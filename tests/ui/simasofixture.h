#pragma once
// The Simultaneous mode's test fixture (tst_simaso, tst_simasoalgorithms): a main window in
// the Simultaneous mode on all solvable 3×3 mazes, helpers that drive the sequence field, and
// the reference count of solved mazes computed maze by maze.
#include "uitesthelpers.h"

#include "ui/jobs/jobrunner.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mazedocument.h"
#include "ui/player/playbackcontroller.h"
#include "ui/player/playerbar.h"
#include "ui/simaso/allmazescheck.h"
#include "ui/simaso/experimentpanel.h"
#include "ui/simaso/mazedetailview.h"
#include "ui/simaso/mazesetbrowser.h"
#include "ui/simaso/sequenceplayer.h"
#include "ui/simaso/setpanel.h"
#include "ui/simaso/sigmacertificateview.h"
#include "ui/simaso/simasopage.h"
#include "ui/simaso/simasosession.h"
#include "ui/simaso/solverpanel.h"
#include "ui/simaso/solvedchart.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTabWidget>
#include <QToolButton>

namespace mazelab::test {

// Reference: solved count after every step, by Maze::step on each maze.
inline std::vector<qint64> referenceCounts(const SimasoSet& set, const std::vector<Move>& moves)
{
    std::vector<qint64> counts(moves.size() + 1, 0);
    for (qint64 i = 0; i < set.size(); ++i) {
        const Maze m = set.maze(i);
        Cell p = m.start();
        std::size_t first = p == m.goal() ? 0 : moves.size() + 1;
        for (std::size_t s = 0; s < moves.size() && first > moves.size(); ++s) {
            p = m.step(p, moves[s]);
            if (p == m.goal())
                first = s + 1;
        }
        for (std::size_t t = first; t <= moves.size(); ++t)
            ++counts[t];
    }
    return counts;
}

// No Q_OBJECT: the test classes deriving from it carry the slots (init() calls setUp()).
class SimasoFixture : public QObject {
protected:
    std::unique_ptr<MainWindow> m_window;
    SimasoPage* m_page = nullptr;

    SimasoSession* session() { return m_page->session(); }
    QLineEdit* field() { return m_page->player()->sequenceEdit(); }
    QString counter() { return m_page->player()->solvedCounter()->text(); }
    void typeSequence(const QString& text)
    {
        field()->setFocus();
        field()->selectAll();
        QTest::keyClick(field(), Qt::Key_Backspace);
        QTest::keyClicks(field(), text);
    }
    void setUp()
    {
        m_window = std::make_unique<MainWindow>(false);
        QVERIFY(m_window->selectMode(QStringLiteral("simaso")));
        m_page = m_window->findChild<SimasoPage*>();
        QVERIFY(m_page);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void tearDown() { m_window.reset(); }
};

} // namespace mazelab::test
