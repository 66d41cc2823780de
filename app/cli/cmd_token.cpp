// mazelab-cli token solve FILE [--all|--count] [--start R,C] [--time-limit S] [--index I] [--json]
// mazelab-cli token generate N M --obstacles K [--unique|--unique-start] [--seed S] [-o FILE]
//     [--json]
// The sliding-token puzzle (Walter 2019): visit every free cell once, turning only when blocked.
#include "app/cli/command.h"
#include "core/token/tokengenerator.h"
#include "core/token/tokensolver.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include "ui/savefile.h"
#include <chrono>
#include <cmath>

namespace mazelab::cli {
namespace {

using namespace mazelab::token;

QJsonArray pathJson(const Path& path)
{
    QJsonArray a;
    for (const Cell c : path)
        a.append(QJsonArray{c.row, c.col});
    return a;
}

QString verdictName(Verdict v)
{
    switch (v) {
    case Verdict::Solvable: return QStringLiteral("solvable");
    case Verdict::Unsolvable: return QStringLiteral("unsolvable");
    case Verdict::GaveUp: return QStringLiteral("gave-up");
    }
    return {};
}

QString reasonName(Reason r)
{
    switch (r) {
    case Reason::None: return {};
    case Reason::NoFreeCell: return QStringLiteral("no-free-cell");
    case Reason::StartBlocked: return QStringLiteral("start-blocked");
    case Reason::Disconnected: return QStringLiteral("disconnected");
    case Reason::Parity: return QStringLiteral("parity");
    case Reason::DeadEnds: return QStringLiteral("dead-ends");
    case Reason::StartParity: return QStringLiteral("start-parity");
    case Reason::Exhausted: return QStringLiteral("exhausted");
    }
    return {};
}

int runSolve(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("A .maze file: '#' obstacles, '.' free cells."));
    const QCommandLineOption all(QStringLiteral("all"),
                                 QStringLiteral("List every solution (up to --max)."));
    const QCommandLineOption count(QStringLiteral("count"), QStringLiteral("Count the solutions."));
    const QCommandLineOption max(QStringLiteral("max"),
                                 QStringLiteral("With --all: solutions printed (default 1000)."),
                                 QStringLiteral("N"));
    const QCommandLineOption start(QStringLiteral("start"),
                                   QStringLiteral("Start on this cell (0-based row,column)."),
                                   QStringLiteral("R,C"));
    const QCommandLineOption limit(
        QStringLiteral("time-limit"),
        QStringLiteral("Give up after S seconds (exit 1, \"verdict\":\"gave-up\")."),
        QStringLiteral("S"));
    const QCommandLineOption nodes(QStringLiteral("node-limit"),
                                   QStringLiteral("Give up after N search nodes."),
                                   QStringLiteral("N"));
    const QCommandLineOption index(QStringLiteral("index"),
                                   QStringLiteral("The board of a maze set (0-based, default 0)."),
                                   QStringLiteral("I"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    parser.addOptions({all, count, max, start, limit, nodes, index, json});
    if (int rc = parseOrExit(
            parser, args,
            QStringLiteral("Solve the sliding-token puzzle on a board: visit every free cell "
                           "exactly once, moving straight and turning only where the cell "
                           "ahead is the edge, an obstacle or visited. Exit 0 solvable, 1 not "
                           "(or gave up), 2 bad input."));
        rc >= 0)
        return rc;
    if (parser.positionalArguments().size() != 1) {
        err(QStringLiteral("mazelab-cli token solve: expected one FILE"));
        return BadInput;
    }
    if (parser.isSet(all) && parser.isSet(count)) {
        err(QStringLiteral("mazelab-cli token solve: --all and --count exclude each other"));
        return BadInput;
    }
    const auto file = loadMazeFile(parser.positionalArguments().first());
    if (!file)
        return BadInput;
    const int which = parser.isSet(index) ? parser.value(index).toInt() : 0;
    if (which < 0 || which >= int(file->mazes.size())) {
        err(QStringLiteral("mazelab-cli token solve: --index must be between 0 and %1")
                .arg(file->mazes.size() - 1));
        return BadInput;
    }
    const Maze& board = file->mazes[std::size_t(which)];
    if (board.rows() > 64 || board.cols() > 64) {
        err(QStringLiteral(
                "mazelab-cli token solve: boards are limited to 64 × 64 cells; got %1 × %2")
                .arg(board.rows())
                .arg(board.cols()));
        return BadInput;
    }
    SolveOptions options;
    options.mode = parser.isSet(all) ? SolveMode::All
        : parser.isSet(count)        ? SolveMode::Count
                                     : SolveMode::First;
    if (parser.isSet(max)) {
        bool ok = false;
        options.maxSolutions = parser.value(max).toULongLong(&ok);
        if (!ok) {
            err(QStringLiteral("mazelab-cli token solve: --max must be a whole number"));
            return BadInput;
        }
    } else {
        options.maxSolutions = 1000;
    }
    if (parser.isSet(start)) {
        const QStringList parts = parser.value(start).split(QLatin1Char(','));
        bool okR = false, okC = false;
        if (parts.size() == 2) {
            const int r = parts[0].trimmed().toInt(&okR), c = parts[1].trimmed().toInt(&okC);
            options.start = Cell{r, c};
        }
        if (!okR || !okC || !board.contains(*options.start)) {
            err(QStringLiteral(
                    "mazelab-cli token solve: --start must be ROW,COLUMN inside the %1 × %2 board")
                    .arg(board.rows())
                    .arg(board.cols()));
            return BadInput;
        }
    }
    Control control;
    if (parser.isSet(limit) && !parseTimeLimit(parser.value(limit), control)) {
        err(QStringLiteral(
            "mazelab-cli token solve: --time-limit must be a positive number of seconds"));
        return BadInput;
    }
    if (parser.isSet(nodes)) {
        bool ok = false;
        options.nodeLimit = parser.value(nodes).toULongLong(&ok);
        if (!ok) {
            err(QStringLiteral("mazelab-cli token solve: --node-limit must be a whole number"));
            return BadInput;
        }
    }
    QElapsedTimer timer;
    timer.start();
    const SolveResult r = solve(board, options, control);
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    const bool solvable = r.verdict == Verdict::Solvable;
    if (parser.isSet(json)) {
        QJsonObject o;
        o[QStringLiteral("solvable")] = solvable;
        o[QStringLiteral("verdict")] = verdictName(r.verdict);
        if (r.reason != Reason::None)
            o[QStringLiteral("reason")] = reasonName(r.reason);
        if (!r.explanation.empty())
            o[QStringLiteral("explanation")] = QString::fromStdString(r.explanation);
        if (options.mode != SolveMode::First) {
            o[QStringLiteral("solutions")] = qint64(r.count);
            o[QStringLiteral("complete")] = r.complete;
        }
        if (!r.solutions.empty())
            o[QStringLiteral("path")] = pathJson(r.solutions.front());
        if (options.mode == SolveMode::All) {
            QJsonArray paths;
            for (const Path& p : r.solutions)
                paths.append(pathJson(p));
            o[QStringLiteral("paths")] = paths;
        }
        o[QStringLiteral("nodes")] = qint64(r.nodes);
        o[QStringLiteral("milliseconds")] = std::round(ms * 1000) / 1000;
        printJson(o);
    } else {
        if (solvable) {
            if (r.solutions.empty())
                out(QStringLiteral("solvable"));
            else
                out(QStringLiteral("solvable: %1")
                        .arg(QString::fromStdString(pathToNumbers(board, r.solutions.front()))));
            if (options.mode == SolveMode::All)
                for (std::size_t i = 1; i < r.solutions.size(); ++i)
                    out(QStringLiteral("           %1")
                            .arg(QString::fromStdString(pathToNumbers(board, r.solutions[i]))));
            if (options.mode != SolveMode::First)
                out(QStringLiteral("solutions: %1%2")
                        .arg(r.count)
                        .arg(r.complete ? QString()
                                        : QStringLiteral(" (at least; search stopped)")));
        } else {
            out(QStringLiteral("%1: %2").arg(verdictName(r.verdict),
                                             QString::fromStdString(r.explanation)));
        }
        out(QStringLiteral("nodes: %1, %2 ms").arg(r.nodes).arg(ms, 0, 'f', 3));
    }
    return solvable ? Ok : Negative;
}

int runGenerate(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("N"), QStringLiteral("Rows."));
    parser.addPositionalArgument(QStringLiteral("M"), QStringLiteral("Columns (default N)."),
                                 QStringLiteral("[M]"));
    const QCommandLineOption obstacles(QStringLiteral("obstacles"),
                                       QStringLiteral("Number of obstacles."), QStringLiteral("K"));
    const QCommandLineOption unique(QStringLiteral("unique"),
                                    QStringLiteral("Exactly one solution."));
    const QCommandLineOption uniqueStart(QStringLiteral("unique-start"),
                                         QStringLiteral("Exactly one start cell works."));
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  QStringLiteral("Random seed (default 1)."), QStringLiteral("S"));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("Write the board to FILE (.maze)."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption limit(QStringLiteral("time-limit"),
                                   QStringLiteral("Give up after S seconds (exit 1)."),
                                   QStringLiteral("S"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    parser.addOptions({obstacles, unique, uniqueStart, seed, output, limit, json});
    if (int rc = parseOrExit(
            parser, args,
            QStringLiteral("Generate a solvable sliding-token puzzle of N × M cells with K "
                           "obstacles, optionally with a unique solution or start cell, rated "
                           "by search effort (difficulty 1-5)."));
        rc >= 0)
        return rc;
    const QStringList pos = parser.positionalArguments();
    bool okR = false, okC = true, okK = false;
    GenerateOptions o;
    if (!pos.isEmpty())
        o.rows = pos[0].toInt(&okR);
    o.cols = o.rows;
    if (pos.size() == 2)
        o.cols = pos[1].toInt(&okC);
    o.obstacles = parser.value(obstacles).toInt(&okK);
    if (pos.isEmpty() || pos.size() > 2 || !okR || !okC || !parser.isSet(obstacles) || !okK
        || o.rows < 1 || o.cols < 1 || o.rows > 64 || o.cols > 64 || o.obstacles < 0
        || o.obstacles >= o.rows * o.cols) {
        err(QStringLiteral("mazelab-cli token generate: expected N [M] (1 to 64) and --obstacles K "
                           "(0 <= K < N·M)"));
        return BadInput;
    }
    if (parser.isSet(unique) && parser.isSet(uniqueStart)) {
        err(QStringLiteral(
            "mazelab-cli token generate: --unique and --unique-start exclude each other"));
        return BadInput;
    }
    o.uniqueness = parser.isSet(unique) ? Uniqueness::UniqueSolution
                   : parser.isSet(uniqueStart) ? Uniqueness::UniqueStart : Uniqueness::Any;
    if (parser.isSet(seed)) {
        bool ok = false;
        o.seed = parser.value(seed).toULongLong(&ok);
        if (!ok) {
            err(QStringLiteral("mazelab-cli token generate: --seed must be a whole number"));
            return BadInput;
        }
    }
    Control control;
    if (parser.isSet(limit) && !parseTimeLimit(parser.value(limit), control)) {
        err(QStringLiteral(
            "mazelab-cli token generate: --time-limit must be a positive number of seconds"));
        return BadInput;
    }
    const auto puzzle = generate(o, control);
    if (!puzzle) {
        err(QStringLiteral("mazelab-cli token generate: no such board found (%1)")
                .arg(control.checkNow()
                         ? QStringLiteral("time limit reached")
                         : QStringLiteral("%1 random boards tried").arg(o.maxAttempts)));
        return Negative;
    }
    MazeFile file;
    file.mazes.push_back(puzzle->board);
    file.names.push_back("token " + std::to_string(o.rows) + "x" + std::to_string(o.cols) + ", "
                         + std::to_string(o.obstacles) + " obstacles, seed "
                         + std::to_string(o.seed) + ", difficulty "
                         + std::to_string(puzzle->difficulty));
    const QByteArray text = QByteArray::fromStdString(mazeFileToText(file));
    if (parser.isSet(output)) {
        QString error; // atomic and checked (ui/savefile.h)
        if (!writeFileAtomically(parser.value(output), text, &error)) {
            err(QStringLiteral("mazelab-cli token generate: ") + error);
            return BadInput;
        }
    }
    if (parser.isSet(json)) {
        QJsonObject j;
        j[QStringLiteral("board")] = QString::fromStdString(mazeToText(puzzle->board));
        j[QStringLiteral("solution")] = pathJson(puzzle->solution);
        j[QStringLiteral("solutions")] = qint64(puzzle->solutions);
        j[QStringLiteral("difficulty")] = puzzle->difficulty;
        j[QStringLiteral("nodes")] = qint64(puzzle->searchNodes);
        j[QStringLiteral("attempts")] = puzzle->attempts;
        printJson(j);
    } else if (!parser.isSet(output)) {
        out(QString::fromUtf8(text).trimmed());
    } else {
        out(QStringLiteral("wrote %1: difficulty %2, %3 solution(s), found after %4 boards")
                .arg(parser.value(output))
                .arg(puzzle->difficulty)
                .arg(puzzle->solutions)
                .arg(puzzle->attempts));
    }
    return Ok;
}

int runToken(const QStringList& args)
{
    const QString sub = args.value(1);
    QStringList rest = args.mid(2);
    rest.prepend(QStringLiteral("token ") + sub);
    if (sub == QLatin1String("solve"))
        return runSolve(rest);
    if (sub == QLatin1String("generate"))
        return runGenerate(rest);
    if (sub.isEmpty() || sub == QLatin1String("--help") || sub == QLatin1String("-h")) {
        out(QStringLiteral("Usage: mazelab-cli token <solve|generate> [options]\n\n"
                           "  solve FILE      solve a board (--all, --count, --start R,C, "
                           "--time-limit S, --json)\n"
                           "  generate N [M]  generate a puzzle (--obstacles K, --unique, "
                           "--unique-start, --seed S, -o FILE)\n\n"
                           "'mazelab-cli token <subcommand> --help' shows the options."));
        return sub.isEmpty() ? BadInput : Ok;
    }
    err(QStringLiteral("mazelab-cli token: unknown subcommand '%1' (solve, generate)").arg(sub));
    return BadInput;
}

CliRegistrar regCmdToken({QStringLiteral("token"),
                  QStringLiteral("Solve and generate sliding-token puzzles"), runToken});

} // namespace
} // namespace mazelab::cli
