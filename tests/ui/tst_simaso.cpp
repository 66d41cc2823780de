// The Simultaneous mode (Nusser 2016) driven through its real widgets: the set browser, the
// sequence field and keys, the player, the filter, the large view and project persistence.
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
#include <QDoubleSpinBox>
#include <QTabWidget>
#include <QToolButton>

using namespace mazelab;

namespace {
// Reference: solved count after every step, by Maze::step on each maze.
std::vector<qint64> referenceCounts(const SimasoSet& set, const std::vector<Move>& moves)
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
} // namespace

class TestSimaso : public QObject {
    Q_OBJECT
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

private slots:
    void initTestCase() { test::isolateSettings(); }
    void init()
    {
        m_window = std::make_unique<MainWindow>(false);
        QVERIFY(m_window->selectMode(QStringLiteral("simaso")));
        m_page = m_window->findChild<SimasoPage*>();
        QVERIFY(m_page);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup() { m_window.reset(); }

    void opensOnAllThreeByThreeMazes()
    {
        QCOMPARE(session()->mazeCount(), 51);
        QCOMPARE(field()->text(), QStringLiteral("drddruurrdd"));
        QCOMPARE(counter(), QStringLiteral("solved 51 of 51 \u2713"));
        QVERIFY(!m_window->document()->isModified());
        // The page does not force the window above the screenshot size (1100 × 720).
        QVERIFY2(m_window->minimumSizeHint().height() <= 720,
                 qPrintable(QString::number(m_window->minimumSizeHint().height())));
    }

    void typedSequenceSolvesAll_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("Nusser 2.1, solves all") << "drddruurrdd" << "solved 51 of 51 \u2713";
        QTest::newRow("damaged copy in 2.4") << "drddruurdd" << "solved 48 of 51";
        QTest::newRow("empty") << "" << "solved 0 of 51";
        QTest::newRow("upper case and spaces") << "DRDD RUUR RDD" << "solved 51 of 51 \u2713";
    }
    void typedSequenceSolvesAll()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        typeSequence(text);
        QCOMPARE(counter(), expected);
        // The chart follows: one point per step plus the closing level, cursor at the end.
        const qint64 length = qint64(session()->moves().size());
        QCOMPARE(m_page->player()->chart()->pointCount(), length == 0 ? 2 : int(length) + 2);
        QCOMPARE(m_page->player()->chart()->cursorStep(), double(length));
        QCOMPARE(session()->run().solvedCount, referenceCounts(*session()->set(), session()->moves()));
    }

    void arrowKeysAppendAndBackspaceRemoves()
    {
        typeSequence(QString());
        QTest::keyClick(field(), Qt::Key_Down);
        QTest::keyClick(field(), Qt::Key_Right);
        QTest::keyClick(field(), Qt::Key_Down);
        QTest::keyClick(field(), Qt::Key_Down);
        QCOMPARE(field()->text(), QStringLiteral("drdd"));
        QCOMPARE(session()->step(), 4);
        QTest::keyClick(field(), Qt::Key_Up);
        QTest::keyClick(field(), Qt::Key_Left);
        QCOMPARE(field()->text(), QStringLiteral("drddul"));
        // Backspace outside the field removes the last move too.
        m_page->player()->setFocus();
        QTest::keyClick(m_page->player(), Qt::Key_Backspace);
        QCOMPARE(field()->text(), QStringLiteral("drddu"));
        QTest::keyClick(m_page->player(), Qt::Key_Right);
        QCOMPARE(field()->text(), QStringLiteral("drddur"));
    }

    void spaceStepsAndJumps()
    {
        PlaybackController* player = session()->player();
        field()->setFocus();
        QTest::keyClick(field(), Qt::Key_Home, Qt::ControlModifier);
        QCOMPARE(player->position(), 0);
        QCOMPARE(counter(), QStringLiteral("solved 0 of 51"));
        QTest::keyClick(field(), Qt::Key_Right, Qt::ControlModifier);
        QTest::keyClick(field(), Qt::Key_Right, Qt::ControlModifier);
        QCOMPARE(player->position(), 2);
        QCOMPARE(field()->text(), QStringLiteral("drddruurrdd")); // stepping adds no move
        QTest::keyClick(field(), Qt::Key_Left, Qt::ControlModifier);
        QCOMPARE(player->position(), 1);
        player->setSpeed(1000);
        QTest::keyClick(field(), Qt::Key_Space);
        QVERIFY(player->isPlaying());
        QTRY_VERIFY_WITH_TIMEOUT(!player->isPlaying(), 5000);
        QCOMPARE(player->position(), 11);
        QCOMPARE(counter(), QStringLiteral("solved 51 of 51 \u2713"));
        QCOMPARE(field()->text(), QStringLiteral("drddruurrdd"));
        // The bar's buttons drive the same controller.
        QTest::mouseClick(m_page->player()->bar()->startButton(), Qt::LeftButton);
        QCOMPARE(player->position(), 0);
        // Step 5 solves the mazes whose shortest path is d r d d r (Nusser §2.1 example).
        for (int i = 0; i < 5; ++i)
            QTest::mouseClick(m_page->player()->bar()->stepForwardButton(), Qt::LeftButton);
        QCOMPARE(counter(), QStringLiteral("solved %1 of 51").arg(session()->run().solvedAt(5)));
    }

    void filters()
    {
        SetPanel* panel = m_page->setPanel();
        const SetRun& run = session()->run();
        session()->player()->setPosition(8);
        const qint64 solved8 = run.solvedAt(8);
        QVERIFY(solved8 > 0 && solved8 < 51);
        panel->filterBox()->setCurrentIndex(1);
        emit panel->filterBox()->activated(1);
        QCOMPARE(session()->shownCount(), solved8);
        QCOMPARE(panel->status()->text(), QStringLiteral("showing %1 of 51").arg(solved8));
        panel->filterBox()->setCurrentIndex(2);
        emit panel->filterBox()->activated(2);
        QCOMPARE(session()->shownCount(), 51 - solved8);
        // Unsolved follows the player: at the end nothing is left.
        session()->player()->jumpToEnd();
        QCOMPARE(session()->shownCount(), 0);
        panel->filterBox()->setCurrentIndex(3);
        emit panel->filterBox()->activated(3);
        QVERIFY(panel->filterStepBox()->isEnabled());
        panel->filterStepBox()->setValue(8);
        QCOMPARE(session()->shownCount(), run.solvedAt(8) - run.solvedAt(7));
        for (qint64 r = 0; r < session()->shownCount(); ++r)
            QCOMPARE(run.solvedStep[std::size_t(session()->shownIndex(r))], 8);
        // The filter is stored in the project.
        QCOMPARE(m_window->document()->viewSettings(QStringLiteral("simaso"))
                     .value(QStringLiteral("filter")).toInt(), 3);
    }

    void clickShowsMazeDoubleClickOpensEditor()
    {
        MazeSetBrowser* browser = m_page->setPanel()->browser();
        const QRect tile = browser->tileRect(3);
        const int width = browser->width();
        QTest::mouseClick(browser->viewport(), Qt::LeftButton, {}, tile.center());
        QCOMPARE(browser->width(), width); // showing the maze does not shift the layout
        QCOMPARE(browser->selectedIndex(), 3);
        QCOMPARE(m_page->detail()->shownIndex(), 3);
        QVERIFY(m_page->detail()->info()->text().contains(QStringLiteral("#4 of 51")));
        QCOMPARE(m_page->detail()->view()->maze(), session()->set()->maze(3));
        MazeDocument* doc = m_window->document();
        const int before = doc->mazeCount();
        // (the click scrolled the selected tile fully into view)
        QTest::mouseDClick(browser->viewport(), Qt::LeftButton, {}, browser->tileRect(3).center());
        QCOMPARE(doc->mazeCount(), before + 1);
        QCOMPARE(doc->currentMaze(), session()->set()->maze(3));
        QCOMPARE(m_window->modes()->currentWidget()->objectName(), QStringLiteral("editorPage"));
        // Keyboard: Right moves the selection, Enter opens.
        m_window->selectMode(QStringLiteral("simaso"));
        browser->setFocus();
        QTest::keyClick(browser, Qt::Key_Right);
        QCOMPARE(browser->selectedIndex(), 4);
        QCOMPARE(m_page->detail()->shownIndex(), 4);
    }

    void randomSetsAndEditorMaze()
    {
        SetPanel* panel = m_page->setPanel();
        panel->setControls(SetPanel::Random, 4, 5, 40, 0.35, 7);
        QTest::mouseClick(panel->createButton(), Qt::LeftButton);
        QCOMPARE(session()->mazeCount(), 40);
        const auto first = session()->set();
        for (qint64 i = 0; i < first->size(); ++i) {
            QVERIFY(first->maze(i).isSolvable());
            QCOMPARE(first->maze(i).rows(), 4);
            QCOMPARE(first->maze(i).cols(), 5);
        }
        QTest::mouseClick(panel->createButton(), Qt::LeftButton);
        for (qint64 i = 0; i < first->size(); ++i) // same seed, same set
            QCOMPARE(session()->set()->maze(i), first->maze(i));
        // The editor's maze must fit the set: same size, solvable.
        MazeDocument* doc = m_window->document();
        doc->replaceCurrentMaze(Maze(5, 5), QStringLiteral("resize"));
        {
            test::MessageBoxAnswerer answer(QMessageBox::Ok);
            QTest::mouseClick(panel->addEditorButton(), Qt::LeftButton);
            QCOMPARE(answer.texts.size(), 1);
            QVERIFY(answer.texts[0].contains(QStringLiteral("4×5")));
        }
        QCOMPARE(session()->mazeCount(), 40);
        Maze walled(4, 5);
        walled.setBlocked({0, 1}, true);
        walled.setBlocked({1, 0}, true);
        doc->replaceCurrentMaze(walled, QStringLiteral("walls"));
        {
            test::MessageBoxAnswerer answer(QMessageBox::Ok);
            QTest::mouseClick(panel->addEditorButton(), Qt::LeftButton);
            QCOMPARE(answer.texts.size(), 1);
            QVERIFY(answer.texts[0].contains(QStringLiteral("not solvable")));
        }
        walled.setBlocked({0, 1}, false);
        doc->replaceCurrentMaze(walled, QStringLiteral("walls"));
        QTest::mouseClick(panel->addEditorButton(), Qt::LeftButton);
        QCOMPARE(session()->mazeCount(), 41);
        QCOMPARE(session()->set()->maze(40), m_window->document()->currentMaze());
        QCOMPARE(m_page->detail()->shownIndex(), 40);
        // All solvable 4×4: 3828 (Nusser Table 4.2).
        panel->setControls(SetPanel::AllSolvable, 4, 4, 40, 0.35, 7);
        QTest::mouseClick(panel->createButton(), Qt::LeftButton);
        QCOMPARE(session()->mazeCount(), 3828);
    }

    void projectKeepsTheModeSettings()
    {
        typeSequence(QStringLiteral("drdd"));
        m_page->setPanel()->setControls(SetPanel::AllSolvable, 3, 4, 40, 0.35, 7);
        m_page->setPanel()->createSet();
        const qint64 count34 = session()->mazeCount();
        MazeDocument* doc = m_window->document();
        QVERIFY(doc->isModified());
        Workspace ws = doc->workspace();
        QCOMPARE(ws.views.value(QStringLiteral("simaso")).toObject()
                     .value(QStringLiteral("sequence")).toString(), QStringLiteral("drdd"));
        // Opening a project restores set and sequence.
        Workspace other = ws;
        other.views = {};
        doc->reset(other);
        QCOMPARE(session()->mazeCount(), 51);
        doc->reset(ws);
        QCOMPARE(session()->mazeCount(), count34);
        QCOMPARE(field()->text(), QStringLiteral("drdd"));
        QCOMPARE(session()->set()->rows(), 3);
        QCOMPARE(session()->set()->cols(), 4);
        QVERIFY(!doc->isModified());
        // Saving a sequence puts it into the document's sequences (undoable).
        m_page->player()->saveSequence(QStringLiteral("four moves"));
        QCOMPARE(doc->sequences().size(), std::size_t(1));
        QCOMPARE(doc->sequences()[0].moves, QStringLiteral("drdd"));
        QCOMPARE(m_page->player()->savedSequences()->count(), 2);
        typeSequence(QStringLiteral("r"));
        emit m_page->player()->savedSequences()->activated(1);
        QCOMPARE(field()->text(), QStringLiteral("drdd"));
        doc->undoStack()->undo();
        QVERIFY(doc->sequences().empty());
    }

    // The real solvers from the GUI: σ(3,3) = 11, σ(3,4) = 17 (Nusser Table 6.1).
    void exactSolversFromTheGui_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("sigma");
        QTest::newRow("BFS 3x3") << "bfs" << 3 << 3 << 11;
        QTest::newRow("A* 3x3") << "astar" << 3 << 3 << 11;
        QTest::newRow("IDA* 3x3") << "idastar" << 3 << 3 << 11;
        QTest::newRow("ESS 3x4") << "ess" << 3 << 4 << 17;
        QTest::newRow("SAT 3x4") << "sat" << 3 << 4 << 17;
        QTest::newRow("ESS all 4x3 via UMF") << "ess-all" << 4 << 3 << 17;
    }
    void exactSolversFromTheGui()
    {
        QFETCH(QString, algorithm);
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, sigma);
        m_page->setPanel()->setControls(SetPanel::AllSolvable, rows, cols, 40, 0.35, 7);
        m_page->setPanel()->createSet();
        SolverPanel* solvers = m_page->solvers();
        m_page->showPanel(solvers);
        const int index = solvers->algorithmBox()->findData(algorithm);
        QVERIFY(index >= 0);
        solvers->algorithmBox()->setCurrentIndex(index);
        QTest::mouseClick(solvers->runButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->document()->jobs()->isRunning(), 60000);
        QCOMPARE(int(solvers->results().size()), 1);
        QCOMPARE(solvers->table()->item(0, 1)->text(), QString::number(sigma));
        QCOMPARE(solvers->table()->item(0, 2)->text(), QStringLiteral("exact"));
        QTest::mouseClick(solvers->loadButton(), Qt::LeftButton);
        QCOMPARE(int(session()->moves().size()), sigma);
        session()->player()->jumpToEnd();
        const qint64 n = session()->mazeCount();
        QCOMPARE(counter(), QStringLiteral("solved %L1 of %L1 ✓").arg(n));
        qInfo("%s on all %dx%d: %s", qPrintable(algorithm), rows, cols,
              qPrintable(solvers->table()->item(0, 3)->text()));
    }

    // Approximations give solving sequences no shorter than σ; lower bounds no higher.
    void approximationsAndBoundsFromTheGui_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::newRow("Greedy Lookahead") << "gl";
        QTest::newRow("Solve in Order") << "so";
        QTest::newRow("IAS") << "ias";
        QTest::newRow("Random sequence") << "rs";
        QTest::newRow("Minimize") << "minimize";
        QTest::newRow("GESS") << "gess";
    }
    void approximationsAndBoundsFromTheGui()
    {
        QFETCH(QString, algorithm);
        m_page->setPanel()->setControls(SetPanel::AllSolvable, 3, 4, 40, 0.35, 7);
        m_page->setPanel()->createSet();
        SolverPanel* solvers = m_page->solvers();
        if (algorithm == QLatin1String("minimize")) {
            // A solving but redundant sequence: A*'s shortest one with moves appended.
            solvers->algorithmBox()->setCurrentIndex(
                solvers->algorithmBox()->findData(QStringLiteral("astar")));
            QVERIFY(solvers->runSelected());
            QTRY_VERIFY_WITH_TIMEOUT(!m_window->document()->jobs()->isRunning(), 60000);
            solvers->loadResult(0);
            typeSequence(QStringLiteral("lluu") + session()->sequenceText()
                         + QStringLiteral("lluurrdd"));
            QCOMPARE(session()->run().solvedAt(qint64(session()->moves().size())), 295);
            solvers->table()->setRowCount(0);
        }
        solvers->algorithmBox()->setCurrentIndex(solvers->algorithmBox()->findData(algorithm));
        solvers->timeLimitBox()->setValue(20);
        QVERIFY(solvers->runSelected());
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->document()->jobs()->isRunning(), 60000);
        const int last = int(solvers->results().size()) - 1;
        QVERIFY(last >= 0);
        const SolverOutcome o = solvers->results()[std::size_t(last)].outcome;
        if (algorithm == QLatin1String("gess")) {
            QVERIFY(o.exact || (o.lowerBound > 0 && o.lowerBound <= 17));
            if (!o.exact)
                QVERIFY(!o.certificate.empty());
            qInfo("GESS: %s", qPrintable(solvers->table()->item(0, 2)->text()));
            return;
        }
        QVERIFY(int(o.sequence.size()) >= 17);
        QCOMPARE(solvers->table()->item(0, 2)->text(), QStringLiteral("upper bound"));
        QTest::mouseClick(solvers->loadButton(), Qt::LeftButton);
        session()->player()->jumpToEnd();
        QCOMPARE(counter(), QStringLiteral("solved 295 of 295 ✓"));
        qInfo("%s on all 3x4: length %d in %s", qPrintable(algorithm), int(o.sequence.size()),
              qPrintable(solvers->table()->item(0, 3)->text()));
    }

    void lowerBoundShowsCertificate()
    {
        m_page->setPanel()->setControls(SetPanel::AllSolvable, 4, 4, 40, 0.35, 7);
        m_page->setPanel()->createSet();
        SolverPanel* solvers = m_page->solvers();
        solvers->algorithmBox()->setCurrentIndex(
            solvers->algorithmBox()->findData(QStringLiteral("lb-ess")));
        solvers->timeLimitBox()->setValue(1.0);
        QVERIFY(solvers->runSelected());
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->document()->jobs()->isRunning(), 30000);
        QCOMPARE(int(solvers->results().size()), 1);
        const SolverOutcome o = solvers->results()[0].outcome;
        QVERIFY(o.lowerBound > 0 && o.lowerBound <= 29); // thesis: 26 <= σ(4,4) <= 29
        QVERIFY(solvers->table()->item(0, 2)->text().contains(
            QStringLiteral("σ ≥ %1").arg(o.lowerBound)));
        QVERIFY(solvers->certificateButton()->isEnabled());
        QTest::mouseClick(solvers->certificateButton(), Qt::LeftButton);
        QCOMPARE(session()->mazeCount(), qint64(o.certificate.size()));
        qInfo("ESS lower bound on all 4x4 within 1 s: %d, certificate of %d mazes", o.lowerBound,
              int(o.certificate.size()));
    }

    // σ(4,4) is far out of reach for A*: progress shows, Cancel stops it promptly.
    void longSearchShowsProgressAndCancels()
    {
        m_page->setPanel()->setControls(SetPanel::AllSolvable, 4, 4, 40, 0.35, 7);
        m_page->setPanel()->createSet();
        SolverPanel* solvers = m_page->solvers();
        solvers->algorithmBox()->setCurrentIndex(solvers->algorithmBox()->findData(
            QStringLiteral("ess")));
        QVERIFY(solvers->runSelected());
        QTRY_VERIFY_WITH_TIMEOUT(solvers->progressLabel()->text().contains(QStringLiteral("ESS: lower bound")),
                                 20000);
        const QString progress = solvers->progressLabel()->text();
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(solvers->cancelButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->document()->jobs()->isRunning(), 5000);
        qInfo("progress \"%s\"; cancel took %lld ms", qPrintable(progress), clock.elapsed());
        QVERIFY(solvers->progressLabel()->text().contains(QStringLiteral("cancel")));
        QVERIFY(solvers->results().empty());
    }

    // The σ(4,4) = 29 certificate from mazelab-cli sigma, shown in the app.
    void sigmaCertificate()
    {
        auto* view = m_page->findChild<SigmaCertificateView*>();
        QVERIFY(view);
        QVERIFY(!view->openFile(QStringLiteral(MAZELAB_TEST_DATA "/sigma/missing.cert")));
        QVERIFY(view->summary()->text().contains(QStringLiteral("Cannot read")));
        QVERIFY(view->openFile(QStringLiteral(MAZELAB_TEST_DATA "/sigma/sigma-4x4.cert")));
        QCOMPARE(session()->mazeCount(), 97);
        QCOMPARE(field()->text(), QStringLiteral("ddrddrdrurrlurururdrrldrddrdd"));
        QVERIFY2(view->summary()->text().contains(QStringLiteral("σ(4,4) = 29")),
                 qPrintable(view->summary()->text()));
        session()->player()->jumpToEnd();
        QCOMPARE(counter(), QStringLiteral("solved 97 of 97 \u2713"));
        // The SAT re-check takes minutes on this machine: start it, then cancel.
        QVERIFY(view->recheckButton()->isEnabled());
        QVERIFY(view->recheck());
        QTest::qWait(100);
        m_window->document()->jobs()->cancel();
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->document()->jobs()->isRunning(), 30000);
        QVERIFY(view->summary()->text().contains(QStringLiteral("cancel")));
    }

    void checkAllMazesOfAnySize()
    {
        AllMazesCheck* check = m_page->allMazesCheck();
        check->rowsBox()->setValue(3);
        check->colsBox()->setValue(3);
        QTest::mouseClick(check->checkButton(), Qt::LeftButton);
        QTRY_VERIFY(!m_window->document()->jobs()->isRunning());
        QVERIFY2(check->result()->text().contains(QStringLiteral("every solvable 3×3")),
                 qPrintable(check->result()->text()));
        QVERIFY(!check->openButton()->isEnabled());
        // 11 moves cannot solve every 10×10 maze: the Unsolved Maze Finder shows one.
        check->rowsBox()->setValue(10);
        check->colsBox()->setValue(10);
        QVERIFY(check->check());
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->document()->jobs()->isRunning(), 20000);
        QVERIFY2(check->result()->text().contains(QStringLiteral("counterexample")),
                 qPrintable(check->result()->text()));
        QVERIFY(check->counterexample());
        const Maze counter = *check->counterexample();
        QVERIFY(counter.isSolvable());
        QCOMPARE(counter.rows(), 10);
        QTest::mouseClick(check->openButton(), Qt::LeftButton);
        QCOMPARE(m_window->document()->currentMaze(), counter);
        QCOMPARE(m_window->modes()->currentWidget()->objectName(), QStringLiteral("editorPage"));
    }

    // Pictures for the README and for looking at the layout: MAZELAB_SHOTS=dir.
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("MAZELAB_SHOTS");
        if (dir.isEmpty())
            QSKIP("set MAZELAB_SHOTS=<dir> to write screenshots");
        m_window->resize(1400, 900);
        m_page->setPanel()->setControls(SetPanel::AllSolvable, 3, 4, 40, 0.35, 7);
        m_page->setPanel()->createSet();
        typeSequence(QStringLiteral("ddrrdrdruldrdrrdldrrdd"));
        session()->player()->setPosition(12);
        QTest::mouseClick(m_page->setPanel()->browser()->viewport(), Qt::LeftButton, {},
                          m_page->setPanel()->browser()->tileRect(7).center());
        QTest::qWait(200);
        QVERIFY(m_window->grab().save(dir + QStringLiteral("/simaso-4x4.png")));
        m_page->setPanel()->setFilter(2, 0);
        SolverPanel* solvers = m_page->solvers();
        m_page->showPanel(solvers);
        for (const char* algo : {"astar", "ess", "sat"}) {
            solvers->algorithmBox()->setCurrentIndex(
                solvers->algorithmBox()->findData(QLatin1String(algo)));
            QVERIFY(solvers->runSelected());
            QTRY_VERIFY_WITH_TIMEOUT(!m_window->document()->jobs()->isRunning(), 60000);
        }
        QTest::qWait(200);
        QVERIFY(m_window->grab().save(dir + QStringLiteral("/simaso-solvers.png")));
        ExperimentPanel* experiments = m_page->experiments();
        m_page->showPanel(experiments);
        experiments->kToBox()->setValue(8);
        experiments->setsBox()->setValue(5);
        QVERIFY(experiments->start());
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->document()->jobs()->isRunning(), 120000);
        QTest::qWait(200);
        QVERIFY(m_window->grab().save(dir + QStringLiteral("/simaso-experiments.png")));
        QVERIFY(experiments->exportPng(dir + QStringLiteral("/simaso-experiment-plots.png")));
        m_page->setPanel()->setFilter(0, 0);
        QVERIFY(m_page->findChild<SigmaCertificateView*>()->openFile(
            QStringLiteral(MAZELAB_TEST_DATA "/sigma/sigma-4x4.cert")));
        session()->player()->setPosition(20);
        m_page->showPanel(solvers);
        QTest::qWait(200);
        QVERIFY(m_window->grab().save(dir + QStringLiteral("/simaso-sigma44.png")));
    }

    void bigBrowserStaysVirtual()
    {
        Control control;
        QElapsedTimer clock;
        clock.start();
        auto set = SimasoSet::allSolvable(5, 5, control);
        const qint64 enumerateMs = clock.elapsed();
        QVERIFY(set);
        QCOMPARE(set->size(), 1225194);
        clock.restart();
        session()->reset(set, *parseMoves("ddddrrrr"), -1);
        QTRY_VERIFY_WITH_TIMEOUT(!session()->isRunPending(), 20000);
        const qint64 runMs = clock.elapsed();
        QCOMPARE(session()->run().solvedCount, referenceCounts(*set, session()->moves()));
        MazeSetBrowser* browser = m_page->setPanel()->browser();
        browser->resize(800, 600);
        clock.restart();
        const int frames = 200;
        for (int i = 0; i < frames; ++i) {
            browser->scrollToRow(qint64(i) * 6000);
            browser->verticalScrollBar()->setValue(browser->verticalScrollBar()->value()
                                                   + (i % 2 ? 37 : 0));
            browser->viewport()->repaint();
            QVERIFY(browser->lastPaintedTiles() < 200);
        }
        const double msPerFrame = double(clock.elapsed()) / frames;
        QVERIFY(browser->cachedImages() <= MazeSetBrowser::kCacheImages);
        browser->scrollToRow(set->size() - 1);
        const qint64 lastRow = set->size() - 1;
        QTest::mouseClick(browser->viewport(), Qt::LeftButton, {},
                          browser->tileRect(lastRow).center());
        QCOMPARE(browser->selectedIndex(), lastRow);
        clock.restart();
        m_page->setPanel()->setFilter(2, 0); // unsolved at the current step
        const qint64 filterMs = clock.elapsed();
        QCOMPARE(session()->shownCount(), 1225194 - session()->run().solvedAt(session()->step()));
        qInfo("5x5: enumerate %lld ms, run 8 moves %lld ms, scroll+paint %.2f ms/frame "
              "(%d tiles), filter %lld ms", enumerateMs, runMs, msPerFrame,
              browser->lastPaintedTiles(), filterMs);
    }
};

QTEST_MAIN(TestSimaso)
#include "tst_simaso.moc"
