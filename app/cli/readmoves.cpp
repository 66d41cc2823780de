// Move sequences given on the command line: the moves themselves or a file holding them
// (command.h, readMoves).
#include "app/cli/command.h"

#include <QFile>
#include <QFileInfo>

namespace mazelab::cli {

namespace {

// The first character of `line` that is not a move nor ignored (spaces, tabs, commas): its
// 0-based index, or -1.
qsizetype readMovesBadColumn(const QString& line)
{
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (c == u' ' || c == u'\t' || c == u',' || c == u'\r')
            continue;
        if (c.unicode() > 0x7f || !moveFromChar(char(c.unicode())))
            return i;
    }
    return -1;
}

QString readMovesCharName(QChar c)
{
    return c.isPrint() ? QStringLiteral("'%1'").arg(c)
                       : QStringLiteral("U+%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
}

} // namespace

std::optional<std::vector<Move>> readMoves(const QString& text, const QString& who)
{
    static const QString kMoves = QStringLiteral("is not a move (u, d, l, r; spaces and commas "
                                                 "are ignored)");
    QFile file(text);
    if (text.isEmpty() || !file.exists()) {
        const qsizetype bad = readMovesBadColumn(text);
        if (bad < 0)
            return parseMoves(text.toStdString());
        if (text.contains(u'/') || text.contains(u'.')) // meant as a file
            err(QStringLiteral("%1: cannot read %2: No such file or directory").arg(who, text));
        else
            err(QStringLiteral("%1: '%2' is not a move sequence nor a file: character %3, %4, %5")
                    .arg(who, text)
                    .arg(bad + 1)
                    .arg(readMovesCharName(text[bad]), kMoves));
        return std::nullopt;
    }
    if (QFileInfo(text).isDir() || !file.open(QIODevice::ReadOnly)) {
        err(QStringLiteral("%1: cannot read %2: %3")
                .arg(who, text,
                     QFileInfo(text).isDir() ? QStringLiteral("is a directory") : file.errorString()));
        return std::nullopt;
    }
    QByteArray bytes = file.read(64 << 20); // a sequence of 64 MB is far beyond any search
    if (bytes.startsWith("\xEF\xBB\xBF"))    // a byte order mark (Windows editors)
        bytes.remove(0, 3);
    std::vector<Move> moves;
    const QList<QByteArray> lines = bytes.split('\n');
    for (qsizetype n = 0; n < lines.size(); ++n) {
        const QString line = QString::fromUtf8(lines[n]);
        if (line.trimmed().startsWith(u';')) // a comment
            continue;
        if (const qsizetype bad = readMovesBadColumn(line); bad >= 0) {
            err(QStringLiteral("%1: %2:%3:%4: %5 %6")
                    .arg(who, text)
                    .arg(n + 1)
                    .arg(bad + 1)
                    .arg(readMovesCharName(line[bad]), kMoves));
            return std::nullopt;
        }
        const auto parsed = parseMoves(line.toStdString());
        moves.insert(moves.end(), parsed->begin(), parsed->end());
    }
    return moves;
}

} // namespace mazelab::cli
