// mazelab-cli sigma check CERT [--time-limit S] [--json] [--dimacs FILE] [--incremental]:
// re-checks a σ certificate written by `sigma --certificate` (the sequence on every maze by
// simulation, the subset by a fresh SAT call one below the lower bound, or by calls after each
// maze with --incremental), or writes its SAT instance as DIMACS.
#include "app/cli/command.h"
#include "app/cli/sigma_common.h"
#include "app/cli/sigma_shard.h"
#include "core/sysmemory.h"

#include <QFile>
#include <QJsonObject>
#include <cerrno>
#include <cstdio>
#include <fstream>
#include <cstring>
#include <stdexcept>

namespace mazelab::cli {

using namespace mazelab::simaso_sat;

bool applyTimeLimit(const QCommandLineParser& parser, const QCommandLineOption& limit,
                    Control& control, const QString& who)
{
    if (!parser.isSet(limit) || parseTimeLimit(parser.value(limit), control))
        return true;
    err(QStringLiteral("%1: --time-limit must be a positive number of seconds").arg(who));
    return false;
}

bool intOption(const QCommandLineParser& parser, const QCommandLineOption& option, int lo, int hi,
               int& target, const QString& who)
{
    if (!parser.isSet(option))
        return true;
    bool ok = false;
    const int v = parser.value(option).toInt(&ok);
    if (!ok || v < lo || v > hi) {
        err(QStringLiteral("%1: --%2 must be a whole number from %3 to %4")
                .arg(who, option.names().first())
                .arg(lo)
                .arg(hi));
        return false;
    }
    target = v;
    return true;
}

bool solverConfigOption(const QCommandLineParser& parser, const QCommandLineOption& option,
                        std::string& config, const QString& who)
{
    if (!parser.isSet(option))
        return true;
    const QString name = parser.value(option);
    if (!QStringList{"default", "sat", "unsat", "plain"}.contains(name)) {
        err(QStringLiteral("%1: --config is default, sat, unsat or plain").arg(who));
        return false;
    }
    config = name == QLatin1String("default") ? std::string() : name.toStdString();
    return true;
}

bool readCertificate(const QString& path, SigmaCertificate& cert, const QString& who)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        err(QStringLiteral("%1: cannot read %2: %3").arg(who, path, file.errorString()));
        return false;
    }
    if (file.size() > 64 * 1024 * 1024) {
        err(QStringLiteral("%1: %2 is larger than 64 MB").arg(who, path));
        return false;
    }
    const QByteArray bytes = file.readAll();
    try {
        cert = certificateFromText(bytes.toStdString());
    } catch (const std::exception& e) {
        err(QStringLiteral("%1: %2: %3").arg(who, path, QString::fromStdString(e.what())));
        return false;
    }
    return true;
}

int runSigmaCheck(const QStringList& args)
{
    const QString who = QStringLiteral("mazelab-cli sigma check");
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("check"), QStringLiteral("The word 'check'."));
    parser.addPositionalArgument(QStringLiteral("CERT"), QStringLiteral("Certificate file."));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    const QCommandLineOption limit(QStringLiteral("time-limit"),
                                   QStringLiteral("Give up after S seconds (exit 1)."),
                                   QStringLiteral("S"));
    const QCommandLineOption dimacs(QStringLiteral("dimacs"),
                                    QStringLiteral("Only write the SAT instance (length = lower "
                                                   "bound - 1) as DIMACS CNF to FILE, for any "
                                                   "SAT solver: UNSAT proves the bound."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption threads(QStringLiteral("threads"),
                                     QStringLiteral("Split the SAT call over K threads "
                                                    "(default 1)."),
                                     QStringLiteral("K"));
    const QCommandLineOption config(
        QStringLiteral("config"),
        QStringLiteral("CaDiCaL configuration of the SAT call: default, sat, unsat (tuned for "
                       "refutations; 'sigma --config unsat' found the recorded 5x5 and 6x6 "
                       "bounds with it) or plain. Speed only: the answer is the same."),
        QStringLiteral("NAME"));
    const QCommandLineOption incremental(
        QStringLiteral("incremental"),
        QStringLiteral("Add the certificate's mazes one at a time and call the solver after "
                       "each, as the search found them; the last call, on all of them, "
                       "decides. Speed only: the answer is the same."));
    const QCommandLineOption progress(
        QStringLiteral("progress"),
        QStringLiteral("Print a line on stderr after each --incremental call."));
    const QCommandLineOption shard(
        QStringLiteral("shard"),
        QStringLiteral("Refute only shard I of K (0 <= I < K) of the SAT call, split by its first "
                       "--shard-depth moves; needs --out. For batch systems: see --merge."),
        QStringLiteral("I/K"));
    const QCommandLineOption shardOut(
        QStringLiteral("out"),
        QStringLiteral("The shard's file: each refuted cube is appended at once; run the same "
                       "shard with the same file again to go on where it stopped."),
        QStringLiteral("FILE"));
    const QCommandLineOption shardDepth(
        QStringLiteral("shard-depth"),
        QStringLiteral("Moves that split the SAT call into 4^D cubes (1 to 8, default 4)."),
        QStringLiteral("D"));
    const QCommandLineOption merge(
        QStringLiteral("merge"),
        QStringLiteral("sigma check CERT --merge FILE...: the bound is proved when these shard "
                       "files of CERT refute every cube (exit 0), else exit 1 with what is "
                       "missing."));
    parser.addOptions(
        {json, limit, dimacs, threads, config, incremental, progress, shard, shardOut, shardDepth,
         merge});
    // The parser's "program name" is "sigma check" (its messages and --help name the command).
    QStringList checkArgs = args.mid(1);
    checkArgs[0] = QStringLiteral("sigma check");
    if (int rc = parseOrExit(parser, checkArgs,
                             QStringLiteral("Re-check a σ certificate written by 'sigma "
                                            "--certificate': the sequence (if any) solves every "
                                            "solvable maze of the size (by simulation), and no "
                                            "sequence one shorter than the lower bound solves "
                                            "the certificate's mazes (by a fresh SAT call)."));
        rc >= 0)
        return rc;
    const QStringList pos = parser.positionalArguments(); // CERT [FILE...]
    if (parser.isSet(merge) ? pos.size() < 2 : pos.size() != 1) {
        err(parser.isSet(merge)
                ? QStringLiteral("%1: --merge expects the certificate and shard files").arg(who)
                : QStringLiteral("%1: expected one certificate file").arg(who));
        return BadInput;
    }
    if (parser.isSet(incremental)
        && (parser.isSet(shard) || parser.isSet(merge) || parser.isSet(dimacs))) {
        err(QStringLiteral("%1: --incremental is for the whole check, not with --shard, --merge "
                           "or --dimacs").arg(who));
        return BadInput;
    }
    int threadCount = 1;
    if (!intOption(parser, threads, 1, 64, threadCount, who))
        return BadInput;
    std::string solverConfig;
    if (!solverConfigOption(parser, config, solverConfig, who))
        return BadInput;
    const QString configName =
        solverConfig.empty() ? QStringLiteral("default") : QString::fromStdString(solverConfig);
    ShardRequest request;
    request.config = solverConfig;
    if (!intOption(parser, shardDepth, 1, 8, request.depth, who))
        return BadInput;
    if (parser.isSet(shard)) {
        const QStringList parts = parser.value(shard).split(QLatin1Char('/'));
        bool okI = false, okK = false;
        request.index = parts.size() == 2 ? parts[0].toInt(&okI) : -1;
        request.count = parts.size() == 2 ? parts[1].toInt(&okK) : 0;
        if (!okI || !okK || request.count < 1 || request.index < 0
            || request.index >= request.count) {
            err(QStringLiteral("%1: --shard must be I/K with 0 <= I < K").arg(who));
            return BadInput;
        }
        if (!parser.isSet(shardOut)) {
            err(QStringLiteral("%1: --shard needs --out FILE (its checkpoint and result)").arg(who));
            return BadInput;
        }
        request.out = parser.value(shardOut);
    }
    SigmaCertificate cert;
    if (!readCertificate(pos[0], cert, who))
        return BadInput;
    if ((parser.isSet(shard) || parser.isSet(merge)) && cert.lowerBound < 1) {
        err(QStringLiteral("%1: a lower bound of 0 needs no SAT call to split").arg(who));
        return BadInput;
    }
    // The cubes' refutations prove the bound only for solvable mazes (and a symmetric set when
    // the first move is fixed): the same check as the whole call's, before any shard or merge.
    if (parser.isSet(shard) || parser.isSet(merge)) {
        if (const std::string problem = subsetProblem(cert); !problem.empty()) {
            err(QStringLiteral("%1: certificate rejected: %2")
                    .arg(who, QString::fromStdString(problem)));
            return Negative;
        }
    }
    if (parser.isSet(merge))
        return runSigmaMerge(cert, pos.mid(1), parser.isSet(json));
    if (cert.upperBound >= 0 && cert.rows * cert.cols > kMaxEnumerateCells) {
        err(QStringLiteral("%1: cannot check a sequence for %2x%3 (more than %4 cells)")
                .arg(who)
                .arg(cert.rows)
                .arg(cert.cols)
                .arg(kMaxEnumerateCells));
        return BadInput;
    }
    if (parser.isSet(dimacs)) {
        if (cert.lowerBound < 1) {
            err(QStringLiteral("%1: a lower bound of 0 needs no SAT instance").arg(who));
            return BadInput;
        }
        const Grid grid(cert.rows, cert.cols);
        LengthSolver solver(grid, cert.lowerBound - 1, LengthSolver::defaults(cert.symmetry));
        for (WallMask w : cert.subset)
            solver.addMaze(w);
        // CaDiCaL writes in place: write beside the target and rename, so a full disk leaves
        // the old file (as every other output, ui/savefile.h).
        const std::string target = QFile::encodeName(parser.value(dimacs)).toStdString();
        const std::string part = target + ".part";
        std::string error = solver.writeDimacs(part);
        // The counts of the file's "p cnf V C" header: CaDiCaL leaves out what root-level
        // propagation settles, so solver.clauses() (the clauses added) is more than the file has.
        long long variables = -1, clauses = -1;
        if (error.empty()) {
            std::ifstream in(part);
            for (std::string line; std::getline(in, line);)
                if (std::sscanf(line.c_str(), "p cnf %lld %lld", &variables, &clauses) == 2)
                    break;
            if (clauses < 0)
                error = "no \"p cnf\" header in the written file";
        }
        if (error.empty() && std::rename(part.c_str(), target.c_str()) != 0)
            error = std::strerror(errno);
        if (!error.empty()) {
            std::remove(part.c_str());
            err(QStringLiteral("%1: cannot write %2: %3")
                    .arg(who, parser.value(dimacs), QString::fromStdString(error)));
            return BadInput;
        }
        out(QStringLiteral("wrote %1: %2 variables, %3 clauses; UNSAT proves σ(%4,%5) >= %6")
                .arg(parser.value(dimacs))
                .arg(variables)
                .arg(clauses)
                .arg(cert.rows)
                .arg(cert.cols)
                .arg(cert.lowerBound));
        return Ok;
    }
    Control control;
    if (!applyTimeLimit(parser, limit, control, who))
        return BadInput;
    control.setMemoryLimit(defaultSearchMemoryCap()); // as `sigma`: no OOM killer
    if (parser.isSet(progress))
        control.setProgressSink([](double, const ProgressMessage& message) {
            err(QString::fromStdString(message.text()));
        });
    if (parser.isSet(shard))
        return runSigmaShard(cert, request, control, parser.isSet(json));
    const CertificateCheck check = checkCertificate(cert, control, threadCount, solverConfig,
                                                    parser.isSet(incremental));
    const bool exact = check.ok && cert.upperBound == cert.lowerBound;
    if (parser.isSet(json)) {
        QJsonObject o;
        o[QStringLiteral("ok")] = check.ok;
        o[QStringLiteral("rows")] = cert.rows;
        o[QStringLiteral("cols")] = cert.cols;
        o[QStringLiteral("lower_bound")] = cert.lowerBound;
        if (cert.upperBound >= 0) {
            o[QStringLiteral("upper_bound")] = cert.upperBound;
            o[QStringLiteral("sequence")] = QString::fromStdString(movesToString(cert.sequence));
        }
        if (exact)
            o[QStringLiteral("sigma")] = cert.lowerBound;
        o[QStringLiteral("subset_size")] = qint64(cert.subset.size());
        o[QStringLiteral("mazes_checked")] = qint64(check.mazeCount);
        o[QStringLiteral("sequence_checked")] = check.sequenceChecked;
        o[QStringLiteral("subset_checked")] = check.subsetChecked;
        o[QStringLiteral("message")] = QString::fromStdString(check.message);
        o[QStringLiteral("seconds")] = check.seconds;
        o[QStringLiteral("config")] = configName;
        o[QStringLiteral("incremental")] = parser.isSet(incremental);
        o[QStringLiteral("warm_up_calls")] = check.warmUpCalls;
        o[QStringLiteral("refuted_by")] = qint64(check.refutedBy);
        printJson(o);
    } else if (check.ok) {
        QString text = QStringLiteral("certificate ok: σ(%1,%2) ").arg(cert.rows).arg(cert.cols);
        if (exact)
            text += QStringLiteral("= %1").arg(cert.lowerBound);
        else if (cert.upperBound >= 0)
            text += QStringLiteral("in [%1, %2]").arg(cert.lowerBound).arg(cert.upperBound);
        else
            text += QStringLiteral(">= %1").arg(cert.lowerBound);
        const QString shorter = counted(cert.lowerBound - 1, "move", "moves");
        if (cert.lowerBound <= 0) // 1×1: the start is the goal
            text += QStringLiteral(" (a bound of 0 needs no proof");
        else if (check.refutedBy > 0 && check.refutedBy < cert.subset.size())
            text += QStringLiteral(" (no sequence of %1 solves the first %2 of the %3 "
                                   "certificate mazes")
                        .arg(shorter)
                        .arg(check.refutedBy)
                        .arg(cert.subset.size());
        else
            text += QStringLiteral(" (no sequence of %1 solves the %2")
                        .arg(shorter)
                        .arg(counted(qint64(cert.subset.size()), "certificate maze",
                                     "certificate mazes"));
        if (check.sequenceChecked)
            text += check.mazeCount == 1
                        ? QStringLiteral("; the sequence solves the one maze")
                        : QStringLiteral("; the sequence solves all %1 mazes").arg(check.mazeCount);
        text += QStringLiteral("; %1 s)").arg(check.seconds, 0, 'f', 2);
        out(text);
    }
    if (!check.ok && !check.complete) { // stopped: nothing is known against the certificate
        err(QStringLiteral("%1: not decided: %2 (a longer --time-limit, or split the SAT call "
                           "with --shard)")
                .arg(who, QString::fromStdString(check.message)));
        return Negative;
    }
    if (!check.ok) {
        err(QStringLiteral("%1: certificate rejected: %2")
                .arg(who, QString::fromStdString(check.message)));
        return Negative;
    }
    return Ok;
}

} // namespace mazelab::cli
