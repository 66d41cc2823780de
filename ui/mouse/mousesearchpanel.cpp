#include "ui/mouse/mousesearchpanel.h"

#include "core/mouse/mousebest.h"
#include "core/mouse/mousesearch.h"
#include "core/mouse/mousewalk.h"
#include "ui/jobs/jobrunner.h"
#include "ui/mazedocument.h"
#include "ui/mouse/mouseoverlay.h"
#include "ui/pluralcount.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace mazelab {

MouseSearchPanel::MouseSearchPanel(MazeDocument* doc, QWidget* parent)
    : QGroupBox(parent), m_doc(doc)
{
    m_sizeLabel = new QLabel(this);
    m_methodLabel = new QLabel(this);
    m_optionLabel = new QLabel(this);
    m_size = new QSpinBox(this);
    m_size->setObjectName(QStringLiteral("mouseSearchSize"));
    m_size->setRange(2, 13);
    m_size->setValue(5);
    m_method = new QComboBox(this);
    m_method->setObjectName(QStringLiteral("mouseSearchMethod"));
    m_method->setSizeAdjustPolicy(QComboBox::AdjustToContents); // whole texts (mousepage.cpp)
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
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("mouseSearchResult"));
    m_result->setWordWrap(true);
    // One row for the option of the chosen method: a time budget for annealing, threads for the
    // exhaustive search (which runs until done or cancelled).
    m_option = new QStackedWidget(this);
    m_option->addWidget(m_threads);
    m_option->addWidget(m_seconds);
    auto* form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(m_sizeLabel, m_size);
    form->addRow(m_methodLabel, m_method);
    form->addRow(m_optionLabel, m_option);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_search);
    layout->addWidget(m_result);
    m_bestPicture = new QLabel(this);
    m_bestPicture->setObjectName(QStringLiteral("mouseBestPicture"));
    m_bestPicture->setAlignment(Qt::AlignCenter);
    m_bestPicture->hide(); // until a search reports its first best maze
    layout->addWidget(m_bestPicture);

    m_poll = new QTimer(this);
    m_poll->setInterval(100);
    connect(m_poll, &QTimer::timeout, this, &MouseSearchPanel::deliverBestSoFar);
    connect(m_search, &QPushButton::clicked, this, &MouseSearchPanel::runSearch);
    connect(m_method, qOverload<int>(&QComboBox::currentIndexChanged), this,
            &MouseSearchPanel::showMethodOptions);
    connect(doc->jobs(), &JobRunner::started, this, [this] { m_search->setEnabled(false); });
    connect(doc->jobs(), &JobRunner::finished, this, [this](const JobReport& report) {
        m_search->setEnabled(true);
        m_poll->stop();
        m_box.reset(); // the result below (or the job's own) replaces any best-so-far line
        if (report.outcome != JobOutcome::Finished && m_searching)
            m_result->setText(JobRunner::describe(report));
        m_searching = false;
    });
    retranslateUi();
}

MouseSearchPanel::~MouseSearchPanel() = default; // a running search keeps its mailbox alive

void MouseSearchPanel::retranslateUi()
{
    setTitle(tr("Search for the longest walk"));
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
    m_method->setMinimumWidth(m_method->sizeHint().width()); // see MousePage::retranslateUi
    showMethodOptions();
    m_search->setText(tr("Search"));
    m_search->setToolTip(tr("The best maze found opens in this view (added to the workspace). A "
                            "cancelled exhaustive search resumes where it stopped when started again."));
}

void MouseSearchPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void MouseSearchPanel::showMethodOptions()
{
    const bool exhaustive = m_method->currentIndex() == 0;
    m_option->setCurrentWidget(exhaustive ? m_threads : m_seconds);
    m_optionLabel->setText(exhaustive ? tr("Threads:") : tr("Time budget (s):"));
    m_optionLabel->setBuddy(m_option->currentWidget());
}

void MouseSearchPanel::runSearch()
{
    const int n = m_size->value();
    const bool exhaustive = m_method->currentIndex() == 0;
    // 8×8 fits the core's wide board but takes ~1,700 CPU hours: command line / cluster only.
    if (exhaustive && (n > 7 || !mouseBestSizeSupported(n, n))) {
        m_result->setText(tr("The exhaustive search handles up to 7 × 7; use simulated annealing."));
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
    const int entry = m_entry, exitCol = m_exit;
    // Best-so-far reports leave the worker through a mailbox (see BestSoFarBox); a new search
    // gets a new one, so reports of an earlier search are never shown.
    auto box = std::make_shared<BestSoFarBox>();
    const MouseBestReporting reporting{[box](const MouseBestSoFar& best) { box->post(best); },
                                       std::chrono::milliseconds(150)};
    m_result->setText(tr("Searching…"));
    const bool started = m_doc->jobs()->start(
        exhaustive ? tr("Exhaustive mouse search %1 × %1").arg(n) : tr("Mouse annealing %1 × %1").arg(n),
        [n, exhaustive, seconds, threads, checkpoint, entry, exitCol, reporting](Control& control) {
            Found f;
            // The worker thread translates through QCoreApplication (thread-safe) in this
            // class's context; n chooses the plural form of a numerus message.
            auto tr = [](const char* text, const char* comment = nullptr, int n = -1) {
                return QCoreApplication::translate("mazelab::MouseSearchPanel", text, comment, n);
            };
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
                // One count per numerus message, so that each takes its own plural form.
                f.info = tr("%1: %2; %3, %4, %5 s.")
                             .arg(r.complete ? tr("Optimum") : tr("Best so far (stopped)"))
                             .arg(tr("%Ln steps", nullptr, int(r.steps)))
                             .arg(tr("%L1 walks tested", nullptr, pluralCount(r.tested)).arg(r.tested))
                             .arg(tr("%L1 optimal mazes", nullptr, pluralCount(r.optimalCount))
                                      .arg(r.optimalCount))
                             .arg(r.seconds, 0, 'f', 1);
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
                f.info = tr("Best found: %Ln steps after %1 in %2 s.", nullptr, int(r.steps))
                             .arg(tr("%L1 mazes tried", nullptr, pluralCount(r.evaluations))
                                      .arg(r.evaluations))
                             .arg(r.seconds, 0, 'f', 1);
            }
            return f;
        },
        [this, n](const Found& f) {
            m_result->setText(f.info);
            if (f.steps <= 0)
                return;
            showBestPicture(f.maze, f.entry, f.exit);
            emit bestFound(f.maze, f.entry, f.exit, f.steps, n);
        },
        JobOptions{1, std::chrono::seconds(exhaustive ? 0 : seconds + 5)});
    if (!started) {
        m_result->setText(tr("Another job is running; wait for it or cancel it."));
        return;
    }
    m_searching = true;
    m_box = box;
    m_boxExhaustive = exhaustive;
    m_poll->start();
}

void MouseSearchPanel::BestSoFarBox::post(const MouseBestSoFar& best)
{
    std::lock_guard lock(mutex);
    latest = best;
}

void MouseSearchPanel::deliverBestSoFar()
{
    if (!m_box || !m_doc->jobs()->isRunning())
        return; // a finished search: its result is shown already
    std::optional<MouseBestSoFar> best;
    {
        std::lock_guard lock(m_box->mutex);
        best.swap(m_box->latest);
    }
    if (!best)
        return;
    const QString percent = best->fraction >= 0 ? QString::number(int(best->fraction * 100)) : QStringLiteral("?");
    if (m_boxExhaustive)
        m_result->setText(tr("Best so far: %Ln steps (%1, about %2 % of the search)…", nullptr,
                             int(best->steps))
                              .arg(tr("%L1 walks tested", nullptr, pluralCount(best->tested))
                                       .arg(best->tested))
                              .arg(percent));
    else
        m_result->setText(tr("Best so far: %Ln steps (%1, %2 % of the time used)…", nullptr,
                             int(best->steps))
                              .arg(tr("%L1 mazes tried", nullptr, pluralCount(best->tested))
                                       .arg(best->tested))
                              .arg(percent));
    if (best->steps > 0 && (best->improved || m_bestPicture->isHidden()))
        showBestPicture(best->maze, best->entryCol, best->exitCol);
}

void MouseSearchPanel::showBestPicture(const Maze& maze, int entryCol, int exitCol)
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
    overlay.scale = m_scale;
    const int cellPx = std::clamp(200 / (std::max(maze.rows(), maze.cols()) + 2), 6, 28);
    const QImage image = renderMouseImage(maze, std::move(overlay), cellPx);
    m_bestPicture->setPixmap(QPixmap::fromImage(image));
    m_bestPicture->setToolTip(tr("The best maze so far: %Ln steps", nullptr, int(walk.steps)));
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

QString MouseSearchPanel::checkpointPath(int n)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
    QDir().mkpath(dir);
    return QDir(dir).filePath(QStringLiteral("mouse-best-%1x%1.ckpt").arg(n));
}

} // namespace mazelab
