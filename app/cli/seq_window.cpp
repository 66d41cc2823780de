// mazelab-cli seq improve --method window: exhaustive window rewrites of a sequence that
// solves all solvable NxM mazes (core/simaso/windowrewrite.h), with the options of the parser
// of runSeqImprove looked up by name.
#include "app/cli/command.h"
#include "app/cli/seq_bounds_io.h"
#include "app/cli/seqoptions.h"
#include "core/simaso/windowrewrite.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonObject>

namespace mazelab::cli::bounds {
using namespace seq;

int runWindowRewrite(const QCommandLineParser& parser, const QString& sub, Control& control,
                     const SolvingSequence& start)
{
    auto isSet = [&parser](const char* name) { return parser.isSet(QString::fromLatin1(name)); };
    auto value = [&parser](const char* name) { return parser.value(QString::fromLatin1(name)); };
    int rows = 0;
    int cols = 0;
    if (!parseSize(value("size"), rows, cols) || rows * cols > 64 || rows * cols < 2
        || start.empty()) {
        err(errPrefix(sub) + QStringLiteral("window needs --size NxM (2 to 64 cells) and "
                                            "--start SEQ (a sequence that solves every maze)"));
        return BadInput;
    }
    WindowRewriteOptions o;
    bool ok = true;
    if (isSet("max-window")) {
        o.maxWindow = value("max-window").toULongLong(&ok);
        ok = ok && o.maxWindow >= 1 && o.maxWindow <= 13;
    }
    if (ok && isSet("keep-prefix")) {
        o.keepPrefix = value("keep-prefix").toULongLong(&ok);
        ok = ok && o.keepPrefix >= 1 && o.keepPrefix < start.size();
    }
    if (ok && isSet("plateau"))
        o.plateauSteps = value("plateau").toULongLong(&ok);
    o.deletionRepair = isSet("delete-repair");
    if (ok && isSet("seed"))
        o.seed = value("seed").toULongLong(&ok);
    if (ok && isSet("max-nodes")) {
        o.maxNodes = value("max-nodes").toULongLong(&ok);
        ok = ok && o.maxNodes >= 1000 && o.maxNodes <= (std::size_t(1) << 32);
    }
    if (ok && isSet("min-window")) {
        o.minWindow = value("min-window").toULongLong(&ok);
        ok = ok && o.minWindow >= 1 && o.minWindow <= o.maxWindow;
    }
    if (ok && isSet("shorten-by")) {
        o.shortenBy = value("shorten-by").toULongLong(&ok);
        ok = ok && o.shortenBy >= 1 && o.shortenBy <= 4 && o.shortenBy <= o.maxWindow;
    }
    if (ok && isSet("resume")) {
        ok = parsePair(value("resume"), o.resumeWindow, o.resumeStep, false)
            && o.resumeWindow >= 1 && o.resumeWindow <= o.maxWindow
            && o.resumeStep >= o.keepPrefix && o.resumeStep < start.size();
    }
    ok = ok && !annealOptionSet(parser);
    if (!ok) {
        err(errPrefix(sub) + QStringLiteral("window: --max-window W (1..13), --keep-prefix K "
                                            "(1 .. start length - 1), --max-nodes N (1000 .. "
                                            "2^32), --plateau N, --delete-repair, --shorten-by D "
                                            "(1..4, <= W), --min-window M (1..W), --resume W,A "
                                            "(W <= --max-window, K <= A < start length), "
                                            "--seed S, "
                                            "--time-limit S, --save FILE; none of the "
                                            "annealing's options"));
        return BadInput;
    }
    QElapsedTimer timer;
    timer.start();
    AnnealResult r;
    {
        const StopOnSignal guard(control);
        const auto report = newBestReporter(
            sub, rows, cols, value("save"),
            QStringLiteral("seq improve --method window --max-window %1%2 --plateau %3 --seed %4")
                .arg(o.shortenBy == 1 ? QString::number(o.maxWindow)
                                      : QStringLiteral("%1 --shorten-by %2")
                                            .arg(o.maxWindow)
                                            .arg(o.shortenBy))
                .arg(o.deletionRepair ? QStringLiteral(" --delete-repair") : QString())
                .arg(o.plateauSteps)
                .arg(o.seed),
            isSet("progress"), timer);
        r = rewriteWindows(rows, cols, start, control, o, report);
    }
    const double seconds = double(timer.elapsed()) / 1000.0;
    if (!r.found) {
        err(errPrefix(sub) + QString::fromStdString(r.message));
        return Negative;
    }
    QJsonObject extra;
    extra[QStringLiteral("rewrites_tried")] = qint64(r.evaluations);
    extra[QStringLiteral("shortened")] = qint64(start.size() - r.best.size());
    extra[QStringLiteral("message")] = QString::fromStdString(r.message);
    printBound(r.best, rows, cols, seconds,
               QStringLiteral("%1 rewrites tried; %2").arg(r.evaluations)
                   .arg(QString::fromStdString(r.message)),
               QString(), extra, isSet("json"));
    return Ok;
}

} // namespace mazelab::cli::bounds
