#include "ui/animation/exportanimation.h"

#include "ui/animation/framepainter.h"
#include "ui/export/animationexport.h"
#include "ui/jobs/jobrunner.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QPainter>

namespace mazelab {

namespace {
QString tr(const char* text)
{
    return QCoreApplication::translate("mazelab::ExportAnimation", text);
}
} // namespace

bool exportAnimationInteractive(QWidget* parent, JobRunner* jobs, const FramePainter& frames,
                                qint64, const QString& baseName,
                                std::function<void(bool, const QString&)> done)
{
    const QString path = QFileDialog::getSaveFileName(parent, tr("Export animation"),
                                                      baseName + QStringLiteral(".gif"),
                                                      tr("GIF images (*.gif)"));
    if (path.isEmpty())
        return false;
    AnimationExportOptions options;
    options.last = frames.length();
    options.stride = std::max<qint64>(1, frames.length() / 600 + 1);
    options.frameDelayMs = 80;
    std::shared_ptr<FramePainter> painter = frames.clone();
    const int cellPx = 16;
    return jobs->start(
        tr("Export animation"),
        [path, options, painter, cellPx](Control& control) {
            auto render = [&](qint64 step) {
                QImage image(painter->frameSize(cellPx), QImage::Format_RGB32);
                image.fill(Qt::white);
                QPainter p(&image);
                painter->paintFrame(p, step, cellPx);
                return image;
            };
            return exportAnimationGif(path, options, render, control);
        },
        [done, path](const AnimationExportResult& r) {
            done(r.ok, r.ok ? tr("Wrote %1 (%2 frames)").arg(path).arg(r.frames) : r.error);
        });
}

} // namespace mazelab
