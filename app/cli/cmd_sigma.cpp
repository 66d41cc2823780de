// mazelab-cli sigma N [M] [--time-limit S] [--certificate OUT] [--start CERT] [--json] ...
// (mazelab-cli sigma check CERT … is sigma_check.cpp.)
// σ(N,M): the length of a shortest sequence solving all solvable N×M mazes, computed by
// counterexample-guided incremental SAT (core/simaso_sat), with a re-checkable certificate.
#include "app/cli/command.h"
#include "core/progressrepeat.h"
#include "app/cli/seq_bounds_io.h"
#include "app/cli/sigma_common.h"
#include "ui/savefile.h"
#include "core/simaso_sat/sigmasat.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>
#include <stdexcept>

namespace mazelab::cli {
namespace {

using namespace mazelab::simaso_sat;

int runSigma(const QStringList& args)
{
    if (args.size() >= 2 && args[1] == QStringLiteral("check"))
        return runSigmaCheck(args);
    const QString who = QStringLiteral("mazelab-cli sigma");
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("N"), QStringLiteral("Rows (or NxM)."));
    parser.addPositionalArgument(QStringLiteral("M"), QStringLiteral("Columns (default N)."),
                                 QStringLiteral("[M]"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    const QCommandLineOption limit(QStringLiteral("time-limit"),
                                   QStringLiteral("Stop after S seconds and report the bounds "
                                                  "proved so far (exit 1); so do Ctrl-C "
                                                  "and SIGTERM."),
                                   QStringLiteral("S"));
    const QCommandLineOption certOut(QStringLiteral("certificate"),
                                     QStringLiteral("Write the certificate to FILE (also when "
                                                    "stopped: then it holds every "
                                                    "counterexample so far, for --start; "
                                                    "rewritten as the search goes on)."),
                                     QStringLiteral("FILE"));
    const QCommandLineOption start(QStringLiteral("start"),
                                   QStringLiteral("Start from the mazes and the lower bound of a "
                                                  "saved certificate (re-check it with 'sigma "
                                                  "check'; --min-length overrides the bound)."),
                                   QStringLiteral("CERT"));
    const QCommandLineOption minLength(QStringLiteral("min-length"),
                                       QStringLiteral("First length tried (default: the "
                                                      "longest shortest path)."),
                                       QStringLiteral("L"));
    const QCommandLineOption maxLength(QStringLiteral("max-length"),
                                       QStringLiteral("Give up above length L (default 200)."),
                                       QStringLiteral("L"));
    const QCommandLineOption perRound(QStringLiteral("counterexamples"),
                                      QStringLiteral("Mazes added per failed candidate "
                                                     "(default 4)."),
                                      QStringLiteral("K"));
    const QCommandLineOption noSymmetry(QStringLiteral("no-symmetry"),
                                        QStringLiteral("Do not use the transposition symmetry."));
    const QCommandLineOption progress(QStringLiteral("progress"),
                                      QStringLiteral("Report progress on stderr."));
    const QCommandLineOption known(QStringLiteral("sequence"),
                                   QStringLiteral("A known solving sequence (the moves or a "
                                                  ".seq file): the upper bound to prove optimal."),
                                   QStringLiteral("SEQ"));
    const QCommandLineOption sample(QStringLiteral("sample"),
                                    QStringLiteral("Use N random solvable mazes instead of all "
                                                   "(lower bounds only; needed above 25 cells)."),
                                    QStringLiteral("N"));
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  QStringLiteral("Random seed for --sample (default 1)."),
                                  QStringLiteral("S"));
    const QCommandLineOption threads(QStringLiteral("threads"),
                                     QStringLiteral("Solver instances racing on every SAT call, "
                                                    "one thread each (default 1)."),
                                     QStringLiteral("K"));
    const QCommandLineOption config(QStringLiteral("config"),
                                    QStringLiteral("CaDiCaL configuration of the first solver "
                                                   "instance: default, sat, unsat or plain "
                                                   "(default: unsat with --descend)."),
                                    QStringLiteral("NAME"));
    const QCommandLineOption memoryLimit(
        QStringLiteral("memory-limit"),
        QStringLiteral("Stop when the SAT search has grown the memory by more than MB megabytes "
                       "and report the bounds proved so far (exit 1; default: three quarters "
                       "of the memory available at the start)."),
        QStringLiteral("MB"));
    const QCommandLineOption cubes(QStringLiteral("cubes"),
                                   QStringLiteral("With --threads >= 2: split each SAT call by "
                                                  "the first D moves (default 4; 0: race)."),
                                   QStringLiteral("D"));
    const QCommandLineOption cubeJoin(QStringLiteral("cube-join"),
                                      QStringLiteral("With cubes: the solver on the whole "
                                                     "instance joins the split after S seconds "
                                                     "of a SAT call (default 1; 0: never)."),
                                      QStringLiteral("S"));
    const QCommandLineOption defer(QStringLiteral("defer"),
                                   QStringLiteral("Put aside SAT calls longer than F times the "
                                                  "time so far until a sequence is found "
                                                  "(default 0: off)."),
                                   QStringLiteral("F"));
    const QCommandLineOption carry(QStringLiteral("carry"),
                                   QStringLiteral("Start each length from the mazes added at the "
                                                  "last K lengths only (default 0: all)."),
                                   QStringLiteral("K"));
    const QCommandLineOption warm(QStringLiteral("warm"),
                                  QStringLiteral("Start each length's first SAT call from the "
                                                 "previous length's last sequence (the "
                                                 "default; accepted for compatibility)."));
    const QCommandLineOption noWarm(QStringLiteral("no-warm"),
                                    QStringLiteral("Start each length without that hint."));
    const QCommandLineOption cadical(
        QStringLiteral("cadical"),
        QStringLiteral("Comma-separated CaDiCaL options NAME=VALUE for every solver instance "
                       "(speed only), e.g. elim=0."),
        QStringLiteral("OPTS"));
    const QCommandLineOption atMostOne(
        QStringLiteral("at-most-one"),
        QStringLiteral("Add the redundant at-most-one-position clauses (speed only)."));
    const QCommandLineOption descend(
        QStringLiteral("descend"),
        QStringLiteral("Upper bound first: anneal a solving sequence (unless --sequence), then "
                       "go down from one below its length (the default up to 16 cells without "
                       "--start, --min-length or --sample)."));
    const QCommandLineOption climb(QStringLiteral("climb"),
                                   QStringLiteral("Climb from the lower bound instead (the "
                                                  "default above 16 cells)."));
    const QCommandLineOption annealLimit(QStringLiteral("anneal-limit"),
                                         QStringLiteral("With --descend: the annealing's time "
                                                        "cap in seconds (default 10)."),
                                         QStringLiteral("S"));
    const QCommandLineOption localSearch(
        QStringLiteral("local-search"),
        QStringLiteral("Before each SAT call, anneal on the working set for up to N steps and "
                       "use a sequence that solves it as the candidate instead (speed only; "
                       "every lower bound still comes from the SAT solver; default 0: off)."),
        QStringLiteral("N"));
    const QCommandLineOption localRace(
        QStringLiteral("local-race"),
        QStringLiteral("With --local-search: go on with it on a second thread while each SAT "
                       "call runs (new seeds every N steps; a candidate it finds calls the SAT "
                       "call off). One more core; no longer deterministic."));
    parser.addOptions({json, limit, certOut, start, minLength, maxLength, perRound, noSymmetry,
                       progress, known, sample, seed, threads, config, memoryLimit, cubes,
                       cubeJoin, defer, carry, warm, noWarm, cadical, atMostOne, descend, climb,
                       annealLimit, localSearch, localRace});
    if (int rc = parseOrExit(
            parser, args,
            QStringLiteral("Compute σ(N,M), the length of a shortest move sequence that solves "
                           "every solvable N×M maze (Nusser 2016), by counterexample-guided "
                           "incremental SAT (CaDiCaL). N·M <= %1. 'sigma check CERT' re-checks "
                           "a saved certificate.")
                .arg(kMaxEnumerateCells));
        rc >= 0)
        return rc;
    int rows = 0;
    int cols = 0;
    if (!parseSize(parser.positionalArguments(), rows, cols) || rows < 1 || cols < 1
        || rows > 64 || cols > 64) {
        err(QStringLiteral("%1: expected sizes N [M] (or NxM), whole numbers from 1 to 64")
                .arg(who));
        return BadInput;
    }
    if (rows * cols > kMaxCells) {
        err(QStringLiteral("%1: at most %2 cells; got %3x%4")
                .arg(who)
                .arg(kMaxCells)
                .arg(rows)
                .arg(cols));
        return BadInput;
    }
    int sampleSize = 0;
    if (parser.isSet(sample)) {
        bool ok = false;
        sampleSize = parser.value(sample).toInt(&ok);
        if (!ok || sampleSize < 1 || sampleSize > 10000000) {
            err(QStringLiteral("%1: --sample must be a whole number from 1 to 10000000").arg(who));
            return BadInput;
        }
    } else if (rows * cols > kMaxEnumerateCells) {
        err(QStringLiteral("%1: %2x%3 has more than %4 cells, too many to enumerate all "
                           "solvable mazes; use --sample N for lower bounds")
                .arg(who)
                .arg(rows)
                .arg(cols)
                .arg(kMaxEnumerateCells));
        return BadInput;
    }
    std::uint64_t seedValue = 1;
    if (parser.isSet(seed)) {
        bool ok = false;
        seedValue = parser.value(seed).toULongLong(&ok);
        if (!ok) {
            err(QStringLiteral("%1: --seed must be a non-negative whole number").arg(who));
            return BadInput;
        }
    }
    SigmaOptions options;
    if (parser.isSet(known)) {
        // The moves or a .seq file; a message names the option.
        const auto moves = readMoves(parser.value(known), who + QStringLiteral(" --sequence"));
        if (!moves)
            return BadInput;
        options.knownSequence = *moves;
    }
    if (!intOption(parser, minLength, 0, 10000, options.minLength, who)
        || !intOption(parser, maxLength, 0, 10000, options.maxLength, who)
        || !intOption(parser, perRound, 1, 1000, options.counterexamplesPerRound, who)
        || !intOption(parser, threads, 1, 64, options.threads, who)
        || !intOption(parser, cubes, 0, 8, options.cubeDepth, who)
        || !intOption(parser, carry, 0, 10000, options.carryLengths, who))
        return BadInput;
    if (parser.isSet(localSearch)) {
        bool ok = false;
        const qlonglong n = parser.value(localSearch).toLongLong(&ok);
        if (!ok || n < 0 || n > 1'000'000'000'000LL) {
            err(QStringLiteral("%1: --local-search must be a number of steps from 0 to 10^12")
                    .arg(who));
            return BadInput;
        }
        options.localSearchEvaluations = std::uint64_t(n);
    }
    if (parser.isSet(localRace) && options.localSearchEvaluations == 0) {
        err(QStringLiteral("%1: --local-race needs --local-search N").arg(who));
        return BadInput;
    }
    options.localSearchRace = parser.isSet(localRace);
    if (parser.isSet(cubeJoin)) {
        bool ok = false;
        options.cubeJoinSeconds = parser.value(cubeJoin).toDouble(&ok);
        if (!ok || !(options.cubeJoinSeconds >= 0 && options.cubeJoinSeconds <= 1e6)) {
            err(QStringLiteral("%1: --cube-join must be a number of seconds from 0 to 1000000")
                    .arg(who));
            return BadInput;
        }
    }
    if (parser.isSet(defer)) {
        bool ok = false;
        options.deferFraction = parser.value(defer).toDouble(&ok);
        if (!ok || !(options.deferFraction >= 0 && options.deferFraction <= 100)) {
            err(QStringLiteral("%1: --defer must be a number from 0 to 100").arg(who));
            return BadInput;
        }
    }
    if (parser.isSet(descend) && parser.isSet(climb)) {
        err(QStringLiteral("%1: --descend and --climb exclude each other").arg(who));
        return BadInput;
    }
    // Upper bound first pays where the annealing finds σ in a second (upperfirst.h, issue 17).
    setDescend(options, parser.isSet(descend)
                            || (!parser.isSet(climb) && descendByDefault(rows, cols)
                                && !parser.isSet(start) && !parser.isSet(minLength)
                                && !parser.isSet(sample)));
    if (parser.isSet(annealLimit)) {
        bool ok = false;
        options.upperFirst.maxSeconds = parser.value(annealLimit).toDouble(&ok);
        if (!ok || !(options.upperFirst.maxSeconds > 0) || options.upperFirst.maxSeconds > 1e6) {
            err(QStringLiteral("%1: --anneal-limit must be a positive number of seconds").arg(who));
            return BadInput;
        }
    }
    options.upperFirst.seed = seedValue;
    options.useTransposeSymmetry = !parser.isSet(noSymmetry);
    // Warm start is the default since issue 17 (length 29's call 120 s -> 0.2 s CPU).
    options.warmStart = !parser.isSet(noWarm);
    options.solver.positionAtMostOne = parser.isSet(atMostOne);
    for (const QString& o : parser.value(cadical).split(QLatin1Char(','), Qt::SkipEmptyParts))
        options.solver.cadicalOptions.push_back(o.trimmed().toStdString());
    if (!solverConfigOption(parser, config, options.solver.solverConfig, who))
        return BadInput;
    if (parser.isSet(start)) {
        SigmaCertificate seed;
        if (!readCertificate(parser.value(start), seed, who))
            return BadInput;
        if (seed.rows != rows || seed.cols != cols) {
            err(QStringLiteral("%1: --start certificate is for %2x%3, not %4x%5")
                    .arg(who)
                    .arg(seed.rows)
                    .arg(seed.cols)
                    .arg(rows)
                    .arg(cols));
            return BadInput;
        }
        options.initialSubset = seed.subset;
        options.initialLowerBound = seed.lowerBound; // the climb goes on from there
    }
    Control control;
    if (!applyTimeLimit(parser, limit, control, who))
        return BadInput;
    if (parser.isSet(progress))
        control.setProgressSink(
            [limiter = RepeatLimiter()](double, const ProgressMessage& message) mutable {
                const std::string line = message.text();
                if (limiter.pass(line)) // unchanged lines only every 10 s
                    err(QString::fromStdString(line));
            });

    // Written after every improved lower bound too, so a killed run keeps its proof.
    bool writeFailed = false;
    auto writeCertificate = [&](const SigmaResult& r) {
        if (!parser.isSet(certOut) || writeFailed)
            return;
        SigmaCertificate cert;
        cert.rows = rows;
        cert.cols = cols;
        cert.lowerBound = r.lowerBound;
        cert.upperBound = r.upperBound;
        cert.symmetry = r.subsetUsesSymmetry;
        cert.sequence = r.sequence;
        cert.subset = r.subset;
        // Atomic (ui/savefile.h): a run killed while writing keeps the previous proof.
        const QByteArray text = QByteArray::fromStdString(certificateToText(cert));
        QString error;
        if (!writeFileAtomically(parser.value(certOut), text, &error)) {
            err(QStringLiteral("%1: %2").arg(who, error));
            writeFailed = true;
        }
    };
    options.onLowerBound = writeCertificate;
    // Checkpoints of the working set (SigmaOptions::onCheckpoint), so a descent killed without
    // warning keeps its counterexamples. A batch is skipped only while writing would cost more
    // than 1 % of the time (less than 100 times the last write's duration since it, and under
    // 10 s): fast small boards do not write a file per SAT call, and a long SAT call starts
    // with at most the last fraction of a second's counterexamples unsaved. (A plain "every
    // 10 s" left a 4x5 descent's certificate two batches behind for a 30-minute call.)
    using Clock = std::chrono::steady_clock;
    std::optional<Clock::time_point> lastCheckpoint;
    Clock::duration lastCost{};
    options.onCheckpoint = [&](const SigmaResult& r) {
        const Clock::time_point now = Clock::now();
        const Clock::duration wait = std::min<Clock::duration>(std::chrono::seconds(10),
                                                               100 * lastCost);
        if (lastCheckpoint && now - *lastCheckpoint < wait)
            return;
        writeCertificate(r);
        lastCheckpoint = Clock::now();
        lastCost = *lastCheckpoint - now;
    };

    const Grid grid(rows, cols);
    bool sampleIsAll = false; // a sample as large as the board's solvable mazes holds them all
    const std::vector<WallMask> all = sampleSize > 0
        ? sampleSolvable(grid, std::size_t(sampleSize), seedValue, control, &sampleIsAll)
        : enumerateSolvable(grid, control);
    options.exhaustive = sampleSize == 0 || sampleIsAll;
    if (all.empty()) {
        err(sampleSize > 0 ? QStringLiteral("%1: stopped while drawing the sample").arg(who)
                           : QStringLiteral("%1: stopped while enumerating the mazes").arg(who));
        return Negative;
    }
    if (sampleSize > 0 && (sampleIsAll || all.size() < std::size_t(sampleSize)))
        err(sampleIsAll ? QStringLiteral("%1: the board has only %2, so the sample is all of them")
                              .arg(who, counted(qint64(all.size()), "solvable maze", "solvable mazes"))
                        : QStringLiteral("%1: the sample holds %2, not %3: 100,000 more random "
                                         "draws found no other")
                              .arg(who, counted(qint64(all.size()), "maze", "mazes"),
                                   QString::number(sampleSize)));
    // Measured from here: the maze list is not the search's.
    if (!applySearchMemoryLimit(parser, memoryLimit, control, who))
        return BadInput;
    // Ctrl-C or SIGTERM (a batch system's pre-emption) stops the search like --time-limit:
    // the bounds proved so far are reported and the partial certificate is written.
    const SigmaResult result = [&] {
        const StopOnSignal guard(control);
        return computeSigma(grid, all, options, control);
    }();
    writeCertificate(result);
    if (writeFailed)
        return BadInput;
    if (parser.isSet(json)) {
        QJsonObject o;
        o[QStringLiteral("rows")] = rows;
        o[QStringLiteral("cols")] = cols;
        o[QStringLiteral("mazes")] = qint64(result.mazeCount);
        o[QStringLiteral("sampled")] = sampleSize > 0 && !sampleIsAll;
        o[QStringLiteral("complete")] = result.complete;
        if (result.complete)
            o[QStringLiteral("sigma")] = result.upperBound;
        o[QStringLiteral("lower_bound")] = result.lowerBound;
        if (result.upperBound >= 0) {
            o[QStringLiteral("upper_bound")] = result.upperBound;
            o[QStringLiteral("sequence")] = QString::fromStdString(movesToString(result.sequence));
        }
        o[QStringLiteral("certificate_mazes")] = qint64(result.subset.size());
        o[QStringLiteral("sat_calls")] = result.satCalls;
        if (options.localSearchEvaluations > 0) {
            o[QStringLiteral("local_candidates")] = result.localCandidates;
            o[QStringLiteral("local_evaluations")] = qint64(result.localEvaluations);
        }
        o[QStringLiteral("seconds")] = result.seconds;
        o[QStringLiteral("threads")] = options.threads;
        o[QStringLiteral("descend")] = options.descend;
        if (result.annealedLength >= 0)
            o[QStringLiteral("annealed_length")] = result.annealedLength;
        if (options.descend)
            o[QStringLiteral("anneal_seconds")] = result.annealSeconds;
        QJsonArray rounds;
        for (const SigmaRoundLog& r : result.rounds) {
            QJsonObject ro;
            ro[QStringLiteral("length")] = r.length;
            ro[QStringLiteral("result")] = r.unsat      ? QStringLiteral("unsat")
                                           : r.solved   ? QStringLiteral("sat")
                                           : r.deferred ? QStringLiteral("deferred")
                                                        : QStringLiteral("unknown");
            ro[QStringLiteral("mazes")] = qint64(r.mazes);
            ro[QStringLiteral("sat_calls")] = r.satCalls;
            if (options.localSearchEvaluations > 0)
                ro[QStringLiteral("local_candidates")] = r.localCandidates;
            ro[QStringLiteral("seconds")] = r.seconds;
            ro[QStringLiteral("cpu_seconds")] = r.cpuSeconds;
            rounds.append(ro);
        }
        o[QStringLiteral("rounds")] = rounds;
        if (!result.complete)
            o[QStringLiteral("message")] = QString::fromStdString(result.message);
        printJson(o);
    } else if (result.complete) {
        out(QStringLiteral("σ(%1,%2) = %3: %4")
                .arg(rows)
                .arg(cols)
                .arg(result.upperBound)
                .arg(result.sequence.empty()
                         ? QStringLiteral("(the empty sequence)")
                         : QString::fromStdString(movesToString(result.sequence))));
        // What proved the lower bound in this run: SAT, else the resumed certificate, else
        // the longest shortest path alone; 1×1 needs nothing (its start is its goal, σ = 0).
        const QString source = result.satCalls > 0 ? QStringLiteral("SAT")
            : !options.initialSubset.empty()        ? QStringLiteral("the --start certificate")
                                                    : QStringLiteral("the longest shortest path");
        const QString proof = result.lowerBound > 0
            ? QStringLiteral("no sequence of %1 solves %2 of them (%3)")
                  .arg(counted(result.lowerBound - 1, "move", "moves"))
                  .arg(qint64(result.subset.size()))
                  .arg(source)
            : QStringLiteral("the start is the goal");
        out(QStringLiteral("  solves %1; %2; %3, %4 s")
                .arg(result.mazeCount == 1 ? QStringLiteral("the one maze")
                                           : QStringLiteral("all %1 mazes").arg(result.mazeCount))
                .arg(proof)
                .arg(counted(qint64(result.satCalls), "SAT call", "SAT calls"))
                .arg(result.seconds, 0, 'f', 2));
        if (result.annealedLength >= 0)
            out(QStringLiteral("  upper bound first: the annealing found %1 in %2 s")
                    .arg(counted(result.annealedLength, "move", "moves"))
                    .arg(result.annealSeconds, 0, 'f', 2));
    } else {
        out(QStringLiteral("σ(%1,%2) >= %3 (no sequence of %4 solves %5 of the mazes); "
                           "%6 after %7 s")
                .arg(rows)
                .arg(cols)
                .arg(result.lowerBound)
                .arg(counted(result.lowerBound - 1, "move", "moves"))
                .arg(result.subset.size())
                .arg(QString::fromStdString(result.message))
                .arg(result.seconds, 0, 'f', 1));
        if (result.upperBound >= 0)
            out(QStringLiteral("σ(%1,%2) <= %3: %4")
                    .arg(rows)
                    .arg(cols)
                    .arg(result.upperBound)
                    .arg(QString::fromStdString(movesToString(result.sequence))));
    }
    if (!parser.isSet(json) && options.localSearchEvaluations > 0)
        out(QStringLiteral("  local search: %1 (%2 annealing steps), %3")
                .arg(counted(qint64(result.localCandidates), "candidate", "candidates"))
                .arg(qint64(result.localEvaluations))
                .arg(counted(qint64(result.satCalls), "SAT call", "SAT calls")));
    return result.complete ? Ok : Negative;
}

CliRegistrar regCmdSigma({QStringLiteral("sigma"),
                  QStringLiteral("σ(N,M) exactly by SAT, with a checkable certificate"), runSigma});

} // namespace
} // namespace mazelab::cli
