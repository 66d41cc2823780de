#pragma once
// Reading and writing a Workspace as a file: `.mazelab` is the JSON project format
// (ui/project.h), every other extension is the `.maze` text format (core/mazeformat.h).
// Writes are atomic (QSaveFile): a failed save leaves the old file untouched.

#include "ui/savefile.h"
#include "ui/workspace.h"

#include <QString>
#include <stdexcept>

namespace mazelab {

enum class WorkspaceFormat { MazeText, Project };

// By extension: ".mazelab" (any case) -> Project, else MazeText.
WorkspaceFormat formatForPath(const QString& path);

class WorkspaceFileError : public std::runtime_error {
public:
    // message already names the file, and line:column where known; reason is the fault alone
    // (for "FILE:LINE:COL: reason" on a command line), the message when not given.
    WorkspaceFileError(const QString& message, int line = 0, int column = 0,
                       const QString& reason = {});
    const QString& message() const { return m_message; }
    const QString& reason() const { return m_reason.isEmpty() ? m_message : m_reason; }
    int line() const { return m_line; }
    int column() const { return m_column; }

private:
    QString m_message;
    QString m_reason;
    int m_line;
    int m_column;
};

// Throws WorkspaceFileError (also for a directory or a device: "is a directory", "is not a
// regular file"). Unnamed mazes of a `.maze` file are named "Maze 1", "Maze 2", ...
Workspace readWorkspaceFile(const QString& path);
// Parses `.maze` text (e.g. from the clipboard); throws WorkspaceFileError naming `source`.
// Unnamed mazes are named "Maze N" when nameUnnamed, else keep an empty name.
Workspace workspaceFromMazeText(const QByteArray& text, const QString& source,
                                bool nameUnnamed = true);
// `.maze` text of the mazes of a workspace (a set when there are several).
QByteArray workspaceToMazeText(const Workspace& workspace);
// Writes in the format of the path's extension; throws WorkspaceFileError (also when the path
// is a directory or a device).
void writeWorkspaceFile(const QString& path, const Workspace& workspace);

} // namespace mazelab
