#include "ui/simaso/solvedchart.h"

#include "ui/player/playbackcontroller.h"
#include "ui/plotticks.h"
#include "ui/simaso/simasosession.h"

#include <QEvent>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace mazelab {

SolvedChart::SolvedChart(SimasoSession* session, QWidget* parent)
    : QWidget(parent), m_session(session), m_plot(new QCustomPlot(this))
{
    setObjectName(QStringLiteral("solvedChart"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setMinimumHeight(110);
    m_graph = m_plot->addGraph();
    m_graph->setLineStyle(QCPGraph::lsStepLeft);
    m_graph->setPen(QPen(QColor(0x2e, 0x9d, 0x4f), 2));
    m_graph->setBrush(QColor(0x2e, 0x9d, 0x4f, 40));
    m_cursor = new QCPItemStraightLine(m_plot);
    m_cursor->setPen(QPen(QColor(0x1d, 0x4e, 0xd8), 1.5, Qt::DashLine));
    // Steps and solved mazes are whole numbers.
    useWholeNumberTicks(m_plot->xAxis);
    useWholeNumberTicks(m_plot->yAxis);
    m_plot->axisRect()->setupFullAxesBox(false);

    connect(session, &SimasoSession::runChanged, this, &SolvedChart::rebuild);
    connect(session, &SimasoSession::setChanged, this, &SolvedChart::rebuild);
    connect(session, &SimasoSession::stepChanged, this, &SolvedChart::moveCursor);
    connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent* e) {
        m_dragging = true;
        seekTo(m_plot->xAxis->pixelToCoord(e->position().x()));
    });
    connect(m_plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent* e) {
        if (m_dragging && (e->buttons() & Qt::LeftButton))
            seekTo(m_plot->xAxis->pixelToCoord(e->position().x()));
    });
    connect(m_plot, &QCustomPlot::mouseRelease, this, [this](QMouseEvent*) { m_dragging = false; });
    retranslateUi();
    rebuild();
}

void SolvedChart::seekTo(double x)
{
    m_session->player()->pause();
    m_session->player()->setPosition(qint64(std::llround(x)));
}

int SolvedChart::pointCount() const
{
    return m_graph->data()->size();
}

double SolvedChart::cursorStep() const
{
    return m_cursor->point1->coords().x();
}

void SolvedChart::retranslateUi()
{
    m_plot->xAxis->setLabel(tr("step"));
    m_plot->yAxis->setLabel(tr("solved"));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void SolvedChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void SolvedChart::rebuild()
{
    const SetRun& run = m_session->run();
    QVector<double> xs, ys;
    xs.reserve(qsizetype(run.solvedCount.size()));
    ys.reserve(qsizetype(run.solvedCount.size()));
    for (std::size_t t = 0; t < run.solvedCount.size(); ++t) {
        xs.push_back(double(t));
        ys.push_back(double(run.solvedCount[t]));
    }
    // One more point so that the last count shows as a level right of the last step (the
    // curve is read "at step t, right of t").
    if (!ys.isEmpty()) {
        xs.push_back(xs.back() + 1);
        ys.push_back(ys.back());
    }
    m_graph->setData(xs, ys, true);
    const double steps = double(run.moves.size()) + 1.0;
    m_plot->xAxis->setRange(0, steps);
    m_plot->yAxis->setRange(0, std::max<double>(1.0, double(m_session->mazeCount())) * 1.05);
    moveCursor(m_session->step());
}

void SolvedChart::moveCursor(qint64 step)
{
    m_cursor->point1->setCoords(double(step), 0);
    m_cursor->point2->setCoords(double(step), 1);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace mazelab
