// mazelab-cli seq shorten NxM: upper bounds on σ(n,m) by counterexample-guided SAT going down
// from a long length (core/simaso_sat/downward.h). Every sequence it reports or saves was
// verified on all solvable mazes by the counting tree (streamverify.h).
#include "app/cli/command.h"
#include "app/cli/seqoptions.h"
#include "app/cli/seq_bounds_io.h"
#include "core/simaso_sat/downward.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonObject>

#include <stdexcept>

namespace mazelab::cli {

using namespace seq;
using namespace bounds;

namespace {
constexpr int kMaxLength = 20000;        // --from, --window, the --start sequence
constexpr std::size_t kMaxMazes = 100000; // --random, --per-round
} // namespace

int runSeqShorten(const QStringList& args)
{
    const QString sub = QStringLiteral("shorten");
    QCommandLineParser parser;
    const auto opt = [](const char* name, const char* help, const char* value = nullptr) {
        return cliOption(name, help, value);
    };
    parser.addPositionalArgument(QStringLiteral("NxM"), QStringLiteral("Maze size, e.g. 5x5."));
    const auto from = opt("from", "First length asked (default: the start's length - 1, "
                                  "or 4 x cells).", "L");
    const auto start = opt("start", "A known sequence (moves or file): phase hints and first "
                                    "hard mazes; a bound if it solves all.", "SEQ");
    const auto timeLimit = opt("time-limit", "Stop after S seconds.", "S");
    const auto save = opt("save", "Write every new best (verified) sequence to FILE.", "FILE");
    const auto perRound = opt("per-round", "Mazes added per failed candidate, one per failing "
                                           "tree leaf spread over the tree (default 64).", "K");
    const auto random = opt("random", "Random solvable mazes in the first hard set "
                                      "(default 100).", "N");
    const auto seed = opt("seed", "Random seed (default 1).", "S");
    const auto window = opt("window", "After the first bound, redo a random window of W moves "
                                      "in W - 1 with the rest fixed (default 0: off).", "W");
    const auto config = opt("solver-config", "CaDiCaL configuration: sat, unsat or plain "
                                             "(default: its defaults).", "NAME");
    const auto pairs = opt("pair-mazes", "Pair clauses while the hard set has at most N mazes "
                                         "(default 400 up to 16 cells, else 0).", "N");
    const auto memory = opt("memory-limit", "Stop when the search has grown the memory by more "
                                            "than MB megabytes (default: three quarters of "
                                            "the memory available at the start).", "MB");
    const auto noDeletion = opt("no-deletion", "Do not try deleting single moves of a bound.");
    const auto progress = opt("progress", "Report progress on stderr.");
    const auto json = opt("json", "Print JSON.");
    parser.addOptions({from, start, timeLimit, save, perRound, random, seed, window, config,
                       pairs, memory, noDeletion, progress, json});
    if (int rc = parseSeqCommand(parser, args, sub,
                                 QStringLiteral("Upper bounds on sigma(N,M) for ALL solvable "
                                                "NxM mazes (up to 64 cells) by SAT going down "
                                                "from a long length: each answer is verified "
                                                "on all mazes by the counting tree; its "
                                                "failing leaves join the hard set; a verified "
                                                "bound lowers the length."));
        rc >= 0)
        return rc;
    const auto bad = [&sub](const QString& text) { return badSeqInput(sub, text); };
    const QStringList pos = parser.positionalArguments();
    int rows = 0;
    int cols = 0;
    if (pos.size() != 1 || !parseBoundSize(pos[0], rows, cols))
        return bad(QStringLiteral("expects NxM (2 to 64 cells)"));
    simaso_sat::DownwardOptions o;
    if (parser.isSet(start) && !readSequence(parser.value(start), sub, o.start))
        return BadInput;
    OptionNumbers numbers(parser);
    const auto number = [&](const QCommandLineOption& option, auto& value) {
        numbers.read(option, value);
    };
    number(from, o.fromLength);
    number(perRound, o.perRound);
    number(random, o.seedRandom);
    number(seed, o.seed);
    number(window, o.window);
    number(pairs, o.pairClauseMazes);
    if (!numbers.ok() || o.fromLength < 0 || o.perRound < 1 || o.window < 0)
        return bad(QStringLiteral("malformed number in the options"));
    // The SAT instance grows with length × cells × hard set (5×5 at length 4096: 13 GB before
    // the first call); no bound on these boards is near kMaxLength (6×6: 465, thesis 3728).
    if (o.fromLength > kMaxLength || o.start.size() > std::size_t(kMaxLength)
        || o.window > kMaxLength)
        return bad(QStringLiteral("--from, --window and the --start sequence go up to %1 moves")
                       .arg(kMaxLength));
    if (o.seedRandom > kMaxMazes || o.perRound > kMaxMazes)
        return bad(QStringLiteral("--random and --per-round go up to %1 mazes").arg(kMaxMazes));
    o.greedyDeletion = !parser.isSet(noDeletion);
    o.solverConfig = parser.value(config).toStdString();
    if (!o.solverConfig.empty() && o.solverConfig != "sat" && o.solverConfig != "unsat"
        && o.solverConfig != "plain")
        return bad(QStringLiteral("--solver-config must be sat, unsat or plain"));
    Control control;
    if (parser.isSet(timeLimit) && !parseTimeLimit(parser.value(timeLimit), control))
        return bad(QStringLiteral("--time-limit must be a positive number of seconds"));
    if (!applySearchMemoryLimit(parser, memory, control, errPrefix(sub).chopped(2)))
        return BadInput;
    if (parser.isSet(progress))
        progressToStderr(control);
    QElapsedTimer timer;
    timer.start();
    simaso_sat::DownwardResult r;
    {
        const StopOnSignal guard(control);
        r = simaso_sat::shortenBySat(
            rows, cols, o, control,
            newBestReporter(sub, rows, cols, parser.value(save),
                            QStringLiteral("seq shorten --seed %1").arg(o.seed),
                            parser.isSet(progress), timer));
    }
    const double seconds = double(timer.elapsed()) / 1000.0;
    if (!r.found) {
        err(errPrefix(sub) + QStringLiteral("no verified bound: ")
            + QString::fromStdString(r.message));
        return Negative;
    }
    QJsonObject j;
    {
        j[QStringLiteral("hardSet")] = qint64(r.hardSet);
        j[QStringLiteral("satCalls")] = r.satCalls;
        j[QStringLiteral("verifications")] = r.verifications;
        j[QStringLiteral("windows")] = r.windows;
        j[QStringLiteral("lowerBoundOfHardSet")] = r.lowerBound;
        j[QStringLiteral("stopped")] = QString::fromStdString(r.message);
    }
    printBound(r.best, rows, cols, seconds,
               QStringLiteral("hard set %1, %2, %3 on all mazes")
                   .arg(counted(qint64(r.hardSet), "maze", "mazes"))
                   .arg(counted(qint64(r.satCalls), "SAT call", "SAT calls"))
                   .arg(counted(qint64(r.verifications), "check", "checks")),
               QStringLiteral("; stopped: ") + QString::fromStdString(r.message), j,
               parser.isSet(json));
    return Ok;
}

} // namespace mazelab::cli
