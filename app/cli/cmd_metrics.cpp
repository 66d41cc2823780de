// mazelab-cli metrics FILE [--index I] [--json]
// mazelab-cli metrics --generator ALGO [--count N] [--size ROWSxCOLS] [--seed S] [--param …]
//                     [--csv|--json]
// mazelab-cli metrics --generator all [--count N] [--size ROWSxCOLS] [--seed S] [--csv|--json]
//   one row per generator (core/gen/comparison.h, the Generate mode's comparison table)
// The metrics of Petercă 2024 §2.1 for one maze in block form, or the cell-type distribution
// over the 16 wall configurations (Fig. 2) of a batch, as in the thesis' Tables 4.3–4.12
// (100 mazes of 10 × 10 per generator; maze i uses seed S + i).
#include "app/cli/command.h"
#include "app/cli/genoptions.h"
#include "core/gen/comparison.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

namespace mazelab::cli {
namespace {

using namespace mazelab::gen;

const QString kMetricsCmd = QStringLiteral("mazelab-cli metrics");

void printMetrics(const MazeMetrics& m)
{
    out(QStringLiteral("size: %1 x %2 cells (%3 in the maze)")
            .arg(m.rows)
            .arg(m.cols)
            .arg(m.activeCells));
    out(QStringLiteral("M1 (solution / cells): %1").arg(m.m1, 0, 'f', 4));
    out(QStringLiteral("M2 (longest dead end to dead end / cells): %1").arg(m.m2, 0, 'f', 4));
    out(QStringLiteral("M3 (inner walls / cells): %1").arg(m.m3, 0, 'f', 4));
    out(QStringLiteral("M4 (T-intersections / cells): %1").arg(m.m4, 0, 'f', 4));
    out(QStringLiteral("M4-general (Table 4.2): %1").arg(m.m4General, 0, 'f', 4));
    out(QStringLiteral("M5 (1 / areas): %1").arg(m.m5, 0, 'f', 4));
    out(QStringLiteral("solution length: %1 moves").arg(m.solutionLength));
    out(QStringLiteral("dead ends: %1, junctions: %2 (T %3, crossroads %4), closed cells: %5")
            .arg(m.deadEnds)
            .arg(m.junctions)
            .arg(m.tJunctions)
            .arg(m.crossroads)
            .arg(m.closedCells));
    out(QStringLiteral("longest corridor: %1 cells, straightness: %2")
            .arg(m.longestCorridor)
            .arg(m.straightness, 0, 'f', 4));
    out(QStringLiteral("areas: %1, loops: %2, perfect: %3")
            .arg(m.areas)
            .arg(m.loops)
            .arg(m.perfect ? QStringLiteral("yes") : QStringLiteral("no")));
}

int runFile(const QCommandLineParser& parser, const QCommandLineOption& index, bool json)
{
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1) {
        err(kMetricsCmd + QStringLiteral(": expected one FILE (or --generator ALGO)"));
        return BadInput;
    }
    const auto file = loadMazeFile(pos.first());
    if (!file)
        return BadInput;
    bool ok = false;
    const int which = parser.value(index).toInt(&ok);
    if (!ok || which < 0 || which >= int(file->mazes.size())) {
        err(kMetricsCmd + QStringLiteral(": --index must be from 0 to %1")
                              .arg(file->mazes.size() - 1));
        return BadInput;
    }
    const auto grid = PassageGrid::fromMaze(file->mazes[std::size_t(which)]);
    if (!grid) {
        err(QStringLiteral("%1: not a passage maze in block form (odd sizes, passage cells, start "
                           "and goal at odd coordinates)")
                .arg(pos.first()));
        return BadInput;
    }
    const MazeMetrics m = computeMetrics(*grid);
    const PassageStats passages = passageStats(file->mazes[std::size_t(which)]);
    if (json) {
        QJsonObject o = metricsJson(m);
        o[QStringLiteral("passages")] = passageStatsJson(passages);
        printJson(o);
    } else {
        printMetrics(m);
        // article 003's "average passage length" (core/gen/metrics.h: passageStats)
        out(QStringLiteral("passages: %1, average length: %2 block cells, longest: %3 (%4 steps "
                           "between dead ends and junctions)")
                .arg(passages.passages)
                .arg(passages.averageLength, 0, 'f', 4)
                .arg(passages.longest)
                .arg(passages.steps));
    }
    return Ok;
}

// `--generator all`: the comparison table, in the column order of comparisonColumns().
int runComparison(const GenRequest& request, int count, std::uint64_t seed, bool csv, bool json)
{
    if (!request.params.empty() || !request.mask.empty() || request.braid > 0) {
        err(kMetricsCmd + QStringLiteral(": --generator all takes no --param, --mask or --braid "
                                         "(each generator runs with its defaults)"));
        return BadInput;
    }
    ComparisonRequest cr;
    cr.rows = request.rows;
    cr.cols = request.cols;
    cr.count = count;
    cr.seed = seed;
    Control control(seed);
    const std::vector<ComparisonRow> rows = compareGenerators(cr, control);
    const std::vector<std::string>& columns = comparisonColumns();
    if (csv) {
        out(QString::fromStdString(comparisonCsv(rows)).chopped(1)); // out() adds the '\n'
        return Ok;
    }
    if (json) {
        QJsonArray list;
        for (const ComparisonRow& row : rows) {
            QJsonObject o{{QStringLiteral("generator"), QString::fromStdString(row.algorithm)}};
            const std::vector<std::string> values = comparisonValues(row);
            for (std::size_t i = 0; i < values.size(); ++i) {
                const QString key = QString::fromStdString(columns[i + 1]);
                const QString text = QString::fromStdString(values[i]);
                bool number = false;
                const double v = text.toDouble(&number);
                if (number)
                    o[key] = v;
                else if (!text.isEmpty())
                    o[key] = text;
                else if (key != QLatin1String("error"))
                    o[key] = QJsonValue::Null;
            }
            list.append(o);
        }
        printJson(QJsonObject{{QStringLiteral("count"), count},
                              {QStringLiteral("rows"), request.rows},
                              {QStringLiteral("cols"), request.cols},
                              {QStringLiteral("seed"), QString::number(seed)},
                              {QStringLiteral("generators"), list}});
        return Ok;
    }
    out(QStringLiteral("%1 mazes of %2 x %3 per generator, seeds %4 to %5; means per maze "
                       "(ms: generation only)")
            .arg(count)
            .arg(request.rows)
            .arg(request.cols)
            .arg(seed)
            .arg(seed + std::uint64_t(count) - 1));
    // Column widths: the longest of header and values.
    std::vector<qsizetype> width(columns.size() - 1, 0);
    std::vector<std::vector<QString>> cells;
    for (const ComparisonRow& row : rows) {
        std::vector<QString> line{QString::fromStdString(row.algorithm)};
        for (const std::string& v : comparisonValues(row))
            line.push_back(QString::fromStdString(v));
        cells.push_back(line);
    }
    for (std::size_t c = 0; c + 1 < columns.size(); ++c) {
        width[c] = qsizetype(columns[c].size());
        for (const auto& line : cells)
            width[c] = std::max(width[c], line[c].size());
    }
    auto print = [&](const std::vector<QString>& line) {
        QString text;
        for (std::size_t c = 0; c + 1 < columns.size(); ++c)
            text += c == 0 ? line[c].leftJustified(width[c] + 1)
                           : line[c].rightJustified(width[c] + 1);
        if (!line.back().isEmpty())
            text += QStringLiteral("  ") + line.back(); // the error, unaligned
        out(text.trimmed());
    };
    std::vector<QString> header;
    for (const std::string& c : columns)
        header.push_back(c == "error" ? QString() : QString::fromStdString(c));
    print(header);
    for (const auto& line : cells)
        print(line);
    return Ok;
}

int runBatch(const QCommandLineParser& parser, const QCommandLineOption& generator,
             const QCommandLineOption& count, const QCommandLineOption& size, bool csv, bool json)
{
    GenRequest request;
    request.algorithm = parser.value(generator).toStdString();
    if (!parseSize({parser.value(size)}, request.rows, request.cols) || request.rows < 1
        || request.cols < 1 || std::int64_t(request.rows) * request.cols > 4'000'000) {
        err(kMetricsCmd
            + QStringLiteral(": --size must be ROWSxCOLS with at most 4 million cells"));
        return BadInput;
    }
    bool ok = false;
    const int n = parser.value(count).toInt(&ok);
    if (!ok || n < 1 || n > 1'000'000) {
        err(kMetricsCmd + QStringLiteral(": --count must be a whole number from 1 to 1000000"));
        return BadInput;
    }
    std::uint64_t seed = 1;
    if (const int rc = readGenOptions(parser, kMetricsCmd, request, seed); rc >= 0)
        return rc;
    if (request.algorithm == "all")
        return runComparison(request, n, seed, csv, json);
    CellTypeDistribution dist;
    double sums[6] = {};
    int perfect = 0;
    try {
        for (int i = 0; i < n; ++i) {
            Control control(seed + std::uint64_t(i));
            // Block-only generators (cellular, cavern) are refused by generateGrid: their
            // mazes have no passage cells to classify.
            const MazeMetrics m = computeMetrics(generateGrid(request, control));
            dist.add(m);
            const double v[6] = {m.m1, m.m2, m.m3, m.m4, m.m4General, m.m5};
            for (int k = 0; k < 6; ++k)
                sums[k] += v[k];
            perfect += m.perfect ? 1 : 0;
        }
    } catch (const GenerateError& e) {
        err(kMetricsCmd + QStringLiteral(": ") + QString::fromStdString(e.what()));
        return BadInput;
    }
    static const char* const kNames[6] = {"M1", "M2", "M3", "M4", "M4general", "M5"};
    if (json) {
        QJsonObject o;
        o[QStringLiteral("generator")] = parser.value(generator);
        o[QStringLiteral("count")] = n;
        o[QStringLiteral("rows")] = request.rows;
        o[QStringLiteral("cols")] = request.cols;
        o[QStringLiteral("seed")] = QString::number(seed);
        o[QStringLiteral("perfect")] = perfect;
        QJsonArray types;
        for (int code = 0; code < 16; ++code)
            types.append(
                QJsonObject{{QStringLiteral("code"), code},
                            {QStringLiteral("walls"), wallLetters(code)},
                            {QStringLiteral("count"), qint64(dist.counts[std::size_t(code)])},
                            {QStringLiteral("share"), dist.share(code)}});
        o[QStringLiteral("cellTypes")] = types;
        QJsonObject means;
        for (int k = 0; k < 6; ++k)
            means[QLatin1String(kNames[k])] = sums[k] / n;
        o[QStringLiteral("means")] = means;
        printJson(o);
        return Ok;
    }
    if (csv) {
        out(QStringLiteral("code,walls,count,share"));
        for (int code = 0; code < 16; ++code)
            out(QStringLiteral("%1,%2,%3,%4")
                    .arg(code)
                    .arg(wallLetters(code))
                    .arg(dist.counts[std::size_t(code)])
                    .arg(dist.share(code), 0, 'f', 6));
        return Ok;
    }
    out(QStringLiteral("%1: %2 mazes of %3 x %4, seeds %5 to %6, %7 perfect")
            .arg(parser.value(generator))
            .arg(n)
            .arg(request.rows)
            .arg(request.cols)
            .arg(seed)
            .arg(seed + std::uint64_t(n) - 1)
            .arg(perfect));
    out(QStringLiteral("code  walls  cells     share"));
    for (int code = 0; code < 16; ++code)
        out(QStringLiteral("%1  %2  %3  %4 %")
                .arg(code, 4)
                .arg(wallLetters(code), 5)
                .arg(dist.counts[std::size_t(code)], 5)
                .arg(100 * dist.share(code), 8, 'f', 2));
    QString line = QStringLiteral("means:");
    for (int k = 0; k < 6; ++k)
        line += QStringLiteral(" %1 %2").arg(QLatin1String(kNames[k])).arg(sums[k] / n, 0, 'f', 4);
    out(line);
    return Ok;
}

int runMetrics(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("A .maze file in block form."),
                                 QStringLiteral("[FILE]"));
    const QCommandLineOption index(QStringLiteral("index"),
                                   QStringLiteral("Which maze of a set, from 0."),
                                   QStringLiteral("I"), QStringLiteral("0"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    const QCommandLineOption csv(QStringLiteral("csv"),
                                 QStringLiteral("With --generator: the distribution as CSV."));
    const QCommandLineOption generator(QStringLiteral("generator"),
                                       QStringLiteral("Measure a batch made by ALGO; 'all': "
                                                      "one row per generator."),
                                       QStringLiteral("ALGO"));
    const QCommandLineOption count(QStringLiteral("count"),
                                   QStringLiteral("Mazes in the batch (default 100)."),
                                   QStringLiteral("N"), QStringLiteral("100"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  QStringLiteral("Size of each maze (default 10x10)."),
                                  QStringLiteral("ROWSxCOLS"), QStringLiteral("10x10"));
    parser.addOptions({index, json, csv, generator, count, size});
    addGenOptions(parser);
    if (int rc = parseOrExit(
            parser, args,
            QStringLiteral("Maze metrics (Petercă 2024 §2.1: M1-M5, M4-general, dead ends, "
                           "junctions, corridors) of one maze, or the distribution of the 16 "
                           "cell types over a batch of generated mazes."));
        rc >= 0)
        return rc;
    if (parser.isSet(csv) && parser.isSet(json)) {
        err(kMetricsCmd + QStringLiteral(": --csv and --json exclude each other"));
        return BadInput;
    }
    if (parser.isSet(generator)) {
        if (!parser.positionalArguments().isEmpty()) {
            err(kMetricsCmd + QStringLiteral(": give either FILE or --generator"));
            return BadInput;
        }
        return runBatch(parser, generator, count, size, parser.isSet(csv), parser.isSet(json));
    }
    return runFile(parser, index, parser.isSet(json));
}

CliRegistrar regCmdMetrics({QStringLiteral("metrics"),
                  QStringLiteral("Maze metrics and cell-type distributions"), runMetrics});

} // namespace
} // namespace mazelab::cli
