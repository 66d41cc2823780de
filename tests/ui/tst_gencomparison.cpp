// The comparison of all generators (Generate mode › Cell types › "Compare all generators…"):
// the dialog runs a batch per generator on its own JobRunner, its table equals the core's
// (gen::compareGenerators, shared with `mazelab-cli metrics --generator all`), sorts numbers
// as numbers, exports CSV (the core's text) and PNG (the whole table), and cancels promptly.
#include "generatefixture.h"

#include "ui/gen/comparisondialog.h"

#include <QHeaderView>
#include <QSettings>
#include <QProgressBar>
#include <QTableWidget>

using namespace mazelab;

class TestGenComparison : public test::GenerateFixture {
    Q_OBJECT
private slots:
    void init() { setUp(); }
    void cleanup() { tearDown(); }

    void tableEqualsTheCore()
    {
        DistributionPanel* panel = m_page->distributionPanel();
        QVERIFY(!m_page->comparisonDialog());
        QTest::mouseClick(panel->compareButton(), Qt::LeftButton);
        ComparisonDialog* dialog = m_page->comparisonDialog();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QCOMPARE(dialog->countSpin()->value(), 100); // the thesis' batch by default
        QCOMPARE(dialog->rowsSpin()->value(), 10);
        QVERIFY(!dialog->csvButton()->isEnabled());
        dialog->countSpin()->setValue(4);
        dialog->rowsSpin()->setValue(6);
        dialog->colsSpin()->setValue(7);
        dialog->seedSpin()->setValue(3);
        QTest::mouseClick(dialog->runButton(), Qt::LeftButton);
        QVERIFY(dialog->isRunning()); // the click returned while the work runs
        QVERIFY(dialog->cancelButton()->isEnabled());
        QVERIFY(QTest::qWaitFor([&] { return !dialog->isRunning(); }, 120000));
        QCOMPARE(dialog->progressBar()->value(), 1000);

        gen::ComparisonRequest request;
        request.count = 4;
        request.rows = 6;
        request.cols = 7;
        request.seed = 3;
        Control control(3);
        const std::vector<gen::ComparisonRow> expected = gen::compareGenerators(request, control);
        const std::vector<gen::ComparisonRow>& rows = dialog->rows();
        QCOMPARE(rows.size(), gen::generatorList().size());
        QCOMPARE(rows.size(), expected.size());
        QTableWidget* table = dialog->table();
        QCOMPARE(table->rowCount(), int(rows.size()));
        const int msColumn = int(gen::comparisonColumns().size()) - 2;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            QCOMPARE(rows[i].algorithm, expected[i].algorithm);
            std::vector<std::string> a = gen::comparisonValues(rows[i]);
            std::vector<std::string> b = gen::comparisonValues(expected[i]);
            a[std::size_t(msColumn - 1)] = b[std::size_t(msColumn - 1)] = ""; // timing differs
            QCOMPARE(a, b);
        }
        // Every passage generator has its M1; the block-only ones are marked.
        const auto* cellular = &*std::find_if(rows.begin(), rows.end(), [](const auto& r) {
            return r.algorithm == "cellular";
        });
        QVERIFY(!cellular->passage);
        QVERIFY(cellular->avgPassage > 0);

        // Sorting by M1 (column 3) orders the numbers, not their text.
        table->sortByColumn(3, Qt::AscendingOrder);
        double last = -1;
        for (int r = 0; r < table->rowCount(); ++r) {
            const QString text = table->item(r, 3)->text();
            if (text.isEmpty())
                continue; // block-only generators, sorted last
            QVERIFY2(text.toDouble() >= last, qPrintable(text));
            last = text.toDouble();
        }
        QVERIFY(table->item(table->rowCount() - 1, 3)->text().isEmpty());
        // Clicking a header sorts too.
        QTest::mouseClick(table->horizontalHeader()->viewport(), Qt::LeftButton, {},
                          QPoint(table->horizontalHeader()->sectionViewportPosition(0) + 5, 5));
        QVERIFY(table->horizontalHeader()->sortIndicatorSection() == 0);

        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("c.csv"));
        QVERIFY(dialog->writeCsv(csv));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QCOMPARE(text.toStdString(), gen::comparisonCsv(rows));
        QVERIFY(text.startsWith("generator,mazes,perfect,M1,M2,M3,M4,M4general,M5,dead_ends,"));
        QCOMPARE(text.count('\n'), qsizetype(rows.size() + 1));

        if (const QString shots = qEnvironmentVariable("GEN_SHOTS"); !shots.isEmpty()) {
            dialog->grab().save(shots + QStringLiteral("/comparison-dialog.png"));
            dialog->savePng(shots + QStringLiteral("/comparison-table.png"));
        }
        // The picture holds the whole table, however little of it is on screen.
        dialog->resize(400, 300);
        const QImage image = dialog->renderTable();
        QVERIFY(image.width() > 600);
        QVERIFY(image.height() > 20 * int(rows.size()));
        const QString png = dir.filePath(QStringLiteral("c.png"));
        QVERIFY(dialog->savePng(png));
        QCOMPARE(QImage(png).size(), image.size());
        // A full disk keeps both files and says why (the CSV became an empty file, reported as
        // saved; the picture was written in place).
        file.close();
        {
            const test::FileSizeLimit full(20);
            QString error;
            QVERIFY(!dialog->writeCsv(csv, &error));
            QVERIFY2(error.contains(QStringLiteral("is the disk full?")), qPrintable(error));
            QVERIFY(!dialog->savePng(png, &error));
        }
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), text);
        QCOMPARE(QImage(png).size(), image.size());
    }

    // The batch the user last ran and the dialog's size come back in a new dialog (a new
    // session): AppSettings keeps them; nonsense in the settings file falls back to defaults.
    void settingsSurviveTheDialog()
    {
        {
            ComparisonDialog first;
            QCOMPARE(first.countSpin()->value(), 100);
            first.countSpin()->setValue(3);
            first.rowsSpin()->setValue(5);
            first.colsSpin()->setValue(8);
            first.seedSpin()->setValue(42);
            first.resize(900, 500);
            QVERIFY(first.run());
            QVERIFY(QTest::qWaitFor([&] { return !first.isRunning(); }, 120000));
        }
        ComparisonDialog second;
        QCOMPARE(second.countSpin()->value(), 3);
        QCOMPARE(second.rowsSpin()->value(), 5);
        QCOMPARE(second.colsSpin()->value(), 8);
        QCOMPARE(second.seedSpin()->value(), 42);
        QCOMPARE(second.size(), QSize(900, 500));
        QSettings().setValue(QStringLiteral("comparison/count"), QStringLiteral("lots"));
        QSettings().setValue(QStringLiteral("comparison/rows"), -4);
        ComparisonDialog third;
        QCOMPARE(third.countSpin()->value(), 100);
        QCOMPARE(third.rowsSpin()->value(), 10);
        QCOMPARE(third.colsSpin()->value(), 8);
    }

    // Cancel stops the batch within a fraction of a second; the GUI stays free meanwhile.
    void cancelIsPrompt()
    {
        ComparisonDialog* dialog = m_page->openComparison();
        dialog->countSpin()->setValue(10000);
        dialog->rowsSpin()->setValue(60);
        dialog->colsSpin()->setValue(60);
        QVERIFY(dialog->run());
        QVERIFY(!dialog->run()); // one run at a time
        QVERIFY(QTest::qWaitFor([&] { return dialog->progressBar()->value() > 0; }, 20000));
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(dialog->cancelButton(), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([&] { return !dialog->isRunning(); }, 10000));
        qInfo("cancel took %lld ms", clock.elapsed());
        QVERIFY(dialog->rows().empty()); // a cancelled run shows no half table
        QVERIFY(dialog->runButton()->isEnabled());
        QVERIFY(!dialog->statusLabel()->text().isEmpty());
    }

    // The genetic generator refuses a batch above its 10,000 cells; the others still run.
    void refusedGeneratorKeepsItsRow()
    {
        gen::ComparisonRequest request;
        request.count = 1;
        request.rows = request.cols = 101;
        request.algorithms = {"genetic", "kruskal"};
        Control control;
        const auto rows = gen::compareGenerators(request, control);
        QCOMPARE(rows.size(), std::size_t(2));
        QVERIFY(!rows[0].error.empty());
        QCOMPARE(rows[0].count, 0);
        QCOMPARE(rows[1].count, 1);
        QVERIFY(rows[1].error.empty());
    }
};

QTEST_MAIN(TestGenComparison)
#include "tst_gencomparison.moc"
