#include "ui/export/animationexportjob.h"
#include "ui/jobs/jobrunner.h"

#include <QCoreApplication>

namespace mazelab {

bool startAnimationExport(JobRunner& runner, std::unique_ptr<FramePainter> painter,
                          const QString& path, const AnimationExportOptions& options,
                          std::function<void(const AnimationExportResult&)> done)
{
    std::shared_ptr<FramePainter> shared(std::move(painter)); // the work must be copyable
    auto delivered = std::make_shared<bool>(false);
    const bool started = runner.start(
        QCoreApplication::translate("mazelab::AnimationExport", "Export animation"),
        [shared, path, options](Control& control) {
            return exportAnimation(path, options, *shared, control);
        },
        [done, delivered](AnimationExportResult result) {
            *delivered = true;
            if (done)
                done(result);
        });
    if (!started)
        return false;
    // Cancelled or failed jobs never reach onResult: report them from finished() instead.
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = QObject::connect(
        &runner, &JobRunner::finished, &runner,
        [connection, done, delivered](const JobReport& report) {
            QObject::disconnect(*connection);
            if (*delivered || !done)
                return;
            AnimationExportResult result;
            result.cancelled = report.outcome == JobOutcome::Cancelled;
            result.error = result.cancelled ? QStringLiteral("cancelled") : report.error;
            done(result);
        });
    return true;
}

} // namespace mazelab
