// mazelab-cli seq verify|shortest|approx|lower-bound|minimize — one move sequence for a whole
// set of mazes (Nusser 2016). The target is --set FILE (a .maze set) or --size NxM (all
// solvable N×M mazes: enumerated up to 25 cells, beyond that through the Unsolved Maze
// Finder). Exit codes: 0 yes / done, 1 no / stopped without an answer, 2 bad input.
// Here: verify, shortest, approx and the dispatch; lower-bound and minimize are in
// cmd_seq_lowerbound.cpp, improve and verify-all in cmd_seq_bounds.cpp, the shared options
// and helpers in seqoptions.h.
#include "app/cli/command.h"
#include "app/cli/seqoptions.h"
#include "core/simaso/approx.h"
#include "core/simaso/exactsearch.h"
#include "core/simaso/lowerbound.h"
#include "core/simaso/verify.h"
#include "core/simaso_sat/setsigma.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonObject>

namespace mazelab::cli {
using namespace seq;
namespace {

// --- seq verify ---------------------------------------------------------------------------
int runVerify(const QStringList& args)
{
    const QString sub = QStringLiteral("verify");
    SeqCommand cmd;
    if (int rc = parseSeqCommand(
            args, sub, QStringLiteral("Moves, e.g. drddruurrdd, or a file of them."),
            QStringLiteral("Require every maze to END on its goal."),
            QStringLiteral("Does SEQ solve every maze of the set (visit each goal; with "
                           "--perfect: end on each goal)? Exit 0 yes, 1 no (with a "
                           "counterexample maze)."),
            cmd);
        rc >= 0)
        return rc;
    const SolvingSequence& s = cmd.sequence;
    const Target& t = cmd.target;
    const VerifyResult v = t.set ? verifySequence(*t.set, s, cmd.perfect)
                                 : verifyAllSolvable(t.rows, t.cols, s, cmd.perfect,
                                                     cmd.control, 0);
    if (!v.complete) {
        err(errPrefix(sub) + QStringLiteral("stopped by the time limit without an answer"));
        return Negative;
    }
    if (cmd.json()) {
        QJsonObject o;
        if (v.mazes > 0)
            o[QStringLiteral("mazes")] = qint64(v.mazes);
        if (t.set)
            o[QStringLiteral("solved")] = qint64(v.solved);
        o[QStringLiteral("length")] = int(s.size());
        o[QStringLiteral("perfect")] = cmd.perfect;
        o[QStringLiteral("solves_all")] = v.solvesAll;
        if (v.counterexample)
            o[QStringLiteral("counterexample")] = mazeText(*v.counterexample);
        printJson(o);
    } else {
        const QString what =
            cmd.perfect ? QStringLiteral("perfectly solves") : QStringLiteral("solves");
        if (v.solvesAll) {
            out(QStringLiteral("%1 (%2 moves) %3 all %4").arg(seqText(s)).arg(s.size())
                    .arg(what, t.set ? QString::number(t.set->size()) + QStringLiteral(" mazes")
                                     : t.description));
        } else {
            out(t.set ? QStringLiteral("%1 %2 %3 of %4 mazes; unsolved, e.g.:")
                            .arg(seqText(s), what).arg(v.solved).arg(v.mazes)
                      : QStringLiteral("%1 does not %2 all %3; unsolved, e.g.:")
                            .arg(seqText(s), what.chopped(1), t.description));
            out(mazeText(*v.counterexample).trimmed());
        }
    }
    return v.solvesAll ? Ok : Negative;
}

// --- seq shortest -------------------------------------------------------------------------
// The subset certificate of ESS or SAT in the lower-bound format (certificateText): σ of the
// subset is the proven lower bound, so 'seq lower-bound --check' re-proves it.
bool saveShortestCertificate(const ExactResult& r, const Target& t, const QString& path,
                             const QString& sub)
{
    LowerBoundResult lb;
    lb.lowerBound = r.lowerBound;
    lb.certificate = r.certificate;
    if (r.exact()) {
        lb.witness = r.sequence;
        lb.solvedExactly = true;
    }
    lb.message = r.message;
    return writeCertificate(lb, t, path, sub);
}

int runShortest(const QStringList& args)
{
    const QString sub = QStringLiteral("shortest");
    QCommandLineParser parser;
    Options c;
    const QCommandLineOption algo(QStringLiteral("algo"),
                                  QStringLiteral("ess (default), ida, astar, bfs or sat "
                                                 "(counterexample-guided SAT, any set)."),
                                  QStringLiteral("ALGO"), QStringLiteral("ess"));
    const QCommandLineOption saveCert(QStringLiteral("save"),
                                      QStringLiteral("ess, sat: write the certificate (the subset "
                                                     "with its σ) as a .maze set, re-checked by "
                                                     "'seq lower-bound --check FILE'."),
                                      QStringLiteral("FILE"));
    parser.addOptions({algo, saveCert, c.timeLimit, c.memoryLimit, c.progress});
    if (int rc = setup(parser, c, args, sub,
                       QStringLiteral("A shortest sequence solving every maze (exact). Default "
                                      "limits: 300 s, 1024 MB; when a limit stops the search it "
                                      "reports the proven lower bound and exits 1."));
        rc >= 0)
        return rc;
    const QString a = parser.value(algo).toLower();
    if (!QStringList{"ess", "ida", "astar", "bfs", "sat"}.contains(a)) {
        err(errPrefix(sub)
            + QStringLiteral("unknown --algo '%1' (ess, ida, astar, bfs, sat)").arg(a));
        return BadInput;
    }
    Control control;
    ExactOptions options;
    Target t;
    if (!applyLimits(parser, c, sub, control, 300, &options.memoryLimitBytes)
        || !resolveTarget(parser, c, sub, a != QLatin1String("ess"), control, t))
        return BadInput;
    if (parser.isSet(saveCert) && a != QLatin1String("ess") && a != QLatin1String("sat")) {
        err(errPrefix(sub) + QStringLiteral("--save needs --algo ess or sat"));
        return BadInput;
    }
    QElapsedTimer timer;
    timer.start();
    ExactResult r;
    if (a == QLatin1String("bfs"))
        r = shortestBfs(*t.set, control, options);
    else if (a == QLatin1String("astar"))
        r = shortestAStar(*t.set, control, options);
    else if (a == QLatin1String("ida"))
        r = shortestIdaStar(*t.set, control, options);
    else if (a == QLatin1String("sat"))
        r = simaso_sat::shortestSat(*t.set, control, options);
    else
        r = t.set ? shortestEss(*t.set, control, options)
                  : shortestEssAllSolvable(t.rows, t.cols, control, options);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    if (parser.isSet(c.json)) {
        QJsonObject o;
        if (r.exact()) {
            o[QStringLiteral("length")] = int(r.sequence.size());
            o[QStringLiteral("sequence")] = seqText(r.sequence);
        }
        o[QStringLiteral("exact")] = r.exact();
        o[QStringLiteral("lower_bound")] = r.lowerBound;
        o[QStringLiteral("status")] = QString::fromLatin1(exactStatusName(r.status));
        o[QStringLiteral("algo")] = a;
        o[QStringLiteral("states")] = qint64(r.states);
        o[QStringLiteral("seconds")] = seconds;
        if (a == QLatin1String("ess") || a == QLatin1String("sat"))
            o[QStringLiteral("certificate_mazes")] = int(r.certificate.size());
        if (a == QLatin1String("sat"))
            o[QStringLiteral("sat_calls")] = r.rounds;
        o[QStringLiteral("message")] = QString::fromStdString(r.message);
        printJson(o);
    } else if (r.exact()) {
        out(QStringLiteral("%1 (length %2, exact) — %3, %4 s")
                .arg(seqText(r.sequence)).arg(r.sequence.size())
                .arg(QString::fromStdString(r.message)).arg(seconds, 0, 'f', 3));
    }
    if (parser.isSet(saveCert) && !saveShortestCertificate(r, t, parser.value(saveCert), sub))
        return BadInput;
    if (!r.exact()) {
        err(errPrefix(sub) + QString::fromStdString(r.message));
        return r.status == ExactStatus::TooLarge ? BadInput : Negative;
    }
    return Ok;
}

// --- seq approx ---------------------------------------------------------------------------
int runApprox(const QStringList& args)
{
    const QString sub = QStringLiteral("approx");
    QCommandLineParser parser;
    Options c;
    const QCommandLineOption algo(QStringLiteral("algo"),
                                  QStringLiteral("gl (Greedy Lookahead), so (Solve in Order), "
                                                 "ias (default) or rs (Random Sequence)."),
                                  QStringLiteral("ALGO"), QStringLiteral("ias"));
    const QCommandLineOption minimize(QStringLiteral("minimize"),
                                      QStringLiteral("Minimize the result."));
    const QCommandLineOption runs(QStringLiteral("runs"), QStringLiteral("so/rs: best of N."),
                                  QStringLiteral("N"), QStringLiteral("1"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("Random seed."),
                                  QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption lookahead(QStringLiteral("lookahead"),
                                       QStringLiteral("gl: all sequences of length D (1-6)."),
                                       QStringLiteral("D"), QStringLiteral("3"));
    const QCommandLineOption cost(QStringLiteral("cost"),
                                  QStringLiteral("gl: sum, squares (default) or max."),
                                  QStringLiteral("C"), QStringLiteral("squares"));
    const QCommandLineOption length(QStringLiteral("random-length"),
                                    QStringLiteral("rs: initial length (default 250)."),
                                    QStringLiteral("L"), QStringLiteral("250"));
    parser.addOptions({algo, minimize, runs, seed, lookahead, cost, length, c.timeLimit,
                       c.progress});
    if (int rc = setup(parser, c, args, sub,
                       QStringLiteral("An approximate (short, not necessarily shortest) "
                                      "sequence solving every maze."));
        rc >= 0)
        return rc;
    const QString a = parser.value(algo).toLower();
    if (!QStringList{"gl", "so", "ias", "rs"}.contains(a)) {
        err(errPrefix(sub) + QStringLiteral("unknown --algo '%1' (gl, so, ias, rs)").arg(a));
        return BadInput;
    }
    ApproxOptions o;
    bool ok1 = false;
    bool ok2 = false;
    bool ok3 = false;
    bool ok4 = false;
    o.runs = parser.value(runs).toInt(&ok1);
    o.seed = parser.value(seed).toULongLong(&ok2);
    o.lookahead = parser.value(lookahead).toInt(&ok3);
    o.randomLength = parser.value(length).toInt(&ok4);
    const QString costName = parser.value(cost).toLower();
    if (!ok1 || !ok2 || !ok3 || !ok4 || o.runs < 1 || o.lookahead < 1 || o.lookahead > 6
        || o.randomLength < 1 || !QStringList{"sum", "squares", "max"}.contains(costName)) {
        err(errPrefix(sub) + QStringLiteral("--runs, --seed, --random-length need whole numbers "
                                            ">= 1, --lookahead 1-6, --cost sum|squares|max"));
        return BadInput;
    }
    o.cost = costName == QLatin1String("sum")   ? GreedyCost::Sum
           : costName == QLatin1String("max")   ? GreedyCost::Max
                                                : GreedyCost::SumSquares;
    o.minimize = parser.isSet(minimize);
    Control control;
    control.setSeed(o.seed);
    Target t;
    const bool needExplicit = a == QLatin1String("gl") || a == QLatin1String("so");
    if (!applyLimits(parser, c, sub, control, 0)
        || !resolveTarget(parser, c, sub, needExplicit, control, t))
        return BadInput;
    QElapsedTimer timer;
    timer.start();
    ApproxResult r;
    if (a == QLatin1String("gl"))
        r = greedyLookahead(*t.set, control, o);
    else if (a == QLatin1String("so"))
        r = solveInOrder(*t.set, control, o);
    else if (a == QLatin1String("ias"))
        r = iterativelyAppend(t.solveTarget(), control, o);
    else
        r = randomSequence(t.solveTarget(), control, o);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    if (!r.complete) {
        err(errPrefix(sub) + QString::fromStdString(r.message));
        return Negative;
    }
    if (parser.isSet(c.json)) {
        QJsonObject j;
        j[QStringLiteral("length")] = int(r.sequence.size());
        j[QStringLiteral("sequence")] = seqText(r.sequence);
        j[QStringLiteral("exact")] = false;
        j[QStringLiteral("algo")] = a;
        j[QStringLiteral("raw_length")] = qint64(r.rawLength);
        j[QStringLiteral("minimized")] = o.minimize || a == QLatin1String("rs");
        j[QStringLiteral("runs")] = r.runs;
        j[QStringLiteral("seconds")] = seconds;
        printJson(j);
    } else {
        out(QStringLiteral("%1 (length %2) — %3, %4 s").arg(seqText(r.sequence))
                .arg(r.sequence.size()).arg(QString::fromStdString(r.message))
                .arg(seconds, 0, 'f', 3));
    }
    return Ok;
}

int runSeq(const QStringList& args)
{
    static const QList<QPair<QString, int (*)(const QStringList&)>> subs
        = {{QStringLiteral("verify"), runVerify},
           {QStringLiteral("shortest"), runShortest},
           {QStringLiteral("approx"), runApprox},
           {QStringLiteral("lower-bound"), runSeqLowerBound},
           {QStringLiteral("minimize"), runSeqMinimize},
           {QStringLiteral("improve"), runSeqImprove},
           {QStringLiteral("verify-all"), runSeqVerifyAll},
           {QStringLiteral("tailfix"), runSeqTailFix},
           {QStringLiteral("extend"), runSeqExtend},
           {QStringLiteral("shorten"), runSeqShorten}};
    const QString sub = args.value(1);
    for (const auto& [name, run] : subs)
        if (name == sub)
            return run(args.mid(1));
    if (sub.isEmpty() || sub == QLatin1String("--help") || sub == QLatin1String("-h")) {
        out(QStringLiteral(
            "Usage: mazelab-cli seq <verify|shortest|approx|lower-bound|minimize> "
            "(--size NxM | --set FILE) [options]\n\n"
            "One move sequence for a whole set of mazes (Nusser 2016). Sizes are rows x "
            "columns.\n"
            "  verify SEQ [--perfect]          does SEQ solve every maze? (exit 0 yes, 1 no)\n"
            "  shortest [--algo ess|ida|astar|bfs|sat] [--save FILE] [--time-limit S]\n"
            "           [--memory-limit MB]\n"
            "  approx --algo gl|so|ias|rs [--minimize] [--runs N] [--seed S]\n"
            "  lower-bound [--algo gess|ess] [--save FILE] | --check FILE [--algo sat]\n"
            "  minimize SEQ [--perfect]\n"
            "  improve --size NxM [--sample N] [--start SEQ] [--time-limit S] [--save FILE]\n"
            "  verify-all NxM SEQ [--threads T] [--progress]   (up to 64 cells, counted)\n"
            "  tailfix NxM SEQ --time-limit S [--save FILE]   (delete a window, fix the tail)\n"
            "  extend NxM [PREFIX] [--save FILE]   (build a bound by a staged greedy suffix)\n"
            "  shorten NxM [--from L] [--start SEQ] [--save FILE]   (SAT, downward)\n"
            "Run 'mazelab-cli seq <sub> --help' for the options."));
        return sub.isEmpty() ? BadInput : Ok;
    }
    err(QStringLiteral("mazelab-cli seq: unknown subcommand '%1' (verify, shortest, approx, "
                       "lower-bound, minimize, improve, verify-all)")
            .arg(sub));
    return BadInput;
}

CliRegistrar regCmdSeq({QStringLiteral("seq"),
                  QStringLiteral("Simultaneous solving: verify/shortest/approx/lower-bound/"
                                 "minimize"),
                  runSeq});

} // namespace
} // namespace mazelab::cli
