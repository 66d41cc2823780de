// MazeDocument and its commands: every edit undoes and redoes exactly.
#include "ui/mainwindow/mazeoperations.h"
#include "ui/mazedocument.h"

#include <QApplication>
#include <QClipboard>
#include <QSignalSpy>
#include <QTest>

using namespace mazelab;

namespace {

Maze asymmetric()
{
    Maze m(3, 5);
    m.setBlocked({0, 1}, true);
    m.setBlocked({1, 3}, true);
    m.setBlocked({2, 0}, true);
    m.setStart({1, 0});
    return m;
}

Workspace threeMazes()
{
    Workspace ws;
    ws.mazes = {{QStringLiteral("A"), asymmetric()}, {QStringLiteral("B"), Maze(2, 2)},
                {QStringLiteral("C"), Maze(4, 1)}};
    return ws;
}

QStringList names(const MazeDocument& doc)
{
    QStringList out;
    for (int i = 0; i < doc.mazeCount(); ++i)
        out << doc.mazeName(i);
    return out;
}

} // namespace

class TestMazeDocument : public QObject {
    Q_OBJECT
private slots:
    void transformsUndo_data()
    {
        QTest::addColumn<int>("transform");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("free");
        const int all = 15, blocked = 3;
        QTest::newRow("clear") << int(Transform::Clear) << 3 << 5 << all;
        QTest::newRow("fill") << int(Transform::Fill) << 3 << 5 << 2;
        QTest::newRow("invert") << int(Transform::Invert) << 3 << 5 << blocked;
        QTest::newRow("transpose") << int(Transform::Transpose) << 5 << 3 << all - blocked;
        QTest::newRow("mirror h") << int(Transform::MirrorHorizontally) << 3 << 5 << all - blocked;
        QTest::newRow("mirror v") << int(Transform::MirrorVertically) << 3 << 5 << all - blocked;
        QTest::newRow("rotate cw") << int(Transform::RotateClockwise) << 5 << 3 << all - blocked;
        QTest::newRow("rotate ccw") << int(Transform::RotateCounterClockwise) << 5 << 3 << all - blocked;
    }

    void transformsUndo()
    {
        QFETCH(int, transform);
        MazeDocument doc;
        doc.reset(threeMazes());
        QSignalSpy changed(&doc, &MazeDocument::mazeChanged);
        const Maze before = doc.currentMaze();
        transformCurrentMaze(doc, Transform(transform));
        QCOMPARE(changed.count(), 1);
        QTEST(doc.currentMaze().rows(), "rows");
        QTEST(doc.currentMaze().cols(), "cols");
        QTEST(int(doc.currentMaze().freeCount()), "free");
        QVERIFY(doc.currentMaze() != before);
        QVERIFY(doc.isModified());
        QCOMPARE(doc.undoStack()->undoText(), transformText(Transform(transform)));
        const Maze after = doc.currentMaze();
        doc.undoStack()->undo();
        QCOMPARE(doc.currentMaze(), before);
        QVERIFY(!doc.isModified());
        doc.undoStack()->redo();
        QCOMPARE(doc.currentMaze(), after);
    }

    void transformsMoveStartAndGoal()
    {
        MazeDocument doc;
        doc.reset(threeMazes());
        transformCurrentMaze(doc, Transform::Transpose);
        QCOMPARE(doc.currentMaze().start(), (Cell{0, 1}));
        QCOMPARE(doc.currentMaze().goal(), (Cell{4, 2}));
    }

    void resizeUndo()
    {
        MazeDocument doc;
        doc.reset(threeMazes());
        resizeCurrentMaze(doc, 7, 2);
        QCOMPARE(doc.currentMaze().rows(), 7);
        QCOMPARE(doc.currentMaze().cols(), 2);
        QCOMPARE(doc.currentMaze().goal(), (Cell{6, 1})); // a default goal stays bottom-right
        doc.undoStack()->undo();
        QCOMPARE(doc.currentMaze(), asymmetric());
    }

    void workspaceEditsUndo()
    {
        MazeDocument doc;
        doc.reset(threeMazes());
        doc.setCurrentIndex(1);
        addEmptyMaze(doc);
        QCOMPARE(names(doc), (QStringList{"A", "B", "Maze 4", "C"}));
        QCOMPARE(doc.currentIndex(), 2);
        QCOMPARE(doc.currentMaze().rows(), 2);
        duplicateCurrentMaze(doc);
        QCOMPARE(names(doc), (QStringList{"A", "B", "Maze 4", "Maze 4 (copy)", "C"}));
        doc.renameMaze(0, QStringLiteral("Alpha"));
        doc.moveMaze(4, 0);
        QCOMPARE(names(doc), (QStringList{"C", "Alpha", "B", "Maze 4", "Maze 4 (copy)"}));
        QCOMPARE(doc.currentIndex(), 0);
        doc.removeMaze(2);
        QCOMPARE(names(doc), (QStringList{"C", "Alpha", "Maze 4", "Maze 4 (copy)"}));
        QCOMPARE(doc.undoStack()->count(), 5);
        for (int i = 0; i < 5; ++i)
            doc.undoStack()->undo();
        QCOMPARE(names(doc), (QStringList{"A", "B", "C"}));
        QCOMPARE(doc.workspace().mazes, threeMazes().mazes);
        QCOMPARE(doc.currentIndex(), 1); // where the user was before adding
        for (int i = 0; i < 5; ++i)
            doc.undoStack()->redo();
        QCOMPARE(names(doc), (QStringList{"C", "Alpha", "Maze 4", "Maze 4 (copy)"}));
    }

    void lastMazeCannotBeDeleted()
    {
        MazeDocument doc;
        QCOMPARE(doc.mazeCount(), 1);
        doc.removeMaze(0);
        QCOMPARE(doc.mazeCount(), 1);
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    void editsFollowTheirMaze()
    {
        // Undoing an edit of another maze switches back to it, so the user sees the change.
        MazeDocument doc;
        doc.reset(threeMazes());
        transformCurrentMaze(doc, Transform::Clear);
        doc.setCurrentIndex(2);
        doc.undoStack()->undo();
        QCOMPARE(doc.currentIndex(), 0);
        QCOMPARE(doc.currentMaze(), asymmetric());
    }

    void clipboardTextRoundTrip()
    {
        MazeDocument doc;
        doc.reset(threeMazes());
        copyMazeText(doc);
        const QString text = QApplication::clipboard()->text();
        QVERIFY(text.startsWith(QStringLiteral("; name: A\n")));
        QString error;
        QVERIFY(pasteMazes(doc, text, &error));
        QCOMPARE(doc.mazeCount(), 4);
        QCOMPARE(doc.currentIndex(), 1);
        QCOMPARE(doc.currentMaze(), asymmetric());
        QCOMPARE(doc.mazeName(1), QStringLiteral("A"));
        QVERIFY(pasteMazes(doc, QStringLiteral("..\n#.\n\n...\n"), &error));
        QCOMPARE(doc.mazeCount(), 6);
        QCOMPARE(doc.mazeName(2), QStringLiteral("Maze 5")); // fresh names for unnamed mazes
        doc.undoStack()->undo(); // one paste = one step, even for two mazes
        QCOMPARE(doc.mazeCount(), 4);
        QVERIFY(!pasteMazes(doc, QStringLiteral("..\n.?\n"), &error));
        QVERIFY2(error.contains(QStringLiteral("line 2, column 2")), qPrintable(error));
        QCOMPARE(doc.mazeCount(), 4);
    }

    void copyImage()
    {
        MazeDocument doc;
        doc.reset(threeMazes());
        copyMazeImage(doc);
        const QImage image = QApplication::clipboard()->image();
        QCOMPARE(image.size(), QSize(5 * 24 + 1, 3 * 24 + 1));
    }

    void modifiedAndViewSettings()
    {
        MazeDocument doc;
        QSignalSpy modified(&doc, &MazeDocument::modifiedChanged);
        QVERIFY(!doc.isModified());
        doc.setViewSettings(QStringLiteral("mouse"), QJsonObject{{QStringLiteral("speed"), 3}});
        QVERIFY(doc.isModified());
        QCOMPARE(doc.viewSettings(QStringLiteral("mouse")).value(QStringLiteral("speed")).toInt(), 3);
        doc.markSaved(QStringLiteral("/tmp/x.mazelab"));
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.displayName(), QStringLiteral("x.mazelab"));
        QCOMPARE(modified.count(), 2);
        doc.setSequences({{QStringLiteral("s"), QStringLiteral("dr")}});
        QCOMPARE(doc.sequences().size(), std::size_t(1));
        doc.undoStack()->undo();
        QVERIFY(doc.sequences().empty());
    }
};

QTEST_MAIN(TestMazeDocument)
#include "tst_mazedocument.moc"
