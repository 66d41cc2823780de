// Helpers shared by the `mazelab-cli seq` subcommands (see seqoptions.h).
#include "app/cli/seqoptions.h"

#include "app/cli/command.h"
#include "core/progressrepeat.h"

#include <QCommandLineParser>
#include <chrono>
#include <cmath>

namespace mazelab::cli::seq {

QString errPrefix(const QString& sub) { return QStringLiteral("mazelab-cli seq %1: ").arg(sub); }

bool parseSize(const QString& text, int& rows, int& cols)
{
    return parseNxM(text, rows, cols) && rows >= 1 && cols >= 1;
}

bool toNumber(const QString& text, double& value)
{
    bool ok = false;
    value = text.toDouble(&ok);
    return ok;
}

bool toNumber(const QString& text, int& value)
{
    bool ok = false;
    value = text.toInt(&ok);
    return ok;
}

bool toNumber(const QString& text, unsigned& value)
{
    bool ok = false;
    value = text.toUInt(&ok);
    return ok;
}

bool toNumber(const QString& text, std::size_t& value)
{
    bool ok = false;
    value = static_cast<std::size_t>(text.toULongLong(&ok));
    return ok;
}

int badSeqInput(const QString& sub, const QString& text)
{
    err(errPrefix(sub) + text);
    return BadInput;
}

int parseSeqCommand(QCommandLineParser& parser, const QStringList& args, const QString& sub,
                    const QString& description)
{
    QStringList a = args;
    a[0] = QStringLiteral("seq ") + sub;
    return parseOrExit(parser, a, description);
}

int setup(QCommandLineParser& parser, const Options& o, const QStringList& args,
          const QString& sub, const QString& description)
{
    parser.addOptions({o.size, o.set, o.json});
    return parseSeqCommand(parser, args, sub, description);
}

bool resolveTarget(const QCommandLineParser& p, const Options& o, const QString& sub,
                   bool needExplicit, Control& control, Target& target)
{
    if (p.isSet(o.size) == p.isSet(o.set)) {
        err(errPrefix(sub) + QStringLiteral("give exactly one of --size NxM and --set FILE"));
        return false;
    }
    try {
        if (p.isSet(o.set)) {
            const auto file = loadMazeFile(p.value(o.set));
            if (!file)
                return false;
            target.set = std::make_shared<MazeSet>(MazeSet::fromMazeFile(*file));
            target.rows = target.set->rows();
            target.cols = target.set->cols();
            target.description = p.value(o.set);
            if (target.set->empty()) {
                err(errPrefix(sub) + QStringLiteral("%1 holds no mazes").arg(p.value(o.set)));
                return false;
            }
            return true;
        }
        if (!parseSize(p.value(o.size), target.rows, target.cols)
            || std::size_t(target.rows) * std::size_t(target.cols) > MazeSet::kMaxCells) {
            err(errPrefix(sub) + QStringLiteral("--size expects NxM with N, M >= 1 and N·M <= "
                                                "%1, got '%2'")
                                     .arg(MazeSet::kMaxCells)
                                     .arg(p.value(o.size)));
            return false;
        }
        target.description =
            QStringLiteral("all solvable %1x%2 mazes").arg(target.rows).arg(target.cols);
        if (target.rows * target.cols <= kEnumerateCells) {
            target.set = std::make_shared<MazeSet>(
                MazeSet::allSolvable(target.rows, target.cols, control));
        } else if (needExplicit) {
            err(errPrefix(sub) + QStringLiteral("this algorithm needs the mazes enumerated, "
                                                "which MazeLab does up to %1 cells; %2x%3 has "
                                                "%4 (use --algo ias or rs, or --set FILE)")
                                     .arg(kEnumerateCells)
                                     .arg(target.rows)
                                     .arg(target.cols)
                                     .arg(target.rows * target.cols));
            return false;
        }
        return true;
    } catch (const MazeSetError& e) {
        err(errPrefix(sub) + QString::fromStdString(e.what()));
        return false;
    }
}

bool applyLimits(const QCommandLineParser& p, const Options& o, const QString& sub,
                 Control& control, double defaultSeconds, std::size_t* memoryBytes)
{
    if (p.isSet(o.timeLimit)) {
        if (!parseTimeLimit(p.value(o.timeLimit), control)) {
            err(errPrefix(sub)
                + QStringLiteral("--time-limit must be a positive number of seconds"));
            return false;
        }
    } else if (defaultSeconds > 0) {
        control.setTimeLimit(std::chrono::milliseconds(std::llround(defaultSeconds * 1000)));
    }
    if (memoryBytes) {
        *memoryBytes = std::size_t(1024) << 20;
        if (p.isSet(o.memoryLimit) && !parseMemoryLimitMb(p.value(o.memoryLimit), *memoryBytes)) {
            err(errPrefix(sub) + QStringLiteral("--memory-limit must be a number of MB >= 1"));
            return false;
        }
    }
    if (p.isSet(o.progress))
        progressToStderr(control);
    return true;
}

void progressToStderr(Control& control)
{
    // A line repeated unchanged is printed again only every 10 s (RepeatLimiter).
    control.setProgressSink([limiter = RepeatLimiter()](double fraction,
                                                        const ProgressMessage& message) mutable {
        const QString line = fraction >= 0 ? QStringLiteral("%1% %2")
                                                 .arg(fraction * 100, 5, 'f', 1)
                                                 .arg(QString::fromStdString(message.text()))
                                           : QString::fromStdString(message.text());
        if (limiter.pass(line.toStdString()))
            err(line);
    });
}

bool readSequence(const QString& text, const QString& sub, SolvingSequence& s)
{
    const auto moves = readMoves(text, errPrefix(sub).chopped(2)); // the moves or a file
    if (moves)
        s = *moves;
    return bool(moves);
}

QString seqText(const SolvingSequence& s) { return QString::fromStdString(movesToString(s)); }
QString mazeText(const Maze& m) { return QString::fromStdString(mazeToText(m)); }

int parseSeqCommand(const QStringList& args, const QString& sub, const QString& seqHelp,
                    const QString& perfectHelp, const QString& description, SeqCommand& cmd)
{
    QCommandLineParser& parser = cmd.parser;
    const Options& c = cmd.options;
    parser.addPositionalArgument(QStringLiteral("SEQ"), seqHelp);
    const QCommandLineOption perfect(QStringLiteral("perfect"), perfectHelp);
    parser.addOptions({perfect, c.timeLimit, c.progress});
    if (int rc = setup(parser, c, args, sub, description); rc >= 0)
        return rc;
    if (parser.positionalArguments().size() != 1) {
        err(errPrefix(sub) + QStringLiteral("expected exactly one SEQ"));
        return BadInput;
    }
    cmd.perfect = parser.isSet(perfect);
    if (!readSequence(parser.positionalArguments().first(), sub, cmd.sequence)
        || !applyLimits(parser, c, sub, cmd.control, 0)
        || !resolveTarget(parser, c, sub, false, cmd.control, cmd.target))
        return BadInput;
    return -1;
}

bool writeCertificate(const LowerBoundResult& r, const Target& t, const QString& path,
                      const QString& sub)
{
    return writeOutput(path, QByteArray::fromStdString(certificateText(r, t.description.toStdString())),
                       errPrefix(sub).chopped(2));
}

} // namespace mazelab::cli::seq
