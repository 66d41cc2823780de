#include "ui/colab/colabtournamentpanel.h"

#include "core/colab/colabtournament.h"
#include "ui/jobs/jobrunner.h"
#include "ui/mazedocument.h"

#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>

namespace mazelab {

using namespace colab;

namespace {
int workerThreads()
{
    return std::clamp(QThread::idealThreadCount(), 1, 2);
}
} // namespace

ColabTournamentPanel::ColabTournamentPanel(MazeDocument* doc, QWidget* parent)
    : QGroupBox(parent), m_doc(doc)
{
    setObjectName(QStringLiteral("colabTournament"));
    m_mazesLabel = new QLabel(this);
    m_sizeLabel = new QLabel(this);
    m_generationsLabel = new QLabel(this);
    m_populationLabel = new QLabel(this);
    m_mazes = new QSpinBox(this);
    m_mazes->setObjectName(QStringLiteral("colabMazes"));
    m_mazes->setRange(1, 10000);
    m_mazes->setValue(20);
    m_size = new QSpinBox(this);
    m_size->setObjectName(QStringLiteral("colabSize"));
    m_size->setRange(2, 100);
    m_size->setValue(10);
    m_generations = new QSpinBox(this);
    m_generations->setObjectName(QStringLiteral("colabGenerations"));
    m_generations->setRange(1, 1000);
    m_generations->setValue(10);
    m_population = new QSpinBox(this);
    m_population->setObjectName(QStringLiteral("colabPopulation"));
    m_population->setRange(2, 1000);
    m_population->setValue(16);
    m_run = new QPushButton(this);
    m_run->setObjectName(QStringLiteral("colabRunTournament"));
    m_evolve = new QPushButton(this);
    m_evolve->setObjectName(QStringLiteral("colabEvolve"));
    m_table = new QTableWidget(0, 4, this);
    m_table->setObjectName(QStringLiteral("colabStandings"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->setMinimumHeight(150);
    m_evolved = new QLabel(this);
    m_evolved->setObjectName(QStringLiteral("colabEvolveResult"));
    m_evolved->setWordWrap(true);
    m_evolved->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(m_mazesLabel, m_mazes);
    form->addRow(m_sizeLabel, m_size);
    auto* evolveForm = new QFormLayout;
    evolveForm->setRowWrapPolicy(QFormLayout::WrapLongRows);
    evolveForm->addRow(m_generationsLabel, m_generations);
    evolveForm->addRow(m_populationLabel, m_population);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_run);
    layout->addWidget(m_table);
    layout->addLayout(evolveForm);
    layout->addWidget(m_evolve);
    layout->addWidget(m_evolved);

    connect(m_run, &QPushButton::clicked, this, &ColabTournamentPanel::runTournament);
    connect(m_evolve, &QPushButton::clicked, this, &ColabTournamentPanel::runEvolution);
    connect(doc->jobs(), &JobRunner::started, this, [this] {
        m_run->setEnabled(false);
        m_evolve->setEnabled(false);
    });
    connect(doc->jobs(), &JobRunner::finished, this, [this](const JobReport& report) {
        m_run->setEnabled(true);
        m_evolve->setEnabled(true);
        if (m_running && report.outcome != JobOutcome::Finished)
            m_evolved->setText(JobRunner::describe(report));
        m_running = false;
    });
    retranslateUi();
}

void ColabTournamentPanel::retranslateUi()
{
    setTitle(tr("Tournament and evolution"));
    m_mazesLabel->setText(tr("Mazes:"));
    m_sizeLabel->setText(tr("Maze size:"));
    m_size->setSuffix(tr(" × passage cells"));
    m_size->setToolTip(tr("Generated mazes (backtracker) of this many passage cells a side"));
    m_run->setText(tr("Run tournament"));
    m_run->setToolTip(tr("Every strategy against every other and itself, in both roles, on "
                         "each maze"));
    m_table->setHorizontalHeaderLabels({tr("Strategy"), tr("Points"), tr("Fitness"), tr("Games")});
    m_table->horizontalHeaderItem(1)->setToolTip(
        tr("The thesis' fitness₂: +2 a win, +1 a draw, −1 a loss, −2 when nobody arrives"));
    m_table->horizontalHeaderItem(2)->setToolTip(
        tr("The thesis' fitness₃, mean: 1 a win, 0.5 a draw, else 1 / (1 + distance left)"));
    m_table->horizontalHeaderItem(3)->setToolTip(tr("Won – drawn – lost – timed out"));
    m_generationsLabel->setText(tr("Generations:"));
    m_populationLabel->setText(tr("Population:"));
    m_evolve->setText(tr("Evolve a player"));
    m_evolve->setToolTip(tr("The genetic algorithm of §4.3.3 against the listed strategies; "
                            "the best player joins the lists"));
}

void ColabTournamentPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

bool ColabTournamentPanel::runTournament()
{
    std::vector<std::string> names;
    for (const QString& n : m_strategies)
        names.push_back(n.toStdString());
    if (names.empty())
        names = strategyNames();
    const int count = m_mazes->value();
    const int size = m_size->value();
    m_running = m_doc->jobs()->start(
        tr("CoLab tournament"),
        [names, count, size](Control& control) {
            const std::vector<Maze> mazes = experimentMazes("backtracker", size, size, count, 1);
            TournamentOptions options;
            options.threads = workerThreads();
            return playTournament(names, mazes, options, control);
        },
        [this](const TournamentResult& result) {
            std::vector<Standing> rows = result.standings;
            std::stable_sort(rows.begin(), rows.end(), [](const Standing& x, const Standing& y) {
                return x.points != y.points ? x.points > y.points : x.fitness > y.fitness;
            });
            m_table->setRowCount(int(rows.size()));
            for (int r = 0; r < int(rows.size()); ++r) {
                const Standing& s = rows[std::size_t(r)];
                const QStringList cells{QString::fromStdString(s.name),
                                        QString::number(s.points),
                                        QString::number(s.fitness, 'f', 3),
                                        QStringLiteral("%1–%2–%3–%4")
                                            .arg(s.wins)
                                            .arg(s.draws)
                                            .arg(s.losses)
                                            .arg(s.timeouts)};
                for (int c = 0; c < cells.size(); ++c) {
                    auto* item = new QTableWidgetItem(cells[c]);
                    if (c == 0)
                        item->setToolTip(cells[c]); // evolved names are long
                    if (c > 0)
                        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                    m_table->setItem(r, c, item);
                }
            }
        });
    return m_running;
}

bool ColabTournamentPanel::runEvolution()
{
    EvolveOptions options;
    options.generations = m_generations->value();
    options.population = m_population->value();
    options.rows = options.cols = m_size->value();
    options.threads = workerThreads();
    for (const QString& n : m_strategies)
        if (!n.startsWith(QLatin1String("evolved:")))
            options.opponents.push_back(n.toStdString());
    m_evolved->setText(tr("Evolving…"));
    m_running = m_doc->jobs()->start(
        tr("CoLab evolution"),
        [options](Control& control) {
            return evolve(options, control, [&](const GenerationReport& g) {
                control.progressText(double(g.generation) / options.generations,
                                     tr("Generation %1 of %2: best fitness %3")
                                         .arg(g.generation)
                                         .arg(options.generations)
                                         .arg(g.best, 0, 'f', 3)
                                         .toStdString());
            });
        },
        [this](const EvolveResult& result) {
            const QString name = QStringLiteral("evolved:")
                + QString::fromStdString(result.best.text());
            m_evolved->setText(tr("Best after %n generations: fitness %1.\n%2", nullptr,
                                  int(result.history.size()))
                                   .arg(result.bestFitness, 0, 'f', 3)
                                   .arg(name));
            emit evolved(name);
        });
    return m_running;
}

} // namespace mazelab
