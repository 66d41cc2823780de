// mazelab-cli seq lower-bound | minimize (Nusser 2016): a proven lower bound on the shortest
// sequence with its certificate (a subset of the mazes whose σ is the bound), the re-check of a
// saved certificate (exactly, or by one SAT call), and the minimization of a given sequence.
// cmd_seq.cpp dispatches to them (see seqoptions.h).
#include "app/cli/command.h"
#include "app/cli/seqoptions.h"
#include "core/simaso/approx.h"
#include "core/simaso/lowerbound.h"
#include "core/simaso_sat/setsigma.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <algorithm>
#include <optional>

namespace mazelab::cli {
using namespace seq;
namespace {

// A saved certificate: its mazes and the bound it claims (-1 without a '; lower bound: N'
// line). Prints the problem and returns nullopt when the file cannot be read or parsed.
struct SavedCertificate {
    MazeFile file;
    int claim = -1;
};

std::optional<SavedCertificate> readCertificate(const QString& path, const QString& sub)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        err(errPrefix(sub) + QStringLiteral("cannot read %1: %2").arg(path, f.errorString()));
        return std::nullopt;
    }
    const int claim = certificateClaim(f.readAll().toStdString());
    auto file = loadMazeFile(path);
    if (!file)
        return std::nullopt;
    return SavedCertificate{std::move(*file), claim};
}

int runCheckCertificate(const SavedCertificate& saved, bool asJson, Control& control,
                        std::size_t memory)
{
    const MazeFile& file = saved.file;
    const int claim = saved.claim;
    ExactOptions options;
    options.memoryLimitBytes = memory;
    const CertificateCheck check = checkCertificate(file.mazes, std::max(claim, 0), control,
                                                    options);
    if (asJson) {
        QJsonObject o;
        o[QStringLiteral("certificate_mazes")] = int(file.mazes.size());
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
int runCheckCertificateSat(const SavedCertificate& saved, bool asJson, Control& control)
{
    const MazeFile& file = saved.file;
    const int claim = saved.claim;
    QString message;
    for (std::size_t i = 0; i < file.mazes.size() && message.isEmpty(); ++i)
        if (!file.mazes[i].isSolvable())
            message = QStringLiteral("maze %1 is not solvable").arg(i + 1);
    if (claim < 0 && message.isEmpty())
        message = QStringLiteral("no '; lower bound: N' line");
    auto r = simaso_sat::LengthSolver::Result::Unknown;
    if (message.isEmpty()) {
        r = simaso_sat::checkLowerBoundSat(file.mazes, claim, control);
        if (r == simaso_sat::LengthSolver::Result::Unsat)
            message = QStringLiteral("valid: no sequence of %1 moves solves the %2 mazes (SAT), "
                                     "so σ >= %3")
                          .arg(claim - 1)
                          .arg(file.mazes.size())
                          .arg(claim);
        else if (r == simaso_sat::LengthSolver::Result::Sat)
            message = QStringLiteral("invalid: a sequence of %1 moves solves the mazes")
                          .arg(claim - 1);
        else
            message
                = QStringLiteral("not checked: ") + QString::fromStdString(control.stopReason());
    }
    const bool valid = r == simaso_sat::LengthSolver::Result::Unsat;
    if (asJson) {
        QJsonObject o;
        o[QStringLiteral("certificate_mazes")] = int(file.mazes.size());
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

} // namespace

int runSeqLowerBound(const QStringList& args)
{
    const QString sub = QStringLiteral("lower-bound");
    QCommandLineParser parser;
    Options c;
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
    if (parser.isSet(check)) {
        const auto saved = readCertificate(parser.value(check), sub);
        if (!saved)
            return BadInput;
        return parser.value(algo).toLower() == QLatin1String("sat")
                   ? runCheckCertificateSat(*saved, parser.isSet(c.json), control)
                   : runCheckCertificate(*saved, parser.isSet(c.json), control, memory);
    }
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
    if (parser.isSet(save) && !writeCertificate(r, t, parser.value(save), sub))
        return BadInput;
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
int runSeqMinimize(const QStringList& args)
{
    const QString sub = QStringLiteral("minimize");
    SeqCommand cmd;
    if (int rc = parseSeqCommand(
            args, sub, QStringLiteral("A Solving Sequence: the moves or a file of them."),
            QStringLiteral("Keep it a Perfect Solving Sequence."),
            QStringLiteral("Delete moves from SEQ while it still solves every maze, until no "
                           "single move can go (a minimal sequence). Exit 1 when SEQ does not "
                           "solve them to begin with."),
            cmd);
        rc >= 0)
        return rc;
    const SolvingSequence& s = cmd.sequence;
    const Target& t = cmd.target;
    const ApproxResult r = minimizeSequence(t.solveTarget(), s, cmd.control, cmd.perfect);
    if (!r.complete) {
        err(errPrefix(sub) + QString::fromStdString(r.message));
        return Negative;
    }
    const bool minimal = r.message.find("not minimal") == std::string::npos;
    if (cmd.json()) {
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

} // namespace mazelab::cli
