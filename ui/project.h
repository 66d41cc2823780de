#pragma once
// The MazeLab project format (`.mazelab`): versioned JSON holding a whole Workspace.
//
//   { "format": "mazelab-project", "version": 1, "current": 0,
//     "mazes": [ { "name": "A", "rows": 2, "cols": 3, "cells": ["..#", "#.."],
//                  "start": [0, 0], "goal": [1, 2] } ],
//     "sequences": [ { "name": "σ(3,3)", "moves": "drddruurrdd" } ],
//     "views": { "editor": { ... } } }
//
// Cells use the `.maze` characters ('.' free, '#' blocked). "sequences" and "views" are
// optional on input. Loading validates everything and reports the first problem with its JSON
// path (`mazes[2].cells[1]: ragged row ...`) or, for syntax errors, line and column.

#include "ui/workspace.h"

#include <QByteArray>
#include <QString>
#include <stdexcept>

namespace mazelab {

class ProjectError : public std::runtime_error {
public:
    // line/column are 1-based, 0 when the error is not a syntax error.
    ProjectError(const QString& message, int line = 0, int column = 0);
    const QString& message() const { return m_message; }
    int line() const { return m_line; }
    int column() const { return m_column; }

private:
    QString m_message;
    int m_line;
    int m_column;
};

inline constexpr int kProjectVersion = 1;

// Parses project JSON; throws ProjectError. maxSide bounds rows and columns.
Workspace parseProject(const QByteArray& json, int maxSide = Maze::kMaxSide);
// Serialises a workspace (indented, stable key order).
QByteArray projectToJson(const Workspace& workspace);

// 1-based line and column of a byte offset into `text` (columns count UTF-8 characters).
void lineColumnAt(const QByteArray& text, qsizetype offset, int& line, int& column);

} // namespace mazelab
