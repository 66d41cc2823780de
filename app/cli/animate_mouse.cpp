// mazelab-cli animate mouse FILE [--entry C] [--exit C] …: Squeaky's walk (Merckens 2019) on
// the first maze of FILE, as the Mouse mode shows it (MouseFrames over the walk's CellTrace).
#include "app/cli/animate.h"
#include "app/cli/command.h"
#include "core/mouse/mousetrace.h"
#include "ui/mouse/mouseframes.h"

namespace mazelab::cli {
namespace {

bool column(const QCommandLineParser& p, const QString& name, int cols, int& value, QString& error)
{
    if (!p.isSet(name))
        return true;
    bool ok = false;
    value = p.value(name).toInt(&ok);
    if (ok && value >= 0 && value < cols)
        return true;
    error = QStringLiteral("mazelab-cli animate mouse: --%1 must be a column from 0 to %2")
                .arg(name).arg(cols - 1);
    return false;
}

std::unique_ptr<FramePainter> buildMouse(const QCommandLineParser& p, QString& error)
{
    const QStringList pos = p.positionalArguments();
    if (pos.size() != 1) {
        error = QStringLiteral("mazelab-cli animate mouse: expected one FILE");
        return nullptr;
    }
    const auto file = loadMazeFile(pos.first());
    if (!file) {
        error = QStringLiteral("mazelab-cli animate mouse: cannot read %1").arg(pos.first());
        return nullptr;
    }
    const Maze& maze = file->mazes.front();
    MouseOptions options;
    if (!column(p, QStringLiteral("entry"), maze.cols(), options.entryCol, error)
        || !column(p, QStringLiteral("exit"), maze.cols(), options.exitCol, error))
        return nullptr;
    options.maxSteps = 20'000'000;
    Control control;
    MouseTrace recorded = recordMouseTrace(maze, options, control);
    if (!recorded.walk.escaped) {
        error = recorded.walk.noWayOut
                    ? QStringLiteral("mazelab-cli animate mouse: no way out — the exit cannot be "
                                     "reached from the entrance")
                    : QStringLiteral("mazelab-cli animate mouse: the walk was stopped after %1 "
                                     "steps").arg(options.maxSteps);
        return nullptr;
    }
    MouseOverlay overlay;
    overlay.entryCol = options.entryCol;
    overlay.exitCol = options.exitCol;
    return std::make_unique<MouseFrames>(maze, recorded.trace, std::move(overlay));
}

AnimateRegistrar regAnimateMouse({QStringLiteral("mouse"),
                      QStringLiteral("FILE [--entry C] [--exit C]"),
                      QStringLiteral("Squeaky's walk on the first maze of FILE (columns from 0)"),
                      [](QCommandLineParser& p) {
                          p.addPositionalArgument(QStringLiteral("FILE"),
                                                  QStringLiteral("A .maze file."));
                          p.addOptions({{QStringLiteral("entry"),
                                         QStringLiteral("Entrance column (default 0)."),
                                         QStringLiteral("C")},
                                        {QStringLiteral("exit"),
                                         QStringLiteral("Exit column (default 0)."),
                                         QStringLiteral("C")}});
                      },
                      buildMouse});

} // namespace
} // namespace mazelab::cli
