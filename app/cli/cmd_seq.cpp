// mazelab-cli seq verify|shortest|approx|lower-bound|minimize — one move sequence for a whole
// set of mazes (Nusser 2016). The target is --set FILE (a .maze set) or --size NxM (all
// solvable N×M mazes: enumerated up to 25 cells, beyond that through the Unsolved Maze
// Finder). Exit codes: 0 yes / done, 1 no / stopped without an answer, 2 bad input.
#include "app/cli/command.h"
#include "app/cli/seq_bounds.h"
#include "core/simaso/approx.h"
#include "core/simaso/exactsearch.h"
#include "core/simaso/lowerbound.h"
#include "core/simaso/verify.h"
#include "core/simaso_sat/setsigma.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <chrono>
#include <cmath>
#include <memory>

namespace mazelab::cli {
namespace {

constexpr int kEnumerateCells = 25; // --size up to 5×5 (1,225,194 mazes) is enumerated

// Options shared by the subcommands.
struct Common {
    QCommandLineOption size{QStringLiteral("size"),
                            QStringLiteral("All solvable NxM mazes (N rows, M columns)."),
                            QStringLiteral("NxM")};
    QCommandLineOption set{QStringLiteral("set"), QStringLiteral("The mazes of a .maze file."),
                           QStringLiteral("FILE")};
    QCommandLineOption json{QStringLiteral("json"), QStringLiteral("Print JSON.")};
    QCommandLineOption timeLimit{QStringLiteral("time-limit"),
                                 QStringLiteral("Stop after S seconds."), QStringLiteral("S")};
    QCommandLineOption memoryLimit{QStringLiteral("memory-limit"),
                                   QStringLiteral("Memory cap for state tables (default 1024)."),
                                   QStringLiteral("MB")};
    QCommandLineOption progress{QStringLiteral("progress"),
                                QStringLiteral("Report progress on stderr.")};
};

// The resolved target: an explicit or enumerated set, or an implicit size.
struct Target {
    std::shared_ptr<MazeSet> set; // null for an implicit (non-enumerated) size
    int rows = 0;
    int cols = 0;
    QString description;
    SolveTarget solveTarget() const
    {
        return set ? SolveTarget::of(*set) : SolveTarget::allSolvable(rows, cols);
    }
};

QString errPrefix(const QString& sub) { return QStringLiteral("mazelab-cli seq %1: ").arg(sub); }

bool parseSize(const QString& text, int& rows, int& cols)
{
    static const QRegularExpression re(QStringLiteral("^(\\d+)[xX×](\\d+)$"));
    const auto m = re.match(text);
    bool ok1 = false;
    bool ok2 = false;
    if (m.hasMatch()) {
        rows = m.captured(1).toInt(&ok1);
        cols = m.captured(2).toInt(&ok2);
    }
    return ok1 && ok2 && rows >= 1 && cols >= 1;
}

// Reads --set / --size into `target`; prints the problem and returns false on bad input.
bool resolveTarget(const QCommandLineParser& p, const Common& c, const QString& sub,
                   bool needExplicit, Control& control, Target& target)
{
    if (p.isSet(c.size) == p.isSet(c.set)) {
        err(errPrefix(sub) + QStringLiteral("give exactly one of --size NxM and --set FILE"));
        return false;
    }
    try {
        if (p.isSet(c.set)) {
            const auto file = loadMazeFile(p.value(c.set));
            if (!file)
                return false;
            target.set = std::make_shared<MazeSet>(MazeSet::fromMazeFile(*file));
            target.rows = target.set->rows();
            target.cols = target.set->cols();
            target.description = p.value(c.set);
            if (target.set->empty()) {
                err(errPrefix(sub) + QStringLiteral("%1 holds no mazes").arg(p.value(c.set)));
                return false;
            }
            return true;
        }
        if (!parseSize(p.value(c.size), target.rows, target.cols)
            || std::size_t(target.rows) * std::size_t(target.cols) > MazeSet::kMaxCells) {
            err(errPrefix(sub) + QStringLiteral("--size expects NxM with N, M >= 1 and N·M <= "
                                                "%1, got '%2'")
                                     .arg(MazeSet::kMaxCells)
                                     .arg(p.value(c.size)));
            return false;
        }
        target.description = QStringLiteral("all solvable %1x%2 mazes").arg(target.rows).arg(target.cols);
        if (target.rows * target.cols <= kEnumerateCells) {
            target.set = std::make_shared<MazeSet>(
                MazeSet::allSolvable(target.rows, target.cols, control));
        } else if (needExplicit) {
            err(errPrefix(sub) + QStringLiteral("this algorithm needs the mazes enumerated, "
                                                "which MazeLab does up to %1 cells; %2x%3 has "
                                                "%4 (use --algo ias or rs, or --set FILE)")
                                     .arg(kEnumerateCells)
                                     .arg(target.rows)
                                     .arg(target.cols)
                                     .arg(target.rows * target.cols));
            return false;
        }
        return true;
    } catch (const MazeSetError& e) {
        err(errPrefix(sub) + QString::fromStdString(e.what()));
        return false;
    }
}

bool applyLimits(const QCommandLineParser& p, const Common& c, const QString& sub,
                 Control& control, double defaultSeconds, std::size_t* memoryBytes = nullptr)
{
    if (p.isSet(c.timeLimit)) {
        if (!parseTimeLimit(p.value(c.timeLimit), control)) {
            err(errPrefix(sub) + QStringLiteral("--time-limit must be a positive number of seconds"));
            return false;
        }
    } else if (defaultSeconds > 0) {
        control.setTimeLimit(std::chrono::milliseconds(std::llround(defaultSeconds * 1000)));
    }
    if (memoryBytes) {
        *memoryBytes = std::size_t(1024) << 20;
        if (p.isSet(c.memoryLimit)) {
            bool ok = false;
            const double mb = p.value(c.memoryLimit).toDouble(&ok);
            if (!ok || !(mb >= 1) || mb > 1e6) {
                err(errPrefix(sub) + QStringLiteral("--memory-limit must be a number of MB >= 1"));
                return false;
            }
            *memoryBytes = std::size_t(mb * 1024 * 1024);
        }
    }
    if (p.isSet(c.progress))
        control.setProgressSink([](double fraction, const ProgressMessage& message) {
            err(fraction >= 0 ? QStringLiteral("%1% %2").arg(fraction * 100, 5, 'f', 1)
                                    .arg(QString::fromStdString(message.text()))
                              : QString::fromStdString(message.text()));
        });
    return true;
}

bool parseSequence(const QString& text, const QString& sub, SolvingSequence& s)
{
    const auto moves = parseMoves(text.toStdString());
    if (!moves) {
        err(errPrefix(sub) + QStringLiteral("'%1' is not a move sequence (use the letters u, d, "
                                            "l, r)")
                                 .arg(text));
        return false;
    }
    s = *moves;
    return true;
}

QString seqText(const SolvingSequence& s) { return QString::fromStdString(movesToString(s)); }
QString mazeText(const Maze& m) { return QString::fromStdString(mazeToText(m)); }

int setup(QCommandLineParser& parser, const Common& c, const QStringList& args,
          const QString& sub, const QString& description)
{
    QStringList a = args;
    a[0] = QStringLiteral("seq ") + sub;
    parser.addOptions({c.size, c.set, c.json});
    return parseOrExit(parser, a, description);
}

// --- seq verify ---------------------------------------------------------------------------
int runVerify(const QStringList& args)
{
    const QString sub = QStringLiteral("verify");
    QCommandLineParser parser;
    Common c;
    parser.addPositionalArgument(QStringLiteral("SEQ"), QStringLiteral("Moves, e.g. drddruurrdd."));
    const QCommandLineOption perfect(QStringLiteral("perfect"),
                                     QStringLiteral("Require every maze to END on its goal."));
    parser.addOptions({perfect, c.timeLimit, c.progress});
    if (int rc = setup(parser, c, args, sub,
                       QStringLiteral("Does SEQ solve every maze of the set (visit each goal; "
                                      "with --perfect: end on each goal)? Exit 0 yes, 1 no "
                                      "(with a counterexample maze)."));
        rc >= 0)
        return rc;
    if (parser.positionalArguments().size() != 1) {
        err(errPrefix(sub) + QStringLiteral("expected exactly one SEQ"));
        return BadInput;
    }
    SolvingSequence s;
    Control control;
    Target t;
    if (!parseSequence(parser.positionalArguments().first(), sub, s)
        || !applyLimits(parser, c, sub, control, 0)
        || !resolveTarget(parser, c, sub, false, control, t))
        return BadInput;
    const VerifyResult v = t.set ? verifySequence(*t.set, s, parser.isSet(perfect))
                                 : verifyAllSolvable(t.rows, t.cols, s, parser.isSet(perfect),
                                                     control, 0);
    if (!v.complete) {
        err(errPrefix(sub) + QStringLiteral("stopped by the time limit without an answer"));
        return Negative;
    }
    if (parser.isSet(c.json)) {
        QJsonObject o;
        if (v.mazes > 0)
            o[QStringLiteral("mazes")] = qint64(v.mazes);
        if (t.set)
            o[QStringLiteral("solved")] = qint64(v.solved);
        o[QStringLiteral("length")] = int(s.size());
        o[QStringLiteral("perfect")] = parser.isSet(perfect);
        o[QStringLiteral("solves_all")] = v.solvesAll;
        if (v.counterexample)
            o[QStringLiteral("counterexample")] = mazeText(*v.counterexample);
        printJson(o);
    } else {
        const QString what = parser.isSet(perfect) ? QStringLiteral("perfectly solves")
                                                   : QStringLiteral("solves");
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
    QFile f(path);
    const std::string text = certificateText(lb, t.description.toStdString());
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)
        || f.write(text.data(), qint64(text.size())) != qint64(text.size())) {
        err(errPrefix(sub) + QStringLiteral("cannot write %1: %2").arg(path, f.errorString()));
        return false;
    }
    return true;
}

int runShortest(const QStringList& args)
{
    const QString sub = QStringLiteral("shortest");
    QCommandLineParser parser;
    Common c;
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
    Common c;
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

// --- seq lower-bound ----------------------------------------------------------------------
int runCheckCertificate(const QString& path, bool asJson, Control& control, std::size_t memory)
{
    const QString sub = QStringLiteral("lower-bound");
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        err(errPrefix(sub) + QStringLiteral("cannot read %1: %2").arg(path, f.errorString()));
        return BadInput;
    }
    const std::string text = f.readAll().toStdString();
    const auto file = loadMazeFile(path);
    if (!file)
        return BadInput;
    const int claim = certificateClaim(text);
    ExactOptions options;
    options.memoryLimitBytes = memory;
    const CertificateCheck check = checkCertificate(file->mazes, std::max(claim, 0), control,
                                                    options);
    if (asJson) {
        QJsonObject o;
        o[QStringLiteral("certificate_mazes")] = int(file->mazes.size());
        o[QStringLiteral("claimed")] = claim;
        o[QStringLiteral("sigma")] = check.sigma;
        o[QStringLiteral("valid")] = check.valid;
        o[QStringLiteral("message")] = QString::fromStdString(check.message);
        printJson(o);
    } else {
        out(QString::fromStdString(check.message));
    }
    if (check.sigma < 0)
        return check.message.find("not checked") != std::string::npos ? Negative : BadInput;
    return check.valid ? Ok : Negative;
}

// --check FILE --algo sat: UNSAT at claim - 1 proves the claim (the mazes must be solvable).
int runCheckCertificateSat(const QString& path, bool asJson, Control& control)
{
    const QString sub = QStringLiteral("lower-bound");
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        err(errPrefix(sub) + QStringLiteral("cannot read %1: %2").arg(path, f.errorString()));
        return BadInput;
    }
    const int claim = certificateClaim(f.readAll().toStdString());
    const auto file = loadMazeFile(path);
    if (!file)
        return BadInput;
    QString message;
    for (std::size_t i = 0; i < file->mazes.size() && message.isEmpty(); ++i)
        if (!file->mazes[i].isSolvable())
            message = QStringLiteral("maze %1 is not solvable").arg(i + 1);
    if (claim < 0 && message.isEmpty())
        message = QStringLiteral("no '; lower bound: N' line");
    auto r = simaso_sat::LengthSolver::Result::Unknown;
    if (message.isEmpty()) {
        r = simaso_sat::checkLowerBoundSat(file->mazes, claim, control);
        if (r == simaso_sat::LengthSolver::Result::Unsat)
            message = QStringLiteral("valid: no sequence of %1 moves solves the %2 mazes (SAT), "
                                     "so σ >= %3")
                          .arg(claim - 1)
                          .arg(file->mazes.size())
                          .arg(claim);
        else if (r == simaso_sat::LengthSolver::Result::Sat)
            message = QStringLiteral("invalid: a sequence of %1 moves solves the mazes")
                          .arg(claim - 1);
        else
            message = QStringLiteral("not checked: ") + QString::fromStdString(control.stopReason());
    }
    const bool valid = r == simaso_sat::LengthSolver::Result::Unsat;
    if (asJson) {
        QJsonObject o;
        o[QStringLiteral("certificate_mazes")] = int(file->mazes.size());
        o[QStringLiteral("claimed")] = claim;
        o[QStringLiteral("valid")] = valid;
        o[QStringLiteral("message")] = message;
        printJson(o);
    } else {
        out(message);
    }
    if (valid)
        return Ok;
    // A rejected or unfinished check is a "no" (1); an unusable file is bad input (2).
    return r == simaso_sat::LengthSolver::Result::Sat || message.startsWith(QLatin1String("not"))
               ? Negative
               : BadInput;
}

int runLowerBound(const QStringList& args)
{
    const QString sub = QStringLiteral("lower-bound");
    QCommandLineParser parser;
    Common c;
    const QCommandLineOption algo(QStringLiteral("algo"),
                                  QStringLiteral("gess (default) or ess; with --check: sat "
                                                 "re-checks the bound by one SAT call instead "
                                                 "of recomputing σ exactly."),
                                  QStringLiteral("ALGO"),
                                  QStringLiteral("gess"));
    const QCommandLineOption candidates(QStringLiteral("candidates"),
                                        QStringLiteral("gess: mazes tried per round (default 8)."),
                                        QStringLiteral("K"), QStringLiteral("8"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("Random seed."),
                                  QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption save(QStringLiteral("save"),
                                  QStringLiteral("Write the certificate as a .maze set."),
                                  QStringLiteral("FILE"));
    const QCommandLineOption check(QStringLiteral("check"),
                                   QStringLiteral("Re-check a saved certificate instead."),
                                   QStringLiteral("FILE"));
    parser.addOptions({algo, candidates, seed, save, check, c.timeLimit, c.memoryLimit,
                       c.progress});
    if (int rc = setup(parser, c, args, sub,
                       QStringLiteral("A lower bound on the shortest sequence, with its "
                                      "certificate: a subset of the mazes whose exact shortest "
                                      "length is the bound. Runs until the time limit "
                                      "(default 10 s) or until the bound is exact."));
        rc >= 0)
        return rc;
    Control control;
    std::size_t memory = 0;
    if (!applyLimits(parser, c, sub, control, 10, &memory))
        return BadInput;
    if (parser.isSet(check) && parser.value(algo).toLower() == QLatin1String("sat"))
        return runCheckCertificateSat(parser.value(check), parser.isSet(c.json), control);
    if (parser.isSet(check))
        return runCheckCertificate(parser.value(check), parser.isSet(c.json), control, memory);
    const QString a = parser.value(algo).toLower();
    bool ok1 = false;
    bool ok2 = false;
    GessOptions g;
    g.candidates = parser.value(candidates).toInt(&ok1);
    g.seed = parser.value(seed).toULongLong(&ok2);
    g.exact.memoryLimitBytes = memory;
    if (!QStringList{"gess", "ess"}.contains(a) || !ok1 || !ok2 || g.candidates < 1) {
        err(errPrefix(sub) + QStringLiteral("--algo is gess or ess; --candidates and --seed "
                                            "are whole numbers >= 1"));
        return BadInput;
    }
    Target t;
    if (!resolveTarget(parser, c, sub, false, control, t))
        return BadInput;
    QElapsedTimer timer;
    timer.start();
    const LowerBoundResult r = a == QLatin1String("ess")
        ? lowerBoundEss(t.solveTarget(), control, g.exact)
        : lowerBoundGess(t.solveTarget(), control, g);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    if (parser.isSet(save)) {
        QFile f(parser.value(save));
        const std::string text = certificateText(r, t.description.toStdString());
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)
            || f.write(text.data(), qint64(text.size())) != qint64(text.size())) {
            err(errPrefix(sub) + QStringLiteral("cannot write %1: %2")
                                     .arg(parser.value(save), f.errorString()));
            return BadInput;
        }
    }
    if (parser.isSet(c.json)) {
        QJsonObject o;
        o[QStringLiteral("lower_bound")] = r.lowerBound;
        QJsonArray cert;
        for (const Maze& m : r.certificate)
            cert.append(mazeText(m));
        o[QStringLiteral("certificate")] = cert;
        o[QStringLiteral("witness")] = seqText(r.witness);
        o[QStringLiteral("exact")] = r.solvedExactly;
        o[QStringLiteral("algo")] = a;
        o[QStringLiteral("rounds")] = r.rounds;
        o[QStringLiteral("seconds")] = seconds;
        printJson(o);
    } else {
        out(QString::fromStdString(r.message));
    }
    return Ok;
}

// --- seq minimize -------------------------------------------------------------------------
int runMinimize(const QStringList& args)
{
    const QString sub = QStringLiteral("minimize");
    QCommandLineParser parser;
    Common c;
    parser.addPositionalArgument(QStringLiteral("SEQ"), QStringLiteral("A Solving Sequence."));
    const QCommandLineOption perfect(QStringLiteral("perfect"),
                                     QStringLiteral("Keep it a Perfect Solving Sequence."));
    parser.addOptions({perfect, c.timeLimit, c.progress});
    if (int rc = setup(parser, c, args, sub,
                       QStringLiteral("Delete moves from SEQ while it still solves every maze, "
                                      "until no single move can go (a minimal sequence). Exit 1 "
                                      "when SEQ does not solve them to begin with."));
        rc >= 0)
        return rc;
    if (parser.positionalArguments().size() != 1) {
        err(errPrefix(sub) + QStringLiteral("expected exactly one SEQ"));
        return BadInput;
    }
    SolvingSequence s;
    Control control;
    Target t;
    if (!parseSequence(parser.positionalArguments().first(), sub, s)
        || !applyLimits(parser, c, sub, control, 0)
        || !resolveTarget(parser, c, sub, false, control, t))
        return BadInput;
    const ApproxResult r = minimizeSequence(t.solveTarget(), s, control, parser.isSet(perfect));
    if (!r.complete) {
        err(errPrefix(sub) + QString::fromStdString(r.message));
        return Negative;
    }
    const bool minimal = r.message.find("not minimal") == std::string::npos;
    if (parser.isSet(c.json)) {
        QJsonObject o;
        o[QStringLiteral("length")] = int(r.sequence.size());
        o[QStringLiteral("sequence")] = seqText(r.sequence);
        o[QStringLiteral("original_length")] = int(s.size());
        o[QStringLiteral("minimal")] = minimal;
        printJson(o);
    } else {
        out(QStringLiteral("%1 (length %2, was %3)%4").arg(seqText(r.sequence))
                .arg(r.sequence.size()).arg(s.size())
                .arg(minimal ? QString() : QStringLiteral(" — stopped early, not minimal yet")));
    }
    return Ok;
}

int runSeq(const QStringList& args)
{
    static const QList<QPair<QString, int (*)(const QStringList&)>> subs = {
        {QStringLiteral("verify"), runVerify},         {QStringLiteral("shortest"), runShortest},
        {QStringLiteral("approx"), runApprox},         {QStringLiteral("lower-bound"), runLowerBound},
        {QStringLiteral("minimize"), runMinimize},     {QStringLiteral("improve"), runSeqImprove},
        {QStringLiteral("verify-all"), runSeqVerifyAll},
        {QStringLiteral("tailfix"), runSeqTailFix}};
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
            "Run 'mazelab-cli seq <sub> --help' for the options."));
        return sub.isEmpty() ? BadInput : Ok;
    }
    err(QStringLiteral("mazelab-cli seq: unknown subcommand '%1' (verify, shortest, approx, "
                       "lower-bound, minimize, improve, verify-all)")
            .arg(sub));
    return BadInput;
}

CliRegistrar reg({QStringLiteral("seq"),
                  QStringLiteral("Simultaneous solving: verify/shortest/approx/lower-bound/"
                                 "minimize"),
                  runSeq});

} // namespace
} // namespace mazelab::cli
