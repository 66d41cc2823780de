#include "ui/solve/solveoptionspanel.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace mazelab {

using namespace solve;

namespace {
const std::uint32_t kBrushWeights[] = {2, 5, 10, 20, 1};
const char* const kDefaultSolvers[] = {"bfs", "astar", "greedy", "dfs"};
} // namespace

SolveOptionsPanel::SolveOptionsPanel(QWidget* parent) : QWidget(parent)
{
    m_solversBox = new QGroupBox(this);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("solveSolvers"));
    m_list->setMinimumHeight(110);
    m_list->setMaximumHeight(150); // the canvas tools stay in view at 720 px
    for (const SolverInfo& info : solvers()) {
        auto* item = new QListWidgetItem(QString::fromStdString(info.name), m_list);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setData(Qt::UserRole, QString::fromStdString(info.name));
        item->setToolTip(QString::fromStdString(info.description));
        const bool on = std::any_of(std::begin(kDefaultSolvers), std::end(kDefaultSolvers),
                                    [&](const char* n) { return info.name == n; });
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
    m_heuristicLabel = new QLabel(this);
    m_heuristic = new QComboBox(this);
    m_heuristic->setObjectName(QStringLiteral("solveHeuristic"));
    m_hweightLabel = new QLabel(this);
    m_hweight = new QDoubleSpinBox(this);
    m_hweight->setObjectName(QStringLiteral("solveHeuristicWeight"));
    m_hweight->setRange(0.0, 10.0);
    m_hweight->setSingleStep(0.5);
    m_hweight->setValue(1.0);
    m_movementLabel = new QLabel(this);
    m_movement = new QComboBox(this);
    m_movement->setObjectName(QStringLiteral("solveMovement"));
    m_turnLabel = new QLabel(this);
    m_turn = new QDoubleSpinBox(this);
    m_turn->setObjectName(QStringLiteral("solveTurnCost"));
    m_turn->setRange(0.0, 100.0);
    m_turn->setSingleStep(0.5);
    m_seedLabel = new QLabel(this);
    m_seed = new QSpinBox(this);
    m_seed->setObjectName(QStringLiteral("solveSeed"));
    m_seed->setRange(0, 1'000'000);
    m_seed->setValue(1);
    m_compress = new QCheckBox(this);
    m_compress->setObjectName(QStringLiteral("solveCompress"));
    m_run = new QPushButton(this);
    m_run->setObjectName(QStringLiteral("solveRun"));
    for (QComboBox* box : {m_heuristic, m_movement}) { // long items must not widen the panel
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(8);
    }
    auto* form = new QFormLayout;
    form->addRow(m_heuristicLabel, m_heuristic);
    form->addRow(m_hweightLabel, m_hweight);
    form->addRow(m_movementLabel, m_movement);
    form->addRow(m_turnLabel, m_turn);
    form->addRow(m_seedLabel, m_seed);
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    auto* solversLayout = new QVBoxLayout(m_solversBox);
    solversLayout->addWidget(m_hint);
    solversLayout->addWidget(m_list, 1);
    solversLayout->addLayout(form);
    solversLayout->addWidget(m_compress);
    solversLayout->addWidget(m_run);

    m_canvasBox = new QGroupBox(this);
    m_walls = new QRadioButton(this);
    m_walls->setObjectName(QStringLiteral("solveBrushWalls"));
    m_walls->setChecked(true);
    m_weights = new QRadioButton(this);
    m_weights->setObjectName(QStringLiteral("solveBrushWeights"));
    auto* brushes = new QButtonGroup(this);
    brushes->addButton(m_walls);
    brushes->addButton(m_weights);
    m_brushWeight = new QComboBox(this);
    m_brushWeight->setObjectName(QStringLiteral("solveBrushWeight"));
    for (std::uint32_t w : kBrushWeights)
        m_brushWeight->addItem(QString::number(w), int(w));
    m_heat = new QCheckBox(this);
    m_heat->setObjectName(QStringLiteral("solveHeatMap"));
    m_import = new QPushButton(this);
    m_import->setObjectName(QStringLiteral("solveImportWeights"));
    m_export = new QPushButton(this);
    m_export->setObjectName(QStringLiteral("solveExportWeights"));
    m_clear = new QPushButton(this);
    m_clear->setObjectName(QStringLiteral("solveClearWeights"));
    auto* brushRow = new QHBoxLayout;
    brushRow->addWidget(m_walls);
    brushRow->addWidget(m_weights);
    brushRow->addWidget(m_brushWeight);
    auto* fileRow = new QHBoxLayout;
    for (QPushButton* b : {m_import, m_export, m_clear}) {
        b->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed); // share the narrow row
        fileRow->addWidget(b);
    }
    auto* canvasLayout = new QVBoxLayout(m_canvasBox);
    canvasLayout->addLayout(brushRow);
    canvasLayout->addLayout(fileRow);
    canvasLayout->addWidget(m_heat);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_solversBox, 1);
    layout->addWidget(m_canvasBox);

    retranslateUi();
    m_brushWeight->setEnabled(false);
    connect(m_weights, &QRadioButton::toggled, m_brushWeight, &QComboBox::setEnabled);
    connect(m_list, &QListWidget::itemChanged, this, &SolveOptionsPanel::optionsChanged);
    connect(m_heuristic, &QComboBox::currentIndexChanged, this,
            &SolveOptionsPanel::optionsChanged);
    connect(m_movement, &QComboBox::currentIndexChanged, this,
            &SolveOptionsPanel::optionsChanged);
    for (QDoubleSpinBox* spin : {m_hweight, m_turn})
        connect(spin, &QDoubleSpinBox::valueChanged, this, &SolveOptionsPanel::optionsChanged);
    connect(m_seed, &QSpinBox::valueChanged, this, &SolveOptionsPanel::optionsChanged);
    connect(m_compress, &QCheckBox::toggled, this, &SolveOptionsPanel::optionsChanged);
    connect(m_heat, &QCheckBox::toggled, this, &SolveOptionsPanel::lookChanged);
}

std::vector<std::string> SolveOptionsPanel::chosen() const
{
    std::vector<std::string> names;
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->checkState() == Qt::Checked)
            names.push_back(m_list->item(i)->data(Qt::UserRole).toString().toStdString());
    return names;
}

void SolveOptionsPanel::setChosen(const std::vector<std::string>& names)
{
    const QSignalBlocker block(m_list);
    for (int i = 0; i < m_list->count(); ++i) {
        const std::string name = m_list->item(i)->data(Qt::UserRole).toString().toStdString();
        const bool on = std::find(names.begin(), names.end(), name) != names.end();
        m_list->item(i)->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
    emit optionsChanged();
}

SolveOptions SolveOptionsPanel::options() const
{
    SolveOptions o;
    o.heuristic = Heuristic(std::max(0, m_heuristic->currentIndex()));
    o.heuristicWeight = m_hweight->value();
    o.diagonal = Diagonal(std::max(0, m_movement->currentIndex()));
    o.turnCost = m_turn->value();
    o.seed = std::uint64_t(m_seed->value());
    o.compress = m_compress->isChecked();
    return o;
}

bool SolveOptionsPanel::weightsBrush() const { return m_weights->isChecked(); }
std::uint32_t SolveOptionsPanel::brushWeight() const
{
    return std::uint32_t(std::max(1, m_brushWeight->currentData().toInt()));
}
bool SolveOptionsPanel::heatMap() const { return m_heat->isChecked(); }

QJsonObject SolveOptionsPanel::settings() const
{
    QJsonArray names;
    for (const std::string& n : chosen())
        names.append(QString::fromStdString(n));
    const SolveOptions o = options();
    return {{QStringLiteral("solvers"), names},
            {QStringLiteral("heuristic"), QString::fromStdString(heuristicName(o.heuristic))},
            {QStringLiteral("heuristicWeight"), o.heuristicWeight},
            {QStringLiteral("diagonal"), QString::fromStdString(diagonalName(o.diagonal))},
            {QStringLiteral("turnCost"), o.turnCost},
            {QStringLiteral("seed"), double(o.seed)},
            {QStringLiteral("compress"), o.compress},
            {QStringLiteral("heatMap"), heatMap()}};
}

void SolveOptionsPanel::restore(const QJsonObject& s)
{
    const QSignalBlocker block(this); // one optionsChanged at the end
    if (s.value(QStringLiteral("solvers")).isArray()) {
        std::vector<std::string> names;
        for (const QJsonValue& v : s.value(QStringLiteral("solvers")).toArray())
            names.push_back(v.toString().toStdString());
        setChosen(names);
    }
    Heuristic h;
    if (parseHeuristic(s.value(QStringLiteral("heuristic")).toString().toStdString(), h))
        m_heuristic->setCurrentIndex(int(h));
    Diagonal d;
    if (parseDiagonal(s.value(QStringLiteral("diagonal")).toString().toStdString(), d))
        m_movement->setCurrentIndex(int(d));
    m_hweight->setValue(s.value(QStringLiteral("heuristicWeight")).toDouble(1.0));
    m_turn->setValue(s.value(QStringLiteral("turnCost")).toDouble(0.0));
    m_seed->setValue(s.value(QStringLiteral("seed")).toInt(1));
    m_compress->setChecked(s.value(QStringLiteral("compress")).toBool(false));
    m_heat->setChecked(s.value(QStringLiteral("heatMap")).toBool(false));
}

void SolveOptionsPanel::retranslateUi()
{
    m_hint->setText(tr("Check several solvers to race them."));
    m_heuristicLabel->setText(tr("Heuristic:"));
    const int h = m_heuristic->currentIndex();
    m_heuristic->clear(); // the order of solve::Heuristic
    m_heuristic->addItems({tr("Manhattan"), tr("Euclidean"), tr("Chebyshev"), tr("Octile")});
    m_heuristic->setCurrentIndex(std::max(0, h));
    m_hweightLabel->setText(tr("Weight:"));
    m_hweight->setToolTip(tr("f = g + weight · h (1: admissible A*; above 1: faster, "
                             "maybe longer paths)"));
    m_movementLabel->setText(tr("Movement:"));
    const int d = m_movement->currentIndex();
    m_movement->clear(); // the order of solve::Diagonal
    m_movement->addItems({tr("4 neighbours"), tr("8: always"), tr("8: at most one obstacle"),
                          tr("8: no obstacles")});
    m_movement->setToolTip(tr("Diagonal steps as in PathFinding.js: always, when at most one "
                              "of the two side cells is a wall, or only when neither is"));
    m_movement->setCurrentIndex(std::max(0, d));
    m_turnLabel->setText(tr("Turn cost:"));
    m_turn->setToolTip(tr("Added when a step changes direction (Dijkstra and A* optimise it)"));
    m_seedLabel->setText(tr("Seed:"));
    m_seed->setToolTip(tr("For the random solvers (DFS random, random mouse)"));
    m_compress->setText(tr("Compress corridors (Dijkstra)"));
    m_compress->setToolTip(tr("Dijkstra on the graph of corridors and junctions (thesis §3.2); "
                              "its tile then shows only the path"));
    m_run->setText(tr("Run again"));
    m_canvasBox->setTitle(tr("Canvas"));
    m_walls->setText(tr("Walls"));
    m_walls->setToolTip(tr("Click or drag: walls on / off; drag S or G to move them"));
    m_weights->setText(tr("Weights"));
    m_weights->setToolTip(tr("Paint cell weights (left) or erase them (right)"));
    m_brushWeight->setToolTip(tr("The weight the brush paints"));
    m_heat->setText(tr("Distance heat map"));
    m_heat->setToolTip(tr("Breadth-first distance from the start (Lee)"));
    m_import->setText(tr("Import…"));
    m_import->setToolTip(tr("Read weights from a file (the format of mazelab-cli solve "
                            "--weights)"));
    m_export->setText(tr("Export…"));
    m_export->setToolTip(tr("Write the weights to a file"));
    m_clear->setText(tr("Clear"));
    m_clear->setToolTip(tr("Remove every weight"));
}

void SolveOptionsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        const QSignalBlocker block(this);
        retranslateUi();
    }
    QWidget::changeEvent(event);
}

} // namespace mazelab
