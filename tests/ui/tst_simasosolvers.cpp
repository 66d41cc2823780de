// SolverPanel with test solvers: run in the background with progress, cancel, time limit,
// failures, the results table, loading into the player and saving into the document.
#include "uitesthelpers.h"

#include "ui/jobs/jobrunner.h"
#include "ui/mazedocument.h"
#include "ui/simaso/simasosession.h"
#include "ui/simaso/experimentpanel.h"
#include "ui/simaso/solverpanel.h"

#include <QListWidget>
#include <QSpinBox>
#include <QTemporaryDir>
#include <qcustomplot.h>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <stdexcept>

using namespace mazelab;

namespace {
std::vector<SolverSpec> testSolvers()
{
    SolverSpec known;
    known.id = QStringLiteral("known");
    known.name = QStringLiteral("Known answer");
    known.params.push_back({QStringLiteral("lookahead"), QStringLiteral("Lookahead:"), 1, 8, 3, 0, {}});
    known.run = [](const SimasoSet&, const SolverParams& p, Control&) {
        SolverOutcome o;
        o.sequence = *parseMoves("drddruurrdd");
        o.exact = p.value(QStringLiteral("lookahead")) == 3;
        return o;
    };
    SolverSpec spin;
    spin.id = QStringLiteral("spin");
    spin.name = QStringLiteral("Spin");
    spin.run = [](const SimasoSet& set, const SolverParams&, Control& c) {
        qint64 states = 0;
        while (!c.poll()) {
            if (++states % 100000 == 0)
                c.progressText(-1, "bound 5, " + std::to_string(set.size()) + " mazes, "
                                   + std::to_string(states) + " states");
        }
        SolverOutcome o;
        o.lowerBound = 5;
        o.note = QStringLiteral("stopped");
        o.certificate = {set.maze(0), set.maze(1)};
        return o;
    };
    SolverSpec fail;
    fail.id = QStringLiteral("fail");
    fail.name = QStringLiteral("Fails");
    fail.run = [](const SimasoSet&, const SolverParams&, Control&) -> SolverOutcome {
        throw std::runtime_error("memory cap of 1 MB reached");
    };
    return {known, spin, fail};
}
} // namespace

class TestSimasoSolvers : public QObject {
    Q_OBJECT
    std::unique_ptr<MazeDocument> m_doc;
    SimasoSession* m_session = nullptr;
    std::unique_ptr<SolverPanel> m_panel;

private slots:
    void initTestCase() { test::isolateSettings(); }
    void init()
    {
        m_doc = std::make_unique<MazeDocument>();
        m_session = new SimasoSession(m_doc.get(), m_doc.get());
        Control control;
        m_session->setSet(SimasoSet::allSolvable(3, 3, control));
        m_panel = std::make_unique<SolverPanel>(m_session, testSolvers());
        m_panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    }
    void cleanup()
    {
        m_panel.reset();
        m_doc.reset();
    }

    void runLoadAndSave()
    {
        QCOMPARE(m_panel->algorithmBox()->count(), 3);
        QVERIFY(m_panel->paramBox(QStringLiteral("lookahead")));
        QCOMPARE(m_panel->paramBox(QStringLiteral("lookahead"))->value(), 3.0);
        QVERIFY(!m_panel->loadButton()->isEnabled());
        QTest::mouseClick(m_panel->runButton(), Qt::LeftButton);
        QTRY_COMPARE(int(m_panel->results().size()), 1);
        QTRY_VERIFY(!m_doc->jobs()->isRunning());
        QTableWidget* t = m_panel->table();
        QCOMPARE(t->rowCount(), 1);
        QCOMPARE(t->item(0, 0)->text(), QStringLiteral("Known answer"));
        QCOMPARE(t->item(0, 1)->text(), QStringLiteral("11"));
        QCOMPARE(t->item(0, 2)->text(), QStringLiteral("exact"));
        QVERIFY(t->item(0, 4)->text().contains(QStringLiteral("3×3")));
        QVERIFY(m_panel->loadButton()->isEnabled());
        QTest::mouseClick(m_panel->loadButton(), Qt::LeftButton);
        QCOMPARE(m_session->sequenceText(), QStringLiteral("drddruurrdd"));
        QCOMPARE(m_session->step(), 0); // loaded to be played from the start
        QCOMPARE(m_session->run().solvedAt(11), 51);
        QTest::mouseClick(m_panel->saveButton(), Qt::LeftButton);
        QCOMPARE(m_doc->sequences().size(), std::size_t(1));
        QCOMPARE(m_doc->sequences()[0].moves, QStringLiteral("drddruurrdd"));
        // A parameter changes the outcome: lookahead 2 is "not exact" here.
        m_panel->paramBox(QStringLiteral("lookahead"))->setValue(2);
        QVERIFY(m_panel->runSelected());
        QTRY_COMPARE(int(m_panel->results().size()), 2);
        QCOMPARE(t->item(1, 2)->text(), QStringLiteral("upper bound"));
    }

    void progressAndCancel()
    {
        m_panel->algorithmBox()->setCurrentIndex(1);
        m_panel->timeLimitBox()->setValue(0);
        QVERIFY(m_panel->runSelected());
        QVERIFY(m_panel->cancelButton()->isEnabled());
        QVERIFY(!m_panel->runButton()->isEnabled());
        QTRY_VERIFY(m_panel->progressLabel()->text().contains(QStringLiteral("51 mazes")));
        QTest::mouseClick(m_panel->cancelButton(), Qt::LeftButton);
        QTRY_VERIFY(!m_doc->jobs()->isRunning());
        QVERIFY(m_panel->progressLabel()->text().contains(QStringLiteral("cancel")));
        QVERIFY(m_panel->results().empty());
        QVERIFY(m_panel->runButton()->isEnabled());
    }

    void timeLimitGivesPartialAnswer()
    {
        m_panel->algorithmBox()->setCurrentIndex(1);
        m_panel->timeLimitBox()->setValue(0.2);
        QVERIFY(m_panel->runSelected());
        QTRY_COMPARE_WITH_TIMEOUT(int(m_panel->results().size()), 1, 5000);
        QTRY_VERIFY(!m_doc->jobs()->isRunning());
        QVERIFY(m_panel->results()[0].timedOut);
        QCOMPARE(m_panel->table()->item(0, 1)->text(), QStringLiteral("—"));
        QVERIFY(m_panel->table()->item(0, 2)->text().contains(QStringLiteral("σ ≥ 5")));
        QVERIFY(!m_panel->loadButton()->isEnabled()); // a bound has no sequence to load
        // Its certificate can be browsed as a set.
        QVERIFY(m_panel->certificateButton()->isEnabled());
        const Maze first = m_session->set()->maze(0);
        QTest::mouseClick(m_panel->certificateButton(), Qt::LeftButton);
        QCOMPARE(m_session->mazeCount(), 2);
        QCOMPARE(m_session->set()->maze(0), first);
        QVERIFY(m_session->set()->description().contains(QStringLiteral("σ ≥ 5")));
    }

    void failureIsReported()
    {
        m_panel->algorithmBox()->setCurrentIndex(2);
        QVERIFY(m_panel->runSelected());
        QTRY_VERIFY(!m_doc->jobs()->isRunning());
        QVERIFY(m_panel->progressLabel()->text().contains(QStringLiteral("memory cap")));
        QVERIFY(m_panel->results().empty());
    }

    void experimentPlotsAndExports()
    {
        auto solvers = testSolvers();
        SolverSpec byK; // length = number of mazes, time grows with k
        byK.id = QStringLiteral("byk");
        byK.name = QStringLiteral("One per maze");
        byK.run = [](const SimasoSet& set, const SolverParams&, Control&) {
            SolverOutcome o;
            o.sequence.assign(std::size_t(set.size()), Move::Down);
            return o;
        };
        solvers.push_back(byK);
        ExperimentPanel panel(m_doc.get(), solvers);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.solverList()->item(1)->setCheckState(Qt::Unchecked); // Spin would never end
        panel.kFromBox()->setValue(1);
        panel.kToBox()->setValue(4);
        panel.setsBox()->setValue(3);
        QTest::mouseClick(panel.runButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!m_doc->jobs()->isRunning(), 10000);
        // 4 values of k × 3 sets × 3 algorithms (the failing one is recorded with its error).
        QCOMPARE(int(panel.runs().size()), 36);
        const auto summary = summarize(panel.runs());
        for (const ExperimentSummary& s : summary) {
            if (s.algorithm == QLatin1String("One per maze")) {
                QCOMPARE(s.meanLength, double(s.k));
                QCOMPARE(s.sdLength, 0.0);
            }
            if (s.algorithm == QLatin1String("Known answer"))
                QCOMPARE(s.meanLength, 11.0);
        }
        QCOMPARE(panel.timePlot()->graphCount(), 3);
        QCOMPARE(panel.timePlot()->yAxis->scaleType(), QCPAxis::stLogarithmic);
        QCOMPARE(panel.lengthPlot()->graph(2)->data()->size(), 4);
        QTemporaryDir dir;
        QVERIFY(panel.exportPng(dir.filePath(QStringLiteral("e.png"))));
        QVERIFY(!QImage(dir.filePath(QStringLiteral("e.png"))).isNull());
        QVERIFY(panel.exportCsv(dir.filePath(QStringLiteral("e.csv"))));
        QFile csv(dir.filePath(QStringLiteral("e.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(csv.readAll()).split(QLatin1Char('\n'),
                                                                         Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 37);
        QVERIFY(lines[0].startsWith(QStringLiteral("algorithm,rows,cols,k,set,length")));
        QVERIFY(lines.last().contains(QStringLiteral("\"One per maze\",4,4,4,2,4,0")));
        QVERIFY(!panel.exportCsv(QStringLiteral("/nonexistent/dir/e.csv")));
        const QString status = panel.status()->text();
        QVERIFY2(status.contains(QStringLiteral("Cannot write /nonexistent/dir/e.csv")),
                 qPrintable(status));
    }

    void refusedWhileAnotherJobRuns()
    {
        QVERIFY(m_doc->jobs()->start(QStringLiteral("Other"),
                                     [](Control& c) { while (!c.poll()) {} return 0; },
                                     [](int) {}));
        QVERIFY(!m_panel->runButton()->isEnabled() || !m_panel->runSelected());
        m_doc->jobs()->cancel();
        QTRY_VERIFY(!m_doc->jobs()->isRunning());
    }
};

QTEST_MAIN(TestSimasoSolvers)
#include "tst_simasosolvers.moc"
