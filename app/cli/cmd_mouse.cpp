// mazelab-cli mouse run|best|search — Squeaky's least-visited walk (Merckens 2019).
//   mouse run FILE [--entry C] [--exit C] [--json]           steps and visit table;
//                                                            exit 1: no way out
//   mouse best N [M] [--free-ends] [--threads T] [--shard i/K] [--checkpoint F]
//              [--checkpoint-every S] [--out F] [--time-limit S] [--json]   (SIGTERM: save, exit 1)
//   mouse best --merge FILES... [--out F] [--json]           combine shard results
//   mouse best N [M] [--free-ends] --estimate [--probes K] [--seed X] [--json]  size of the search
//   mouse search N [M] --seconds S [--seed X] [--free-ends] [--entry C] [--exit C] [--out F]
//   mouse loopless FILE [--entry C] [--exit C] [--json]      main path + side paths (ch. 5),
//                                                            formula vs simulated steps
// 'mouse best' (shards, checkpoints, --merge, --estimate) is in cmd_mouse_best.cpp.
#include "app/cli/command.h"
#include "app/cli/mouse_best.h"
#include "core/mazeformat.h"
#include "core/mouse/mouseloopless.h"
#include "core/mouse/mousesearch.h"
#include "core/mouse/mousewalk.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

namespace mazelab::cli {

bool readMouseSeed(const QCommandLineParser& parser, const QCommandLineOption& option,
                   const QString& command, qulonglong& seed)
{
    if (!parser.isSet(option))
        return true;
    bool ok = false;
    seed = parser.value(option).toULongLong(&ok);
    if (!ok)
        err(QStringLiteral("mazelab-cli mouse %1: --seed must be a whole number").arg(command));
    return ok;
}

namespace {

bool parseColumn(const QCommandLineParser& parser, const QCommandLineOption& option, int cols,
                 int& value)
{
    if (!parser.isSet(option))
        return true;
    bool ok = false;
    value = parser.value(option).toInt(&ok);
    if (!ok || value < 0 || value >= cols) {
        err(QStringLiteral("mazelab-cli mouse: --%1 must be a column from 0 to %2")
                .arg(option.names().first())
                .arg(cols - 1));
        return false;
    }
    return true;
}

// 'mouse run' and 'mouse loopless': FILE [--entry C] [--exit C] [--json]. Loads the first maze
// of FILE and its entrance / exit columns; returns an exit code >= 0 when the command ends here.
struct MazeAndEnds {
    std::optional<MazeFile> file;
    MouseOptions options;
    bool json = false;
    const Maze& maze() const { return file->mazes.front(); }
};
int parseMazeAndEnds(const QStringList& args, const QString& command, const QString& description,
                     MazeAndEnds& in)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("A .maze file (first maze)."));
    const QCommandLineOption entry(QStringLiteral("entry"),
                                   QStringLiteral("Entrance above top-row column C (default 0)."),
                                   QStringLiteral("C"));
    const QCommandLineOption exit(QStringLiteral("exit"),
                                  QStringLiteral("Exit below bottom-row column C (default 0)."),
                                  QStringLiteral("C"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    parser.addOptions({entry, exit, json});
    if (int rc = parseOrExit(parser, args, description); rc >= 0)
        return rc;
    if (parser.positionalArguments().size() != 1) {
        err(QStringLiteral("mazelab-cli mouse %1: expected exactly one FILE").arg(command));
        return BadInput;
    }
    in.file = loadMazeFile(parser.positionalArguments().first());
    if (!in.file)
        return BadInput;
    if (!parseColumn(parser, entry, in.maze().cols(), in.options.entryCol)
        || !parseColumn(parser, exit, in.maze().cols(), in.options.exitCol))
        return BadInput;
    in.json = parser.isSet(json);
    return -1;
}

int runWalk(const QStringList& args)
{
    MazeAndEnds in;
    if (int rc = parseMazeAndEnds(args, QStringLiteral("run"),
                                  QStringLiteral("Walk the mouse through a maze: each step to the "
                                                 "least visited free neighbour, ties down, right, "
                                                 "left, up."),
                                  in);
        rc >= 0)
        return rc;
    const Maze& maze = in.maze();
    const MouseOptions& options = in.options;
    const MouseWalk walk = simulateMouse(maze, options);
    if (in.json) {
        QJsonObject o;
        o[QStringLiteral("escaped")] = walk.escaped;
        o[QStringLiteral("steps")] = qint64(walk.steps);
        QJsonArray rows;
        for (int r = 0; r < maze.rows(); ++r) {
            QJsonArray row;
            for (int c = 0; c < maze.cols(); ++c)
                row.append(maze.isBlocked({r, c})
                               ? QJsonValue()
                               : QJsonValue(qint64(walk.visits[maze.index({r, c})])));
            rows.append(row);
        }
        o[QStringLiteral("visits")] = rows;
        printJson(o);
    } else if (walk.escaped) {
        out(QStringLiteral("escaped after %1 steps").arg(walk.steps));
        for (int r = 0; r < maze.rows(); ++r) {
            QString line;
            for (int c = 0; c < maze.cols(); ++c)
                line += maze.isBlocked({r, c})
                            ? QStringLiteral("   #")
                            : QStringLiteral("%1").arg(walk.visits[maze.index({r, c})], 4);
            out(line);
        }
    }
    if (walk.noWayOut) {
        err(QStringLiteral("mazelab-cli mouse run: no way out — the exit below column %1 cannot "
                           "be reached from the entrance above column %2")
                .arg(options.exitCol)
                .arg(options.entryCol));
        return Negative;
    }
    return walk.escaped ? Ok : Negative;
}

int runSearch(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("N"), QStringLiteral("Rows."));
    parser.addPositionalArgument(QStringLiteral("M"), QStringLiteral("Columns (default N)."),
                                 QStringLiteral("[M]"));
    const QCommandLineOption seconds(QStringLiteral("seconds"),
                                     QStringLiteral("Time budget in seconds (default 10)."),
                                     QStringLiteral("S"));
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  QStringLiteral("Random seed (default 1)."), QStringLiteral("X"));
    const QCommandLineOption start(QStringLiteral("start"),
                                   QStringLiteral("Start from the maze in FILE."),
                                   QStringLiteral("FILE"));
    const QCommandLineOption output(QStringLiteral("out"),
                                    QStringLiteral("Write the best maze to a .maze file."),
                                    QStringLiteral("F"));
    const QCommandLineOption freeEnds(QStringLiteral("free-ends"),
                                      QStringLiteral("Also move the entrance and the exit."));
    const QCommandLineOption entry(QStringLiteral("entry"),
                                   QStringLiteral("Entrance column (default 0; with --free-ends "
                                                  "where the search starts)."),
                                   QStringLiteral("C"));
    const QCommandLineOption exit(QStringLiteral("exit"),
                                  QStringLiteral("Exit column (default 0)."), QStringLiteral("C"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    parser.addOptions({seconds, seed, start, output, freeEnds, entry, exit, json});
    if (int rc = parseOrExit(parser, args,
                             QStringLiteral("Search long mouse walks on an N×M board by simulated "
                                            "annealing over wall flips (2..100 per side)."));
        rc >= 0)
        return rc;
    MouseSearchOptions o;
    if (!parseSize(parser.positionalArguments(), o.rows, o.cols) || o.rows < 2 || o.cols < 2
        || o.rows > 100 || o.cols > 100) {
        err(QStringLiteral("mazelab-cli mouse search: expected sizes N [M] from 2 to 100"));
        return BadInput;
    }
    bool ok = true;
    o.seconds = parser.isSet(seconds) ? parser.value(seconds).toDouble(&ok) : 10.0;
    if (!ok || !(o.seconds > 0) || o.seconds > 1e6) {
        err(QStringLiteral("mazelab-cli mouse search: --seconds must be a positive number"));
        return BadInput;
    }
    qulonglong seedValue = 1;
    if (!readMouseSeed(parser, seed, QStringLiteral("search"), seedValue))
        return BadInput;
    o.freeEnds = parser.isSet(freeEnds);
    if (!parseColumn(parser, entry, o.cols, o.entryCol)
        || !parseColumn(parser, exit, o.cols, o.exitCol))
        return BadInput;
    if (parser.isSet(start)) {
        const auto file = loadMazeFile(parser.value(start));
        if (!file)
            return BadInput;
        o.start = file->mazes.front();
    }
    Control control(seedValue);
    const MouseSearchResult r = searchMouseMaze(o, control);
    const std::string text = mazeToText(r.maze);
    if (parser.isSet(output)) {
        const QString content
            = QStringLiteral(
                  "; name: mouse %1x%2, %3 steps (search seed %4)\n"
                  "; entrance column %5, exit column %6 (mouse run --entry %5 --exit %6)\n")
                  .arg(o.rows)
                  .arg(o.cols)
                  .arg(r.steps)
                  .arg(seedValue)
                  .arg(r.entryCol)
                  .arg(r.exitCol)
            + QString::fromStdString(text);
        if (!writeOutput(parser.value(output), content.toUtf8(),
                         QStringLiteral("mazelab-cli mouse search")))
            return BadInput;
    }
    if (parser.isSet(json)) {
        QJsonObject obj;
        obj[QStringLiteral("rows")] = o.rows;
        obj[QStringLiteral("cols")] = o.cols;
        obj[QStringLiteral("steps")] = qint64(r.steps);
        obj[QStringLiteral("maze")] = QString::fromStdString(text);
        obj[QStringLiteral("entry")] = r.entryCol;
        obj[QStringLiteral("exit")] = r.exitCol;
        obj[QStringLiteral("free_ends")] = o.freeEnds;
        obj[QStringLiteral("evaluations")] = qint64(r.evaluations);
        obj[QStringLiteral("seconds")] = r.seconds;
        obj[QStringLiteral("seed")] = QString::number(seedValue);
        printJson(obj);
    } else {
        out(QStringLiteral("%1x%2: %3 steps after %4 mazes in %5 s (seed %6, entrance column %7, "
                           "exit column %8)")
                .arg(o.rows)
                .arg(o.cols)
                .arg(r.steps)
                .arg(r.evaluations)
                .arg(r.seconds, 0, 'f', 1)
                .arg(seedValue)
                .arg(r.entryCol)
                .arg(r.exitCol));
        out(QString::fromStdString(text).trimmed());
    }
    return Ok;
}

int runLoopless(const QStringList& args)
{
    MazeAndEnds in;
    if (int rc
        = parseMazeAndEnds(args, QStringLiteral("loopless"),
                           QStringLiteral("Split the walk through a loop-less maze (reachable "
                                          "free cells form a tree) into the main path and its "
                                          "side paths with the steps each one costs, computed "
                                          "from the thesis' formulas (ch. 5) and by "
                                          "simulation."),
                           in);
        rc >= 0)
        return rc;
    const Maze& maze = in.maze();
    const MouseOptions& options = in.options;
    const LooplessAnalysis a = analyseLoopless(maze, options);
    if (!a.loopless) {
        err(mouseHasWayOut(maze, options)
                ? QStringLiteral("mazelab-cli mouse loopless: the maze has a "
                                 "loop (a cycle of free cells)")
                : QStringLiteral("mazelab-cli mouse loopless: no way out"));
        return Negative;
    }
    const auto cellJson = [&](std::uint32_t i) {
        const Cell c = maze.cellAt(i);
        return QJsonArray{c.row, c.col};
    };
    if (in.json) {
        QJsonObject o;
        o[QStringLiteral("main_steps")] = qint64(a.mainSteps);
        o[QStringLiteral("total_steps")] = qint64(a.totalSteps);
        o[QStringLiteral("simulated_steps")] = qint64(a.simulatedSteps);
        o[QStringLiteral("formula_steps")] = qint64(a.formulaSteps);
        o[QStringLiteral("formula_work")] = qint64(a.formulaWork);
        QJsonArray path;
        for (std::uint32_t i : a.mainPath)
            path.append(cellJson(i));
        o[QStringLiteral("main_path")] = path;
        QJsonArray sides;
        for (const SidePath& s : a.sidePaths) {
            QJsonObject so;
            so[QStringLiteral("crossroad")] = cellJson(s.crossroad);
            so[QStringLiteral("cells")] = qint64(s.cells.size());
            so[QStringLiteral("entries")] = s.entries;
            so[QStringLiteral("steps")] = qint64(s.steps);
            so[QStringLiteral("formula_cost")] = qint64(s.formulaCost);
            so[QStringLiteral("formula_entries")] = s.formulaEntries;
            so[QStringLiteral("crossroad_count")] = s.crossroadCount;
            so[QStringLiteral("rule")] = QString::fromLatin1(sideRuleName(s.rule));
            sides.append(so);
        }
        o[QStringLiteral("side_paths")] = sides;
        printJson(o);
    } else {
        out(QStringLiteral("main path: %1 cells, %2 steps")
                .arg(a.mainPath.size())
                .arg(a.mainSteps));
        for (const SidePath& s : a.sidePaths) {
            const Cell c = maze.cellAt(s.crossroad);
            out(QStringLiteral(
                    "side path at (%1,%2): %3 cells, entered %4x, %5 steps; formula: %6 (%7)")
                    .arg(c.row)
                    .arg(c.col)
                    .arg(s.cells.size())
                    .arg(s.entries)
                    .arg(s.steps)
                    .arg(s.formulaCost)
                    .arg(QString::fromLatin1(sideRuleName(s.rule))));
        }
        out(QStringLiteral("formula %1 steps, simulated %2 steps")
                .arg(a.formulaSteps)
                .arg(a.simulatedSteps));
    }
    return Ok;
}

int runMouse(const QStringList& args)
{
    const QString sub = args.size() > 1 ? args[1] : QString();
    // rest[0] is the parser's "program name": "mouse run" etc., as its messages and --help say.
    QStringList rest = args.mid(1);
    if (!rest.isEmpty())
        rest[0] = QStringLiteral("mouse ") + sub;
    if (sub == QLatin1String("run"))
        return runWalk(rest);
    if (sub == QLatin1String("best"))
        return runMouseBest(rest);
    if (sub == QLatin1String("search"))
        return runSearch(rest);
    if (sub == QLatin1String("loopless"))
        return runLoopless(rest);
    const QString usage = QStringLiteral(
        "usage: mazelab-cli mouse run FILE [--entry C] [--exit C] [--json]\n"
        "       mazelab-cli mouse best N [M] [--free-ends] [--threads T] [--shard i/K]\n"
        "                              [--checkpoint F] [--checkpoint-every S] [--out F] [--json]\n"
        "       mazelab-cli mouse best --merge FILES... [--out F] [--json]\n"
        "       mazelab-cli mouse best N [M] [--free-ends] --estimate [--probes K] [--seed X]\n"
        "       mazelab-cli mouse search N [M] --seconds S [--seed X] [--free-ends]\n"
        "                              [--entry C] [--exit C] [--out F] [--json]\n"
        "       mazelab-cli mouse loopless FILE [--entry C] [--exit C] [--json]\n"
        "Each subcommand takes --help.");
    if (sub == QLatin1String("--help") || sub == QLatin1String("-h")) {
        out(usage);
        return Ok;
    }
    err(usage);
    return BadInput;
}

CliRegistrar regCmdMouse({QStringLiteral("mouse"),
                  QStringLiteral("The mouse maze: walk, exhaustive optimum, heuristic search"),
                  runMouse});

} // namespace
} // namespace mazelab::cli
