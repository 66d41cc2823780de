#include "ui/workspacefile.h"

#include "core/mazeformat.h"
#include "ui/nativename.h"
#include "ui/project.h"
#include "ui/savefile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <algorithm>

#include <fcntl.h>
#include <sys/stat.h>

namespace mazelab {

// Translation context for the messages of this file.
class WorkspaceFileText {
    Q_DECLARE_TR_FUNCTIONS(mazelab::WorkspaceFile)
};


WorkspaceFileError::WorkspaceFileError(const QString& message, int line, int column,
                                       const QString& reason)
    : std::runtime_error(message.toStdString()), m_message(message), m_reason(reason),
      m_line(line), m_column(column)
{
}

WorkspaceFormat formatForPath(const QString& path)
{
    return QFileInfo(path).suffix().compare(QLatin1String("mazelab"), Qt::CaseInsensitive) == 0
        ? WorkspaceFormat::Project : WorkspaceFormat::MazeText;
}

Workspace workspaceFromMazeText(const QByteArray& text, const QString& source, bool nameUnnamed)
{
    MazeFile file;
    try {
        file = parseMazeText(std::string_view(text.constData(), std::size_t(text.size())));
    } catch (const MazeFormatError& e) {
        const QString reason = QString::fromStdString(e.reason());
        if (e.line() > 0)
            throw WorkspaceFileError(WorkspaceFileText::tr("%1, line %2, column %3: %4")
                                         .arg(source).arg(e.line()).arg(e.column()).arg(reason),
                                     e.line(), e.column(), reason);
        throw WorkspaceFileError(QStringLiteral("%1: %2").arg(source, reason));
    }
    Workspace ws;
    for (std::size_t i = 0; i < file.mazes.size(); ++i) {
        QString name = QString::fromStdString(file.names[i]);
        if (name.isEmpty() && nameUnnamed)
            name = WorkspaceFileText::tr("Maze %1").arg(i + 1);
        ws.mazes.push_back({name, file.mazes[i]});
    }
    return ws;
}

namespace {

// A directory or a device is refused by name before it is opened: reading a directory would
// read as "no maze in file", reading /dev/zero would never end, and QSaveFile (Qt 6.4) would
// replace a device node with a regular file.
void requireRegularFile(const QString& path)
{
    struct stat st = {};
    if (::stat(nativeName(path).constData(), &st) != 0)
        return; // missing: the open or the save says so
    if (S_ISDIR(st.st_mode))
        throw WorkspaceFileError(WorkspaceFileText::tr("%1 is a directory").arg(path));
    if (!S_ISREG(st.st_mode))
        throw WorkspaceFileError(WorkspaceFileText::tr("%1 is not a regular file").arg(path));
}

} // namespace

Workspace readWorkspaceFile(const QString& path)
{
    if (!path.startsWith(QLatin1Char(':'))) // resources are not files
        requireRegularFile(path);
    QFile f(path);
    // A name that is not UTF-8 is opened by its original bytes (ui/nativename.h).
    const int fd = isLossyName(path) ? ::open(nativeName(path).constData(), O_RDONLY | O_CLOEXEC)
                                     : -1;
    if (fd >= 0 ? !f.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)
                : !f.open(QIODevice::ReadOnly))
        throw WorkspaceFileError(WorkspaceFileText::tr("Cannot read %1: %2").arg(path, f.errorString()));
    QByteArray bytes = f.readAll();
    if (formatForPath(path) == WorkspaceFormat::MazeText)
        return workspaceFromMazeText(bytes, path); // the core skips a byte order mark
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    try {
        return parseProject(bytes);
    } catch (const ProjectError& e) {
        if (e.line() > 0) { // the message starts with "line:column: "
            const QString reason = e.message().section(QLatin1Char(' '), 1);
            throw WorkspaceFileError(WorkspaceFileText::tr("%1, line %2, column %3: %4")
                                         .arg(path).arg(e.line()).arg(e.column()).arg(reason),
                                     e.line(), e.column(), reason);
        }
        throw WorkspaceFileError(QStringLiteral("%1: %2").arg(path, e.message()));
    }
}

QByteArray workspaceToMazeText(const Workspace& ws)
{
    MazeFile file;
    for (const NamedMaze& m : ws.mazes) {
        file.mazes.push_back(m.maze);
        file.names.push_back(m.name.toStdString());
    }
    const std::string text = ws.mazes.size() == 1 && ws.mazes[0].name.isEmpty()
        ? mazeToText(ws.mazes[0].maze) : mazeFileToText(file);
    return QByteArray::fromStdString(text);
}

void writeWorkspaceFile(const QString& path, const Workspace& ws)
{
    const QByteArray bytes = formatForPath(path) == WorkspaceFormat::Project
        ? projectToJson(ws) : workspaceToMazeText(ws);
    requireRegularFile(path);
    if (isLossyName(path))
        throw WorkspaceFileError(WorkspaceFileText::tr(
            "Cannot write %1: the file name is not valid UTF-8. Save under another name.")
                                     .arg(path));
    QString error;
    if (!writeFileAtomically(path, bytes, &error))
        throw WorkspaceFileError(error);
}

} // namespace mazelab
