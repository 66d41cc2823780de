#pragma once
// TokenGeneratePanel: the Token mode's "Generate a puzzle" box — size, obstacles, uniqueness
// (any solvable board, exactly one solution, exactly one start cell) and seed. Generation runs
// on the document's JobRunner; the puzzle is added to the workspace (undoable) and shown.

#include <QGroupBox>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace mazelab {

class MazeDocument;

class TokenGeneratePanel : public QGroupBox {
    Q_OBJECT
public:
    explicit TokenGeneratePanel(MazeDocument* doc, QWidget* parent = nullptr);

    QSpinBox* rows() const { return m_rows; }
    QSpinBox* cols() const { return m_cols; }
    QSpinBox* obstacles() const { return m_obstacles; }
    QComboBox* uniqueness() const { return m_unique; }
    QSpinBox* seed() const { return m_seed; }
    QPushButton* generateButton() const { return m_generate; }
    QLabel* resultLabel() const { return m_result; }
    void generate();

signals:
    void generated(); // a puzzle was added and made current

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    MazeDocument* m_doc;
    QLabel* m_rowsLabel;
    QLabel* m_colsLabel;
    QLabel* m_obstaclesLabel;
    QLabel* m_uniqueLabel;
    QLabel* m_seedLabel;
    QSpinBox* m_rows;
    QSpinBox* m_cols;
    QSpinBox* m_obstacles;
    QComboBox* m_unique;
    QSpinBox* m_seed;
    QPushButton* m_generate;
    QLabel* m_result;
    bool m_running = false; // this panel's generation is the running job
};

} // namespace mazelab
