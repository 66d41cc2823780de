#pragma once
// startAnimationExport: the GUI side of the export pipeline. Runs exportAnimation() on a
// page's JobRunner (worker thread, progress "Frame i of n" and cancel through the runner's
// status widget), so the window stays responsive during a long export.
//
//   startAnimationExport(m_jobs, m_painter->clone(), path, dialog.options(),
//                        [this](const AnimationExportResult& r) { reportExport(r); });
//
// Contract
// - `painter` must be the caller's own copy (FramePainter::clone()): it moves to the worker
//   thread and is used there only; it is destroyed when the job is over.
// - Returns false (and does nothing else; the runner emits refused()) when the runner is
//   busy. Otherwise `done` is called exactly once on the runner's (GUI) thread, after the
//   job: with exportAnimation's result when it finished, with cancelled = true when the job
//   was cancelled, or with the failure message when it threw. A cancelled or failed export
//   leaves no file (exportAnimation's contract).

#include "ui/export/animationexport.h"

#include <functional>
#include <memory>

namespace mazelab {

class JobRunner;

bool startAnimationExport(JobRunner& runner, std::unique_ptr<FramePainter> painter,
                          const QString& path, const AnimationExportOptions& options,
                          std::function<void(const AnimationExportResult&)> done);

} // namespace mazelab
