// Every animated mode on the one framework (issue "one trace"), driven as a user would: the
// demo opens each mode alive, the one keyboard scheme moves the one player, File > Export
// animation… goes through the real dialog and runs in the background, the GIF read back has
// the frames, size, delays and loop count asked for and its first and last frames are the
// mode's own frames of those steps, a cancelled export leaves no file, and seeking the
// mode's frames equals stepping to the same step.
#include "uitesthelpers.h"

#include "ui/animation/animatedpage.h"
#include "ui/animation/animation.h"
#include "ui/export/animationexport.h"
#include "ui/export/animationexportdialog.h"
#include "ui/jobs/jobrunner.h"
#include "ui/mainwindow/filecontroller.h"
#include "ui/mainwindow/mainactions.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mazedocument.h"
#include "core/mouse/mousewalk.h"
#include "ui/mouse/mousepage.h"
#include "ui/player/playbackcontroller.h"
#include "ui/player/playerbar.h"
#include "ui/simaso/simasopage.h"
#include "ui/simaso/simasosession.h"
#include "ui/token/tokenpage.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QImageReader>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QSet>

using namespace mazelab;

class TestAnimatedModes : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> m_window;

    MazeDocument* doc() { return m_window->document(); }
    bool waitJob()
    {
        return QTest::qWaitFor([this] { return !doc()->jobs()->isRunning(); }, 30000);
    }
    // Opens `mode`; returns its player and the frames its export would use.
    PlaybackController* open(const QString& mode)
    {
        if (!m_window->selectMode(mode))
            return nullptr;
        QWidget* page = m_window->modes()->currentWidget();
        if (mode == QLatin1String("generate") && !waitJob()) // the first show generates
            return nullptr;
        if (mode == QLatin1String("colab") && !waitJob()) // the first show plays a game
            return nullptr;
        if (mode == QLatin1String("token")) { // a path first: solve the demo's board
            auto* token = static_cast<TokenPage*>(page);
            QTest::mouseClick(token->solveButton(), Qt::LeftButton);
            if (!waitJob())
                return nullptr;
        }
        if (auto* animated = qobject_cast<AnimatedPage*>(page))
            return animated->player();
        if (auto* simaso = qobject_cast<SimasoPage*>(page))
            return simaso->session()->player();
        return nullptr;
    }
    std::unique_ptr<FramePainter> framesOf(const QString& mode)
    {
        QWidget* page = m_window->modes()->currentWidget();
        if (auto* animated = qobject_cast<AnimatedPage*>(page))
            return animated->animation()->frames()->clone();
        if (mode == QLatin1String("simaso"))
            return static_cast<SimasoPage*>(page)->session()->defaultFrames()->clone();
        return nullptr;
    }
    // Triggers File > Export animation…, fills the dialog and accepts it.
    void exportThroughMenu(const QString& path, int cellPx, int stride, bool once)
    {
        QTimer::singleShot(0, this, [=] {
            auto* dialog = qobject_cast<AnimationExportDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->pathEdit()->setText(path);
            dialog->cellSpin()->setValue(cellPx);
            dialog->strideSpin()->setValue(stride);
            dialog->fpsSpin()->setValue(20);
            dialog->holdSpin()->setValue(1.0);
            dialog->loopOnceCheck()->setChecked(once);
            dialog->captionCheck()->setChecked(true);
            QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
        });
        QVERIFY(m_window->actions()->exportAnimation->isEnabled());
        m_window->actions()->exportAnimation->trigger();
    }

    // A GIF frame equals the rendering exactly when the rendering has at most 255 colours
    // (the exact palette); with more (anti-aliased tiles), the 255 most frequent colours stay
    // exact and at least 99 % of the pixels must be identical.
    static bool sameFrame(const QImage& gif, const QImage& expected)
    {
        if (gif.size() != expected.size())
            return false;
        QSet<QRgb> colours;
        qint64 equal = 0;
        for (int y = 0; y < expected.height(); ++y)
            for (int x = 0; x < expected.width(); ++x) {
                colours.insert(expected.pixel(x, y));
                equal += gif.pixel(x, y) == expected.pixel(x, y);
            }
        const qint64 total = qint64(expected.width()) * expected.height();
        if (colours.size() <= 255)
            return equal == total;
        qInfo("%lld colours: %lld of %lld pixels exact", qint64(colours.size()), equal, total);
        return equal * 100 >= total * 99;
    }

private slots:
    void init()
    {
        test::isolateSettings();
        m_window = std::make_unique<MainWindow>(false);
        m_window->files()->openDemo();
        m_window->resize(1100, 720);
        QVERIFY(test::showActive(*m_window));
    }
    void cleanup() { m_window.reset(); }

    void modes_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addRow("mouse") << QStringLiteral("mouse");
        QTest::addRow("token") << QStringLiteral("token");
        QTest::addRow("simaso") << QStringLiteral("simaso");
        QTest::addRow("generate") << QStringLiteral("generate");
        QTest::addRow("colab") << QStringLiteral("colab");
    }

    // The demo gives each mode a fitting example: nothing opens dead.
    void opensAlive_data() { modes_data(); }
    void opensAlive()
    {
        QFETCH(QString, mode);
        PlaybackController* player = open(mode);
        QVERIFY(player);
        QVERIFY2(player->length() > 10, qPrintable(QString::number(player->length())));
        if (mode == QLatin1String("mouse"))
            QCOMPARE(player->length(), qint64(332)); // the thesis' optimal 7 × 7 maze
    }

    // Space, , . Ctrl+←/→, Home / End and + / - in every mode.
    void keyboardScheme_data() { modes_data(); }
    void keyboardScheme()
    {
        QFETCH(QString, mode);
        PlaybackController* player = open(mode);
        QVERIFY(player);
        QWidget* page = m_window->modes()->currentWidget();
        page->setFocus();
        QWidget* target = QApplication::focusWidget() ? QApplication::focusWidget() : page;
        if (qobject_cast<QLineEdit*>(target)) // the sequence field keeps its own text keys
            target = page;
        QTest::keyClick(target, Qt::Key_Home);
        QCOMPARE(player->position(), qint64(0));
        QTest::keyClick(target, Qt::Key_Period);
        QTest::keyClick(target, Qt::Key_Right, Qt::ControlModifier);
        QCOMPARE(player->position(), qint64(2));
        QTest::keyClick(target, Qt::Key_Comma);
        QCOMPARE(player->position(), qint64(1));
        QTest::keyClick(target, Qt::Key_Left, Qt::ControlModifier);
        QCOMPARE(player->position(), qint64(0));
        QTest::keyClick(target, Qt::Key_End);
        QCOMPARE(player->position(), player->length());
        QTest::keyClick(target, Qt::Key_Home);
        const double speed = player->speed();
        QTest::keyClick(target, Qt::Key_Plus);
        QVERIFY(player->speed() > speed || player->speed() == PlaybackController::kMaxSpeed);
        QTest::keyClick(target, Qt::Key_Minus);
        QCOMPARE(player->speed(), speed);
        QTest::keyClick(target, Qt::Key_Space);
        QVERIFY(player->isPlaying());
        QTest::keyClick(target, Qt::Key_Space);
        QVERIFY(!player->isPlaying());
    }

    // File > Export animation… in each mode: a GIF as asked, in the background.
    void exportThroughTheMenu_data() { modes_data(); }
    void exportThroughTheMenu()
    {
        QFETCH(QString, mode);
        QVERIFY(open(mode));
        std::unique_ptr<FramePainter> frames = framesOf(mode);
        QVERIFY(frames);
        QTemporaryDir dir;
        const QString path = dir.filePath(mode + QStringLiteral(".gif"));
        const int stride = mode == QLatin1String("mouse") ? 50 : 3;
        exportThroughMenu(path, 10, stride, true);
        QVERIFY(waitJob());
        QVERIFY(QFileInfo::exists(path));

        AnimationExportOptions o;
        o.last = frames->length();
        o.stride = stride;
        o.cellPx = 10;
        o.setFramesPerSecond(20);
        o.holdSeconds = 1.0;
        const QImage first = renderAnimationFrame(*frames, 0, 10, true);
        const QImage last = renderAnimationFrame(*frames, frames->length(), 10, true);
        QCOMPARE(QImageReader(path).imageCount(), int(animationFrameCount(o)));
        QImageReader reader(path);
        QCOMPARE(reader.size(), first.size());
        QList<QImage> images;
        QList<int> delays;
        while (reader.canRead()) {
            images.append(reader.read().convertToFormat(QImage::Format_RGB32));
            delays.append(reader.nextImageDelay());
        }
        QCOMPARE(images.size(), int(animationFrameCount(o)));
        QCOMPARE(reader.loopCount(), 0); // played once: no repetition
        for (int i = 0; i + 1 < delays.size(); ++i)
            QCOMPARE(delays[i], 50);
        QCOMPARE(delays.last(), 1050); // the last frame is held 1 s longer
        QVERIFY(sameFrame(images.first(), first));
        QVERIFY(sameFrame(images.last(), last));
    }

    // Each mode's settings and maze go into the project (views.<mode>) and come back.
    void modeSettingsRoundTrip()
    {
        QVERIFY(open(QStringLiteral("mouse")));
        auto* mouse = m_window->findChild<MousePage*>();
        const int mouseMaze = doc()->currentIndex();
        mouse->exitSpin()->setValue(2);
        mouse->scaleBox()->setCurrentIndex(1);
        mouse->player()->setSpeed(50);
        QVERIFY(open(QStringLiteral("token")));
        auto* token = m_window->findChild<TokenPage*>();
        const int tokenMaze = doc()->currentIndex();
        QVERIFY(tokenMaze != mouseMaze);
        token->setChosenStart(Cell{0, 1});
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("modes.mazelab"));
        QVERIFY(m_window->files()->saveToFile(path));

        m_window = std::make_unique<MainWindow>(false);
        QVERIFY(m_window->files()->loadFile(path));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->selectMode(QStringLiteral("mouse")));
        mouse = m_window->findChild<MousePage*>();
        QCOMPARE(doc()->currentIndex(), mouseMaze); // the mode's own maze
        QCOMPARE(mouse->exitSpin()->value(), 2);
        QCOMPARE(mouse->scaleBox()->currentIndex(), 1);
        QCOMPARE(mouse->player()->speed(), 50.0);
        QCOMPARE(mouse->walk().steps, simulateMouse(doc()->currentMaze(), {0, 1}).steps);
        QVERIFY(m_window->selectMode(QStringLiteral("token")));
        token = m_window->findChild<TokenPage*>();
        QCOMPARE(doc()->currentIndex(), tokenMaze);
        QVERIFY(token->chosenStart() == std::optional<Cell>(Cell{0, 1}));
    }

    // Cancelling a running export leaves no file behind.
    void cancelledExportLeavesNoFile()
    {
        QVERIFY(open(QStringLiteral("mouse")));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("long.gif"));
        connect(doc()->jobs(), &JobRunner::progressChanged, this,
                [this](double fraction, const QString&) {
                    if (fraction > 0 && fraction < 1) // midway
                        doc()->jobs()->cancel();
                });
        exportThroughMenu(path, 48, 1, false); // 333 large frames: long enough to cancel
        QVERIFY(waitJob());
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(!QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden)
                     .size());
    }

    // Seeking the mode's frames to a step shows what stepping there from 0 shows.
    void seekEqualsStepping_data() { modes_data(); }
    void seekEqualsStepping()
    {
        QFETCH(QString, mode);
        QVERIFY(open(mode));
        std::unique_ptr<FramePainter> stepped = framesOf(mode);
        std::unique_ptr<FramePainter> seeking = stepped->clone();
        const qint64 n = stepped->length();
        for (qint64 k = 0; k <= n; k += std::max<qint64>(1, n / 7)) {
            for (qint64 j = 0; j <= k; ++j) // forward one step at a time
                renderAnimationFrame(*stepped, j, 6, false);
            const QImage a = renderAnimationFrame(*stepped, k, 6, true);
            const QImage b = renderAnimationFrame(*seeking, k, 6, true); // jumps
            QCOMPARE(a, b);
            stepped = seeking->clone(); // start again from step 0
        }
    }
};

QTEST_MAIN(TestAnimatedModes)
#include "tst_animatedmodes.moc"
