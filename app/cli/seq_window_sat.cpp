// mazelab-cli seq improve --method window-sat: windows of a sequence that solves all solvable
// NxM mazes redone shorter by SAT (core/simaso_sat/windowsat.h), with the
// options of the parser of runSeqImprove looked up by name.
#include "app/cli/command.h"
#include "app/cli/seq_bounds_io.h"
#include "app/cli/seqoptions.h"
#include "core/simaso_sat/sigmasat.h"
#include "core/simaso_sat/windowsat.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>

namespace mazelab::cli::bounds {
using namespace seq;

int runWindowSat(const QCommandLineParser& parser, const QString& sub, Control& control,
                 const SolvingSequence& start)
{
    auto isSet = [&parser](const char* name) { return parser.isSet(QString::fromLatin1(name)); };
    auto value = [&parser](const char* name) { return parser.value(QString::fromLatin1(name)); };
    int rows = 0;
    int cols = 0;
    if (!parseSize(value("size"), rows, cols) || rows * cols > 64 || rows * cols < 2
        || start.empty()) {
        err(errPrefix(sub) + QStringLiteral("window-sat needs --size NxM (2 to 64 cells) and "
                                            "--start SEQ (a sequence that solves every maze)"));
        return BadInput;
    }
    simaso_sat::WindowSatOptions o;
    bool ok = true;
    int maxW = 16;
    int minW = 0;
    if (isSet("max-window"))
        maxW = value("max-window").toInt(&ok);
    ok = ok && maxW >= 1 && maxW <= 64 && std::size_t(maxW) <= start.size();
    if (ok && isSet("min-window"))
        minW = value("min-window").toInt(&ok);
    ok = ok && minW >= 0 && minW <= maxW;
    if (minW == 0)
        minW = maxW;
    if (ok && isSet("shorten-by"))
        o.shortenBy = value("shorten-by").toInt(&ok);
    ok = ok && o.shortenBy >= 1 && o.shortenBy <= 4 && o.shortenBy <= minW;
    if (ok && isSet("window-seconds")) {
        o.secondsPerWindow = value("window-seconds").toDouble(&ok);
        ok = ok && o.secondsPerWindow > 0 && o.secondsPerWindow <= 86400;
    }
    if (ok && isSet("seed"))
        o.seed = value("seed").toULongLong(&ok);
    o.deletionRepair = isSet("delete-repair");
    o.repairStart = isSet("repair-start");
    o.repairNearestFirst = isSet("nearest-first");
    o.repairStepwise = isSet("repair-stepwise");
    ok = ok && (!o.repairStepwise || rows * cols <= simaso_sat::kMaxEnumerateCells);
    if (ok && isSet("stepwise-targets")) {
        o.stepwiseTargets = value("stepwise-targets").toULongLong(&ok);
        ok = ok && o.repairStepwise && o.stepwiseTargets >= 1 && o.stepwiseTargets <= 100000;
    }
    if (ok && isSet("repair-windows")) {
        o.repairWindowLimit = value("repair-windows").toULongLong(&ok);
        ok = ok && o.repairWindowLimit >= 1 && o.repairWindowLimit <= 100000;
    }
    if (ok && isSet("repair-reach")) {
        o.repairReach = value("repair-reach").toULongLong(&ok);
        ok = ok && o.deletionRepair && o.repairReach >= 1 && o.repairReach <= 100000;
    }
    o.windows.clear();
    for (int w = minW; w <= maxW; ++w)
        o.windows.push_back(w);
    if (ok && isSet("resume")) {
        // W,A: the first cycle starts at the windows of W moves at step A (forwards).
        int w = 0;
        ok = parsePair(value("resume"), w, o.startStep, false) && w >= minW && w <= maxW
            && o.startStep < start.size();
        if (ok)
            std::rotate(o.windows.begin(), o.windows.begin() + (w - minW), o.windows.end());
    }
    if (ok && isSet("gaps")) {
        // G1[,G2]: every gap from G1 to G2; split windows take one move from either half
        // (the repairs keep every move: --repair-start, --delete-repair).
        const int longest = int(start.size()) - maxW; // the span may not exceed the start
        ok = minW >= 2 && o.shortenBy == 1 && parseGaps(value("gaps"), longest, o.gaps);
    }
    if (ok && isSet("plateau")) {
        // N[,P[,K]]: N plateau moves, windows of P moves (default W), K changed (default 2).
        const QStringList parts = value("plateau").split(QLatin1Char(','));
        ok = parts.size() <= 3;
        o.plateauWindow = maxW;
        if (ok)
            o.plateauMoves = parts[0].toULongLong(&ok);
        if (ok && parts.size() >= 2)
            o.plateauWindow = parts[1].toInt(&ok);
        if (ok && parts.size() == 3)
            o.plateauChanges = parts[2].toInt(&ok);
        ok = ok && o.plateauMoves >= 1 && o.plateauMoves <= 100000000 && o.plateauWindow >= 1
             && o.plateauWindow <= 64 && std::size_t(o.plateauWindow) <= start.size()
             && o.plateauChanges >= 1 && o.plateauChanges <= o.plateauWindow
             && !o.deletionRepair;
    }
    o.plateauDescend = isSet("plateau-descend");
    ok = ok && (!o.plateauDescend || (o.plateauMoves > 0 && rows * cols <= 25));
    ok = ok && (!isSet("save-walk") || o.plateauMoves > 0);
    ok = ok && !annealOptionSet(parser);
    for (const char* other : {"keep-prefix", "max-nodes"}) // the exhaustive scan's
        ok = ok && !isSet(other);
    if (!ok) {
        err(errPrefix(sub)
            + QStringLiteral("window-sat: --max-window W (1..64, at most the "
                             "start's length; default 16), --min-window M "
                             "(1..W; default W), --shorten-by D (1..4, <= M), "
                             "--window-seconds S (0 < S <= 86400), --resume W,A "
                             "(M <= W <= --max-window, A < start length), "
                             "--delete-repair [--repair-reach R >= 1], --repair-start, "
                             "--nearest-first [--repair-windows N, 1..100000], "
                             "--repair-stepwise (up to 25 cells) [--save-near FILE] "
                             "[--stepwise-targets N, 1..100000], "
                             "--seed S, "
                             "--gaps G1[,G2] (1 <= G1 <= G2, M >= 2, G2 + W at "
                             "most the start's length; not with --shorten-by "
                             "above 1), "
                             "--plateau N[,P[,K]] (N >= 1, 1 <= K <= P <= 64, P "
                             "at most the start's length; not with "
                             "--delete-repair), --plateau-descend (with "
                             "--plateau, up to 25 cells), --save-walk FILE "
                             "(with --plateau), "
                             "--time-limit S, --save FILE; none of "
                             "the annealing's or the exhaustive scan's options"));
        return BadInput;
    }
    QElapsedTimer timer;
    timer.start();
    simaso_sat::WindowSatResult r;
    {
        const StopOnSignal guard(control);
        const QString how =
            QStringLiteral("seq improve --method window-sat --min-window %1 --max-window %2 "
                           "--shorten-by %3%4 --seed %5")
                .arg(minW)
                .arg(maxW)
                .arg(o.shortenBy)
                .arg((o.deletionRepair ? QStringLiteral(" --delete-repair --repair-reach %1")
                                             .arg(o.repairReach)
                                       : QString())
                     + (o.repairStart ? QStringLiteral(" --repair-start") : QString())
                     + (o.repairStepwise ? QStringLiteral(" --repair-stepwise") : QString())
                     + (o.stepwiseTargets > 0
                            ? QStringLiteral(" --stepwise-targets %1").arg(o.stepwiseTargets)
                            : QString())
                     + (o.repairNearestFirst ? QStringLiteral(" --nearest-first") : QString())
                     + (o.repairWindowLimit > 0
                            ? QStringLiteral(" --repair-windows %1").arg(o.repairWindowLimit)
                            : QString())
                     + (o.gaps.empty() ? QString()
                                       : QStringLiteral(" --gaps %1,%2")
                                             .arg(o.gaps.front())
                                             .arg(o.gaps.back()))
                     + (o.plateauMoves == 0 ? QString()
                                            : QStringLiteral(" --plateau %1,%2,%3")
                                                  .arg(o.plateauMoves)
                                                  .arg(o.plateauWindow)
                                                  .arg(o.plateauChanges))
                     + (o.plateauDescend ? QStringLiteral(" --plateau-descend") : QString()))
                .arg(o.seed);
        const auto report = newBestReporter(sub, rows, cols, value("save"), how,
                                            isSet("progress"), timer);
        // --save-walk: the walk's own solver after every plateau move taken (counting-tree
        // checked like every rewrite, as long as the best so far): a start of the same length
        // with another prefix for the tail annealing (README, "the two take turns").
        std::size_t taken = 0;
        if (isSet("save-walk")) {
            o.onPlateau = [&](const std::vector<Move>& s) {
                ++taken;
                saveSequence(sub, value("save-walk"), s,
                             QStringLiteral("solves all solvable %1x%2 mazes: the plateau "
                                            "walk after %3 taken (length %4, %5)")
                                 .arg(rows).arg(cols)
                                 .arg(counted(qint64(taken), "plateau move",
                                              "plateau moves"))
                                 .arg(s.size()).arg(how));
            };
        }
        // --save-near with --repair-stepwise: the sequence after each stepwise rewrite (it
        // misses fewer mazes each time), so a stuck or stopped repair keeps its progress.
        std::size_t steps = 0;
        if (isSet("save-near") || isSet("progress")) {
            o.onStepwise = [&](const std::vector<Move>& s, std::size_t missed) {
                ++steps;
                if (isSet("save-near"))
                    saveSequence(sub, value("save-near"), s,
                                 QStringLiteral("misses %1 of the solvable %2x%3 mazes: the "
                                                "stepwise repair after %4 (length %5, %6)")
                                     .arg(missed).arg(rows).arg(cols)
                                     .arg(counted(qint64(steps), "rewrite",
                                                  "rewrites"))
                                     .arg(s.size()).arg(how));
                if (isSet("progress"))
                    err(QStringLiteral("stepwise repair: %1 missed")
                            .arg(counted(qint64(missed), "maze", "mazes")));
            };
        }
        r = simaso_sat::shortenWindowsBySat(rows, cols, start, o, control, report);
    }
    const double seconds = double(timer.elapsed()) / 1000.0;
    if (!r.startSolvesAll) {
        err(errPrefix(sub) + QString::fromStdString(r.message));
        return Negative;
    }
    QJsonObject extra;
    extra[QStringLiteral("windows_tried")] = qint64(r.windows);
    extra[QStringLiteral("windows_refuted")] = qint64(r.refuted);
    extra[QStringLiteral("windows_undecided")] = qint64(r.undecided);
    extra[QStringLiteral("sat_calls")] = qint64(r.satCalls);
    extra[QStringLiteral("deletions_repaired")] = qint64(r.repaired);
    extra[QStringLiteral("start_repaired")] = r.startRepaired;
    extra[QStringLiteral("start_unsolved")] = qint64(r.startUnsolved);
    extra[QStringLiteral("stepwise_taken")] = qint64(r.stepwiseTaken);
    extra[QStringLiteral("hard_mazes")] = qint64(r.mazesAdded);
    extra[QStringLiteral("plateau_tried")] = qint64(r.plateauTried);
    extra[QStringLiteral("plateau_taken")] = qint64(r.plateauTaken);
    extra[QStringLiteral("plateau_undecided")] = qint64(r.plateauUndecided);
    extra[QStringLiteral("plateau_rejected")] = qint64(r.plateauRejected);
    extra[QStringLiteral("shortened")] = qint64(start.size() - r.best.size());
    extra[QStringLiteral("message")] = QString::fromStdString(r.message);
    printBound(r.best, rows, cols, seconds,
               QStringLiteral("%1 tried, %2 refuted, %3 undecided, %4; %5")
                   .arg(counted(qint64(r.windows), "window", "windows"))
                   .arg(r.refuted)
                   .arg(r.undecided)
                   .arg(counted(qint64(r.satCalls), "SAT call", "SAT calls"))
                   .arg(QString::fromStdString(r.message)),
               QString(), extra, isSet("json"));
    return Ok;
}

} // namespace mazelab::cli::bounds
