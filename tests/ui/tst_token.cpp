// The Token mode as a user drives it: solve, count, next solution, pick a start, play with the
// arrow keys (slide, undo, complete, stuck), edit during playback, generate, export a GIF.
#include "uitesthelpers.h"

#include "core/token/tokensolver.h"
#include "ui/jobs/jobrunner.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mazedocument.h"
#include "ui/mazeview.h"
#include "ui/player/playbackcontroller.h"
#include "ui/player/playerbar.h"
#include "ui/token/tokenframes.h"
#include "ui/token/tokenpage.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <set>

using namespace mazelab;

class TestToken : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> m_window;
    TokenPage* m_page = nullptr;

    MazeDocument* doc() { return m_window->document(); }
    void load(const Maze& board)
    {
        Workspace ws;
        ws.mazes.push_back({QStringLiteral("board"), board});
        doc()->reset(ws);
        QCoreApplication::processEvents();
    }
    static Maze numbered(int rows, int cols, std::initializer_list<int> obstacles)
    {
        Maze m(rows, cols);
        for (int k : obstacles)
            m.setBlocked({(k - 1) / cols, (k - 1) % cols}, true);
        return m;
    }
    void click(Cell c)
    {
        QTest::mouseClick(m_page->view()->viewport(), Qt::LeftButton, {},
                          test::centreOf(*m_page->view(), c));
    }
    void key(Qt::Key k) { QTest::keyClick(m_page->view()->viewport(), k); }
    bool waitJob()
    {
        return QTest::qWaitFor([this] { return !doc()->jobs()->isRunning(); }, 20000);
    }

private slots:
    void init()
    {
        test::isolateSettings();
        m_window = std::make_unique<MainWindow>(false);
        m_window->resize(1200, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->selectMode(QStringLiteral("token")));
        m_page = m_window->findChild<TokenPage*>();
        QVERIFY(m_page);
        QCOMPARE(m_window->modes()->currentWidget(), static_cast<QWidget*>(m_page));
    }
    void cleanup() { m_window.reset(); }

    // The document's §6.2 board with the obstacle in the centre: Solve finds a path, the player
    // animates it cell by cell.
    void solveAnimates()
    {
        load(numbered(5, 5, {13}));
        QTest::mouseClick(m_page->solveButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        QCOMPARE(m_page->path().size(), std::size_t(24));
        QVERIFY(token::isSolution(doc()->currentMaze(), m_page->path()));
        QVERIFY(m_page->resultLabel()->text().contains(QStringLiteral("Solvable")));
        QTRY_VERIFY(m_page->player()->position() > 0); // it plays
        QTest::mouseClick(m_page->playerBar()->endButton(), Qt::LeftButton);
        QCOMPARE(m_page->player()->position(), qint64(24)); // step k shows k cells
        QCOMPARE(m_page->visitedLabel()->text(), QStringLiteral("visited 24 of 24"));
        QTest::mouseClick(m_page->playerBar()->stepBackButton(), Qt::LeftButton);
        QCOMPARE(m_page->visitedLabel()->text(), QStringLiteral("visited 23 of 24"));
        if (qEnvironmentVariableIsSet("MAZELAB_SHOT_DIR"))
            m_window->grab().save(qEnvironmentVariable("MAZELAB_SHOT_DIR") + QStringLiteral("/token-solved.png"));
    }

    void unsolvableSaysWhy()
    {
        load(numbered(5, 5, {2}));
        QTest::mouseClick(m_page->solveButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        QVERIFY(m_page->path().empty());
        QVERIFY(m_page->resultLabel()->text().contains(QStringLiteral("checkerboard")));
    }

    // §4.1: two solutions, shown one after the other by Next solution.
    void countAndNext()
    {
        load(numbered(2, 2, {1}));
        QTest::mouseClick(m_page->countButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        QVERIFY2(m_page->resultLabel()->text().startsWith(QStringLiteral("2 solutions")),
                 qPrintable(m_page->resultLabel()->text()));
        QTest::mouseClick(m_page->nextButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        const std::string first = token::pathToNumbers(doc()->currentMaze(), m_page->path());
        QTest::mouseClick(m_page->nextButton(), Qt::LeftButton);
        const std::string second = token::pathToNumbers(doc()->currentMaze(), m_page->path());
        QCOMPARE(std::set<std::string>({first, second}), std::set<std::string>({"2-4-3", "3-4-2"}));
        QVERIFY(m_page->resultLabel()->text().contains(QStringLiteral("2 of 2")));
    }

    void pickStart()
    {
        load(numbered(2, 2, {1}));
        QTest::mouseClick(m_page->pickStartButton(), Qt::LeftButton);
        click({1, 0});
        QCOMPARE(m_page->chosenStart().value(), (Cell{1, 0}));
        QVERIFY(!m_page->pickStartButton()->isChecked());
        QCOMPARE(doc()->currentMaze().isBlocked({1, 0}), false); // picking did not edit
        QTest::mouseClick(m_page->solveButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        QCOMPARE(token::pathToNumbers(doc()->currentMaze(), m_page->path()), std::string("3-4-2"));
    }

    // Play: the arrow keys slide the token until it is blocked; Backspace undoes a slide.
    void playWithKeys()
    {
        load(numbered(4, 4, {4, 6}));
        QTest::mouseClick(m_page->playButton(), Qt::LeftButton);
        QVERIFY(m_page->isPlaying());
        click({0, 2}); // cell 3, the document's start
        QCOMPARE(m_page->path().size(), std::size_t(1));
        // 3-2-1 | 5-9-13 | 14-15-16 | 12-8 | 7 | 11 | 10  (the document's solution)
        key(Qt::Key_Left);
        QCOMPARE(m_page->path().size(), std::size_t(3));
        key(Qt::Key_Up); // not allowed: nothing is open above
        QCOMPARE(m_page->path().size(), std::size_t(3));
        key(Qt::Key_Down);
        QCOMPARE(m_page->path().size(), std::size_t(6));
        key(Qt::Key_Backspace);
        QCOMPARE(m_page->path().size(), std::size_t(3));
        for (Qt::Key k : {Qt::Key_Down, Qt::Key_Right, Qt::Key_Up, Qt::Key_Left, Qt::Key_Down, Qt::Key_Left})
            key(k);
        QCOMPARE(token::pathToNumbers(doc()->currentMaze(), m_page->path()),
                 std::string("3-2-1-5-9-13-14-15-16-12-8-7-11-10"));
        QVERIFY(m_page->findChild<QLabel*>(QStringLiteral("tokenPlayHelp"))->text().startsWith(QStringLiteral("Complete!")));
    }

    void playGetsStuck()
    {
        load(Maze(3, 3));
        QTest::mouseClick(m_page->playButton(), Qt::LeftButton);
        click({0, 1});
        key(Qt::Key_Down); // to (2,1)
        key(Qt::Key_Left); // to (2,0)
        key(Qt::Key_Up);   // to (0,0): stuck, the right column is unvisited
        QCOMPARE(m_page->path().size(), std::size_t(6));
        QVERIFY(!token::canMove(doc()->currentMaze(), m_page->path()));
        QVERIFY(m_page->findChild<QLabel*>(QStringLiteral("tokenPlayHelp"))->text().startsWith(QStringLiteral("Stuck")));
    }

    // Editing the board while a solution plays ends it cleanly; the edit is undoable.
    void editDuringPlaybackRestarts()
    {
        load(numbered(5, 5, {13}));
        QTest::mouseClick(m_page->solveButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        QVERIFY(!m_page->path().empty());
        click({0, 0}); // the brush: toggles an obstacle
        QVERIFY(doc()->currentMaze().isBlocked({0, 0}));
        QVERIFY(m_page->path().empty());
        QVERIFY(!m_page->player()->isPlaying());
        QCOMPARE(m_page->player()->length(), qint64(0));
        doc()->undoStack()->undo();
        QVERIFY(!doc()->currentMaze().isBlocked({0, 0}));
    }

    // Edits made in another mode cost the hidden Token page nothing: it drops what it showed
    // (a path's trace holds a layer of the whole board) and builds the frames of the board as
    // it is when shown again, start choice kept or dropped as for an edit made here.
    void hiddenPageWaitsForShow()
    {
        load(numbered(5, 5, {13}));
        m_page->setChosenStart(Cell{4, 4});
        QTest::mouseClick(m_page->solveButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        QVERIFY(!m_page->path().empty());
        QVERIFY(m_page->frames());
        QVERIFY(m_window->selectMode(QStringLiteral("editor")));
        QVERIFY(!m_page->isVisible());
        Maze edited = doc()->currentMaze();
        edited.setBlocked({0, 1}, true);
        doc()->replaceCurrentMaze(edited, QStringLiteral("block")); // an edit elsewhere
        QVERIFY(m_page->path().empty());
        QVERIFY(!m_page->frames()); // nothing built for the hidden page
        QCOMPARE(m_page->player()->length(), qint64(0));
        edited.setBlocked({4, 4}, true);
        doc()->replaceCurrentMaze(edited, QStringLiteral("block the start"));
        QCOMPARE(m_page->chosenStart(), std::nullopt);
        QVERIFY(m_window->selectMode(QStringLiteral("token")));
        QVERIFY(m_page->frames());
        QCOMPARE(m_page->frames()->maze(), doc()->currentMaze()); // the board as it is now
        QTest::mouseClick(m_page->solveButton(), Qt::LeftButton); // and the mode works on it
        QVERIFY(waitJob());
        QVERIFY(!m_page->resultLabel()->text().isEmpty());
        const bool solvable = !token::solve(doc()->currentMaze(), {}).solutions.empty();
        QCOMPARE(!m_page->path().empty(), solvable);
        if (solvable)
            QVERIFY(token::isSolution(doc()->currentMaze(), m_page->path()));
    }

    void generateAddsUniquePuzzle()
    {
        load(Maze(3, 3));
        m_page->genRows()->setValue(5);
        m_page->genCols()->setValue(5);
        m_page->genObstacles()->setValue(4);
        m_page->genUniqueness()->setCurrentIndex(1);
        QTest::mouseClick(m_page->generateButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        QCOMPARE(doc()->mazeCount(), 2);
        QCOMPARE(doc()->currentIndex(), 1);
        const Maze& b = doc()->currentMaze();
        QCOMPARE(int(b.cellCount() - b.freeCount()), 4);
        token::SolveOptions count;
        count.mode = token::SolveMode::Count;
        QCOMPARE(token::solve(b, count).count, std::uint64_t(1));
        doc()->undoStack()->undo(); // adding the puzzle is one undo step
        QCOMPARE(doc()->mazeCount(), 1);
    }
    // Nothing to export before a path exists (the shared export button says so by being off).
    void exportNeedsAPath()
    {
        load(numbered(5, 5, {13}));
        QVERIFY(!m_page->exportButton()->isEnabled());
        QTest::mouseClick(m_page->solveButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        QVERIFY(m_page->exportButton()->isEnabled());
    }
};

QTEST_MAIN(TestToken)
#include "tst_token.moc"
