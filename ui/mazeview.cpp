#include "ui/mazeview.h"

#include "ui/mazedocument.h"
#include "ui/mazeoverlay.h"
#include "ui/tools/mazetool.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace mazelab {

namespace {
constexpr double kZoomStep = 1.25;
constexpr double kCacheBelow = 4.0; // cell sizes below this draw from the 1-px-per-cell image
constexpr double kMinMarkerPx = 7.0;
} // namespace

MazeView::MazeView(QWidget* parent) : QAbstractScrollArea(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setMouseTracking(true);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    viewport()->setAutoFillBackground(false);
    horizontalScrollBar()->setSingleStep(20);
    verticalScrollBar()->setSingleStep(20);
}

MazeView::~MazeView() = default;

void MazeView::setDocument(MazeDocument* doc, int mazeIndex)
{
    if (m_doc)
        disconnect(m_doc, nullptr, this, nullptr);
    m_doc = doc;
    m_fixedIndex = mazeIndex;
    m_cache = QImage();
    if (doc) {
        connect(doc, &MazeDocument::cellsChanged, this, &MazeView::onCellsChanged);
        connect(doc, &MazeDocument::mazeChanged, this, [this](int index) {
            if (index == this->mazeIndex())
                onMazeReplaced();
        });
        connect(doc, &MazeDocument::currentIndexChanged, this, [this] {
            if (m_fixedIndex < 0)
                onMazeReplaced();
        });
        connect(doc, &MazeDocument::documentReset, this, [this] {
            m_autoFit = true;
            onMazeReplaced();
        });
    }
    m_autoFit = true;
    onMazeReplaced();
}

int MazeView::mazeIndex() const
{
    if (!m_doc)
        return -1;
    return m_fixedIndex >= 0 ? std::min(m_fixedIndex, m_doc->mazeCount() - 1) : m_doc->currentIndex();
}

const Maze& MazeView::maze() const
{
    static const Maze kEmpty(1, 1);
    return m_doc ? m_doc->maze(mazeIndex()) : kEmpty;
}

void MazeView::onMazeReplaced()
{
    m_cache = QImage();
    const Maze& m = maze();
    const QSize size(m.cols(), m.rows());
    if (size != m_shownSize) {
        m_shownSize = size;
        m_autoFit = true;
        m_cursor = {std::min(m_cursor.row, m.rows() - 1), std::min(m_cursor.col, m.cols() - 1)};
    }
    if (m_autoFit)
        fitToWindow();
    else
        updateScrollBars();
    viewport()->update();
}

void MazeView::onCellsChanged(int index, QRect region)
{
    if (index != mazeIndex())
        return;
    updateCacheRegion(region);
    viewport()->update(cellsToViewport(region).toAlignedRect().adjusted(-2, -2, 2, 2));
}

// --- zoom and scrolling -------------------------------------------------------------------------

void MazeView::setCellSize(double px, std::optional<QPointF> anchor)
{
    m_autoFit = false;
    px = std::clamp(px, kMinCellSize, kMaxCellSize);
    const QPointF a = anchor.value_or(QPointF(viewport()->width() / 2.0, viewport()->height() / 2.0));
    const QPointF mazePoint = (a - mazeOrigin()) / m_cellSize; // in cells
    const bool changed = px != m_cellSize;
    m_cellSize = px;
    updateScrollBars();
    // Scroll so that mazePoint lands under the anchor again.
    horizontalScrollBar()->setValue(int(std::lround(kMargin + mazePoint.x() * px - a.x())));
    verticalScrollBar()->setValue(
        int(std::lround(kMargin + (m_frameAbove + mazePoint.y()) * px - a.y())));
    viewport()->update();
    if (changed)
        emit cellSizeChanged(m_cellSize);
}

void MazeView::zoomIn()
{
    setCellSize(m_cellSize * kZoomStep);
}

void MazeView::zoomOut()
{
    setCellSize(m_cellSize / kZoomStep);
}

void MazeView::fitToWindow()
{
    const Maze& m = maze();
    const QSize area = maximumViewportSize() - QSize(2 * kMargin, 2 * kMargin);
    const double rows = m.rows() + m_frameAbove + m_frameBelow;
    double px = std::min(area.width() / double(m.cols()), area.height() / rows);
    px = std::clamp(px, kMinCellSize, kMaxFitCellSize);
    const bool changed = px != m_cellSize;
    m_cellSize = px;
    m_autoFit = true;
    updateScrollBars();
    viewport()->update();
    if (changed)
        emit cellSizeChanged(m_cellSize);
}

void MazeView::updateScrollBars()
{
    const Maze& m = maze();
    const QSize vp = viewport()->size();
    const int w = int(std::ceil(m.cols() * m_cellSize)) + 2 * kMargin;
    const int h = int(std::ceil((m.rows() + m_frameAbove + m_frameBelow) * m_cellSize)) + 2 * kMargin;
    horizontalScrollBar()->setRange(0, std::max(0, w - vp.width()));
    verticalScrollBar()->setRange(0, std::max(0, h - vp.height()));
    horizontalScrollBar()->setPageStep(vp.width());
    verticalScrollBar()->setPageStep(vp.height());
}

QPointF MazeView::mazeOrigin() const
{
    const Maze& m = maze();
    const QSize vp = viewport()->size();
    const double above = m_frameAbove * m_cellSize;
    const double w = m.cols() * m_cellSize;
    const double h = (m.rows() + m_frameAbove + m_frameBelow) * m_cellSize;
    const double x = w + 2 * kMargin <= vp.width() ? std::floor((vp.width() - w) / 2)
                                                   : kMargin - horizontalScrollBar()->value();
    const double y = h + 2 * kMargin <= vp.height() ? std::floor((vp.height() - h) / 2 + above)
                                                    : kMargin + above - verticalScrollBar()->value();
    return {x, y};
}

QRectF MazeView::cellRect(Cell cell) const
{
    return cellsToViewport(QRect(cell.col, cell.row, 1, 1));
}

QRectF MazeView::cellsToViewport(QRect cells) const
{
    const QPointF o = mazeOrigin();
    return {o.x() + cells.x() * m_cellSize, o.y() + cells.y() * m_cellSize,
            cells.width() * m_cellSize, cells.height() * m_cellSize};
}

Cell MazeView::cellAt(QPointF pos) const
{
    const QPointF p = (pos - mazeOrigin()) / m_cellSize;
    return {int(std::floor(p.y())), int(std::floor(p.x()))};
}

QRect MazeView::visibleCells() const
{
    const Cell a = cellAt(QPointF(0, 0));
    const Cell b = cellAt(QPointF(viewport()->width(), viewport()->height()));
    return QRect(QPoint(a.col, a.row), QPoint(b.col, b.row))
        .intersected(QRect(0, 0, maze().cols(), maze().rows()));
}

void MazeView::ensureCellVisible(Cell cell)
{
    const QRectF r = cellRect(cell).adjusted(-kMargin, -kMargin, kMargin, kMargin);
    const QRect vp = viewport()->rect();
    if (r.left() < vp.left())
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() + int(std::floor(r.left())));
    else if (r.right() > vp.right())
        horizontalScrollBar()->setValue(horizontalScrollBar()->value()
                                        + int(std::ceil(r.right() - vp.right())));
    if (r.top() < vp.top())
        verticalScrollBar()->setValue(verticalScrollBar()->value() + int(std::floor(r.top())));
    else if (r.bottom() > vp.bottom())
        verticalScrollBar()->setValue(verticalScrollBar()->value()
                                      + int(std::ceil(r.bottom() - vp.bottom())));
}

void MazeView::scrollContentsBy(int, int)
{
    viewport()->update();
}

void MazeView::resizeEvent(QResizeEvent* event)
{
    QAbstractScrollArea::resizeEvent(event);
    if (m_autoFit)
        fitToWindow();
    else
        updateScrollBars();
}

// --- layers -------------------------------------------------------------------------------------

void MazeView::addOverlay(MazeOverlay* overlay)
{
    if (overlay && std::find(m_overlays.begin(), m_overlays.end(), overlay) == m_overlays.end())
        m_overlays.push_back(overlay);
    viewport()->update();
}

void MazeView::removeOverlay(MazeOverlay* overlay)
{
    m_overlays.erase(std::remove(m_overlays.begin(), m_overlays.end(), overlay), m_overlays.end());
    viewport()->update();
}

void MazeView::setTool(MazeTool* tool)
{
    m_tool = tool;
    m_toolActive = false;
    viewport()->setCursor(tool ? tool->cursor() : QCursor(Qt::ArrowCursor));
}

void MazeView::setFrameRows(int above, int below)
{
    m_frameAbove = std::max(0, above);
    m_frameBelow = std::max(0, below);
    if (m_autoFit)
        fitToWindow();
    else
        updateScrollBars();
    viewport()->update();
}

void MazeView::setMazeStyle(const MazeStyle& style)
{
    m_style = style;
    m_cache = QImage();
    viewport()->update();
}

void MazeView::setCursorCell(Cell cell)
{
    const Maze& m = maze();
    cell = {std::clamp(cell.row, 0, m.rows() - 1), std::clamp(cell.col, 0, m.cols() - 1)};
    const QRectF before = cellRect(m_cursor);
    m_cursor = cell;
    m_showCursor = true;
    ensureCellVisible(cell);
    viewport()->update(before.toAlignedRect().adjusted(-3, -3, 3, 3));
    viewport()->update(cellRect(cell).toAlignedRect().adjusted(-3, -3, 3, 3));
    emit cursorCellChanged(cell.row, cell.col);
}

// --- painting -----------------------------------------------------------------------------------

void MazeView::rebuildCache()
{
    const Maze& m = maze();
    m_cache = QImage(m.cols(), m.rows(), QImage::Format_RGB32);
    const QRgb freeRgb = m_style.free.rgb(), blockedRgb = m_style.blocked.rgb();
    const auto& cells = m.cells();
    for (int r = 0; r < m.rows(); ++r) {
        auto* line = reinterpret_cast<QRgb*>(m_cache.scanLine(r));
        const std::uint8_t* src = cells.data() + std::size_t(r) * std::size_t(m.cols());
        for (int c = 0; c < m.cols(); ++c)
            line[c] = src[c] ? blockedRgb : freeRgb;
    }
}

void MazeView::updateCacheRegion(QRect region)
{
    if (m_cache.isNull())
        return;
    const Maze& m = maze();
    if (m_cache.size() != QSize(m.cols(), m.rows())) {
        m_cache = QImage();
        return;
    }
    region = region.intersected(QRect(0, 0, m.cols(), m.rows()));
    if (qint64(region.width()) * region.height() > qint64(m.cols()) * m.rows() / 8) {
        m_cache = QImage(); // cheaper to rebuild from the cells in one pass when next needed
        return;
    }
    for (int r = region.top(); r <= region.bottom(); ++r)
        for (int c = region.left(); c <= region.right(); ++c)
            m_cache.setPixel(c, r, m.isBlocked({r, c}) ? m_style.blocked.rgb() : m_style.free.rgb());
}

void MazeView::paintEvent(QPaintEvent*)
{
    QPainter p(viewport());
    p.fillRect(viewport()->rect(), palette().color(QPalette::Mid));
    if (!m_doc)
        return;
    const Maze& m = maze();
    const QRect cells = visibleCells();
    const QPointF origin = mazeOrigin();
    p.translate(origin);
    if (!cells.isEmpty()) {
        if (m_cellSize < kCacheBelow) {
            if (m_cache.isNull())
                rebuildCache();
            const QRectF target(cells.x() * m_cellSize, cells.y() * m_cellSize,
                                cells.width() * m_cellSize, cells.height() * m_cellSize);
            p.drawImage(target, m_cache, QRectF(cells));
        } else {
            MazeStyle style = m_style;
            style.showStartGoal = false;
            paintMaze(p, m, m_cellSize, cells, style);
        }
        for (MazeOverlay* overlay : m_overlays) {
            p.save();
            overlay->paint(p, m_cellSize, cells);
            p.restore();
        }
        if (m_style.showStartGoal)
            paintStartGoal(p, m, m_cellSize, m_style, kMinMarkerPx);
    }
    // Frame around the maze.
    QPen frame(m_style.blocked);
    frame.setCosmetic(true);
    p.setPen(frame);
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(-0.5, -0.5, m.cols() * m_cellSize + 1, m.rows() * m_cellSize + 1));
    if (m_showCursor && hasFocus()) {
        QPen pen(palette().color(QPalette::Highlight), 2.0);
        pen.setCosmetic(true);
        p.setPen(pen);
        const double s = std::max(m_cellSize, 4.0);
        const QPointF centre((m_cursor.col + 0.5) * m_cellSize, (m_cursor.row + 0.5) * m_cellSize);
        p.drawRect(QRectF(centre.x() - s / 2, centre.y() - s / 2, s, s));
    }
}

// --- input --------------------------------------------------------------------------------------

ToolEvent MazeView::toolEvent(const QMouseEvent* event, Qt::MouseButton button) const
{
    ToolEvent te;
    te.pos = event->position().toPoint();
    te.cell = cellAt(event->position());
    te.inside = maze().contains(te.cell);
    te.button = button;
    te.buttons = event->buttons();
    te.modifiers = event->modifiers();
    return te;
}

void MazeView::mousePressEvent(QMouseEvent* event)
{
    if (!m_doc)
        return;
    if (event->button() == Qt::MiddleButton) {
        m_panFrom = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        return;
    }
    const ToolEvent te = toolEvent(event, event->button());
    if (te.inside) {
        m_cursor = te.cell;
        emit cellClicked(te.cell.row, te.cell.col, event->button());
    }
    if (m_tool && !m_toolActive) {
        m_toolActive = true;
        m_tool->press(*this, te);
    }
}

void MazeView::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_doc)
        return;
    if (m_panFrom) {
        const QPoint d = event->position().toPoint() - *m_panFrom;
        m_panFrom = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        return;
    }
    const ToolEvent te = toolEvent(event, Qt::NoButton);
    setHover(te.inside ? te.cell : Cell{-1, -1});
    if (m_tool && m_toolActive)
        m_tool->move(*this, te);
}

void MazeView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::MiddleButton && m_panFrom) {
        m_panFrom.reset();
        viewport()->setCursor(m_tool ? m_tool->cursor() : QCursor(Qt::ArrowCursor));
        return;
    }
    if (m_tool && m_toolActive && event->buttons() == Qt::NoButton) {
        m_toolActive = false;
        m_tool->release(*this, toolEvent(event, event->button()));
    }
}

void MazeView::setHover(Cell cell)
{
    if (cell == m_hover)
        return;
    m_hover = cell;
    emit cellHovered(cell.row, cell.col);
}

void MazeView::leaveEvent(QEvent* event)
{
    setHover({-1, -1});
    QAbstractScrollArea::leaveEvent(event);
}

void MazeView::wheelEvent(QWheelEvent* event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const double steps = event->angleDelta().y() / 120.0;
        if (steps != 0.0)
            setCellSize(m_cellSize * std::pow(kZoomStep, steps), event->position());
        event->accept();
        return;
    }
    QAbstractScrollArea::wheelEvent(event);
}

QList<KeyHelp> MazeView::keyHelp()
{
    return {{{QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_Up),
              QKeySequence(Qt::Key_Down)},
             tr("Move the cell cursor")},
            {{QKeySequence(Qt::Key_Home), QKeySequence(Qt::Key_End)},
             tr("Cursor to the row's first or last cell")},
            {{QKeySequence(Qt::Key_Space)}, tr("Use the tool (Brush, Start, Goal) on the cursor's cell")}};
}

void MazeView::keyPressEvent(QKeyEvent* event)
{
    if (!m_doc) {
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    Cell c = m_cursor;
    switch (event->key()) {
    case Qt::Key_Left: --c.col; break;
    case Qt::Key_Right: ++c.col; break;
    case Qt::Key_Up: --c.row; break;
    case Qt::Key_Down: ++c.row; break;
    case Qt::Key_Home: c = {c.row, 0}; break;
    case Qt::Key_End: c = {c.row, maze().cols() - 1}; break;
    case Qt::Key_Space:
        if (m_tool && !event->isAutoRepeat())
            m_tool->activate(*this, m_cursor);
        m_showCursor = true;
        viewport()->update();
        return;
    default:
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    setCursorCell(c);
}

} // namespace mazelab
