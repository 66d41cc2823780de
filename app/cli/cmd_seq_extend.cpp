// mazelab-cli seq extend NxM [PREFIX]: builds a Solving Sequence for ALL solvable NxM mazes by
// appending a greedy, staged suffix to PREFIX (default: empty) for the failing leaves of its
// trajectory tree (core/simaso/greedysuffix.h); the result is verified on all mazes by the
// counting tree (streamverify.h) before it is printed or saved. With --restarts N it then
// shortens the result by rebuilding random tails (core/simaso/tailrestart.h). With --method
// exact the suffix is built by a receding horizon annealed on exact counts over all mazes
// (core/simaso/exactgrow.h).
#include "app/cli/command.h"
#include "app/cli/seq_bounds_io.h"
#include "app/cli/seqoptions.h"
#include "core/simaso/exactgrow.h"
#include "core/simaso/greedysuffix.h"
#include "core/simaso/tailrestart.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonObject>

#include <cmath>

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
        const StopOnSignal guard(control);
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

// seq extend … --method exact: growExact from PREFIX; the solver it returns was re-checked by
// the depth-first tree.
int runExactGrow(const QString& sub, int rows, int cols, const SolvingSequence& prefix,
                 const ExactGrowOptions& o, Control& control, const QString& savePath,
                 bool verbose, bool json)
{
    QElapsedTimer timer;
    timer.start();
    AnnealResult r;
    {
        const StopOnSignal guard(control);
        r = growExact(rows, cols, prefix, control, o, [&](const ExactGrowStage& st) {
            if (verbose && st.iteration > 0)
                err(QStringLiteral("window after %1 moves (%2 unsolved): iteration %3, "
                                   "best %4 unsolved at its end, %5 s")
                        .arg(st.committed)
                        .arg(counted(qint64(st.unsolvedAtCommit), "maze", "mazes"))
                        .arg(st.iteration)
                        .arg(st.unsolvedAtEnd).arg(double(timer.elapsed()) / 1000.0, 0, 'f', 1));
            else if (verbose)
                err(QStringLiteral("committed %1 moves: %2 unsolved (%3 at the window's "
                                   "end), window tree %4 partial mazes, %5 s")
                        .arg(st.committed)
                        .arg(counted(qint64(st.unsolvedAtCommit), "maze", "mazes"))
                        .arg(st.unsolvedAtEnd)
                        .arg(st.stored).arg(double(timer.elapsed()) / 1000.0, 0, 'f', 1));
        });
    }
    const double seconds = double(timer.elapsed()) / 1000.0;
    if (!r.found) {
        err(errPrefix(sub) + QString::fromStdString(r.message));
        return Negative;
    }
    newBestReporter(sub, rows, cols, savePath,
                    QStringLiteral("seq extend --method exact --horizon %1 --commit %2 "
                                   "--iterations %3 --seed %4")
                        .arg(o.horizon).arg(o.commit).arg(o.iterations).arg(o.seed),
                    false, timer)(r.best);
    QJsonObject extra;
    extra[QStringLiteral("evaluations")] = qint64(r.evaluations);
    extra[QStringLiteral("accepted")] = qint64(r.accepted);
    printBound(r.best, rows, cols, seconds,
               QStringLiteral("%1 windows scored on all mazes, %2 accepted").arg(r.evaluations)
                   .arg(r.accepted),
               QString(),
               extra, json);
    return Ok;
}

} // namespace

int runSeqExtend(const QStringList& args)
{
    const QString sub = QStringLiteral("extend");
    QCommandLineParser parser;
    const auto opt = [](const char* name, const char* help, const char* value = nullptr) {
        return cliOption(name, help, value);
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
    const auto method = opt("method", "greedy (default: the beam on a sample of walks) or "
                                      "exact (windows of --horizon moves, default 40, "
                                      "annealed on the exact counts over all mazes, --commit "
                                      "moves kept per window, default 20; up to 56 cells).",
                            "M");
    const auto iterations = opt("iterations", "exact: annealing steps per window (default "
                                              "1000).", "N");
    const auto area = opt("area-weight", "exact: window score = unsolved at its end + W * "
                                         "its mean unsolved count (default 0).", "W");
    const auto maxNodes = opt("max-nodes", "exact: most partial mazes a window's tree may "
                                           "store, 16 bytes each (default 67108864).", "N");
    const auto progress = opt("progress", "Report progress on stderr.");
    const auto json = opt("json", "Print JSON.");
    parser.addOptions({timeLimit, save, seed, beam, horizon, commit, sample, stall, alpha,
                       restarts, window, method, iterations, area, maxNodes, progress, json});
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
    if (std::abs(o.massExponent) > 16) // keeps 2^(-A * 64 known cells) inside a double
        return bad(QStringLiteral("--mass-exponent must be a number from -16 to 16"));
    Control control;
    if (parser.isSet(timeLimit) && !parseTimeLimit(parser.value(timeLimit), control))
        return bad(QStringLiteral("--time-limit must be a positive number of seconds"));
    const bool verbose = parser.isSet(progress);
    const QString methodName = parser.value(method);
    if (!methodName.isEmpty() && methodName != QLatin1String("greedy")
        && methodName != QLatin1String("exact"))
        return bad(QStringLiteral("--method is greedy or exact"));
    if (methodName == QLatin1String("exact")) {
        if (rows * cols > 56)
            return bad(QStringLiteral("--method exact takes up to 56 cells"));
        if (parser.isSet(restarts) || parser.isSet(beam) || parser.isSet(sample)
            || parser.isSet(stall) || parser.isSet(alpha))
            return bad(QStringLiteral("--method exact takes --horizon, --commit, "
                                      "--iterations, --area-weight, --max-nodes, --seed"));
        ExactGrowOptions x;
        x.seed = o.seed;
        number(horizon, x.horizon);
        number(commit, x.commit);
        number(iterations, x.iterations);
        number(maxNodes, x.maxNodes);
        numbers.readReal(area, x.areaWeight);
        if (!numbers.ok() || x.horizon < 1 || x.horizon > 100000 || x.commit < 1
            || x.commit > x.horizon || x.iterations < 1 || x.maxNodes < 1000
            || !(x.areaWeight >= 0))
            return bad(QStringLiteral("--horizon H >= 1, --commit 1..H, --iterations >= 1, "
                                      "--area-weight >= 0, --max-nodes >= 1000"));
        return runExactGrow(sub, rows, cols, prefix, x, control, parser.value(save), verbose,
                            parser.isSet(json));
    }
    if (parser.isSet(iterations) || parser.isSet(area) || parser.isSet(maxNodes))
        return bad(QStringLiteral("--iterations, --area-weight and --max-nodes need "
                                  "--method exact"));
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
        const StopOnSignal guard(control);
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
    if (parser.isSet(save))
        saveSequence(sub, parser.value(save), prefix,
                     QStringLiteral("solves all %1 solvable %2x%3 mazes (length %4, "
                                    "seq extend --seed %5)")
                         .arg(v.mazes).arg(rows).arg(cols).arg(prefix.size()).arg(o.seed));
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
