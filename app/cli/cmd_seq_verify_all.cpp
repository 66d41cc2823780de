// mazelab-cli seq verify-all NxM SEQ (see seqoptions.h): SEQ on every solvable NxM maze by the
// counting tree (core/simaso/streamverify.h), with the missed mazes and where each comes
// nearest its goal (simaso_sat::nearestApproach) — the windows a repair should try first.
// Ctrl-C or SIGTERM (stoponsignal.h) cancels cleanly.
#include "app/cli/command.h"
#include "app/cli/seq_bounds_io.h"
#include "app/cli/seqoptions.h"
#include "core/simaso/streamverify.h"
#include "core/simaso_sat/sigmasat.h"
#include "core/simaso_sat/windowsat.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <ctime>

namespace mazelab::cli {
using namespace seq;
using namespace bounds;

// --- seq verify-all NxM SEQ -----------------------------------------------------------------
int runSeqVerifyAll(const QStringList& args)
{
    const QString sub = QStringLiteral("verify-all");
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("NxM"), QStringLiteral("Maze size, e.g. 6x6."));
    parser.addPositionalArgument(QStringLiteral("SEQ"),
                                 QStringLiteral("Moves, or a file holding them."));
    const QCommandLineOption threads(QStringLiteral("threads"),
                                     QStringLiteral("Worker threads (default 1)."),
                                     QStringLiteral("T"));
    const QCommandLineOption perfect(QStringLiteral("perfect"),
                                     QStringLiteral("Require every maze to END on its goal."));
    const QCommandLineOption progress(QStringLiteral("progress"),
                                      QStringLiteral("Report progress on stderr."));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    const QCommandLineOption timeLimit(QStringLiteral("time-limit"),
                                       QStringLiteral("Stop after S seconds."),
                                       QStringLiteral("S"));
    const QCommandLineOption failures(QStringLiteral("failures"),
                                      QStringLiteral("Write up to K unsolved mazes to FILE "
                                                     "(with --failures-max K, default 1000)."),
                                      QStringLiteral("FILE"));
    const QCommandLineOption failuresMax(QStringLiteral("failures-max"),
                                         QStringLiteral("Unsolved mazes kept (default 1000)."),
                                         QStringLiteral("K"));
    parser.addOptions({threads, perfect, progress, json, timeLimit, failures, failuresMax});
    if (int rc = parseSeqCommand(parser, args, sub,
                                 QStringLiteral("Runs SEQ on every solvable NxM maze (up to 64 "
                                                "cells) without storing them: a trajectory "
                                                "tree counts the mazes solved exactly and "
                                                "compares with the number of solvable mazes. "
                                                "Exit 0 when all are solved, 1 otherwise (with "
                                                "a counterexample and the step after which it "
                                                "stands nearest its goal)."));
        rc >= 0)
        return rc;
    const QStringList pos = parser.positionalArguments();
    int rows = 0;
    int cols = 0;
    if (pos.size() != 2 || !parseSize(pos[0], rows, cols) || rows * cols > 64
        || rows * cols < 2) {
        err(errPrefix(sub) + QStringLiteral("expected NxM (2 to 64 cells) and SEQ"));
        return BadInput;
    }
    SolvingSequence s;
    if (!readSequence(pos[1], sub, s))
        return BadInput;
    Control control;
    if (parser.isSet(timeLimit) && !parseTimeLimit(parser.value(timeLimit), control)) {
        err(errPrefix(sub) + QStringLiteral("--time-limit must be a positive number of seconds"));
        return BadInput;
    }
    if (parser.isSet(progress))
        progressToStderr(control);
    StreamVerifyOptions o;
    o.threads = parser.isSet(threads) ? parser.value(threads).toInt() : 1;
    o.perfect = parser.isSet(perfect);
    o.maxCounterexamples = parser.isSet(failures)
        ? std::size_t(parser.isSet(failuresMax) ? parser.value(failuresMax).toInt() : 1000)
        : 1;
    if (o.threads < 1 || o.threads > 256) {
        err(errPrefix(sub) + QStringLiteral("--threads must be from 1 to 256"));
        return BadInput;
    }
    QElapsedTimer timer;
    timer.start();
    const auto cpu0 = std::clock();
    StreamVerifyResult r;
    {
        const StopOnSignal guard(control);
        r = verifyAllStreamed(rows, cols, s, o, control);
    }
    const double seconds = double(timer.elapsed()) / 1000.0;
    const double cpu = double(std::clock() - cpu0) / CLOCKS_PER_SEC;
    if (parser.isSet(failures) && !r.counterexamples.empty()) {
        MazeFile file;
        file.mazes = r.counterexamples;
        file.names.assign(file.mazes.size(), std::string());
        if (!writeOutput(parser.value(failures), QByteArray::fromStdString(mazeFileToText(file)),
                         errPrefix(sub).chopped(2)))
            return BadInput;
    }
    // Where each missed maze (the counterexamples: the first, or up to --failures-max) comes
    // nearest its goal.
    const simaso_sat::Grid grid(rows, cols);
    std::vector<simaso_sat::Approach> nearest;
    for (const Maze& maze : r.counterexamples) {
        simaso_sat::WallMask walls = 0;
        if (!grid.fromMaze(maze, walls))
            break; // cannot happen: the tree's mazes have the default corners
        nearest.push_back(simaso_sat::nearestApproach(rows, cols, walls, s));
    }
    if (parser.isSet(json)) {
        QJsonObject j;
        j[QStringLiteral("length")] = int(s.size());
        j[QStringLiteral("mazes")] = qint64(r.mazes);
        j[QStringLiteral("solved")] = qint64(r.solved);
        j[QStringLiteral("unsolved")] = r.complete ? qint64(r.mazes - r.solved) : -1;
        j[QStringLiteral("complete")] = r.complete;
        j[QStringLiteral("solves_all")] = r.solvesAll;
        j[QStringLiteral("leaves")] = qint64(r.leaves);
        j[QStringLiteral("failing_leaves")] = qint64(r.failingLeaves);
        j[QStringLiteral("nodes")] = qint64(r.nodes);
        j[QStringLiteral("threads")] = o.threads;
        j[QStringLiteral("seconds")] = seconds;
        j[QStringLiteral("cpu_seconds")] = cpu;
        if (!r.counterexamples.empty())
            j[QStringLiteral("counterexample")] =
                QString::fromStdString(mazeToText(r.counterexamples.front()));
        QJsonArray near;
        for (const simaso_sat::Approach& a : nearest)
            near.append(QJsonObject{{QStringLiteral("step"), qint64(a.step)},
                                    {QStringLiteral("distance"), a.distance},
                                    {QStringLiteral("final_distance"), a.finalDistance}});
        if (!nearest.empty())
            j[QStringLiteral("nearest")] = near;
        printJson(j);
    } else if (!r.complete) {
        err(errPrefix(sub) + QStringLiteral("%1 after %2 s, no answer (%3 mazes solved so far)")
                              .arg(QString::fromStdString(control.stopReason()))
                              .arg(seconds, 0, 'f', 1)
                              .arg(r.solved));
    } else {
        out(QStringLiteral("%1 moves: solves %2 of %3 solvable %4x%5 mazes (%6 unsolved); "
                           "%7 leaves, %8 s wall, %9 s CPU")
                .arg(s.size())
                .arg(r.solved)
                .arg(r.mazes)
                .arg(rows)
                .arg(cols)
                .arg(r.mazes - r.solved)
                .arg(r.leaves)
                .arg(seconds, 0, 'f', 1)
                .arg(cpu, 0, 'f', 1));
        if (!r.counterexamples.empty())
            out(QStringLiteral("unsolved, e.g.:\n")
                + QString::fromStdString(mazeToText(r.counterexamples.front())).trimmed());
        if (!nearest.empty())
            out(QStringLiteral("nearest its goal after %1 moves: %2 moves away (%3 at the end)")
                    .arg(nearest.front().step)
                    .arg(nearest.front().distance)
                    .arg(nearest.front().finalDistance));
    }
    if (!r.complete)
        return Negative;
    return r.solvesAll ? Ok : Negative;
}

} // namespace mazelab::cli
