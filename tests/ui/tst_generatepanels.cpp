// The Generate mode's side panels: the algorithm combo lists the registry, the batch
// distribution equals the core's beside the thesis' table (CSV / PNG), overlays change the
// picture and metrics are shown, the speed chart plots its points, and the panel stays narrow
// in English and every translation. `GEN_SHOTS=DIR` also saves pictures of each tab and prints frame costs.
#include "generatefixture.h"
#include "translationcatalogue.h"

using namespace mazelab;

class TestGeneratePanels : public test::GenerateFixture {
    Q_OBJECT
private slots:
    void init() { setUp(); }
    void cleanup() { tearDown(); }

    // Every generator of the registry is offered, its summary as tooltip.
    void comboListsTheRegistry()
    {
        QComboBox* box = form()->algorithmBox();
        QCOMPARE(box->count(), int(gen::generatorList().size()));
        for (int i = 0; i < box->count(); ++i) {
            QCOMPARE(box->itemData(i).toString().toStdString(), gen::generatorList()[i].name);
            QVERIFY(!box->itemData(i, Qt::ToolTipRole).toString().isEmpty());
        }
        choose("growing-tree");
        QVERIFY(form()->findChild<QComboBox*>(QStringLiteral("genParam_choose")));
        QVERIFY(form()->findChild<QDoubleSpinBox*>(QStringLiteral("genParam_p")));
        choose("spiral");
        QVERIFY(form()->findChild<QSpinBox*>(QStringLiteral("genParam_length")));
        QVERIFY(!form()->findChild<QComboBox*>(QStringLiteral("genParam_choose")));
    }
    // A batch's shares are the core's, and the thesis' table stands beside it.
    void batchDistributionEqualsTheCore()
    {
        setRequest("prim", 5, 5, 3);
        DistributionPanel* panel = m_page->distributionPanel();
        panel->countSpin()->setValue(20);
        panel->rowsSpin()->setValue(10);
        panel->colsSpin()->setValue(10);
        QTest::mouseClick(panel->runButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        QCOMPARE(panel->source(), DistributionPanel::Source::Batch);
        gen::CellTypeDistribution expected;
        gen::GenRequest request;
        request.algorithm = "prim";
        for (int i = 0; i < 20; ++i) {
            Control control(3 + std::uint64_t(i));
            expected.add(gen::computeMetrics(gen::generateGrid(request, control)));
        }
        const std::array<double, 16> shares = panel->shares();
        for (int code = 0; code < 16; ++code)
            QCOMPARE(shares[std::size_t(code)], 100.0 * expected.share(code));
        QVERIFY(panel->thesisShares());
        QCOMPARE(*panel->thesisShares(), gen::findThesisDistribution("prim")->percent);
        QVERIFY(panel->infoLabel()->text().contains(QStringLiteral("4.6")));

        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("d.csv"));
        QVERIFY(panel->writeCsv(csv));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 17);
        QVERIFY(lines[1].startsWith("0,----,"));
        const QString png = dir.filePath(QStringLiteral("d.png"));
        QVERIFY(panel->savePng(png));
        QVERIFY(!QImage(png).isNull());
        // A full disk keeps both files and says why (the table was replaced by an empty file
        // and the export reported success; the chart was written in place, cut short).
        QFile::copy(csv, csv + QStringLiteral(".before"));
        QFile::copy(png, png + QStringLiteral(".before"));
        {
            const test::FileSizeLimit full(20);
            QString error;
            QVERIFY(!panel->writeCsv(csv, &error));
            QVERIFY2(error.startsWith(QStringLiteral("Cannot write ") + csv), qPrintable(error));
            QVERIFY(!panel->savePng(png, &error));
            QVERIFY2(error.contains(QStringLiteral("is the disk full?")), qPrintable(error));
        }
        for (const QString& path : {csv, png}) {
            QFile now(path), before(path + QStringLiteral(".before"));
            QVERIFY(now.open(QIODevice::ReadOnly) && before.open(QIODevice::ReadOnly));
            QVERIFY2(now.readAll() == before.readAll(), qPrintable(path));
        }

        // The current maze's shares come from its metrics.
        panel->sourceBox()->setCurrentIndex(int(DistributionPanel::Source::CurrentMaze));
        const gen::MazeMetrics& m = *m_page->result()->metrics;
        QCOMPARE(panel->shares()[5], 100.0 * m.cellTypes[5] / (m.rows * m.cols));
    }
    // Distance colouring and the longest path change the picture; metrics are shown.
    void overlaysChangeThePicture()
    {
        setRequest("backtracker", 12, 12, 2);
        form()->instantCheck()->setChecked(true);
        clickGenerate();
        const QImage plain = viewImage();
        clickCheck(form()->distancesCheck());
        QVERIFY(form()->distancesCheck()->isChecked());
        const QImage coloured = viewImage();
        QVERIFY(coloured != plain);
        clickCheck(form()->longestPathCheck());
        QVERIFY(form()->longestPathCheck()->isChecked());
        const QImage path = viewImage();
        QVERIFY(path != coloured);
        const gen::DistanceMap& map = *m_page->result()->distances;
        // The diameter is at least the farthest distance from the start, and a chain of cells.
        QVERIFY(int(map.longestPath.size()) >= map.maxDistance + 1);
        for (std::size_t i = 1; i < map.longestPath.size(); ++i) {
            const int a = map.longestPath[i - 1], b = map.longestPath[i];
            QVERIFY(std::abs(a - b) == 1 || std::abs(a - b) == map.cols);
        }
        QCOMPARE(m_page->metricsPanel()->valueText(QStringLiteral("perfect")),
                 QStringLiteral("yes"));
        QCOMPARE(m_page->metricsPanel()->valueText(QStringLiteral("deadEnds")),
                 QString::number(m_page->result()->metrics->deadEnds));
    }
    // "Measure" plots one point per generator and size, in the background.
    void speedChartPlotsPoints()
    {
        SpeedPanel* speed = m_page->speedPanel();
        speed->setChecked({QStringLiteral("backtracker"), QStringLiteral("binary-tree")});
        speed->maxSideSpin()->setValue(32);
        QTest::mouseClick(speed->measureButton(), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([speed] { return !speed->isMeasuring(); }, 60000));
        QCOMPARE(int(speed->points().size()), 2);
        for (const auto& [name, points] : speed->points()) {
            QCOMPARE(int(points.size()), 2); // 10², 32²
            QCOMPARE(points[1].side, 32);
            QVERIFY(points[1].ms > 0);
        }
    }
    void sidePanelStaysNarrow_data()
    {
        test::addLanguageRows();
    }

    // The side panel stays narrow in every language: the window still fits 900 px.
    void sidePanelStaysNarrow()
    {
        QFETCH(QString, code);
        SKIP_WHILE_INCOMPLETE(code);
        const QString generate = test::translationOf(
            test::readCatalogue(code), QStringLiteral("mazelab::GenerateForm"),
            QStringLiteral("Generate"));
        QVERIFY(!generate.isEmpty());
        QVERIFY(m_page->panels()->minimumSizeHint().width() <= 260);
        QVERIFY(m_window->minimumSizeHint().width() <= 900);
        m_window->setLanguage(code);
        QApplication::processEvents();
        QCOMPARE(form()->generateButton()->text(), generate);
        for (const QString& text : generatorTextSources()) // the registry's texts too
            QVERIFY2(generatorText(text.toStdString()) != text, qPrintable(text));
        // every parameter of every generator has a label in the table, translated; the form
        // shows it ("Lauflänge:" for `length`)
        for (const gen::GeneratorInfo& info : gen::generatorList())
            for (const gen::GenParam& p : info.params) {
                const QString english = QString::fromStdString(p.name);
                QVERIFY2(generatorParamLabel(p.name) != english, qPrintable(english));
            }
        setRequest("spiral", 10, 10, 1);
        auto* lengthEditor = m_window->findChild<QWidget*>(QStringLiteral("genParam_length"));
        QVERIFY(lengthEditor);
        auto* formLayout = qobject_cast<QFormLayout*>(lengthEditor->parentWidget()->layout());
        QVERIFY(formLayout);
        auto* lengthLabel = qobject_cast<QLabel*>(formLayout->labelForField(lengthEditor));
        QVERIFY(lengthLabel);
        QCOMPARE(lengthLabel->text(), generatorParamLabel("length") + QLatin1Char(':'));
        QVERIFY(lengthLabel->text() != QStringLiteral("length:"));
        QVERIFY(m_page->panels()->minimumSizeHint().width() <= 260);
        QVERIFY(m_window->minimumSizeHint().width() <= 900);
        m_window->setLanguage(QString());
    }
    // Not a check: GEN_SHOTS=DIR saves pictures of each tab for the README and for review.
    void shots()
    {
        const QString dir = qEnvironmentVariable("GEN_SHOTS");
        if (dir.isEmpty())
            QSKIP("GEN_SHOTS not set");
        m_window->resize(1280, 720);
        setRequest("wilson", 30, 40, 3);
        clickGenerate();
        m_page->player()->pause();
        m_page->player()->setPosition(m_page->player()->length() / 2);
        QApplication::processEvents();
        m_window->grab().save(dir + QStringLiteral("/s1.png"));
        m_page->player()->setPosition(m_page->player()->length());
        clickCheck(form()->distancesCheck());
        clickCheck(form()->longestPathCheck());
        m_page->panels()->setCurrentIndex(1);
        QApplication::processEvents();
        m_window->grab().save(dir + QStringLiteral("/s2.png"));
        QVERIFY(m_window->files()->saveToFile(dir + QStringLiteral("/generate.mazelab")));
        m_page->panels()->setCurrentIndex(2);
        setRequest("backtracker", 30, 40, 3);
        clickGenerate();
        m_page->player()->pause();
        m_page->player()->setPosition(m_page->player()->length());
        QTest::mouseClick(m_page->distributionPanel()->runButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        QApplication::processEvents();
        m_window->grab().save(dir + QStringLiteral("/s3.png"));
        m_page->panels()->setCurrentIndex(3);
        m_page->speedPanel()->maxSideSpin()->setValue(316);
        QTest::mouseClick(m_page->speedPanel()->measureButton(), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([this] { return !m_page->speedPanel()->isMeasuring(); }, 60000));
        QApplication::processEvents();
        m_window->grab().save(dir + QStringLiteral("/s4.png"));
        // Frame cost while a 200 × 200 carving plays: move the player, repaint the canvas.
        m_page->panels()->setCurrentIndex(0);
        form()->distancesCheck()->setChecked(false);
        form()->longestPathCheck()->setChecked(false);
        for (const char* algorithm : {"backtracker", "wilson", "prim"}) {
            setRequest(algorithm, 200, 200, 1);
            clickGenerate();
            PlaybackController* player = m_page->player();
            player->pause();
            QElapsedTimer clock;
            clock.start();
            const int frames = 300;
            for (int i = 1; i <= frames; ++i) {
                player->setPosition(player->length() * i / (frames + 1));
                m_page->view()->viewport()->repaint();
            }
            qInfo("%s 200x200: %lld steps, %.2f ms per frame (seek + repaint)", algorithm,
                  player->length(), double(clock.elapsed()) / frames);
            clock.start();
            player->setPosition(0);
            for (int i = 1; i <= frames; ++i) {
                player->setPosition(i * 64); // "as fast as possible": a batch per frame
                m_page->view()->viewport()->repaint();
            }
            qInfo("%s 200x200: %.2f ms per frame playing 64 steps a frame", algorithm,
                  double(clock.elapsed()) / frames);
        }
        setRequest("backtracker", 2000, 2000, 1);
        QElapsedTimer clock;
        clock.start();
        clickGenerate();
        qInfo("backtracker 2000x2000: generated in %.0f ms, on screen after %lld ms",
              m_page->result()->ms, qint64(clock.elapsed()));
        QApplication::processEvents();
        m_window->grab().save(dir + QStringLiteral("/s5.png"));
    }
};

QTEST_MAIN(TestGeneratePanels)
#include "tst_generatepanels.moc"
