#pragma once
// ExportDialog: PNG export of one maze at a chosen cell size, showing the image size in
// pixels and a small preview before the file is chosen.

#include "core/maze.h"

#include <QDialog>

class QLabel;
class QSpinBox;

namespace mazelab {

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    ExportDialog(const Maze& maze, int cellPx, QWidget* parent = nullptr);
    int cellSize() const;
    void setCellSize(int px);
    // "W × H pixels" (or a note that the image would be too big).
    QString sizeText() const;
    // The largest cell size renderMazeImage accepts for this maze.
    static int maxCellSize(const Maze& maze);

private:
    void updatePreview();

    Maze m_maze;
    QSpinBox* m_cell;
    QLabel* m_size;
    QLabel* m_preview;
};

// Writes renderMazeImage(maze, cellPx) as PNG atomically; false with `error` set on failure.
bool exportMazePng(const Maze& maze, int cellPx, const QString& path, QString* error);

} // namespace mazelab
