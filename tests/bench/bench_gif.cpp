// GIF encoding speed and size (issue 13, point 3), two 512×512 animations encoded by
// GifWriter:
// - carving: 300 frames, a 32×32 maze at 16 px per cell, one cell carved per frame (the
//   carved cell takes a colour of its carving order, the current cell a red disc);
// - mouse: the Mouse mode's picture (MouseOverlay: visit-count colours and numbers, the
//   mouse, the arrows) of the least-visited walk through a 14×14 maze at 32 px per cell,
//   one frame per step (up to 300).
//
//   bench_gif                      Google Benchmark: frames/s of GifWriter (encoding only; the
//                                  frames are painted outside the timed region), and of the
//                                  whole exportAnimation (painting, caption, encoding)
//   bench_gif --write DIR          writes DIR/<scene>-mazelab.gif (GifWriter as exported) and
//                                  DIR/<scene>-full.gif (the same frames, full frames, no
//                                  transparency: an unoptimising encoder's output, the input
//                                  for gifsicle), reads the former back and compares it with
//                                  the frames, prints the sizes (scripts/bench-gif.sh compares
//                                  them with `gifsicle -O3 <scene>-full.gif`)
#include "ui/colorscale.h"
#include "ui/export/animationexport.h"
#include "ui/export/gifwriter.h"
#include "ui/mazerenderer.h"
#include "ui/mouse/mouseoverlay.h"
#include "core/mouse/mousewalk.h"

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
#include <memory>
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
std::vector<Cell> carvingOrder(int cells = kCells)
{
    std::mt19937 rng(13);
    std::vector<Cell> order;
    std::vector<bool> seen(std::size_t(cells * cells), false);
    std::vector<Cell> stack{{0, 0}};
    seen[0] = true;
    order.push_back({0, 0});
    while (!stack.empty()) {
        const Cell c = stack.back();
        std::vector<Cell> next;
        for (const auto& [dr, dc] : {std::pair{-2, 0}, {2, 0}, {0, -2}, {0, 2}}) {
            const Cell n{c.row + dr, c.col + dc};
            if (n.row >= 0 && n.col >= 0 && n.row < cells && n.col < cells
                && !seen[std::size_t(n.row * cells + n.col)])
                next.push_back(n);
        }
        if (next.empty()) {
            stack.pop_back();
            continue;
        }
        const Cell n = next[rng() % next.size()];
        seen[std::size_t(n.row * cells + n.col)] = true;
        order.push_back({(c.row + n.row) / 2, (c.col + n.col) / 2}); // the wall between
        order.push_back(n);
        stack.push_back(n);
    }
    return order;
}

class Scene {
public:
    virtual ~Scene() = default;
    virtual int frames() const = 0;
    // Frame `k`; called with k = 0, 1, … in order.
    virtual const QImage& frame(int k) = 0;
};

// Paints frame after frame into one image, touching only the cells that change.
class CarvingScene : public Scene {
public:
    CarvingScene() : m_order(carvingOrder()), m_maze(kCells, kCells)
    {
        m_maze.fill(true);
        m_style.showStartGoal = false;
        m_image = QImage(kCells * kCellPx, kCells * kCellPx, QImage::Format_RGB32);
        QPainter p(&m_image);
        paintMaze(p, m_maze, kCellPx, {}, m_style);
    }
    int frames() const override { return kFrames; }
    const QImage& frame(int k) override
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

// The Mouse mode's frames: a 14×14 tree maze (carved like the above; of the exits below the
// bottom row the one with the longest walk), the walk's visit counts and the mouse after each
// step.
class MouseScene : public Scene {
public:
    static constexpr int kSide = 14, kPx = 32; // (14 + 2 margin cells) · 32 = 512
    MouseScene() : m_maze(kSide, kSide)
    {
        m_maze.fill(true);
        for (const Cell c : carvingOrder(kSide - 1))
            m_maze.setBlocked(c, false);
        // The exit (below an even bottom-row column) that makes the longest walk.
        MouseOptions options;
        options.recordTrace = true;
        for (int col = 0; col + 1 < kSide; col += 2) {
            Maze maze = m_maze;
            maze.setBlocked({kSide - 1, col}, false);
            options.exitCol = col;
            MouseWalk walk = simulateMouse(maze, options);
            if (walk.escaped && walk.steps > m_walk.steps) {
                m_walk = std::move(walk);
                m_exitMaze = maze;
                m_overlay.exitCol = col;
            }
        }
        m_maze = m_exitMaze;
        m_overlay.visits.assign(m_maze.cellCount(), 0);
        for (std::int64_t v : m_walk.visits)
            m_overlay.maxVisit = std::max(m_overlay.maxVisit, v);
    }
    int frames() const override { return std::min<int>(kFrames, int(m_walk.trace.size()) + 1); }
    const QImage& frame(int k) override
    {
        if (k > 0) {
            const std::uint32_t cell = m_walk.trace[std::size_t(k - 1)];
            ++m_overlay.visits[cell];
            m_overlay.mouse = int(cell);
        }
        m_image = renderMouseImage(m_maze, m_overlay, kPx);
        return m_image;
    }

private:
    Maze m_maze;
    Maze m_exitMaze;
    MouseWalk m_walk;
    MouseOverlay m_overlay;
    QImage m_image;
};

std::unique_ptr<Scene> makeScene(const QString& name)
{
    if (name == QLatin1String("mouse"))
        return std::make_unique<MouseScene>();
    return std::make_unique<CarvingScene>();
}

// Encodes the animation as exportAnimation does; with `fullFrames`, as an unoptimising
// encoder would. Returns the file size or -1; `encodeNs` gets the time spent in GifWriter.
qint64 encode(const QString& scene, const QString& path, bool fullFrames,
              qint64* encodeNs = nullptr, int* frameCount = nullptr)
{
    const std::unique_ptr<Scene> frames = makeScene(scene);
    const int n = frames->frames();
    if (frameCount)
        *frameCount = n;
    GifWriter writer;
    writer.setFullFrames(fullFrames);
    QElapsedTimer clock;
    qint64 ns = 0;
    for (int k = 0; k < n; ++k) {
        const QImage& image = frames->frame(k);
        clock.start();
        if (k == 0 && !writer.open(path, image.size()))
            return -1;
        const bool ok = writer.addFrame(image, k + 1 == n ? 2000 : kDelayMs);
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
int mismatchedFrames(const QString& scene, const QString& path)
{
    QImageReader reader(path);
    const std::unique_ptr<Scene> frames = makeScene(scene);
    if (reader.imageCount() != frames->frames())
        return -1;
    int bad = 0;
    for (int k = 0; k < frames->frames(); ++k)
        if (reader.read().convertToFormat(QImage::Format_RGB32) != frames->frame(k))
            ++bad;
    return bad;
}

void encodeBenchmark(benchmark::State& state, const QString& scene)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.gif"));
    qint64 totalNs = 0, bytes = 0;
    int frames = 0;
    for (auto _ : state) {
        qint64 ns = 0;
        bytes = encode(scene, path, false, &ns, &frames);
        if (bytes < 0) {
            state.SkipWithError("encoding failed");
            return;
        }
        state.SetIterationTime(double(ns) * 1e-9);
        totalNs += ns;
    }
    state.counters["frames/s"] = double(frames) * double(state.iterations()) * 1e9
                                 / double(std::max<qint64>(1, totalNs));
    state.counters["frames"] = frames;
    state.counters["bytes"] = double(bytes);
}
void BM_GifEncodeCarving512(benchmark::State& state) { encodeBenchmark(state, "carving"); }
void BM_GifEncodeMouse512(benchmark::State& state) { encodeBenchmark(state, "mouse"); }
BENCHMARK(BM_GifEncodeCarving512)->UseManualTime()->Unit(benchmark::kMillisecond);
BENCHMARK(BM_GifEncodeMouse512)->UseManualTime()->Unit(benchmark::kMillisecond);

// A scene as a FramePainter (steps in order only, as exportAnimation asks for them).
class ScenePainter : public FramePainter {
public:
    explicit ScenePainter(QString scene) : m_name(std::move(scene)), m_scene(makeScene(m_name)) {}
    qint64 length() const override { return m_scene->frames() - 1; }
    QSize frameSize(int) const override { return {512, 512}; }
    void paintFrame(QPainter& p, qint64 step, int) override
    {
        while (m_next <= step)
            m_image = &m_scene->frame(m_next++);
        p.drawImage(0, 0, *m_image);
    }
    QString caption(qint64 step) const override
    {
        return QStringLiteral("Step %1 of %2").arg(step).arg(length());
    }
    std::unique_ptr<FramePainter> clone() const override
    {
        return std::make_unique<ScenePainter>(m_name);
    }

private:
    QString m_name;
    std::unique_ptr<Scene> m_scene;
    int m_next = 0;
    const QImage* m_image = nullptr;
};

// The whole export as the GUI and the CLI run it: painting (the scene's own painting plus
// copying it into the frame), the caption strip, encoding, writing.
void exportBenchmark(benchmark::State& state, const QString& scene)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("export.gif"));
    AnimationExportResult result;
    for (auto _ : state) {
        ScenePainter painter(scene);
        AnimationExportOptions options;
        options.caption = true;
        Control control;
        result = exportAnimation(path, options, painter, control);
        if (!result.ok) {
            state.SkipWithError("export failed");
            return;
        }
    }
    state.counters["frames/s"] = benchmark::Counter(
        double(ScenePainter(scene).length() + 1), benchmark::Counter::kIsIterationInvariantRate);
    state.counters["bytes"] = double(result.bytes);
}
void BM_ExportCarvingWithCaption(benchmark::State& state) { exportBenchmark(state, "carving"); }
void BM_ExportMouseWithCaption(benchmark::State& state) { exportBenchmark(state, "mouse"); }
BENCHMARK(BM_ExportCarvingWithCaption)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ExportMouseWithCaption)->UseRealTime()->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv); // fonts and painting need a Gui application
    if (argc == 3 && std::strcmp(argv[1], "--write") == 0) {
        const QDir dir(QString::fromLocal8Bit(argv[2]));
        int failures = 0;
        for (const QString& scene : {QStringLiteral("carving"), QStringLiteral("mouse")}) {
            qint64 ns = 0;
            int frames = 0;
            const QString ours = dir.filePath(scene + QStringLiteral("-mazelab.gif"));
            const qint64 oursBytes = encode(scene, ours, false, &ns, &frames);
            const qint64 fullBytes =
                encode(scene, dir.filePath(scene + QStringLiteral("-full.gif")), true);
            const int bad = oursBytes < 0 || fullBytes < 0 ? -1 : mismatchedFrames(scene, ours);
            std::printf("%s: %d frames 512x512, MazeLab %lld bytes (%.0f frames/s), "
                        "full frames %lld bytes, frames differing when read back: %d\n",
                        qPrintable(scene), frames, static_cast<long long>(oursBytes),
                        double(frames) * 1e9 / double(std::max<qint64>(1, ns)),
                        static_cast<long long>(fullBytes), bad);
            failures += bad != 0;
        }
        return failures == 0 ? 0 : 1;
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
