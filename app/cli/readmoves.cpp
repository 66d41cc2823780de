// Move sequences given on the command line: the moves themselves or a file holding them
// (command.h, readMoves).
#include "app/cli/command.h"
#include "core/simaso/sequencetext.h"

#include <QFile>

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
    if (text.isEmpty() || !QFile::exists(text)) {
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
    SequenceFileRead file = readSequenceFile(QFile::encodeName(text).toStdString());
    if (file.problem != SequenceFileProblem::None) {
        QString why = QString::fromLocal8Bit(file.reason);
        if (file.problem == SequenceFileProblem::Directory)
            why = QStringLiteral("is a directory");
        else if (file.problem == SequenceFileProblem::TooLarge)
            why = QStringLiteral("larger than 64 MB, too large for a move sequence");
        err(QStringLiteral("%1: cannot read %2: %3").arg(who, text, why));
        return std::nullopt;
    }
    SequenceText& read = file.text;
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
