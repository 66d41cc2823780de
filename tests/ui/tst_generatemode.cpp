// The Generate mode (issue 14), driven as a user would: choose an algorithm in the combo, set
// size and seed, click Generate, wait for the background job, step the one player and check
// that the carving ends on exactly the maze gen::generate makes from the same request; put it
// into the workspace and undo; refused requests show their reason; the batch distribution
// equals the core's; overlays change the picture; settings come back with the project; the
// carving exports as a GIF through the menu; a huge maze is shown at once.
#include "uitesthelpers.h"

#include "core/gen/generators.h"
#include "core/gen/metrics.h"
#include "core/gen/thesistables.h"
#include "ui/animation/animation.h"
#include "ui/export/animationexportdialog.h"
#include "ui/gen/distributionpanel.h"
#include "ui/gen/generateform.h"
#include "ui/gen/generatepage.h"
#include "ui/gen/generatortexts.h"
#include "ui/gen/genmetricspanel.h"
#include "ui/gen/speedpanel.h"
#include "ui/jobs/jobrunner.h"
#include "ui/mainwindow/filecontroller.h"
#include "ui/mainwindow/mainactions.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mazedocument.h"
#include "ui/player/playbackcontroller.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QImageReader>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>

using namespace mazelab;

class TestGenerateMode : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> m_window;
    GeneratePage* m_page = nullptr;

    MazeDocument* doc() { return m_window->document(); }
    GenerateForm* form() { return m_page->form(); }
    bool waitJob()
    {
        return QTest::qWaitFor([this] { return !doc()->jobs()->isRunning(); }, 60000);
    }
    void choose(const char* algorithm)
    {
        QComboBox* box = form()->algorithmBox();
        const int index = box->findData(QString::fromLatin1(algorithm));
        QVERIFY(index >= 0);
        box->setCurrentIndex(index);
    }
    void setRequest(const char* algorithm, int rows, int cols, int seed)
    {
        choose(algorithm);
        form()->rowsSpin()->setValue(rows);
        form()->colsSpin()->setValue(cols);
        form()->seedSpin()->setValue(seed);
    }
    void clickGenerate()
    {
        QTest::mouseClick(form()->generateButton(), Qt::LeftButton);
        QVERIFY(waitJob());
    }
    // A check box is hit on its indicator and text, not on the blank rest of its row.
    static void clickCheck(QCheckBox* box)
    {
        QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
    }
    QImage viewImage()
    {
        QApplication::processEvents();
        return m_page->view()->viewport()->grab().toImage();
    }
    // Answers File > Export animation…'s dialog.
    void exportThroughMenu(const QString& path, int cellPx)
    {
        QTimer::singleShot(0, this, [=] {
            auto* dialog = qobject_cast<AnimationExportDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->pathEdit()->setText(path);
            dialog->cellSpin()->setValue(cellPx);
            dialog->strideSpin()->setValue(5);
            dialog->captionCheck()->setChecked(false);
            QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
        });
        QVERIFY(m_window->actions()->exportAnimation->isEnabled());
        m_window->actions()->exportAnimation->trigger();
    }

private slots:
    void init()
    {
        test::isolateSettings();
        m_window = std::make_unique<MainWindow>(false);
        m_window->files()->openDemo();
        m_window->resize(1100, 720);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->selectMode(QStringLiteral("generate")));
        m_page = qobject_cast<GeneratePage*>(m_window->modes()->currentWidget());
        QVERIFY(m_page);
        QCOMPARE(m_page->objectName(), QStringLiteral("generatePage"));
        QVERIFY(waitJob()); // the first show generates the settings' maze
        QVERIFY(m_page->result());
    }
    void cleanup() { m_window.reset(); }

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
        m_page->panelTabs()->setCurrentIndex(1);
        QApplication::processEvents();
        m_window->grab().save(dir + QStringLiteral("/s2.png"));
        m_page->panelTabs()->setCurrentIndex(2);
        setRequest("backtracker", 30, 40, 3);
        QTest::mouseClick(m_page->distributionPanel()->runButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        QApplication::processEvents();
        m_window->grab().save(dir + QStringLiteral("/s3.png"));
        m_page->panelTabs()->setCurrentIndex(3);
        m_page->speedPanel()->maxSideSpin()->setValue(316);
        QTest::mouseClick(m_page->speedPanel()->measureButton(), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([this] { return !m_page->speedPanel()->isMeasuring(); }, 60000));
        QApplication::processEvents();
        m_window->grab().save(dir + QStringLiteral("/s4.png"));
        m_page->panelTabs()->setCurrentIndex(0);
        setRequest("backtracker", 2000, 2000, 1);
        clickGenerate();
        QApplication::processEvents();
        m_window->grab().save(dir + QStringLiteral("/s5.png"));
    }

    // The side panel stays narrow in both languages: the window still fits 900 px.
    void sidePanelStaysNarrow()
    {
        QVERIFY(m_page->panelTabs()->minimumSizeHint().width() <= 260);
        QVERIFY(m_window->minimumSizeHint().width() <= 900);
        m_window->setLanguage(QStringLiteral("de"));
        QApplication::processEvents();
        QCOMPARE(form()->generateButton()->text(), QStringLiteral("Erzeugen"));
        for (const QString& text : generatorTextSources()) // the registry's texts too
            QVERIFY2(generatorText(text.toStdString()) != text, qPrintable(text));
        QVERIFY(m_page->panelTabs()->minimumSizeHint().width() <= 260);
        QVERIFY(m_window->minimumSizeHint().width() <= 900);
        m_window->setLanguage(QString());
    }

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

    // The carving played to its end is the maze the core makes from the same request.
    void framesEndOnTheCoreMaze_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addRow("wilson") << QStringLiteral("wilson");
        QTest::addRow("division") << QStringLiteral("division");
        QTest::addRow("cellular") << QStringLiteral("cellular");
    }
    void framesEndOnTheCoreMaze()
    {
        QFETCH(QString, algorithm);
        setRequest(qPrintable(algorithm), 7, 9, 5);
        clickGenerate();
        PlaybackController* player = m_page->player();
        QVERIFY(player->length() > 10);
        player->pause();
        m_page->view()->setFocus();
        QTest::keyClick(m_page->view(), Qt::Key_Home);
        QCOMPARE(player->position(), qint64(0));
        QTest::keyClick(m_page->view(), Qt::Key_Period);
        QCOMPARE(player->position(), qint64(1));
        const auto& initial = m_page->frames()->trace()->initialState().layers[0];
        QVERIFY(m_page->frames()->state().layers[0] != initial); // step 1 carved something
        QTest::keyClick(m_page->view(), Qt::Key_End);
        QCOMPARE(player->position(), player->length());

        Control control(5);
        const Maze expected = gen::generate(algorithm.toStdString(), 7, 9, {}, control);
        QCOMPARE(m_page->result()->maze, expected);
        QCOMPARE(m_page->view()->maze(), expected);
        const std::vector<std::int32_t>& state = m_page->frames()->state().layers[0];
        for (std::size_t i = 0; i < state.size(); ++i)
            QCOMPARE(state[i] == 1, expected.cells()[i] == 0);
        QVERIFY(m_page->captionLabel()->text().contains(algorithm));
    }

    // Add and replace are undoable commands named after the request.
    void addAndReplaceAreUndoable()
    {
        setRequest("backtracker", 6, 8, 7);
        form()->instantCheck()->setChecked(true);
        clickGenerate();
        const Maze maze = m_page->result()->maze;
        const int count = doc()->mazeCount();
        QTest::mouseClick(form()->addButton(), Qt::LeftButton);
        QCOMPARE(doc()->mazeCount(), count + 1);
        QCOMPARE(doc()->currentMaze(), maze);
        QCOMPARE(doc()->mazeName(doc()->currentIndex()),
                 QStringLiteral("backtracker 6×8, seed 7"));
        doc()->undoStack()->undo();
        QCOMPARE(doc()->mazeCount(), count);

        doc()->setCurrentIndex(0);
        const Maze before = doc()->currentMaze();
        const QString name = doc()->mazeName(0);
        QTest::mouseClick(form()->replaceButton(), Qt::LeftButton);
        QCOMPARE(doc()->currentMaze(), maze);
        QCOMPARE(doc()->mazeName(0), QStringLiteral("backtracker 6×8, seed 7"));
        doc()->undoStack()->undo(); // one step undoes both
        QCOMPARE(doc()->currentMaze(), before);
        QCOMPARE(doc()->mazeName(0), name);
    }

    // Impossible requests show the core's reason in the panel; nothing else changes.
    void refusedRequestsShowTheReason()
    {
        const Maze shown = m_page->result()->maze;
        setRequest("unicursal", 4, 4, 1);
        auto* end = form()->findChild<QLineEdit*>(QStringLiteral("genParam_end"));
        QVERIFY(end);
        end->clear();
        QTest::keyClicks(end, QStringLiteral("3,3"));
        QTest::keyClick(end, Qt::Key_Return);
        clickGenerate();
        QVERIFY2(form()->message().contains(QStringLiteral("parity")),
                 qPrintable(form()->message()));
        QCOMPARE(m_page->result()->maze, shown);
        QVERIFY(form()->generateButton()->isEnabled());

        choose("binary-tree");
        form()->maskBox()->setCurrentIndex(int(MaskSource::WorkspaceMaze));
        clickGenerate();
        QVERIFY2(form()->message().contains(QStringLiteral("cannot generate inside a mask")),
                 qPrintable(form()->message()));

        choose("wilson"); // honours the mask: the maze stays inside the shape
        form()->rowsSpin()->setValue(doc()->currentMaze().rows());
        form()->colsSpin()->setValue(doc()->currentMaze().cols());
        clickGenerate();
        QVERIFY2(!form()->message().contains(QStringLiteral("Refused")),
                 qPrintable(form()->message()));
        const Maze& outside = doc()->currentMaze();
        const Maze& made = m_page->result()->maze;
        for (int r = 0; r < outside.rows(); ++r)
            for (int c = 0; c < outside.cols(); ++c)
                if (outside.isBlocked({r, c}))
                    QVERIFY(made.isBlocked({2 * r + 1, 2 * c + 1}));
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

    // The panel's settings go into the project (views.generate) and come back.
    void settingsComeBackWithTheProject()
    {
        setRequest("growing-tree", 13, 17, 99);
        auto* choose = form()->findChild<QComboBox*>(QStringLiteral("genParam_choose"));
        QVERIFY(choose);
        choose->setCurrentIndex(choose->findText(QStringLiteral("oldest")));
        form()->braidSpin()->setValue(0.25);
        form()->placementBox()->setCurrentIndex(int(StartGoalPlacement::Farthest));
        form()->distancesCheck()->setChecked(true);
        const GenerateSettings saved = form()->settings();
        QCOMPARE(saved.paramsOf(QStringLiteral("growing-tree")).at("choose"), "oldest");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("gen.mazelab"));
        QVERIFY(m_window->files()->saveToFile(path));

        m_window = std::make_unique<MainWindow>(false);
        QVERIFY(m_window->files()->loadFile(path));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->selectMode(QStringLiteral("generate")));
        m_page = m_window->findChild<GeneratePage*>();
        QVERIFY(waitJob());
        QCOMPARE(form()->settings(), saved);
        QCOMPARE(m_page->resultName(), QStringLiteral("growing-tree 13×17, seed 99"));
    }

    // File > Export animation… writes the carving; its last frame is the finished maze.
    void exportsTheCarving()
    {
        setRequest("kruskal", 5, 6, 4);
        clickGenerate();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("carve.gif"));
        const int px = 6;
        exportThroughMenu(path, px);
        QVERIFY(waitJob());
        QImageReader reader(path);
        QVERIFY(reader.imageCount() > 2);
        QImage last;
        while (reader.canRead())
            last = reader.read().convertToFormat(QImage::Format_RGB32);
        const Maze& maze = m_page->result()->maze;
        QCOMPARE(last.size(), QSize(maze.cols() * px + 1, maze.rows() * px + 1));
        const QRgb free = MazeStyle::standard().free.rgb();
        for (int r = 0; r < maze.rows(); ++r)
            for (int c = 0; c < maze.cols(); ++c) {
                const QRgb px0 = last.pixel(c * px + px / 2, r * px + px / 2);
                QCOMPARE(px0 == free, maze.isFree({r, c}));
            }
    }

    // Above the animation limit the maze is shown at once, and the caption says so.
    void hugeMazeShowsAtOnce()
    {
        setRequest("backtracker", 2000, 2000, 1);
        QTest::mouseClick(form()->generateButton(), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([this] { return !doc()->jobs()->isRunning(); }, 120000));
        QVERIFY(m_page->result());
        QCOMPARE(m_page->result()->maze.rows(), 4001);
        QVERIFY(!m_page->result()->trace);
        QCOMPARE(m_page->player()->length(), qint64(0));
        QVERIFY(m_page->captionLabel()->text().contains(QStringLiteral("at once")));
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
};

QTEST_MAIN(TestGenerateMode)
#include "tst_generatemode.moc"
