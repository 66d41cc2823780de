#include "ui/jobs/stoptext.h"

#include "core/control.h"

#include <QCoreApplication>

namespace mazelab {

namespace {
struct StopText {
    Q_DECLARE_TR_FUNCTIONS(mazelab::StopText)
};
} // namespace

QString stopText(const Control& control)
{
    // The order of Control::stopReason(): a cancel wins over a limit reached at the same time.
    if (control.isCancelled())
        return StopText::tr("cancelled");
    if (control.memoryExceeded())
        return StopText::tr("memory limit of %L1 MB reached")
            .arg(qulonglong(control.memoryLimit() >> 20));
    if (control.timeLimit().count() > 0 && control.timedOut())
        return StopText::tr("time limit of %L1 s reached")
            .arg(double(control.timeLimit().count()) / 1000.0);
    return StopText::tr("stopped");
}

} // namespace mazelab
