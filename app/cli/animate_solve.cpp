// mazelab-cli animate solve [ALGO] FILE [--diagonal P] [--heuristic H] [--seed S] …: a solver's
// search on the first maze of FILE (core/solve), as SolveFrames paints it from the solver's
// CellTrace: frontier, visited cells and the current cell, then the final path.
#include "app/cli/animate.h"
#include "app/cli/command.h"
#include "core/solve/solvers.h"
#include "core/trace/celltrace.h"
#include "ui/solve/solveframes.h"

#include <stdexcept>

namespace mazelab::cli {
namespace {

std::unique_ptr<FramePainter> buildSolve(const QCommandLineParser& p, QString& error)
{
    const QString me = QStringLiteral("mazelab-cli animate solve: ");
    QStringList pos = p.positionalArguments();
    // "animate solve FILE" animates A*, as "solve FILE" runs it; a lone solver name is a
    // forgotten FILE.
    if (pos.size() == 1 && !solve::findSolver(pos[0].toStdString()))
        pos.prepend(QStringLiteral("astar"));
    if (pos.size() != 2) {
        error = me + QStringLiteral("expected [ALGO] FILE");
        return nullptr;
    }
    const solve::SolverInfo* info = solve::findSolver(pos[0].toStdString());
    if (!info) {
        error = me + QStringLiteral("unknown solver '%1' (see mazelab-cli solve --list)")
                         .arg(pos[0]);
        return nullptr;
    }
    const auto file = loadMazeFile(pos[1]);
    if (!file) {
        error = me + QStringLiteral("cannot read %1").arg(pos[1]);
        return nullptr;
    }
    const Maze& maze = file->mazes.front();
    solve::SolveOptions o;
    if (p.isSet(QStringLiteral("diagonal"))
        && !solve::parseDiagonal(p.value(QStringLiteral("diagonal")).toStdString(),
                                 o.diagonal)) {
        error = me + QStringLiteral("--diagonal must be never, always, "
                                    "if-at-most-one-obstacle or only-when-no-obstacles");
        return nullptr;
    }
    o.heuristic = o.diagonal == solve::Diagonal::Never ? solve::Heuristic::Manhattan
                                                       : solve::Heuristic::Octile;
    if (p.isSet(QStringLiteral("heuristic"))
        && !solve::parseHeuristic(p.value(QStringLiteral("heuristic")).toStdString(),
                                  o.heuristic)) {
        error = me + QStringLiteral("--heuristic must be manhattan, euclidean, chebyshev "
                                    "or octile");
        return nullptr;
    }
    o.seed = p.value(QStringLiteral("seed")).toULongLong();
    const auto trace = solve::makeTrace(maze);
    o.trace = trace.get();
    Control control;
    control.setTimeLimit(std::chrono::seconds(60));
    try {
        const solve::SolveResult r = solve::runSolver(*info, maze, o, control);
        if (!r.found && control.checkNow()) {
            error = me + QStringLiteral("the search did not end within 60 s");
            return nullptr;
        }
    } catch (const std::invalid_argument& e) {
        error = me + QString::fromStdString(e.what());
        return nullptr;
    }
    return std::make_unique<SolveFrames>(maze, trace, pos[0]);
}

AnimateRegistrar regAnimateSolve(
    {QStringLiteral("solve"),
     QStringLiteral("[ALGO] FILE [--diagonal P] [--heuristic H] [--seed S]"),
     QStringLiteral("a solver's search (frontier, visited cells, then the path) on the first "
                    "maze of FILE"),
     [](QCommandLineParser& p) {
         p.addPositionalArgument(
             QStringLiteral("ALGO"),
             QStringLiteral("A solver (mazelab-cli solve --list; default astar)."));
         p.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A .maze file."));
         p.addOption({QStringLiteral("diagonal"),
                      QStringLiteral("never (default), always, if-at-most-one-obstacle or "
                                     "only-when-no-obstacles."),
                      QStringLiteral("P")});
         p.addOption({QStringLiteral("heuristic"),
                      QStringLiteral("manhattan, euclidean, chebyshev or octile."),
                      QStringLiteral("H")});
         p.addOption({QStringLiteral("seed"),
                      QStringLiteral("Seed of dfs-random and random-mouse (default 0)."),
                      QStringLiteral("S")});
     },
     buildSolve});

} // namespace
} // namespace mazelab::cli
