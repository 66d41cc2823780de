// Weave crossings under the editor's edits: painting keeps every crossing the stroke leaves
// valid and drops those it breaks (undo puts them back, redo drops them again); the Maze
// menu's transforms move the crossings with their cells (undo restores the original); the
// picture shows the bridges after a rotation.
#include "uitesthelpers.h"

#include "core/gen/generators.h"
#include "ui/commands/paintcells.h"
#include "ui/mainwindow/mainactions.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mainwindow/mazeoperations.h"
#include "ui/mazedocument.h"
#include "ui/mazeview.h"
#include "ui/tools/painttool.h"

#include <QAction>
#include <QTest>
#include <QUndoStack>

#include <algorithm>

using namespace mazelab;

namespace {

Maze weaveMaze()
{
    Control control(4);
    return gen::generate("weave", 8, 10, {{"crossings", "0.8"}}, control);
}

bool hasCrossingAt(const Maze& m, Cell c)
{
    return std::any_of(m.crossings().begin(), m.crossings().end(),
                       [c](const Crossing& x) { return x.cell == c; });
}

} // namespace

class TestCrossingEdits : public QObject {
    Q_OBJECT
    MazeDocument* m_doc = nullptr;
    MazeView* m_view = nullptr;
    PaintTool m_paint;

    QWidget* vp() { return m_view->viewport(); }

private slots:
    void initTestCase() { test::isolateSettings(); }
    void init()
    {
        m_doc = new MazeDocument;
        Workspace ws;
        ws.mazes.push_back({QStringLiteral("weave"), weaveMaze()});
        m_doc->reset(ws);
        m_view = new MazeView;
        m_view->resize(640, 520);
        m_view->setDocument(m_doc);
        m_view->setTool(&m_paint);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view));
        m_view->fitToWindow();
        QVERIFY(m_doc->currentMaze().crossings().size() >= 3);
    }
    void cleanup()
    {
        delete m_view;
        delete m_doc;
    }

    // Blocking a crossing's neighbour with the pencil drops that crossing only.
    void paintDropsOnlyBrokenCrossings()
    {
        const Maze before = m_doc->currentMaze();
        const Crossing broken = before.crossings()[1];
        const Cell neighbour{broken.cell.row, broken.cell.col + 1};
        // A click far from any crossing keeps them all.
        Cell far{-1, -1};
        for (int r = 0; r < before.rows() && far.row < 0; ++r)
            for (int c = 0; c < before.cols() && far.row < 0; ++c) {
                bool near = false;
                for (const Crossing& x : before.crossings())
                    near = near || (std::abs(x.cell.row - r) + std::abs(x.cell.col - c) <= 1);
                if (!near)
                    far = {r, c};
            }
        QVERIFY(far.row >= 0);
        QTest::mouseClick(vp(), Qt::LeftButton, {}, test::centreOf(*m_view, far));
        QCOMPARE(m_doc->currentMaze().crossings(), before.crossings());

        QTest::mouseClick(vp(), Qt::LeftButton, {}, test::centreOf(*m_view, neighbour));
        const Maze& now = m_doc->currentMaze();
        QVERIFY(now.isBlocked(neighbour));
        QCOMPARE(now.crossings().size(), before.crossings().size() - 1);
        QVERIFY(!hasCrossingAt(now, broken.cell));
        for (const Crossing& x : now.crossings())
            QVERIFY(now.isValidCrossing(x));

        // Freeing the cell again does not bring a dropped crossing back…
        QTest::mouseClick(vp(), Qt::LeftButton, {}, test::centreOf(*m_view, neighbour));
        QVERIFY(!hasCrossingAt(m_doc->currentMaze(), broken.cell));
        // …but undo does.
        m_doc->undoStack()->undo();
        m_doc->undoStack()->undo();
        QVERIFY(hasCrossingAt(m_doc->currentMaze(), broken.cell));
        QCOMPARE(m_doc->currentMaze().crossings().size(), before.crossings().size());
        m_doc->undoStack()->redo();
        QVERIFY(!hasCrossingAt(m_doc->currentMaze(), broken.cell));
        m_doc->undoStack()->undo();
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->currentMaze().cells(), before.cells());
    }

    // A drag over two crossings' neighbours is one undo step that restores both.
    void strokeUndoRestoresAll()
    {
        const Maze before = m_doc->currentMaze();
        const Crossing a = before.crossings()[0];
        const Crossing b = before.crossings()[2];
        const Cell ca{a.cell.row - 1, a.cell.col}, cb{b.cell.row + 1, b.cell.col};
        const int strokes = m_doc->undoStack()->count();
        QTest::mousePress(vp(), Qt::LeftButton, {}, test::centreOf(*m_view, ca));
        QTest::mouseMove(vp(), test::centreOf(*m_view, cb));
        QTest::mouseRelease(vp(), Qt::LeftButton, {}, test::centreOf(*m_view, cb));
        QCOMPARE(m_doc->undoStack()->count(), strokes + 1);
        QVERIFY(!hasCrossingAt(m_doc->currentMaze(), a.cell));
        QVERIFY(!hasCrossingAt(m_doc->currentMaze(), b.cell));
        m_doc->undoStack()->undo();
        QVERIFY(hasCrossingAt(m_doc->currentMaze(), a.cell));
        QVERIFY(hasCrossingAt(m_doc->currentMaze(), b.cell));
        QCOMPARE(m_doc->currentMaze().crossings().size(), before.crossings().size());
    }

    // The Maze menu's transforms (through the main window's actions) move the crossings.
    void transformsMoveCrossings()
    {
        MainWindow window(false);
        Workspace ws;
        ws.mazes.push_back({QStringLiteral("weave"), weaveMaze()});
        window.document()->reset(ws);
        MazeDocument* doc = window.document();
        const Maze before = doc->currentMaze();
        window.actions()->transforms.at(Transform::RotateClockwise)->trigger();
        QCOMPARE(doc->currentMaze(), before.rotatedClockwise());
        QCOMPARE(doc->currentMaze().crossings().size(), before.crossings().size());
        window.actions()->transforms.at(Transform::Transpose)->trigger();
        QCOMPARE(doc->currentMaze().crossings().size(), before.crossings().size());
        window.actions()->transforms.at(Transform::MirrorHorizontally)->trigger();
        QCOMPARE(doc->currentMaze().crossings().size(), before.crossings().size());
        for (const Crossing& x : doc->currentMaze().crossings())
            QVERIFY(doc->currentMaze().isValidCrossing(x));
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QCOMPARE(doc->currentMaze(), before);
        window.actions()->transforms.at(Transform::Invert)->trigger();
        QVERIFY(doc->currentMaze().crossings().empty());
        doc->undoStack()->undo();
        QCOMPARE(doc->currentMaze(), before);
    }
};

QTEST_MAIN(TestCrossingEdits)
#include "tst_crossingedits.moc"
