// mazelab-cli render FILE --png OUT [--cell PX] [--index I]
#include "app/cli/command.h"
#include "ui/mazerenderer.h"

#include <QCommandLineParser>
#include <QImageWriter>
#include "ui/savefile.h"

namespace mazelab::cli {
namespace {

int runRender(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A .maze file."));
    const QCommandLineOption png(QStringLiteral("png"), QStringLiteral("Output PNG file."),
                                 QStringLiteral("OUT"));
    const QCommandLineOption cell(QStringLiteral("cell"),
                                  QStringLiteral("Cell size in pixels (default 24)."),
                                  QStringLiteral("PX"), QStringLiteral("24"));
    const QCommandLineOption index(QStringLiteral("index"),
                                   QStringLiteral("Which maze of a set, from 0 (default 0)."),
                                   QStringLiteral("I"), QStringLiteral("0"));
    parser.addOptions({png, cell, index});
    if (int rc = parseOrExit(parser, args,
                             QStringLiteral("Draw a maze as the GUI does and save it as PNG."));
        rc >= 0)
        return rc;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1 || !parser.isSet(png)) {
        err(QStringLiteral("mazelab-cli render: expected FILE and --png OUT"));
        return BadInput;
    }
    bool ok = false;
    const int px = parser.value(cell).toInt(&ok);
    if (!ok || px < 1 || px > 512) {
        err(QStringLiteral("mazelab-cli render: --cell must be a whole number from 1 to 512"));
        return BadInput;
    }
    const int idx = parser.value(index).toInt(&ok);
    const auto file = loadMazeFile(pos.first());
    if (!file)
        return BadInput;
    if (!ok || idx < 0 || idx >= int(file->mazes.size())) {
        err(QStringLiteral("mazelab-cli render: --index must be from 0 to %1")
                .arg(file->mazes.size() - 1));
        return BadInput;
    }
    const Maze& maze = file->mazes[std::size_t(idx)];
    const qint64 w = qint64(maze.cols()) * px + 1, h = qint64(maze.rows()) * px + 1;
    if (w <= 32768 && h <= 32768 && !mazeImageFits(w, h)) {
        err(QStringLiteral("mazelab-cli render: not enough memory for a %1 x %2 image; "
                           "choose a smaller --cell")
                .arg(w)
                .arg(h));
        return Negative;
    }
    const QImage image = renderMazeImage(maze, px);
    if (image.isNull()) {
        err(QStringLiteral("mazelab-cli render: image too large; choose a smaller --cell"));
        return BadInput;
    }
    QString error; // atomic and checked (ui/savefile.h)
    if (!writeImageAtomically(parser.value(png), image, &error)) {
        err(QStringLiteral("mazelab-cli render: ") + error);
        return BadInput;
    }
    return Ok;
}

CliRegistrar regCmdRender({QStringLiteral("render"), QStringLiteral("Draw a maze to a PNG file"),
                  runRender});

} // namespace
} // namespace mazelab::cli
