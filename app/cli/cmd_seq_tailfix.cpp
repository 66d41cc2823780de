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
    auto opt = [](const char* name, const char* help, const char* value = nullptr) {
        return value ? QCommandLineOption(QString::fromLatin1(name), QString::fromLatin1(help),
                                          QString::fromLatin1(value))
                     : QCommandLineOption(QString::fromLatin1(name), QString::fromLatin1(help));
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
    QStringList a = args;
    a[0] = QStringLiteral("seq ") + sub;
    if (int rc = parseOrExit(parser, a,
                             QStringLiteral("Shortens a Solving Sequence for ALL solvable NxM "
                                            "mazes (up to 64 cells): deletes a random window, "
                                            "lists the tree leaves it leaves unsolved and "
                                            "appends a shorter suffix for them found by beam "
                                            "search; every result is verified on all mazes."));
        rc >= 0)
        return rc;
    auto bad = [&](const QString& text) {
        err(errPrefix(sub) + text);
        return int(BadInput);
    };
    const QStringList pos = parser.positionalArguments();
    int rows = 0;
    int cols = 0;
    if (pos.size() != 2 || !parseNxM(pos[0], rows, cols) || rows * cols > 64
        || rows * cols < 2)
        return bad(QStringLiteral("expects NxM (2 to 64 cells) and SEQ"));
    SolvingSequence start;
    if (!readSequence(pos[1], sub, start))
        return BadInput;
    TailFixOptions o;
    bool ok = true;
    auto number = [&](const QCommandLineOption& option, auto& value) {
        if (ok && parser.isSet(option))
            value = decltype(+value)(parser.value(option).toLongLong(&ok));
    };
    number(seed, o.seed);
    number(walks, o.maxWalks);
    number(window, o.maxWindow);
    number(beam, o.beamWidth);
    number(equal, o.equalPercent);
    number(target, o.targetLength);
    if (!ok || o.maxWalks < 1 || o.maxWindow < 1 || o.beamWidth < 1 || o.equalPercent > 100)
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
        InterruptGuard guard(control);
        r = improveByTailFix(rows, cols, start, control, o, [&](const SolvingSequence& s) {
            if (parser.isSet(save)
                && !saveSequence(parser.value(save), s,
                                 QStringLiteral("solves all solvable %1x%2 mazes (length %3, "
                                                "seq tailfix --seed %4)")
                                     .arg(rows).arg(cols).arg(s.size()).arg(o.seed)))
                err(errPrefix(sub) + QStringLiteral("cannot write %1").arg(parser.value(save)));
            if (parser.isSet(progress))
                err(QStringLiteral("new best: length %1 after %2 s")
                        .arg(s.size())
                        .arg(double(timer.elapsed()) / 1000.0, 0, 'f', 1));
        });
    }
    const double seconds = double(timer.elapsed()) / 1000.0;
    if (!r.found) {
        err(errPrefix(sub) + QString::fromStdString(r.message));
        return Negative;
    }
    if (parser.isSet(json)) {
        QJsonObject j;
        j[QStringLiteral("length")] = int(r.best.size());
        j[QStringLiteral("sequence")] = seqText(r.best);
        j[QStringLiteral("attempts")] = qint64(r.attempts);
        j[QStringLiteral("accepted")] = qint64(r.accepted);
        j[QStringLiteral("seconds")] = seconds;
        printJson(j);
    } else {
        out(QStringLiteral("%1\n(length %2, solves all solvable %3x%4 mazes; %5 windows tried, "
                           "%6 taken, %7 s)")
                .arg(seqText(r.best))
                .arg(r.best.size())
                .arg(rows)
                .arg(cols)
                .arg(r.attempts)
                .arg(r.accepted)
                .arg(seconds, 0, 'f', 1));
    }
    return Ok;
}

} // namespace mazelab::cli
