// mazelab-cli seq improve (see seqoptions.h; verify-all is in cmd_seq_verify_all.cpp). Ctrl-C
// or SIGTERM (stoponsignal.h) cancels a running search cleanly: the best sequence so far is
// still printed (and saved).
#include "app/cli/command.h"
#include "app/cli/seq_bounds_io.h"
#include "app/cli/seqoptions.h"
#include "core/simaso/localsearch.h"
#include "core/simaso/samplerefine.h"
#include "core/simaso/streamverify.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonObject>

#include <cmath>

namespace mazelab::cli {
using namespace seq;
using namespace bounds;

// --- seq improve ----------------------------------------------------------------------------
int runSeqImprove(const QStringList& args)
{
    const QString sub = QStringLiteral("improve");
    QCommandLineParser parser;
    const auto opt = [](const char* name, const char* help, const char* value = nullptr) {
        return cliOption(name, help, value);
    };
    const auto size = opt("size", "All solvable NxM mazes (enumerated up to 25 cells).", "NxM");
    const auto setOpt = opt("set", "The mazes of a .maze file.", "FILE");
    const auto sample = opt("sample", "N random solvable NxM mazes instead (any size up to 64 "
                                      "cells); the result is verified on ALL mazes and the "
                                      "mazes it misses are added, until it solves all.", "N");
    const auto add = opt("add", "Extra mazes for the sample (.maze file).", "FILE");
    const auto start = opt("start", "Start from this sequence (moves or a file).", "SEQ");
    const auto seed = opt("seed", "Random seed (default 1).", "S");
    const auto rounds = opt("rounds", "Stop after R local-search rounds.", "R");
    const auto candidates = opt("candidates", "Paths proposed per greedy step (default 48).", "K");
    const auto scoreSample = opt("score-sample", "Mazes scored per step (default 12000).", "M");
    const auto blockLength = opt("block-length", "Also propose all blocks up to L moves "
                                                 "(default 3).", "L");
    const auto distanceWeight = opt("distance-weight", "Score = solved + W * distance "
                                                       "reduction (default 0).", "W");
    const auto timeLimit = opt("time-limit", "Stop after S seconds.", "S");
    const auto save = opt("save", "Write every new best (verified) sequence to FILE.", "FILE");
    const auto threads = opt("threads", "Threads for the verification on all mazes.", "T");
    const auto progress = opt("progress", "Report progress on stderr.");
    const auto json = opt("json", "Print JSON.");
    const auto method = opt("method", "anneal (default: simulated annealing on a hard set, "
                                      "checked on all mazes, needs --size), exact (annealing "
                                      "scored on all mazes, needs --size, up to 56 cells), "
                                      "window (every window of up to --max-window moves "
                                      "redone one move shorter, exact on all mazes, until "
                                      "none is left), window-sat (windows of --min-window to "
                                      "--max-window moves redone shorter by SAT over the mazes "
                                      "each matters for) or cover (greedy + "
                                      "ruin and recreate on the set or --sample).", "M");
    const auto maxWindow = opt("max-window", "window: longest window tried (default 8, at "
                                             "most 13).", "W");
    const auto plateau = opt("plateau", "window: when no window can be shortened, rewrite a "
                                        "random one with as many moves (every maze still "
                                        "solved) and scan again, at most N times (default 0). "
                                        "window-sat: N,P,K — after a whole cycle, N random "
                                        "windows of P moves (default --max-window) rewritten "
                                        "with as many by SAT, K of them (default 2) changed, "
                                        "each followed by the windows overlapping it.",
                             "N[,P[,K]]");
    const auto plateauDescend = opt("plateau-descend", "window-sat with --plateau: take a "
                                                       "plateau move only when it does not "
                                                       "raise the total solving time (up to "
                                                       "25 cells).");
    const auto saveWalk = opt("save-walk", "window-sat with --plateau: after every plateau "
                                           "move taken, write the walk's sequence (a solver "
                                           "as long as the best) to FILE.", "FILE");
    const auto saveNear = opt("save-near", "exact with --sat-repair: write each near-solver "
                                           "offered to the repair (it misses 1 to K mazes) to "
                                           "FILE, e.g. for window-sat --repair-start.", "FILE");
    const auto temperature = opt("temperature", "exact: start and end temperature in mazes "
                                                "(default 4,0.2).", "T0,T1");
    const auto exactDeletion = opt("exact-deletion", "anneal: delete the move that leaves the "
                                                     "fewest of ALL mazes unsolved and add the "
                                                     "mazes it breaks to the hard set (up to "
                                                     "56 cells).");
    const auto meanWeight = opt("mean-weight", "exact: score = unsolved mazes + W * mean step "
                                               "of the first goal visit; a solver is polished "
                                               "to the end of its cycle (default 0: off).", "W");
    const auto tail = opt("tail", "exact: anneal the target length plus D slack moves, scored "
                                  "unsolved at the target + W * (unsolved after each slack "
                                  "move); W default 0.05.", "D[,W]");
    const auto keepPrefix = opt("keep-prefix", "exact: keep the first K moves of --start and "
                                               "anneal only the rest (the tail of a 6x6 "
                                               "bound, whose whole tree is large and slow "
                                               "to recount).", "K");
    const auto freePrefix = opt("free-prefix", "exact, with --keep-prefix: after N temperature "
                                               "cycles without a shorter solver, anneal S more "
                                               "moves of the prefix.", "S,N");
    const auto breakout = opt("breakout", "exact: after each temperature cycle without a "
                                          "solver, K (default 8) of the mazes its best "
                                          "leaves unsolved gain weight W, added to the score "
                                          "of every candidate that leaves them unsolved.",
                              "W[,K]");
    const auto blockMoves = opt("block-moves", "exact: P percent of the mutations move a "
                                               "block of 2 to K moves (default 12) elsewhere, "
                                               "mirror it at the diagonal or walk it "
                                               "backwards.", "P[,K]");
    const auto redelete = opt("redelete", "exact: after N temperature cycles at a length "
                                          "without a solver, go back to the last solver and "
                                          "delete the next move of its ranking instead "
                                          "(least harmful first).", "N");
    const auto polishOpt = opt("polish", "exact: run every new shortest solver through the "
                                         "window rewrites of --method window (windows of up "
                                         "to W moves, 1..13) and anneal on from the result; "
                                         "with K2 the windows start at step K2 <= "
                                         "--keep-prefix, and a prefix they change is kept.",
                               "W[,K2]");
    const auto maxNodes = opt("max-nodes", "exact: most partial mazes the tree may store, 16 "
                                           "bytes each (default 67108864 = 1 GiB).", "N");
    const auto iterations = opt("iterations", "anneal: steps per temperature cycle (default "
                                              "20000).", "N");
    const auto target = opt("target", "anneal: stop at this length.", "L");
    const auto fixWalks = opt("fix-walks", "anneal: when a check leaves at most K failing tree "
                                           "leaves, append a suffix for them (tailfix.h).", "K");
    const auto fixSuffix = opt("fix-suffix", "anneal: longest such suffix (default 40).", "L");
    const auto restart = opt("restart-cycles", "anneal: after N temperature cycles without a "
                                               "new best, restart from the best with a ruined "
                                               "window and a random move deleted.", "N");
    const auto ruin = opt("ruin-window", "anneal: moves rewritten by such a restart (default "
                                         "8).", "W");
    const auto addPerRound = opt("add-per-round", "anneal: counterexamples added per failed "
                                                  "check (default 200).", "K");
    const auto sampleExponent = opt("sample-exponent", "anneal: draw them from ALL failing "
                                    "leaves, weighted 2^(A * unknown cells) (1: unsolved mazes "
                                    "alike, 0: leaves alike; default: the first met).", "A");
    const auto savePartial = opt("save-partial", "anneal: write the checked sequence that "
                                                 "leaves the fewest mazes unsolved.", "FILE");
    const auto checkUnsolved = opt("check-unsolved", "anneal: also check on all mazes after "
                                   "a temperature cycle leaving at most K hard mazes "
                                   "unsolved (default 0).", "K");
    const auto hardSet = opt("hard-set", "anneal: start the hard set with the mazes of FILE "
                             "(if it exists) and write its counterexamples there after every "
                             "check, so a stopped run resumes without relearning them.", "FILE");
    const auto deleteRepair = opt("delete-repair", "window: when no window can be shortened, "
                                                   "delete each move in turn and look for a "
                                                   "window of up to --max-window moves "
                                                   "rewritten with as many that solves every "
                                                   "maze again.");
    const auto resume = opt("resume", "window: start the first scan at the windows of W moves "
                                      "from the one at step A backwards (where a stopped "
                                      "scan's progress was), then on around the cycle.",
                            "W,A");
    const auto shortenBy = opt("shorten-by", "window: redo each window of w moves with w - D "
                                             "(default 1; 2 finds what no one-move-shorter "
                                             "rewrite reaches).",
                               "D");
    const auto minWindow = opt("min-window", "window: try windows of M to --max-window moves "
                                             "only (those below cleared by a finished scan).",
                               "M");
    const auto windowSeconds = opt("window-seconds", "window-sat: SAT time for one window "
                                                     "before it counts as undecided, in CPU "
                                                     "seconds of the scan (default 20).",
                                   "S");
    const auto repairReach = opt("repair-reach", "window-sat with --delete-repair: windows "
                                                 "starting within R moves of the deleted one "
                                                 "(default 40).",
                                 "R");
    const auto repairStart = opt("repair-start", "window-sat: a start that misses mazes is "
                                                 "first repaired at its length (a window of "
                                                 "--min-window to --max-window moves rewritten "
                                                 "with as many by SAT), then shortened.");
    const auto nearestFirst = opt("nearest-first", "window-sat with --repair-start or "
                                                   "--delete-repair, exact with --sat-repair: "
                                                   "repair only in windows that can save every "
                                                   "missed maze, those where they stand "
                                                   "nearest a cell the suffix takes home "
                                                   "first, not every window in step order.");
    const auto repairStepwise = opt("repair-stepwise", "window-sat with --repair-start, exact "
                                                       "with --sat-repair (up to 25 cells): "
                                                       "repair one missed maze at a time, "
                                                       "nearest approach first (a window that "
                                                       "saves it and keeps every solved maze "
                                                       "solved, the other missed excused), "
                                                       "until none is missed or none can be "
                                                       "saved; window-sat's --save-near FILE "
                                                       "gets each step.");
    const auto stepwiseTargets = opt("stepwise-targets", "with --repair-stepwise: each step "
                                                         "tries at most N missed mazes (the "
                                                         "nearest), not all.",
                                     "N");
    const auto repairWindows = opt("repair-windows", "with --nearest-first's repairs: at most "
                                                     "N windows of each size (the nearest), "
                                                     "not all.",
                                   "N");
    const auto gaps = opt("gaps", "window-sat: split windows, each of --min-window to "
                                  "--max-window free moves around a fixed middle of G1 to G2 "
                                  "moves (default G2 = G1), redone one move shorter (repairs: "
                                  "with as many; also exact's --sat-repair).",
                          "G1[,G2]");
    const auto satRepair = opt("sat-repair", "exact: a temperature cycle whose best misses 1 "
                                             "to K mazes (default 1) is repaired by SAT, every "
                                             "window of W1 to W2 moves rewritten with as many "
                                             "(--window-seconds each).",
                               "W1,W2[,K]");
    parser.addOptions({hardSet, method, windowSeconds, gaps, repairReach, repairStart, nearestFirst,
                       repairStepwise, stepwiseTargets, repairWindows, satRepair, maxWindow,
                       minWindow, plateau, plateauDescend, saveWalk, saveNear, deleteRepair, resume, shortenBy, temperature, meanWeight,
                       tail, keepPrefix, freePrefix, breakout, blockMoves, redelete, polishOpt,
                       maxNodes, exactDeletion, iterations, target, fixWalks, fixSuffix, restart,
                       ruin, addPerRound, sampleExponent, savePartial, checkUnsolved, size, setOpt,
                       sample, add, start, seed, rounds, candidates, scoreSample, blockLength,
                       distanceWeight, timeLimit, save, threads, progress, json});
    if (int rc = parseSeqCommand(
            parser, args, sub,
            QStringLiteral("Shortens a Solving Sequence by local search (greedy set cover, then "
                           "ruin and recreate with minimization), scored by simulating every "
                           "maze. Deterministic for a seed; stops at --rounds, --time-limit, "
                           "Ctrl-C or SIGTERM with the best so far."));
        rc >= 0)
        return rc;
    const auto bad = [&sub](const QString& text) { return badSeqInput(sub, text); };
    CoverOptions cover;
    bool ok = true;
    if (parser.isSet(seed))
        cover.seed = parser.value(seed).toULongLong(&ok);
    if (ok && parser.isSet(candidates))
        cover.candidates = parser.value(candidates).toInt(&ok);
    if (ok && parser.isSet(scoreSample))
        cover.scoreSample = parser.value(scoreSample).toULongLong(&ok);
    if (ok && parser.isSet(blockLength))
        cover.blockLength = parser.value(blockLength).toInt(&ok);
    if (ok && parser.isSet(distanceWeight))
        cover.distanceWeight = parser.value(distanceWeight).toDouble(&ok);
    const int roundCount = parser.isSet(rounds) ? parser.value(rounds).toInt(&ok) : 0;
    const int threadCount = ok && parser.isSet(threads) ? parser.value(threads).toInt(&ok) : 1;
    const long long sampleCount =
        ok && parser.isSet(sample) ? parser.value(sample).toLongLong(&ok) : 0;
    if (!ok || cover.candidates < 0 || cover.scoreSample < 1 || roundCount < 0
        || cover.blockLength < 0
        || cover.blockLength > 6 || !(cover.distanceWeight >= 0)
        || !std::isfinite(cover.distanceWeight) || threadCount < 1
        || threadCount > 256 || sampleCount < 0 || sampleCount > 100000000)
        return bad(QStringLiteral("malformed number in the options"));
    Control control;
    if (parser.isSet(timeLimit) && !parseTimeLimit(parser.value(timeLimit), control))
        return bad(QStringLiteral("--time-limit must be a positive number of seconds"));
    const QString methodName = parser.value(method).isEmpty() ? QStringLiteral("anneal")
                                                              : parser.value(method);
    const bool windowSat = methodName == QLatin1String("window-sat");
    const bool window = methodName == QLatin1String("window");
    if (roundCount == 0 && !parser.isSet(timeLimit) && !window && !windowSat)
        return bad(QStringLiteral("give --rounds R or --time-limit S"));
    if ((parser.isSet(maxWindow) || parser.isSet(plateau) || parser.isSet(deleteRepair)
         || parser.isSet(resume) || parser.isSet(shortenBy) || parser.isSet(minWindow))
        && !window && !windowSat)
        return bad(QStringLiteral("--max-window, --min-window, --plateau, --delete-repair, "
                                  "--resume and --shorten-by are for --method window (and "
                                  "window-sat)"));
    const bool exactSatRepair = methodName == QLatin1String("exact") && parser.isSet(satRepair);
    if (((parser.isSet(windowSeconds) && !exactSatRepair) || parser.isSet(repairReach)
         || parser.isSet(repairStart) || (parser.isSet(gaps) && !exactSatRepair)
         || parser.isSet(plateauDescend) || parser.isSet(saveWalk))
        && !windowSat)
        return bad(QStringLiteral("--window-seconds, --repair-reach, --repair-start, --gaps, "
                                  "--plateau-descend and --save-walk are for --method "
                                  "window-sat (--window-seconds and --gaps also for exact "
                                  "with --sat-repair)"));
    if (parser.isSet(satRepair) && methodName != QLatin1String("exact"))
        return bad(QStringLiteral("--sat-repair is for --method exact"));
    if (parser.isSet(nearestFirst) && !exactSatRepair
        && !(windowSat && (parser.isSet(repairStart) || parser.isSet(deleteRepair))))
        return bad(QStringLiteral("--nearest-first is for window-sat with --repair-start or "
                                  "--delete-repair, and for exact with --sat-repair"));
    if (parser.isSet(repairWindows) && !parser.isSet(nearestFirst))
        return bad(QStringLiteral("--repair-windows is for --nearest-first's repairs"));
    if (parser.isSet(repairStepwise) && !exactSatRepair
        && !(windowSat && parser.isSet(repairStart)))
        return bad(QStringLiteral("--repair-stepwise is for window-sat with --repair-start, and "
                                  "for exact with --sat-repair"));
    if (parser.isSet(stepwiseTargets) && !parser.isSet(repairStepwise))
        return bad(QStringLiteral("--stepwise-targets is for --repair-stepwise"));
    if (parser.isSet(saveNear) && !exactSatRepair
        && !(windowSat && parser.isSet(repairStepwise)))
        return bad(QStringLiteral("--save-near is for --method exact with --sat-repair, and for "
                                  "window-sat with --repair-stepwise"));
    if (parser.isSet(progress))
        progressToStderr(control);
    SolvingSequence startSeq;
    if (parser.isSet(start) && !readSequence(parser.value(start), sub, startSeq))
        return BadInput;

    if (window)
        return runWindowRewrite(parser, sub, control, startSeq);
    if (windowSat)
        return runWindowSat(parser, sub, control, startSeq);
    if (methodName == QLatin1String("anneal") || methodName == QLatin1String("exact"))
        return runAnneal(parser, sub, cover.seed, roundCount, control, startSeq,
                         methodName == QLatin1String("exact"));
    if (methodName != QLatin1String("cover"))
        return bad(QStringLiteral("--method is anneal, exact, window, window-sat or cover"));
    MazeSet set;
    int rows = 0;
    int cols = 0;
    try {
        if (parser.isSet(setOpt) == parser.isSet(size))
            return bad(QStringLiteral("give exactly one of --size NxM and --set FILE"));
        if (parser.isSet(setOpt)) {
            const auto file = loadMazeFile(parser.value(setOpt));
            if (!file)
                return BadInput;
            set = MazeSet::fromMazeFile(*file);
        } else {
            if (!parseSize(parser.value(size), rows, cols) || rows * cols > 64)
                return bad(QStringLiteral("--size expects NxM with at most 64 cells"));
            Control quiet;
            if (sampleCount > 0)
                set = MazeSet::random(rows, cols, std::size_t(sampleCount), 0.5, cover.seed,
                                      quiet);
            else if (rows * cols <= 25)
                set = MazeSet::allSolvable(rows, cols, quiet);
            else
                return bad(QStringLiteral("%1x%2 cannot be enumerated: give --sample N")
                               .arg(rows).arg(cols));
        }
        if (parser.isSet(add)) {
            const auto file = loadMazeFile(parser.value(add));
            if (!file)
                return BadInput;
            MazeFile all = set.toMazeFile();
            all.mazes.insert(all.mazes.end(), file->mazes.begin(), file->mazes.end());
            all.names.assign(all.mazes.size(), std::string());
            set = MazeSet::fromMazeFile(all, MazeSet::Unsolvable::Skip);
        }
    } catch (const MazeSetError& e) {
        return bad(QString::fromStdString(e.what()));
    }
    if (set.empty())
        return bad(QStringLiteral("no mazes"));
    const bool loop = sampleCount > 0;
    const QString what = loop ? QStringLiteral("all solvable %1x%2 mazes").arg(rows).arg(cols)
                              : QStringLiteral("%1 mazes").arg(set.size());
    auto saveBest = [&](const SolvingSequence& s) {
        if (parser.isSet(save))
            saveSequence(sub, parser.value(save), s,
                         QStringLiteral("solves %1 (length %2, seq improve --seed %3)")
                             .arg(what).arg(s.size()).arg(cover.seed));
        if (parser.isSet(progress))
            err(QStringLiteral("new best: length %1").arg(s.size()));
    };
    QElapsedTimer timer;
    timer.start();
    SolvingSequence best;
    QString message;
    {
        const StopOnSignal guard(control);
        if (loop) {
            RefineOptions o;
            o.cover = cover;
            o.threads = threadCount;
            o.improveRounds = roundCount > 0 ? roundCount : 20;
            const RefineResult r = refineOnAllSolvable(
                set, startSeq, control, o,
                [&](const std::string& line) {
                    if (parser.isSet(progress))
                        err(QString::fromStdString(line));
                },
                [&](const SolvingSequence& s, const StreamVerifyResult&) { saveBest(s); });
            if (r.verified)
                best = *r.verified;
            message = QString::fromStdString(r.message);
        } else {
            const CoverResult r = improveSequence(set, startSeq, control, cover, roundCount,
                                                  saveBest);
            if (r.complete)
                best = r.sequence;
            message = QString::fromStdString(r.message);
        }
    }
    const double seconds = double(timer.elapsed()) / 1000.0;
    if (best.empty()) {
        err(errPrefix(sub) + message);
        return Negative;
    }
    if (parser.isSet(json)) {
        QJsonObject j;
        j[QStringLiteral("length")] = int(best.size());
        j[QStringLiteral("sequence")] = seqText(best);
        j[QStringLiteral("seconds")] = seconds;
        j[QStringLiteral("message")] = message;
        printJson(j);
    } else {
        out(QStringLiteral("%1\n(length %2, solves %3; %4; %5 s)")
                .arg(seqText(best))
                .arg(best.size())
                .arg(what, message)
                .arg(seconds, 0, 'f', 1));
    }
    return Ok;
}

} // namespace mazelab::cli
