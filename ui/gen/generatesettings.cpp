#include "ui/gen/generatesettings.h"

#include <QJsonValue>

#include <algorithm>

namespace mazelab {

namespace {
const QString kAlgorithm = QStringLiteral("algorithm");
const QString kRows = QStringLiteral("rows");
const QString kCols = QStringLiteral("cols");
const QString kSeed = QStringLiteral("seed");
const QString kParams = QStringLiteral("params");
const QString kBraid = QStringLiteral("braid");
const QString kMask = QStringLiteral("mask");
const QString kMaskPath = QStringLiteral("maskPath");
const QString kPlacement = QStringLiteral("placement");
const QString kInstant = QStringLiteral("instant");
const QString kDistances = QStringLiteral("distances");
const QString kLongest = QStringLiteral("longestPath");
} // namespace

QJsonObject GenerateSettings::toJson() const
{
    QJsonObject o;
    o[kAlgorithm] = algorithm;
    o[kRows] = rows;
    o[kCols] = cols;
    o[kSeed] = QString::number(seed); // a JSON number would lose bits above 2^53
    QJsonObject p;
    for (auto it = params.begin(); it != params.end(); ++it)
        p[it.key()] = it.value();
    o[kParams] = p;
    o[kBraid] = braid;
    o[kMask] = mask == MaskSource::WorkspaceMaze ? QStringLiteral("maze")
               : mask == MaskSource::Image       ? QStringLiteral("image")
                                                 : QStringLiteral("none");
    o[kMaskPath] = maskPath;
    o[kPlacement] = placement == StartGoalPlacement::Farthest ? QStringLiteral("farthest")
                                                              : QStringLiteral("corners");
    o[kInstant] = instant;
    o[kDistances] = distances;
    o[kLongest] = longestPath;
    return o;
}

GenerateSettings GenerateSettings::fromJson(const QJsonObject& o)
{
    GenerateSettings s;
    const QString algorithm = o.value(kAlgorithm).toString();
    if (gen::findGenerator(algorithm.toStdString()))
        s.algorithm = algorithm;
    s.rows = std::clamp(o.value(kRows).toInt(s.rows), 1, kMaxGenerateSide);
    s.cols = std::clamp(o.value(kCols).toInt(s.cols), 1, kMaxGenerateSide);
    bool ok = false;
    const quint64 seed = o.value(kSeed).toString().toULongLong(&ok);
    if (ok)
        s.seed = seed;
    const QJsonObject p = o.value(kParams).toObject();
    for (auto it = p.begin(); it != p.end(); ++it)
        if (it.value().isString())
            s.params[it.key()] = it.value().toString();
    s.braid = std::clamp(o.value(kBraid).toDouble(0), 0.0, 1.0);
    const QString mask = o.value(kMask).toString();
    s.mask = mask == QLatin1String("maze")    ? MaskSource::WorkspaceMaze
             : mask == QLatin1String("image") ? MaskSource::Image
                                              : MaskSource::None;
    s.maskPath = o.value(kMaskPath).toString();
    s.placement = o.value(kPlacement).toString() == QLatin1String("farthest")
                      ? StartGoalPlacement::Farthest
                      : StartGoalPlacement::Corners;
    s.instant = o.value(kInstant).toBool(false);
    s.distances = o.value(kDistances).toBool(false);
    s.longestPath = o.value(kLongest).toBool(false);
    return s;
}

gen::GenParams GenerateSettings::paramsOf(const QString& algorithm) const
{
    gen::GenParams out;
    const QString prefix = algorithm + QLatin1Char('/');
    for (auto it = params.begin(); it != params.end(); ++it)
        if (it.key().startsWith(prefix))
            out[it.key().mid(prefix.size()).toStdString()] = it.value().toStdString();
    return out;
}

std::vector<std::uint8_t> maskFromMaze(const Maze& maze, int rows, int cols)
{
    std::vector<std::uint8_t> mask(std::size_t(rows) * std::size_t(cols), 0);
    for (int r = 0; r < rows; ++r) {
        const int mr = int(std::int64_t(r) * maze.rows() / rows);
        for (int c = 0; c < cols; ++c) {
            const int mc = int(std::int64_t(c) * maze.cols() / cols);
            mask[std::size_t(r) * std::size_t(cols) + std::size_t(c)]
                = maze.isBlocked({mr, mc}) ? 0 : 1;
        }
    }
    return mask;
}

std::vector<std::uint8_t> maskFromImage(const QImage& source, int rows, int cols)
{
    const QImage image = source.convertToFormat(QImage::Format_ARGB32)
                             .scaled(cols, rows, Qt::IgnoreAspectRatio, Qt::FastTransformation);
    std::vector<std::uint8_t> mask(std::size_t(rows) * std::size_t(cols), 0);
    for (int r = 0; r < rows; ++r) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(r));
        for (int c = 0; c < cols; ++c)
            mask[std::size_t(r) * std::size_t(cols) + std::size_t(c)]
                = qAlpha(line[c]) >= 128 && qGray(line[c]) >= 128 ? 1 : 0;
    }
    return mask;
}

} // namespace mazelab
