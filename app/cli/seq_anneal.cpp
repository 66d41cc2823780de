// mazelab-cli seq improve --method anneal | exact (split from cmd_seq_bounds.cpp): the
// annealing searches on all solvable NxM mazes, their options and the --save-partial file.
#include "app/cli/command.h"
#include "app/cli/seq_bounds_io.h"
#include "app/cli/seqoptions.h"
#include "ui/savefile.h"
#include "core/simaso/anneal.h"
#include "core/simaso/exactanneal.h"
#include "core/simaso_sat/sigmasat.h"
#include "core/simaso_sat/windowsat.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonObject>

#include <algorithm>
#include <span>

namespace mazelab::cli::bounds {
using namespace seq;

namespace {

// --hard-set FILE: the counterexamples of an earlier run (none while FILE does not exist).
// Every maze must be rows×cols, solvable, with the default start and goal.
bool readHardSet(const QString& sub, const QString& path, int rows, int cols,
                 std::vector<Maze>& out)
{
    if (!QFileInfo::exists(path))
        return true;
    const auto file = loadMazeFile(path);
    if (!file)
        return false;
    for (std::size_t k = 0; k < file->mazes.size(); ++k) {
        const Maze& m = file->mazes[k];
        if (m.rows() != rows || m.cols() != cols || m.start() != Cell{0, 0}
            || m.goal() != Cell{rows - 1, cols - 1} || !m.isSolvable()) {
            err(errPrefix(sub) + QStringLiteral("%1: maze %2 is not a solvable %3x%4 maze with "
                                                "the default start and goal")
                                     .arg(path).arg(k + 1).arg(rows).arg(cols));
            return false;
        }
    }
    out = file->mazes;
    return true;
}

// Writes the learned mazes to path atomically (a checkpoint after every check).
bool writeHardSet(const QString& path, std::span<const Maze> learned, int rows, int cols)
{
    MazeFile file;
    file.mazes.assign(learned.begin(), learned.end());
    file.names.assign(learned.size(), std::string());
    QString error;
    if (writeFileAtomically(path,
                            QStringLiteral("; counterexamples of seq improve on %1x%2 (%3 mazes)\n")
                                    .arg(rows).arg(cols).arg(learned.size())
                                    .toUtf8()
                                + QByteArray::fromStdString(mazeFileToText(file)),
                            &error))
        return true;
    noteOutputFailure();
    return false;
}

} // namespace

// seq improve --method anneal | exact: on all solvable NxM mazes (anneal.h: scored on a hard
// set, checked on all mazes; exactanneal.h: scored on all mazes).
// Options are looked up by name in the parser of runSeqImprove.
int runAnneal(const QCommandLineParser& parser, const QString& sub, std::uint64_t seed,
              int rounds, Control& control, SolvingSequence start, bool exact)
{
    auto isSet = [&parser](const char* name) { return parser.isSet(QString::fromLatin1(name)); };
    auto value = [&parser](const char* name) { return parser.value(QString::fromLatin1(name)); };
    const bool exactDeletion = isSet("exact-deletion");
    int rows = 0;
    int cols = 0;
    if (!parseSize(value("size"), rows, cols) || rows * cols > 64 || rows * cols < 2) {
        err(errPrefix(sub) + QStringLiteral("anneal needs --size NxM (2 to 64 cells)"));
        return BadInput;
    }
    if (start.empty()) {
        err(errPrefix(sub) + QStringLiteral("anneal needs --start SEQ (e.g. from --method cover)"));
        return BadInput;
    }
    AnnealOptions o;
    o.seed = seed;
    bool ok = true;
    if (isSet("iterations"))
        o.iterations = value("iterations").toInt(&ok);
    if (ok && isSet("target"))
        o.targetLength = value("target").toULongLong(&ok);
    if (ok && isSet("fix-walks"))
        o.fixWalks = value("fix-walks").toULongLong(&ok);
    if (ok && isSet("fix-suffix"))
        o.fixMaxSuffix = value("fix-suffix").toULongLong(&ok);
    if (ok && isSet("restart-cycles"))
        o.restartCycles = value("restart-cycles").toInt(&ok);
    if (ok && isSet("ruin-window"))
        o.ruinWindow = value("ruin-window").toULongLong(&ok);
    if (ok && isSet("sample"))
        o.sampleSize = value("sample").toULongLong(&ok);
    if (ok && isSet("add-per-round"))
        o.addPerRound = value("add-per-round").toULongLong(&ok);
    if (ok && isSet("check-unsolved"))
        o.checkUnsolved = value("check-unsolved").toULongLong(&ok);
    if (ok && isSet("sample-exponent")) {
        o.sampleExponent = value("sample-exponent").toDouble(&ok);
        ok = ok && o.sampleExponent >= 0 && o.sampleExponent <= 1;
    }
    if (ok && isSet("threads")) {
        o.threads = value("threads").toInt(&ok);
        ok = ok && o.threads >= 1 && o.threads <= 256;
    }
    ok = ok && o.sampleSize >= 1 && o.sampleSize <= 10000000 && o.addPerRound >= 1
        && o.addPerRound <= 1000000;
    o.exactDeletion = exactDeletion;
    if (exactDeletion && (exact || rows * cols > 56)) {
        err(errPrefix(sub) + QStringLiteral("--exact-deletion is for --method anneal, up to "
                                            "56 cells"));
        return BadInput;
    }
    ExactAnnealOptions x;
    x.seed = seed;
    x.iterations = isSet("iterations") ? o.iterations : x.iterations;
    x.targetLength = o.targetLength;
    x.restartCycles = o.restartCycles;
    x.ruinWindow = isSet("ruin-window") ? o.ruinWindow : x.ruinWindow;
    if (ok && isSet("temperature")) {
        ok = parsePair(value("temperature"), x.t0, x.t1, false) && exact && x.t0 > 0
            && x.t1 > 0 && x.t0 < 1e9 && x.t1 < 1e9;
    }
    if (ok && isSet("mean-weight")) {
        x.meanWeight = value("mean-weight").toDouble(&ok);
        ok = ok && exact && x.meanWeight >= 0 && x.meanWeight < 1e9;
    }
    if (ok && isSet("tail")) {
        ok = parsePair(value("tail"), x.tailSlack, x.tailWeight, true) && exact
            && x.tailSlack >= 1 && x.tailSlack <= 1000
            && x.tailWeight >= 0 && x.tailWeight < 1e9;
    }
    if (ok && isSet("keep-prefix")) {
        x.keepPrefix = value("keep-prefix").toULongLong(&ok);
        ok = ok && exact && x.keepPrefix >= 1 && x.keepPrefix < start.size();
    }
    if (ok && isSet("free-prefix")) {
        ok = parsePair(value("free-prefix"), x.freeStep, x.freeAfter, false) && exact
            && x.keepPrefix > 0 && x.freeStep >= 1 && x.freeAfter >= 1;
    }
    if (ok && isSet("breakout")) {
        ok = parsePair(value("breakout"), x.breakout, x.breakoutMazes, true) && exact
            && x.breakout > 0 && x.breakout < 1e9
            && x.breakoutMazes >= 1 && x.breakoutMazes <= 1024;
    }
    if (ok && isSet("block-moves")) {
        ok = parsePair(value("block-moves"), x.blockPercent, x.maxBlock, true) && exact
            && x.blockPercent >= 1 && x.blockPercent <= 100
            && x.maxBlock >= 2 && x.maxBlock <= 1000;
    }
    if (ok && isSet("polish")) {
        const bool keepGiven = value("polish").contains(QLatin1Char(','));
        ok = parsePair(value("polish"), x.polishWindow, x.polishKeep, true) && exact
            && x.polishWindow >= 1 && x.polishWindow <= 13
            && (!keepGiven || x.polishKeep <= x.keepPrefix);
    }
    if (ok && isSet("redelete")) {
        x.redeleteCycles = value("redelete").toInt(&ok);
        ok = ok && exact && x.redeleteCycles >= 1 && x.redeleteCycles <= 1000000;
    }
    if (ok && isSet("sat-repair")) {
        // W1,W2[,K]: near-solvers missing 1..K mazes repaired by SAT window rewrites.
        const QStringList p = value("sat-repair").split(QLatin1Char(','));
        bool ok1 = p.size() == 2 || p.size() == 3;
        bool ok2 = ok1;
        bool okK = true;
        int w1 = 0;
        int w2 = 0;
        std::size_t k = 1;
        if (ok1) {
            w1 = p[0].toInt(&ok1);
            w2 = p[1].toInt(&ok2);
            if (p.size() == 3)
                k = p[2].toULongLong(&okK);
        }
        double seconds = 20;
        bool okS = true;
        if (isSet("window-seconds"))
            seconds = value("window-seconds").toDouble(&okS);
        ok = ok1 && ok2 && okK && okS && exact && w1 >= 1 && w1 <= w2 && w2 <= 64 && k >= 1
            && k <= 100000 && seconds > 0 && seconds <= 86400;
        x.repairUnsolved = k;
        const bool verbose = isSet("progress");
        // --save-near: each near-solver offered, before its repair, for repairs the kept
        // prefix rules out (window-sat --repair-start from step 0).
        const QString nearPath = isSet("save-near") ? value("save-near") : QString();
        const bool nearest = isSet("nearest-first");
        std::size_t limit = 0;
        if (ok && isSet("repair-windows")) {
            limit = value("repair-windows").toULongLong(&ok);
            ok = ok && limit >= 1 && limit <= 100000;
        }
        // --gaps G1[,G2]: the repairs also rewrite split windows (w1..w2 free moves around a
        // fixed middle of every gap from G1 to G2), as window-sat's --repair-start does.
        std::vector<int> gapList;
        if (ok && isSet("gaps"))
            ok = w1 >= 2 && parseGaps(value("gaps"), 1000, gapList);
        // --repair-stepwise: one missed maze at a time (enumerated sizes only).
        const bool stepwise = isSet("repair-stepwise");
        ok = ok && (!stepwise || rows * cols <= simaso_sat::kMaxEnumerateCells);
        std::size_t targets = 0;
        if (ok && isSet("stepwise-targets")) {
            targets = value("stepwise-targets").toULongLong(&ok);
            ok = ok && stepwise && targets >= 1 && targets <= 100000;
        }
        x.repair = [rows, cols, w1, w2, seconds, seed, verbose, k, nearPath, sub, nearest,
                    limit, gapList, stepwise, targets](
                       const SolvingSequence& s, std::size_t kept, Control& inner) {
            if (!nearPath.isEmpty())
                saveSequence(sub, nearPath, s,
                             QStringLiteral("misses %1 of the solvable %2x%3 mazes: a "
                                            "near-solver of the exact annealing (length "
                                            "%4, its first %5 moves kept), offered to the "
                                            "SAT repair\n; command: %6")
                                 .arg(k == 1 ? QStringLiteral("1")
                                             : QStringLiteral("1 to %1").arg(k))
                                 .arg(rows)
                                 .arg(cols)
                                 .arg(s.size())
                                 .arg(kept)
                                 .arg(commandLine()));
            simaso_sat::WindowSatOptions wo;
            wo.windows.clear();
            for (int w = w1; w <= w2; ++w)
                wo.windows.push_back(w);
            wo.secondsPerWindow = seconds;
            wo.startStep = kept;
            wo.seed = seed;
            wo.repairNearestFirst = nearest;
            wo.repairWindowLimit = limit;
            wo.gaps = gapList; // a span longer than the sequence is skipped by the repair
            wo.repairStepwise = stepwise;
            wo.stepwiseTargets = targets;
            const simaso_sat::WindowSatResult r =
                simaso_sat::repairWindowsBySat(rows, cols, s, wo, inner);
            if (verbose)
                err(QStringLiteral("SAT repair of a near-solver of length %1: %2 windows, %3 "
                                   "refuted, %4 undecided%5; %6")
                        .arg(s.size())
                        .arg(r.windows)
                        .arg(r.refuted)
                        .arg(r.undecided)
                        .arg(stepwise ? QStringLiteral(", %1 stepwise rewrites taken")
                                            .arg(r.stepwiseTaken)
                                      : QString())
                        .arg(QString::fromStdString(r.message)));
            // A stuck stepwise repair hands back how far it got (the annealing takes it when
            // it misses fewer mazes); r.partial is empty otherwise.
            return r.best.empty() ? r.partial : r.best;
        };
    }
    if (ok && isSet("max-nodes")) {
        x.maxNodes = value("max-nodes").toULongLong(&ok);
        ok = ok && exact && x.maxNodes >= 1000 && x.maxNodes <= (std::size_t(1) << 32);
    }
    // A scan below the kept prefix holds a deeper tree: it gets the bytes of --max-nodes
    // (24 bytes a partial maze in its frontiers and more in its memo, against 16 in the
    // annealing tree).
    if (ok && x.polishKeep < x.keepPrefix)
        x.polishNodes = std::max(x.polishNodes, x.maxNodes / 4);
    if (!ok || o.iterations < 1 || rounds > 0 || o.restartCycles < 0
        || (exact
            && (isSet("fix-walks") || isSet("fix-suffix") || isSet("save-partial")
                || isSet("sample-exponent") || isSet("add-per-round") || isSet("check-unsolved")
                || isSet("hard-set") || isSet("threads")))) {
        err(errPrefix(sub)
            + QStringLiteral("anneal: --iterations N >= 1, --target L, --sample "
                             "N (1..10^7), --add-per-round K (1..10^6), "
                             "--sample-exponent A (0..1), --check-unsolved K, "
                             "--threads T (1..256), --hard-set FILE; no "
                             "--rounds; exact: --temperature T0,T1 (> 0), "
                             "--mean-weight W (>= 0), --tail D[,W] (D 1..1000, "
                             "W >= 0), --keep-prefix K (1 .. start length - 1), "
                             "--free-prefix S,N (S, N >= 1, with --keep-prefix), "
                             "--breakout W[,K] (W > 0, K 1..1024), --redelete N (1..10^6), "
                             "--block-moves P[,K] (P 1..100, K 2..1000), "
                             "--polish W[,K2] (W 1..13, K2 <= K), "
                             "--sat-repair W1,W2[,K] (1 <= W1 <= W2 <= 64, K >= 1) "
                             "[--window-seconds S] [--nearest-first [--repair-windows N, "
                             "1..100000]] [--gaps G1[,G2] (1 <= G1 <= G2 <= 1000, W1 >= 2)] "
                             "[--repair-stepwise (up to 25 cells) [--stepwise-targets N, "
                             "1..100000]], "
                             "--max-nodes N (1000 .. 2^32), "
                             "none of the anneal-only options nor --threads "
                             "(exact runs on one thread)"));
        return BadInput;
    }
    if (exact && rows * cols > 56) {
        err(errPrefix(sub) + QStringLiteral("exact needs --size NxM with at most 56 cells"));
        return BadInput;
    }
    const QString hardSetPath = value("hard-set");
    if (!exact && !hardSetPath.isEmpty() && !readHardSet(sub, hardSetPath, rows, cols, o.hardStart))
        return BadInput;
    QElapsedTimer timer;
    timer.start();
    AnnealResult r;
    {
        const StopOnSignal guard(control);
        const auto report = newBestReporter(
            sub, rows, cols, value("save"),
            QStringLiteral("seq improve --method %1 --seed %2")
                .arg(exact ? QStringLiteral("exact") : QStringLiteral("anneal"))
                .arg(seed),
            isSet("progress"), timer);
        // After every failed check: --hard-set, the counterexamples learned so far;
        // --save-partial, the checked non-solver with the fewest unsolved mazes so far.
        std::uint64_t fewest = UINT64_MAX;
        const auto checked = [&](const SolvingSequence& s, std::uint64_t unsolved,
                                 std::span<const Maze> learned) {
            if (!hardSetPath.isEmpty() && !writeHardSet(hardSetPath, learned, rows, cols))
                err(errPrefix(sub) + QStringLiteral("cannot write %1").arg(hardSetPath));
            if (!isSet("save-partial") || unsolved >= fewest)
                return;
            fewest = unsolved;
            if (saveSequence(sub, value("save-partial"), s,
                             QStringLiteral("misses %1 of the solvable %2x%3 mazes (length %4, "
                                            "seq improve --seed %5)")
                                 .arg(unsolved).arg(rows).arg(cols)
                                 .arg(s.size()).arg(seed))
                && isSet("progress"))
                err(QStringLiteral("closest non-solver: length %1, %2 unsolved")
                        .arg(s.size()).arg(counted(qint64(unsolved), "maze", "mazes")));
        };
        r = exact ? annealExact(rows, cols, start, control, x, report)
                  : annealAllSolvable(rows, cols, start, control, o, report,
                                      checked);
    }
    const double seconds = double(timer.elapsed()) / 1000.0;
    if (!r.found) {
        err(errPrefix(sub) + QString::fromStdString(r.message));
        return Negative;
    }
    QJsonObject extra;
    extra[QStringLiteral("evaluations")] = qint64(r.evaluations);
    extra[QStringLiteral("accepted")] = qint64(r.accepted);
    if (isSet("sat-repair")) {
        extra[QStringLiteral("repairs_tried")] = qint64(r.repairsTried);
        extra[QStringLiteral("repairs")] = qint64(r.repairs);
        extra[QStringLiteral("partial_repairs")] = qint64(r.partialRepairs);
    }
    if (isSet("redelete"))
        extra[QStringLiteral("redeletions")] = qint64(r.redeletions);
    printBound(r.best, rows, cols, seconds,
               QStringLiteral("%1 evaluations, %2 accepted%3%4")
                   .arg(r.evaluations)
                   .arg(r.accepted)
                   .arg(isSet("sat-repair")
                            ? QStringLiteral("; %1 near-solvers offered to the SAT repair, %2 "
                                             "repaired%3")
                                  .arg(r.repairsTried)
                                  .arg(r.repairs)
                                  .arg(isSet("repair-stepwise")
                                           ? QStringLiteral(", %1 partly").arg(r.partialRepairs)
                                           : QString())
                            : QString())
                   .arg(isSet("redelete")
                            ? QStringLiteral("; %1 redeletions").arg(r.redeletions)
                            : QString()),
               QString(), extra, isSet("json"));
    return Ok;
}

} // namespace mazelab::cli::bounds
