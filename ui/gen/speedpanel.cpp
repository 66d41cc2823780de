#include "ui/gen/speedpanel.h"

#include "ui/jobs/jobrunner.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>

namespace mazelab {

namespace {
const QColor kColours[] = {{0x1f, 0x5f, 0xa8}, {0xe0, 0x7b, 0x00}, {0x2e, 0x9d, 0x4f},
                           {0xd6, 0x3a, 0x2f}, {0x7b, 0x4f, 0xb0}, {0x8c, 0x56, 0x4b},
                           {0xd9, 0x5f, 0xb6}, {0x55, 0x55, 0x55}, {0xa8, 0xa0, 0x1f},
                           {0x17, 0xa5, 0xb8}};
const QStringList kDefaultChecked = {QStringLiteral("backtracker"), QStringLiteral("kruskal"),
                                     QStringLiteral("wilson"), QStringLiteral("eller"),
                                     QStringLiteral("binary-tree")};

void logAxis(QCPAxis* axis)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    axis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    axis->setNumberFormat(QStringLiteral("eb"));
    axis->setNumberPrecision(0);
}
} // namespace

SpeedPanel::SpeedPanel(JobRunner* jobs, QWidget* parent)
    : QWidget(parent), m_jobs(jobs), m_list(new QListWidget(this)), m_max(new QSpinBox(this)),
      m_measure(new QPushButton(this)), m_maxLabel(new QLabel(this)),
      m_status(new QLabel(this)), m_plot(new QCustomPlot(this))
{
    setObjectName(QStringLiteral("genSpeed"));
    m_list->setObjectName(QStringLiteral("speedAlgorithms"));
    for (const gen::GeneratorInfo& info : gen::generatorList()) {
        auto* item = new QListWidgetItem(QString::fromStdString(info.name), m_list);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(kDefaultChecked.contains(item->text()) ? Qt::Checked
                                                                   : Qt::Unchecked);
    }
    m_list->setMaximumHeight(130);
    m_max->setObjectName(QStringLiteral("speedMaxSide"));
    m_max->setRange(10, kMaxGenerateSide);
    m_max->setValue(1000);
    m_measure->setObjectName(QStringLiteral("speedMeasure"));
    m_status->setObjectName(QStringLiteral("speedStatus"));
    m_status->setWordWrap(true);
    m_plot->setObjectName(QStringLiteral("speedPlot"));
    m_plot->setMinimumHeight(300);
    logAxis(m_plot->xAxis);
    logAxis(m_plot->yAxis);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    m_plot->legend->setVisible(true);
    m_plot->legend->setFont(small);
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    for (QCPAxis* a : {m_plot->xAxis, m_plot->yAxis}) {
        a->setTickLabelFont(small);
        a->setLabelFont(small);
    }

    auto* row = new QHBoxLayout;
    row->addWidget(m_maxLabel);
    row->addWidget(m_max, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_measure);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_list);
    layout->addLayout(row);
    layout->addLayout(buttons);
    layout->addWidget(m_plot, 1);
    layout->addWidget(m_status);

    connect(m_measure, &QPushButton::clicked, this, [this] {
        if (m_measuring && m_jobs)
            m_jobs->cancel();
        else
            measure();
    });
    connect(jobs, &JobRunner::finished, this, [this](const JobReport& report) {
        if (!m_measuring || report.outcome == JobOutcome::Finished)
            return;
        m_measuring = false; // cancelled or failed: the series ends here
        m_queue.clear();
        m_status->setText(JobRunner::describe(report));
        retranslateUi();
    });
    retranslateUi();
}

void SpeedPanel::retranslateUi()
{
    m_maxLabel->setText(tr("Up to:"));
    m_max->setSuffix(tr("² cells"));
    m_max->setToolTip(tr("The largest side: sizes 10², 32², 100², … up to this"));
    m_measure->setText(m_measuring ? tr("Stop") : tr("Measure"));
    m_measure->setToolTip(tr("Time each checked generator on growing square mazes, in the "
                             "background"));
    m_list->setToolTip(tr("The generators to measure"));
    m_plot->xAxis->setLabel(tr("cells"));
    m_plot->yAxis->setLabel(tr("ms per maze"));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void SpeedPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void SpeedPanel::setChecked(const QStringList& algorithms)
{
    for (int i = 0; i < m_list->count(); ++i)
        m_list->item(i)->setCheckState(algorithms.contains(m_list->item(i)->text())
                                           ? Qt::Checked
                                           : Qt::Unchecked);
}

QStringList SpeedPanel::checkedAlgorithms() const
{
    QStringList out;
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->checkState() == Qt::Checked)
            out << m_list->item(i)->text();
    return out;
}

void SpeedPanel::measure()
{
    if (!m_jobs || m_measuring)
        return;
    m_points.clear();
    m_queue.clear();
    // Size by size across the generators, so every graph grows at once.
    for (const int side : speedSides(m_max->value()))
        for (const QString& a : checkedAlgorithms())
            m_queue.emplace_back(a.toStdString(), side);
    if (m_queue.empty()) {
        m_status->setText(tr("Check at least one generator."));
        return;
    }
    std::reverse(m_queue.begin(), m_queue.end()); // taken from the back
    m_measuring = true;
    retranslateUi();
    replot();
    next();
}

void SpeedPanel::next()
{
    if (!m_measuring || !m_jobs)
        return;
    if (m_queue.empty()) {
        m_measuring = false;
        m_status->setText(tr("Done."));
        retranslateUi();
        return;
    }
    // Plain copies, not a structured binding: the lambdas below capture them (clang 14, the
    // sanitizer stages' compiler, cannot capture bindings yet).
    const std::string algorithm = m_queue.back().first;
    const auto side = m_queue.back().second;
    m_queue.pop_back();
    m_status->setText(tr("Measuring %1 on %L2 × %L2 cells…").arg(QString::fromStdString(algorithm))
                          .arg(side));
    const bool started = m_jobs->start(
        tr("Measure %1 %L2 × %L2").arg(QString::fromStdString(algorithm)).arg(side),
        [algorithm, side](Control& control) -> std::optional<SpeedPoint> {
            try {
                return measureSpeed(algorithm, side, control);
            } catch (const gen::GenerateError&) {
                return std::nullopt; // too large for this generator: no point
            }
        },
        [this, algorithm](const std::optional<SpeedPoint>& p) {
            if (p && p->repeats > 0)
                addPoint(*p);
            if (!p || p->ms > kSlowMs) // no larger size for this generator
                std::erase_if(m_queue, [&](const auto& q) { return q.first == algorithm; });
            QMetaObject::invokeMethod(this, &SpeedPanel::next, Qt::QueuedConnection);
        });
    if (!started) {
        m_measuring = false;
        m_queue.clear();
        m_status->setText(tr("Another job is running: %1").arg(m_jobs->jobName()));
        retranslateUi();
    }
}

void SpeedPanel::addPoint(const SpeedPoint& p)
{
    m_points[p.algorithm].push_back(p);
    replot();
}

void SpeedPanel::replot()
{
    m_plot->clearGraphs();
    int k = 0;
    double lo = 1e300, hi = 0;
    for (const auto& [algorithm, points] : m_points) {
        QCPGraph* g = m_plot->addGraph();
        g->setName(QString::fromStdString(algorithm));
        const QColor c = kColours[k++ % std::size(kColours)];
        g->setPen(QPen(c, 1.5));
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, c, c, 5));
        for (const SpeedPoint& p : points) {
            const double ms = std::max(p.ms, 1e-4);
            g->addData(double(p.side) * p.side, ms);
            lo = std::min(lo, ms);
            hi = std::max(hi, ms);
        }
    }
    const double maxSide = m_max->value();
    m_plot->xAxis->setRange(50, maxSide * maxSide * 2);
    if (hi > 0)
        m_plot->yAxis->setRange(lo / 2, hi * 2);
    else
        m_plot->yAxis->setRange(1e-3, 1e3);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace mazelab
