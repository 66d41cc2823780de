#include "ui/solve/solvepage.h"

#include "core/trace/celltrace.h"
#include "ui/animation/animation.h"
#include "ui/jobs/jobrunner.h"
#include "ui/mazedocument.h"
#include "ui/mazerenderer.h"
#include "ui/player/playbackcontroller.h"
#include "ui/solve/paintweights.h"
#include "ui/solve/raceframes.h"
#include "ui/solve/raceview.h"
#include "ui/solve/solvechart.h"
#include "ui/solve/solveframes.h"
#include "ui/solve/solveoptionspanel.h"
#include "ui/solve/solveresultspanel.h"

#include <QEvent>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

namespace mazelab {

using namespace solve;

namespace {
const QString kKey = QStringLiteral("solve");

QString swatch(const QColor& colour, const QString& text, QChar shape = QChar(0x25A0))
{
    QColor c = colour;
    if (c.alpha() < 255) { // as it looks over a free cell
        const QColor free = MazeStyle::standard().free;
        const double a = c.alphaF();
        c = QColor::fromRgbF(free.redF() * (1 - a) + c.redF() * a,
                             free.greenF() * (1 - a) + c.greenF() * a,
                             free.blueF() * (1 - a) + c.blueF() * a);
    }
    return QStringLiteral("<span style=\"color:%1\">%2</span>&nbsp;%3")
        .arg(c.name(), QString(shape), text.toHtmlEscaped());
}
} // namespace

SolvePage::SolvePage(MazeDocument* doc, QWidget* parent)
    : AnimatedPage(doc, kKey, parent), m_view(new RaceView(this))
{
    setObjectName(QStringLiteral("solvePage"));
    new WeightsFollowMazes(doc); // owned by the document
    player()->setSpeed(50);
    m_options = new SolveOptionsPanel(this);
    m_results = new SolveResultsPanel(this);
    m_chart = new SolveChart(doc->jobs(), this);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(m_options);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("solveTabs"));
    m_tabs->addTab(scroll, QString());
    m_tabs->addTab(m_results, QString());
    m_tabs->addTab(m_chart, QString());
    m_legend = new QLabel(this);
    m_legend->setObjectName(QStringLiteral("solveLegend"));
    m_legend->setWordWrap(true);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("solveStatus"));
    m_status->setWordWrap(true);
    auto* side = new QWidget;
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_tabs, 1);
    sideLayout->addWidget(m_legend);
    sideLayout->addWidget(m_status);
    setUpPage(m_view, side, 320);

    m_restart.setSingleShot(true);
    m_restart.setInterval(150);
    connect(&m_restart, &QTimer::timeout, this, &SolvePage::restartRace);
    connect(animation(), &Animation::stepShown, m_view, &RaceView::setStep);
    connect(m_view, &RaceView::cellPressed, this,
            [this](Cell cell, Qt::MouseButton button, Qt::KeyboardModifiers) {
                pressCell(cell, button);
            });
    connect(m_view, &RaceView::cellDragged, this, &SolvePage::dragCell);
    connect(m_view, &RaceView::released, this, &SolvePage::releaseCell);
    connect(m_options, &SolveOptionsPanel::optionsChanged, this, [this] {
        saveSettings();
        mazeEdited();
    });
    connect(m_options, &SolveOptionsPanel::lookChanged, this, [this] {
        saveSettings();
        showRuns(m_runs, animation()->step(), false);
    });
    connect(m_options->runButton(), &QPushButton::clicked, this, &SolvePage::restartRace);
    connect(m_options->importWeightsButton(), &QPushButton::clicked, this,
            &SolvePage::importWeights);
    connect(m_options->exportWeightsButton(), &QPushButton::clicked, this,
            &SolvePage::exportWeights);
    connect(m_options->clearWeightsButton(), &QPushButton::clicked, this,
            [this] { setWeights({}, tr("Clear weights")); });
    connect(m_chart, &SolveChart::measureRequested, this, [this] {
        if (!m_chart->measure(m_options->chosen(), m_options->options()))
            m_status->setText(tr("Measuring needs a chosen solver and a free job runner."));
    });
    connect(doc, &MazeDocument::cellsChanged, this, [this](int index) {
        if (index == m_doc->currentIndex())
            mazeEdited();
    });
    connect(doc, &MazeDocument::mazeChanged, this, [this](int index) {
        if (index == m_doc->currentIndex()) {
            reloadWeights();
            mazeEdited();
        }
    });
    // Mazes inserted, removed or moved: the current one (and its weights' index) may differ.
    connect(doc, &MazeDocument::mazeListChanged, this, [this] {
        reloadWeights();
        mazeEdited();
    });
    connect(doc, &MazeDocument::currentIndexChanged, this, [this] {
        reloadWeights();
        mazeEdited();
    });
    connect(doc, &MazeDocument::documentReset, this, [this] {
        m_options->restore(m_doc->viewSettings(kKey));
        reloadWeights();
        mazeEdited();
    });
    connect(doc->jobs(), &JobRunner::finished, this, [this](const JobReport& report) {
        if (m_raceJob) {
            m_raceJob = false;
            if (report.outcome == JobOutcome::Failed)
                m_status->setText(JobRunner::describe(report));
        }
        if (m_pending) // after the runner is idle again
            QTimer::singleShot(0, this, &SolvePage::startRaceJob);
    });
    m_options->restore(m_doc->viewSettings(kKey));
    reloadWeights();
    retranslateUi();
    showRuns(nullptr, 0, false);
}

SolvePage::~SolvePage() = default;

void SolvePage::retranslateUi()
{
    setWindowTitle(tr("Solve"));
    m_tabs->setTabText(0, tr("Solvers"));
    m_tabs->setTabText(1, tr("Results"));
    m_tabs->setTabText(2, tr("Growth"));
    const QStringList items{
        swatch(SolveFrames::colourOf(kTraceFrontier), tr("frontier")),
        swatch(SolveFrames::colourOf(kTraceVisited), tr("visited")),
        swatch(SolveFrames::colourOf(kTracePath), tr("path")),
        swatch(SolveFrames::colourOf(kTraceFilled), tr("filled")),
        swatch(QColor(0x1e, 0x29, 0x3b), tr("current"), QChar(0x25CF)),
        swatch(MazeStyle::standard().start, tr("start"), QChar(0x25CF)),
        swatch(MazeStyle::standard().goal, tr("goal"), QChar(0x25CF)),
        swatch(QColor(0x8d, 0x6e, 0x63), tr("weight"))};
    m_legend->setText(items.join(QStringLiteral(" &nbsp; ")));
    animation()->refresh();
}

void SolvePage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    AnimatedPage::changeEvent(event);
}

void SolvePage::refreshWhenShown()
{
    showRuns(nullptr, 0, false);
    scheduleRace();
}

void SolvePage::mazeEdited()
{
    // The race on screen belongs to the old maze: show the maze as it is now, race again.
    // Stale here also means "raced for an old maze / old options" while the page is shown,
    // until startRaceJob.
    setStale(true);
    ++m_generation;
    if (!isVisible())
        return; // edits in other modes cost nothing here; showEvent catches up
    showRuns(nullptr, 0, false);
    scheduleRace();
}

void SolvePage::scheduleRace()
{
    if (m_drag == Drag::None)
        m_restart.start();
}

void SolvePage::restartRace()
{
    m_restart.stop();
    ++m_generation;
    m_pending = true;
    if (m_raceJob) {
        m_doc->jobs()->cancel(); // finished() then starts the new race
        return;
    }
    if (!m_doc->jobs()->isRunning())
        startRaceJob();
    else
        m_status->setText(tr("Waiting for “%1” to finish…").arg(m_doc->jobs()->jobName()));
}

void SolvePage::startRaceJob()
{
    if (!m_pending || m_doc->jobs()->isRunning())
        return;
    m_pending = false;
    setStale(false);
    RaceSetup setup;
    setup.maze = m_doc->currentMaze();
    setup.solvers = m_options->chosen();
    setup.options = m_options->options();
    setup.options.weights = m_weights;
    if (setup.solvers.empty()) {
        m_status->setText(tr("Check one or more solvers."));
        showRuns(nullptr, 0, false);
        return;
    }
    const quint64 generation = ++m_generation;
    m_status->setText(tr("Solving…"));
    m_raceJob = m_doc->jobs()->start(
        tr("Solve race"), [setup](Control& control) { return runRace(setup, control); },
        [this, generation](std::vector<SolverRun> runs) {
            if (generation != m_generation)
                return; // the maze or the options changed meanwhile
            m_status->clear();
            showRuns(std::make_shared<const std::vector<SolverRun>>(std::move(runs)), 0, true);
        });
}

void SolvePage::showRuns(std::shared_ptr<const std::vector<SolverRun>> runs, qint64 at,
                         bool play)
{
    m_runs = std::move(runs);
    RaceLook look;
    look.weights = m_weights;
    if (m_options->heatMap())
        look.heat = distanceMap(m_doc->currentMaze(), m_options->options().diagonal);
    m_frames = std::make_shared<RaceFrames>(m_doc->currentMaze(), m_runs, look);
    m_view->setFrames(m_frames);
    animation()->setFrames(m_frames, at);
    m_view->setStep(animation()->step());
    if (m_runs)
        m_results->setRuns(m_runs);
    if (play && m_frames->length() > 0)
        player()->play();
}

void SolvePage::reloadWeights()
{
    m_weights = storedWeights(*m_doc, m_doc->currentIndex());
}

void SolvePage::saveSettings()
{
    if (!isVisible())
        return; // a restore, not the user's choice
    QJsonObject o = m_doc->viewSettings(kKey);
    const QJsonObject mine = m_options->settings();
    for (auto it = mine.begin(); it != mine.end(); ++it)
        o.insert(it.key(), it.value());
    m_doc->setViewSettings(kKey, o);
}

} // namespace mazelab
