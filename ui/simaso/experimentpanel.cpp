#include "ui/simaso/experimentpanel.h"

#include "ui/flowlayout.h"
#include "ui/jobs/jobrunner.h"
#include "ui/mazedocument.h"
#include "ui/plotticks.h"
#include "ui/savefile.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <qcustomplot.h>

namespace mazelab {

namespace {
const QColor kColours[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28),
                           QColor(0x2c, 0xa0, 0x2c), QColor(0xff, 0x7f, 0x0e),
                           QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                           QColor(0x17, 0xbe, 0xcf)};
// Scatter shapes differ per algorithm too, so the curves are told apart without colour.
const QCPScatterStyle::ScatterShape kShapes[] = {
    QCPScatterStyle::ssCircle, QCPScatterStyle::ssSquare, QCPScatterStyle::ssTriangle,
    QCPScatterStyle::ssDiamond, QCPScatterStyle::ssCross, QCPScatterStyle::ssPlus,
    QCPScatterStyle::ssStar};

QSpinBox* spin(QWidget* parent, const char* name, int lo, int hi, int value)
{
    auto* s = new QSpinBox(parent);
    s->setObjectName(QLatin1String(name));
    s->setRange(lo, hi);
    s->setValue(value);
    return s;
}

QCustomPlot* makePlot(QWidget* parent)
{
    auto* p = new QCustomPlot(parent);
    // Readable in a short side panel (which scrolls down to it) rather than squeezed into
    // what is left: at 1280 × 720 that was 90 px, axis labels over each other.
    p->setMinimumHeight(160);
    useWholeNumberTicks(p->xAxis);
    return p;
}
} // namespace

ExperimentPanel::ExperimentPanel(MazeDocument* doc, std::vector<SolverSpec> solvers,
                                 QWidget* parent)
    : QWidget(parent), m_doc(doc), m_solvers(std::move(solvers))
{
    setObjectName(QStringLiteral("experimentPanel"));
    m_solverList = new QListWidget(this);
    m_solverList->setObjectName(QStringLiteral("experimentSolvers"));
    m_solverList->setMaximumHeight(72);
    // Solvers that only work on "all solvable n×m" sets, or that start from the player's
    // sequence, do not fit random sets.
    std::erase_if(m_solvers, [](const SolverSpec& s) {
        return s.allSolvableOnly || !s.run;
    });
    for (const SolverSpec& s : m_solvers) {
        auto* item = new QListWidgetItem(s.name, m_solverList);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    m_rows = spin(this, "experimentRows", 1, 8, 4);
    m_cols = spin(this, "experimentCols", 1, 8, 4);
    m_kFrom = spin(this, "experimentKFrom", 1, 10000, 1);
    m_kTo = spin(this, "experimentKTo", 1, 10000, 10);
    m_sets = spin(this, "experimentSets", 1, 1000, 10);
    m_seed = spin(this, "experimentSeed", 0, INT_MAX, 1);
    m_density = new QDoubleSpinBox(this);
    m_density->setObjectName(QStringLiteral("experimentDensity"));
    m_density->setRange(0.0, 0.9);
    m_density->setSingleStep(0.05);
    m_density->setValue(0.5);
    m_run = new QPushButton(this);
    m_run->setObjectName(QStringLiteral("experimentRun"));
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("experimentCancel"));
    m_png = new QPushButton(this);
    m_csv = new QPushButton(this);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("experimentStatus"));
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_status->setWordWrap(true); // the description is longer than the side panel is wide
    m_timePlot = makePlot(this);
    // Its legend (one entry per algorithm, two columns: up to six lines) sits below its axes.
    m_timePlot->setMinimumHeight(330);
    m_timePlot->yAxis->setScaleType(QCPAxis::stLogarithmic);
    m_timePlot->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    m_timePlot->yAxis->setNumberFormat(QStringLiteral("gb"));
    m_lengthPlot = makePlot(this);
    // One legend for both plots, below the runtime plot, in two columns (a legend inside a
    // narrow plot would hide the curves).
    QCPLegend* legend = m_timePlot->legend;
    legend->setVisible(true);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    legend->setFont(small);
    legend->setBorderPen(Qt::NoPen);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setWrap(2);
    legend->setRowSpacing(0);
    m_timePlot->axisRect()->insetLayout()->take(legend);
    m_timePlot->plotLayout()->addElement(1, 0, legend);
    m_timePlot->plotLayout()->setRowStretchFactor(1, 0.001);

    for (int i = 0; i < 5; ++i)
        m_labels << new QLabel(this);
    auto* size = new QHBoxLayout;
    size->addWidget(m_rows);
    size->addWidget(new QLabel(QStringLiteral("×"), this));
    size->addWidget(m_cols);
    auto* ks = new QHBoxLayout;
    ks->addWidget(m_kFrom);
    ks->addWidget(new QLabel(QStringLiteral("…"), this));
    ks->addWidget(m_kTo);
    auto* form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows); // a field too wide goes under its label
    form->addRow(m_labels[0], m_solverList);
    form->addRow(m_labels[1], size);
    form->addRow(m_labels[2], ks);
    form->addRow(m_labels[3], m_sets);
    auto* more = new QHBoxLayout;
    more->addWidget(m_density);
    more->addWidget(m_seed);
    form->addRow(m_labels[4], more);
    // Wraps rather than widening the side panel (which would then scroll sideways).
    auto* buttons = new FlowLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_png);
    buttons->addWidget(m_csv);
    m_plots = new QWidget(this);
    auto* plots = new QVBoxLayout(m_plots);
    plots->setContentsMargins(0, 0, 0, 0);
    plots->addWidget(m_timePlot, 1);
    plots->addWidget(m_lengthPlot, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    layout->addWidget(m_plots, 1);

    connect(m_run, &QPushButton::clicked, this, &ExperimentPanel::start);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_ourJob)
            m_doc->jobs()->cancel();
    });
    connect(m_png, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export plots as PNG"),
                                                          tr("experiment.png"),
                                                          tr("PNG images (*.png)"));
        if (!path.isEmpty())
            exportPng(path);
    });
    connect(m_csv, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export runs as CSV"),
                                                          tr("experiment.csv"),
                                                          tr("CSV files (*.csv)"));
        if (!path.isEmpty())
            exportCsv(path);
    });
    if (m_doc) {
        connect(m_doc->jobs(), &JobRunner::progressChanged, this,
                [this](double, const QString& message) {
                    if (m_ourJob)
                        m_status->setText(message);
                });
        connect(m_doc->jobs(), &JobRunner::finished, this, &ExperimentPanel::onFinished);
        connect(m_doc->jobs(), &JobRunner::started, this, &ExperimentPanel::updateButtons);
    }
    retranslateUi();
    replot();
    updateButtons();
}

void ExperimentPanel::retranslateUi()
{
    m_labels[0]->setText(tr("Algorithms:"));
    m_labels[1]->setText(tr("Maze size:"));
    m_labels[2]->setText(tr("Mazes per set k:"));
    m_labels[3]->setText(tr("Sets per k:"));
    m_labels[4]->setText(tr("Density, seed:"));
    m_run->setText(tr("Run experiment"));
    m_cancel->setText(tr("Cancel"));
    m_png->setText(tr("Export PNG…"));
    m_csv->setText(tr("Export CSV…"));
    m_timePlot->xAxis->setLabel(tr("number of mazes k"));
    m_timePlot->yAxis->setLabel(tr("ms (mean ± sd)"));
    m_lengthPlot->xAxis->setLabel(tr("number of mazes k"));
    m_lengthPlot->yAxis->setLabel(tr("length (mean ± sd)"));
    if (m_status->text().isEmpty() || m_status->text() == m_hint) { // nothing run yet
        m_hint = m_solvers.empty() ? tr("No sequence solver is available in this build.")
                                   : tr("Random sets of k mazes; every algorithm "
                                        "runs on the same sets.");
        m_status->setText(m_hint);
    }
    replot();
}

void ExperimentPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ExperimentPanel::updateButtons()
{
    const bool busy = m_doc && m_doc->jobs()->isRunning();
    m_run->setEnabled(!busy && !m_solvers.empty());
    m_cancel->setEnabled(m_ourJob);
    m_png->setEnabled(!m_runs.empty());
    m_csv->setEnabled(!m_runs.empty());
}

bool ExperimentPanel::start()
{
    if (!m_doc)
        return false;
    ExperimentConfig config;
    for (int i = 0; i < m_solverList->count(); ++i)
        if (m_solverList->item(i)->checkState() == Qt::Checked)
            config.solvers.push_back(m_solvers[std::size_t(i)]);
    if (config.solvers.empty()) {
        m_status->setText(tr("Choose at least one algorithm."));
        return false;
    }
    config.rows = m_rows->value();
    config.cols = m_cols->value();
    config.kFrom = std::min(m_kFrom->value(), m_kTo->value());
    config.kTo = std::max(m_kFrom->value(), m_kTo->value());
    config.setsPerK = m_sets->value();
    config.density = m_density->value();
    config.seed = std::uint64_t(m_seed->value());
    m_config = config;
    m_jobName = tr("Experiment: %1×%2, k = %3…%4")
                    .arg(config.rows).arg(config.cols).arg(config.kFrom).arg(config.kTo);
    m_ourJob = true;
    const bool started = m_doc->jobs()->start(
        m_jobName, [config](Control& c) { return runExperiment(config, c); },
        [this](std::vector<ExperimentRun> runs) {
            m_runs = std::move(runs);
            replot();
        });
    if (!started) {
        m_ourJob = false;
        m_status->setText(tr("Another job is running; wait for it or cancel it."));
        return false;
    }
    m_status->setText(tr("Running…"));
    updateButtons();
    return true;
}

void ExperimentPanel::onFinished(const JobReport& report)
{
    if (m_ourJob && report.name == m_jobName) {
        m_ourJob = false;
        m_status->setText(JobRunner::describe(report) + QStringLiteral(" — ")
                          + tr("%n runs", nullptr, int(m_runs.size())));
    }
    updateButtons();
}

void ExperimentPanel::replot()
{
    for (QCustomPlot* p : {m_timePlot, m_lengthPlot}) {
        p->clearPlottables();
    }
    const auto summary = summarize(m_runs);
    QStringList algorithms;
    for (const ExperimentSummary& s : summary)
        if (!algorithms.contains(s.algorithm))
            algorithms << s.algorithm;
    double maxK = 1, maxLen = 1, minMs = 1e300, maxMs = 0;
    for (int a = 0; a < algorithms.size(); ++a) {
        QVector<double> k, ms, msErr, len, lenErr, kLen;
        for (const ExperimentSummary& s : summary) {
            if (s.algorithm != algorithms[a])
                continue;
            k << s.k;
            ms << std::max(1e-3, s.meanMs);
            msErr << s.sdMs;
            maxK = std::max(maxK, double(s.k));
            minMs = std::min(minMs, std::max(1e-3, s.meanMs));
            maxMs = std::max(maxMs, s.meanMs + s.sdMs);
            if (s.runs > 0) {
                kLen << s.k;
                len << s.meanLength;
                lenErr << s.sdLength;
                maxLen = std::max(maxLen, s.meanLength + s.sdLength);
            }
        }
        const QColor colour = kColours[a % 7];
        const QCPScatterStyle scatter(kShapes[a % 7], colour, 7);
        auto addCurve = [&](QCustomPlot* plot, const QVector<double>& x, const QVector<double>& y,
                            const QVector<double>& err) {
            QCPGraph* g = plot->addGraph();
            g->setName(algorithms[a]);
            g->setPen(QPen(colour, 1.5));
            g->setScatterStyle(scatter);
            g->setData(x, y);
            auto* bars = new QCPErrorBars(plot->xAxis, plot->yAxis);
            bars->removeFromLegend();
            bars->setDataPlottable(g);
            bars->setData(err);
            bars->setPen(QPen(colour, 1));
        };
        addCurve(m_timePlot, k, ms, msErr);
        addCurve(m_lengthPlot, kLen, len, lenErr);
    }
    m_timePlot->xAxis->setRange(0.5, maxK + 0.5);
    m_lengthPlot->xAxis->setRange(0.5, maxK + 0.5);
    if (maxMs > 0)
        m_timePlot->yAxis->setRange(std::max(1e-3, minMs / 3), maxMs * 3);
    else
        m_timePlot->yAxis->setRange(0.01, 1000);
    m_lengthPlot->yAxis->setRange(0, maxLen * 1.1);
    m_timePlot->replot(QCustomPlot::rpQueuedReplot);
    m_lengthPlot->replot(QCustomPlot::rpQueuedReplot);
    updateButtons();
}

bool ExperimentPanel::exportPng(const QString& path)
{
    m_timePlot->replot();
    m_lengthPlot->replot();
    QString error; // atomic and checked like every save (ui/savefile.h)
    if (!writeImageAtomically(path, m_plots->grab().toImage(), &error)) {
        m_status->setText(error);
        return false;
    }
    m_status->setText(tr("Saved %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool ExperimentPanel::exportCsv(const QString& path)
{
    QString error;
    if (!writeFileAtomically(path, experimentCsv(m_runs, m_config.rows, m_config.cols).toUtf8(),
                             &error)) {
        m_status->setText(error);
        return false;
    }
    m_status->setText(tr("Saved %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

} // namespace mazelab
