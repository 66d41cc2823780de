#include "ui/mouse/mousepage.h"

#include "core/mouse/mousebest.h"
#include "core/mouse/mouseloopless.h"
#include "core/mouse/mousesearch.h"
#include "ui/colorscale.h"
#include "ui/export/animationexport.h"
#include "ui/jobs/jobrunner.h"
#include "ui/mazedocument.h"
#include "ui/mazeoverlay.h"
#include "ui/mazerenderer.h"
#include "ui/mazeview.h"
#include "ui/modepagelayout.h"
#include "ui/mouse/mouseendstool.h"
#include "ui/mouse/mouseoverlay.h"
#include "ui/player/playbackcontroller.h"
#include "ui/player/playerbar.h"

#include <QCheckBox>
#include <QDir>
#include <QStandardPaths>
#include <QThread>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStackedWidget>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <map>
#include <mutex>
#include <optional>

namespace mazelab {

MousePage::MousePage(MazeDocument* doc, QWidget* parent)
    : QWidget(parent), m_doc(doc), m_view(new MazeView(this)), m_overlay(std::make_unique<MouseOverlay>()),
      m_tool(std::make_unique<MouseEndsTool>([this](MouseEndsTool::End end, int col) {
          (end == MouseEndsTool::End::Entrance ? m_entry : m_exit)->setValue(col + 1);
      })),
      m_player(new PlaybackController(this))
{
    setObjectName(QStringLiteral("mouse"));
    setProperty(kUsesStartGoal, false); // no start / goal: no "Solvable" field
    m_view->setObjectName(QStringLiteral("mouseView"));
    m_view->setDocument(doc);
    MazeStyle style = m_view->mazeStyle();
    style.showStartGoal = false; // the mouse uses its own entrance and exit
    m_view->setMazeStyle(style);
    m_view->addOverlay(m_overlay.get());
    m_view->setTool(m_tool.get());
    m_view->setFrameRows(1, 1); // the rows of the entrance and exit arrows
    m_bar = new PlayerBar(m_player, this);
    m_bar->setObjectName(QStringLiteral("mousePlayerBar"));
    m_bar->setCounterFormatter([this](qint64 pos, qint64 len) {
        return m_walk.escaped ? tr("turn %L1 / %L2").arg(pos).arg(len) : QString();
    });

    m_walkBox = new QGroupBox(this);
    m_entryLabel = new QLabel(this);
    m_exitLabel = new QLabel(this);
    m_scaleLabel = new QLabel(this);
    m_entry = new QSpinBox(this);
    m_entry->setObjectName(QStringLiteral("mouseEntry"));
    m_exit = new QSpinBox(this);
    m_exit->setObjectName(QStringLiteral("mouseExit"));
    m_scale = new QComboBox(this);
    m_scale->setObjectName(QStringLiteral("mouseScale"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("mouseSummary"));
    m_summary->setWordWrap(true);
    m_loopless = new QCheckBox(this);
    m_loopless->setObjectName(QStringLiteral("mouseLoopless"));
    m_looplessInfo = new QLabel(this);
    m_looplessInfo->setObjectName(QStringLiteral("mouseLooplessInfo"));
    m_looplessInfo->setWordWrap(true);
    m_export = new QPushButton(this);
    m_export->setObjectName(QStringLiteral("mouseExportGif"));
    auto* form = new QFormLayout;
    form->addRow(m_entryLabel, m_entry);
    form->addRow(m_exitLabel, m_exit);
    form->addRow(m_scaleLabel, m_scale);
    auto* walkLayout = new QVBoxLayout(m_walkBox);
    walkLayout->addLayout(form);
    walkLayout->addWidget(m_summary);
    walkLayout->addWidget(m_loopless);
    walkLayout->addWidget(m_looplessInfo);
    walkLayout->addWidget(m_export);

    m_histogram = new QCustomPlot(this);
    m_histogram->setObjectName(QStringLiteral("mouseHistogram"));
    m_timeline = new QCustomPlot(this);
    m_timeline->setObjectName(QStringLiteral("mouseTimeline"));
    for (QCustomPlot* plot : {m_histogram, m_timeline})
        plot->setMinimumHeight(170);
    auto* charts = new QTabWidget(this);
    charts->setObjectName(QStringLiteral("mouseCharts"));
    charts->addTab(m_histogram, QString());
    charts->addTab(m_timeline, QString());

    m_searchBox = new QGroupBox(this);
    m_sizeLabel = new QLabel(this);
    m_methodLabel = new QLabel(this);
    m_methodOptionLabel = new QLabel(this);
    m_searchSize = new QSpinBox(this);
    m_searchSize->setObjectName(QStringLiteral("mouseSearchSize"));
    m_searchSize->setRange(2, 13);
    m_searchSize->setValue(5);
    m_method = new QComboBox(this);
    m_method->setObjectName(QStringLiteral("mouseSearchMethod"));
    m_seconds = new QSpinBox(this);
    m_seconds->setObjectName(QStringLiteral("mouseSearchSeconds"));
    m_seconds->setRange(1, 3600);
    m_seconds->setValue(20);
    m_threads = new QSpinBox(this);
    m_threads->setObjectName(QStringLiteral("mouseSearchThreads"));
    m_threads->setRange(1, std::max(1, QThread::idealThreadCount()));
    m_threads->setValue(std::max(1, QThread::idealThreadCount()));
    m_search = new QPushButton(this);
    m_search->setObjectName(QStringLiteral("mouseSearch"));
    m_searchResult = new QLabel(this);
    m_searchResult->setObjectName(QStringLiteral("mouseSearchResult"));
    m_searchResult->setWordWrap(true);
    // One row for the option of the chosen method: a time budget for annealing, threads for the
    // exhaustive search (which runs until done or cancelled).
    m_methodOption = new QStackedWidget(this);
    m_methodOption->addWidget(m_threads);
    m_methodOption->addWidget(m_seconds);
    auto* searchForm = new QFormLayout;
    searchForm->addRow(m_sizeLabel, m_searchSize);
    searchForm->addRow(m_methodLabel, m_method);
    searchForm->addRow(m_methodOptionLabel, m_methodOption);
    auto* searchLayout = new QVBoxLayout(m_searchBox);
    searchLayout->addLayout(searchForm);
    searchLayout->addWidget(m_search);
    searchLayout->addWidget(m_searchResult);
    m_bestPicture = new QLabel(this);
    m_bestPicture->setObjectName(QStringLiteral("mouseBestPicture"));
    m_bestPicture->setAlignment(Qt::AlignCenter);
    m_bestPicture->hide(); // until a search reports its first best maze
    searchLayout->addWidget(m_bestPicture);

    auto* side = new QWidget;
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->addWidget(m_walkBox);
    sideLayout->addWidget(charts);
    sideLayout->addWidget(m_searchBox);
    sideLayout->addStretch(1);
    for (QComboBox* box : {m_scale, m_method}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(8);
    }
    setUpModePageLayout(this, m_view, m_bar, side, 360);

    connect(m_player, &PlaybackController::positionChanged, this, &MousePage::showTurn);
    auto restart = [this] { recompute(); };
    connect(m_entry, qOverload<int>(&QSpinBox::valueChanged), this, restart);
    connect(m_exit, qOverload<int>(&QSpinBox::valueChanged), this, restart);
    connect(m_scale, qOverload<int>(&QComboBox::currentIndexChanged), this, [this] {
        m_overlay->scale = static_cast<ColorScaleKind>(m_scale->currentData().toInt());
        m_view->updateOverlays();
    });
    connect(m_loopless, &QCheckBox::toggled, this, [this] { recompute(); });
    connect(m_export, &QPushButton::clicked, this, &MousePage::exportGifInteractive);
    connect(m_search, &QPushButton::clicked, this, &MousePage::runSearch);
    connect(m_method, qOverload<int>(&QComboBox::currentIndexChanged), this,
            &MousePage::showMethodOptions);
    connect(doc, &MazeDocument::cellsChanged, this, [this](int index) {
        if (index == m_doc->currentIndex())
            recompute();
    });
    connect(doc, &MazeDocument::mazeChanged, this, [this](int index) {
        if (index == m_doc->currentIndex())
            recompute();
    });
    connect(doc, &MazeDocument::currentIndexChanged, this, [this] { recompute(); });
    connect(doc, &MazeDocument::documentReset, this, [this] { recompute(); });
    connect(doc->jobs(), &JobRunner::started, this, [this] { m_search->setEnabled(false); });
    connect(doc->jobs(), &JobRunner::finished, this, [this](const JobReport& report) {
        m_search->setEnabled(true);
        if (report.outcome != JobOutcome::Finished)
            m_searchResult->setText(JobRunner::describe(report));
    });

    retranslateUi(); // also computes the first walk (its texts are translated)
}

MousePage::~MousePage()
{
    if (m_bestBox) { // a running search's reports no longer reach this page
        std::lock_guard lock(m_bestBox->mutex);
        m_bestBox->page = nullptr;
    }
    m_view->removeOverlay(m_overlay.get());
    m_view->setTool(nullptr);
}

void MousePage::retranslateUi()
{
    setWindowTitle(tr("Mouse"));
    m_walkBox->setTitle(tr("Squeaky's walk"));
    m_entryLabel->setText(tr("Entrance column:"));
    m_exitLabel->setText(tr("Exit column:"));
    m_entry->setToolTip(tr("The mouse enters from above this column of the top row. On the board: "
                           "click or drag the green arrow, or click the row above the board."));
    m_exit->setToolTip(tr("The mouse leaves below this column of the bottom row. On the board: "
                          "click or drag the red arrow, or click the row below the board."));
    m_scaleLabel->setText(tr("Colours:"));
    const int scale = m_scale->count() ? m_scale->currentIndex() : 0;
    m_scale->blockSignals(true);
    m_scale->clear();
    m_scale->addItem(tr("Green → yellow (as in the game)"), int(ColorScaleKind::GreenYellow));
    m_scale->addItem(tr("Cividis (colour-blind safe)"), int(ColorScaleKind::Cividis));
    m_scale->addItem(tr("Viridis"), int(ColorScaleKind::Viridis));
    m_scale->setCurrentIndex(scale);
    m_scale->blockSignals(false);
    m_loopless->setText(tr("Loop-less analysis"));
    m_loopless->setToolTip(tr("Main path and side paths with their step counts, from the thesis' formulas and from the walk (Merckens ch. 5); for mazes without loops"));
    m_export->setText(tr("Export walk as GIF…"));
    if (auto* charts = qobject_cast<QTabWidget*>(m_histogram->parentWidget()->parentWidget())) {
        charts->setTabText(0, tr("Visit counts"));
        charts->setTabText(1, tr("Walk over time"));
    }
    m_searchBox->setTitle(tr("Search for the longest walk"));
    m_sizeLabel->setText(tr("Size n × n:"));
    m_methodLabel->setText(tr("Method:"));
    m_seconds->setToolTip(tr("Simulated annealing stops after this time"));
    m_threads->setToolTip(tr("Worker threads of the exhaustive search"));
    const int method = m_method->count() ? m_method->currentIndex() : 0;
    m_method->blockSignals(true);
    m_method->clear();
    m_method->addItems({tr("Exhaustive (up to 7 × 7)"), tr("Simulated annealing")});
    m_method->setItemData(0, tr("Every maze of the size: the optimum and how many mazes reach it"),
                          Qt::ToolTipRole);
    m_method->setItemData(1, tr("Local search over wall flips for any size, within the time budget"),
                          Qt::ToolTipRole);
    m_method->setCurrentIndex(method);
    m_method->blockSignals(false);
    showMethodOptions();
    m_search->setText(tr("Search"));
    m_search->setToolTip(tr("The best maze found opens in this view (added to the workspace). A "
                            "cancelled exhaustive search resumes where it stopped when started again."));
    recompute();
}

void MousePage::showMethodOptions()
{
    const bool exhaustive = m_method->currentIndex() == 0;
    m_methodOption->setCurrentWidget(exhaustive ? m_threads : m_seconds);
    m_methodOptionLabel->setText(exhaustive ? tr("Threads:") : tr("Time budget (s):"));
    m_methodOptionLabel->setBuddy(m_methodOption->currentWidget());
}

void MousePage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

std::vector<std::int64_t> MousePage::visitsAt(qint64 turn) const
{
    const Maze& maze = m_doc->currentMaze();
    std::vector<std::int64_t> v(maze.cellCount(), 0);
    const qint64 n = std::min<qint64>(turn, qint64(m_walk.trace.size()));
    for (qint64 i = 0; i < n; ++i)
        ++v[m_walk.trace[std::size_t(i)]];
    return v;
}

void MousePage::recompute()
{
    const Maze& maze = m_doc->currentMaze();
    // Editing restarts the walk cleanly: stop, recompute, back to turn 0.
    m_player->pause();
    for (QSpinBox* s : {m_entry, m_exit}) {
        s->blockSignals(true);
        s->setRange(1, maze.cols());
        s->blockSignals(false);
    }
    MouseOptions options;
    options.entryCol = m_entry->value() - 1;
    options.exitCol = m_exit->value() - 1;
    options.recordTrace = true;
    options.maxSteps = 20'000'000;
    m_walk = simulateMouse(maze, options);
    m_overlay->rows = maze.rows();
    m_overlay->cols = maze.cols();
    m_overlay->entryCol = options.entryCol;
    m_overlay->exitCol = options.exitCol;
    m_overlay->maxVisit = m_walk.visits.empty() ? 0 : *std::max_element(m_walk.visits.begin(), m_walk.visits.end());
    m_overlay->structure.clear();
    m_overlay->labels.clear();
    m_looplessInfo->clear();
    if (m_walk.noWayOut)
        m_summary->setText(tr("No way out: the exit cannot be reached from the entrance."));
    else if (!m_walk.escaped)
        m_summary->setText(tr("The walk was stopped after %L1 steps.").arg(options.maxSteps));
    else if (m_overlay->maxVisit == 1)
        m_summary->setText(tr("Squeaky escapes after %L1 steps; no cell is visited twice.")
                               .arg(m_walk.steps));
    else
        m_summary->setText(tr("Squeaky escapes after %L1 steps; the busiest cell is visited %L2 times.")
                               .arg(m_walk.steps).arg(m_overlay->maxVisit));
    if (m_loopless->isChecked() && m_walk.escaped) {
        const LooplessAnalysis a = analyseLoopless(maze, options);
        if (!a.loopless) {
            m_looplessInfo->setText(tr("This maze has loops or 2 × 2 open blocks, so the formula does not apply."));
        } else {
            m_overlay->structure.assign(maze.cellCount(), 0);
            for (std::uint32_t c : a.mainPath)
                m_overlay->structure[c] = 1;
            for (std::size_t k = 0; k < a.sidePaths.size(); ++k) {
                for (std::uint32_t c : a.sidePaths[k].cells)
                    m_overlay->structure[c] = int(k) + 2;
                if (!a.sidePaths[k].cells.empty())
                    m_overlay->labels.push_back({int(a.sidePaths[k].cells.front()),
                                                 QStringLiteral("+%1").arg(a.sidePaths[k].formulaCost)});
            }
            m_looplessInfo->setText(tr("Main path (blue): %L1 steps; %2 side paths: %L3 steps; total %L4 = "
                                       "the simulated %L5.")
                                        .arg(a.mainSteps).arg(a.sidePaths.size())
                                        .arg(a.totalSteps - a.mainSteps).arg(a.totalSteps).arg(a.simulatedSteps)
                                    + QLatin1Char(' ')
                                    + tr("Computed from the tree without walking (Theorems 2–5): %L1 steps.")
                                          .arg(a.formulaSteps));
        }
    }
    // Per-turn series for the chart.
    m_distinct.assign(m_walk.trace.size() + 1, 0);
    m_maxVisit.assign(m_walk.trace.size() + 1, 0);
    {
        std::vector<std::int64_t> v(maze.cellCount(), 0);
        double distinct = 0, top = 0;
        for (std::size_t i = 0; i < m_walk.trace.size(); ++i) {
            const std::int64_t c = ++v[m_walk.trace[i]];
            if (c == 1)
                ++distinct;
            top = std::max(top, double(c));
            m_distinct[i + 1] = distinct;
            m_maxVisit[i + 1] = top;
        }
    }
    m_player->setLength(m_walk.escaped ? m_walk.steps : 0);
    m_player->setPosition(m_walk.escaped ? m_walk.steps : 0); // show the final counts first
    updateCharts();
    showTurn(m_player->position());
}

void MousePage::showTurn(qint64 turn)
{
    m_overlay->visits = visitsAt(turn);
    // After `turn` steps the mouse stands on trace[turn - 1]; after the last step it is out.
    m_overlay->mouse = (turn >= 1 && turn <= qint64(m_walk.trace.size())) ? int(m_walk.trace[std::size_t(turn - 1)]) : -1;
    m_view->updateOverlays();
    if (m_cursor) {
        m_cursor->point1->setCoords(double(turn), 0);
        m_cursor->point2->setCoords(double(turn), 1);
        m_timeline->replot(QCustomPlot::rpQueuedReplot);
    }
    // Histogram of the counts at this turn.
    std::map<std::int64_t, int> hist;
    for (std::int64_t v : m_overlay->visits)
        if (v > 0)
            ++hist[v];
    QVector<double> keys, values;
    for (const auto& [k, n] : hist) {
        keys << double(k);
        values << double(n);
    }
    // The bars exist once updateCharts() ran (recompute() moves the player first).
    auto* bars = m_histogram->plottableCount() > 0
                     ? qobject_cast<QCPBars*>(m_histogram->plottable(0))
                     : nullptr;
    if (bars) {
        bars->setData(keys, values, true);
        m_histogram->xAxis->setRange(0, std::max<double>(2, double(m_overlay->maxVisit) + 1));
        m_histogram->yAxis->setRange(0, std::max(1.0, values.isEmpty() ? 1.0 : *std::max_element(values.begin(), values.end()) * 1.15));
        m_histogram->replot(QCustomPlot::rpQueuedReplot);
    }
}

void MousePage::updateCharts()
{
    m_histogram->clearPlottables();
    auto* bars = new QCPBars(m_histogram->xAxis, m_histogram->yAxis);
    bars->setBrush(QColor(0x9a, 0xd0, 0x6e));
    bars->setPen(QPen(QColor(0x4a, 0x80, 0x2e)));
    bars->setWidth(0.8);
    m_histogram->xAxis->setLabel(tr("visit count"));
    m_histogram->yAxis->setLabel(tr("cells"));

    m_timeline->clearGraphs();
    m_timeline->clearItems();
    QVector<double> x(int(m_distinct.size()));
    for (int i = 0; i < x.size(); ++i)
        x[i] = i;
    m_timeline->addGraph();
    m_timeline->graph(0)->setData(x, QVector<double>(m_distinct.begin(), m_distinct.end()), true);
    m_timeline->graph(0)->setPen(QPen(QColor(0x1f, 0x5f, 0xa8), 2));
    m_timeline->graph(0)->setName(tr("cells visited"));
    m_timeline->addGraph();
    m_timeline->graph(1)->setData(x, QVector<double>(m_maxVisit.begin(), m_maxVisit.end()), true);
    m_timeline->graph(1)->setPen(QPen(QColor(0xe0, 0x7b, 0x00), 2));
    m_timeline->graph(1)->setName(tr("largest visit count"));
    m_timeline->xAxis->setLabel(tr("turn"));
    m_timeline->legend->setVisible(true);
    m_timeline->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    m_timeline->rescaleAxes();
    m_cursor = new QCPItemStraightLine(m_timeline);
    m_cursor->setPen(QPen(Qt::gray, 1, Qt::DashLine));
    m_timeline->replot();
}

void MousePage::runSearch()
{
    const int n = m_searchSize->value();
    const bool exhaustive = m_method->currentIndex() == 0;
    if (exhaustive && !mouseBestSizeSupported(n, n)) {
        m_searchResult->setText(tr("The exhaustive search handles up to 7 × 7; use simulated annealing."));
        return;
    }
    struct Found {
        std::int64_t steps = 0;
        Maze maze;
        int entry = 0, exit = 0;
        QString info;
    };
    const int seconds = m_seconds->value();
    const int threads = m_threads->value();
    const std::string checkpoint = checkpointPath(n).toStdString();
    const int entry = m_entry->value() - 1, exitCol = m_exit->value() - 1;
    // Best-so-far reports leave the worker through a mailbox (see BestSoFarBox); a new search
    // gets a new one, so reports of an earlier search are never shown.
    if (m_bestBox) {
        std::lock_guard lock(m_bestBox->mutex);
        m_bestBox->page = nullptr;
    }
    auto box = std::make_shared<BestSoFarBox>();
    box->page = this;
    box->exhaustive = exhaustive;
    const MouseBestReporting reporting{[box](const MouseBestSoFar& best) { box->post(best); },
                                       std::chrono::milliseconds(150)};
    m_searchResult->setText(tr("Searching…"));
    const bool started = m_doc->jobs()->start(
        exhaustive ? tr("Exhaustive mouse search %1 × %1").arg(n) : tr("Mouse annealing %1 × %1").arg(n),
        [n, exhaustive, seconds, threads, checkpoint, entry, exitCol, reporting](Control& control) {
            Found f;
            if (exhaustive) {
                MouseBestOptions o;
                o.rows = o.cols = n;
                o.threads = threads;
                o.checkpointPath = checkpoint;
                o.reporting = reporting;
                const MouseBestResult r = findBestMouseMaze(o, control);
                f.steps = r.steps;
                f.maze = r.maze;
                f.entry = r.entryCol;
                f.exit = r.exitCol;
                f.info = QCoreApplication::translate("mazelab::MousePage",
                                                     "%1: %L2 steps; %L3 walks tested, %L4 optimal mazes, %5 s.")
                             .arg(r.complete ? QCoreApplication::translate("mazelab::MousePage", "Optimum")
                                             : QCoreApplication::translate("mazelab::MousePage", "Best so far (stopped)"))
                             .arg(r.steps).arg(r.tested).arg(r.optimalCount).arg(r.seconds, 0, 'f', 1);
            } else {
                MouseSearchOptions o;
                o.rows = o.cols = n;
                o.entryCol = std::min(entry, n - 1);
                o.exitCol = std::min(exitCol, n - 1);
                o.seconds = seconds;
                o.reporting = reporting;
                const MouseSearchResult r = searchMouseMaze(o, control);
                f.steps = r.steps;
                f.maze = r.maze;
                f.entry = o.entryCol;
                f.exit = o.exitCol;
                f.info = QCoreApplication::translate("mazelab::MousePage",
                                                     "Best found: %L1 steps after %L2 mazes tried in %3 s.")
                             .arg(r.steps).arg(r.evaluations).arg(r.seconds, 0, 'f', 1);
            }
            return f;
        },
        [this, n](const Found& f) {
            m_searchResult->setText(f.info);
            if (f.steps <= 0)
                return;
            showBestPicture(f.maze, f.entry, f.exit);
            m_doc->addMaze(m_doc->mazeCount(), {tr("Mouse %1 × %1: %2 steps").arg(n).arg(f.steps), f.maze});
            m_doc->setCurrentIndex(m_doc->mazeCount() - 1);
            m_entry->setValue(f.entry + 1);
            m_exit->setValue(f.exit + 1);
            m_view->fitToWindow();
        },
        JobOptions{1, std::chrono::seconds(exhaustive ? 0 : seconds + 5)});
    if (!started) {
        m_searchResult->setText(tr("Another job is running; wait for it or cancel it."));
        return;
    }
    m_bestBox = box;
}

void MousePage::BestSoFarBox::post(const MouseBestSoFar& best)
{
    std::lock_guard lock(mutex);
    if (!page)
        return;
    latest = best;
    if (posted)
        return; // the queued delivery will take the newest report
    posted = true;
    QMetaObject::invokeMethod(
        page, [page = page, box = shared_from_this()] { page->deliverBestSoFar(box); },
        Qt::QueuedConnection); // dropped by Qt if the page is gone by then
}

void MousePage::deliverBestSoFar(const std::shared_ptr<BestSoFarBox>& box)
{
    std::optional<MouseBestSoFar> best;
    {
        std::lock_guard lock(box->mutex);
        box->posted = false;
        best.swap(box->latest);
    }
    if (box != m_bestBox || !best || !m_doc->jobs()->isRunning())
        return; // a finished or superseded search: its result is shown already
    const QString percent = best->fraction >= 0 ? QString::number(int(best->fraction * 100)) : QStringLiteral("?");
    if (box->exhaustive)
        m_searchResult->setText(tr("Best so far: %L1 steps (%L2 walks tested, about %3 % of the search)…")
                                    .arg(best->steps).arg(best->tested).arg(percent));
    else
        m_searchResult->setText(tr("Best so far: %L1 steps (%L2 mazes tried, %3 % of the time used)…")
                                    .arg(best->steps).arg(best->tested).arg(percent));
    if (best->steps > 0 && (best->improved || m_bestPicture->isHidden()))
        showBestPicture(best->maze, best->entryCol, best->exitCol);
}

void MousePage::showBestPicture(const Maze& maze, int entryCol, int exitCol)
{
    MouseOptions options;
    options.entryCol = entryCol;
    options.exitCol = exitCol;
    options.maxSteps = 20'000'000;
    const MouseWalk walk = simulateMouse(maze, options);
    MouseOverlay overlay;
    overlay.visits = walk.visits;
    overlay.maxVisit = walk.visits.empty() ? 0 : *std::max_element(walk.visits.begin(), walk.visits.end());
    overlay.entryCol = entryCol;
    overlay.exitCol = exitCol;
    overlay.scale = m_overlay->scale;
    const int cellPx = std::clamp(200 / (std::max(maze.rows(), maze.cols()) + 2), 6, 28);
    const QImage image = renderMouseImage(maze, std::move(overlay), cellPx);
    m_bestPicture->setPixmap(QPixmap::fromImage(image));
    m_bestPicture->setToolTip(tr("The best maze so far: %L1 steps").arg(walk.steps));
    if (m_bestPicture->isHidden()) {
        m_bestPicture->show();
        // Bring the new picture into view in the scrolling side panel (once: the user may scroll).
        for (QWidget* w = m_bestPicture->parentWidget(); w; w = w->parentWidget())
            if (auto* scroll = qobject_cast<QScrollArea*>(w)) {
                QTimer::singleShot(0, scroll, [scroll, picture = m_bestPicture] {
                    scroll->ensureWidgetVisible(picture, 0, 0);
                });
                break;
            }
    }
}

QString MousePage::checkpointPath(int n)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
    QDir().mkpath(dir);
    return QDir(dir).filePath(QStringLiteral("mouse-best-%1x%1.ckpt").arg(n));
}

bool MousePage::exportGif(const QString& path, int cellPx, qint64 stride, QString* error)
{
    if (!m_walk.escaped) {
        if (error)
            *error = tr("There is no walk to export: the mouse has no way out.");
        return false;
    }
    const Maze maze = m_doc->currentMaze();
    const MouseWalk walk = m_walk;
    MouseOverlay base;
    base.rows = maze.rows();
    base.cols = maze.cols();
    base.entryCol = m_overlay->entryCol;
    base.exitCol = m_overlay->exitCol;
    base.maxVisit = m_overlay->maxVisit;
    base.scale = m_overlay->scale;
    AnimationExportOptions options;
    options.first = 0;
    options.last = walk.steps;
    options.stride = std::max<qint64>(1, stride);
    options.frameDelayMs = 80;
    auto render = [maze, walk, base, cellPx](qint64 turn) {
        MouseOverlay o = base;
        o.visits.assign(maze.cellCount(), 0);
        const qint64 n = std::min<qint64>(turn, qint64(walk.trace.size()));
        for (qint64 i = 0; i < n; ++i)
            ++o.visits[walk.trace[std::size_t(i)]];
        o.mouse = (turn >= 1 && turn <= qint64(walk.trace.size())) ? int(walk.trace[std::size_t(turn - 1)]) : -1;
        return renderMouseImage(maze, std::move(o), cellPx);
    };
    Control control;
    const AnimationExportResult r = exportAnimationGif(path, options, render, control);
    if (!r.ok && error)
        *error = r.error;
    return r.ok;
}

void MousePage::exportGifInteractive()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export walk as GIF"), QStringLiteral("mouse.gif"),
                                                      tr("GIF images (*.gif)"));
    if (path.isEmpty())
        return;
    const Maze& maze = m_doc->currentMaze();
    const int cellPx = std::clamp(480 / std::max(maze.rows(), maze.cols()), 12, 48);
    // At most about 600 frames: long walks skip turns.
    const qint64 stride = std::max<qint64>(1, m_walk.steps / 600 + 1);
    QString error;
    if (!exportGif(path, cellPx, stride, &error))
        QMessageBox::warning(this, tr("Export walk"), tr("The GIF was not written.\n\n%1").arg(error));
}

} // namespace mazelab
