// mazelab-cli seq extend NxM [PREFIX]: builds a Solving Sequence for ALL solvable NxM mazes by
// appending a greedy, staged suffix to PREFIX (default: empty) for the failing leaves of its
// trajectory tree (core/simaso/greedysuffix.h); the result is verified on all mazes by the
// counting tree (streamverify.h) before it is printed or saved. With --restarts N it then
// shortens the result by rebuilding random tails (core/simaso/tailrestart.h).
#include "app/cli/command.h"
#include "app/cli/seq_bounds_io.h"
#include "app/cli/seqoptions.h"
#include "core/simaso/greedysuffix.h"
#include "core/simaso/tailrestart.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonObject>

namespace mazelab::cli {

using namespace seq;
using namespace bounds;

namespace {

// seq extend … --restarts N: improveByTailRestarts from PREFIX (completed first), saving every
// verified new best at once so that a run cut off keeps it.
int runTailRestarts(const QString& sub, int rows, int cols, const SolvingSequence& start,
                    const TailRestartOptions& o, Control& control,
                    const QString& savePath, bool verbose, bool json)
{
    QElapsedTimer timer;
    timer.start();
    TailRestartResult r;
    {
        InterruptGuard guard(control);
        r = improveByTailRestarts(
            rows, cols, start, control, o,
            newBestReporter(sub, rows, cols, savePath,
                            QStringLiteral("seq extend --restarts, seed %1").arg(o.seed),
                            verbose, timer),
            [&](std::size_t k, std::size_t length) {
                if (verbose && length > 0)
                    err(QStringLiteral("cut at %1: %2 moves").arg(k).arg(length));
            });
    }
    const double seconds = double(timer.elapsed()) / 1000.0;
    if (!r.found) {
        err(errPrefix(sub) + QString::fromStdString(r.message));
        return Negative;
    }
    QJsonObject extra;
    extra[QStringLiteral("attempts")] = qint64(r.attempts);
    extra[QStringLiteral("improvements")] = qint64(r.improvements);
    printBound(r.best, rows, cols, seconds,
               QStringLiteral("%1 tails rebuilt, %2 shorter").arg(r.attempts)
                   .arg(r.improvements),
               QString(), extra, json);
    return Ok;
}

} // namespace

int runSeqExtend(const QStringList& args)
{
    const QString sub = QStringLiteral("extend");
    QCommandLineParser parser;
    const auto opt = [](const char* name, const char* help, const char* value = nullptr) {
        return boundOption(name, help, value);
    };
    parser.addPositionalArgument(QStringLiteral("NxM"), QStringLiteral("Maze size, e.g. 6x6."));
    parser.addPositionalArgument(QStringLiteral("PREFIX"),
                                 QStringLiteral("Optional prefix: moves, or a file holding "
                                                "them (default: empty)."));
    const auto timeLimit = opt("time-limit", "Stop after S seconds.", "S");
    const auto save = opt("save", "Write the verified sequence to FILE.", "FILE");
    const auto seed = opt("seed", "Random seed (default 1).", "S");
    const auto beam = opt("beam", "Beam width of each round (default 6).", "B");
    const auto horizon = opt("horizon", "Depth of each round's beam search (default 6).", "H");
    const auto commit = opt("commit", "Moves appended per round (default 2).", "C");
    const auto sample = opt("sample", "Walks the beam is scored on (default 4000).", "S");
    const auto stall = opt("stall", "Rounds without progress before the nearest walk is "
                                    "taken to the goal (default 6).", "R");
    const auto alpha = opt("mass-exponent", "Walk weight 2^(-A*known cells) in the score: 1 "
                                            "(default) weighs mazes, 0 counts leaves.", "A");
    const auto restarts = opt("restarts", "Then shorten the result N times by cutting it at a "
                                          "random point and rebuilding the tail (saves every "
                                          "shorter one).", "N");
    const auto window = opt("window", "--restarts: cut within the last W moves (default 450).",
                            "W");
    const auto progress = opt("progress", "Report progress on stderr.");
    const auto json = opt("json", "Print JSON.");
    parser.addOptions({timeLimit, save, seed, beam, horizon, commit, sample, stall, alpha,
                       restarts, window, progress, json});
    if (int rc = parseSeqCommand(parser, args, sub,
                                 QStringLiteral("Builds a Solving Sequence for ALL solvable NxM "
                                                "mazes (up to 64 cells): appends to PREFIX a "
                                                "suffix for its failing tree leaves, a few moves "
                                                "per round of a short beam search; the result is "
                                                "verified on all mazes."));
        rc >= 0)
        return rc;
    const auto bad = [&sub](const QString& text) { return badSeqInput(sub, text); };
    const QStringList pos = parser.positionalArguments();
    int rows = 0;
    int cols = 0;
    if (pos.isEmpty() || pos.size() > 2 || !parseBoundSize(pos[0], rows, cols))
        return bad(QStringLiteral("expects NxM (2 to 64 cells) and an optional PREFIX"));
    SolvingSequence prefix;
    if (pos.size() == 2 && !readSequence(pos[1], sub, prefix))
        return BadInput;
    GreedySuffixOptions o;
    OptionNumbers numbers(parser);
    const auto number = [&](const QCommandLineOption& option, auto& value) {
        numbers.read(option, value);
    };
    number(seed, o.seed);
    number(beam, o.beamWidth);
    number(horizon, o.horizon);
    number(commit, o.commit);
    number(sample, o.sampleWalks);
    number(stall, o.stallRounds);
    numbers.readReal(alpha, o.massExponent);
    if (!numbers.ok() || o.beamWidth < 1 || o.horizon < 1 || o.commit < 1 || o.sampleWalks < 1
        || o.stallRounds < 1)
        return bad(QStringLiteral("malformed number in the options"));
    Control control;
    if (parser.isSet(timeLimit) && !parseTimeLimit(parser.value(timeLimit), control))
        return bad(QStringLiteral("--time-limit must be a positive number of seconds"));
    const bool verbose = parser.isSet(progress);
    if (parser.isSet(restarts)) {
        TailRestartOptions r;
        r.suffix = o;
        r.seed = o.seed;
        number(restarts, r.maxAttempts);
        number(window, r.window);
        if (!numbers.ok() || r.maxAttempts < 1 || r.window < 1)
            return bad(QStringLiteral("malformed number in the options"));
        if (verbose)
            progressToStderr(control);
        return runTailRestarts(sub, rows, cols, prefix, r, control, parser.value(save),
                               verbose, parser.isSet(json));
    }
    QElapsedTimer timer;
    timer.start();
    const PartialGrid grid(rows, cols);
    std::optional<SolvingSequence> suffix;
    StreamVerifyResult v;
    {
        InterruptGuard guard(control);
        auto walks = failingWalksOf(grid, prefix, o.maxWalks, control);
        if (!walks) {
            err(errPrefix(sub) + QStringLiteral("the prefix's leaves: stopped or too many"));
            return Negative;
        }
        if (verbose)
            err(QStringLiteral("prefix %1 moves: %2 failing leaves").arg(prefix.size())
                    .arg(walks->size()));
        std::size_t rounds = 0;
        suffix = greedySuffix(grid, std::move(*walks), o, control,
                              [&](std::size_t length, std::size_t left) {
                                  if (verbose && ++rounds % 50 == 0)
                                      err(QStringLiteral("suffix %1 moves, %2 walks left, "
                                                         "%3 s")
                                              .arg(length).arg(left)
                                              .arg(double(timer.elapsed()) / 1000.0, 0, 'f',
                                                   1));
                              });
        if (!suffix) {
            err(errPrefix(sub) + QStringLiteral("no suffix: ")
                + QString::fromStdString(control.checkNow() ? control.stopReason()
                                                            : std::string("limits reached")));
            return Negative;
        }
        prefix.insert(prefix.end(), suffix->begin(), suffix->end());
        StreamVerifyOptions vo;
        vo.threads = 2;
        vo.maxCounterexamples = 0;
        Control verifyControl;
        v = verifyAllStreamed(rows, cols, prefix, vo, verifyControl);
    }
    const double seconds = double(timer.elapsed()) / 1000.0;
    if (!v.solvesAll) {
        err(errPrefix(sub) + QStringLiteral("internal error: the result misses %1 mazes")
                                 .arg(v.mazes - v.solved));
        return Negative;
    }
    if (parser.isSet(save)
        && !saveSequence(parser.value(save), prefix,
                         QStringLiteral("solves all %1 solvable %2x%3 mazes (length %4, "
                                        "seq extend --seed %5)")
                             .arg(v.mazes).arg(rows).arg(cols).arg(prefix.size()).arg(o.seed)))
        err(errPrefix(sub) + QStringLiteral("cannot write %1").arg(parser.value(save)));
    if (parser.isSet(json)) {
        QJsonObject j;
        j[QStringLiteral("length")] = int(prefix.size());
        j[QStringLiteral("sequence")] = seqText(prefix);
        j[QStringLiteral("mazes")] = qint64(v.mazes);
        j[QStringLiteral("seconds")] = seconds;
        printJson(j);
    } else {
        out(QStringLiteral("%1\n(length %2, solves all %3 solvable %4x%5 mazes, verified on "
                           "all; %6 s)")
                .arg(seqText(prefix)).arg(prefix.size()).arg(v.mazes).arg(rows).arg(cols)
                .arg(seconds, 0, 'f', 1));
    }
    return Ok;
}

} // namespace mazelab::cli
