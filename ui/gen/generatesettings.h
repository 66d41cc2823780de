#pragma once
// GenerateSettings: what the Generate mode's side panel asks for, kept in the project under
// "views"."generate" (toJson / fromJson; unknown or out-of-range values fall back to the
// defaults), and how it becomes a generation request: the mask from the workspace maze's
// free cells or from a PNG (the thesis' "bitmap mazes": light pixels are cells, dark or
// transparent ones outside, scaled to rows × cols as `mazelab-cli generate --mask`).

#include "ui/gen/generatejob.h"

#include <QImage>
#include <QJsonObject>
#include <QMap>
#include <QString>

namespace mazelab {

enum class MaskSource { None, WorkspaceMaze, Image };

struct GenerateSettings {
    QString algorithm = QStringLiteral("backtracker");
    int rows = 20;
    int cols = 20;
    quint64 seed = 1;
    QMap<QString, QString> params; // per algorithm: "algorithm/name" → value
    double braid = 0;
    MaskSource mask = MaskSource::None;
    QString maskPath;
    StartGoalPlacement placement = StartGoalPlacement::Corners;
    bool instant = false;
    bool distances = false;
    bool longestPath = false;

    QJsonObject toJson() const;
    static GenerateSettings fromJson(const QJsonObject& o);
    // The parameter values of `algorithm` that were set (defaults are filled in by the core).
    gen::GenParams paramsOf(const QString& algorithm) const;
    friend bool operator==(const GenerateSettings&, const GenerateSettings&) = default;
};

// The largest side (passage cells) the panel offers: the block maze's side limit.
inline constexpr int kMaxGenerateSide = (Maze::kMaxSide - 1) / 2;

// rows·cols entries, 1 = cell of the shape: the free cells of `maze` scaled (nearest cell) to
// rows × cols.
std::vector<std::uint8_t> maskFromMaze(const Maze& maze, int rows, int cols);
// The same from an image: light (grey ≥ 128) opaque pixels are cells.
std::vector<std::uint8_t> maskFromImage(const QImage& image, int rows, int cols);

} // namespace mazelab
