#include "ui/dialogs/resizedialog.h"

#include "core/maze.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace mazelab {

ResizeDialog::ResizeDialog(int rows, int cols, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Resize Maze"));
    auto* form = new QFormLayout(this);
    auto spin = [this](int value) {
        auto* s = new QSpinBox(this);
        s->setRange(1, Maze::kMaxSide);
        s->setValue(value);
        s->setAccelerated(true);
        return s;
    };
    m_rows = spin(rows);
    m_rows->setObjectName(QStringLiteral("rows"));
    m_cols = spin(cols);
    m_cols->setObjectName(QStringLiteral("cols"));
    form->addRow(tr("&Rows:"), m_rows);
    form->addRow(tr("&Columns:"), m_cols);
    m_note = new QLabel(tr("The top-left part is kept; new cells are free."), this);
    m_note->setWordWrap(true);
    form->addRow(m_note);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

int ResizeDialog::rows() const
{
    return m_rows->value();
}

int ResizeDialog::cols() const
{
    return m_cols->value();
}

void ResizeDialog::setSize(int rows, int cols)
{
    m_rows->setValue(rows);
    m_cols->setValue(cols);
}

} // namespace mazelab
