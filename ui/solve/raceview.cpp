#include "ui/solve/raceview.h"

#include "ui/solve/raceframes.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace mazelab {

RaceView::RaceView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("solveCanvas"));
    setMouseTracking(false);
    setMinimumSize(200, 150);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setCursor(Qt::CrossCursor);
    setFocusPolicy(Qt::StrongFocus); // the player's keys work on the canvas
}

void RaceView::setFrames(std::shared_ptr<RaceFrames> frames)
{
    m_frames = std::move(frames);
    relayout();
    update();
}

void RaceView::setStep(qint64 step)
{
    m_step = step;
    update();
}

void RaceView::relayout()
{
    if (!m_frames)
        return;
    const QSizeF area(width() - 2 * kMargin, height() - 2 * kMargin);
    m_frames->setColumns(m_frames->bestColumns(area));
    m_scale = std::min(kMaxScale, m_frames->fitScale(area));
    const QSizeF used = m_frames->sizeAt(m_scale);
    m_origin = QPointF(std::max(double(kMargin), (width() - used.width()) / 2),
                       std::max(double(kMargin), (height() - used.height()) / 2));
}

void RaceView::resizeEvent(QResizeEvent* event)
{
    relayout();
    QWidget::resizeEvent(event);
}

void RaceView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    if (!m_frames)
        return;
    painter.translate(m_origin);
    m_frames->paint(painter, m_step, m_scale);
    if (!m_ghost)
        return;
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(m_ghostColour, 2));
    painter.setBrush(Qt::NoBrush);
    const double d = std::max(6.0, m_scale * 0.9);
    for (int tile = 0; tile < m_frames->tileCount(); ++tile) {
        const QRectF r = m_frames->mazeRect(tile, m_scale);
        const QPointF centre(r.left() + (m_ghost->col + 0.5) * m_scale,
                             r.top() + (m_ghost->row + 0.5) * m_scale);
        painter.drawEllipse(centre, d / 2, d / 2);
    }
}

void RaceView::setGhost(std::optional<Cell> cell, const QColor& colour)
{
    m_ghost = cell;
    m_ghostColour = colour;
    update();
}

QPoint RaceView::cellCentre(int tile, Cell cell) const
{
    if (!m_frames)
        return {};
    const QRectF r = m_frames->mazeRect(tile, m_scale);
    return (m_origin + QPointF(r.left() + (cell.col + 0.5) * m_scale,
                               r.top() + (cell.row + 0.5) * m_scale))
        .toPoint();
}

std::optional<Cell> RaceView::cellAt(QPoint pos) const
{
    if (!m_frames)
        return std::nullopt;
    const auto hit = m_frames->hit(QPointF(pos) - m_origin, m_scale);
    if (!hit)
        return std::nullopt;
    return hit->second;
}

void RaceView::mousePressEvent(QMouseEvent* event)
{
    const auto cell = cellAt(event->position().toPoint());
    if (!cell)
        return;
    m_pressed = true;
    m_last = cell;
    emit cellPressed(*cell, event->button(), event->modifiers());
}

void RaceView::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_pressed)
        return;
    const auto cell = cellAt(event->position().toPoint());
    if (!cell || cell == m_last)
        return;
    m_last = cell;
    emit cellDragged(*cell);
}

void RaceView::mouseReleaseEvent(QMouseEvent* event)
{
    if (!m_pressed)
        return;
    mouseMoveEvent(event);
    m_pressed = false;
    m_last.reset();
    emit released();
}

} // namespace mazelab
