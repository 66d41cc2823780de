#include "app/cli/command.h"
#include "core/sysmemory.h"
#include "ui/nativename.h"
#include "ui/workspacefile.h"

#include <QCommandLineParser>
#include <QRegularExpression>
#include <chrono>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

namespace mazelab::cli {

namespace {
std::vector<std::pair<QString, std::string>>& rawArguments()
{
    static std::vector<std::pair<QString, std::string>> list;
    return list;
}
} // namespace

void rememberRawArguments(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const std::string raw = argv[i];
        rememberNativeName(QByteArray(argv[i])); // for readWorkspaceFile (projects)
        rawArguments().emplace_back(QString::fromLocal8Bit(raw), raw);
        if (const auto eq = raw.find('='); eq != std::string::npos)
            rawArguments().emplace_back(QString::fromLocal8Bit(raw.substr(eq + 1)),
                                        raw.substr(eq + 1));
    }
}

std::string nativePath(const QString& path)
{
    for (const auto& [decoded, raw] : rawArguments())
        if (decoded == path)
            return raw;
    return path.toLocal8Bit().toStdString();
}

QString projectErrorText(const QString& path, const WorkspaceFileError& error)
{
    if (error.line() > 0) // as for a .maze file: FILE:LINE:COL: reason
        return QStringLiteral("%1:%2:%3: %4")
            .arg(path)
            .arg(error.line())
            .arg(error.column())
            .arg(error.reason());
    return error.message();
}

std::optional<MazeFile> loadMazeFile(const QString& path)
{
    // A project saved by the GUI: its mazes, in order, with their names (ui/workspacefile.h
    // checks it as the GUI does, and names the line and column or the JSON path of a fault).
    if (formatForPath(path) == WorkspaceFormat::Project) {
        try {
            const Workspace ws = readWorkspaceFile(path);
            MazeFile file;
            for (const NamedMaze& m : ws.mazes) {
                file.mazes.push_back(m.maze);
                file.names.push_back(m.name.toStdString());
            }
            return file;
        } catch (const WorkspaceFileError& e) {
            err(projectErrorText(path, e));
            return std::nullopt;
        }
    }
    try {
        return readMazeFile(nativePath(path));
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

bool parseNxM(const QString& text, int& rows, int& cols)
{
    static const QRegularExpression pair(QStringLiteral("^(\\d+)[xX×](\\d+)$"));
    const auto match = pair.match(text);
    bool okRows = false;
    bool okCols = false;
    if (match.hasMatch()) {
        rows = match.captured(1).toInt(&okRows);
        cols = match.captured(2).toInt(&okCols);
    }
    return okRows && okCols;
}

bool parseSize(const QStringList& pos, int& rows, int& cols)
{
    bool okRows = false;
    bool okCols = false;
    if (pos.size() == 1) {
        if (parseNxM(pos.first(), rows, cols))
            return true;
        rows = cols = pos.first().toInt(&okRows);
        okCols = okRows;
    } else if (pos.size() == 2) {
        rows = pos[0].toInt(&okRows);
        cols = pos[1].toInt(&okCols);
    }
    return okRows && okCols;
}

bool parseTimeLimit(const QString& text, Control& control)
{
    bool ok = false;
    const double seconds = text.toDouble(&ok);
    if (!ok || !(seconds > 0) || seconds > 1e7)
        return false;
    control.setTimeLimit(std::chrono::milliseconds(std::llround(seconds * 1000)));
    return true;
}

bool parseMemoryLimitMb(const QString& text, std::size_t& bytes)
{
    bool ok = false;
    const double mb = text.toDouble(&ok);
    if (!ok || !(mb >= 1 && mb <= 1e7)) // also refuses nan
        return false;
    bytes = std::size_t(mb * 1024 * 1024);
    return true;
}

bool applySearchMemoryLimit(const QCommandLineParser& parser, const QCommandLineOption& option,
                            Control& control, const QString& who)
{
    if (!parser.isSet(option)) {
        control.setMemoryLimit(defaultSearchMemoryCap()); // 0 (none) where unknown
        return true;
    }
    std::size_t bytes = 0;
    if (!parseMemoryLimitMb(parser.value(option), bytes)) {
        err(QStringLiteral("%1: --memory-limit must be a number of MB >= 1").arg(who));
        return false;
    }
    control.setMemoryLimit(bytes);
    return true;
}

} // namespace mazelab::cli
