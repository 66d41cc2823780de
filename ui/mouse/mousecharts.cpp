#include "ui/mouse/mousecharts.h"

#include "ui/plotticks.h"

#include <QEvent>

#include <qcustomplot.h>

#include <algorithm>
#include <map>

namespace mazelab {

MouseCharts::MouseCharts(QWidget* parent)
    : QTabWidget(parent), m_histogram(new QCustomPlot(this)), m_timeline(new QCustomPlot(this))
{
    setObjectName(QStringLiteral("mouseCharts"));
    m_histogram->setObjectName(QStringLiteral("mouseHistogram"));
    m_timeline->setObjectName(QStringLiteral("mouseTimeline"));
    for (QCustomPlot* plot : {m_histogram, m_timeline}) {
        plot->setMinimumHeight(170);
        // Visit counts, cells and turns are whole numbers.
        useWholeNumberTicks(plot->xAxis);
        useWholeNumberTicks(plot->yAxis);
    }
    addTab(m_histogram, QString());
    addTab(m_timeline, QString());
    rebuildPlots();
}

void MouseCharts::retranslateUi()
{
    setTabText(0, tr("Visit counts"));
    setTabText(1, tr("Walk over time"));
    m_histogram->xAxis->setLabel(tr("visit count"));
    m_histogram->yAxis->setLabel(tr("cells"));
    m_timeline->xAxis->setLabel(tr("turn"));
    if (m_timeline->graphCount() == 2) {
        m_timeline->graph(0)->setName(tr("cells visited"));
        m_timeline->graph(1)->setName(tr("largest visit count"));
    }
    m_histogram->replot(QCustomPlot::rpQueuedReplot);
    m_timeline->replot(QCustomPlot::rpQueuedReplot);
}

void MouseCharts::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QTabWidget::changeEvent(event);
}

void MouseCharts::setTrace(const std::shared_ptr<const CellTrace>& trace, std::int64_t maxVisit)
{
    m_top = maxVisit;
    m_turns.clear();
    m_distinct.clear();
    m_maxVisit.clear();
    if (trace && trace->length() > 0) {
        // One pass over the trace; a point every `stride` turns (and the last turn).
        const std::int64_t n = trace->length();
        const std::int64_t stride = std::max<std::int64_t>(1, n / kMaxPoints + 1);
        TraceCursor cursor(trace);
        double distinct = 0, top = 0;
        std::vector<std::int32_t> before = cursor.state().layers[0];
        m_turns << 0;
        m_distinct << 0;
        m_maxVisit << 0;
        for (std::int64_t t = 1; t <= n; ++t) {
            cursor.stepForward();
            const std::int32_t m = cursor.state().markers.empty() ? CellTrace::kNoCell
                                                                   : cursor.state().markers[0];
            if (m != CellTrace::kNoCell) {
                const std::int32_t c = cursor.state().layers[0][std::size_t(m)];
                if (c == 1)
                    ++distinct;
                top = std::max(top, double(c));
            }
            if (t % stride == 0 || t == n) {
                m_turns << double(t);
                m_distinct << distinct;
                m_maxVisit << top;
            }
        }
    }
    rebuildPlots();
}

void MouseCharts::rebuildPlots()
{
    m_histogram->clearPlottables();
    auto* bars = new QCPBars(m_histogram->xAxis, m_histogram->yAxis);
    bars->setBrush(QColor(0x9a, 0xd0, 0x6e));
    bars->setPen(QPen(QColor(0x4a, 0x80, 0x2e)));
    bars->setWidth(0.8);

    m_timeline->clearGraphs();
    m_timeline->clearItems();
    m_timeline->addGraph();
    m_timeline->graph(0)->setData(m_turns, m_distinct, true);
    m_timeline->graph(0)->setPen(QPen(QColor(0x1f, 0x5f, 0xa8), 2));
    m_timeline->addGraph();
    m_timeline->graph(1)->setData(m_turns, m_maxVisit, true);
    m_timeline->graph(1)->setPen(QPen(QColor(0xe0, 0x7b, 0x00), 2));
    m_timeline->legend->setVisible(true);
    m_timeline->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    m_timeline->rescaleAxes();
    m_cursor = new QCPItemStraightLine(m_timeline);
    m_cursor->setPen(QPen(Qt::gray, 1, Qt::DashLine));
    retranslateUi(); // labels and names, then replot
}

void MouseCharts::showTurn(qint64 turn, const std::vector<std::int32_t>& visits)
{
    if (m_cursor) {
        m_cursor->point1->setCoords(double(turn), 0);
        m_cursor->point2->setCoords(double(turn), 1);
        m_timeline->replot(QCustomPlot::rpQueuedReplot);
    }
    std::map<std::int32_t, int> hist;
    for (std::int32_t v : visits)
        if (v > 0)
            ++hist[v];
    QVector<double> keys, values;
    for (const auto& [k, n] : hist) {
        keys << double(k);
        values << double(n);
    }
    auto* bars = m_histogram->plottableCount() > 0
                     ? qobject_cast<QCPBars*>(m_histogram->plottable(0))
                     : nullptr;
    if (!bars)
        return;
    bars->setData(keys, values, true);
    m_histogram->xAxis->setRange(0, std::max<double>(2, double(m_top) + 1));
    const double most = values.isEmpty() ? 1.0 : *std::max_element(values.begin(), values.end());
    m_histogram->yAxis->setRange(0, std::max(1.0, most * 1.15));
    m_histogram->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace mazelab
