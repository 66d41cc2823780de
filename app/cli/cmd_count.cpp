// mazelab-cli count N [M] [--json] [--brute-force] [--time-limit S] [--progress]
// The exact number of solvable N×M mazes (Nusser 2016, §2.5 / §4.7).
#include "app/cli/command.h"
#include "core/counting/mazecount.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonObject>
#include <chrono>
#include <cmath>

namespace mazelab::cli {
namespace {

constexpr int kMaxSide = 4096;

int runCount(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("N"), QStringLiteral("Rows (or NxM)."));
    parser.addPositionalArgument(QStringLiteral("M"), QStringLiteral("Columns (default N)."),
                                 QStringLiteral("[M]"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    const QCommandLineOption brute(QStringLiteral("brute-force"),
                                   QStringLiteral("Enumerate every maze instead (N·M <= %1).")
                                       .arg(kMaxBruteForceCells));
    const QCommandLineOption limit(QStringLiteral("time-limit"),
                                   QStringLiteral("Give up after S seconds (exit 1)."),
                                   QStringLiteral("S"));
    const QCommandLineOption progress(QStringLiteral("progress"),
                                      QStringLiteral("Report progress on stderr."));
    parser.addOptions({json, brute, limit, progress});
    if (int rc = parseOrExit(parser, args,
                             QStringLiteral("Count the solvable N×M mazes exactly: start (0,0) "
                                            "and goal (N-1,M-1) free and 4-connected, every "
                                            "other cell free or blocked. Frontier dynamic "
                                            "program; min(N,M) <= %1.")
                                 .arg(kMaxCountingWidth));
        rc >= 0)
        return rc;
    int rows = 0;
    int cols = 0;
    if (!parseSize(parser.positionalArguments(), rows, cols) || rows < 1 || cols < 1
        || rows > kMaxSide || cols > kMaxSide) {
        err(QStringLiteral("mazelab-cli count: expected sizes N [M] (or NxM), whole numbers "
                           "from 1 to %1")
                .arg(kMaxSide));
        return BadInput;
    }
    const bool bruteForce = parser.isSet(brute);
    if (bruteForce && rows * cols > kMaxBruteForceCells) {
        err(QStringLiteral("mazelab-cli count: --brute-force enumerates 2^(N·M-2) mazes and "
                           "supports N·M <= %1; got %2x%3")
                .arg(kMaxBruteForceCells)
                .arg(rows)
                .arg(cols));
        return BadInput;
    }
    if (!bruteForce && std::min(rows, cols) > kMaxCountingWidth) {
        err(QStringLiteral("mazelab-cli count: the shorter side may be at most %1 (the frontier "
                           "state is a 64-bit word); got %2x%3")
                .arg(kMaxCountingWidth)
                .arg(rows)
                .arg(cols));
        return BadInput;
    }
    Control control;
    if (parser.isSet(limit) && !parseTimeLimit(parser.value(limit), control)) {
        err(QStringLiteral("mazelab-cli count: --time-limit must be a positive number of seconds"));
        return BadInput;
    }
    if (parser.isSet(progress))
        control.setProgressSink([](double fraction, const ProgressMessage& message) {
            err(QStringLiteral("%1% %2").arg(fraction * 100, 5, 'f', 1)
                    .arg(QString::fromStdString(message.text())));
        });

    QElapsedTimer timer;
    timer.start();
    const MazeCountResult result = bruteForce ? countSolvableMazesBruteForce(rows, cols, control)
                                              : countSolvableMazes(rows, cols, control);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    const QString method = bruteForce ? QStringLiteral("brute-force") : QStringLiteral("frontier");
    if (parser.isSet(json)) {
        QJsonObject o;
        o[QStringLiteral("rows")] = rows;
        o[QStringLiteral("cols")] = cols;
        o[QStringLiteral("complete")] = result.complete;
        if (result.complete)
            o[QStringLiteral("count")] = QString::fromStdString(result.count.toString());
        o[QStringLiteral("method")] = method;
        if (!bruteForce) {
            o[QStringLiteral("frontier_width")] = result.frontierWidth;
            o[QStringLiteral("peak_states")] = qint64(result.peakStates);
            o[QStringLiteral("state_visits")] = qint64(result.stateVisits);
        }
        o[QStringLiteral("seconds")] = seconds;
        printJson(o);
    }
    if (!result.complete) {
        // The count's own message names the limit that stopped it and where (a memory stop
        // was reported as "time limit reached").
        err(QStringLiteral("mazelab-cli count: %1 after %2 s, no count")
                .arg(!result.message.empty()   ? QString::fromStdString(result.message)
                     : control.isCancelled() ? QStringLiteral("cancelled")
                                             : QStringLiteral("time limit reached"))
                .arg(seconds, 0, 'f', 1));
        return Negative;
    }
    if (!parser.isSet(json))
        out(QStringLiteral("%1x%2: %3 solvable maze%4")
                .arg(rows)
                .arg(cols)
                .arg(QString::fromStdString(result.count.toString()))
                .arg(result.count == BigUint(1) ? QString() : QStringLiteral("s")));
    return Ok;
}

CliRegistrar regCmdCount({QStringLiteral("count"),
                          QStringLiteral("Count the solvable N×M mazes exactly"),
                          runCount});

} // namespace
} // namespace mazelab::cli
