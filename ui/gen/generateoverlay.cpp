#include "ui/gen/generateoverlay.h"

#include <QPainter>

#include <algorithm>

namespace mazelab {

QColor distanceColour(double t)
{
    t = std::clamp(t, 0.0, 1.0);
    return QColor::fromHsvF(float((55.0 + 210.0 * t) / 360.0), float(0.25 + 0.4 * t), 0.97f);
}

void CarvingImageOverlay::paint(QPainter& p, double cellSize, QRect visible)
{
    if (!enabled || !cells || cols <= 0)
        return;
    const int rows = int(cells->size()) / cols;
    const QRect r = visible.isValid() ? visible.intersected(QRect(0, 0, cols, rows))
                                      : QRect(0, 0, cols, rows);
    if (r.isEmpty())
        return;
    if (m_image.size() != r.size())
        m_image = QImage(r.size(), QImage::Format_RGB32);
    QRgb palette[4] = {wall.rgb(), carvingColour(1).rgb(), carvingColour(2).rgb(),
                       carvingColour(3).rgb()};
    for (int row = 0; row < r.height(); ++row) {
        auto* line = reinterpret_cast<QRgb*>(m_image.scanLine(row));
        const std::int32_t* src
            = cells->data() + std::size_t(row + r.top()) * std::size_t(cols) + r.left();
        for (int col = 0; col < r.width(); ++col)
            line[col] = palette[std::clamp(src[col], 0, 3)];
    }
    p.drawImage(QRectF(r.left() * cellSize, r.top() * cellSize, r.width() * cellSize,
                       r.height() * cellSize),
                m_image);
    if (current >= 0) {
        p.save();
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setPen(Qt::NoPen);
        p.setBrush(kLongestPathColour);
        const double d = std::max(3.0, cellSize * 0.7);
        const QPointF centre((current % cols + 0.5) * cellSize, (current / cols + 0.5) * cellSize);
        p.drawEllipse(centre, d / 2, d / 2);
        p.restore();
    }
}

void DistanceOverlay::setMap(std::shared_ptr<const gen::DistanceMap> map)
{
    m_map = std::move(map);
    m_image = QImage();
}

void DistanceOverlay::setShown(bool distances, bool longestPath)
{
    if (distances == m_distances && longestPath == m_path)
        return;
    m_distances = distances;
    m_path = longestPath;
    m_image = QImage();
}

void DistanceOverlay::paint(QPainter& p, double cellSize, QRect visible)
{
    if (!isActive() || m_map->cols <= 0 || m_map->rows <= 0)
        return;
    const gen::DistanceMap& map = *m_map;
    if (m_image.isNull()) {
        m_image = QImage(map.cols, map.rows, QImage::Format_ARGB32_Premultiplied);
        m_image.fill(Qt::transparent);
        if (m_distances) {
            const double top = std::max(1, map.maxDistance);
            std::vector<QRgb> ramp(256);
            for (int i = 0; i < 256; ++i)
                ramp[std::size_t(i)] = distanceColour(i / 255.0).rgba();
            for (int row = 0; row < map.rows; ++row) {
                auto* line = reinterpret_cast<QRgb*>(m_image.scanLine(row));
                const std::int32_t* d = map.distance.data() + std::size_t(row) * map.cols;
                for (int col = 0; col < map.cols; ++col)
                    if (d[col] >= 0)
                        line[col] = ramp[std::size_t(std::lround(d[col] / top * 255.0))];
            }
        }
        if (m_path)
            for (const std::int32_t c : map.longestPath)
                m_image.setPixel(c % map.cols, c / map.cols, kLongestPathColour.rgba());
    }
    const QRect all(0, 0, map.cols, map.rows);
    const QRect r = visible.isValid() ? visible.intersected(all) : all;
    if (r.isEmpty())
        return;
    p.save();
    p.setRenderHint(QPainter::SmoothPixmapTransform, cellSize < 1); // zoomed out: average
    p.drawImage(QRectF(r.left() * cellSize, r.top() * cellSize, r.width() * cellSize,
                       r.height() * cellSize),
                m_image, QRectF(r));
    p.restore();
}

GenerateFrames::GenerateFrames(const Maze& maze, std::shared_ptr<const CellTrace> trace,
                               QString algorithm, std::shared_ptr<const gen::DistanceMap> map,
                               bool distances, bool path)
    : CarvingFrames(maze, std::move(trace), algorithm), m_maze(maze), m_name(algorithm)
{
    m_final.setMap(std::move(map));
    m_final.setShown(distances, path);
}

void GenerateFrames::paintFrame(QPainter& p, qint64 step, int cellPx)
{
    CarvingFrames::paintFrame(p, step, cellPx);
    if (step >= length() && m_final.isActive())
        m_final.paint(p, cellPx, {});
}

std::unique_ptr<FramePainter> GenerateFrames::clone() const
{
    return std::make_unique<GenerateFrames>(m_maze, trace(), m_name, m_final.map(),
                                            m_final.showsDistances(),
                                            m_final.showsLongestPath());
}

} // namespace mazelab
