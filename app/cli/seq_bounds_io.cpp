// The helpers of seq_bounds_io.h: sequence input and output, the shared option,
// size, "new best" and result handling of the σ upper-bound subcommands.
#include "app/cli/seq_bounds_io.h"

#include "app/cli/command.h"
#include "app/cli/seqoptions.h"
#include "ui/savefile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

namespace mazelab::cli {
using namespace seq;
namespace bounds {

bool saveSequence(const QString& sub, const QString& path, const SolvingSequence& s,
                  const QString& comment)
{
    // writeOutput says why ("mazelab-cli seq shorten: Cannot write PATH: only 20 of 69 bytes
    // could be written (is the disk full?)") and turns the command's exit 0 into 2.
    return writeOutput(path, QStringLiteral("; %1\n%2\n").arg(comment, seqText(s)).toUtf8(),
                       errPrefix(sub).chopped(2));
}

bool parseBoundSize(const QString& text, int& rows, int& cols)
{
    return parseNxM(text, rows, cols) && rows * cols >= 2 && rows * cols <= 64;
}

QString commandLine()
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./:=,+@%-]+$"));
    QStringList args = QCoreApplication::arguments();
    if (args.isEmpty())
        return {};
    args.front() = QFileInfo(args.front()).fileName();
    for (QString& a : args)
        if (!plain.match(a).hasMatch())
            a = QLatin1Char('\'') + QString(a).replace(QLatin1Char('\''), QStringLiteral("'\\''"))
                + QLatin1Char('\'');
    return args.join(QLatin1Char(' '));
}

NewBestFn newBestReporter(const QString& sub, int rows, int cols, const QString& savePath,
                          const QString& how, bool progress, const QElapsedTimer& timer)
{
    const QString command = commandLine();
    return [=, &timer](const SolvingSequence& s) {
        QString comment = QStringLiteral("solves all solvable %1x%2 mazes (length %3, %4)")
                              .arg(rows).arg(cols).arg(s.size()).arg(how);
        if (!command.isEmpty())
            comment += QStringLiteral("\n; command: ") + command;
        if (!savePath.isEmpty())
            saveSequence(sub, savePath, s, comment);
        if (progress)
            err(QStringLiteral("new best: length %1 after %2 s")
                    .arg(s.size())
                    .arg(double(timer.elapsed()) / 1000.0, 0, 'f', 1));
    };
}

void printBound(const SolvingSequence& best, int rows, int cols, double seconds,
                const QString& details, const QString& tail, QJsonObject extra, bool json)
{
    if (json) {
        extra[QStringLiteral("length")] = int(best.size());
        extra[QStringLiteral("sequence")] = seqText(best);
        extra[QStringLiteral("seconds")] = seconds;
        printJson(extra);
        return;
    }
    out(QStringLiteral("%1\n(length %2, solves all solvable %3x%4 mazes; %5, %6 s%7)")
            .arg(seqText(best))
            .arg(best.size())
            .arg(rows)
            .arg(cols)
            .arg(details)
            .arg(seconds, 0, 'f', 1)
            .arg(tail));
}

} // namespace bounds

} // namespace mazelab::cli
