// The export pipeline (issue 13, point 3): GIFs and PNG frames read back frame by frame
// (count, size with and without caption, delays, hold, loop count, pixels equal to the
// painter's own rendering), all-or-nothing on cancel, the JobRunner helper in the background,
// and the options dialog's fields.
#include "uitesthelpers.h"

#include "ui/export/animationexport.h"
#include "ui/export/animationexportdialog.h"
#include "ui/export/animationexportjob.h"
#include "ui/jobs/jobrunner.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QImageReader>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <atomic>

using namespace mazelab;

namespace {

// A 6×5 board whose cells fill in one per step, each in its own colour, so every frame
// differs; the mover (a disc) sits on the newest cell. Optionally slow, or a callback per
// painted step (to cancel midway).
class TestPainter : public FramePainter {
public:
    static constexpr int kRows = 5, kCols = 6;
    explicit TestPainter(qint64 length = kRows * kCols) : m_length(length) {}
    qint64 length() const override { return m_length; }
    QSize frameSize(int cellPx) const override { return {kCols * cellPx, kRows * cellPx}; }
    void paintFrame(QPainter& p, qint64 step, int cellPx) override
    {
        step = std::clamp<qint64>(step, 0, m_length);
        if (onPaint)
            onPaint(step);
        if (slowMs > 0)
            QThread::msleep(slowMs);
        p.fillRect(QRect(QPoint(0, 0), frameSize(cellPx)), QColor(0xfa, 0xfa, 0xf7));
        for (qint64 i = 0; i < step; ++i) {
            const int cell = int(i % (kRows * kCols));
            const QRect r((cell % kCols) * cellPx, (cell / kCols) * cellPx, cellPx, cellPx);
            p.fillRect(r, QColor::fromHsv(int(i * 37 % 360), 160, 220));
        }
        if (step > 0) {
            const int cell = int((step - 1) % (kRows * kCols));
            p.setRenderHint(QPainter::Antialiasing);
            p.setBrush(QColor(0x5a, 0x4a, 0x42));
            p.setPen(Qt::NoPen);
            p.drawEllipse(QRect((cell % kCols) * cellPx + 2, (cell / kCols) * cellPx + 2,
                                cellPx - 4, cellPx - 4));
        }
    }
    QString caption(qint64 step) const override
    {
        return QStringLiteral("Step %1 of %2").arg(step).arg(m_length);
    }
    std::unique_ptr<FramePainter> clone() const override
    {
        auto copy = std::make_unique<TestPainter>(m_length);
        copy->slowMs = slowMs;
        return copy;
    }
    std::function<void(qint64)> onPaint;
    int slowMs = 0;

private:
    qint64 m_length;
};

QList<QImage> readGif(const QString& path, QList<int>* delays = nullptr, int* loops = nullptr)
{
    QImageReader reader(path);
    QList<QImage> frames;
    if (loops)
        *loops = reader.loopCount();
    for (;;) {
        const QImage image = reader.read();
        if (image.isNull())
            break;
        frames.append(image.convertToFormat(QImage::Format_RGB32));
        if (delays)
            delays->append(reader.nextImageDelay());
    }
    return frames;
}

} // namespace

class TestAnimationExport : public QObject {
    Q_OBJECT
private slots:
    void gifFramesAndSize_data()
    {
        QTest::addColumn<bool>("caption");
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("last");
        QTest::addColumn<int>("stride");
        QTest::addColumn<int>("frames");
        QTest::newRow("whole, caption") << true << 0 << -1 << 1 << 31;
        QTest::newRow("whole, no caption") << false << 0 << -1 << 1 << 31;
        QTest::newRow("range 5-12") << false << 5 << 12 << 1 << 8;
        QTest::newRow("stride 4, last kept") << true << 0 << 30 << 4 << 9; // 0 4 … 28 30
        QTest::newRow("one frame") << true << 7 << 7 << 1 << 1;
        QTest::newRow("last past the end") << false << 25 << 99 << 1 << 6;
    }
    void gifFramesAndSize()
    {
        QFETCH(bool, caption);
        QFETCH(int, first);
        QFETCH(int, last);
        QFETCH(int, stride);
        QFETCH(int, frames);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.gif"));
        TestPainter painter;
        AnimationExportOptions o;
        o.first = first;
        o.last = last;
        o.stride = stride;
        o.cellPx = 12;
        o.caption = caption;
        QCOMPARE(animationFrameCount(o.resolved(painter.length())), qint64(frames));
        Control control;
        const AnimationExportResult r = exportAnimation(path, o, painter, control);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.frames, frames);
        QCOMPARE(r.bytes, QFileInfo(path).size());
        const QList<QImage> images = readGif(path);
        QCOMPARE(images.size(), frames);
        const QSize base(TestPainter::kCols * 12, TestPainter::kRows * 12);
        const QSize expected = caption ? base + QSize(0, captionHeight(base.width())) : base;
        for (const QImage& image : images)
            QCOMPARE(image.size(), expected);
    }
    void captionHeightIsReadable()
    {
        for (int width : {60, 300, 512, 2000}) {
            QVERIFY(captionHeight(width) >= 16);
            QVERIFY(captionHeight(width) <= 40);
        }
    }
    void delaysHoldAndLoop_data()
    {
        QTest::addColumn<double>("fps");
        QTest::addColumn<double>("hold");
        QTest::addColumn<bool>("loopForever");
        QTest::addColumn<int>("delay");
        QTest::addColumn<int>("lastDelay");
        QTest::addColumn<int>("loops");
        QTest::newRow("20 fps, hold 1 s, forever") << 20.0 << 1.0 << true << 50 << 1050 << -1;
        QTest::newRow("4 fps, no hold, once") << 4.0 << 0.0 << false << 250 << 250 << 0;
        QTest::newRow("10 fps, hold 2.5 s, once") << 10.0 << 2.5 << false << 100 << 2600 << 0;
    }
    void delaysHoldAndLoop()
    {
        QFETCH(double, fps);
        QFETCH(double, hold);
        QFETCH(bool, loopForever);
        QFETCH(int, delay);
        QFETCH(int, lastDelay);
        QFETCH(int, loops);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.gif"));
        TestPainter painter(6);
        AnimationExportOptions o;
        o.setFramesPerSecond(fps);
        o.holdSeconds = hold;
        o.loopForever = loopForever;
        o.cellPx = 8;
        Control control;
        QVERIFY(exportAnimation(path, o, painter, control).ok);
        QList<int> delays;
        int loopCount = 99;
        QCOMPARE(readGif(path, &delays, &loopCount).size(), 7);
        QCOMPARE(loopCount, loops);
        QCOMPARE(delays.last(), lastDelay);
        delays.removeLast();
        for (int d : delays)
            QCOMPARE(d, delay);
    }
    void firstAndLastFramesMatchThePainter_data()
    {
        QTest::addColumn<bool>("caption");
        QTest::newRow("caption") << true;
        QTest::newRow("no caption") << false;
    }
    void firstAndLastFramesMatchThePainter()
    {
        QFETCH(bool, caption);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.gif"));
        TestPainter painter;
        AnimationExportOptions o;
        o.first = 3;
        o.last = 29;
        o.stride = 2;
        o.cellPx = 20;
        o.caption = caption;
        Control control;
        QVERIFY(exportAnimation(path, o, painter, control).ok);
        const QList<QImage> images = readGif(path);
        QVERIFY(images.size() > 2);
        TestPainter view; // the view's own rendering of those steps
        QCOMPARE(images.first(), renderAnimationFrame(view, 3, 20, caption));
        QCOMPARE(images.last(), renderAnimationFrame(view, 29, 20, caption));
        QCOMPARE(images.at(1), renderAnimationFrame(view, 5, 20, caption));
    }
    void pngFrames()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("frames"));
        TestPainter painter(12);
        AnimationExportOptions o;
        o.format = AnimationFormat::PngFrames;
        o.stride = 5; // 0 5 10 12
        o.cellPx = 10;
        Control control;
        const AnimationExportResult r = exportAnimation(path, o, painter, control);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.frames, 4);
        const QStringList files = QDir(path).entryList(QDir::Files, QDir::Name);
        QCOMPARE(files, (QStringList{"frame_00000.png", "frame_00001.png", "frame_00002.png",
                                     "frame_00003.png"}));
        const qint64 steps[] = {0, 5, 10, 12};
        TestPainter view(12);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(QImage(QDir(path).filePath(files[i])).convertToFormat(QImage::Format_RGB32),
                     renderAnimationFrame(view, steps[i], 10, true));
        // Only the result is left in the parent folder (no temporary folder).
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{"frames"});
    }
    // A full disk (a file size limit below a frame's size): the export fails and leaves no
    // folder. QImage::save wrote each frame through a buffer whose short write went unnoticed:
    // a "finished" export of cut 512-byte frames (`animate --png-frames` under `ulimit -f 1`).
    void pngFramesOnAFullDisk()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("frames"));
        TestPainter painter(12);
        AnimationExportOptions o;
        o.format = AnimationFormat::PngFrames;
        o.cellPx = 10;
        Control control;
        AnimationExportResult r;
        {
            const test::FileSizeLimit full(300);
            r = exportAnimation(path, o, painter, control);
        }
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QStringLiteral("cannot write")), qPrintable(r.error));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList());
    }
    void pngFramesRefuseANonEmptyFolder()
    {
        QTemporaryDir dir;
        QFile other(dir.filePath(QStringLiteral("keep.txt")));
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.close();
        TestPainter painter(3);
        AnimationExportOptions o;
        o.format = AnimationFormat::PngFrames;
        Control control;
        const AnimationExportResult r = exportAnimation(dir.path(), o, painter, control);
        QVERIFY(!r.ok);
        QVERIFY(r.error.contains(QStringLiteral("not an empty folder")));
        QVERIFY(QFileInfo::exists(other.fileName()));
    }
    void cancelMidwayLeavesNothing_data()
    {
        QTest::addColumn<bool>("png");
        QTest::newRow("gif") << false;
        QTest::newRow("png frames") << true;
    }
    void cancelMidwayLeavesNothing()
    {
        QFETCH(bool, png);
        QTemporaryDir dir;
        const QString path = dir.filePath(png ? QStringLiteral("out") : QStringLiteral("x.gif"));
        TestPainter painter;
        Control control;
        QList<qint64> painted;
        painter.onPaint = [&](qint64 step) {
            painted.append(step);
            if (step == 10)
                control.cancel();
        };
        AnimationExportOptions o;
        o.format = png ? AnimationFormat::PngFrames : AnimationFormat::Gif;
        const AnimationExportResult r = exportAnimation(path, o, painter, control);
        QVERIFY(!r.ok);
        QVERIFY(r.cancelled);
        QCOMPARE(painted.last(), qint64(10)); // stopped within the frame
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(QDir(dir.path())
                    .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot)
                    .isEmpty());
    }
    void jobRunnerExportsInTheBackground()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bg.gif"));
        JobRunner runner;
        QSignalSpy progress(&runner, &JobRunner::progressChanged);
        TestPainter painter;
        painter.slowMs = 8; // 31 frames: about a quarter of a second
        int ticks = 0;
        QTimer timer;
        QObject::connect(&timer, &QTimer::timeout, [&] { ++ticks; });
        timer.start(10);
        bool called = false;
        AnimationExportResult result;
        AnimationExportOptions o;
        QVERIFY(startAnimationExport(runner, painter.clone(), path, o,
                                     [&](const AnimationExportResult& r) {
                                         called = true;
                                         result = r;
                                     }));
        QVERIFY(runner.isRunning()); // start() returned at once
        QTRY_VERIFY_WITH_TIMEOUT(called, 10000);
        QVERIFY2(result.ok, qPrintable(result.error));
        QCOMPARE(result.frames, 31);
        QVERIFY(ticks >= 5);          // the GUI thread kept running its timers
        QVERIFY(!progress.isEmpty()); // progress reached the GUI
        QVERIFY(progress.last().at(0).toDouble() > 0.99);
        QVERIFY(QFileInfo::exists(path));
        // Busy: a second export is refused.
        TestPainter slow;
        slow.slowMs = 20;
        QVERIFY(startAnimationExport(runner, slow.clone(), path + "2", o, nullptr));
        QVERIFY(!startAnimationExport(runner, slow.clone(), path + "3", o, nullptr));
        runner.cancel();
        QTRY_VERIFY(!runner.isRunning());
    }
    void jobRunnerCancelLeavesNoFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("c.gif"));
        JobRunner runner;
        TestPainter painter;
        painter.slowMs = 20;
        bool called = false;
        AnimationExportResult result;
        QVERIFY(startAnimationExport(runner, painter.clone(), path, {},
                                     [&](const AnimationExportResult& r) {
                                         called = true;
                                         result = r;
                                     }));
        QTest::qWait(100);
        runner.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(called, 10000);
        QVERIFY(result.cancelled);
        QVERIFY(!result.ok);
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(QDir(dir.path())
                    .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot)
                    .isEmpty());
    }
    void dialogFieldsMapToOptions()
    {
        AnimationExportDialog dialog(50, QStringLiteral("/tmp/walk.gif"));
        QCOMPARE(dialog.fromSpin()->maximum(), 50);
        QCOMPARE(dialog.toSpin()->maximum(), 50);
        QCOMPARE(dialog.toSpin()->value(), 50);
        dialog.fromSpin()->setValue(10);
        dialog.toSpin()->setValue(40);
        dialog.strideSpin()->setValue(3);
        dialog.fpsSpin()->setValue(25.0);
        dialog.holdSpin()->setValue(2.0);
        dialog.cellSpin()->setValue(24);
        dialog.loopOnceCheck()->setChecked(true);
        dialog.captionCheck()->setChecked(false);
        const AnimationExportOptions o = dialog.options();
        QCOMPARE(o.first, qint64(10));
        QCOMPARE(o.last, qint64(40));
        QCOMPARE(o.stride, qint64(3));
        QCOMPARE(o.frameDelayMs, 40);
        QCOMPARE(o.holdSeconds, 2.0);
        QCOMPARE(o.cellPx, 24);
        QVERIFY(!o.loopForever);
        QVERIFY(!o.caption);
        QCOMPARE(o.format, AnimationFormat::Gif);
        QCOMPARE(dialog.path(), QStringLiteral("/tmp/walk.gif"));
        QVERIFY(dialog.framesHint()->text().startsWith(QStringLiteral("11 frames")));

        // The range stays ordered; the format switches the path's suffix.
        dialog.fromSpin()->setValue(45);
        QCOMPARE(dialog.toSpin()->value(), 45);
        dialog.formatCombo()->setCurrentIndex(1);
        QCOMPARE(dialog.options().format, AnimationFormat::PngFrames);
        QCOMPARE(dialog.path(), QStringLiteral("/tmp/walk-frames"));
        dialog.formatCombo()->setCurrentIndex(0);
        QCOMPARE(dialog.path(), QStringLiteral("/tmp/walk.gif"));
        dialog.pathEdit()->clear();
        QVERIFY(!dialog.okButton()->isEnabled());
    }
    void dialogShowsGivenOptions()
    {
        AnimationExportDialog dialog(100, QStringLiteral("a.gif"));
        AnimationExportOptions o;
        o.first = 5;
        o.last = -1; // the whole trace
        o.stride = 2;
        o.setFramesPerSecond(5);
        o.holdSeconds = 0.5;
        o.cellPx = 8;
        o.loopForever = false;
        o.caption = false;
        o.format = AnimationFormat::PngFrames;
        dialog.setOptions(o);
        const AnimationExportOptions back = dialog.options();
        QCOMPARE(back.first, qint64(5));
        QCOMPARE(back.last, qint64(100));
        QCOMPARE(back.stride, qint64(2));
        QCOMPARE(back.frameDelayMs, 200);
        QCOMPARE(back.holdSeconds, 0.5);
        QCOMPARE(back.cellPx, 8);
        QVERIFY(!back.loopForever);
        QVERIFY(!back.caption);
        QCOMPARE(back.format, AnimationFormat::PngFrames);
    }
};

QTEST_MAIN(TestAnimationExport)
#include "tst_animationexport.moc"
