#include "ui/export/animationexport.h"
#include "ui/export/gifwriter.h"

#include <QCoreApplication>

#include <algorithm>

namespace mazelab {

qint64 animationFrameCount(const AnimationExportOptions& o)
{
    if (o.last < o.first)
        return 0;
    const qint64 stride = std::max<qint64>(1, o.stride);
    const qint64 span = o.last - o.first;
    return span / stride + 1 + (span % stride != 0 ? 1 : 0);
}

AnimationExportResult exportAnimationGif(const QString& path, const AnimationExportOptions& o,
                                         const std::function<QImage(qint64)>& render, Control& control)
{
    AnimationExportResult result;
    const qint64 total = animationFrameCount(o);
    if (total == 0) {
        result.error = QStringLiteral("nothing to export: the range is empty");
        return result;
    }
    const qint64 stride = std::max<qint64>(1, o.stride);
    GifWriter writer;
    QImage frame = render(o.first);
    if (frame.isNull() || !writer.open(path, frame.size(), o.loopCount)) {
        result.error = frame.isNull() ? QStringLiteral("the view rendered an empty frame") : writer.errorString();
        return result;
    }
    qint64 done = 0;
    for (qint64 pos = o.first;; pos = std::min(pos + stride, o.last)) {
        if (pos != o.first)
            frame = render(pos);
        const bool last = pos == o.last;
        if (!writer.addFrame(frame, last ? std::max(o.frameDelayMs, o.finalHoldMs) : o.frameDelayMs)) {
            result.error = writer.errorString();
            writer.cancel();
            return result;
        }
        ++done;
        if (control.checkNow()) {
            writer.cancel();
            result.cancelled = true;
            result.error = QStringLiteral("cancelled");
            return result;
        }
        control.progressText(double(done) / double(total),
                             QCoreApplication::translate("mazelab::AnimationExport",
                                                         "frame %1 of %2")
                                 .arg(done)
                                 .arg(total)
                                 .toStdString());
        if (last)
            break;
    }
    if (!writer.close()) {
        result.error = writer.errorString();
        return result;
    }
    result.ok = true;
    result.frames = writer.framesWritten();
    return result;
}

} // namespace mazelab
