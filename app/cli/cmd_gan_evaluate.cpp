// mazelab-cli gan evaluate [--model NAME|FILE] [--dataset ALGO] [--size RxC] [--count N]
//                          [--output raw|connected|perfect] [--seed S] [--json]
// A GAN model's mazes beside its training generator's and beside random walls of the same
// density (core/gan/ganeval.h): open walls, cell types (Fig. 2), dead ends, areas, loops.
#include "app/cli/command.h"
#include "core/gan/ganeval.h"
#include "core/gen/generators.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

namespace mazelab::cli {
namespace {

const QString kGanEvalCmd = QStringLiteral("mazelab-cli gan evaluate");

QJsonObject statsJson(const gan::MazeSetStats& s)
{
    QJsonArray types;
    for (const double t : s.cellTypes)
        types.append(t);
    return QJsonObject{{QStringLiteral("mazes"), s.mazes},
                       {QStringLiteral("open_walls"), s.openWalls},
                       {QStringLiteral("cell_types"), types},
                       {QStringLiteral("dead_ends"), s.deadEnds},
                       {QStringLiteral("areas"), s.areas},
                       {QStringLiteral("loops"), s.loops},
                       {QStringLiteral("solvable"), s.solvable},
                       {QStringLiteral("perfect"), s.perfect}};
}

QString statsLine(const QString& what, const gan::MazeSetStats& s, double distance)
{
    return QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8")
        .arg(what, -14)
        .arg(s.openWalls, 10, 'f', 3)
        .arg(s.deadEnds, 9, 'f', 3)
        .arg(s.areas, 8, 'f', 2)
        .arg(s.loops, 8, 'f', 2)
        .arg(s.solvable, 9, 'f', 3)
        .arg(s.perfect, 8, 'f', 3)
        .arg(distance < 0 ? QStringLiteral("-") : QString::number(distance, 'f', 3), 10);
}

} // namespace

int runGanEvaluate(const QStringList& args)
{
    QCommandLineParser parser;
    const QCommandLineOption model =
        cliOption("model", "A built-in model's name or a .gan file (default kruskal).", "NAME|FILE");
    const QCommandLineOption dataset = cliOption(
        "dataset", "The generator to compare with (default: the model's name).", "ALGO");
    const QCommandLineOption size = cliOption("size", "Maze size (default 16x16).", "RxC");
    const QCommandLineOption count = cliOption("count", "Mazes of each kind (default 200).", "N");
    const QCommandLineOption output =
        cliOption("output", "raw (default), connected or perfect: as the gan generator's "
                            "parameter.", "MODE");
    const QCommandLineOption seed = cliOption("seed", "Maze i uses seed S + i (default 1).", "S");
    const QCommandLineOption json = cliOption("json", "Print JSON.");
    parser.addOptions({model, dataset, size, count, output, seed, json});
    if (const int rc = parseOrExit(parser, args, QStringLiteral("Measure a GAN model's mazes.")); rc >= 0)
        return rc;
    const QString which = parser.isSet(model) ? parser.value(model) : QStringLiteral("kruskal");
    gan::GanModel loaded;
    if (const gan::GanModel* builtin = gan::findBuiltinModel(which.toStdString())) {
        loaded = *builtin;
    } else {
        QFile file(which);
        if (!file.open(QIODevice::ReadOnly)) {
            err(kGanEvalCmd + QStringLiteral(": '%1' is neither a built-in model nor a readable "
                                             "file").arg(which));
            return BadInput;
        }
        try {
            loaded = gan::parseGanModel(file.readAll().toStdString());
        } catch (const gan::GanModelError& e) {
            err(QStringLiteral("%1: %2: %3").arg(kGanEvalCmd, which, QString::fromStdString(e.what())));
            return BadInput;
        }
    }
    int rows = 16, cols = 16;
    if (parser.isSet(size) && (!parseNxM(parser.value(size), rows, cols) || rows < 1 || cols < 1
                               || std::int64_t(rows) * cols > 1048576)) {
        err(kGanEvalCmd + QStringLiteral(": --size must be RxC with at most 1,048,576 cells"));
        return BadInput;
    }
    bool ok = true;
    const int n = parser.isSet(count) ? parser.value(count).toInt(&ok) : 200;
    if (!ok || n < 1 || n > 1000000) {
        err(kGanEvalCmd + QStringLiteral(": --count must be from 1 to 1000000"));
        return BadInput;
    }
    const std::uint64_t s = parser.isSet(seed) ? parser.value(seed).toULongLong(&ok) : 1;
    if (!ok) {
        err(kGanEvalCmd + QStringLiteral(": --seed must be a whole number ≥ 0"));
        return BadInput;
    }
    const std::string mode = parser.isSet(output) ? parser.value(output).toStdString() : "raw";
    const std::string versus = parser.isSet(dataset) ? parser.value(dataset).toStdString() : loaded.name;
    Control control(s);
    gan::GanEvaluation e;
    try {
        e = gan::evaluateGan(loaded, versus, rows, cols, n, mode, s, control);
    } catch (const std::exception& ex) {
        err(kGanEvalCmd + QStringLiteral(": ") + QString::fromStdString(ex.what())
            + (parser.isSet(dataset) ? QString() : QStringLiteral(" (give --dataset ALGO)")));
        return BadInput;
    }
    if (parser.isSet(json)) {
        printJson(QJsonObject{{QStringLiteral("model"), QString::fromStdString(loaded.name)},
                              {QStringLiteral("dataset"), QString::fromStdString(versus)},
                              {QStringLiteral("output"), QString::fromStdString(mode)},
                              {QStringLiteral("rows"), rows},
                              {QStringLiteral("cols"), cols},
                              {QStringLiteral("gan"), statsJson(e.gan)},
                              {QStringLiteral("dataset_stats"), statsJson(e.dataset)},
                              {QStringLiteral("random"), statsJson(e.random)},
                              {QStringLiteral("gan_distance"), e.ganDistance},
                              {QStringLiteral("random_distance"), e.randomDistance}});
        return Ok;
    }
    out(QStringLiteral("%1 mazes of %2x%3 each; model %4 (output %5) against %6")
            .arg(n)
            .arg(rows)
            .arg(cols)
            .arg(QString::fromStdString(loaded.name), QString::fromStdString(mode),
                 QString::fromStdString(versus)));
    out(QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8")
            .arg(QString(), -14)
            .arg(QStringLiteral("open walls"), 10)
            .arg(QStringLiteral("dead ends"), 9)
            .arg(QStringLiteral("areas"), 8)
            .arg(QStringLiteral("loops"), 8)
            .arg(QStringLiteral("solvable"), 9)
            .arg(QStringLiteral("perfect"), 8)
            .arg(QStringLiteral("cell types"), 10));
    out(statsLine(QString::fromStdString(versus), e.dataset, -1));
    out(statsLine(QStringLiteral("gan"), e.gan, e.ganDistance));
    out(statsLine(QStringLiteral("random walls"), e.random, e.randomDistance));
    out(QStringLiteral("cell types: total variation distance to %1's distribution of the 16 "
                       "wall codes (0 = the same)")
            .arg(QString::fromStdString(versus)));
    return Ok;
}

} // namespace mazelab::cli
