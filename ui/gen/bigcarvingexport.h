#pragma once
// The GIF of a carving too big to animate (issue 14: mazes above kMaxAnimatedCells passage
// cells are generated without a trace, so the player has nothing to replay). The export
// generates the maze again — same request, same seed, so the same maze — with a *streaming*
// CellTrace (core/trace/celltrace.h: no events are kept, only the live state) and samples it:
// - frames: at most `maxFrames`, every `stride` steps (stride starts at cells / maxFrames and
//   doubles, dropping every other frame, whenever 2 · maxFrames are held), plus the finished
//   maze as the last frame;
// - pixels: each frame is the block maze scaled down to at most `maxPixels` on its longer
//   side, k × k block cells per pixel (k = ⌈side / maxPixels⌉): the share of passage in the
//   square in five shades from wall to passage, the frontier and the random walk drawn over
//   them, the current cell in red. Frames are held compressed (qCompress of 8-bit pixels).
// Memory: the generator's own (a PassageGrid and the block maze) + one int32 per block cell
// for the live state (67 MB at 2047 × 2047) + the compressed frames (a few MB), not the
// ~25 bytes per cell of a full trace. Cancel: the generator polls the Control, the sampling
// and the GIF writing check it per frame. Runs on a worker thread (no widget: render library,
// so `mazelab-cli animate generate` uses it too above the same limit).

#include "core/gen/generators.h"
#include "core/trace/celltrace.h"
#include "ui/export/animationexport.h"

#include <QByteArray>
#include <QImage>

#include <memory>
#include <vector>

namespace mazelab {

inline constexpr int kBigCarvingFrames = 200;
inline constexpr int kBigCarvingPixels = 600;

// Samples a streamed carving trace (layer 0 = carving state, marker 0 = the current cell).
class CarvingSampler {
public:
    CarvingSampler(int blockRows, int blockCols, int maxFrames, int maxPixels);
    // For CellTrace::stream: keeps the state when its step is a multiple of the stride.
    void onStep(const TraceState& state);
    // The finished maze as the last frame, and thins the frames to at most maxFrames.
    void finish(const Maze& maze);

    int frameCount() const { return int(m_frames.size()); }
    QImage frame(int i) const; // Format_Indexed8
    QSize frameSize() const { return {m_width, m_height}; }
    int cellsPerPixel() const { return m_k; }
    qint64 stride() const { return m_stride; }
    qint64 steps() const { return m_steps; }
    qint64 frameStep(int i) const { return m_frameSteps[std::size_t(i)]; }
    std::size_t compressedBytes() const;

private:
    template<class Value>
    QByteArray render(Value value, std::int32_t marker) const;
    void thin();

    int m_rows, m_cols, m_maxFrames, m_k, m_width, m_height;
    qint64 m_stride, m_steps = 0;
    std::vector<QByteArray> m_frames; // qCompress'ed Indexed8 pixels, row after row
    std::vector<qint64> m_frameSteps;
};

// Generates `request` (seed) again with a streamed trace and samples it (frames finished with
// the finished maze). Null when the Control stopped it. Throws gen::GenerateError.
std::shared_ptr<CarvingSampler> sampleCarving(const gen::GenRequest& request, std::uint64_t seed,
                                              int maxFrames, int maxPixels, Control& control);

// The sampled frames as a FramePainter for the shared export (`animate generate` above the
// animation limit): step i is frame i at its own size (cellPx is ignored), the caption names
// the carving step it shows.
class SampledCarvingFrames : public FramePainter {
public:
    SampledCarvingFrames(std::shared_ptr<const CarvingSampler> sampler, QString algorithm);
    qint64 length() const override { return m_sampler->frameCount() - 1; }
    QSize frameSize(int) const override { return m_sampler->frameSize(); }
    void paintFrame(QPainter& painter, qint64 step, int cellPx) override;
    QString caption(qint64 step) const override;
    std::unique_ptr<FramePainter> clone() const override;

private:
    std::shared_ptr<const CarvingSampler> m_sampler;
    QString m_algorithm;
};

struct BigCarvingResult {
    AnimationExportResult gif;
    int frames = 0;
    QSize frameSize;
    int cellsPerPixel = 0;
    qint64 steps = 0;
    std::size_t compressedBytes = 0;
};

// Generates `input` again with a streamed trace and writes the sampled GIF to `path`
// (frameDelayMs per frame, the last held 2 s). Throws gen::GenerateError for a refused
// request; a cancel returns gif.cancelled and leaves no file.
BigCarvingResult exportBigCarving(const QString& path, const gen::GenRequest& request,
                                  std::uint64_t seed, int maxFrames, int maxPixels,
                                  int frameDelayMs, Control& control);

} // namespace mazelab
