#include "ui/simaso/mazesetbrowser.h"

#include "ui/mazerenderer.h"
#include "ui/simaso/simasosession.h"
#include "ui/simaso/thumbnailpainter.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QWheelEvent>
#include <algorithm>

namespace mazelab {

namespace {
constexpr int kSpacing = 8;
constexpr int kPadding = 4;
} // namespace

MazeSetBrowser::MazeSetBrowser(SimasoSession* session, QWidget* parent)
    : QAbstractScrollArea(parent), m_session(session), m_cache(kCacheImages)
{
    setObjectName(QStringLiteral("mazeSetBrowser"));
    setFocusPolicy(Qt::StrongFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    viewport()->setBackgroundRole(QPalette::Base);
    viewport()->setAutoFillBackground(true);
    connect(session, &SimasoSession::setChanged, this, &MazeSetBrowser::onSetChanged);
    connect(session, &SimasoSession::shownChanged, this, [this] {
        updateScrollBars();
        viewport()->update();
    });
    connect(session, &SimasoSession::runChanged, viewport(), qOverload<>(&QWidget::update));
    connect(session, &SimasoSession::stepChanged, viewport(), qOverload<>(&QWidget::update));
    updateScrollBars();
}

void MazeSetBrowser::onSetChanged()
{
    m_cache.clear();
    m_selected = -1;
    verticalScrollBar()->setValue(0);
    updateScrollBars();
    viewport()->update();
    emit selectionChanged(-1);
}

void MazeSetBrowser::setThumbSize(int px)
{
    px = std::clamp(px, kMinThumb, kMaxThumb);
    if (px == m_thumb)
        return;
    // Keep the first visible row in place.
    const qint64 firstRow = rowAt(QPoint(kSpacing + 1, kSpacing + 1));
    m_thumb = px;
    m_cache.clear();
    updateScrollBars();
    if (firstRow >= 0)
        scrollToRow(firstRow);
    viewport()->update();
}

void MazeSetBrowser::setSelectedIndex(qint64 index, bool scroll)
{
    if (index == m_selected)
        return;
    m_selected = index;
    const qint64 row = m_session->rowOf(index);
    if (row >= 0 && scroll)
        scrollToRow(row);
    viewport()->update();
    emit selectionChanged(index);
}

QSize MazeSetBrowser::tileSize() const
{
    return {m_thumb + 2 * kPadding, m_thumb + 2 * kPadding + fontMetrics().height() + 2};
}

int MazeSetBrowser::columns() const
{
    return std::max(1, (viewport()->width() - kSpacing) / (tileSize().width() + kSpacing));
}

QRect MazeSetBrowser::tileRect(qint64 row) const
{
    const QSize tile = tileSize();
    const int cols = columns();
    const qint64 line = row / cols;
    const int col = int(row % cols);
    const qint64 y = kSpacing + line * (tile.height() + kSpacing) - verticalScrollBar()->value();
    return {kSpacing + col * (tile.width() + kSpacing), int(y), tile.width(), tile.height()};
}

qint64 MazeSetBrowser::rowAt(QPoint pos) const
{
    const QSize tile = tileSize();
    const qint64 y = qint64(pos.y()) + verticalScrollBar()->value() - kSpacing;
    const int x = pos.x() - kSpacing;
    if (x < 0 || y < 0)
        return -1;
    const int col = x / (tile.width() + kSpacing);
    const qint64 line = y / (tile.height() + kSpacing);
    if (col >= columns() || x % (tile.width() + kSpacing) >= tile.width()
        || y % (tile.height() + kSpacing) >= tile.height())
        return -1;
    const qint64 row = line * columns() + col;
    return row < m_session->shownCount() ? row : -1;
}

void MazeSetBrowser::scrollToRow(qint64 row)
{
    const QRect r = tileRect(row);
    QScrollBar* bar = verticalScrollBar();
    // A tile taller than the view is aligned at its top.
    if (r.top() < 0 || r.height() + 2 * kSpacing > viewport()->height())
        bar->setValue(bar->value() + r.top() - kSpacing);
    else if (r.bottom() > viewport()->height())
        bar->setValue(bar->value() + r.bottom() - viewport()->height() + kSpacing);
}

void MazeSetBrowser::updateScrollBars()
{
    const QSize tile = tileSize();
    const qint64 lines = (m_session->shownCount() + columns() - 1) / columns();
    const qint64 height = kSpacing + lines * (tile.height() + kSpacing);
    QScrollBar* bar = verticalScrollBar();
    bar->setRange(0, int(std::clamp<qint64>(height - viewport()->height(), 0, INT_MAX)));
    bar->setPageStep(viewport()->height());
    bar->setSingleStep(std::max(1, tile.height() / 3));
}

void MazeSetBrowser::resizeEvent(QResizeEvent* event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
}

const QImage& MazeSetBrowser::mazeImage(qint64 index)
{
    if (QImage* cached = m_cache.object(index))
        return *cached;
    auto* image = new QImage(renderThumbnailBase(m_session->set()->maze(index), m_thumb));
    m_cache.insert(index, image);
    return *image;
}

void MazeSetBrowser::paintEvent(QPaintEvent*)
{
    QPainter painter(viewport());
    m_lastPainted = 0;
    const qint64 shown = m_session->shownCount();
    if (!m_session->set() || shown == 0) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(viewport()->rect(), Qt::AlignCenter,
                         m_session->set() ? tr("No maze matches the filter.")
                                          : tr("No maze set. Create one above."));
        return;
    }
    const QSize tile = tileSize();
    const int cols = columns();
    const qint64 pitch = tile.height() + kSpacing;
    const qint64 top = verticalScrollBar()->value();
    const qint64 firstLine = std::max<qint64>(0, (top - kSpacing) / pitch);
    const qint64 lastLine = (top + viewport()->height()) / pitch;
    for (qint64 line = firstLine; line <= lastLine; ++line)
        for (int c = 0; c < cols; ++c) {
            const qint64 row = line * cols + c;
            if (row >= shown)
                return;
            paintTile(painter, tileRect(row), m_session->shownIndex(row));
            ++m_lastPainted;
        }
}

void MazeSetBrowser::paintTile(QPainter& painter, QRect rect, qint64 index)
{
    const SetRun& run = m_session->run();
    const bool haveRun = run.mazeCount() == m_session->mazeCount();
    TileState state;
    state.index = index;
    state.selected = index == m_selected;
    state.step = m_session->step();
    state.solvedStep = haveRun ? run.solvedStep[std::size_t(index)] : -1;
    state.solved = haveRun && run.isSolvedAt(index, state.step);
    const Maze maze = m_session->set()->maze(index);
    const auto trail = haveRun ? run.trail(index, state.step) : std::vector<Cell>{};
    paintMazeTile(painter, rect, maze, mazeImage(index), trail, state, palette());
}

void MazeSetBrowser::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    const qint64 row = rowAt(event->position().toPoint());
    if (row < 0 || event->button() != Qt::LeftButton)
        return;
    const qint64 index = m_session->shownIndex(row);
    setSelectedIndex(index);
    emit mazeClicked(index);
}

void MazeSetBrowser::mouseDoubleClickEvent(QMouseEvent* event)
{
    const qint64 row = rowAt(event->position().toPoint());
    if (row >= 0 && event->button() == Qt::LeftButton)
        emit mazeOpenRequested(m_session->shownIndex(row));
}

void MazeSetBrowser::wheelEvent(QWheelEvent* event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const int delta = event->angleDelta().y();
        setThumbSize(m_thumb + (delta > 0 ? 8 : delta < 0 ? -8 : 0));
        event->accept();
        return;
    }
    QAbstractScrollArea::wheelEvent(event);
}

QList<KeyHelp> MazeSetBrowser::keyHelp()
{
    return {{{QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_Up),
              QKeySequence(Qt::Key_Down), QKeySequence(Qt::Key_PageUp),
              QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::Key_Home), QKeySequence(Qt::Key_End)},
             tr("Choose a tile")},
            {{QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)},
             tr("Open the chosen maze for editing")}};
}

void MazeSetBrowser::keyPressEvent(QKeyEvent* event)
{
    const qint64 shown = m_session->shownCount();
    if (shown == 0)
        return QAbstractScrollArea::keyPressEvent(event);
    qint64 row = std::max<qint64>(0, m_session->rowOf(m_selected));
    const int cols = columns();
    const qint64 pageRows = std::max(1, viewport()->height() / (tileSize().height() + kSpacing));
    switch (event->key()) {
    case Qt::Key_Left: row -= 1; break;
    case Qt::Key_Right: row += 1; break;
    case Qt::Key_Up: row -= cols; break;
    case Qt::Key_Down: row += cols; break;
    case Qt::Key_PageUp: row -= cols * pageRows; break;
    case Qt::Key_PageDown: row += cols * pageRows; break;
    case Qt::Key_Home: row = 0; break;
    case Qt::Key_End: row = shown - 1; break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_selected >= 0)
            emit mazeOpenRequested(m_selected);
        return;
    default:
        return QAbstractScrollArea::keyPressEvent(event);
    }
    row = std::clamp<qint64>(row, 0, shown - 1);
    const qint64 index = m_session->shownIndex(row);
    setSelectedIndex(index);
    emit mazeClicked(index);
}

} // namespace mazelab
