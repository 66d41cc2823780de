// mazelab-cli solve ALGO FILE [--heuristic H] [--diagonal POLICY] [--weights FILE] [--json]
// mazelab-cli solve --list
// mazelab-cli solve --compare ALGO,ALGO,... FILE [--json|--csv]
// Single-maze solving (Petercă 2024, ch. 3; core/solve/solvers.h). "ms" is the search alone,
// without start-up and file reading. Exit 0 found, 1 not found, 2 bad input.
#include "app/cli/command.h"
#include "core/solve/solvers.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <cmath>
#include <stdexcept>

namespace mazelab::cli {
namespace {

using namespace mazelab::solve;

QString optimalityName(Optimality o)
{
    switch (o) {
    case Optimality::None: return QStringLiteral("-");
    case Optimality::Moves: return QStringLiteral("moves");
    case Optimality::Cost: return QStringLiteral("cost");
    }
    return {};
}

QJsonObject resultJson(const QString& name, const SolveResult& r, bool withPath)
{
    QJsonObject o;
    o[QStringLiteral("solver")] = name;
    o[QStringLiteral("found")] = r.found;
    o[QStringLiteral("length")] = r.found ? r.length : -1;
    o[QStringLiteral("cost")] = r.found ? r.cost : -1.0;
    o[QStringLiteral("expanded")] = qint64(r.expanded);
    o[QStringLiteral("peak_frontier")] = qint64(r.peakFrontier);
    o[QStringLiteral("ms")] = r.microseconds / 1000.0;
    o[QStringLiteral("cpu_ms")] = r.cpuMicroseconds / 1000.0;
    if (!r.found)
        o[QStringLiteral("verdict")] = QString::fromStdString(r.verdict);
    if (r.areas >= 0)
        o[QStringLiteral("areas")] = qint64(r.areas);
    if (r.graphNodes > 0) {
        o[QStringLiteral("graph_nodes")] = qint64(r.graphNodes);
        o[QStringLiteral("graph_edges")] = qint64(r.graphEdges);
    }
    if (withPath) {
        QJsonArray path;
        for (const Cell c : r.path)
            path.append(QJsonArray{c.row, c.col});
        o[QStringLiteral("path")] = path;
    }
    return o;
}

QString resultLine(const QString& name, const SolveResult& r)
{
    if (!r.found)
        return QStringLiteral("%1: %2 (expanded %3, %4 ms)")
            .arg(name, QString::fromStdString(r.verdict))
            .arg(r.expanded)
            .arg(r.microseconds / 1000.0, 0, 'f', 3);
    return QStringLiteral("%1: length %2, cost %3, expanded %4, peak frontier %5, %6 ms")
        .arg(name)
        .arg(r.length)
        .arg(r.cost, 0, 'g', 10)
        .arg(r.expanded)
        .arg(r.peakFrontier)
        .arg(r.microseconds / 1000.0, 0, 'f', 3);
}

QString csvField(QString s)
{
    if (s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"')))
        s = QLatin1Char('"') + s.replace(QLatin1Char('"'), QStringLiteral("\"\""))
            + QLatin1Char('"');
    return s;
}

int listSolvers(bool json)
{
    QJsonArray list;
    for (const SolverInfo& s : solvers()) {
        if (json) {
            QJsonObject o;
            o[QStringLiteral("name")] = QString::fromStdString(s.name);
            o[QStringLiteral("description")] = QString::fromStdString(s.description);
            o[QStringLiteral("optimal")] = optimalityName(s.optimal);
            o[QStringLiteral("diagonal")] = s.diagonal;
            o[QStringLiteral("turn_cost")] = s.turnCost;
            o[QStringLiteral("heuristic")] = s.usesHeuristic;
            list.append(o);
        } else {
            out(QStringLiteral("%1%2").arg(QString::fromStdString(s.name), -15)
                    .arg(QString::fromStdString(s.description)));
        }
    }
    if (json)
        printJson(QJsonObject{{QStringLiteral("solvers"), list}});
    return Ok;
}

int runSolve(const QStringList& args)
{
    QCommandLineParser parser;
    const auto S = [](const char* text) { return QString::fromUtf8(text); };
    parser.addPositionalArgument(
        S("ALGO"), S("A solver (see --list); without it astar, a shortest (cheapest) path."));
    parser.addPositionalArgument(S("FILE"), S("A .maze file."));
    const QCommandLineOption list(S("list"), S("List the solvers."));
    const QCommandLineOption compare(
        S("compare"), S("Run several solvers on FILE (comma-separated names, or 'all')."),
        S("ALGOS"));
    const QCommandLineOption heuristic(
        S("heuristic"),
        S("manhattan, euclidean, chebyshev or octile (default: manhattan for 4 neighbours, "
          "octile with diagonals)."),
        S("H"));
    const QCommandLineOption hweight(S("weight"), S("Heuristic weight: f = g + W*h (default 1)."),
                                     S("W"));
    const QCommandLineOption diagonal(
        S("diagonal"),
        S("never (default), always, if-at-most-one-obstacle or only-when-no-obstacles."),
        S("POLICY"));
    const QCommandLineOption weights(
        S("weights"),
        S("Cell weights: one line per row, digits 1-9 or whitespace-separated numbers >= 1."),
        S("FILE"));
    const QCommandLineOption turn(
        S("turn-cost"), S("Extra cost of each change of direction (dijkstra, astar)."), S("C"));
    const QCommandLineOption seed(S("seed"), S("Seed of dfs-random and random-mouse (default 0)."),
                                  S("S"));
    const QCommandLineOption cap(
        S("step-cap"), S("Moves of the agents / expansions of ida before giving up."), S("N"));
    const QCommandLineOption compress(S("compress"),
                                      S("dijkstra on the corridor graph (thesis §3.2)."));
    const QCommandLineOption index(S("index"), S("The maze of a maze set (0-based, default 0)."),
                                   S("I"));
    const QCommandLineOption limit(S("time-limit"), S("Give up after S seconds."), S("S"));
    const QCommandLineOption noPath(S("no-path"), S("Leave the path out of the JSON."));
    const QCommandLineOption json(S("json"), S("Print JSON."));
    const QCommandLineOption csv(S("csv"), S("With --compare: print CSV."));
    parser.addOptions({list, compare, heuristic, hweight, diagonal, weights, turn, seed, cap,
                       compress, index, limit, noPath, json, csv});
    if (int rc = parseOrExit(parser, args,
                             S("Solve a maze from its start to its goal with one solver, or "
                               "compare several. \"ms\" is the search alone. Exit 0 found, 1 "
                               "not found, 2 bad input."));
        rc >= 0)
        return rc;
    const auto fail = [](const QString& message) {
        err(QStringLiteral("mazelab-cli solve: ") + message);
        return int(BadInput);
    };
    if (parser.isSet(list))
        return listSolvers(parser.isSet(json));
    const QStringList pos = parser.positionalArguments();
    QStringList names;
    QString path;
    if (parser.isSet(compare)) {
        if (pos.size() != 1)
            return fail(QStringLiteral("--compare expects one FILE"));
        names = parser.value(compare).split(QLatin1Char(','), Qt::SkipEmptyParts);
        if (names == QStringList{QStringLiteral("all")}) {
            names.clear();
            for (const SolverInfo& s : solvers())
                names << QString::fromStdString(s.name);
        }
        path = pos[0];
    } else {
        // "solve FILE": A* finds a shortest path under every option (weights, turn cost,
        // diagonals); a lone solver name is a forgotten FILE, not a file named "bfs".
        if (pos.size() == 1 && !findSolver(pos[0].toStdString())) {
            names = {QStringLiteral("astar")};
            path = pos[0];
        } else if (pos.size() == 2) {
            names = {pos[0]};
            path = pos[1];
        } else {
            return fail(QStringLiteral("expected [ALGO] FILE (or --list, --compare)"));
        }
    }
    for (const QString& n : names)
        if (!findSolver(n.toStdString()))
            return fail(QStringLiteral("unknown solver '%1' (see --list)").arg(n));
    if (parser.isSet(csv) && !parser.isSet(compare))
        return fail(QStringLiteral("--csv needs --compare"));
    SolveOptions o;
    if (parser.isSet(diagonal)
        && !parseDiagonal(parser.value(diagonal).toStdString(), o.diagonal))
        return fail(S("--diagonal must be never, always, if-at-most-one-obstacle or "
                      "only-when-no-obstacles"));
    o.heuristic = o.diagonal == Diagonal::Never ? Heuristic::Manhattan : Heuristic::Octile;
    if (parser.isSet(heuristic)
        && !parseHeuristic(parser.value(heuristic).toStdString(), o.heuristic))
        return fail(S("--heuristic must be manhattan, euclidean, chebyshev or octile"));
    bool ok = true;
    if (parser.isSet(hweight)) {
        o.heuristicWeight = parser.value(hweight).toDouble(&ok);
        if (!ok || !(o.heuristicWeight >= 0) || !std::isfinite(o.heuristicWeight))
            return fail(S("--weight must be a number >= 0"));
    }
    if (parser.isSet(turn)) {
        o.turnCost = parser.value(turn).toDouble(&ok);
        if (!ok || !(o.turnCost >= 0) || !std::isfinite(o.turnCost))
            return fail(S("--turn-cost must be a number >= 0"));
    }
    if (parser.isSet(seed) && (o.seed = parser.value(seed).toULongLong(&ok), !ok))
        return fail(S("--seed must be a whole number"));
    if (parser.isSet(cap)) {
        o.stepCap = parser.value(cap).toULongLong(&ok);
        if (!ok || o.stepCap == 0)
            return fail(S("--step-cap must be a positive whole number"));
    }
    o.compress = parser.isSet(compress);
    const auto file = loadMazeFile(path);
    if (!file)
        return BadInput;
    const int which = parser.isSet(index) ? parser.value(index).toInt() : 0;
    if (which < 0 || which >= int(file->mazes.size()))
        return fail(S("--index must be between 0 and %1").arg(file->mazes.size() - 1));
    const Maze& maze = file->mazes[std::size_t(which)];
    if (parser.isSet(weights)) {
        const QString wpath = parser.value(weights);
        QFile wf(wpath);
        if (!wf.open(QIODevice::ReadOnly))
            return fail(QStringLiteral("%1: cannot read the weights").arg(wpath));
        try {
            o.weights = parseWeights(wf.readAll().toStdString(), maze.rows(), maze.cols());
        } catch (const MazeFormatError& e) {
            err(QStringLiteral("%1:%2:%3: %4").arg(wpath).arg(e.line()).arg(e.column())
                    .arg(QString::fromStdString(e.reason())));
            return BadInput;
        }
    }
    QString limitText;
    if (parser.isSet(limit))
        limitText = parser.value(limit);
    const bool asJson = parser.isSet(json);
    const bool withPath = !parser.isSet(noPath);

    // One solver.
    if (!parser.isSet(compare)) {
        Control control(o.seed);
        if (!limitText.isEmpty() && !parseTimeLimit(limitText, control))
            return fail(QStringLiteral("--time-limit must be a positive number of seconds"));
        SolveResult r;
        try {
            r = runSolver(names[0].toStdString(), maze, o, control);
        } catch (const std::invalid_argument& e) {
            return fail(QString::fromStdString(e.what()));
        }
        if (asJson) {
            printJson(resultJson(names[0], r, withPath));
        } else {
            out(resultLine(names[0], r));
            if (r.found && withPath) {
                QStringList cells;
                for (const Cell c : r.path)
                    cells << QStringLiteral("%1,%2").arg(c.row).arg(c.col);
                out(QStringLiteral("path: ") + cells.join(QLatin1Char(' ')));
            }
        }
        return r.found ? Ok : Negative;
    }

    // --compare: a row per solver; a solver that does not take the options gets its reason.
    QJsonArray rows;
    if (parser.isSet(csv))
        out(QStringLiteral("solver,found,length,cost,expanded,peak_frontier,ms,verdict"));
    for (const QString& n : names) {
        Control control(o.seed);
        if (!limitText.isEmpty() && !parseTimeLimit(limitText, control))
            return fail(QStringLiteral("--time-limit must be a positive number of seconds"));
        SolveResult r;
        SolveOptions so = o;
        if (so.compress && n != QLatin1String("dijkstra"))
            so.compress = false;
        try {
            r = runSolver(n.toStdString(), maze, so, control);
        } catch (const std::invalid_argument& e) {
            r.verdict = std::string("unsupported: ") + e.what();
        }
        if (asJson)
            rows.append(resultJson(n, r, false));
        else if (parser.isSet(csv))
            out(QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8")
                    .arg(n, r.found ? QStringLiteral("true") : QStringLiteral("false"))
                    .arg(r.found ? r.length : -1)
                    .arg(r.found ? r.cost : -1.0, 0, 'g', 10)
                    .arg(r.expanded)
                    .arg(r.peakFrontier)
                    .arg(r.microseconds / 1000.0, 0, 'f', 3)
                    .arg(csvField(QString::fromStdString(r.verdict))));
        else
            out(resultLine(n, r));
    }
    if (asJson)
        printJson(QJsonObject{{QStringLiteral("file"), path}, {QStringLiteral("results"), rows}});
    return Ok;
}

CliRegistrar regCmdSolve({QStringLiteral("solve"),
                  QStringLiteral("Solve a maze with one of 18 solvers, or compare them"),
                  runSolve});

} // namespace
} // namespace mazelab::cli
