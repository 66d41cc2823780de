#include "ui/solve/solvechart.h"

#include "ui/jobs/jobrunner.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <qcustomplot.h>


namespace mazelab {

using namespace solve;

Maze randomSolveGrid(int side, std::uint64_t seed)
{
    // The generator of scripts/bench/make-grid.js and tests/bench/bench_solve.cpp, bit for
    // bit (a 64-bit LCG; the corners and their neighbours free; the seed moved on until start
    // and goal connect), so the chart's points match the README's benchmark grids.
    for (;; ++seed) {
        std::uint64_t s = seed;
        Maze m(side, side);
        for (std::size_t i = 0; i < m.cellCount(); ++i) {
            s = s * 6364136223846793005ull + 1442695040888963407ull;
            const double u = double(s >> 11) / 9007199254740992.0;
            m.setBlocked(m.cellAt(i), u < 0.3);
        }
        for (const Cell c : {Cell{0, 0}, Cell{0, 1}, Cell{1, 0}, Cell{side - 1, side - 1},
                             Cell{side - 2, side - 1}, Cell{side - 1, side - 2}})
            if (m.contains(c))
                m.setBlocked(c, false);
        if (m.isSolvable())
            return m;
    }
}

std::vector<int> measureSides(int maximum)
{
    std::vector<int> sides;
    for (int decade = 10; decade <= maximum; decade *= 10)
        for (int m : {1, 2, 5})
            if (decade * m <= maximum)
                sides.push_back(decade * m);
    if (sides.empty() || sides.back() != maximum)
        sides.push_back(maximum);
    return sides;
}

SolveChart::SolveChart(JobRunner* jobs, QWidget* parent) : QWidget(parent), m_jobs(jobs)
{
    m_plot = new QCustomPlot(this);
    m_plot->setObjectName(QStringLiteral("solveGrowthPlot"));
    m_plot->setMinimumHeight(220);
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis}) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        axis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
        axis->setNumberFormat(QStringLiteral("gb"));
    }
    m_plot->xAxis->setRange(50, 2e6);
    m_plot->yAxis->setRange(0.001, 1000);
    m_plot->legend->setVisible(true);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.8);
    m_plot->legend->setFont(small);
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    m_maxLabel = new QLabel(this);
    m_max = new QSpinBox(this);
    m_max->setObjectName(QStringLiteral("solveMeasureMax"));
    m_max->setRange(10, 4000);
    m_max->setValue(1000);
    m_measure = new QPushButton(this);
    m_measure->setObjectName(QStringLiteral("solveMeasure"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("solveMeasureStatus"));
    m_status->setWordWrap(true);
    auto* row = new QHBoxLayout;
    row->addWidget(m_maxLabel);
    row->addWidget(m_max, 1);
    row->addWidget(m_measure);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_plot, 1);
    layout->addLayout(row);
    layout->addWidget(m_status);
    // One job per point: the next starts once the runner has reported this one.
    connect(m_jobs, &JobRunner::finished, this, [this](const JobReport& report) {
        if (!m_waiting)
            return;
        m_waiting = false;
        if (report.outcome == JobOutcome::Failed)
            finish(JobRunner::describe(report));
        else
            next();
    });
    connect(m_measure, &QPushButton::clicked, this, [this] {
        if (m_active)
            cancel();
        else
            emit measureRequested();
    });
    retranslateUi();
}

bool SolveChart::measure(const std::vector<std::string>& solvers, const SolveOptions& options)
{
    if (m_active || m_jobs->isRunning() || solvers.empty())
        return false;
    m_solvers = solvers;
    m_options = options;
    m_options.trace = nullptr;
    m_options.weights.clear();
    m_sides = measureSides(m_max->value());
    m_next = 0;
    m_points = 0;
    m_plot->clearGraphs();
    for (std::size_t i = 0; i < solvers.size(); ++i) {
        QCPGraph* g = m_plot->addGraph();
        g->setName(QString::fromStdString(solvers[i]));
        g->setPen(QPen(QColor::fromHsv(int(i * 360 / solvers.size()), 200, 200), 1.5));
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 5));
    }
    m_plot->xAxis->setRange(50, double(m_sides.back()) * m_sides.back() * 2.0);
    m_plot->replot();
    m_active = true;
    retranslateUi();
    next();
    return true;
}

void SolveChart::next()
{
    if (!m_active)
        return;
    if (m_next >= m_sides.size() * m_solvers.size()) {
        finish(tr("Done: %n points.", nullptr, m_points));
        return;
    }
    const int side = m_sides[m_next / m_solvers.size()];
    const std::size_t solver = m_next % m_solvers.size();
    const std::string name = m_solvers[solver];
    const SolveOptions options = m_options;
    m_status->setText(
        tr("Measuring %1 on %2 × %2…").arg(QString::fromStdString(name)).arg(side));
    const bool started = m_jobs->start(
        tr("Measure %1 on %2 × %2").arg(QString::fromStdString(name)).arg(side),
        [side, name, options](Control& control) {
            SolveOptions o = options;
            const SolverInfo* info = findSolver(name);
            if (info && !info->diagonal)
                o.diagonal = Diagonal::Never;
            if (info && !info->turnCost && info->optimal == Optimality::Cost)
                o.turnCost = 0;
            if (name != "dijkstra" || o.diagonal != Diagonal::Never || o.turnCost > 0)
                o.compress = false;
            const Maze maze = randomSolveGrid(side, 1);
            // The thread's CPU time: robust on a busy machine.
            return runSolver(name, maze, o, control).cpuMicroseconds / 1000.0;
        },
        [this, side, solver](double ms) {
            if (!m_active)
                return;
            m_plot->graph(int(solver))->addData(double(side) * side, std::max(ms, 1e-4));
            ++m_points;
            m_plot->yAxis->rescale();
            QCPRange y = m_plot->yAxis->range();
            m_plot->yAxis->setRange(y.lower / 2, y.upper * 2);
            m_plot->replot();
        });
    if (!started) {
        finish(tr("Another job is running; try again when it has finished."));
        return;
    }
    m_waiting = true;
    ++m_next;
}

void SolveChart::cancel()
{
    if (!m_active)
        return;
    finish(tr("Cancelled after %n points.", nullptr, m_points));
    m_jobs->cancel();
}

void SolveChart::finish(const QString& status)
{
    m_active = false;
    m_status->setText(status);
    retranslateUi();
}

int SolveChart::pointCount() const
{
    return m_points;
}

void SolveChart::retranslateUi()
{
    m_plot->xAxis->setLabel(tr("cells"));
    m_plot->yAxis->setLabel(tr("CPU time (ms)"));
    m_maxLabel->setText(tr("Up to:"));
    m_max->setToolTip(tr("The largest side measured (random grids with 30 % walls)"));
    m_measure->setText(m_active ? tr("Cancel") : tr("Measure"));
    m_plot->replot();
}

void SolveChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace mazelab
