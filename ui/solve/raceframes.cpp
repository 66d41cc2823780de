#include "ui/solve/raceframes.h"

#include "ui/colorscale.h"
#include "ui/mazerenderer.h"
#include "ui/solve/solveframes.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace mazelab {

using namespace solve;

namespace {
// `over` with alpha composited onto the opaque `base`.
QRgb blend(QRgb base, const QColor& over)
{
    const int a = over.alpha();
    auto mix = [a](int b, int o) { return (b * (255 - a) + o * a + 127) / 255; };
    return qRgb(mix(qRed(base), over.red()), mix(qGreen(base), over.green()),
                mix(qBlue(base), over.blue()));
}
} // namespace

RaceFrames::RaceFrames(Maze maze, std::shared_ptr<const std::vector<SolverRun>> runs,
                       RaceLook look)
    : m_maze(std::move(maze)), m_runs(std::move(runs)), m_look(std::move(look))
{
    if (!m_runs)
        m_runs = std::make_shared<const std::vector<SolverRun>>();
    m_tiles.resize(std::size_t(tileCount()));
    for (std::size_t i = 0; i < m_runs->size(); ++i) {
        m_tiles[i].cursor = std::make_unique<TraceCursor>((*m_runs)[i].trace);
        m_length = std::max<qint64>(m_length, (*m_runs)[i].trace->length());
    }
    m_columns = std::max(1, int(std::ceil(std::sqrt(double(tileCount())))));
    buildBase();
}

void RaceFrames::buildBase()
{
    const MazeStyle style = MazeStyle::standard();
    m_base = QImage(m_maze.cols(), m_maze.rows(), QImage::Format_RGB32);
    int maxHeat = 0;
    for (int d : m_look.heat)
        maxHeat = std::max(maxHeat, d);
    const QColor weightShade(0x8d, 0x6e, 0x63);
    for (int r = 0; r < m_maze.rows(); ++r) {
        auto* line = reinterpret_cast<QRgb*>(m_base.scanLine(r));
        for (int c = 0; c < m_maze.cols(); ++c) {
            const std::size_t i = m_maze.index({r, c});
            if (m_maze.isBlocked({r, c})) {
                line[c] = style.blocked.rgb();
                continue;
            }
            QRgb px = style.free.rgb();
            if (i < m_look.weights.size() && m_look.weights[i] > 1) {
                QColor shade = weightShade;
                const double t = std::log(double(m_look.weights[i])) / std::log(20.0);
                shade.setAlpha(int(40 + 170 * std::min(1.0, t)));
                px = blend(px, shade);
            }
            if (i < m_look.heat.size() && m_look.heat[i] >= 0) {
                QColor hot = colorAt(ColorScaleKind::Viridis, normalized(m_look.heat[i], maxHeat));
                hot.setAlpha(120);
                px = blend(px, hot);
            }
            line[c] = px;
        }
    }
}

void RaceFrames::refresh(int tile, qint64 step)
{
    Tile& t = m_tiles[std::size_t(tile)];
    if (!t.cursor) {
        if (t.image.isNull())
            t.image = m_base;
        t.counters.done = true;
        return;
    }
    const qint64 own = std::clamp<qint64>(step, 0, t.cursor->trace().length());
    if (own == t.imageStep)
        return;
    if (own == t.cursor->step() + 1)
        t.cursor->stepForward();
    else
        t.cursor->seek(own);
    const std::vector<std::int32_t>& cells = t.cursor->state().layers[0];
    QColor colours[5];
    for (int code = 1; code <= 4; ++code)
        colours[code] = SolveFrames::colourOf(code);
    if (t.image.isNull())
        t.image = QImage(m_base.size(), QImage::Format_RGB32);
    std::int64_t frontier = 0;
    const int cols = m_maze.cols();
    for (int r = 0; r < m_maze.rows(); ++r) {
        const auto* base = reinterpret_cast<const QRgb*>(m_base.constScanLine(r));
        auto* line = reinterpret_cast<QRgb*>(t.image.scanLine(r));
        const std::int32_t* code = cells.data() + std::size_t(r) * std::size_t(cols);
        for (int c = 0; c < cols; ++c) {
            const std::int32_t k = code[c];
            if (k <= 0 || k > 4) {
                line[c] = base[c];
                continue;
            }
            frontier += k == kTraceFrontier;
            line[c] = blend(base[c], colours[k]);
        }
    }
    const SolverRun& run = (*m_runs)[std::size_t(tile)];
    t.imageStep = own;
    t.counters.expanded = std::min<std::int64_t>(own, run.searchSteps);
    t.counters.frontier = frontier;
    t.counters.done = own == t.cursor->trace().length();
    t.counters.found = t.counters.done && run.result.found;
    t.counters.length = t.counters.found ? run.result.length : 0;
}

const QImage& RaceFrames::tileImage(int tile, qint64 step)
{
    refresh(tile, step);
    return m_tiles[std::size_t(tile)].image;
}

RaceFrames::Counters RaceFrames::counters(int tile, qint64 step)
{
    refresh(tile, step);
    return m_tiles[std::size_t(tile)].counters;
}

void RaceFrames::setColumns(int columns)
{
    m_columns = std::clamp(columns, 1, tileCount());
}

QSizeF RaceFrames::sizeAt(double scale) const
{
    const int c = m_columns;
    const int r = (tileCount() + c - 1) / c;
    return {c * m_maze.cols() * scale + (c - 1) * kGap,
            r * (kHeader + m_maze.rows() * scale) + (r - 1) * kGap};
}

double RaceFrames::fitScale(QSizeF area) const
{
    return fitScale(area, m_columns);
}

double RaceFrames::fitScale(QSizeF area, int columns) const
{
    const int c = columns;
    const int r = (tileCount() + c - 1) / c;
    const double w = (area.width() - (c - 1) * kGap) / (c * m_maze.cols());
    const double h = (area.height() - r * kHeader - (r - 1) * kGap) / (r * m_maze.rows());
    return std::max(0.01, std::min(w, h));
}

int RaceFrames::bestColumns(QSizeF area) const
{
    int best = 1;
    for (int c = 2; c <= tileCount(); ++c)
        if (fitScale(area, c) > fitScale(area, best) + 1e-9)
            best = c;
    return best;
}

QSize RaceFrames::frameSize(int cellPx) const
{
    const QSizeF s = sizeAt(cellPx);
    return {int(std::ceil(s.width())), int(std::ceil(s.height()))};
}

QRectF RaceFrames::mazeRect(int tile, double scale) const
{
    const int row = tile / m_columns, col = tile % m_columns;
    const double w = m_maze.cols() * scale, h = m_maze.rows() * scale;
    return {col * (w + kGap), row * (kHeader + h + kGap) + kHeader, w, h};
}

std::optional<std::pair<int, Cell>> RaceFrames::hit(QPointF pos, double scale) const
{
    for (int i = 0; i < tileCount(); ++i) {
        const QRectF r = mazeRect(i, scale);
        if (!r.contains(pos))
            continue;
        const Cell cell{int((pos.y() - r.top()) / scale), int((pos.x() - r.left()) / scale)};
        if (m_maze.contains(cell))
            return std::make_pair(i, cell);
    }
    return std::nullopt;
}

void RaceFrames::paint(QPainter& painter, qint64 step, double scale)
{
    const MazeStyle style = MazeStyle::standard();
    QFont font = painter.font();
    font.setPixelSize(11);
    QFont bold = font;
    bold.setBold(true);
    const auto cellRect = [scale](const QRectF& r, Cell c) {
        return QRectF(r.left() + c.col * scale, r.top() + c.row * scale, scale, scale);
    };
    for (int i = 0; i < tileCount(); ++i) {
        const QRectF r = mazeRect(i, scale);
        const Counters k = counters(i, step);
        painter.drawImage(r, tileImage(i, step));
        if (scale < 2 && i < int(m_runs->size()))
            paintPathLine(painter, i, step, r, scale);
        // The markers: a disc of at least 3 pixels over the cell.
        const double d = std::max(3.0, scale * 0.8);
        auto disc = [&](Cell c, const QColor& colour) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(colour);
            painter.drawEllipse(cellRect(r, c).center(), d / 2, d / 2);
        };
        painter.setRenderHint(QPainter::Antialiasing, scale >= 3);
        disc(m_maze.start(), style.start);
        disc(m_maze.goal(), style.goal);
        Tile& t = m_tiles[std::size_t(i)];
        if (t.cursor && !k.done && !t.cursor->state().markers.empty()) {
            const std::int32_t cur = t.cursor->state().markers[0];
            if (cur >= 0)
                disc(m_maze.cellAt(std::size_t(cur)), QColor(0x1e, 0x29, 0x3b));
        }
        painter.setRenderHint(QPainter::Antialiasing, false);
        // The two header lines.
        const QRectF line1(r.left(), r.top() - kHeader, r.width(), 15);
        const QRectF line2(r.left(), r.top() - kHeader + 14, r.width(), 15);
        painter.setPen(QColor(0x20, 0x20, 0x20));
        QString title = tr("maze");
        QString detail;
        if (i < int(m_runs->size())) {
            const SolverRun& run = (*m_runs)[std::size_t(i)];
            title = QString::fromStdString(run.solver);
            if (!run.error.isEmpty())
                detail = tr("not run: %1").arg(run.error);
            else if (k.done && !k.found)
                detail = tr("%L1 expanded · no path").arg(k.expanded);
            else if (k.done)
                detail = tr("%L1 expanded · path %L2").arg(k.expanded).arg(k.length);
            else
                detail = tr("%L1 expanded · frontier %L2").arg(k.expanded).arg(k.frontier);
            if (k.done && run.error.isEmpty())
                title += k.found ? tr(" ✓ done") : tr(" ✗ done");
        }
        painter.setFont(bold);
        painter.drawText(line1, Qt::AlignLeft | Qt::AlignVCenter,
                         QFontMetrics(bold).elidedText(title, Qt::ElideRight, int(r.width())));
        painter.setFont(font);
        painter.drawText(line2, Qt::AlignLeft | Qt::AlignVCenter,
                         QFontMetrics(font).elidedText(detail, Qt::ElideRight, int(r.width())));
    }
}

void RaceFrames::paintPathLine(QPainter& painter, int tile, qint64 step, const QRectF& rect,
                               double scale) const
{
    // Below 2 px per cell a one-cell path would vanish in the scaled image: the part of the
    // path drawn so far (one cell per step after the search) also goes on top as a line.
    const SolverRun& run = (*m_runs)[std::size_t(tile)];
    const std::int64_t own = std::clamp<std::int64_t>(step, 0, run.trace->length());
    const auto count = std::size_t(std::clamp<std::int64_t>(
        own - run.searchSteps, 0, std::int64_t(run.result.path.size())));
    if (count < 2)
        return;
    QPolygonF line;
    line.reserve(qsizetype(count));
    for (std::size_t k = 0; k < count; ++k) {
        const Cell c = run.result.path[k];
        line << QPointF(rect.left() + (c.col + 0.5) * scale, rect.top() + (c.row + 0.5) * scale);
    }
    QColor colour = SolveFrames::colourOf(kTracePath);
    colour.setAlpha(255);
    painter.setPen(QPen(colour, 2.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.drawPolyline(line);
}

void RaceFrames::paintFrame(QPainter& painter, qint64 step, int cellPx)
{
    const QSize size = frameSize(cellPx);
    painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
    paint(painter, step, cellPx);
}

QString RaceFrames::caption(qint64 step) const
{
    if (m_runs->empty())
        return {}; // the bare maze: the page's status line says why (solving, no solver)
    const qint64 k = std::clamp<qint64>(step, 0, m_length);
    int finished = 0;
    for (const SolverRun& run : *m_runs)
        finished += run.trace->length() <= k;
    return tr("Step %L1 of %L2: %3 of %n solvers finished", nullptr, int(m_runs->size()))
        .arg(k)
        .arg(m_length)
        .arg(finished);
}

std::unique_ptr<FramePainter> RaceFrames::clone() const
{
    auto copy = std::make_unique<RaceFrames>(m_maze, m_runs, m_look);
    copy->setColumns(m_columns);
    return copy;
}

} // namespace mazelab
