// mazelab-cli seq tailfix NxM SEQ: shortens (or first repairs) a sequence for ALL solvable NxM
// mazes by deleting windows and fixing the tail (core/simaso/tailfix.h). Every sequence it
// reports or saves was verified on all mazes by the counting tree (streamverify.h).
#include "app/cli/command.h"
#include "app/cli/seqoptions.h"
#include "app/cli/seq_bounds_io.h"
#include "core/simaso/tailfix.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonObject>

namespace mazelab::cli {

using namespace seq;
using namespace bounds;

int runSeqTailFix(const QStringList& args)
{
    const QString sub = QStringLiteral("tailfix");
    QCommandLineParser parser;
    const auto opt = [](const char* name, const char* help, const char* value = nullptr) {
        return cliOption(name, help, value);
    };
    parser.addPositionalArgument(QStringLiteral("NxM"), QStringLiteral("Maze size, e.g. 6x6."));
    parser.addPositionalArgument(QStringLiteral("SEQ"),
                                 QStringLiteral("Start: moves, or a file holding them. It may "
                                                "miss mazes: a suffix is fixed on first."));
    const auto timeLimit = opt("time-limit", "Stop after S seconds (or give --target).", "S");
    const auto target = opt("target", "Stop at this length.", "L");
    const auto save = opt("save", "Write every new best (verified) sequence to FILE.", "FILE");
    const auto seed = opt("seed", "Random seed (default 1).", "S");
    const auto walks = opt("walks", "Failing tree leaves a cut may leave (default 300).", "K");
    const auto window = opt("window", "Longest window deleted (default 12).", "W");
    const auto beam = opt("beam", "Beam width of the suffix search (default 48).", "B");
    const auto equal = opt("sideways", "Percent of attempts that accept a suffix as long as "
                                        "the cut (default 20).", "P");
    const auto progress = opt("progress", "Report progress on stderr.");
    const auto json = opt("json", "Print JSON.");
    parser.addOptions({timeLimit, target, save, seed, walks, window, beam, equal, progress, json});
    if (int rc = parseSeqCommand(parser, args, sub,
                                 QStringLiteral("Shortens a Solving Sequence for ALL solvable NxM "
                                                "mazes (up to 64 cells): deletes a random window, "
                                                "lists the tree leaves it leaves unsolved and "
                                                "appends a shorter suffix for them found by beam "
                                                "search; every result is verified on all mazes."));
        rc >= 0)
        return rc;
    const auto bad = [&sub](const QString& text) { return badSeqInput(sub, text); };
    const QStringList pos = parser.positionalArguments();
    int rows = 0;
    int cols = 0;
    if (pos.size() != 2 || !parseBoundSize(pos[0], rows, cols))
        return bad(QStringLiteral("expects NxM (2 to 64 cells) and SEQ"));
    SolvingSequence start;
    if (!readSequence(pos[1], sub, start))
        return BadInput;
    TailFixOptions o;
    OptionNumbers numbers(parser);
    const auto number = [&](const QCommandLineOption& option, auto& value) {
        numbers.read(option, value);
    };
    number(seed, o.seed);
    number(walks, o.maxWalks);
    number(window, o.maxWindow);
    number(beam, o.beamWidth);
    number(equal, o.equalPercent);
    number(target, o.targetLength);
    if (!numbers.ok() || o.maxWalks < 1 || o.maxWindow < 1 || o.beamWidth < 1
        || o.equalPercent > 100)
        return bad(QStringLiteral("malformed number in the options"));
    Control control;
    if (parser.isSet(timeLimit) && !parseTimeLimit(parser.value(timeLimit), control))
        return bad(QStringLiteral("--time-limit must be a positive number of seconds"));
    if (!parser.isSet(timeLimit) && o.targetLength == 0)
        return bad(QStringLiteral("give --time-limit S or --target L"));
    if (parser.isSet(progress))
        progressToStderr(control);
    QElapsedTimer timer;
    timer.start();
    TailFixResult r;
    {
        const StopOnSignal guard(control);
        r = improveByTailFix(rows, cols, start, control, o,
                             newBestReporter(sub, rows, cols, parser.value(save),
                                             QStringLiteral("seq tailfix --seed %1").arg(o.seed),
                                             parser.isSet(progress), timer));
    }
    const double seconds = double(timer.elapsed()) / 1000.0;
    if (!r.found) {
        err(errPrefix(sub) + QString::fromStdString(r.message));
        return Negative;
    }
    QJsonObject extra;
    extra[QStringLiteral("attempts")] = qint64(r.attempts);
    extra[QStringLiteral("accepted")] = qint64(r.accepted);
    printBound(r.best, rows, cols, seconds,
               QStringLiteral("%1 windows tried, %2 taken").arg(r.attempts).arg(r.accepted),
               QString(), extra, parser.isSet(json));
    return Ok;
}

} // namespace mazelab::cli
