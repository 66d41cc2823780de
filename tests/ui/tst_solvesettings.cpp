// The Solve mode's settings and outputs (issue 15's GUI): weights follow their maze and the
// weights brush changes Dijkstra's cost; the heat map changes the picture; the CSV export;
// File > Export animation… gives the race as a GIF; the choices and weights go into the
// project and come back.
#include "solvefixture.h"

using namespace mazelab;

class TestSolveSettings : public test::SolveFixture {
    Q_OBJECT

private slots:
    void init() { setUp(); }
    void cleanup() { tearDown(); }

    // Weights are kept per maze index (views.solve.weights); they follow their maze when mazes
    // are removed, moved or inserted before it, and come back when undo restores a removal.
    void weightsFollowTheirMaze()
    {
        const int n = doc()->mazeCount();
        QVERIFY(n >= 3);
        const int mine = n - 1;
        const Maze maze = doc()->maze(mine);
        std::vector<std::uint32_t> w(maze.cellCount(), 1);
        w[std::size_t(maze.cellCount() / 2)] = 5;
        storeWeights(*doc(), mine, w);
        doc()->removeMaze(0); // the list shifts up by one
        QCOMPARE(storedWeights(*doc(), mine - 1), w);
        QVERIFY(storedWeights(*doc(), mine).empty());
        doc()->moveMaze(mine - 1, 0);
        QCOMPARE(storedWeights(*doc(), 0), w);
        doc()->removeMaze(0); // its own maze: the weights go with it
        for (int i = 0; i < doc()->mazeCount(); ++i)
            QVERIFY(storedWeights(*doc(), i).empty());
        doc()->undoStack()->undo(); // ... and come back with it
        QCOMPARE(storedWeights(*doc(), 0), w);
        doc()->undoStack()->undo(); // the move
        QCOMPARE(storedWeights(*doc(), mine - 1), w);
        doc()->undoStack()->undo(); // the first removal
        QCOMPARE(storedWeights(*doc(), mine), w);
        storeWeights(*doc(), mine, {});
        QVERIFY(waitRace());
    }

    void weightsChangeDijkstrasCost()
    {
        choose({QStringLiteral("dijkstra")});
        QVERIFY(waitRace());
        const double plain = m_page->runs()->front().result.cost;
        QTest::mouseClick(m_page->optionsPanel()->weightsRadio(), Qt::LeftButton);
        QVERIFY(m_page->optionsPanel()->weightsBrush());
        QComboBox* weight = m_page->optionsPanel()->brushWeightBox();
        weight->setCurrentIndex(weight->findText(QStringLiteral("20")));
        // Every way into the goal gets weight 20.
        const Maze maze = doc()->currentMaze();
        const Cell g = maze.goal();
        int strokes = 0;
        for (Cell n : {Cell{g.row - 1, g.col}, Cell{g.row + 1, g.col}, Cell{g.row, g.col - 1},
                       Cell{g.row, g.col + 1}})
            if (maze.isFree(n)) {
                QTest::mouseClick(m_page->view(), Qt::LeftButton, {},
                                  m_page->view()->cellCentre(0, n));
                ++strokes;
            }
        QCOMPARE(storedWeights(*doc(), doc()->currentIndex()), m_page->weights());
        QVERIFY(waitRace());
        const double weighted = m_page->runs()->front().result.cost;
        QVERIFY2(weighted >= plain + 19,
                 qPrintable(QStringLiteral("%1 -> %2").arg(plain).arg(weighted)));
        Control control;
        QCOMPARE(weighted,
                 solve::runSolver("dijkstra", doc()->currentMaze(), options(), control).cost);
        doc()->undoStack()->undo(); // the last stroke only
        QVERIFY(waitRace());
        QCOMPARE(m_page->weights().empty(), strokes == 1);
        m_page->optionsPanel()->clearWeightsButton()->click();
        QVERIFY(m_page->weights().empty());
        QVERIFY(waitRace());
        QCOMPARE(m_page->runs()->front().result.cost, plain);
    }

    void heatMapChangesThePicture()
    {
        choose({QStringLiteral("bfs")});
        QVERIFY(waitRace());
        const QImage plain = m_page->view()->grab().toImage();
        test::clickIndicator(m_page->optionsPanel()->heatCheck());
        QVERIFY(m_page->optionsPanel()->heatMap());
        const QImage heat = m_page->view()->grab().toImage();
        QVERIFY(heat != plain);
        test::clickIndicator(m_page->optionsPanel()->heatCheck());
        QCOMPARE(m_page->view()->grab().toImage(), plain);
    }

    void csvExport()
    {
        choose({QStringLiteral("bfs"), QStringLiteral("greedy")});
        QVERIFY(waitRace());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("r.csv"));
        QVERIFY(m_page->resultsPanel()->exportCsv(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[0],
                 QStringLiteral("solver,found,length,cost,expanded,peak_frontier,ms,verdict"));
        const solve::SolveResult& r = m_page->runs()->front().result;
        QVERIFY(lines[1].startsWith(QStringLiteral("bfs,true,%1,").arg(r.length)));
        QVERIFY(lines[2].startsWith(QStringLiteral("greedy,")));
        // A full disk keeps the old file (it became an empty one, and the export said done).
        file.close();
        {
            const test::FileSizeLimit full(20);
            QVERIFY(!m_page->resultsPanel()->exportCsv(path, false));
        }
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(file.readAll()).trimmed().split('\n'), lines);
    }

    void gifExportThroughTheMenu()
    {
        choose({QStringLiteral("bfs"), QStringLiteral("astar")});
        QVERIFY(waitRace());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("race.gif"));
        QTimer::singleShot(0, this, [=] {
            auto* dialog = qobject_cast<AnimationExportDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->pathEdit()->setText(path);
            dialog->cellSpin()->setValue(8);
            dialog->strideSpin()->setValue(4);
            dialog->captionCheck()->setChecked(false);
            QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
        });
        m_window->actions()->exportAnimation->trigger();
        QVERIFY(QTest::qWaitFor([this] { return !doc()->jobs()->isRunning(); }, 30000));
        std::unique_ptr<FramePainter> frames = m_page->animation()->frames()->clone();
        AnimationExportOptions o;
        o.last = frames->length();
        o.stride = 4;
        o.cellPx = 8;
        QImageReader reader(path);
        QCOMPARE(reader.imageCount(), int(animationFrameCount(o)));
        QImage last;
        while (reader.canRead())
            last = reader.read().convertToFormat(QImage::Format_RGB32);
        const QImage expected = renderAnimationFrame(*frames, frames->length(), 8, false)
                                    .convertToFormat(QImage::Format_RGB32);
        QCOMPARE(last.size(), expected.size());
        qint64 equal = 0;
        for (int y = 0; y < expected.height(); ++y)
            for (int x = 0; x < expected.width(); ++x)
                equal += last.pixel(x, y) == expected.pixel(x, y);
        QVERIFY(equal * 100 >= qint64(expected.width()) * expected.height() * 97);
    }

    // The choices and the weights go into the project (views.solve) and come back.
    void settingsRoundTrip()
    {
        choose({QStringLiteral("astar"), QStringLiteral("jps")});
        SolveOptionsPanel* panel = m_page->optionsPanel();
        panel->heuristicBox()->setCurrentIndex(1);
        panel->movementBox()->setCurrentIndex(2);
        panel->turnSpin()->setValue(0.5);
        test::clickIndicator(panel->heatCheck());
        QTest::mouseClick(panel->weightsRadio(), Qt::LeftButton);
        QVERIFY(waitRace());
        QTest::mouseClick(m_page->view(), Qt::LeftButton, {},
                          m_page->view()->cellCentre(0, {3, 3}));
        const std::vector<std::uint32_t> weights = m_page->weights();
        QCOMPARE(weights.size(), doc()->currentMaze().cellCount());
        const int maze = doc()->currentIndex();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("solve.mazelab"));
        QVERIFY(m_window->files()->saveToFile(path));

        m_window = std::make_unique<MainWindow>(false);
        QVERIFY(m_window->files()->loadFile(path));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->selectMode(QStringLiteral("solve")));
        m_page = m_window->findChild<SolvePage*>();
        panel = m_page->optionsPanel();
        QCOMPARE(doc()->currentIndex(), maze);
        QCOMPARE(panel->chosen(), (std::vector<std::string>{"astar", "jps"}));
        QCOMPARE(panel->heuristicBox()->currentIndex(), 1);
        QCOMPARE(panel->movementBox()->currentIndex(), 2);
        QCOMPARE(panel->turnSpin()->value(), 0.5);
        QVERIFY(panel->heatMap());
        QCOMPARE(m_page->weights(), weights);
        QVERIFY(waitRace());
        // JPS cannot take weights: its tile and row say so; A* ran with them.
        QVERIFY(!m_page->runs()->at(1).error.isEmpty());
        QVERIFY(m_page->runs()->at(0).error.isEmpty());
    }
};

QTEST_MAIN(TestSolveSettings)
#include "tst_solvesettings.moc"
