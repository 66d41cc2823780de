#include "ui/mainwindow/mazeoperations.h"

#include "core/mazeformat.h"
#include "ui/commands/addmaze.h"
#include "ui/mazedocument.h"
#include "ui/mazerenderer.h"
#include "ui/workspacefile.h"

#include <QApplication>
#include <QClipboard>
#include <QCoreApplication>
#include <algorithm>

namespace mazelab {

// Translation context for the messages of this file.
class MazeOperationsText {
    Q_DECLARE_TR_FUNCTIONS(mazelab::MazeOperations)
};


QString transformText(Transform t)
{
    switch (t) {
    case Transform::Clear: return MazeOperationsText::tr("Clear");
    case Transform::Fill: return MazeOperationsText::tr("Fill");
    case Transform::Invert: return MazeOperationsText::tr("Invert");
    case Transform::Transpose: return MazeOperationsText::tr("Transpose");
    case Transform::MirrorHorizontally: return MazeOperationsText::tr("Mirror Left \u2194 Right");
    case Transform::MirrorVertically: return MazeOperationsText::tr("Mirror Top \u2195 Bottom");
    case Transform::RotateClockwise: return MazeOperationsText::tr("Rotate Clockwise");
    case Transform::RotateCounterClockwise: return MazeOperationsText::tr("Rotate Counter-Clockwise");
    }
    return {};
}

void transformCurrentMaze(MazeDocument& doc, Transform t)
{
    const Maze& m = doc.currentMaze();
    Maze result = m;
    switch (t) {
    case Transform::Clear: result.fill(false); break;
    case Transform::Fill:
        result.fill(true);
        result.setBlocked(result.start(), false);
        result.setBlocked(result.goal(), false);
        break;
    case Transform::Invert: result = m.inverted(); break;
    case Transform::Transpose: result = m.transposed(); break;
    case Transform::MirrorHorizontally: result = m.mirroredHorizontally(); break;
    case Transform::MirrorVertically: result = m.mirroredVertically(); break;
    case Transform::RotateClockwise: result = m.rotatedClockwise(); break;
    case Transform::RotateCounterClockwise: result = m.rotatedCounterClockwise(); break;
    }
    doc.replaceCurrentMaze(result, transformText(t));
}

void resizeCurrentMaze(MazeDocument& doc, int rows, int cols)
{
    doc.replaceCurrentMaze(doc.currentMaze().resized(rows, cols),
                           MazeOperationsText::tr("Resize to %1 \u00d7 %2").arg(rows).arg(cols));
}

void addEmptyMaze(MazeDocument& doc)
{
    const Maze& m = doc.currentMaze();
    doc.addMaze(doc.currentIndex() + 1, {doc.unusedMazeName(), Maze(m.rows(), m.cols())});
}

void duplicateCurrentMaze(MazeDocument& doc)
{
    const int i = doc.currentIndex();
    doc.addMaze(i + 1, {MazeOperationsText::tr("%1 (copy)").arg(doc.mazeName(i)), doc.maze(i)});
}

void copyMazeImage(const MazeDocument& doc)
{
    const Maze& m = doc.currentMaze();
    const int cell = std::clamp(4095 / std::max(m.rows(), m.cols()), 1, 24);
    QApplication::clipboard()->setImage(renderMazeImage(m, cell));
}

void copyMazeText(const MazeDocument& doc)
{
    Workspace ws;
    ws.mazes.push_back({doc.mazeName(doc.currentIndex()), doc.currentMaze()});
    QApplication::clipboard()->setText(QString::fromUtf8(workspaceToMazeText(ws)));
}

bool pasteMazes(MazeDocument& doc, const QString& text, QString* error)
{
    Workspace ws;
    try {
        ws = workspaceFromMazeText(text.toUtf8(), MazeOperationsText::tr("Clipboard"), false);
    } catch (const WorkspaceFileError& e) {
        if (error)
            *error = e.message();
        return false;
    }
    QUndoStack* undo = doc.undoStack();
    undo->beginMacro(ws.mazes.size() == 1
                         ? MazeOperationsText::tr("Paste maze")
                         : MazeOperationsText::tr("Paste %n mazes", nullptr, int(ws.mazes.size())));
    int at = doc.currentIndex() + 1;
    for (NamedMaze& m : ws.mazes) {
        if (m.name.isEmpty())
            m.name = doc.unusedMazeName();
        undo->push(new AddMaze(&doc, at++, m));
    }
    undo->endMacro();
    return true;
}

} // namespace mazelab
