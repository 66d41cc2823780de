#pragma once
// CountSigmaPanel (Solvers tab): two whole-size computations that need no maze set.
// - Count: the exact number of solvable rows × cols mazes (frontier DP, big integers).
// - σ by SAT: the length of the shortest sequence solving every solvable rows × cols maze,
//   by counterexample-guided SAT (CaDiCaL); the lower bound it reaches is proved even when it
//   is stopped. Both run on the document's JobRunner with progress and Cancel.

#include <QGroupBox>

class QLabel;
class QPushButton;
class QSpinBox;

namespace mazelab {

class MazeDocument;

class CountSigmaPanel : public QGroupBox {
    Q_OBJECT
public:
    explicit CountSigmaPanel(MazeDocument* doc, QWidget* parent = nullptr);

    QSpinBox* rowsBox() const { return m_rows; }
    QSpinBox* colsBox() const { return m_cols; }
    QPushButton* countButton() const { return m_count; }
    QPushButton* sigmaButton() const { return m_sigma; }
    QLabel* resultLabel() const { return m_result; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void count();
    void sigma();

    MazeDocument* m_doc;
    QLabel* m_sizeLabel;
    QSpinBox* m_rows;
    QSpinBox* m_cols;
    QPushButton* m_count;
    QPushButton* m_sigma;
    QLabel* m_result;
};

} // namespace mazelab
