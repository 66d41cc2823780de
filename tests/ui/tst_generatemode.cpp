// The Generate mode (issue 14), driven as a user would: choose an algorithm in the combo, set
// size and seed, click Generate, wait for the background job, step the one player and check
// that the carving ends on exactly the maze gen::generate makes from the same request; put it
// into the workspace and undo; refused requests show their reason; masks from the workspace
// or a PNG; settings come back with the project; the carving exports as a GIF through the
// menu; a huge maze is shown at once; Cancel stops a generation.
#include "generatefixture.h"

#include "core/gan/ganmodel.h"

#include <QFile>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QToolButton>

using namespace mazelab;

class TestGenerateMode : public test::GenerateFixture {
    Q_OBJECT
private slots:
    void init() { setUp(); }
    void cleanup() { tearDown(); }

    // The carving played to its end is the maze the core makes from the same request.
    void framesEndOnTheCoreMaze_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addRow("wilson") << QStringLiteral("wilson");
        QTest::addRow("division") << QStringLiteral("division");
        QTest::addRow("cellular") << QStringLiteral("cellular");
        QTest::addRow("gan") << QStringLiteral("gan");
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
    // The GAN generator's parameters as the form offers them: the built-in networks and the
    // three outputs as lists, the threshold as a number; a raw maze made through the form is
    // the core's raw maze of the same request (its network's walls, parts not joined).
    void ganParameters()
    {
        setRequest("gan", 12, 10, 4);
        auto* model = form()->findChild<QComboBox*>(QStringLiteral("genParam_model"));
        auto* output = form()->findChild<QComboBox*>(QStringLiteral("genParam_output"));
        QVERIFY(model && output);
        QVERIFY(form()->findChild<QDoubleSpinBox*>(QStringLiteral("genParam_threshold")));
        QCOMPARE(model->count(), 3);
        QCOMPARE(model->currentText(), QStringLiteral("kruskal"));
        QCOMPARE(output->count(), 3);
        output->setCurrentIndex(output->findText(QStringLiteral("raw")));
        model->setCurrentIndex(model->findText(QStringLiteral("binary-tree")));
        form()->instantCheck()->setChecked(true);
        clickGenerate();
        Control control(4);
        const Maze expected =
            gen::generate("gan", 12, 10, {{"output", "raw"}, {"model", "binary-tree"}}, control);
        QCOMPARE(m_page->result()->maze, expected);
        gen::PassageGrid grid = gen::PassageGrid::fromMaze(expected).value();
        QVERIFY(!gen::computeMetrics(grid).perfect);

        // A model file (as `gan train` writes one) typed into the Model file box is used
        // instead of the Network choice; emptied, the choice counts again.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bt.gan"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(gan::writeGanModel(*gan::findBuiltinModel("binary-tree"))));
        f.close();
        QVERIFY(form()->findChild<QToolButton*>(QStringLiteral("genParamBrowse_file")));
        auto* file = form()->findChild<QWidget*>(QStringLiteral("genParam_file"))->findChild<QLineEdit*>();
        QVERIFY(file);
        model->setCurrentIndex(model->findText(QStringLiteral("kruskal")));
        file->setText(path);
        emit file->editingFinished();
        clickGenerate();
        QCOMPARE(m_page->result()->maze, expected);
        file->clear();
        clickGenerate();
        Control control2(4);
        QCOMPARE(m_page->result()->maze, gen::generate("gan", 12, 10, {{"output", "raw"}}, control2));
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

        choose("rooms"); // refuses a mask (binary-tree honours one)
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
    // A PNG mask: light pixels are cells, dark ones outside (the thesis' bitmap mazes).
    void pngMaskShapesTheMaze()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("ring.png"));
        QImage image(40, 40, QImage::Format_RGB32);
        image.fill(Qt::white);
        for (int y = 12; y < 28; ++y) // a dark square hole in the middle
            for (int x = 12; x < 28; ++x)
                image.setPixel(x, y, qRgb(0, 0, 0));
        QVERIFY(image.save(png));
        setRequest("hunt-and-kill", 10, 10, 4);
        form()->setMaskPath(png);
        form()->instantCheck()->setChecked(true);
        clickGenerate();
        const Maze& maze = m_page->result()->maze;
        for (int r = 0; r < 10; ++r)
            for (int c = 0; c < 10; ++c) {
                const bool hole = r >= 3 && r < 7 && c >= 3 && c < 7;
                QCOMPARE(maze.isBlocked({2 * r + 1, 2 * c + 1}), hole);
            }
        QCOMPARE(m_page->result()->metrics->activeCells, 84);
        QVERIFY(m_page->result()->metrics->perfect);
        form()->setMaskPath(dir.filePath(QStringLiteral("missing.png")));
        clickGenerate();
        QVERIFY2(form()->message().contains(QStringLiteral("mask image")),
                 qPrintable(form()->message()));
    }
    // "Farthest pair" puts start and goal on the ends of the longest path.
    void farthestPlacement()
    {
        setRequest("kruskal", 9, 11, 8);
        form()->placementBox()->setCurrentIndex(int(StartGoalPlacement::Farthest));
        form()->instantCheck()->setChecked(true);
        clickGenerate();
        const GeneratedMaze& r = *m_page->result();
        const std::vector<std::int32_t>& path = r.distances->longestPath;
        QCOMPARE(r.maze.shortestPathLength(), int(path.size()) - 1);
        QCOMPARE(r.metrics->solutionLength * 2, r.maze.shortestPathLength()); // block moves
    }
    // Cancel stops a long generation; the panel says so and the next request runs.
    void cancelStopsAGeneration()
    {
        setRequest("aldous-broder", 2000, 2000, 1);
        QTest::mouseClick(form()->generateButton(), Qt::LeftButton);
        QVERIFY(doc()->jobs()->isRunning());
        QVERIFY(form()->cancelButton()->isEnabled());
        QTest::mouseClick(form()->cancelButton(), Qt::LeftButton);
        QVERIFY(waitJob());
        QVERIFY2(form()->message().contains(QStringLiteral("cancel")),
                 qPrintable(form()->message()));
        QVERIFY(form()->generateButton()->isEnabled());
        QVERIFY(!form()->cancelButton()->isEnabled());
        QCOMPARE(m_page->result()->maze.rows(), 41); // the 20 × 20 maze of the first show
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
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(form()->generateButton(), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([this] { return !doc()->jobs()->isRunning(); }, 120000));
        QVERIFY(m_page->result());
        QCOMPARE(m_page->result()->maze.rows(), 4001);
        QVERIFY(!m_page->result()->trace);
        QCOMPARE(m_page->player()->length(), qint64(0));
        QVERIFY(m_page->captionLabel()->text().contains(QStringLiteral("at once")));
        qInfo("2000 x 2000 on screen after %lld ms", qint64(clock.elapsed()));
        // Metrics and distances follow from a second job.
        QVERIFY(QTest::qWaitFor([this] { return m_page->result()->distances != nullptr; },
                                120000));
        QVERIFY(m_page->result()->metrics);
        QCOMPARE(m_page->result()->metrics->activeCells, 4'000'000);
        QVERIFY(m_page->result()->metrics->perfect);
        qInfo("... measured after %lld ms", qint64(clock.elapsed()));
    }

    // Generate while a big maze is still being measured: the measuring gives way.
    void generateWhileMeasuring()
    {
        setRequest("binary-tree", 1500, 1500, 2);
        clickGenerate(); // the generation; its measuring starts right after
        QVERIFY(QTest::qWaitFor([this] { return doc()->jobs()->isRunning(); }, 5000));
        setRequest("sidewinder", 8, 9, 2);
        QTest::mouseClick(form()->generateButton(), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([this] { return m_page->result()->maze.rows() == 17; }, 60000));
        QVERIFY(waitJob());
        QCOMPARE(m_page->resultName(), QStringLiteral("sidewinder 8×9, seed 2"));
        QVERIFY(m_page->result()->metrics);
    }
};

QTEST_MAIN(TestGenerateMode)
#include "tst_generatemode.moc"
