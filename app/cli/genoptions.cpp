#include "app/cli/genoptions.h"

#include "app/cli/command.h"

#include <QCommandLineParser>
#include <QImage>
#include <QJsonArray>

namespace mazelab::cli {

using namespace mazelab::gen;

namespace {
const QCommandLineOption kSeed(QStringLiteral("seed"), QStringLiteral("Random seed (default 1)."),
                               QStringLiteral("S"));
const QCommandLineOption kParam(
    {QStringLiteral("p"), QStringLiteral("param")},
    QStringLiteral("A generator parameter, e.g. bias=0.5 (repeatable; see --list)."),
    QStringLiteral("NAME=VALUE"));
const QCommandLineOption kBraid(QStringLiteral("braid"),
                                QStringLiteral("Remove this share of the dead ends (0 to 1)."),
                                QStringLiteral("P"));
const QCommandLineOption kMask(
    QStringLiteral("mask"),
    QStringLiteral(
        "Generate inside a shape: light pixels of PNG (scaled to ROWSxCOLS) are cells."),
    QStringLiteral("PNG"));
const QCommandLineOption kStart(
    QStringLiteral("start"),
    QStringLiteral("corners (default), farthest (the two ends of the longest path), or R,C."),
    QStringLiteral("WHERE"));
const QCommandLineOption kGoal(QStringLiteral("goal"),
                               QStringLiteral("The goal cell R,C (passage cells, 0-based)."),
                               QStringLiteral("R,C"));

bool parseCell(const QString& text, Cell& cell)
{
    const QStringList parts = text.split(QLatin1Char(','));
    bool okR = false, okC = false;
    if (parts.size() == 2) {
        cell.row = parts[0].trimmed().toInt(&okR);
        cell.col = parts[1].trimmed().toInt(&okC);
    }
    return okR && okC;
}
} // namespace

void addGenOptions(QCommandLineParser& parser)
{
    parser.addOptions({kSeed, kParam, kBraid, kMask, kStart, kGoal});
}

int readGenOptions(const QCommandLineParser& parser, const QString& cmd, GenRequest& request,
                   std::uint64_t& seed)
{
    if (parser.isSet(kSeed)) {
        bool ok = false;
        seed = parser.value(kSeed).toULongLong(&ok);
        if (!ok) {
            err(cmd + QStringLiteral(": --seed must be a whole number"));
            return BadInput;
        }
    }
    for (const QString& p : parser.values(kParam)) {
        const qsizetype eq = p.indexOf(QLatin1Char('='));
        if (eq <= 0) {
            err(cmd + QStringLiteral(": --param expects NAME=VALUE; got '%1'").arg(p));
            return BadInput;
        }
        request.params[p.left(eq).toStdString()] = p.mid(eq + 1).toStdString();
    }
    if (parser.isSet(kBraid)) {
        bool ok = false;
        request.braid = parser.value(kBraid).toDouble(&ok);
        if (!ok || request.braid < 0 || request.braid > 1) {
            err(cmd + QStringLiteral(": --braid must be a number from 0 to 1"));
            return BadInput;
        }
    }
    if (parser.isSet(kMask)) {
        QImage image(parser.value(kMask));
        if (image.isNull()) {
            err(QStringLiteral("%1: cannot read the image").arg(parser.value(kMask)));
            return BadInput;
        }
        if (request.rows * std::int64_t(request.cols) > 16'000'000) {
            err(cmd + QStringLiteral(": a mask needs a size below 16 million cells"));
            return BadInput;
        }
        image = image.convertToFormat(QImage::Format_ARGB32)
                    .scaled(request.cols, request.rows, Qt::IgnoreAspectRatio,
                            Qt::FastTransformation);
        request.mask.assign(std::size_t(request.rows) * std::size_t(request.cols), 0);
        for (int r = 0; r < request.rows; ++r)
            for (int c = 0; c < request.cols; ++c) {
                const QRgb px = image.pixel(c, r);
                request.mask[std::size_t(r) * std::size_t(request.cols) + std::size_t(c)]
                    = qAlpha(px) >= 128 && qGray(px) >= 128 ? 1 : 0;
            }
    }
    return -1;
}

int placeStartGoal(const QCommandLineParser& parser, const QString& cmd, PassageGrid& grid)
{
    auto inside = [&](Cell c) {
        return c.row >= 0 && c.col >= 0 && c.row < grid.rows() && c.col < grid.cols()
            && grid.isActive(grid.index(c.row, c.col));
    };
    const QString where = parser.value(kStart);
    if (where == QLatin1String("farthest")) {
        placeFarthest(grid);
    } else if (!where.isEmpty() && where != QLatin1String("corners")) {
        Cell c;
        if (!parseCell(where, c) || !inside(c)) {
            err(cmd
                + QStringLiteral(
                    ": --start must be corners, farthest or R,C on a cell of the maze"));
            return BadInput;
        }
        grid.setStart(c);
    }
    if (parser.isSet(kGoal)) {
        Cell c;
        if (!parseCell(parser.value(kGoal), c) || !inside(c)) {
            err(cmd + QStringLiteral(": --goal must be R,C on a cell of the maze"));
            return BadInput;
        }
        grid.setGoal(c);
    }
    return -1;
}

int placeStartGoal(const QCommandLineParser& parser, const QString& cmd, Maze&)
{
    if ((parser.isSet(kStart) && parser.value(kStart) != QLatin1String("corners"))
        || parser.isSet(kGoal)) {
        err(cmd + QStringLiteral(": this algorithm places start and goal in the corners only"));
        return BadInput;
    }
    return -1;
}

QString wallLetters(int code)
{
    QString s;
    const char letters[] = "NESW";
    for (int i = 0; i < 4; ++i)
        s += (code & (8 >> i)) ? QLatin1Char(letters[i]) : QLatin1Char('-');
    return s;
}

QJsonObject metricsJson(const MazeMetrics& m)
{
    QJsonObject o;
    o[QStringLiteral("rows")] = m.rows;
    o[QStringLiteral("cols")] = m.cols;
    o[QStringLiteral("cells")] = m.activeCells;
    o[QStringLiteral("M1")] = m.m1;
    o[QStringLiteral("M2")] = m.m2;
    o[QStringLiteral("M3")] = m.m3;
    o[QStringLiteral("M4")] = m.m4;
    o[QStringLiteral("M4general")] = m.m4General;
    o[QStringLiteral("M5")] = m.m5;
    o[QStringLiteral("solutionLength")] = m.solutionLength;
    o[QStringLiteral("deadEnds")] = m.deadEnds;
    o[QStringLiteral("junctions")] = m.junctions;
    o[QStringLiteral("tJunctions")] = m.tJunctions;
    o[QStringLiteral("crossroads")] = m.crossroads;
    o[QStringLiteral("closedCells")] = m.closedCells;
    o[QStringLiteral("longestCorridor")] = m.longestCorridor;
    o[QStringLiteral("straightness")] = m.straightness;
    o[QStringLiteral("areas")] = m.areas;
    o[QStringLiteral("loops")] = qint64(m.loops);
    o[QStringLiteral("perfect")] = m.perfect;
    QJsonArray types;
    for (const int n : m.cellTypes)
        types.append(n);
    o[QStringLiteral("cellTypes")] = types;
    return o;
}

QJsonObject passageStatsJson(const PassageStats& p)
{
    return QJsonObject{{QStringLiteral("steps"), qint64(p.steps)},
                       {QStringLiteral("passages"), qint64(p.passages)},
                       {QStringLiteral("longest"), qint64(p.longest)},
                       {QStringLiteral("average"), p.averageLength}};
}

} // namespace mazelab::cli
