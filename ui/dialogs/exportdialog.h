#pragma once
// ExportDialog: PNG export of one maze at a chosen cell size, showing the image size in
// pixels and a small preview before the file is chosen.

#include "core/maze.h"

#include <QDialog>

#include <functional>

class QLabel;
class QSpinBox;

namespace mazelab {

class Control;

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
// The same for a worker thread (FileController's export job): polls `control` while it draws
// (in bands), converts and encodes, reporting progress(fraction or -1, text in the user's
// language); cancelled, it writes nothing and returns false with `error` left empty. `texts`
// are made on the GUI thread (pngExportTexts()).
struct PngExportTexts {
    QString drawing, writing, tooLarge, noMemory;
};
PngExportTexts pngExportTexts();
bool exportMazePng(const Maze& maze, int cellPx, const QString& path, QString* error,
                   Control& control, const PngExportTexts& texts,
                   const std::function<void(double, const QString&)>& progress);

} // namespace mazelab
