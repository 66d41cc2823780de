// mazelab-cli sigma check CERT --shard i/K --out FILE [--shard-depth D] and
// mazelab-cli sigma check CERT --merge FILE...: a certificate's refutation split over a batch
// system (core/simaso_sat/certshard.h). A shard appends each refuted cube to FILE at once and,
// started again with the same FILE (pre-empted, requeued), skips them; SIGTERM / SIGINT stop it
// between cubes' checks like --time-limit (exit 1). The merge proves the bound when the files
// of this certificate cover every cube.
#include "app/cli/sigma_shard.h"

#include "app/cli/command.h"
#include "app/cli/stoponsignal.h"
#include "core/simaso_sat/certshard.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

namespace mazelab::cli {

using namespace mazelab::simaso_sat;

namespace {

bool readShard(const QString& path, ShardFile& file, const QString& who)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        err(QStringLiteral("%1: cannot read %2: %3").arg(who, path, f.errorString()));
        return false;
    }
    std::string error;
    if (!parseShardFile(f.readAll().toStdString(), file, error)) {
        err(QStringLiteral("%1: %2: %3").arg(who, path, QString::fromStdString(error)));
        return false;
    }
    return true;
}

} // namespace

int runSigmaShard(const SigmaCertificate& cert, const ShardRequest& request, Control& control,
                  bool json)
{
    const QString who = QStringLiteral("mazelab-cli sigma check");
    std::vector<std::string> refuted;
    QFile file(request.out);
    if (file.exists()) { // resume: the same certificate and depth only
        ShardFile old;
        if (!readShard(request.out, old, who))
            return BadInput;
        const std::string mismatch = shardMismatch(old, cert, request.depth);
        if (!mismatch.empty()) {
            err(QStringLiteral("%1: %2: %3").arg(who, request.out, QString::fromStdString(mismatch)));
            return BadInput;
        }
        refuted = old.refuted;
    }
    if (!file.open(QIODevice::Append | QIODevice::Text)) {
        err(QStringLiteral("%1: cannot write %2: %3").arg(who, request.out, file.errorString()));
        return BadInput;
    }
    // Each line must reach the disk before the next cube (resumable); a write that fails (a
    // full disk) stops the run, which then ends with the message and exit 2, not "refuted".
    bool writeFailed = false;
    QString writeError;
    const auto append = [&](const std::string& line) {
        const QByteArray bytes = QByteArray::fromStdString(line);
        if (!writeFailed && (file.write(bytes) != bytes.size() || !file.flush())) {
            writeFailed = true;
            writeError = file.errorString();
        }
        return !writeFailed;
    };
    if (file.size() == 0)
        append(shardFileHeader(cert, request.depth));
    ShardRun run;
    if (!writeFailed) {
        const StopOnSignal stopOnSignal(control);
        run = refuteShard(cert, request.depth, request.index, request.count, request.config,
                          refuted, [&](const std::string& prefix) {
                              if (!append("refuted " + prefix + "\n"))
                                  control.cancel();
                          },
                          control);
    }
    file.close();
    if (writeFailed) {
        err(QStringLiteral("%1: cannot write %2: %3 (the cubes refuted before it are kept)")
                .arg(who, request.out, writeError));
        noteOutputFailure();
        return BadInput;
    }
    const QString shard = QStringLiteral("shard %1/%2").arg(request.index).arg(request.count);
    if (json) {
        QJsonObject o;
        o[QStringLiteral("shard")] = request.index;
        o[QStringLiteral("shards")] = request.count;
        o[QStringLiteral("depth")] = request.depth;
        o[QStringLiteral("cubes")] = run.cubes;
        o[QStringLiteral("skipped")] = run.skipped;
        o[QStringLiteral("refuted_now")] = run.refutedNow;
        o[QStringLiteral("outcome")] = run.outcome == ShardRun::Outcome::Refuted ? QStringLiteral("refuted")
                                       : run.outcome == ShardRun::Outcome::Sat ? QStringLiteral("sat")
                                                                               : QStringLiteral("stopped");
        if (run.outcome == ShardRun::Outcome::Sat)
            o[QStringLiteral("sequence")] = QString::fromStdString(movesToString(run.model));
        printJson(o);
    }
    switch (run.outcome) {
    case ShardRun::Outcome::Refuted:
        if (!json)
            out(QStringLiteral("%1: all %2 cubes refuted (%3 now, %4 from %5)")
                    .arg(shard)
                    .arg(run.cubes)
                    .arg(run.refutedNow)
                    .arg(run.skipped)
                    .arg(request.out));
        return Ok;
    case ShardRun::Outcome::Sat:
        err(QStringLiteral("certificate rejected: a sequence of length %1 solves the subset: %2")
                .arg(cert.lowerBound - 1)
                .arg(QString::fromStdString(movesToString(run.model))));
        return Negative;
    case ShardRun::Outcome::Stopped:
        break;
    }
    err(QStringLiteral("%1 stopped (%2) after %3 of %4 cubes; run it again with the same --out "
                       "to go on")
            .arg(shard, QString::fromStdString(run.stopReason))
            .arg(run.skipped + run.refutedNow)
            .arg(run.cubes));
    return Negative;
}

int runSigmaMerge(const SigmaCertificate& cert, const QStringList& files, bool json)
{
    const QString who = QStringLiteral("mazelab-cli sigma check --merge");
    std::vector<ShardFile> shards;
    for (const QString& path : files) {
        ShardFile f;
        if (!readShard(path, f, who))
            return BadInput;
        const std::string mismatch = shardMismatch(f, cert, shards.empty() ? f.depth
                                                                           : shards.front().depth);
        if (!mismatch.empty()) {
            err(QStringLiteral("%1: %2: %3").arg(who, path, QString::fromStdString(mismatch)));
            return BadInput;
        }
        shards.push_back(std::move(f));
    }
    const int depth = shards.front().depth;
    const std::vector<std::string> missing = missingCubes(depth, shards);
    const int total = 1 << (2 * depth); // 4^depth cubes
    if (json) {
        QJsonObject o;
        o[QStringLiteral("ok")] = missing.empty();
        o[QStringLiteral("lower_bound")] = cert.lowerBound;
        o[QStringLiteral("depth")] = depth;
        o[QStringLiteral("cubes")] = total;
        QJsonArray m;
        for (const auto& p : missing)
            m.append(QString::fromStdString(p));
        o[QStringLiteral("missing")] = m;
        printJson(o);
    } else if (missing.empty()) {
        out(QStringLiteral("certificate ok: σ(%1,%2) >= %3 (no sequence of %4 moves solves the %5 "
                           "certificate mazes: all %6 cubes of depth %7 refuted in %8 shard files)")
                .arg(cert.rows)
                .arg(cert.cols)
                .arg(cert.lowerBound)
                .arg(cert.lowerBound - 1)
                .arg(cert.subset.size())
                .arg(total)
                .arg(depth)
                .arg(files.size()));
    }
    if (missing.empty())
        return Ok;
    QStringList names;
    for (std::size_t i = 0; i < missing.size() && i < 8; ++i)
        names << QString::fromStdString(missing[i]);
    err(QStringLiteral("%1: not proved yet: %2 of %3 cubes not refuted (%4%5)")
            .arg(who)
            .arg(missing.size())
            .arg(total)
            .arg(names.join(QStringLiteral(", ")), missing.size() > 8 ? QStringLiteral(", …")
                                                                      : QString()));
    return Negative;
}

} // namespace mazelab::cli
