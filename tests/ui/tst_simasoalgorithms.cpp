// The Simultaneous mode's real algorithms from the GUI (Nusser 2016): exact solvers, the
// approximations and lower bounds with their certificate, progress and cancel, the σ(4,4)
// certificate view, the all-mazes check of any size, and the README screenshots. (The
// SolverPanel mechanics with stand-in solvers are in tst_simasosolvers.cpp.)
#include "simasofixture.h"

#include <QRegularExpression>

using namespace mazelab;

class TestSimasoAlgorithms : public test::SimasoFixture {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings(); }
    void init() { setUp(); }
    void cleanup() { tearDown(); }

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
        // Why it stopped, named by the GUI (not the core's English "ESS: sigma >= …" line).
        QCOMPARE(o.note, QStringLiteral("time limit of 1 s reached"));
        QVERIFY(solvers->certificateButton()->isEnabled());
        QTest::mouseClick(solvers->certificateButton(), Qt::LeftButton);
        QCOMPARE(session()->mazeCount(), qint64(o.certificate.size()));
        qInfo("ESS lower bound on all 4x4 within 1 s: %d, certificate of %d mazes", o.lowerBound,
              int(o.certificate.size()));
    }

    // A search stopped by its time limit says so in the user's language, with the bound it
    // proved in its own column (the core's message is English: "A*: time limit of … reached;
    // proven lower bound …").
    void stopNoteIsTranslated()
    {
        m_window->setLanguage(QStringLiteral("de"));
        m_page->setPanel()->setControls(SetPanel::AllSolvable, 4, 4, 40, 0.35, 7);
        m_page->setPanel()->createSet();
        SolverPanel* solvers = m_page->solvers();
        solvers->algorithmBox()->setCurrentIndex(
            solvers->algorithmBox()->findData(QStringLiteral("astar")));
        solvers->timeLimitBox()->setValue(0.5);
        QVERIFY(solvers->runSelected());
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->document()->jobs()->isRunning(), 30000);
        QCOMPARE(int(solvers->results().size()), 1);
        const SolverOutcome o = solvers->results()[0].outcome;
        m_window->setLanguage(QString());
        QVERIFY(!o.exact && o.lowerBound > 0);
        QVERIFY2(o.note.startsWith(QStringLiteral("Zeitlimit von 0")) &&
                     o.note.endsWith(QStringLiteral("5 s erreicht")),
                 qPrintable(o.note));
        const QString kind = solvers->table()->item(0, 2)->text();
        qInfo("A* stopped, in German: %s", qPrintable(kind));
        QVERIFY2(kind.startsWith(QStringLiteral("σ ≥ %1 (Zeitlimit").arg(o.lowerBound)),
                 qPrintable(kind));
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
        const QString before = m_page->setPanel()->current()->text();
        QVERIFY(view->openFile(QStringLiteral(MAZELAB_TEST_DATA "/sigma/sigma-4x4.cert")));
        QCOMPARE(session()->mazeCount(), 97);
        // The Set panel's form still says how the last set was made; its current-set line
        // names the certificate's set instead.
        QCOMPARE(m_page->setPanel()->current()->text(),
                 QStringLiteral("Current set: σ(4,4) ≥ 29 certificate (97 mazes)"));
        QVERIFY(before != m_page->setPanel()->current()->text());
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
        // A small one to the end: incremental, as the search found it, its first 46 mazes
        // already refute 17 moves (the status bar shows each warm-up call meanwhile).
        QVERIFY(view->openFile(QStringLiteral(MAZELAB_TEST_DATA "/sigma/sigma-2x8.cert")));
        QCOMPARE(session()->mazeCount(), 49);
        QVERIFY(view->recheck());
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->document()->jobs()->isRunning(), 60000);
        QVERIFY2(view->summary()->text().contains(
                     QStringLiteral("no shorter sequence solves even its first 46 of 49 mazes")),
                 qPrintable(view->summary()->text()));
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
        // An enumerated size says how many of its mazes the sequence solves (4×4: 3828 in all);
        // a searched one (6×6) does not claim "0 of 1,636,193,228".
        check->rowsBox()->setValue(4);
        check->colsBox()->setValue(4);
        QVERIFY(check->check());
        QTRY_VERIFY(!m_window->document()->jobs()->isRunning());
        QVERIFY2(check->result()->text().contains(
                     QRegularExpression(QStringLiteral("It solves [0-9,]+ of 3,?828 mazes"))),
                 qPrintable(check->result()->text()));
        check->rowsBox()->setValue(6);
        check->colsBox()->setValue(6);
        QVERIFY(check->check());
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->document()->jobs()->isRunning(), 20000);
        QVERIFY2(check->result()->text().contains(QStringLiteral("counterexample"))
                     && !check->result()->text().contains(QStringLiteral(" of ")),
                 qPrintable(check->result()->text()));
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
};

QTEST_MAIN(TestSimasoAlgorithms)
#include "tst_simasoalgorithms.moc"
