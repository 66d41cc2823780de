// mazelab-cli animate generate ALGO ROWSxCOLS [--seed S] [--param NAME=VALUE]… [--braid P]
// [--mask PNG] …: a generator carving its maze (Petercă 2024, ch. 2), as CarvingFrames paints
// it from the generator's carving trace (core/gen/generators.h).
#include "app/cli/animate.h"
#include "app/cli/command.h"
#include "app/cli/genoptions.h"
#include "core/trace/celltrace.h"
#include "ui/gen/bigcarvingexport.h"
#include "ui/gen/carvingframes.h"

namespace mazelab::cli {
namespace {

// Carving traces record every cell: above this many passage cells the carving is recorded
// again as a stream and sampled (ui/gen/bigcarvingexport.h, as the Generate mode's export).
constexpr std::int64_t kMaxAnimatedCells = 250'000;

std::unique_ptr<FramePainter> buildGenerate(const QCommandLineParser& p, QString& error)
{
    const QString me = QStringLiteral("mazelab-cli animate generate");
    const QStringList pos = p.positionalArguments();
    gen::GenRequest request;
    if (pos.size() < 2 || pos.size() > 3 || !parseSize(pos.mid(1), request.rows, request.cols)
        || request.rows < 1
        || request.cols < 1) {
        error = me + QStringLiteral(": expected ALGO ROWSxCOLS (see mazelab-cli generate --list)");
        return nullptr;
    }
    const bool sampled = std::int64_t(request.rows) * request.cols > kMaxAnimatedCells;
    request.algorithm = pos[0].toStdString();
    std::uint64_t seed = 1;
    if (readGenOptions(p, me, request, seed) >= 0)
        return nullptr; // readGenOptions printed the reason
    try {
        Control control(seed);
        if (sampled) {
            auto sampler = sampleCarving(request, seed, kBigCarvingFrames, kBigCarvingPixels,
                                         control);
            if (!sampler) {
                error = me + QStringLiteral(": stopped");
                return nullptr;
            }
            err(me + QStringLiteral(": above %L1 cells the carving is sampled: %2 frames of "
                                    "%3 x %4 px, %5 x %5 block cells per pixel")
                         .arg(kMaxAnimatedCells)
                         .arg(sampler->frameCount())
                         .arg(sampler->frameSize().width())
                         .arg(sampler->frameSize().height())
                         .arg(sampler->cellsPerPixel()));
            return std::make_unique<SampledCarvingFrames>(std::move(sampler), pos[0]);
        }
        auto trace = std::make_shared<CellTrace>(2 * request.rows + 1, 2 * request.cols + 1, 1, 1);
        const Maze maze = gen::generate(request, control, trace.get());
        trace->finish();
        return std::make_unique<CarvingFrames>(maze, std::move(trace), pos[0]);
    } catch (const gen::GenerateError& e) {
        error = me + QStringLiteral(": ") + QString::fromStdString(e.what());
        return nullptr;
    }
}

AnimateRegistrar regAnimateGenerate({QStringLiteral("generate"),
                      QStringLiteral("ALGO ROWSxCOLS [--seed S] [--param NAME=VALUE]…"),
                      QStringLiteral("a generator carving a ROWSxCOLS maze (passage cells; see "
                                     "generate --list)"),
                      [](QCommandLineParser& p) {
                          p.addPositionalArgument(QStringLiteral("ALGO"),
                                                  QStringLiteral("The generator."));
                          p.addPositionalArgument(QStringLiteral("SIZE"),
                                                  QStringLiteral("ROWSxCOLS passage cells."));
                          addGenOptions(p);
                      },
                      buildGenerate});

} // namespace
} // namespace mazelab::cli
