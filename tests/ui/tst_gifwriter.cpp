// GifWriter: what it writes is read back by Qt's GIF reader frame by frame, pixel-exact for
// few-colour frames, close for gradients; failures leave no file.
#include "ui/export/animationexport.h"
#include "ui/export/gifwriter.h"

#include <QFileInfo>
#include <QImageReader>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

using namespace mazelab;

namespace {
QImage frameWithSquare(int i)
{
    QImage img(40, 30, QImage::Format_RGB32);
    img.fill(QColor(250, 250, 247));
    QPainter p(&img);
    p.fillRect(QRect(i * 5, 10, 5, 5), QColor(214, 58, 47));
    p.fillRect(QRect(0, 0, 40, 2), QColor(43, 48, 58));
    return img;
}
} // namespace

class TestGifWriter : public QObject {
    Q_OBJECT
private slots:
    void roundTripFrames()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.gif"));
        GifWriter w;
        QVERIFY2(w.open(path, QSize(40, 30)), qPrintable(w.errorString()));
        for (int i = 0; i < 6; ++i)
            QVERIFY(w.addFrame(frameWithSquare(i), 100));
        QVERIFY(!QFileInfo::exists(path)); // nothing visible before close()
        QVERIFY2(w.close(), qPrintable(w.errorString()));
        QCOMPARE(w.framesWritten(), 6);
        QVERIFY(QFileInfo(path).permissions() & QFile::ReadOther);

        QImageReader reader(path);
        QVERIFY(reader.supportsAnimation());
        QCOMPARE(reader.imageCount(), 6);
        QCOMPARE(reader.loopCount(), -1); // 0 in the file = forever
        for (int i = 0; i < 6; ++i) {
            const QImage got = reader.read().convertToFormat(QImage::Format_RGB32);
            QVERIFY2(!got.isNull(), qPrintable(reader.errorString()));
            QCOMPARE(got, frameWithSquare(i));
            QCOMPARE(reader.nextImageDelay(), 100);
        }
    }
    void identicalFramesMerge()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("b.gif"));
        GifWriter w;
        QVERIFY(w.open(path, QSize(40, 30)));
        QVERIFY(w.addFrame(frameWithSquare(0), 50));
        QVERIFY(w.addFrame(frameWithSquare(0), 50));
        QVERIFY(w.addFrame(frameWithSquare(0), 50));
        QVERIFY(w.addFrame(frameWithSquare(1), 50));
        QVERIFY(w.close());
        QCOMPARE(w.framesWritten(), 2);
        QImageReader reader(path);
        QCOMPARE(reader.imageCount(), 2);
        reader.read();
        QCOMPARE(reader.nextImageDelay(), 150);
    }
    void manyColoursAreQuantized()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("c.gif"));
        QImage grad(64, 64, QImage::Format_RGB32);
        for (int y = 0; y < 64; ++y)
            for (int x = 0; x < 64; ++x)
                grad.setPixel(x, y, qRgb(x * 4, y * 4, 128));
        GifWriter w;
        QVERIFY(w.open(path, grad.size()));
        QVERIFY(w.addFrame(grad, 40));
        QImage second = grad;
        second.setPixel(10, 10, qRgb(255, 255, 255));
        QVERIFY(w.addFrame(second, 40));
        QVERIFY(w.close());
        QImageReader reader(path);
        const QImage a = reader.read();
        const QImage b = reader.read();
        QVERIFY(!a.isNull() && !b.isNull());
        QCOMPARE(b.pixel(10, 10), qRgb(255, 255, 255));
        const QRgb p = a.pixel(40, 20);
        QVERIFY(qAbs(qRed(p) - 160) < 24 && qAbs(qGreen(p) - 80) < 24);
    }
    void playOnce()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("once.gif"));
        GifWriter w;
        QVERIFY(w.open(path, QSize(40, 30), GifWriter::kPlayOnce));
        QVERIFY(w.addFrame(frameWithSquare(0), 100));
        QVERIFY(w.addFrame(frameWithSquare(1), 100));
        QVERIFY(w.close());
        QCOMPARE(QImageReader(path).loopCount(), 0); // no loop extension
    }
    // More than 255 colours over the animation (a few new ones per frame): frames past the
    // global table get local palettes and everything still reads back exactly, whether the
    // rectangles are written at close() or one by one (buffer limit 1 byte).
    void manyColoursOverTimeStayExact_data()
    {
        QTest::addColumn<int>("bufferLimit");
        QTest::newRow("buffered") << (64 << 20);
        QTest::newRow("written at once") << 1;
    }
    void manyColoursOverTimeStayExact()
    {
        QFETCH(int, bufferLimit);
        auto frame = [](int i) {
            QImage img(48, 40, QImage::Format_RGB32);
            img.fill(QColor(250, 250, 247));
            QPainter p(&img);
            for (int k = 0; k <= i; ++k) // k's square in 4 colours of its own
                for (int q = 0; q < 4; ++q)
                    p.fillRect(QRect((k % 12) * 4 + q % 2 * 2, (k / 12) * 4 + q / 2 * 2, 2, 2),
                               QColor::fromHsv((k * 29 + q * 7) % 360, 90 + q * 40,
                                               120 + (k * 13) % 130));
            p.end();
            return img;
        };
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("many.gif"));
        GifWriter w;
        w.setBufferLimit(std::size_t(bufferLimit));
        QVERIFY(w.open(path, QSize(48, 40)));
        for (int i = 0; i < 90; ++i)
            QVERIFY(w.addFrame(frame(i), 30));
        QVERIFY2(w.close(), qPrintable(w.errorString()));
        QVERIFY(w.localPaletteFrames() > 0);
        QImageReader reader(path);
        QCOMPARE(reader.imageCount(), 90);
        for (int i = 0; i < 90; ++i)
            QCOMPARE(reader.read().convertToFormat(QImage::Format_RGB32), frame(i));
    }
    void errorsLeaveNoFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("d.gif"));
        GifWriter w;
        QVERIFY(w.open(path, QSize(40, 30)));
        QVERIFY(!w.addFrame(QImage(10, 10, QImage::Format_RGB32), 10));
        QVERIFY(w.errorString().contains(QStringLiteral("expected 40x30")));
        w.cancel();
        QVERIFY(!QFileInfo::exists(path));
        GifWriter empty;
        QVERIFY(empty.open(path, QSize(4, 4)));
        QVERIFY(!empty.close());
        QVERIFY(!QFileInfo::exists(path));
        GifWriter bad;
        QVERIFY(!bad.open(dir.filePath(QStringLiteral("no/such/dir/x.gif")), QSize(4, 4)));
        QVERIFY(!bad.errorString().isEmpty());
    }
    void frameCount_data()
    {
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("last");
        QTest::addColumn<int>("stride");
        QTest::addColumn<int>("frames");
        QTest::newRow("every step") << 0 << 10 << 1 << 11;
        QTest::newRow("stride divides") << 0 << 10 << 5 << 3;
        QTest::newRow("last added") << 0 << 10 << 4 << 4; // 0 4 8 10
        QTest::newRow("single") << 3 << 3 << 2 << 1;
        QTest::newRow("empty") << 4 << 3 << 1 << 0;
    }
    void frameCount()
    {
        QFETCH(int, first);
        QFETCH(int, last);
        QFETCH(int, stride);
        QFETCH(int, frames);
        AnimationExportOptions o;
        o.first = first;
        o.last = last;
        o.stride = stride;
        QCOMPARE(animationFrameCount(o), qint64(frames));
    }
    void exportTrace()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("trace.gif"));
        AnimationExportOptions o;
        o.last = 7;
        o.stride = 3; // positions 0 3 6 7
        o.frameDelayMs = 50;
        o.holdSeconds = 1.0; // the last frame: 50 ms + 1 s
        QList<qint64> rendered;
        Control control;
        const auto r = exportAnimationGif(path, o, [&](qint64 pos) {
            rendered.append(pos);
            return frameWithSquare(int(pos));
        }, control);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(rendered, (QList<qint64>{0, 3, 6, 7}));
        QImageReader reader(path);
        QCOMPARE(reader.imageCount(), 4);
        for (int i = 0; i < 3; ++i)
            reader.read();
        QCOMPARE(reader.read().convertToFormat(QImage::Format_RGB32), frameWithSquare(7));
        QCOMPARE(reader.nextImageDelay(), 1050);
    }
    void exportCancelled()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.gif"));
        AnimationExportOptions o;
        o.last = 100;
        Control control;
        const auto r = exportAnimationGif(path, o, [&](qint64 pos) {
            if (pos == 5)
                control.cancel();
            return frameWithSquare(int(pos % 7));
        }, control);
        QVERIFY(!r.ok);
        QVERIFY(r.cancelled);
        QVERIFY(!QFileInfo::exists(path));
    }
};

QTEST_MAIN(TestGifWriter)
#include "tst_gifwriter.moc"
