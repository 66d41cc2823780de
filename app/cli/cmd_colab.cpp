// mazelab-cli colab play|tournament|evolve — CoLab, the two-agent maze game of Petercă 2024
// §4.3 (core/colab/): one game step by step, a round-robin tournament of strategies over
// generated mazes, and the genetic algorithm of §4.3.3.
#include "app/cli/command.h"
#include "core/colab/colabtournament.h"
#include "core/gen/generators.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <thread>

namespace mazelab::cli {
namespace {

using namespace mazelab::colab;

const QString kColabCmd = QStringLiteral("mazelab-cli colab");

const char* kColabHelp =
    "CoLab (Petercă 2024, §4.3): two players race through a maze they do not know, each from\n"
    "its start to the other's, and may trade cells they know. Subcommands:\n"
    "  play        one game: --a STRATEGY --b STRATEGY on a generated maze or --maze FILE\n"
    "  tournament  every --strategy against every other, both roles, on --mazes N mazes\n"
    "  evolve      the genetic algorithm: evolves an 'evolved:…' player against the others\n"
    "Strategies: random[:P], defector, cooperator, tit-for-tat, tit-for-two-tats, grim-trigger,\n"
    "win-stay-lose-shift, remember-me, evolved:G0,…,G8 (README, \"CoLab\").";

struct Common {
    QCommandLineOption generator = cliOption("generator", "Maze generator (default backtracker).", "ALGO");
    QCommandLineOption size = cliOption("size", "Passage cells RxC (default 10x10, the thesis' size: 21 x 21 block mazes).", "RxC");
    QCommandLineOption braid = cliOption("braid", "Share of dead ends opened, 0 to 1 (default 0).", "P");
    QCommandLineOption seed = cliOption("seed", "Seed (default 1).", "S");
    QCommandLineOption maxSteps = cliOption("max-steps", "Steps before a timeout (default 300).", "N");
    QCommandLineOption threads = cliOption("threads", "Worker threads (default: all cores).", "T");
    QCommandLineOption json = cliOption("json", "Print JSON.");

    void add(QCommandLineParser& p) const
    {
        p.addOptions({generator, size, braid, seed, maxSteps, threads, json});
    }
    // −1 when fine, else the exit code after a message.
    int read(const QCommandLineParser& p, std::string& algo, int& rows, int& cols, double& braidP,
             std::uint64_t& s, int& steps, int& nThreads) const
    {
        algo = p.isSet(generator) ? p.value(generator).toStdString() : "backtracker";
        rows = cols = 10;
        if (p.isSet(size) && (!parseNxM(p.value(size), rows, cols) || rows < 1 || cols < 1
                              || rows > 200 || cols > 200)) {
            err(kColabCmd + QStringLiteral(": --size must be RxC passage cells, 1 to 200 each"));
            return BadInput;
        }
        bool ok = true;
        braidP = p.isSet(braid) ? p.value(braid).toDouble(&ok) : 0.0;
        if (!ok || !(braidP >= 0 && braidP <= 1)) {
            err(kColabCmd + QStringLiteral(": --braid must be from 0 to 1"));
            return BadInput;
        }
        s = p.isSet(seed) ? p.value(seed).toULongLong(&ok) : 1;
        if (!ok) {
            err(kColabCmd + QStringLiteral(": --seed must be a whole number >= 0"));
            return BadInput;
        }
        steps = p.isSet(maxSteps) ? p.value(maxSteps).toInt(&ok) : kDefaultMaxSteps;
        if (!ok || steps < 1 || steps > 1'000'000) {
            err(kColabCmd + QStringLiteral(": --max-steps must be from 1 to 1000000"));
            return BadInput;
        }
        nThreads = p.isSet(threads) ? p.value(threads).toInt(&ok)
                                    : int(std::max(1u, std::thread::hardware_concurrency()));
        if (!ok || nThreads < 1 || nThreads > 256) {
            err(kColabCmd + QStringLiteral(": --threads must be from 1 to 256"));
            return BadInput;
        }
        return -1;
    }
};

QString cellText(Cell c)
{
    return QStringLiteral("(%1, %2)").arg(c.row).arg(c.col);
}

QJsonArray cellJson(Cell c)
{
    return QJsonArray{c.row, c.col};
}

// A strategy name checked now, so a typo is reported before any game.
bool checkStrategy(const QString& name)
{
    try {
        makeStrategy(name.toStdString());
        return true;
    } catch (const std::invalid_argument& e) {
        err(kColabCmd + QStringLiteral(": ") + QString::fromStdString(e.what()));
        return false;
    }
}

int runPlay(const QStringList& args)
{
    QCommandLineParser parser;
    Common common;
    common.add(parser);
    const QCommandLineOption a = cliOption("a", "Player A's strategy (default tit-for-tat).", "STRATEGY");
    const QCommandLineOption b = cliOption("b", "Player B's strategy (default random).", "STRATEGY");
    const QCommandLineOption maze = cliOption("maze", "Play on this .maze file instead.", "FILE");
    const QCommandLineOption index = cliOption("index", "Which maze of the file (default 0).", "I");
    const QCommandLineOption steps = cliOption("steps", "Print each step (positions, trades, bumps).");
    parser.addOptions({a, b, maze, index, steps});
    if (const int rc = parseOrExit(parser, args, QStringLiteral("Play one CoLab game.")); rc >= 0)
        return rc;
    std::string algo;
    int rows = 0, cols = 0, maxSteps = 0, threads = 0;
    double braid = 0;
    std::uint64_t seed = 1;
    if (const int rc = common.read(parser, algo, rows, cols, braid, seed, maxSteps, threads); rc >= 0)
        return rc;
    const QString nameA = parser.isSet(a) ? parser.value(a) : QStringLiteral("tit-for-tat");
    const QString nameB = parser.isSet(b) ? parser.value(b) : QStringLiteral("random");
    if (!checkStrategy(nameA) || !checkStrategy(nameB))
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
            board = experimentMazes(algo, rows, cols, 1, seed, braid).front();
        } catch (const std::exception& e) {
            err(kColabCmd + QStringLiteral(" play: ") + QString::fromStdString(e.what()));
            return BadInput;
        }
    }
    Random random(seed);
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
    options.maxSteps = maxSteps;
    options.seed = seed;
    options.record = parser.isSet(steps) || parser.isSet(common.json);
    const GameResult r = playGame(board, cells.first, cells.second, *sa, *sb, options);
    if (parser.isSet(common.json)) {
        QJsonArray record;
        for (const StepRecord& s : r.record) {
            QJsonObject o{{QStringLiteral("a"), cellJson(s.a)}, {QStringLiteral("b"), cellJson(s.b)}};
            if (s.bumpA)
                o[QStringLiteral("bumpA")] = true;
            if (s.bumpB)
                o[QStringLiteral("bumpB")] = true;
            if (s.attempts > 0)
                o[QStringLiteral("attempts")] = s.attempts;
            if (s.traded) {
                o[QStringLiteral("gaveA")] = cellJson(s.gaveA);
                o[QStringLiteral("gaveB")] = cellJson(s.gaveB);
            }
            record.append(o);
        }
        printJson(QJsonObject{{QStringLiteral("a"), nameA},
                              {QStringLiteral("b"), nameB},
                              {QStringLiteral("rows"), board.rows()},
                              {QStringLiteral("cols"), board.cols()},
                              {QStringLiteral("startA"), cellJson(r.startA)},
                              {QStringLiteral("startB"), cellJson(r.startB)},
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
            const StepRecord& s = r.record[i];
            QString line = QStringLiteral("step %1: A %2%3, B %4%5")
                               .arg(i + 1)
                               .arg(cellText(s.a), s.bumpA ? QStringLiteral(" (bump)") : QString(),
                                    cellText(s.b), s.bumpB ? QStringLiteral(" (bump)") : QString());
            if (s.traded)
                line += QStringLiteral("; traded: A gave %1, B gave %2")
                            .arg(cellText(s.gaveA), cellText(s.gaveB));
            else if (s.attempts > 0)
                line += QStringLiteral("; ") + counted(s.attempts, "negotiation attempt", "negotiation attempts")
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

QJsonObject standingJson(const Standing& s)
{
    return QJsonObject{{QStringLiteral("strategy"), QString::fromStdString(s.name)},
                       {QStringLiteral("games"), s.games},
                       {QStringLiteral("wins"), s.wins},
                       {QStringLiteral("draws"), s.draws},
                       {QStringLiteral("losses"), s.losses},
                       {QStringLiteral("timeouts"), s.timeouts},
                       {QStringLiteral("points"), qint64(s.points)},
                       {QStringLiteral("fitness"), s.fitness},
                       {QStringLiteral("meanSteps"), s.meanSteps},
                       {QStringLiteral("meanTrades"), s.meanTrades}};
}

void printStandings(const std::vector<Standing>& standings)
{
    std::vector<Standing> sorted = standings;
    std::stable_sort(sorted.begin(), sorted.end(), [](const Standing& x, const Standing& y) {
        return x.points != y.points ? x.points > y.points : x.fitness > y.fitness;
    });
    qsizetype width = 8;
    for (const Standing& s : sorted)
        width = std::max(width, qsizetype(s.name.size()));
    out(QStringLiteral("%1  games   wins  draws losses timeouts  points  fitness  steps  trades")
            .arg(QStringLiteral("strategy"), -int(width)));
    for (const Standing& s : sorted)
        out(QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9")
                .arg(QString::fromStdString(s.name), -int(width))
                .arg(s.games, 6)
                .arg(s.wins, 6)
                .arg(s.draws, 6)
                .arg(s.losses, 6)
                .arg(s.timeouts, 8)
                .arg(qint64(s.points), 7)
                .arg(s.fitness, 8, 'f', 4)
                .arg(QStringLiteral("%1 %2")
                         .arg(s.meanSteps, 6, 'f', 1)
                         .arg(s.meanTrades, 7, 'f', 2)));
}

int runTournament(const QStringList& args)
{
    QCommandLineParser parser;
    Common common;
    common.add(parser);
    const QCommandLineOption strategy = cliOption("strategy", "A player (repeat; default: every built-in one).", "NAME");
    const QCommandLineOption mazes = cliOption("mazes", "Number of mazes (default 100).", "N");
    parser.addOptions({strategy, mazes});
    if (const int rc = parseOrExit(parser, args, QStringLiteral("A CoLab round-robin tournament.")); rc >= 0)
        return rc;
    std::string algo;
    int rows = 0, cols = 0, maxSteps = 0, threads = 0;
    double braid = 0;
    std::uint64_t seed = 1;
    if (const int rc = common.read(parser, algo, rows, cols, braid, seed, maxSteps, threads); rc >= 0)
        return rc;
    std::vector<std::string> names;
    for (const QString& n : parser.values(strategy)) {
        if (!checkStrategy(n))
            return BadInput;
        names.push_back(n.toStdString());
    }
    if (names.empty())
        names = strategyNames();
    bool ok = true;
    const int count = parser.isSet(mazes) ? parser.value(mazes).toInt(&ok) : 100;
    if (!ok || count < 1 || count > 100000) {
        err(kColabCmd + QStringLiteral(" tournament: --mazes must be from 1 to 100000"));
        return BadInput;
    }
    std::vector<Maze> boards;
    try {
        boards = experimentMazes(algo, rows, cols, count, seed, braid);
    } catch (const std::exception& e) {
        err(kColabCmd + QStringLiteral(" tournament: ") + QString::fromStdString(e.what()));
        return BadInput;
    }
    TournamentOptions options;
    options.maxSteps = maxSteps;
    options.seed = seed;
    options.threads = threads;
    Control control(seed);
    QElapsedTimer timer;
    timer.start();
    const TournamentResult result = playTournament(names, boards, options, control);
    if (parser.isSet(common.json)) {
        QJsonArray standings;
        for (const Standing& s : result.standings)
            standings.append(standingJson(s));
        QJsonArray matrix;
        for (const auto& row : result.fitness) {
            QJsonArray r;
            for (double f : row)
                r.append(f);
            matrix.append(r);
        }
        printJson(QJsonObject{{QStringLiteral("mazes"), count},
                              {QStringLiteral("generator"), QString::fromStdString(algo)},
                              {QStringLiteral("rows"), rows},
                              {QStringLiteral("cols"), cols},
                              {QStringLiteral("seed"), QString::number(seed)},
                              {QStringLiteral("standings"), standings},
                              {QStringLiteral("fitness"), matrix}});
        return Ok;
    }
    const qint64 games = qint64(count) * qint64(names.size() * names.size());
    out(QStringLiteral("%1 on %2 (%3, %4 x %5 passage cells, seeds %6 to %7), %8 s")
            .arg(counted(games, "game", "games"), counted(count, "maze", "mazes"),
                 QString::fromStdString(algo))
            .arg(rows)
            .arg(cols)
            .arg(seed)
            .arg(seed + std::uint64_t(count) - 1)
            .arg(double(timer.elapsed()) / 1000.0, 0, 'f', 2));
    printStandings(result.standings);
    return Ok;
}

int runEvolve(const QStringList& args)
{
    QCommandLineParser parser;
    Common common;
    common.add(parser);
    const QCommandLineOption population = cliOption("population", "Genomes per generation (default 16).", "N");
    const QCommandLineOption generations = cliOption("generations", "Generations (default 10).", "N");
    const QCommandLineOption elite = cliOption("elite", "Best genomes kept unchanged (default 2).", "N");
    const QCommandLineOption mutation = cliOption("mutation", "Chance per gene (default 0.2).", "P");
    const QCommandLineOption mazes = cliOption("mazes", "Mazes per generation (default 5).", "N");
    const QCommandLineOption opponent = cliOption("opponent", "An opponent (repeat; default: every built-in one).", "NAME");
    const QCommandLineOption save = cliOption("save", "Write the best player's name to FILE.", "FILE");
    parser.addOptions({population, generations, elite, mutation, mazes, opponent, save});
    if (const int rc = parseOrExit(parser, args, QStringLiteral("Evolve a CoLab player (§4.3.3).")); rc >= 0)
        return rc;
    EvolveOptions options;
    if (const int rc = common.read(parser, options.generator, options.rows, options.cols,
                                   options.braid, options.seed, options.maxSteps, options.threads);
        rc >= 0)
        return rc;
    struct IntOption {
        const QCommandLineOption& option;
        int& value;
        int low, high;
    };
    for (const IntOption& o : {IntOption{population, options.population, 2, 10000},
                               IntOption{generations, options.generations, 1, 100000},
                               IntOption{elite, options.elite, 0, 10000},
                               IntOption{mazes, options.mazesPerGeneration, 1, 100000}}) {
        if (!parser.isSet(o.option))
            continue;
        bool ok = false;
        o.value = parser.value(o.option).toInt(&ok);
        if (!ok || o.value < o.low || o.value > o.high) {
            err(kColabCmd + QStringLiteral(" evolve: --%1 must be from %2 to %3")
                                .arg(o.option.names().first())
                                .arg(o.low)
                                .arg(o.high));
            return BadInput;
        }
    }
    if (parser.isSet(mutation)) {
        bool ok = false;
        options.mutation = parser.value(mutation).toDouble(&ok);
        if (!ok || !(options.mutation >= 0 && options.mutation <= 1)) {
            err(kColabCmd + QStringLiteral(" evolve: --mutation must be from 0 to 1"));
            return BadInput;
        }
    }
    for (const QString& n : parser.values(opponent)) {
        if (!checkStrategy(n))
            return BadInput;
        options.opponents.push_back(n.toStdString());
    }
    try {
        experimentMazes(options.generator, options.rows, options.cols, 1, options.seed, options.braid);
    } catch (const std::exception& e) {
        err(kColabCmd + QStringLiteral(" evolve: ") + QString::fromStdString(e.what()));
        return BadInput;
    }
    const bool json = parser.isSet(common.json);
    Control control(options.seed);
    const EvolveResult result = evolve(options, control, [&](const GenerationReport& g) {
        if (!json)
            out(QStringLiteral("generation %1: best fitness %2, mean %3, evolved:%4")
                    .arg(g.generation)
                    .arg(g.best, 0, 'f', 4)
                    .arg(g.mean, 0, 'f', 4)
                    .arg(QString::fromStdString(g.bestGenome.text())));
    });
    const QString best = QStringLiteral("evolved:") + QString::fromStdString(result.best.text());
    if (parser.isSet(save)
        && !writeOutput(parser.value(save), (best + QLatin1Char('\n')).toUtf8(),
                        kColabCmd + QStringLiteral(" evolve")))
        return BadInput;
    if (json) {
        QJsonArray history;
        for (const GenerationReport& g : result.history)
            history.append(QJsonObject{{QStringLiteral("generation"), g.generation},
                                       {QStringLiteral("best"), g.best},
                                       {QStringLiteral("mean"), g.mean},
                                       {QStringLiteral("genome"), QString::fromStdString(g.bestGenome.text())}});
        QJsonObject genes;
        for (int i = 0; i < Genome::kCount; ++i)
            genes[QString::fromLatin1(Genome::geneName(i))] = result.best.genes[std::size_t(i)];
        printJson(QJsonObject{{QStringLiteral("best"), best},
                              {QStringLiteral("fitness"), result.bestFitness},
                              {QStringLiteral("genes"), genes},
                              {QStringLiteral("history"), history}});
        return Ok;
    }
    out(QStringLiteral("best: %1 (fitness %2)").arg(best).arg(result.bestFitness, 0, 'f', 4));
    for (int i = 0; i < Genome::kCount; ++i)
        out(QStringLiteral("  %1 = %2")
                .arg(QString::fromLatin1(Genome::geneName(i)))
                .arg(result.best.genes[std::size_t(i)], 0, 'g', 4));
    return Ok;
}

int runColab(const QStringList& args)
{
    const QString sub = args.size() > 1 ? args[1] : QString();
    const QStringList rest = args.mid(1);
    if (sub == QLatin1String("play"))
        return runPlay(rest);
    if (sub == QLatin1String("tournament"))
        return runTournament(rest);
    if (sub == QLatin1String("evolve"))
        return runEvolve(rest);
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
