#include "app/cli/command.h"

namespace mazelab::cli {

std::optional<MazeFile> loadMazeFile(const QString& path)
{
    try {
        return readMazeFile(path.toStdString());
    } catch (const MazeFormatError& e) {
        if (e.line() > 0)
            err(QStringLiteral("%1:%2:%3: %4")
                    .arg(path)
                    .arg(e.line())
                    .arg(e.column())
                    .arg(QString::fromStdString(e.reason())));
        else
            err(QStringLiteral("%1: %2").arg(path, QString::fromStdString(e.reason())));
        return std::nullopt;
    }
}

} // namespace mazelab::cli
