#include "ui/animation/exportanimation.h"

#include "ui/animation/framepainter.h"
#include "ui/export/animationexportdialog.h"
#include "ui/export/animationexportjob.h"
#include "ui/jobs/jobrunner.h"

#include <QCoreApplication>
#include <QDir>
#include <QMessageBox>


namespace mazelab {

namespace {
struct ExportAnimation {
    Q_DECLARE_TR_FUNCTIONS(mazelab::ExportAnimation)
};

} // namespace

bool exportAnimationInteractive(QWidget* parent, JobRunner* jobs, const FramePainter& frames,
                                const QString& baseName,
                                std::function<void(bool, const QString&)> done)
{
    if (jobs->isRunning()) {
        QMessageBox::information(parent, ExportAnimation::tr("Export animation"),
                                 ExportAnimation::tr("Another job is running; wait for it or cancel it."));
        return false;
    }
    AnimationExportDialog dialog(frames.length(),
                                 QDir::home().filePath(baseName + QStringLiteral(".gif")), parent);
    dialog.setOptions(defaultExportOptions(frames));
    if (dialog.exec() != QDialog::Accepted)
        return false;
    const QString path = dialog.path();
    return startAnimationExport(
        *jobs, frames.clone(), path, dialog.options(),
        [done, path](const AnimationExportResult& r) {
            if (r.ok)
                done(true,
                     ExportAnimation::tr("Wrote %1 (%n frames)", nullptr, r.frames).arg(path));
            else
                // A cancelled export needs no message (the status bar says it); a failed one does.
                done(false, r.cancelled ? QString()
                                        : ExportAnimation::tr("The animation was not written: %1").arg(r.error));
        });
}

} // namespace mazelab
