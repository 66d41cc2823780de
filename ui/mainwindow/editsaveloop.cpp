#include "ui/mainwindow/editsaveloop.h"

#include "ui/commands/paintcells.h"
#include "ui/mainwindow/filecontroller.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mazedocument.h"
#include "ui/recovery/autosaver.h"

#include <QStringList>
#include <QTimer>
#include <cstdio>

namespace mazelab {

bool startEditSaveLoopIfRequested(MainWindow& window)
{
    const QStringList spec = qEnvironmentVariable("MAZELAB_TEST_EDIT_SAVE_LOOP")
                                 .split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (spec.size() != 3 || !window.autoSaver())
        return false;
    const int editMs = spec[0].toInt();
    const int saveEvery = std::max(1, spec[1].toInt());
    window.files()->setInteractive(false); // errors to stderr, no dialogs
    MazeDocument* doc = window.document();
    auto* edits = new int(0);
    QObject::connect(window.autoSaver(), &AutoSaver::autosaved, &window, [edits] {
        std::printf("autosaved %d\n", *edits);
        std::fflush(stdout);
    });
    window.autoSaver()->setIntervalMs(spec[2].toInt());
    auto* timer = new QTimer(&window);
    QObject::connect(timer, &QTimer::destroyed, [edits] { delete edits; });
    QObject::connect(timer, &QTimer::timeout, &window, [&window, doc, edits, saveEvery] {
        const Maze& maze = doc->currentMaze();
        const std::size_t index = std::size_t(*edits);
        if (index >= std::size_t(maze.rows()) * std::size_t(maze.cols()))
            return;
        const Cell cell = maze.cellAt(index);
        doc->undoStack()->push(new PaintCells(doc, doc->currentIndex(), doc->newStrokeId(),
                                              {{index, maze.isBlocked(cell), true}}));
        ++*edits;
        std::printf("edit %d\n", *edits);
        std::fflush(stdout);
        if (*edits % saveEvery != 0)
            return;
        std::printf("saving %d\n", *edits);
        std::fflush(stdout);
        if (window.files()->save()) {
            std::printf("saved %d\n", *edits);
            std::fflush(stdout);
        }
    });
    timer->start(editMs);
    return true;
}

} // namespace mazelab
