#include "ui/dialogs/exportdialog.h"

#include "core/control.h"
#include "ui/mazerenderer.h"
#include "ui/savefile.h"
#include "ui/thumbnail.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QImageWriter>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QSpinBox>
#include <algorithm>

namespace mazelab {

ExportDialog::ExportDialog(const Maze& maze, int cellPx, QWidget* parent)
    : QDialog(parent), m_maze(maze)
{
    setWindowTitle(tr("Export as PNG"));
    auto* form = new QFormLayout(this);
    m_cell = new QSpinBox(this);
    m_cell->setObjectName(QStringLiteral("cellSize"));
    m_cell->setRange(1, std::max(1, maxCellSize(maze)));
    m_cell->setSuffix(tr(" px"));
    m_cell->setValue(std::clamp(cellPx, 1, m_cell->maximum()));
    form->addRow(tr("&Cell size:"), m_cell);
    m_size = new QLabel(this);
    m_size->setObjectName(QStringLiteral("imageSize"));
    form->addRow(tr("Image size:"), m_size);
    m_preview = new QLabel(this);
    m_preview->setAlignment(Qt::AlignCenter);
    m_preview->setMinimumSize(140, 140);
    form->addRow(tr("Preview:"), m_preview);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export\u2026"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    connect(m_cell, &QSpinBox::valueChanged, this, &ExportDialog::updatePreview);
    updatePreview();
}

int ExportDialog::maxCellSize(const Maze& maze)
{
    return std::min(512, (32768 - 1) / std::max(maze.rows(), maze.cols()));
}

int ExportDialog::cellSize() const
{
    return m_cell->value();
}

void ExportDialog::setCellSize(int px)
{
    m_cell->setValue(px);
}

QString ExportDialog::sizeText() const
{
    return m_size->text();
}

void ExportDialog::updatePreview()
{
    const int px = cellSize();
    m_size->setText(tr("%1 \u00d7 %2 pixels")
                        .arg(qint64(m_maze.cols()) * px + 1)
                        .arg(qint64(m_maze.rows()) * px + 1));
    // The preview shows the picture at (at most) 128 px, with the cell size's grid look.
    const int side = std::max(m_maze.rows(), m_maze.cols());
    const int previewCell = std::min(px, 128 / side);
    const QImage img = previewCell >= 1 ? renderMazeImage(m_maze, previewCell)
                                        : mazeThumbnail(m_maze, 128);
    m_preview->setPixmap(QPixmap::fromImage(img));
}

bool exportMazePng(const Maze& maze, int cellPx, const QString& path, QString* error)
{
    Control control;
    return exportMazePng(maze, cellPx, path, error, control, pngExportTexts(), {});
}

PngExportTexts pngExportTexts()
{
    return {ExportDialog::tr("Drawing the maze\u2026"), ExportDialog::tr("Writing the PNG\u2026"),
            ExportDialog::tr("The image would be larger than 32768 pixels a side."),
            ExportDialog::tr("Not enough memory for an image of %1 \u00d7 %2 pixels.")};
}

bool exportMazePng(const Maze& maze, int cellPx, const QString& path, QString* error,
                   Control& control, const PngExportTexts& texts,
                   const std::function<void(double, const QString&)>& progress)
{
    const auto fail = [error](const QString& why) {
        if (error)
            *error = why;
        return false;
    };
    const qint64 w = qint64(maze.cols()) * std::max(1, cellPx) + 1;
    const qint64 h = qint64(maze.rows()) * std::max(1, cellPx) + 1;
    if (w <= 32768 && h <= 32768 && !mazeImageFits(w, h)) // before allocating (no OOM killer)
        return fail(texts.noMemory.arg(w).arg(h));
    bool noMemory = false;
    const QImage image = renderMazeImage(
        maze, cellPx, MazeStyle::standard(), control,
        [&](double done) {
            if (progress)
                progress(0.5 * done, texts.drawing); // drawing: the first half
        },
        &noMemory);
    if (control.checkNow())
        return false;
    if (noMemory)
        return fail(texts.noMemory.arg(w).arg(h));
    if (image.isNull())
        return fail(texts.tooLarge);
    if (progress)
        progress(-1.0, texts.writing); // libpng does not say how far it is
    const QByteArray bytes = encodeImage(image, "PNG", &control);
    if (control.checkNow())
        return false;
    if (bytes.isEmpty())
        return writeImageAtomically(path, image, error); // the encoder's own error message
    return writeFileAtomically(path, bytes, error);   // atomic, checked (ui/savefile.h)
}

} // namespace mazelab
