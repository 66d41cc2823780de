// mazelab-cli animate seq (--size NxM | --set FILE) SEQ [--maze I | --tiles N] [--columns K] …
// One move sequence run over a set of mazes (Nusser 2016, §2.1), as the Simultaneous mode
// shows it: tiles with each maze's trail (SequenceFrames over the run's SequenceRun trace).
#include "app/cli/animate.h"
#include "app/cli/command.h"
#include "core/simaso/mazeset.h"
#include "ui/simaso/sequenceframes.h"
#include "ui/simaso/simasoset.h"

#include <stdexcept>

namespace mazelab::cli {
namespace {

std::shared_ptr<const SimasoSet> loadSet(const QCommandLineParser& p, QString& error)
{
    const bool haveSize = p.isSet(QStringLiteral("size")), haveSet = p.isSet(QStringLiteral("set"));
    if (haveSize == haveSet) {
        error = QStringLiteral("mazelab-cli animate seq: give exactly one of --size NxM and "
                               "--set FILE");
        return nullptr;
    }
    try {
        if (haveSet) {
            const auto file = loadMazeFile(p.value(QStringLiteral("set")));
            if (!file) {
                error = QStringLiteral("mazelab-cli animate seq: cannot read %1")
                            .arg(p.value(QStringLiteral("set")));
                return nullptr;
            }
            return SimasoSet::fromMazes(file->mazes, p.value(QStringLiteral("set")));
        }
        int rows = 0, cols = 0;
        if (!parseSize({p.value(QStringLiteral("size"))}, rows, cols) || rows < 1 || cols < 1
            || rows * cols > SimasoSet::kMaxEnumerateCells) {
            error = QStringLiteral("mazelab-cli animate seq: --size expects NxM with N·M <= %1")
                        .arg(SimasoSet::kMaxEnumerateCells);
            return nullptr;
        }
        Control control;
        return SimasoSet::allSolvable(rows, cols, control);
    } catch (const std::exception& e) {
        error = QStringLiteral("mazelab-cli animate seq: %1").arg(QString::fromStdString(e.what()));
        return nullptr;
    }
}

bool count(const QCommandLineParser& p, const QString& name, qint64 lo, qint64 hi, qint64& value,
           QString& error)
{
    if (!p.isSet(name))
        return true;
    bool ok = false;
    value = p.value(name).toLongLong(&ok);
    if (ok && value >= lo && value <= hi)
        return true;
    error = QStringLiteral("mazelab-cli animate seq: --%1 must be a whole number from %2 to %3")
                .arg(name).arg(lo).arg(hi);
    return false;
}

std::unique_ptr<FramePainter> buildSeq(const QCommandLineParser& p, QString& error)
{
    const QStringList pos = p.positionalArguments();
    if (pos.size() != 1) {
        error = QStringLiteral("mazelab-cli animate seq: expected one sequence SEQ: the moves "
                               "u d l r or a file holding them");
        return nullptr;
    }
    const auto moves = readMoves(pos.first(), QStringLiteral("mazelab-cli animate seq"));
    if (!moves)
        return nullptr; // readMoves said why (line and column in a file)
    const auto set = loadSet(p, error);
    if (!set)
        return nullptr;
    qint64 maze = -1, tiles = 24, columns = 6;
    if (!count(p, QStringLiteral("maze"), 0, set->size() - 1, maze, error)
        || !count(p, QStringLiteral("tiles"), 1, SequenceFrames::kMaxTiles, tiles, error)
        || !count(p, QStringLiteral("columns"), 1, SequenceFrames::kMaxTiles, columns, error))
        return nullptr;
    Control control;
    SetRun run = runSequence(*set, *moves, control);
    std::vector<qint64> indices;
    if (maze >= 0)
        indices.push_back(maze);
    for (qint64 i = 0; maze < 0 && i < std::min(tiles, set->size()); ++i)
        indices.push_back(i);
    return std::make_unique<SequenceFrames>(set, std::make_shared<const SetRun>(std::move(run)),
                                            std::move(indices),
                                            maze >= 0 ? 1 : int(columns));
}

AnimateRegistrar regAnimateSeq(
    {QStringLiteral("seq"),
     QStringLiteral("(--size NxM | --set FILE) SEQ [--maze I | --tiles N] [--columns K]"),
     QStringLiteral("a move sequence run over all solvable NxM mazes or a set (the first N "
                    "tiles, default 24, or maze I alone)"),
     [](QCommandLineParser& p) {
         p.addPositionalArgument(QStringLiteral("SEQ"),
                                 QStringLiteral("Moves u d l r, or a .seq file holding them."));
         p.addOptions({{QStringLiteral("size"), QStringLiteral("All solvable NxM mazes."),
                        QStringLiteral("NxM")},
                       {QStringLiteral("set"), QStringLiteral("A .maze file with the set."),
                        QStringLiteral("FILE")},
                       {QStringLiteral("maze"), QStringLiteral("Show maze I (from 0) alone."),
                        QStringLiteral("I")},
                       {QStringLiteral("tiles"), QStringLiteral("How many mazes (default 24)."),
                        QStringLiteral("N")},
                       {QStringLiteral("columns"), QStringLiteral("Tiles per row (default 6)."),
                        QStringLiteral("K")}});
     },
     buildSeq});

} // namespace
} // namespace mazelab::cli
