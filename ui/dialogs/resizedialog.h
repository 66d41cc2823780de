#pragma once
// ResizeDialog: asks for a new maze size (rows x columns, 1 to 4096 each).

#include <QDialog>

class QSpinBox;
class QLabel;

namespace mazelab {

class ResizeDialog : public QDialog {
    Q_OBJECT
public:
    ResizeDialog(int rows, int cols, QWidget* parent = nullptr);
    int rows() const;
    int cols() const;
    void setSize(int rows, int cols);

private:
    QSpinBox* m_rows;
    QSpinBox* m_cols;
    QLabel* m_note;
};

} // namespace mazelab
