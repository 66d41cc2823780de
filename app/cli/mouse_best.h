#pragma once
// mazelab-cli mouse: what cmd_mouse.cpp (run, search, loopless, dispatch) and
// cmd_mouse_best.cpp (best: exhaustive search, shards, checkpoints, --merge) share.

#include <QString>
#include <QStringList>

class QCommandLineParser;
class QCommandLineOption;

namespace mazelab::cli {

// mouse best N [M] ...; args[0] is "best".
int runMouseBest(const QStringList& args);

// --seed X (left at `seed` when absent); false, with a message naming `command`, when X is not
// a whole number.
bool readMouseSeed(const QCommandLineParser& parser, const QCommandLineOption& option,
                   const QString& command, qulonglong& seed);

} // namespace mazelab::cli
