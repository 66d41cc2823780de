// mazelab-cli colab tournament|evolve: a round-robin tournament of CoLab strategies on generated
// mazes and the genetic algorithm of Petercă 2024 §4.3.3 (core/colab/colabtournament.h).
#include "app/cli/colaboptions.h"
#include "core/colab/colabtournament.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace mazelab::cli {
namespace {

using namespace mazelab::colab;

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

} // namespace

int runColabTournament(const QStringList& args)
{
    QCommandLineParser parser;
    ColabOptions common;
    common.add(parser);
    const QCommandLineOption strategy = cliOption("strategy", "A player (repeat; default: every built-in one).", "NAME");
    const QCommandLineOption mazes = cliOption("mazes", "Number of mazes (default 100).", "N");
    parser.addOptions({strategy, mazes});
    if (const int rc = parseOrExit(parser, args, QStringLiteral("A CoLab round-robin tournament.")); rc >= 0)
        return rc;
    ColabSettings s;
    if (const int rc = common.read(parser, s); rc >= 0)
        return rc;
    const std::string& algo = s.generator;
    const int rows = s.rows, cols = s.cols;
    const std::uint64_t seed = s.seed;
    std::vector<std::string> names;
    for (const QString& n : parser.values(strategy)) {
        if (!checkColabStrategy(n))
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
        boards = experimentMazes(algo, rows, cols, count, seed, s.braid);
    } catch (const std::exception& e) {
        err(kColabCmd + QStringLiteral(" tournament: ") + QString::fromStdString(e.what()));
        return BadInput;
    }
    TournamentOptions options;
    options.maxSteps = s.maxSteps;
    options.seed = seed;
    options.threads = s.threads;
    Control control(seed);
    QElapsedTimer timer;
    timer.start();
    const TournamentResult result = playTournament(names, boards, options, control);
    if (s.json) {
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

int runColabEvolve(const QStringList& args)
{
    QCommandLineParser parser;
    ColabOptions common;
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
    ColabSettings s;
    if (const int rc = common.read(parser, s); rc >= 0)
        return rc;
    EvolveOptions options;
    options.generator = s.generator;
    options.rows = s.rows;
    options.cols = s.cols;
    options.braid = s.braid;
    options.seed = s.seed;
    options.maxSteps = s.maxSteps;
    options.threads = s.threads;
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
        if (!checkColabStrategy(n))
            return BadInput;
        options.opponents.push_back(n.toStdString());
    }
    try {
        experimentMazes(options.generator, options.rows, options.cols, 1, options.seed, options.braid);
    } catch (const std::exception& e) {
        err(kColabCmd + QStringLiteral(" evolve: ") + QString::fromStdString(e.what()));
        return BadInput;
    }
    const bool json = s.json;
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

} // namespace mazelab::cli
