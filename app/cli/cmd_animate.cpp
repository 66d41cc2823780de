// mazelab-cli animate MODE … (--gif OUT | --png-frames DIR) [--fps F] [--cell PX]
//                      [--from A] [--to B] [--stride K] [--hold S] [--once] [--no-caption]
// Exports a mode's animation exactly as the GUI's "Export animation…" does (the same frames,
// the same pipeline, ui/export/animationexport.h). The modes register in animate_*.cpp.
#include "app/cli/animate.h"
#include "app/cli/command.h"
#include "ui/export/animationexport.h"

#include <QCommandLineParser>

#include <cmath>
#include <cstdio>
#include <unistd.h>

namespace mazelab::cli {

std::vector<AnimateMode>& animateModes()
{
    static std::vector<AnimateMode> modes;
    return modes;
}

namespace {

QString usage()
{
    QString text = QStringLiteral("usage:\n");
    for (const AnimateMode& m : animateModes())
        text += QStringLiteral("  mazelab-cli animate %1 %2 (--gif OUT | --png-frames DIR) "
                               "[options]\n      %3\n")
                    .arg(m.name, m.usage, m.summary);
    text += QStringLiteral(
        "options: --fps F (default 10)  --cell PX (default: frames about 480 px wide)\n"
        "         --from A --to B (steps)  --stride K (steps per frame; default: at most ~600 "
        "frames)\n"
        "         --hold S (seconds on the last frame, default 1.5)  --once (play once)  "
        "--no-caption");
    return text;
}

bool number(const QCommandLineParser& p, const QString& name, double lo, double hi, double& out)
{
    if (!p.isSet(name))
        return true;
    bool ok = false;
    const double v = p.value(name).toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < lo || v > hi) {
        err(QStringLiteral("mazelab-cli animate: --%1 must be a number from %2 to %3")
                .arg(name).arg(lo).arg(hi));
        return false;
    }
    out = v;
    return true;
}

int runAnimate(const QStringList& args)
{
    if (args.size() >= 2
        && (args[1] == QLatin1String("--help") || args[1] == QLatin1String("-h"))) {
        out(usage());
        return Ok;
    }
    if (args.size() < 2) {
        err(usage());
        return BadInput;
    }
    const AnimateMode* mode = nullptr;
    for (const AnimateMode& m : animateModes())
        if (m.name == args[1])
            mode = &m;
    if (!mode) {
        err(QStringLiteral("mazelab-cli animate: unknown mode '%1'\n").arg(args[1]) + usage());
        return BadInput;
    }
    QCommandLineParser parser;
    mode->addOptions(parser);
    const auto value = [](const char* name, const char* help, const char* arg) {
        return cliOption(name, help, arg);
    };
    parser.addOptions({value("gif", "Write an animated GIF.", "OUT"),
                       value("png-frames", "Write numbered PNG frames into a new folder.", "DIR"),
                       value("fps", "Frames per second (0.1 to 100, default 10).", "F"),
                       value("cell", "Pixels per maze cell (1 to 256).", "PX"),
                       value("from", "First step (default 0).", "A"),
                       value("to", "Last step (default: the end).", "B"),
                       value("stride", "Steps per frame (default: at most about 600 frames).", "K"),
                       value("hold", "Seconds the last frame stays (default 1.5).", "S"),
                       {QStringLiteral("once"), QStringLiteral("Play once instead of looping.")},
                       {QStringLiteral("no-caption"), QStringLiteral("No caption strip.")}});
    QStringList modeArgs = args.mid(1);
    modeArgs[0] = QStringLiteral("animate ") + mode->name;
    if (int rc = parseOrExit(parser, modeArgs,
                             QStringLiteral("Export the %1 animation as GIF or PNG frames.")
                                 .arg(mode->name));
        rc >= 0)
        return rc;
    if (parser.isSet(QStringLiteral("gif")) == parser.isSet(QStringLiteral("png-frames"))) {
        err(QStringLiteral("mazelab-cli animate: give exactly one of --gif OUT and "
                           "--png-frames DIR"));
        return BadInput;
    }
    QString error;
    std::unique_ptr<FramePainter> frames = mode->build(parser, error);
    if (!frames) {
        if (!error.isEmpty()) // empty: the mode has said why itself
            err(error);
        return BadInput;
    }
    const double length = double(frames->length());
    AnimationExportOptions o = defaultExportOptions(*frames);
    double fps = o.framesPerSecond(), cell = o.cellPx;
    double from = 0, to = length, hold = o.holdSeconds, stride = double(o.stride);
    if (!number(parser, QStringLiteral("fps"), 0.1, 100, fps)
        || !number(parser, QStringLiteral("cell"), 1, 256, cell)
        || !number(parser, QStringLiteral("from"), 0, length, from)
        || !number(parser, QStringLiteral("to"), 0, length, to)
        || !number(parser, QStringLiteral("stride"), 1, std::max(1.0, length), stride)
        || !number(parser, QStringLiteral("hold"), 0, 600, hold))
        return BadInput;
    if (from > to) {
        err(QStringLiteral("mazelab-cli animate: --from must not be after --to"));
        return BadInput;
    }
    o.setFramesPerSecond(fps);
    o.cellPx = int(cell);
    o.first = qint64(from);
    o.last = qint64(to);
    o.stride = qint64(stride);
    o.holdSeconds = hold;
    o.loopForever = !parser.isSet(QStringLiteral("once"));
    o.caption = !parser.isSet(QStringLiteral("no-caption"));
    const bool gif = parser.isSet(QStringLiteral("gif"));
    o.format = gif ? AnimationFormat::Gif : AnimationFormat::PngFrames;
    const QString path = parser.value(gif ? QStringLiteral("gif") : QStringLiteral("png-frames"));
    Control control;
    const bool tty = isatty(fileno(stderr));
    if (tty) // a progress line on a terminal only (logs stay clean)
        control.setProgressSink([](double fraction, const ProgressMessage& m) {
            std::fprintf(stderr, "\r%3d %% %s", int(fraction * 100), m.text().c_str());
            std::fflush(stderr);
        });
    const AnimationExportResult r = exportAnimation(path, o, *frames, control);
    if (tty)
        std::fprintf(stderr, "\n");
    if (!r.ok) {
        err(QStringLiteral("mazelab-cli animate: %1: %2").arg(path, r.error));
        return BadInput;
    }
    out(QStringLiteral("%1: %2 frames, %3 bytes").arg(path).arg(r.frames).arg(r.bytes));
    return Ok;
}

CliRegistrar regCmdAnimate({QStringLiteral("animate"),
                  QStringLiteral("Export a mode's animation (seq, mouse, token, …) as GIF or PNG "
                                 "frames"),
                  runAnimate});

} // namespace
} // namespace mazelab::cli
