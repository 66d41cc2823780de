// mazelab-cli animate colab [FILE] [--a S] [--b S] …: one CoLab game (Petercă 2024, §4.3) as
// the CoLab mode shows it (ColabFrames over the game's trace), on the first maze of FILE or on
// a generated maze.
#include "app/cli/animate.h"
#include "app/cli/command.h"
#include "core/colab/colabtournament.h"
#include "ui/colab/colabframes.h"

namespace mazelab::cli {
namespace {

std::unique_ptr<FramePainter> buildColab(const QCommandLineParser& p, QString& error)
{
    const QString who = QStringLiteral("mazelab-cli animate colab");
    const QStringList pos = p.positionalArguments();
    bool ok = true;
    const std::uint64_t seed =
        p.isSet(QStringLiteral("seed")) ? p.value(QStringLiteral("seed")).toULongLong(&ok) : 1;
    if (!ok) {
        error = who + QStringLiteral(": --seed must be a whole number >= 0");
        return nullptr;
    }
    const int maxSteps = p.isSet(QStringLiteral("max-steps"))
        ? p.value(QStringLiteral("max-steps")).toInt(&ok)
        : colab::kDefaultMaxSteps;
    if (!ok || maxSteps < 1 || maxSteps > 100000) {
        error = who + QStringLiteral(": --max-steps must be from 1 to 100000");
        return nullptr;
    }
    Maze maze;
    if (pos.size() > 1) {
        error = who + QStringLiteral(": expected at most one FILE");
        return nullptr;
    }
    if (pos.size() == 1) {
        const auto file = loadMazeFile(pos.first());
        if (!file) {
            error = who + QStringLiteral(": cannot read %1").arg(pos.first());
            return nullptr;
        }
        maze = file->mazes.front();
    } else {
        int rows = 10, cols = 10;
        if (p.isSet(QStringLiteral("size"))
            && (!parseNxM(p.value(QStringLiteral("size")), rows, cols) || rows < 1 || cols < 1
                || rows > 200 || cols > 200)) {
            error = who + QStringLiteral(": --size must be RxC passage cells, 1 to 200 each");
            return nullptr;
        }
        maze = colab::experimentMazes("backtracker", rows, cols, 1, seed).front();
    }
    const QString a = p.isSet(QStringLiteral("a")) ? p.value(QStringLiteral("a"))
                                                   : QStringLiteral("tit-for-tat");
    const QString b = p.isSet(QStringLiteral("b")) ? p.value(QStringLiteral("b"))
                                                   : QStringLiteral("random");
    try {
        return ColabFrames::play(maze, a, b, seed, maxSteps);
    } catch (const std::invalid_argument& e) {
        error = who + QStringLiteral(": ") + QString::fromStdString(e.what());
        return nullptr;
    }
}

AnimateRegistrar regAnimateColab(
    {QStringLiteral("colab"), QStringLiteral("[FILE] [--a S] [--b S] [--size RxC] [--seed S]"),
     QStringLiteral("one CoLab game: two players race through a maze they do not know"),
     [](QCommandLineParser& p) {
         p.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("A .maze file (default: a generated maze)."),
                                 QStringLiteral("[FILE]"));
         p.addOption({QStringLiteral("a"), QStringLiteral("Player A's strategy (default tit-for-tat)."),
                      QStringLiteral("S")});
         p.addOption({QStringLiteral("b"), QStringLiteral("Player B's strategy (default random)."),
                      QStringLiteral("S")});
         p.addOption({QStringLiteral("size"),
                      QStringLiteral("Generated maze: passage cells RxC (default 10x10)."),
                      QStringLiteral("RxC")});
         p.addOption({QStringLiteral("seed"), QStringLiteral("Maze, cells and draws (default 1)."),
                      QStringLiteral("S")});
         p.addOption({QStringLiteral("max-steps"), QStringLiteral("Steps before a timeout (default 300)."),
                      QStringLiteral("N")});
     },
     buildColab});

} // namespace
} // namespace mazelab::cli
