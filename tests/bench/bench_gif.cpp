// GIF encoding speed and size (issue 13, point 3): 300 frames of a 512×512 carving animation
// (a 32×32 maze at 16 px per cell, one cell carved per frame: the carved cell takes a colour
// of its carving order, the current cell a red disc) encoded by GifWriter.
//
//   bench_gif                      Google Benchmark: frames/s of GifWriter (encoding only; the
//                                  frames are painted outside the timed region)
//   bench_gif --write DIR          writes DIR/mazelab.gif (GifWriter as exported) and
//                                  DIR/full.gif (the same frames, full frames, no transparency:
//                                  an unoptimising encoder's output, the input for gifsicle),
//                                  prints their sizes (scripts/bench-gif.sh compares them with
//                                  `gifsicle -O3 full.gif`)
#include "ui/colorscale.h"
#include "ui/export/gifwriter.h"
#include "ui/mazerenderer.h"

#include <benchmark/benchmark.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImageReader>
#include <QPainter>
#include <QTemporaryDir>

#include <cstdio>
#include <cstring>
#include <random>
#include <vector>

using namespace mazelab;

namespace {

constexpr int kCells = 32;
constexpr int kCellPx = 16;
constexpr int kFrames = 300;
constexpr int kDelayMs = 40;

// The carving: a depth-first search over the even cells of an all-blocked grid (seeded, so
// every run paints the same frames), one carved cell per step.
std::vector<Cell> carvingOrder()
{
    std::mt19937 rng(13);
    std::vector<Cell> order;
    std::vector<bool> seen(std::size_t(kCells * kCells), false);
    std::vector<Cell> stack{{0, 0}};
    seen[0] = true;
    order.push_back({0, 0});
    while (!stack.empty()) {
        const Cell c = stack.back();
        std::vector<Cell> next;
        for (const auto& [dr, dc] : {std::pair{-2, 0}, {2, 0}, {0, -2}, {0, 2}}) {
            const Cell n{c.row + dr, c.col + dc};
            if (n.row >= 0 && n.col >= 0 && n.row < kCells && n.col < kCells
                && !seen[std::size_t(n.row * kCells + n.col)])
                next.push_back(n);
        }
        if (next.empty()) {
            stack.pop_back();
            continue;
        }
        const Cell n = next[rng() % next.size()];
        seen[std::size_t(n.row * kCells + n.col)] = true;
        order.push_back({(c.row + n.row) / 2, (c.col + n.col) / 2}); // the wall between
        order.push_back(n);
        stack.push_back(n);
    }
    return order;
}

// Paints frame after frame into one image, touching only the cells that change.
class CarvingScene {
public:
    CarvingScene() : m_order(carvingOrder()), m_maze(kCells, kCells)
    {
        m_maze.fill(true);
        m_style.showStartGoal = false;
        m_image = QImage(kCells * kCellPx, kCells * kCellPx, QImage::Format_RGB32);
        QPainter p(&m_image);
        paintMaze(p, m_maze, kCellPx, {}, m_style);
    }
    // Advances to frame `k` (k = 0, 1, … in order) and returns the picture.
    const QImage& frame(int k)
    {
        if (k == 0)
            return m_image;
        const Cell c = m_order[std::size_t(k - 1) % m_order.size()];
        m_maze.setBlocked(c, false);
        QPainter p(&m_image);
        p.setRenderHint(QPainter::Antialiasing);
        if (k >= 2)
            paintCell(p, m_order[std::size_t(k - 2) % m_order.size()], k - 2, false);
        paintCell(p, c, k - 1, true);
        return m_image;
    }

private:
    void paintCell(QPainter& p, Cell c, int order, bool current)
    {
        paintMaze(p, m_maze, kCellPx, QRect(c.col, c.row, 1, 1), m_style);
        const QRectF r(c.col * kCellPx + 1, c.row * kCellPx + 1, kCellPx - 1, kCellPx - 1);
        const int level = (order * 16) / kFrames;
        p.fillRect(r, colorAt(ColorScaleKind::Viridis, 0.25 + level / 24.0));
        if (current) {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0xd6, 0x3a, 0x2f));
            p.drawEllipse(r.adjusted(3, 3, -3, -3));
        }
    }
    std::vector<Cell> m_order;
    Maze m_maze;
    MazeStyle m_style;
    QImage m_image;
};

// Encodes the animation; returns the file size or -1. `encodeNs` gets the time spent in the
// writer only.
qint64 encode(const QString& path, bool fullFrames, qint64* encodeNs = nullptr)
{
    CarvingScene scene;
    GifWriter writer;
    writer.setFullFrames(fullFrames);
    QElapsedTimer clock;
    qint64 ns = 0;
    if (!writer.open(path, QSize(kCells * kCellPx, kCells * kCellPx)))
        return -1;
    for (int k = 0; k < kFrames; ++k) {
        const QImage& image = scene.frame(k);
        clock.start();
        const bool ok = writer.addFrame(image, k + 1 == kFrames ? 2000 : kDelayMs);
        ns += clock.nsecsElapsed();
        if (!ok)
            return -1;
    }
    clock.start();
    const bool ok = writer.close();
    ns += clock.nsecsElapsed();
    if (encodeNs)
        *encodeNs = ns;
    return ok ? QFileInfo(path).size() : -1;
}

// Decodes `path` (Qt's GIF reader) and compares every frame with the scene: the number of
// frames whose pixels differ (-1 if the file cannot be read).
int mismatchedFrames(const QString& path)
{
    QImageReader reader(path);
    if (reader.imageCount() != kFrames)
        return -1;
    CarvingScene scene;
    int bad = 0;
    for (int k = 0; k < kFrames; ++k)
        if (reader.read().convertToFormat(QImage::Format_RGB32) != scene.frame(k))
            ++bad;
    return bad;
}

void BM_GifEncodeCarving512(benchmark::State& state)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.gif"));
    qint64 totalNs = 0, bytes = 0;
    for (auto _ : state) {
        qint64 ns = 0;
        bytes = encode(path, false, &ns);
        if (bytes < 0) {
            state.SkipWithError("encoding failed");
            return;
        }
        state.SetIterationTime(double(ns) * 1e-9);
        totalNs += ns;
    }
    state.counters["frames/s"] = double(kFrames) * double(state.iterations()) * 1e9
                                 / double(std::max<qint64>(1, totalNs));
    state.counters["bytes"] = double(bytes);
}
BENCHMARK(BM_GifEncodeCarving512)->UseManualTime()->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv); // fonts and painting need a Gui application
    if (argc == 3 && std::strcmp(argv[1], "--write") == 0) {
        const QDir dir(QString::fromLocal8Bit(argv[2]));
        qint64 ns = 0;
        const qint64 ours = encode(dir.filePath(QStringLiteral("mazelab.gif")), false, &ns);
        const qint64 full = encode(dir.filePath(QStringLiteral("full.gif")), true);
        if (ours < 0 || full < 0) {
            std::fprintf(stderr, "bench_gif: writing the GIFs failed\n");
            return 1;
        }
        const int bad = mismatchedFrames(dir.filePath(QStringLiteral("mazelab.gif")));
        std::printf("frames %d size %dx%d\nmazelab.gif %lld bytes (%.0f frames/s), "
                    "frames differing from the source when read back: %d\n"
                    "full.gif %lld bytes\n",
                    kFrames, kCells * kCellPx, kCells * kCellPx, static_cast<long long>(ours),
                    double(kFrames) * 1e9 / double(std::max<qint64>(1, ns)), bad,
                    static_cast<long long>(full));
        return bad == 0 ? 0 : 1;
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
