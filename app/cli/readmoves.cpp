// Move sequences given on the command line: the moves themselves or a file holding them
// (command.h, readMoves).
#include "app/cli/command.h"
#include "core/simaso/sequencetext.h"

#include <QFile>
#include <QFileInfo>

namespace mazelab::cli {

namespace {

QString readMovesCharName(char32_t c)
{
    return QChar::isPrint(c) ? QStringLiteral("'%1'").arg(QString::fromUcs4(&c, 1))
                             : QStringLiteral("U+%1").arg(uint(c), 4, 16, QLatin1Char('0'));
}

} // namespace

std::optional<std::vector<Move>> readMoves(const QString& text, const QString& who)
{
    static const QString kMoves = QStringLiteral("is not a move (u, d, l, r; spaces and commas "
                                                 "are ignored)");
    QFile file(text);
    if (text.isEmpty() || !file.exists()) {
        const QByteArray utf8 = text.toUtf8();
        SequenceText read = parseSequenceText(std::string_view(utf8.constData(), utf8.size()),
                                              false);
        if (!read.error)
            return std::move(read.moves);
        const SequenceTextError& e = *read.error;
        if (text.contains(u'/') || text.contains(u'.')) // meant as a file
            err(QStringLiteral("%1: cannot read %2: No such file or directory").arg(who, text));
        else
            err(QStringLiteral("%1: '%2' is not a move sequence nor a file: %3character %4, %5, %6")
                    .arg(who, text,
                         e.line > 1 ? QStringLiteral("line %1, ").arg(e.line) : QString())
                    .arg(e.column)
                    .arg(readMovesCharName(e.character), kMoves));
        return std::nullopt;
    }
    if (QFileInfo(text).isDir() || !file.open(QIODevice::ReadOnly)) {
        err(QStringLiteral("%1: cannot read %2: %3")
                .arg(who, text,
                     QFileInfo(text).isDir() ? QStringLiteral("is a directory") : file.errorString()));
        return std::nullopt;
    }
    const QByteArray bytes = file.read(64 << 20); // 64 MB of moves is far beyond any search
    SequenceText read = parseSequenceText(std::string_view(bytes.constData(), bytes.size()));
    if (const auto& e = read.error) {
        err(QStringLiteral("%1: %2:%3:%4: %5 %6")
                .arg(who, text)
                .arg(e->line)
                .arg(e->column)
                .arg(readMovesCharName(e->character), kMoves));
        return std::nullopt;
    }
    return std::move(read.moves);
}

} // namespace mazelab::cli
