#include "ui/simaso/sequenceframes.h"

#include "ui/simaso/simasoset.h"
#include "ui/simaso/thumbnailpainter.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QPainter>
#include <QPalette>

#include <algorithm>

namespace mazelab {

namespace {
constexpr int kPadding = 4;
constexpr int kSpacing = 6;
} // namespace

SequenceFrames::SequenceFrames(std::shared_ptr<const SimasoSet> set,
                               std::shared_ptr<const SetRun> run, std::vector<qint64> indices,
                               int columns)
    : m_set(std::move(set)), m_run(std::move(run)), m_indices(std::move(indices)),
      m_columns(std::max(1, columns))
{
    if (m_indices.size() > std::size_t(kMaxTiles))
        m_indices.resize(kMaxTiles);
    m_columns = std::min<int>(m_columns, std::max<int>(1, int(m_indices.size())));
    for (qint64 i : m_indices) {
        const Maze m = m_set->maze(i);
        m_maxSide = std::max({m_maxSide, m.rows(), m.cols()});
    }
}

int SequenceFrames::thumbPx(int cellPx) const
{
    return std::max(1, cellPx) * m_maxSide;
}

QSize SequenceFrames::tileSize(int cellPx) const
{
    const int caption = QFontMetrics(QFont()).height() + 2;
    return {thumbPx(cellPx) + 2 * kPadding, thumbPx(cellPx) + 2 * kPadding + caption};
}

QSize SequenceFrames::frameSize(int cellPx) const
{
    const QSize tile = tileSize(cellPx);
    const int n = std::max<int>(1, int(m_indices.size()));
    const int rows = (n + m_columns - 1) / m_columns;
    return {m_columns * tile.width() + (m_columns + 1) * kSpacing,
            rows * tile.height() + (rows + 1) * kSpacing};
}

void SequenceFrames::paintFrame(QPainter& p, qint64 step, int cellPx)
{
    step = std::clamp<qint64>(step, 0, length());
    const int px = thumbPx(cellPx);
    if (px != m_basePx) {
        m_bases.clear();
        m_basePx = px;
    }
    const QPalette palette; // the application's default colours, as the browser's
    p.save();
    p.fillRect(QRect(QPoint(0, 0), frameSize(cellPx)), palette.color(QPalette::Base));
    const QSize tile = tileSize(cellPx);
    for (std::size_t k = 0; k < m_indices.size(); ++k) {
        const qint64 index = m_indices[k];
        const int row = int(k) / m_columns, col = int(k) % m_columns;
        const QRect rect(kSpacing + col * (tile.width() + kSpacing),
                         kSpacing + row * (tile.height() + kSpacing), tile.width(), tile.height());
        const Maze maze = m_set->maze(index);
        auto it = m_bases.find(index);
        if (it == m_bases.end())
            it = m_bases.insert(index, renderThumbnailBase(maze, px));
        TileState state;
        state.index = index;
        state.step = step;
        state.solvedStep = m_run->solvedStep[std::size_t(index)];
        state.solved = m_run->isSolvedAt(index, step);
        paintMazeTile(p, rect, maze, *it, m_run->trail(index, step), state, palette);
    }
    p.restore();
}

QString SequenceFrames::caption(qint64 step) const
{
    step = std::clamp<qint64>(step, 0, length());
    const qint64 solved = m_run->solvedAt(step);
    const qint64 total = m_run->mazeCount();
    if (step == 0)
        return QCoreApplication::translate("mazelab::SequenceFrames",
                                           "Before the first move: %L1 of %Ln mazes solved.", nullptr,
                                           int(total))
            .arg(solved);
    const QChar move = QLatin1Char(moveToChar(m_run->moves[std::size_t(step - 1)]));
    return QCoreApplication::translate("mazelab::SequenceFrames",
                                       "Move %L1 of %L2 (%3): %L4 of %Ln mazes solved.", nullptr,
                                       int(total))
        .arg(step)
        .arg(length())
        .arg(move)
        .arg(solved);
}

std::unique_ptr<FramePainter> SequenceFrames::clone() const
{
    return std::make_unique<SequenceFrames>(m_set, m_run, m_indices, m_columns);
}

} // namespace mazelab
