// mazelab-cli animate: every mode's GIF read back (frames, size, delays, loop) with its first
// and last frames equal to the mode's own frames of those steps (the same FramePainter the GUI
// uses), PNG frames, and bad input (exit 2, nothing written).
#include "clitest.h"

#include "core/mazeformat.h"
#include "core/mouse/mousetrace.h"
#include "core/token/tokentrace.h"
#include "ui/export/animationexport.h"
#include "ui/mouse/mouseframes.h"
#include "ui/simaso/sequenceframes.h"
#include "ui/simaso/simasoset.h"
#include "ui/token/tokenframes.h"

#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QTemporaryDir>
#include <QTest>

using namespace mazelab;

class TestCliAnimate : public QObject {
    Q_OBJECT
    static QString data(const char* name) { return QStringLiteral(MAZELAB_TEST_DATA "/") + QLatin1String(name); }

    // Reads every frame and delay of a GIF.
    static void readGif(const QString& path, QList<QImage>& images, QList<int>& delays, int& loops)
    {
        QImageReader reader(path);
        while (reader.canRead()) {
            images.append(reader.read().convertToFormat(QImage::Format_RGB32));
            delays.append(reader.nextImageDelay());
        }
        loops = reader.loopCount();
    }

private slots:
    void mouseGifIsTheModesFrames()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("m.gif"));
        const auto r = clitest::run(QStringLiteral("animate"),
                                    {QStringLiteral("mouse"), data("mouse/thesis_7x7.maze"),
                                     QStringLiteral("--gif"), path, QStringLiteral("--stride"),
                                     QStringLiteral("40"), QStringLiteral("--fps"),
                                     QStringLiteral("25"), QStringLiteral("--cell"),
                                     QStringLiteral("12"), QStringLiteral("--hold"),
                                     QStringLiteral("2")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("10 frames")));
        QList<QImage> images;
        QList<int> delays;
        int loops = 0;
        readGif(path, images, delays, loops);
        QCOMPARE(images.size(), 10); // 0 40 … 320 332
        QCOMPARE(loops, -1);         // forever
        for (int i = 0; i < 9; ++i)
            QCOMPARE(delays[i], 40);
        QCOMPARE(delays[9], 2040);
        const Maze maze = readMazeFile(data("mouse/thesis_7x7.maze").toStdString()).mazes.front();
        Control control;
        MouseTrace t = recordMouseTrace(maze, {}, control);
        MouseFrames frames(maze, t.trace, MouseOverlay{});
        QCOMPARE(images.first(), renderAnimationFrame(frames, 0, 12, true));
        QCOMPARE(images.last(), renderAnimationFrame(frames, 332, 12, true));
    }

    void tokenGifPlaysOnce()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.gif"));
        const auto r = clitest::run(QStringLiteral("animate"),
                                    {QStringLiteral("token"), data("token/walter_5x5_centre.maze"),
                                     QStringLiteral("--start"), QStringLiteral("0,0"),
                                     QStringLiteral("--gif"), path, QStringLiteral("--once"),
                                     QStringLiteral("--cell"), QStringLiteral("20")});
        QCOMPARE(r.code, 0);
        QList<QImage> images;
        QList<int> delays;
        int loops = 0;
        readGif(path, images, delays, loops);
        QCOMPARE(images.size(), 25); // step 0 … 24 cells
        QCOMPARE(loops, 0);
        const Maze board = readMazeFile(data("token/walter_5x5_centre.maze").toStdString()).mazes.front();
        token::SolveOptions o;
        o.start = Cell{0, 0};
        const auto solved = token::solve(board, o);
        QVERIFY(!solved.solutions.empty());
        TokenFrames frames(board, token::recordTokenTrace(board, solved.solutions.front()));
        QCOMPARE(images.last(), renderAnimationFrame(frames, 24, 20, true));
        QCOMPARE(images.first().size(), renderAnimationFrame(frames, 0, 20, true).size());
    }

    void seqPngFrames()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("frames"));
        const auto r = clitest::run(QStringLiteral("animate"),
                                    {QStringLiteral("seq"), QStringLiteral("--size"),
                                     QStringLiteral("3x3"), QStringLiteral("drddruurrdd"),
                                     QStringLiteral("--png-frames"), folder,
                                     QStringLiteral("--tiles"), QStringLiteral("6"),
                                     QStringLiteral("--columns"), QStringLiteral("3"),
                                     QStringLiteral("--cell"), QStringLiteral("10"),
                                     QStringLiteral("--no-caption")});
        QCOMPARE(r.code, 0);
        const QStringList files = QDir(folder).entryList(QDir::Files, QDir::Name);
        QCOMPARE(files.size(), 12); // before the first move and after each of the 11
        Control control;
        const auto set = SimasoSet::allSolvable(3, 3, control);
        SetRun run = runSequence(*set, *parseMoves("drddruurrdd"), control);
        SequenceFrames frames(set, std::make_shared<const SetRun>(run), {0, 1, 2, 3, 4, 5}, 3);
        const QImage last(QDir(folder).filePath(files.last()));
        QCOMPARE(last.convertToFormat(QImage::Format_RGB32), renderAnimationFrame(frames, 11, 10, false));
    }

    // A generator carving: the last frame is the generated maze (as `generate` makes it).
    void generateCarvesTheMaze()
    {
        QTemporaryDir dir;
        const QString gif = dir.filePath(QStringLiteral("g.gif"));
        const QString maze = dir.filePath(QStringLiteral("g.maze"));
        const QStringList common{QStringLiteral("backtracker"), QStringLiteral("6x8"),
                                 QStringLiteral("--seed"), QStringLiteral("7")};
        QCOMPARE(clitest::run(QStringLiteral("generate"), common + QStringList{QStringLiteral("-o"), maze}).code, 0);
        const auto r = clitest::run(QStringLiteral("animate"),
                                    QStringList{QStringLiteral("generate")} + common
                                        + QStringList{QStringLiteral("--gif"), gif,
                                                      QStringLiteral("--cell"), QStringLiteral("6"),
                                                      QStringLiteral("--no-caption")});
        QCOMPARE(r.code, 0);
        QList<QImage> images;
        QList<int> delays;
        int loops = 0;
        readGif(gif, images, delays, loops);
        QVERIFY(images.size() >= 6 * 8 + 1); // at least a carve per cell and step 0
        // The last frame shows the generated maze's walls: a free cell is light, a wall dark.
        const Maze m = readMazeFile(maze.toStdString()).mazes.front();
        for (int row = 0; row < m.rows(); ++row)
            for (int col = 0; col < m.cols(); ++col) {
                const QRgb px = images.last().pixel(col * 6 + 3, row * 6 + 3);
                QCOMPARE(qGray(px) > 128, m.isFree({row, col}));
            }
    }

    void badInputWritesNothing_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString out = QStringLiteral("--gif");
        QTest::addRow("unknown mode") << QStringList{QStringLiteral("nope"), out, QStringLiteral("X")} << QStringLiteral("unknown mode");
        QTest::addRow("no output") << QStringList{QStringLiteral("mouse"), data("mouse/thesis_3x3.maze")} << QStringLiteral("exactly one of --gif");
        QTest::addRow("missing file") << QStringList{QStringLiteral("mouse"), QStringLiteral("/nonexistent.maze"), out, QStringLiteral("X")} << QStringLiteral("nonexistent");
        QTest::addRow("bad column") << QStringList{QStringLiteral("mouse"), data("mouse/thesis_3x3.maze"), QStringLiteral("--entry"), QStringLiteral("9"), out, QStringLiteral("X")} << QStringLiteral("--entry must be a column");
        QTest::addRow("bad sequence") << QStringList{QStringLiteral("seq"), QStringLiteral("--size"), QStringLiteral("3x3"), QStringLiteral("dxq"), out, QStringLiteral("X")} << QStringLiteral("sequence");
        QTest::addRow("bad fps") << QStringList{QStringLiteral("mouse"), data("mouse/thesis_3x3.maze"), QStringLiteral("--fps"), QStringLiteral("0"), out, QStringLiteral("X")} << QStringLiteral("--fps");
    }
    void badInputWritesNothing()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        for (QString& a : args)
            if (a == QLatin1String("X"))
                a = dir.filePath(QStringLiteral("x.gif"));
        const auto r = clitest::run(QStringLiteral("animate"), args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(QDir(dir.path()).isEmpty());
    }
};

QTEST_MAIN(TestCliAnimate)
#include "tst_cli_animate.moc"
