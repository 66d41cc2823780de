#pragma once
// ColabTournamentPanel: the CoLab mode's experiments (core/colab/colabtournament.h) — a
// round-robin tournament of the listed strategies on generated mazes, shown as a standings
// table (wins, draws, losses, timeouts, the thesis' fitness_2 points and fitness_3), and the
// genetic algorithm of §4.3.3, whose best player it offers to the game (evolved()). Both run on
// the document's JobRunner with progress and Cancel.

#include <QGroupBox>
#include <QStringList>

class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace mazelab {

class MazeDocument;

class ColabTournamentPanel : public QGroupBox {
    Q_OBJECT
public:
    explicit ColabTournamentPanel(MazeDocument* doc, QWidget* parent = nullptr);

    QSpinBox* mazesBox() const { return m_mazes; }
    QSpinBox* sizeBox() const { return m_size; }
    QSpinBox* generationsBox() const { return m_generations; }
    QSpinBox* populationBox() const { return m_population; }
    QPushButton* tournamentButton() const { return m_run; }
    QPushButton* evolveButton() const { return m_evolve; }
    QTableWidget* table() const { return m_table; }
    QLabel* evolveResult() const { return m_evolved; }
    // The strategies the tournament plays (the built-in ones and the evolved players).
    void setStrategies(const QStringList& names) { m_strategies = names; }
    bool runTournament();
    bool runEvolution();

signals:
    void evolved(const QString& name);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    MazeDocument* m_doc;
    QStringList m_strategies;
    QLabel* m_mazesLabel;
    QLabel* m_sizeLabel;
    QLabel* m_generationsLabel;
    QLabel* m_populationLabel;
    QSpinBox* m_mazes;
    QSpinBox* m_size;
    QSpinBox* m_generations;
    QSpinBox* m_population;
    QPushButton* m_run;
    QPushButton* m_evolve;
    QTableWidget* m_table;
    QLabel* m_evolved;
    bool m_running = false;
};

} // namespace mazelab
