#pragma once
// `mazelab-cli animate MODE …`: one command for every animated mode. A mode registers an
// AnimateMode (file-scope AnimateRegistrar in its animate_<mode>.cpp) that turns its own
// arguments into the mode's FramePainter — the same frames the GUI shows and exports — and
// cmd_animate.cpp does the rest: the shared export options, the GIF / PNG-frame export with
// progress on stderr, the messages and exit codes. A new mode needs no other plumbing.
//
//   static std::unique_ptr<FramePainter> buildMouse(QCommandLineParser&, QString& error);
//   static AnimateRegistrar regAnimateMouse({"mouse", "FILE [--entry C] [--exit C]", "…",
//                                            addOptions, buildMouse});
// (named after the file: the CLI compiles in unity batches, see command.h)

#include "ui/animation/framepainter.h"

#include <QCommandLineParser>
#include <QString>
#include <functional>
#include <memory>
#include <vector>

namespace mazelab::cli {

struct AnimateMode {
    QString name;    // "mouse"
    QString usage;   // its own arguments, e.g. "FILE [--entry C] [--exit C]"
    QString summary; // one line for `animate --help`
    // Adds the mode's options and positional arguments to the parser.
    std::function<void(QCommandLineParser&)> addOptions;
    // Builds the frames from the parsed arguments (positionals after the mode's name);
    // null with `error` set ("FILE:LINE:COL: …" or a usage message) on bad input.
    std::function<std::unique_ptr<FramePainter>(const QCommandLineParser&, QString& error)> build;
};

std::vector<AnimateMode>& animateModes();

struct AnimateRegistrar {
    explicit AnimateRegistrar(AnimateMode mode) { animateModes().push_back(std::move(mode)); }
};

} // namespace mazelab::cli
