// mazelab-cli mouse best — the exhaustive search for the N×M maze that keeps Squeaky inside
// longest (Merckens 2019; core/mouse/mousebest.h), with what a cluster run needs: --shard i/K,
// --checkpoint F (resumed; written every S seconds and on SIGTERM / SIGINT), --out F and
// --merge FILES to combine the shards; and --estimate, the size of the search up front.
#include "app/cli/command.h"
#include "app/cli/mouse_best.h"
#include "app/cli/stoponsignal.h"
#include "core/mazeformat.h"
#include "core/mouse/mousebest.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <chrono>
#include <fstream>
#include <sstream>

namespace mazelab::cli {
namespace {

QJsonObject bestToJson(const MouseBestResult& r)
{
    QJsonObject o;
    o[QStringLiteral("rows")] = r.rows;
    o[QStringLiteral("cols")] = r.cols;
    o[QStringLiteral("steps")] = qint64(r.steps);
    o[QStringLiteral("maze")] = QString::fromStdString(mazeToText(r.maze));
    o[QStringLiteral("entry")] = r.entryCol;
    o[QStringLiteral("exit")] = r.exitCol;
    o[QStringLiteral("tested")] = QString::number(r.tested);
    o[QStringLiteral("optimal_count")] = QString::number(r.optimalCount);
    o[QStringLiteral("complete")] = r.complete;
    o[QStringLiteral("tasks")] = qint64(r.taskCount);
    o[QStringLiteral("tasks_done")] = qint64(r.tasksDone);
    o[QStringLiteral("seconds")] = r.seconds;
    o[QStringLiteral("free_ends")] = r.freeEnds;
    // Per entrance/exit pair; "optimal_ends" lists the pairs that reach the optimum.
    QJsonArray pairs;
    QJsonArray optimalEnds;
    for (const MouseEndsBest& e : r.ends) {
        QJsonObject p;
        p[QStringLiteral("entry")] = e.entryCol;
        p[QStringLiteral("exit")] = e.exitCol;
        p[QStringLiteral("steps")] = qint64(e.steps);
        p[QStringLiteral("optimal_count")] = QString::number(e.optimalCount);
        p[QStringLiteral("tested")] = QString::number(e.tested);
        pairs.append(p);
        if (e.steps == r.steps && r.steps > 0)
            optimalEnds.append(p);
    }
    o[QStringLiteral("pairs")] = pairs;
    o[QStringLiteral("optimal_ends")] = optimalEnds;
    return o;
}

void printBest(const MouseBestResult& r, bool json)
{
    if (json) {
        printJson(bestToJson(r));
        return;
    }
    // Counts that can be 1 (a 2x2 board: one walk, one task) take the singular.
    out(QStringLiteral("%1x%2: best %3 (entrance column %4, exit column %5), %6 "
                       "simulated, %7, %8 of %9, %10 s%11")
            .arg(r.rows)
            .arg(r.cols)
            .arg(counted(qint64(r.steps), "step", "steps"))
            .arg(r.entryCol)
            .arg(r.exitCol)
            .arg(counted(qint64(r.tested), "walk", "walks"))
            .arg(counted(qint64(r.optimalCount), "optimal maze", "optimal mazes"))
            .arg(r.tasksDone)
            .arg(counted(qint64(r.taskCount), "task", "tasks"))
            .arg(r.seconds, 0, 'f', 2)
            .arg(r.complete ? QString() : QStringLiteral(" (INCOMPLETE)")));
    if (r.freeEnds) {
        QStringList where;
        for (const MouseEndsBest& e : r.ends)
            if (e.steps == r.steps && r.steps > 0)
                where << QStringLiteral("entrance %1 / exit %2: %3")
                             .arg(e.entryCol)
                             .arg(e.exitCol)
                             .arg(e.optimalCount);
        const QString list =
            where.isEmpty() ? QStringLiteral("unknown") : where.join(QStringLiteral(", "));
        out(QStringLiteral("optimal mazes by entrance / exit column: %1").arg(list));
    }
    out(QString::fromStdString(mazeToText(r.maze)).trimmed());
}

// The result file read by --merge; false, with a message, when it cannot be written.
bool writeBest(const QString& path, const MouseBestResult& r)
{
    return writeOutput(path, QByteArray::fromStdString(mouseBestToText(r)),
                       QStringLiteral("mazelab-cli mouse best"));
}

int runBestEstimate(const QCommandLineParser& parser, const MouseBestOptions& o,
                    const QCommandLineOption& probesOption, const QCommandLineOption& seedOption,
                    const QCommandLineOption& jsonOption)
{
    bool ok = true;
    const qulonglong probes =
        parser.isSet(probesOption) ? parser.value(probesOption).toULongLong(&ok) : 200000;
    if (!ok || probes < 1 || probes > 1'000'000'000ULL) {
        err(QStringLiteral("mazelab-cli mouse best: --probes must be 1..1000000000"));
        return BadInput;
    }
    qulonglong seed = 1;
    if (!readMouseSeed(parser, seedOption, QStringLiteral("best"), seed))
        return BadInput;
    Control control;
    const auto started = std::chrono::steady_clock::now();
    const MouseBestEstimate e
        = estimateMouseBest(o.rows, o.cols, o.freeEnds, probes, seed, control);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    if (parser.isSet(jsonOption)) {
        QJsonObject j;
        j[QStringLiteral("rows")] = o.rows;
        j[QStringLiteral("cols")] = o.cols;
        j[QStringLiteral("free_ends")] = o.freeEnds;
        j[QStringLiteral("estimated_walks")] = e.walks;
        j[QStringLiteral("standard_error")] = e.standardError;
        j[QStringLiteral("average_steps")] = e.averageSteps;
        j[QStringLiteral("probes")] = qint64(e.probes);
        j[QStringLiteral("seconds")] = seconds;
        printJson(j);
        return Ok;
    }
    out(QStringLiteral("%1x%2%3: about %4 walks (standard error %5 %) from %6 random probes "
                       "(Knuth's estimator, %7 s); %8 steps per walk on average")
            .arg(o.rows)
            .arg(o.cols)
            .arg(o.freeEnds ? QStringLiteral(" with free ends") : QString())
            .arg(e.walks, 0, 'g', 3)
            .arg(e.walks > 0 ? 100.0 * e.standardError / e.walks : 0.0, 0, 'f', 1)
            .arg(e.probes)
            .arg(seconds, 0, 'f', 2)
            .arg(e.averageSteps, 0, 'f', 1));
    return Ok;
}

// --merge FILES: the shard results combined into one (mergeMouseBest); exit 1 when a shard
// is missing or incomplete, 2 when a file cannot be read.
int runBestMerge(const QStringList& files, const QCommandLineParser& parser,
                 const QCommandLineOption& output, const QCommandLineOption& json)
{
    std::vector<MouseBestResult> parts;
    for (const QString& path : files) {
        std::ifstream in(path.toStdString(), std::ios::binary);
        if (!in) {
            err(QStringLiteral("%1: cannot open").arg(path));
            return BadInput;
        }
        std::stringstream text;
        text << in.rdbuf();
        try {
            parts.push_back(mouseBestFromFileText(text.str()));
        } catch (const std::exception& e) {
            err(QStringLiteral("%1: %2").arg(path, QString::fromStdString(e.what())));
            return BadInput;
        }
    }
    try {
        const MouseBestResult merged = mergeMouseBest(parts);
        if (parser.isSet(output) && !writeBest(parser.value(output), merged))
            return BadInput;
        printBest(merged, parser.isSet(json));
        return merged.complete ? Ok : Negative;
    } catch (const std::exception& e) {
        err(QStringLiteral("mazelab-cli mouse best --merge: %1").arg(e.what()));
        return BadInput;
    }
}

} // namespace

int runMouseBest(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("N"), QStringLiteral("Rows."));
    parser.addPositionalArgument(QStringLiteral("M"), QStringLiteral("Columns (default N)."),
                                 QStringLiteral("[M]"));
    const QCommandLineOption freeEnds(QStringLiteral("free-ends"),
                                      QStringLiteral("Also try every entrance and exit column."));
    const QCommandLineOption threads(QStringLiteral("threads"),
                                     QStringLiteral("Worker threads (default: all cores)."),
                                     QStringLiteral("T"));
    const QCommandLineOption shard(QStringLiteral("shard"),
                                   QStringLiteral("Run only shard i of K (0 <= i < K)."),
                                   QStringLiteral("i/K"));
    const QCommandLineOption checkpoint(QStringLiteral("checkpoint"),
                                        QStringLiteral("Resume from / save progress to F."),
                                        QStringLiteral("F"));
    const QCommandLineOption every(QStringLiteral("checkpoint-every"),
                                   QStringLiteral("Write the checkpoint at least every S seconds "
                                                  "(default 10; also on SIGTERM / SIGINT)."),
                                   QStringLiteral("S"));
    const QCommandLineOption merge(QStringLiteral("merge"),
                                   QStringLiteral("Merge shard result files (positional FILES)."));
    const QCommandLineOption output(QStringLiteral("out"),
                                    QStringLiteral("Also write the result file (for --merge)."),
                                    QStringLiteral("F"));
    const QCommandLineOption limit(QStringLiteral("time-limit"),
                                   QStringLiteral("Stop after S seconds (exit 1, resumable)."),
                                   QStringLiteral("S"));
    const QCommandLineOption estimate(
        QStringLiteral("estimate"),
        QStringLiteral("Only estimate how many walks the search would simulate (Knuth's "
                       "estimator over random probes) and stop."));
    const QCommandLineOption probes(QStringLiteral("probes"),
                                    QStringLiteral("Probes for --estimate (default 200000)."),
                                    QStringLiteral("K"));
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  QStringLiteral("Random seed for --estimate (default 1)."),
                                  QStringLiteral("X"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    parser.addOptions({freeEnds, threads, shard, checkpoint, every, merge, output, limit,
                       estimate, probes, seed, json});
    if (int rc = parseOrExit(parser, args,
                             QStringLiteral("Find the N×M maze that keeps the mouse inside longest "
                                            "by exhaustive search (walk tree; N·(M+1) <= 128, "
                                            "N·M <= 64)."));
        rc >= 0)
        return rc;
    if (parser.isSet(merge))
        return runBestMerge(parser.positionalArguments(), parser, output, json);
    MouseBestOptions o;
    if (!parseSize(parser.positionalArguments(), o.rows, o.cols)
        || !mouseBestSizeSupported(o.rows, o.cols) || o.rows < 1 || o.cols < 1) {
        err(QStringLiteral("mazelab-cli mouse best: expected sizes N [M] with N·(M+1) <= 128 "
                           "and N·M <= 64 (8x8 at most for squares; use 'mouse search' beyond)"));
        return BadInput;
    }
    o.freeEnds = parser.isSet(freeEnds);
    if (parser.isSet(estimate))
        return runBestEstimate(parser, o, probes, seed, json);
    if (parser.isSet(threads)) {
        bool ok = false;
        o.threads = parser.value(threads).toInt(&ok);
        if (!ok || o.threads < 1 || o.threads > 256) {
            err(QStringLiteral("mazelab-cli mouse best: --threads must be 1..256"));
            return BadInput;
        }
    }
    if (parser.isSet(shard)) {
        static const QRegularExpression re(QStringLiteral("^(\\d+)/(\\d+)$"));
        const auto m = re.match(parser.value(shard));
        o.shardIndex = m.hasMatch() ? m.captured(1).toInt() : -1;
        o.shardCount = m.hasMatch() ? m.captured(2).toInt() : 0;
        if (!m.hasMatch() || o.shardCount < 1 || o.shardIndex >= o.shardCount) {
            err(QStringLiteral("mazelab-cli mouse best: --shard must be i/K with 0 <= i < K"));
            return BadInput;
        }
    }
    o.checkpointPath = parser.value(checkpoint).toStdString();
    if (parser.isSet(every)) {
        bool ok = false;
        o.checkpointSeconds = parser.value(every).toDouble(&ok);
        if (!ok || !(o.checkpointSeconds >= 0) || o.checkpointSeconds > 1e6) {
            err(QStringLiteral("mazelab-cli mouse best: --checkpoint-every must be 0..1000000 "
                               "seconds"));
            return BadInput;
        }
    }
    Control control;
    if (parser.isSet(limit) && !parseTimeLimit(parser.value(limit), control)) {
        err(QStringLiteral("mazelab-cli mouse best: --time-limit must be positive seconds"));
        return BadInput;
    }
    MouseBestResult r;
    try {
        // A batch system pre-empts a job with SIGTERM (Slurm, then SIGKILL after its grace
        // time): stop, write the checkpoint and exit 1, so the requeued job resumes there.
        const StopOnSignal stopOnSignal(control);
        r = findBestMouseMaze(o, control);
    } catch (const std::exception& e) {
        err(QStringLiteral("mazelab-cli mouse best: %1").arg(e.what()));
        return BadInput;
    }
    if (parser.isSet(output) && !writeBest(parser.value(output), r))
        return BadInput;
    printBest(r, parser.isSet(json));
    return r.complete ? Ok : Negative;
}

} // namespace mazelab::cli
