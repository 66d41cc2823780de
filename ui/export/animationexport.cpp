#include "ui/export/animationexport.h"
#include "ui/export/gifwriter.h"
#include "ui/savefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFont>
#include <QFontMetrics>
#include <QPainter>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <memory>

namespace mazelab {

namespace {

QString trExport(const char* text)
{
    return QCoreApplication::translate("mazelab::AnimationExport", text);
}

const QColor kCaptionBackground(0xf0, 0xf0, 0xec);
const QColor kCaptionText(0x2b, 0x30, 0x3a);
constexpr int kCaptionShades = 8; // anti-aliasing levels kept (exact palettes, small GIFs)
constexpr int kCaptionPad = 4;

QFont captionFont(int frameWidth)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(std::clamp(int(std::lround(frameWidth / 30.0)), 12, 20));
    font.setHintingPreference(QFont::PreferFullHinting);
    return font;
}

// Paints `text` into `strip` (RGB32): black on white first, then each pixel's coverage is
// rounded to kCaptionShades levels between the text and background colours.
void paintCaption(QImage& strip, const QString& text)
{
    strip.fill(Qt::white);
    {
        QPainter p(&strip);
        const QFont font = captionFont(strip.width());
        p.setFont(font);
        p.setPen(Qt::black);
        const QRect box = strip.rect().adjusted(kCaptionPad, 0, -kCaptionPad, 0);
        p.drawText(box, Qt::AlignVCenter | Qt::AlignLeft,
                   QFontMetrics(font).elidedText(text, Qt::ElideRight, box.width()));
    }
    QRgb shades[kCaptionShades];
    for (int i = 0; i < kCaptionShades; ++i) {
        const double t = double(i) / (kCaptionShades - 1); // 0 = text, 1 = background
        auto mix = [t](int a, int b) { return int(std::lround(a + (b - a) * t)); };
        shades[i] = qRgb(mix(kCaptionText.red(), kCaptionBackground.red()),
                         mix(kCaptionText.green(), kCaptionBackground.green()),
                         mix(kCaptionText.blue(), kCaptionBackground.blue()));
    }
    for (int y = 0; y < strip.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(strip.scanLine(y));
        for (int x = 0; x < strip.width(); ++x)
            line[x] = shades[(qGray(line[x]) * (kCaptionShades - 1) + 127) / 255];
    }
}

// Where frames go: a GIF file or a folder of PNGs; all or nothing (see the header).
class FrameSink {
public:
    virtual ~FrameSink() = default;
    virtual bool open(QSize size) = 0;
    virtual bool add(const QImage& frame, int delayMs) = 0;
    virtual bool finish() = 0; // makes the result appear at the path
    virtual void cancel() = 0;
    virtual int frames() const = 0;
    virtual qint64 bytes() const = 0;
    QString error;
};

class GifSink : public FrameSink {
public:
    GifSink(QString path, int loopCount) : m_path(std::move(path)), m_loop(loopCount) {}
    bool open(QSize size) override { return check(m_writer.open(m_path, size, m_loop)); }
    bool add(const QImage& frame, int delayMs) override
    {
        return check(m_writer.addFrame(frame, delayMs));
    }
    bool finish() override { return check(m_writer.close()); }
    void cancel() override { m_writer.cancel(); }
    int frames() const override { return m_writer.framesWritten(); }
    qint64 bytes() const override { return QFileInfo(m_path).size(); }

private:
    bool check(bool ok)
    {
        if (!ok)
            error = m_writer.errorString();
        return ok;
    }
    QString m_path;
    int m_loop;
    GifWriter m_writer;
};

class PngSink : public FrameSink {
public:
    PngSink(QString path, qint64 total) : m_path(QDir::cleanPath(std::move(path)))
    {
        m_digits = std::max(5, int(QString::number(std::max<qint64>(0, total - 1)).size()));
    }
    bool open(QSize) override
    {
        const QFileInfo target(m_path);
        if (target.exists() && !(target.isDir() && QDir(m_path).isEmpty()))
            return fail(trExport("'%1' already exists and is not an empty folder").arg(m_path));
        m_temp = std::make_unique<QTemporaryDir>(
            target.absolutePath() + QStringLiteral("/.") + target.fileName()
            + QStringLiteral(".partial-XXXXXX"));
        if (!m_temp->isValid())
            return fail(trExport("cannot create a folder next to '%1': %2")
                            .arg(m_path, m_temp->errorString()));
        return true;
    }
    bool add(const QImage& frame, int) override
    {
        const QString file = m_temp->filePath(
            QStringLiteral("frame_%1.png").arg(m_count, m_digits, 10, QLatin1Char('0')));
        // Encoded first, then written checked (QImage::save wrote through a buffer whose
        // short write at a full disk went unnoticed: a cut frame in a "finished" export).
        const QByteArray png = encodeImage(frame);
        QString error;
        if (png.isEmpty() || !writeFileAtomically(file, png, &error))
            return fail(trExport("cannot write '%1'").arg(file));
        m_bytes += png.size();
        ++m_count;
        return true;
    }
    bool finish() override
    {
        if (QFileInfo(m_path).isDir() && !QDir().rmdir(m_path))
            return fail(trExport("cannot replace the empty folder '%1'").arg(m_path));
        if (!QDir().rename(m_temp->path(), m_path))
            return fail(trExport("cannot rename the frames' folder to '%1'").arg(m_path));
        m_temp->setAutoRemove(false);
        m_temp.reset();
        return true;
    }
    void cancel() override { m_temp.reset(); } // QTemporaryDir removes the frames
    int frames() const override { return m_count; }
    qint64 bytes() const override { return m_bytes; }

private:
    bool fail(const QString& message)
    {
        error = message;
        return false;
    }
    QString m_path;
    int m_digits = 5;
    std::unique_ptr<QTemporaryDir> m_temp;
    int m_count = 0;
    qint64 m_bytes = 0;
};

// Adapts the older render-callback entry point to a FramePainter.
class CallbackPainter : public FramePainter {
public:
    CallbackPainter(const std::function<QImage(qint64)>& render, qint64 length)
        : m_render(render), m_length(length) {}
    qint64 length() const override { return m_length; }
    QSize frameSize(int) const override { return m_size; }
    void paintFrame(QPainter& p, qint64 step, int) override { p.drawImage(0, 0, image(step)); }
    QString caption(qint64) const override { return {}; }
    std::unique_ptr<FramePainter> clone() const override
    {
        return std::make_unique<CallbackPainter>(m_render, m_length);
    }
    // Renders `step` (kept for the next paintFrame, which is for the same step).
    const QImage& image(qint64 step)
    {
        if (step != m_step || m_image.isNull()) {
            m_image = m_render(step);
            m_step = step;
            m_size = m_image.size();
        }
        return m_image;
    }

private:
    std::function<QImage(qint64)> m_render;
    qint64 m_length;
    qint64 m_step = -1;
    QImage m_image;
    QSize m_size;
};

} // namespace

void AnimationExportOptions::setFramesPerSecond(double fps)
{
    frameDelayMs = int(std::lround(1000.0 / std::clamp(fps, 0.1, 100.0)));
}

double AnimationExportOptions::framesPerSecond() const
{
    return 1000.0 / std::max(1, frameDelayMs);
}

AnimationExportOptions AnimationExportOptions::resolved(qint64 length) const
{
    AnimationExportOptions o = *this;
    length = std::max<qint64>(0, length);
    o.last = (last < 0 || last > length) ? length : last;
    o.first = std::clamp<qint64>(first, 0, length);
    o.stride = std::max<qint64>(1, stride);
    o.cellPx = std::max(1, cellPx);
    return o;
}

int defaultCellPx(const FramePainter& painter, int targetWidth)
{
    int px = 1;
    while (px < 48 && painter.frameSize(px + 1).width() <= targetWidth)
        ++px;
    return px;
}

AnimationExportOptions defaultExportOptions(const FramePainter& painter)
{
    AnimationExportOptions o;
    o.last = painter.length();
    o.stride = std::max<qint64>(1, painter.length() / kDefaultMaxFrames + 1);
    o.cellPx = defaultCellPx(painter);
    return o;
}

qint64 animationFrameCount(const AnimationExportOptions& o)
{
    if (o.last < o.first)
        return 0;
    const qint64 stride = std::max<qint64>(1, o.stride);
    const qint64 span = o.last - o.first;
    return span / stride + 1 + (span % stride != 0 ? 1 : 0);
}

int captionHeight(int frameWidth)
{
    return QFontMetrics(captionFont(frameWidth)).height() + 2 * kCaptionPad;
}

QImage renderAnimationFrame(FramePainter& painter, qint64 step, int cellPx, bool caption)
{
    const QSize size = painter.frameSize(cellPx);
    const int strip = caption ? captionHeight(size.width()) : 0;
    QImage image(size.width(), size.height() + strip, QImage::Format_RGB32);
    image.fill(Qt::white);
    {
        QPainter p(&image);
        p.setClipRect(QRect(QPoint(0, 0), size));
        painter.paintFrame(p, step, cellPx);
    }
    if (caption) {
        QImage band(size.width(), strip, QImage::Format_RGB32);
        paintCaption(band, painter.caption(step));
        QPainter p(&image);
        p.drawImage(0, size.height(), band);
    }
    return image;
}

AnimationExportResult exportAnimation(const QString& path, const AnimationExportOptions& options,
                                      FramePainter& painter, Control& control)
{
    AnimationExportResult result;
    const AnimationExportOptions o = options.resolved(painter.length());
    const qint64 total = animationFrameCount(o);
    std::unique_ptr<FrameSink> sink;
    if (o.format == AnimationFormat::Gif)
        sink = std::make_unique<GifSink>(path, o.loopForever ? 0 : GifWriter::kPlayOnce);
    else
        sink = std::make_unique<PngSink>(path, total);
    QImage frame = renderAnimationFrame(painter, o.first, o.cellPx, o.caption);
    if (frame.isNull() || !sink->open(frame.size())) {
        result.error = frame.isNull() ? trExport("the mode painted an empty frame") : sink->error;
        return result;
    }
    const int holdMs = int(std::lround(std::max(0.0, o.holdSeconds) * 1000.0));
    qint64 done = 0;
    for (qint64 step = o.first;; step = std::min(step + o.stride, o.last)) {
        if (step != o.first)
            frame = renderAnimationFrame(painter, step, o.cellPx, o.caption);
        const bool last = step == o.last;
        if (control.checkNow()) {
            sink->cancel();
            result.cancelled = true;
            result.error = QStringLiteral("cancelled");
            return result;
        }
        if (!sink->add(frame, o.frameDelayMs + (last ? holdMs : 0))) {
            result.error = sink->error;
            sink->cancel();
            return result;
        }
        ++done;
        control.progressText(double(done) / double(total),
                             trExport("Frame %1 of %2").arg(done).arg(total).toStdString(),
                             last); // the last one always gets through the rate limit
        if (last)
            break;
    }
    if (!sink->finish()) {
        result.error = sink->error;
        sink->cancel();
        return result;
    }
    result.ok = true;
    result.frames = sink->frames();
    result.bytes = sink->bytes();
    return result;
}

AnimationExportResult exportAnimationGif(const QString& path,
                                         const AnimationExportOptions& options,
                                         const std::function<QImage(qint64)>& render,
                                         Control& control)
{
    AnimationExportOptions o = options;
    if (o.last < 0 || o.last < o.first) {
        AnimationExportResult result;
        result.error = QStringLiteral("nothing to export: the range is empty");
        return result;
    }
    o.caption = false;
    o.format = AnimationFormat::Gif;
    CallbackPainter painter(render, o.last);
    painter.image(o.first); // sets the frame size
    return exportAnimation(path, o, painter, control);
}

} // namespace mazelab
