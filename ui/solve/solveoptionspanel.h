#pragma once
// SolveOptionsPanel: the Solve mode's "Solvers" tab — which solvers race (checkable list of
// the core registry, core/solve/solvers.h), the heuristic and its weight, the movement
// (4 neighbours, or 8 with PathFinding.js's diagonal policies), the turn cost, the seed of the
// random solvers, Dijkstra's corridor compression (Petercă 2024 §3.2), and the canvas tools
// (walls or the weights brush with its weight, the distance heat map). It only holds the
// choices; the page reads them (options(), chosen()) and persists them (settings()).

#include "core/solve/solvers.h"

#include <QJsonObject>
#include <QWidget>

#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QListWidget;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace mazelab {

class SolveOptionsPanel : public QWidget {
    Q_OBJECT
public:
    explicit SolveOptionsPanel(QWidget* parent = nullptr);

    // The checked solvers, in the registry's order.
    std::vector<std::string> chosen() const;
    void setChosen(const std::vector<std::string>& names);
    // Heuristic, weight, movement, turn cost, seed and compression (no weights, no trace).
    solve::SolveOptions options() const;
    bool weightsBrush() const; // the canvas paints weights (else walls)
    std::uint32_t brushWeight() const;
    bool heatMap() const;

    QJsonObject settings() const;
    void restore(const QJsonObject& settings);

    QListWidget* solverList() const { return m_list; }
    QComboBox* heuristicBox() const { return m_heuristic; }
    QDoubleSpinBox* weightSpin() const { return m_hweight; }
    QComboBox* movementBox() const { return m_movement; }
    QDoubleSpinBox* turnSpin() const { return m_turn; }
    QSpinBox* seedSpin() const { return m_seed; }
    QCheckBox* compressCheck() const { return m_compress; }
    QRadioButton* wallsRadio() const { return m_walls; }
    QRadioButton* weightsRadio() const { return m_weights; }
    QComboBox* brushWeightBox() const { return m_brushWeight; }
    QCheckBox* heatCheck() const { return m_heat; }
    QPushButton* runButton() const { return m_run; }
    QPushButton* importWeightsButton() const { return m_import; }
    QPushButton* exportWeightsButton() const { return m_export; }
    QPushButton* clearWeightsButton() const { return m_clear; }

signals:
    // A solver or an option changed: the race must be run again.
    void optionsChanged();
    // The heat map was switched (only the picture changes).
    void lookChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QGroupBox* m_solversBox;
    QLabel* m_hint;
    QListWidget* m_list;
    QLabel* m_heuristicLabel;
    QComboBox* m_heuristic;
    QLabel* m_hweightLabel;
    QDoubleSpinBox* m_hweight;
    QLabel* m_movementLabel;
    QComboBox* m_movement;
    QLabel* m_turnLabel;
    QDoubleSpinBox* m_turn;
    QLabel* m_seedLabel;
    QSpinBox* m_seed;
    QCheckBox* m_compress;
    QPushButton* m_run;
    QGroupBox* m_canvasBox;
    QRadioButton* m_walls;
    QRadioButton* m_weights;
    QComboBox* m_brushWeight;
    QCheckBox* m_heat;
    QPushButton* m_import;
    QPushButton* m_export;
    QPushButton* m_clear;
};

} // namespace mazelab
