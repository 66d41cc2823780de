// mazelab-cli colab play|tournament|evolve — CoLab, the two-agent maze game of Petercă 2024
// §4.3 (core/colab/): one game step by step (here), a round-robin tournament of strategies over
// generated mazes and the genetic algorithm of §4.3.3 (cmd_colab_experiments.cpp).
#include "app/cli/colaboptions.h"
#include "core/colab/colabtournament.h"
#include "core/gen/generators.h"
#include "ui/celltext.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

namespace mazelab::cli {
namespace {

using namespace mazelab::colab;

const char* kColabHelp =
    "CoLab (Petercă 2024, §4.3): two players race through a maze they do not know, each from\n"
    "its start to the other's, and may trade cells they know. Subcommands:\n"
    "  play        one game: --a STRATEGY --b STRATEGY on a generated maze or --maze FILE\n"
    "  tournament  every --strategy against every other, both roles, on --mazes N mazes\n"
    "  evolve      the genetic algorithm: evolves an 'evolved:…' player against the others\n"
    "Strategies: random[:P], defector, cooperator, tit-for-tat, tit-for-two-tats, grim-trigger,\n"
    "win-stay-lose-shift, remember-me, evolved:G0,…,G8 (README, \"CoLab\").";


QJsonArray colabCellJson(Cell c)
{
    return QJsonArray{c.row, c.col};
}

int runPlay(const QStringList& args)
{
    QCommandLineParser parser;
    ColabOptions common;
    common.add(parser);
    const QCommandLineOption a = cliOption("a", "Player A's strategy (default tit-for-tat).", "STRATEGY");
    const QCommandLineOption b = cliOption("b", "Player B's strategy (default random).", "STRATEGY");
    const QCommandLineOption maze = cliOption("maze", "Play on this .maze file instead.", "FILE");
    const QCommandLineOption index = cliOption("index", "Which maze of the file (default 0).", "I");
    const QCommandLineOption steps = cliOption("steps", "Print each step (positions, trades, bumps).");
    parser.addOptions({a, b, maze, index, steps});
    if (const int rc = parseOrExit(parser, args, QStringLiteral("Play one CoLab game.")); rc >= 0)
        return rc;
    ColabSettings s;
    if (const int rc = common.read(parser, s); rc >= 0)
        return rc;
    const QString nameA = parser.isSet(a) ? parser.value(a) : QStringLiteral("tit-for-tat");
    const QString nameB = parser.isSet(b) ? parser.value(b) : QStringLiteral("random");
    if (!checkColabStrategy(nameA) || !checkColabStrategy(nameB))
        return BadInput;
    Maze board;
    if (parser.isSet(maze)) {
        const auto file = loadMazeFile(parser.value(maze));
        if (!file)
            return BadInput;
        bool ok = false;
        const int which = parser.isSet(index) ? parser.value(index).toInt(&ok) : (ok = true, 0);
        if (!ok || which < 0 || which >= int(file->mazes.size())) {
            err(kColabCmd + QStringLiteral(" play: --index must be from 0 to %1")
                                .arg(file->mazes.size() - 1));
            return BadInput;
        }
        board = file->mazes[std::size_t(which)];
    } else {
        try {
            board = experimentMazes(s.generator, s.rows, s.cols, 1, s.seed, s.braid).front();
        } catch (const std::exception& e) {
            err(kColabCmd + QStringLiteral(" play: ") + QString::fromStdString(e.what()));
            return BadInput;
        }
    }
    Random random(s.seed);
    std::pair<Cell, Cell> cells;
    try {
        cells = fairStartAndGoal(board, random);
    } catch (const std::invalid_argument& e) {
        err(kColabCmd + QStringLiteral(" play: the maze has ") + QString::fromStdString(e.what()));
        return BadInput;
    }
    const auto sa = makeStrategy(nameA.toStdString());
    const auto sb = makeStrategy(nameB.toStdString());
    GameOptions options;
    options.maxSteps = s.maxSteps;
    options.seed = s.seed;
    options.record = parser.isSet(steps) || s.json;
    const GameResult r = playGame(board, cells.first, cells.second, *sa, *sb, options);
    if (s.json) {
        QJsonArray record;
        for (const StepRecord& step : r.record) {
            QJsonObject o{{QStringLiteral("a"), colabCellJson(step.a)}, {QStringLiteral("b"), colabCellJson(step.b)}};
            if (step.bumpA)
                o[QStringLiteral("bumpA")] = true;
            if (step.bumpB)
                o[QStringLiteral("bumpB")] = true;
            if (step.attempts > 0)
                o[QStringLiteral("attempts")] = step.attempts;
            o[QStringLiteral("estimateA")] = step.estimateA;
            o[QStringLiteral("estimateB")] = step.estimateB;
            if (step.traded) {
                o[QStringLiteral("gaveA")] = colabCellJson(step.gaveA);
                o[QStringLiteral("gaveB")] = colabCellJson(step.gaveB);
            }
            record.append(o);
        }
        printJson(QJsonObject{{QStringLiteral("a"), nameA},
                              {QStringLiteral("b"), nameB},
                              {QStringLiteral("rows"), board.rows()},
                              {QStringLiteral("cols"), board.cols()},
                              {QStringLiteral("startA"), colabCellJson(r.startA)},
                              {QStringLiteral("startB"), colabCellJson(r.startB)},
                              {QStringLiteral("distance"), trueDistance(board, r.startA, r.startB)},
                              {QStringLiteral("outcome"), QString::fromLatin1(outcomeName(r.outcome))},
                              {QStringLiteral("steps"), r.steps},
                              {QStringLiteral("trades"), r.trades},
                              {QStringLiteral("negotiations"), r.negotiations},
                              {QStringLiteral("knownA"), qint64(r.knownA)},
                              {QStringLiteral("knownB"), qint64(r.knownB)},
                              {QStringLiteral("distanceLeftA"), r.distanceLeftA},
                              {QStringLiteral("distanceLeftB"), r.distanceLeftB},
                              {QStringLiteral("record"), record}});
        return Ok;
    }
    out(QStringLiteral("%1 x %2 maze; A (%3) starts at %4, B (%5) at %6; each goes to the "
                       "other's start, %7 moves away")
            .arg(board.rows())
            .arg(board.cols())
            .arg(nameA, cellText(r.startA), nameB, cellText(r.startB))
            .arg(trueDistance(board, r.startA, r.startB)));
    if (parser.isSet(steps)) {
        for (std::size_t i = 0; i < r.record.size(); ++i) {
            const StepRecord& step = r.record[i];
            QString line = QStringLiteral("step %1: A %2%3 ~%6, B %4%5 ~%7")
                               .arg(i + 1)
                               .arg(cellText(step.a), step.bumpA ? QStringLiteral(" (bump)") : QString(),
                                    cellText(step.b), step.bumpB ? QStringLiteral(" (bump)") : QString())
                               .arg(step.estimateA)
                               .arg(step.estimateB);
            if (step.traded)
                line += QStringLiteral("; traded: A gave %1, B gave %2")
                            .arg(cellText(step.gaveA), cellText(step.gaveB));
            else if (step.attempts > 0)
                line += QStringLiteral("; ") + counted(step.attempts, "negotiation attempt", "negotiation attempts")
                        + QStringLiteral(", no trade");
            out(line);
        }
    }
    out(QStringLiteral("%1 after %2; %3 in %4; A knows %5 cells, B %6 (of %7); left to go: "
                       "A %8, B %9")
            .arg(QString::fromLatin1(outcomeName(r.outcome)), counted(r.steps, "step", "steps"),
                 counted(r.trades, "trade", "trades"),
                 counted(r.negotiations, "negotiation", "negotiations"))
            .arg(qint64(r.knownA))
            .arg(qint64(r.knownB))
            .arg(qint64(board.cellCount()))
            .arg(r.distanceLeftA)
            .arg(r.distanceLeftB));
    return Ok;
}

int runColab(const QStringList& args)
{
    const QString sub = args.size() > 1 ? args[1] : QString();
    const QStringList rest = args.mid(1);
    if (sub == QLatin1String("play"))
        return runPlay(rest);
    if (sub == QLatin1String("tournament"))
        return runColabTournament(rest);
    if (sub == QLatin1String("evolve"))
        return runColabEvolve(rest);
    if (sub == QLatin1String("--help") || sub == QLatin1String("-h")) {
        out(QStringLiteral("Usage: mazelab-cli colab <play|tournament|evolve> [options]\n\n")
            + QString::fromUtf8(kColabHelp));
        return Ok;
    }
    err(kColabCmd + (sub.isEmpty() ? QStringLiteral(": expected play, tournament or evolve")
                                   : QStringLiteral(": unknown subcommand '%1' (play, tournament "
                                                    "or evolve)")
                                         .arg(sub)));
    return BadInput;
}

CliRegistrar regCmdColab({QStringLiteral("colab"),
                          QStringLiteral("CoLab: two agents, partial knowledge, negotiation "
                                         "(play, tournament, evolve)"),
                          runColab});

} // namespace
} // namespace mazelab::cli
