#pragma once
// Workspace: everything one MazeLab document holds, as plain values (no undo, no signals).
// A `.maze` file fills only `mazes`; a `.mazelab` project fills all of it (see ui/project.h).

#include "core/maze.h"

#include <QJsonObject>
#include <QString>
#include <vector>

namespace mazelab {

struct NamedMaze {
    QString name;
    Maze maze;
    friend bool operator==(const NamedMaze&, const NamedMaze&) = default;
};

// A named move sequence ("drddruurrdd"); the player of later issues runs them on the mazes.
struct MoveSequence {
    QString name;
    QString moves;
    friend bool operator==(const MoveSequence&, const MoveSequence&) = default;
};

struct Workspace {
    std::vector<NamedMaze> mazes;    // never empty in a loaded document
    int current = 0;                 // index into mazes
    std::vector<MoveSequence> sequences;
    QJsonObject views;               // free-form settings, one key per view / mode
    friend bool operator==(const Workspace&, const Workspace&) = default;
};

} // namespace mazelab
