#include "ui/dialogs/exportdialog.h"

#include "ui/mazerenderer.h"
#include "ui/thumbnail.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QImageWriter>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include "ui/savefile.h"
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
    const QImage image = renderMazeImage(maze, cellPx);
    if (image.isNull()) {
        if (error)
            *error = ExportDialog::tr("The image would be larger than 32768 pixels a side.");
        return false;
    }
    return writeImageAtomically(path, image, error); // atomic, checked (ui/savefile.h)
}

} // namespace mazelab
