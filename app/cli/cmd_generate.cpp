// mazelab-cli generate ALGO ROWSxCOLS [--seed S] [--param NAME=VALUE]… [--braid P] [--mask PNG]
//                      [--start corners|farthest|R,C] [--goal R,C] [-o FILE] [--png OUT]
//                      [--json] [--time-limit S]
// mazelab-cli generate --list [--json]
// Maze generation (Petercă 2024 ch. 2): sizes in passage cells; the maze is written in block
// form, (2R+1) × (2C+1) cells.
#include "app/cli/command.h"
#include "app/cli/genoptions.h"
#include "core/gen/generators.h"
#include "core/gen/metrics.h"
#include "ui/mazerenderer.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include "ui/savefile.h"
#include <cmath>

namespace mazelab::cli {
namespace {

using namespace mazelab::gen;

const QString kCmd = QStringLiteral("mazelab-cli generate");

int list(bool json)
{
    QJsonArray all;
    for (const GeneratorInfo& info : generatorList()) {
        if (json) {
            QJsonObject o;
            o[QStringLiteral("name")] = QString::fromStdString(info.name);
            o[QStringLiteral("summary")] = QString::fromStdString(info.summary);
            o[QStringLiteral("perfect")] = info.perfect;
            o[QStringLiteral("masks")] = info.masks;
            QJsonArray params;
            for (const GenParam& p : info.params) {
                QJsonObject po;
                po[QStringLiteral("name")] = QString::fromStdString(p.name);
                po[QStringLiteral("default")] = QString::fromStdString(p.defaultValue);
                po[QStringLiteral("description")] = QString::fromStdString(p.description);
                params.append(po);
            }
            o[QStringLiteral("params")] = params;
            all.append(o);
            continue;
        }
        QString line = QString::fromStdString(info.name);
        for (const GenParam& p : info.params)
            line += QStringLiteral(" %1=%2").arg(QString::fromStdString(p.name),
                                                 QString::fromStdString(p.defaultValue));
        line += QStringLiteral("  # %1%2%3")
                    .arg(QString::fromStdString(info.summary),
                         info.perfect ? QStringLiteral("; perfect") : QString(),
                         info.masks ? QStringLiteral("; masks") : QString());
        out(line);
    }
    if (json)
        printJson(QJsonObject{{QStringLiteral("generators"), all}});
    return Ok;
}

int runGenerate(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("ALGO"),
                                 QStringLiteral("The algorithm (--list shows them)."));
    parser.addPositionalArgument(QStringLiteral("SIZE"),
                                 QStringLiteral("ROWSxCOLS in passage cells (or N for N x N, or ROWS COLS)."));
    const QCommandLineOption listOpt(QStringLiteral("list"),
                                     QStringLiteral("List the algorithms and their parameters."));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("Write the maze to FILE (.maze)."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption png(QStringLiteral("png"),
                                 QStringLiteral("Draw the maze to a PNG file."),
                                 QStringLiteral("OUT"));
    const QCommandLineOption cell(QStringLiteral("cell"),
                                  QStringLiteral("With --png: pixels per block cell (default 8)."),
                                  QStringLiteral("PX"), QStringLiteral("8"));
    const QCommandLineOption json(QStringLiteral("json"),
                                  QStringLiteral("Print JSON (the maze, its metrics, the time)."));
    const QCommandLineOption limit(QStringLiteral("time-limit"),
                                   QStringLiteral("Stop after S seconds (exit 1)."),
                                   QStringLiteral("S"));
    parser.addOptions({listOpt, output, png, cell, json, limit});
    addGenOptions(parser);
    if (int rc = parseOrExit(
            parser, args,
            QStringLiteral("Generate a maze with a named algorithm (Petercă 2024, ch. 2). "
                           "The maze is written in block form: (2R+1) x (2C+1) cells, "
                           "passage cells at odd coordinates. Exit 0 done, 1 stopped by "
                           "the time limit, 2 bad input."));
        rc >= 0)
        return rc;
    if (parser.isSet(listOpt))
        return list(parser.isSet(json));
    const QStringList pos = parser.positionalArguments();
    GenRequest request;
    // The size as every command takes it: "RxC", "N", or "R C" as two arguments.
    if (pos.size() < 2 || pos.size() > 3 || !parseSize(pos.mid(1), request.rows, request.cols)) {
        err(kCmd
            + QStringLiteral(
                ": expected ALGO and ROWSxCOLS ('generate --list' shows the algorithms)"));
        return BadInput;
    }
    request.algorithm = pos[0].toStdString();
    std::uint64_t seed = 1;
    if (const int rc = readGenOptions(parser, kCmd, request, seed); rc >= 0)
        return rc;
    Control control(seed);
    if (parser.isSet(limit) && !parseTimeLimit(parser.value(limit), control)) {
        err(kCmd + QStringLiteral(": --time-limit must be a positive number of seconds"));
        return BadInput;
    }
    QElapsedTimer timer;
    timer.start();
    Maze maze;
    std::optional<MazeMetrics> metrics;
    try {
        const GeneratorInfo* info = findGenerator(request.algorithm);
        if (info && info->passage && request.rows <= (Maze::kMaxSide - 1) / 2
            && request.cols <= (Maze::kMaxSide - 1) / 2) {
            PassageGrid grid = generateGrid(request, control);
            if (const int rc = placeStartGoal(parser, kCmd, grid); rc >= 0)
                return rc;
            metrics = computeMetrics(grid);
            maze = grid.toMaze();
        } else {
            maze = generate(request, control);
            if (const int rc = placeStartGoal(parser, kCmd, maze); rc >= 0)
                return rc;
        }
    } catch (const GenerateError& e) {
        err(kCmd + QStringLiteral(": ") + QString::fromStdString(e.what()));
        return BadInput;
    }
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    const bool stopped = control.checkNow();
    MazeFile file;
    file.mazes.push_back(maze);
    file.names.push_back(request.algorithm + " " + std::to_string(request.rows) + "x"
                         + std::to_string(request.cols) + ", seed " + std::to_string(seed));
    const QByteArray text = QByteArray::fromStdString(mazeFileToText(file));
    if (parser.isSet(output)) {
        QString error; // atomic and checked (ui/savefile.h)
        if (!writeFileAtomically(parser.value(output), text, &error)) {
            err(kCmd + QStringLiteral(": ") + error);
            return BadInput;
        }
    }
    if (parser.isSet(png)) {
        bool ok = false;
        const int px = parser.value(cell).toInt(&ok);
        const qint64 w = qint64(maze.cols()) * px + 1, h = qint64(maze.rows()) * px + 1;
        if (ok && px >= 1 && px <= 512 && w <= 32768 && h <= 32768 && !mazeImageFits(w, h)) {
            err(kCmd + QStringLiteral(": not enough memory for a %1 x %2 image; choose a "
                                      "smaller --cell")
                           .arg(w)
                           .arg(h));
            return Negative;
        }
        const QImage image = ok && px >= 1 && px <= 512 ? renderMazeImage(maze, px) : QImage();
        if (image.isNull()) {
            err(kCmd + QStringLiteral(": --cell must be 1 to 512 and the image not too large"));
            return BadInput;
        }
        QString error;
        if (!writeImageAtomically(parser.value(png), image, &error)) {
            err(kCmd + QStringLiteral(": ") + error);
            return BadInput;
        }
    }
    if (parser.isSet(json)) {
        QJsonObject o;
        o[QStringLiteral("algorithm")] = QString::fromStdString(request.algorithm);
        o[QStringLiteral("rows")] = request.rows;
        o[QStringLiteral("cols")] = request.cols;
        o[QStringLiteral("seed")] = QString::number(seed);
        QJsonObject params;
        for (const auto& [k, v] : resolveParams(*findGenerator(request.algorithm), request.params))
            params[QString::fromStdString(k)] = QString::fromStdString(v);
        o[QStringLiteral("params")] = params;
        if (request.braid > 0)
            o[QStringLiteral("braid")] = request.braid;
        o[QStringLiteral("complete")] = !stopped;
        o[QStringLiteral("milliseconds")] = std::round(ms * 1000) / 1000;
        o[QStringLiteral("start")] = QJsonArray{maze.start().row, maze.start().col};
        o[QStringLiteral("goal")] = QJsonArray{maze.goal().row, maze.goal().col};
        if (metrics)
            o[QStringLiteral("metrics")] = metricsJson(*metrics);
        o[QStringLiteral("passages")] = passageStatsJson(passageStats(maze));
        o[QStringLiteral("maze")] = QString::fromStdString(mazeToText(maze));
        printJson(o);
    } else if (!parser.isSet(output) && !parser.isSet(png)) {
        out(QString::fromUtf8(text).trimmed());
    } else if (parser.isSet(output)) {
        out(QStringLiteral("wrote %1: %2 x %3 cells (%4 x %5 blocks), %6 ms")
                .arg(parser.value(output))
                .arg(request.rows)
                .arg(request.cols)
                .arg(maze.rows())
                .arg(maze.cols())
                .arg(ms, 0, 'f', 1));
    }
    if (stopped)
        err(kCmd + QStringLiteral(": stopped (%1); the maze is incomplete")
                       .arg(QString::fromStdString(control.stopReason())));
    return stopped ? Negative : Ok;
}

CliRegistrar regCmdGenerate({QStringLiteral("generate"),
                  QStringLiteral("Generate a maze with a named algorithm"), runGenerate});

} // namespace
} // namespace mazelab::cli
