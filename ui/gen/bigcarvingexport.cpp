#include "ui/gen/bigcarvingexport.h"

#include "core/trace/celltrace.h"
#include "ui/gen/carvingframes.h"
#include "ui/mazerenderer.h"

#include <QCoreApplication>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace mazelab {

namespace {

// Palette indices of a sampled frame.
enum : uchar { kShades = 5, kFrontier = 5, kWalk = 6, kCurrent = 7, kColours = 8 };

QList<QRgb> palette()
{
    const QColor wall = MazeStyle().blocked, passage = carvingColour(1);
    QList<QRgb> colours;
    for (int i = 0; i < kShades; ++i) { // the passage share of a pixel's square: 0, ¼ … 1
        const double t = i / double(kShades - 1);
        colours << qRgb(int(std::lround(wall.red() + t * (passage.red() - wall.red()))),
                        int(std::lround(wall.green() + t * (passage.green() - wall.green()))),
                        int(std::lround(wall.blue() + t * (passage.blue() - wall.blue()))));
    }
    colours << carvingColour(2).rgb() << carvingColour(3).rgb() << qRgb(0xd6, 0x3a, 0x2f);
    return colours;
}

} // namespace

CarvingSampler::CarvingSampler(int blockRows, int blockCols, int maxFrames, int maxPixels)
    : m_rows(blockRows), m_cols(blockCols), m_maxFrames(std::max(2, maxFrames))
{
    const int side = std::max(blockRows, blockCols);
    m_k = std::max(1, (side + maxPixels - 1) / std::max(1, maxPixels));
    m_width = (blockCols + m_k - 1) / m_k;
    m_height = (blockRows + m_k - 1) / m_k;
    // A carving has at least one step per passage cell (about a quarter of the block cells).
    const qint64 cells = qint64(blockRows) * blockCols / 4;
    m_stride = std::max<qint64>(1, cells / m_maxFrames);
}

template<class Value>
QByteArray CarvingSampler::render(Value value, std::int32_t marker) const
{
    QByteArray pixels(qsizetype(m_width) * m_height, 0);
    const auto width = static_cast<std::size_t>(m_width);
    std::vector<int> passage(width), frontier(width), walk(width);
    for (int py = 0; py < m_height; ++py) {
        std::fill(passage.begin(), passage.end(), 0);
        std::fill(frontier.begin(), frontier.end(), 0);
        std::fill(walk.begin(), walk.end(), 0);
        const int r0 = py * m_k, r1 = std::min(m_rows, r0 + m_k);
        for (int r = r0; r < r1; ++r)
            for (int c = 0; c < m_cols; ++c) {
                const std::int32_t v = value(std::size_t(r) * std::size_t(m_cols) + std::size_t(c));
                const std::size_t px = std::size_t(c / m_k);
                passage[px] += v != 0;
                frontier[px] += v == 2;
                walk[px] += v == 3;
            }
        char* row = pixels.data() + qsizetype(py) * m_width;
        for (int px = 0; px < m_width; ++px) {
            const int area = (r1 - r0) * (std::min(m_cols, (px + 1) * m_k) - px * m_k);
            const std::size_t i = std::size_t(px);
            const auto shade = uchar(std::lround((kShades - 1) * passage[i] / double(area)));
            row[px] = char(walk[i] ? uchar(kWalk) : frontier[i] ? uchar(kFrontier) : shade);
        }
    }
    if (marker >= 0) { // the current cell, at least 2 × 2 pixels so it shows
        const int py = int(marker / m_cols) / m_k, px = int(marker % m_cols) / m_k;
        for (int y = py; y < std::min(m_height, py + 2); ++y)
            for (int x = px; x < std::min(m_width, px + 2); ++x)
                pixels[qsizetype(y) * m_width + x] = char(kCurrent);
    }
    return qCompress(pixels, 6);
}

void CarvingSampler::onStep(const TraceState& state)
{
    m_steps = state.step;
    if (state.step % m_stride != 0)
        return;
    const std::vector<std::int32_t>& layer = state.layers[0];
    m_frames.push_back(render([&layer](std::size_t i) { return layer[i]; },
                              state.markers.empty() ? -1 : state.markers[0]));
    m_frameSteps.push_back(state.step);
    if (int(m_frames.size()) >= 2 * m_maxFrames) {
        thin();
        m_stride *= 2;
    }
}

void CarvingSampler::thin()
{
    // Keep frames 1, 3, 5, … (steps that are multiples of the doubled stride).
    std::size_t kept = 0;
    for (std::size_t j = 1; j < m_frames.size(); j += 2, ++kept) {
        m_frames[kept] = std::move(m_frames[j]);
        m_frameSteps[kept] = m_frameSteps[j];
    }
    m_frames.resize(kept);
    m_frameSteps.resize(kept);
}

void CarvingSampler::finish(const Maze& maze)
{
    while (int(m_frames.size()) >= m_maxFrames) // room for the finished maze
        thin();
    m_frames.push_back(render(
        [&maze](std::size_t i) { return std::int32_t(maze.cells()[i] == 0 ? 1 : 0); }, -1));
    m_frameSteps.push_back(m_steps);
}

QImage CarvingSampler::frame(int i) const
{
    static const QList<QRgb> colours = palette();
    const QByteArray pixels = qUncompress(m_frames[std::size_t(i)]);
    QImage image(m_width, m_height, QImage::Format_Indexed8);
    image.setColorTable(colours);
    for (int y = 0; y < m_height; ++y)
        std::copy_n(pixels.constData() + qsizetype(y) * m_width, m_width, image.scanLine(y));
    return image;
}

std::size_t CarvingSampler::compressedBytes() const
{
    std::size_t bytes = 0;
    for (const QByteArray& f : m_frames)
        bytes += std::size_t(f.size());
    return bytes;
}

std::shared_ptr<CarvingSampler> sampleCarving(const gen::GenRequest& request, std::uint64_t seed,
                                              int maxFrames, int maxPixels, Control& control)
{
    const gen::GeneratorInfo* info = gen::findGenerator(request.algorithm);
    if (!info)
        throw gen::GenerateError("unknown algorithm '" + request.algorithm + "'");
    const int blockRows = 2 * request.rows + 1, blockCols = 2 * request.cols + 1;
    if (request.rows < 1 || request.cols < 1 || blockRows > Maze::kMaxSide
        || blockCols > Maze::kMaxSide)
        throw gen::GenerateError("the maze is too big");
    control.setSeed(seed);
    auto sampler = std::make_shared<CarvingSampler>(blockRows, blockCols, maxFrames, maxPixels);
    Maze maze;
    {
        CellTrace trace(blockRows, blockCols, 1, 1);
        // After a cancel no more frames are drawn, so the generator reaches its next poll
        // (every 65,536 carves) in milliseconds instead of after dozens of frames.
        trace.stream([&sampler, &control](const TraceState& s) {
            if (!control.isCancelled())
                sampler->onStep(s);
        });
        if (info->passage)
            maze = gen::generateGrid(request, control, &trace).toMaze();
        else
            maze = gen::generate(request, control, &trace);
        trace.finish();
    } // the live state goes here
    if (control.checkNow())
        return nullptr;
    sampler->finish(maze);
    return sampler;
}

SampledCarvingFrames::SampledCarvingFrames(std::shared_ptr<const CarvingSampler> sampler,
                                           QString algorithm)
    : m_sampler(std::move(sampler)), m_algorithm(std::move(algorithm))
{
}

void SampledCarvingFrames::paintFrame(QPainter& painter, qint64 step, int)
{
    painter.drawImage(0, 0, m_sampler->frame(int(std::clamp<qint64>(step, 0, length()))));
}

QString SampledCarvingFrames::caption(qint64 step) const
{
    const qint64 s = m_sampler->frameStep(int(std::clamp<qint64>(step, 0, length())));
    return QCoreApplication::translate("mazelab::CarvingFrames", "%1: step %L2 of %L3")
        .arg(m_algorithm)
        .arg(s)
        .arg(m_sampler->steps());
}

std::unique_ptr<FramePainter> SampledCarvingFrames::clone() const
{
    return std::make_unique<SampledCarvingFrames>(m_sampler, m_algorithm);
}

BigCarvingResult exportBigCarving(const QString& path, const gen::GenRequest& request,
                                  std::uint64_t seed, int maxFrames, int maxPixels,
                                  int frameDelayMs, Control& control)
{
    BigCarvingResult out;
    const std::shared_ptr<CarvingSampler> sampler =
        sampleCarving(request, seed, maxFrames, maxPixels, control);
    if (!sampler) {
        out.gif.cancelled = true;
        out.gif.error = QStringLiteral("cancelled");
        return out;
    }
    out.frames = sampler->frameCount();
    out.frameSize = sampler->frameSize();
    out.cellsPerPixel = sampler->cellsPerPixel();
    out.steps = sampler->steps();
    out.compressedBytes = sampler->compressedBytes();
    AnimationExportOptions o;
    o.first = 0;
    o.last = sampler->frameCount() - 1;
    o.stride = 1;
    o.frameDelayMs = frameDelayMs;
    o.holdSeconds = 2;
    o.caption = false;
    out.gif = exportAnimationGif(
        path, o,
        [&sampler](qint64 i) {
            return sampler->frame(int(i)).convertToFormat(QImage::Format_RGB32);
        },
        control);
    return out;
}

} // namespace mazelab
