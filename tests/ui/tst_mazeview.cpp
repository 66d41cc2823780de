// MazeView + tools driven by real mouse and key events on the viewport.
#include "uitesthelpers.h"

#include "ui/commands/paintcells.h"
#include "ui/mazedocument.h"
#include "ui/mazeoverlay.h"
#include "ui/mazeview.h"
#include "ui/tools/markertools.h"
#include "ui/tools/painttool.h"

#include <QPainter>
#include <QSignalSpy>
#include <QTest>
#include <QWheelEvent>

using namespace mazelab;
using test::centreOf;

namespace {

struct CountingOverlay : MazeOverlay {
    int calls = 0;
    QRect lastVisible;
    void paint(QPainter& p, double cellSize, QRect visible) override
    {
        ++calls;
        lastVisible = visible;
        p.fillRect(QRectF(0, 0, cellSize, cellSize), Qt::magenta); // cell (0, 0)
    }
};

} // namespace

class TestMazeView : public QObject {
    Q_OBJECT

    MazeDocument* m_doc = nullptr;
    MazeView* m_view = nullptr;
    PaintTool m_paint;
    StartTool m_startTool;
    GoalTool m_goalTool;

    void load(int rows, int cols)
    {
        Workspace ws;
        ws.mazes.push_back({QStringLiteral("t"), Maze(rows, cols)});
        m_doc->reset(ws);
        m_view->fitToWindow();
    }
    QWidget* vp() { return m_view->viewport(); }
    bool blocked(int r, int c) { return m_doc->currentMaze().isBlocked({r, c}); }

private slots:
    void initTestCase() { test::isolateSettings(); }

    void init()
    {
        m_doc = new MazeDocument;
        m_view = new MazeView;
        m_view->resize(640, 480);
        m_view->setDocument(m_doc);
        m_view->setTool(&m_paint);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view));
    }

    void cleanup()
    {
        delete m_view;
        delete m_doc;
    }

    void clickTogglesCell_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("col");
        QTest::newRow("3x3 centre") << 3 << 3 << 1 << 1;
        QTest::newRow("3x3 corner") << 3 << 3 << 2 << 0;
        QTest::newRow("20x30") << 20 << 30 << 7 << 29;
        QTest::newRow("500x500") << 500 << 500 << 250 << 499;
    }

    void clickTogglesCell()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, row);
        QFETCH(int, col);
        load(rows, cols);
        if (rows >= 500)
            m_view->setCellSize(6.0); // big enough to hit one cell; it must scroll into view
        m_view->ensureCellVisible({row, col});
        QTest::mouseClick(vp(), Qt::LeftButton, {}, centreOf(*m_view, {row, col}));
        QVERIFY(blocked(row, col));
        QCOMPARE(m_doc->currentMaze().freeCount(), std::size_t(rows) * cols - 1);
        QTest::mouseClick(vp(), Qt::LeftButton, {}, centreOf(*m_view, {row, col}));
        QVERIFY(!blocked(row, col));
        QCOMPARE(m_doc->undoStack()->count(), 2);
    }

    void dragPaintsRowInOneUndoStep()
    {
        load(10, 10);
        QTest::mousePress(vp(), Qt::LeftButton, {}, centreOf(*m_view, {2, 1}));
        for (int c = 2; c <= 8; ++c)
            QTest::mouseMove(vp(), centreOf(*m_view, {2, c}));
        QTest::mouseRelease(vp(), Qt::LeftButton, {}, centreOf(*m_view, {2, 8}));
        for (int c = 0; c < 10; ++c)
            QCOMPARE(blocked(2, c), c >= 1 && c <= 8);
        QCOMPARE(m_doc->currentMaze().freeCount(), std::size_t(100 - 8));
        QCOMPARE(m_doc->undoStack()->count(), 1);
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->currentMaze().freeCount(), std::size_t(100));
        m_doc->undoStack()->redo();
        QCOMPARE(m_doc->currentMaze().freeCount(), std::size_t(100 - 8));
    }

    void fastDragLeavesNoGaps()
    {
        load(30, 30);
        // One jump from (3,2) to (20,25): every cell of a 4-connected line gets painted.
        QTest::mousePress(vp(), Qt::LeftButton, {}, centreOf(*m_view, {3, 2}));
        QTest::mouseMove(vp(), centreOf(*m_view, {20, 25}));
        QTest::mouseRelease(vp(), Qt::LeftButton, {}, centreOf(*m_view, {20, 25}));
        const Maze& m = m_doc->currentMaze();
        QCOMPARE(m.freeCount(), std::size_t(900 - (17 + 23 + 1)));
        // The painted wall separates the corners on either side of it.
        QVERIFY(blocked(3, 2) && blocked(20, 25));
        QCOMPARE(m_doc->undoStack()->count(), 1);
    }

    void firstCellDecidesErase()
    {
        load(5, 6);
        Maze m = m_doc->currentMaze();
        for (int c = 0; c < 6; ++c)
            m.setBlocked({1, c}, c != 3); // a wall with a gap at column 3
        m_doc->replaceCurrentMaze(m, QStringLiteral("setup"));
        QTest::mousePress(vp(), Qt::LeftButton, {}, centreOf(*m_view, {1, 0}));
        for (int c = 1; c < 6; ++c)
            QTest::mouseMove(vp(), centreOf(*m_view, {1, c}));
        QTest::mouseRelease(vp(), Qt::LeftButton, {}, centreOf(*m_view, {1, 5}));
        for (int c = 0; c < 6; ++c)
            QVERIFY2(!blocked(1, c), qPrintable(QString::number(c))); // the gap stays free
        QCOMPARE(m_doc->undoStack()->count(), 2);
        QCOMPARE(m_doc->undoStack()->text(1), QStringLiteral("Free cells"));
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->currentMaze(), m);
    }

    void rightButtonErases()
    {
        load(4, 4);
        QTest::mouseClick(vp(), Qt::LeftButton, {}, centreOf(*m_view, {1, 1}));
        QVERIFY(blocked(1, 1));
        QTest::mouseClick(vp(), Qt::RightButton, {}, centreOf(*m_view, {1, 1}));
        QVERIFY(!blocked(1, 1));
        QTest::mouseClick(vp(), Qt::RightButton, {}, centreOf(*m_view, {2, 2}));
        QVERIFY(!blocked(2, 2)); // erasing a free cell changes nothing
        QCOMPARE(m_doc->undoStack()->count(), 2);
    }

    void startAndGoalTools()
    {
        load(5, 5);
        m_view->setTool(&m_startTool);
        QTest::mouseClick(vp(), Qt::LeftButton, {}, centreOf(*m_view, {1, 2}));
        QCOMPARE(m_doc->currentMaze().start(), (Cell{1, 2}));
        m_view->setTool(&m_paint);
        QTest::mouseClick(vp(), Qt::LeftButton, {}, centreOf(*m_view, {3, 3}));
        QVERIFY(blocked(3, 3));
        m_view->setTool(&m_goalTool);
        QTest::mouseClick(vp(), Qt::LeftButton, {}, centreOf(*m_view, {3, 3}));
        QCOMPARE(m_doc->currentMaze().goal(), (Cell{3, 3}));
        QVERIFY(!blocked(3, 3)); // the goal frees its cell
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->currentMaze().goal(), (Cell{4, 4}));
        QVERIFY(blocked(3, 3));
        m_doc->undoStack()->undo();
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->currentMaze().start(), (Cell{0, 0}));
    }

    void modifiersSetStartAndGoal()
    {
        load(6, 6);
        QTest::mouseClick(vp(), Qt::LeftButton, Qt::ShiftModifier, centreOf(*m_view, {2, 3}));
        QTest::mouseClick(vp(), Qt::LeftButton, Qt::ControlModifier, centreOf(*m_view, {5, 0}));
        QCOMPARE(m_doc->currentMaze().start(), (Cell{2, 3}));
        QCOMPARE(m_doc->currentMaze().goal(), (Cell{5, 0}));
        QCOMPARE(m_doc->currentMaze().freeCount(), std::size_t(36));
    }

    void keyboardCursorAndSpace()
    {
        load(4, 5);
        m_view->setFocus();
        QTest::keyClick(m_view, Qt::Key_Right);
        QTest::keyClick(m_view, Qt::Key_Right);
        QTest::keyClick(m_view, Qt::Key_Down);
        QCOMPARE(m_view->cursorCell(), (Cell{1, 2}));
        QTest::keyClick(m_view, Qt::Key_Space);
        QVERIFY(blocked(1, 2));
        QTest::keyClick(m_view, Qt::Key_Up);
        QTest::keyClick(m_view, Qt::Key_Up); // clamped at the border
        QCOMPARE(m_view->cursorCell(), (Cell{0, 2}));
        QTest::keyClick(m_view, Qt::Key_Space);
        QVERIFY(blocked(0, 2));
        m_view->setTool(&m_goalTool);
        QTest::keyClick(m_view, Qt::Key_Space);
        QCOMPARE(m_doc->currentMaze().goal(), (Cell{0, 2}));
    }

    void zoomAndFitChangeCellSize()
    {
        load(10, 10);
        const double fitted = m_view->cellSize();
        QVERIFY(fitted > 20 && fitted <= MazeView::kMaxFitCellSize);
        m_view->zoomIn();
        QCOMPARE(m_view->cellSize(), fitted * 1.25);
        QVERIFY(!m_view->isAutoFit());
        m_view->zoomOut();
        m_view->zoomOut();
        QCOMPARE(m_view->cellSize(), fitted / 1.25);
        m_view->fitToWindow();
        QCOMPARE(m_view->cellSize(), fitted);

        load(500, 500);
        const double big = m_view->cellSize();
        QVERIFY(big < 1.0 && big > 0.8); // 480 px minus margins for 500 rows
        QVERIFY(m_view->visibleCells() == QRect(0, 0, 500, 500));
        m_view->setCellSize(10.0);
        QVERIFY(m_view->visibleCells().width() < 70);
    }

    void ctrlWheelZoomsAboutPointer()
    {
        load(20, 20);
        m_view->setCellSize(40.0); // larger than the view: both axes scroll
        m_view->ensureCellVisible({5, 5});
        const double before = m_view->cellSize();
        const QPoint at = centreOf(*m_view, {5, 5});
        QSignalSpy spy(m_view, &MazeView::cellSizeChanged);
        QWheelEvent wheel(at, m_view->viewport()->mapToGlobal(at), {}, QPoint(0, 120), Qt::NoButton,
                          Qt::ControlModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(m_view->viewport(), &wheel);
        QCOMPARE(spy.count(), 1);
        QVERIFY(m_view->cellSize() > before);
        QCOMPARE(m_view->cellAt(at), (Cell{5, 5})); // the cell under the pointer stays put
    }

    void hoverAndClickSignals()
    {
        load(6, 6);
        QSignalSpy hovered(m_view, &MazeView::cellHovered);
        QSignalSpy clicked(m_view, &MazeView::cellClicked);
        QTest::mouseMove(vp(), centreOf(*m_view, {4, 1}));
        QVERIFY(!hovered.isEmpty());
        QCOMPARE(hovered.last().at(0).toInt(), 4);
        QCOMPARE(hovered.last().at(1).toInt(), 1);
        m_view->setTool(nullptr); // read-only: clicks report, nothing changes
        QTest::mouseClick(vp(), Qt::LeftButton, {}, centreOf(*m_view, {2, 3}));
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.first().at(0).toInt(), 2);
        QCOMPARE(m_doc->undoStack()->count(), 0);
    }

    void overlaysArePaintedAboveCells()
    {
        load(8, 8);
        CountingOverlay overlay;
        m_view->addOverlay(&overlay);
        const QImage shot = m_view->viewport()->grab().toImage();
        QVERIFY(overlay.calls > 0);
        QCOMPARE(overlay.lastVisible, QRect(0, 0, 8, 8));
        // Cell (0,0) holds the start marker (drawn above overlays); its corner shows the overlay.
        const QPoint corner = m_view->cellRect({0, 0}).topLeft().toPoint() + QPoint(2, 2);
        QCOMPARE(shot.pixelColor(corner), QColor(Qt::magenta));
        m_view->removeOverlay(&overlay);
        const QImage plain = m_view->viewport()->grab().toImage();
        QVERIFY(plain.pixelColor(corner) != QColor(Qt::magenta));
    }

    void hugeMazeStrokeIsOneStep()
    {
        load(4096, 4096);
        QVERIFY(m_view->cellSize() < 0.2);
        m_view->setCellSize(1.0);
        const QRect vis = m_view->visibleCells();
        const int row = vis.top() + 100;
        QTest::mousePress(vp(), Qt::LeftButton, {}, centreOf(*m_view, {row, vis.left() + 10}));
        for (int c = vis.left() + 11; c <= vis.left() + 410; c += 7)
            QTest::mouseMove(vp(), centreOf(*m_view, {row, c}));
        QTest::mouseRelease(vp(), Qt::LeftButton, {}, centreOf(*m_view, {row, vis.left() + 410}));
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(m_doc->currentMaze().freeCount(), std::size_t(4096) * 4096 - 401);
        (void)m_view->viewport()->grab(); // paints from the cached image without trouble
    }
};

QTEST_MAIN(TestMazeView)
#include "tst_mazeview.moc"
