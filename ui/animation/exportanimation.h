#pragma once
// "Export animation…" for every mode: asks for the file and the options, then renders a
// clone of the mode's FramePainter on `jobs` (a worker thread, progress and cancel in the
// status bar). `done(ok, message)` runs on the GUI thread when the job ends.

#include <QString>
#include <functional>

class QWidget;

namespace mazelab {

class FramePainter;
class JobRunner;

bool exportAnimationInteractive(QWidget* parent, JobRunner* jobs, const FramePainter& frames,
                                const QString& baseName,
                                std::function<void(bool ok, const QString& message)> done);

} // namespace mazelab
