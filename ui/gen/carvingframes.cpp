#include "ui/gen/carvingframes.h"

#include <QRegularExpression>
#include <QCoreApplication>

namespace mazelab {

QColor carvingColour(std::int32_t state)
{
    switch (state) {
    case 1: return {0xfa, 0xfa, 0xf7};       // passage: the editor's free colour
    case 2: return {0x8e, 0xc5, 0xf0};       // frontier / stack / current set
    case 3: return {0xf5, 0x9e, 0x0b};       // the current random walk
    default: return {};
    }
}

namespace {

// The finished maze's size, all wall: carving starts from solid rock.
Maze solid(const Maze& maze)
{
    Maze m(maze.rows(), maze.cols());
    m.fill(true);
    m.setStart(maze.start());
    m.setGoal(maze.goal());
    return m;
}
} // namespace

CarvingFrames::CarvingFrames(const Maze& maze, std::shared_ptr<const CellTrace> trace,
                             QString algorithm)
    : StateFrames(solid(maze), std::move(trace), carvingColour), m_final(maze),
      m_algorithm(std::move(algorithm))
{
    m_overlay.currentColour = QColor(0xd6, 0x3a, 0x2f);
    m_overlay.currentSize = 0.7;
    MazeStyle s = style();
    s.showStartGoal = false;
    setStyle(s);
}

namespace {

// The generators' phase notes (core/gen: CellTrace::note) for lupdate; "row N", "generation N"
// and "generation N, fitness F" are matched below.
const char* const kCarvingPhases[] = {
    QT_TRANSLATE_NOOP("mazelab::CarvingFrames", "open field"),
    QT_TRANSLATE_NOOP("mazelab::CarvingFrames", "soup"),
    QT_TRANSLATE_NOOP("mazelab::CarvingFrames", "border"),
    QT_TRANSLATE_NOOP("mazelab::CarvingFrames", "divide"),
    QT_TRANSLATE_NOOP("mazelab::CarvingFrames", "cells"),
    QT_TRANSLATE_NOOP("mazelab::CarvingFrames", "the network's walls"),
    QT_TRANSLATE_NOOP("mazelab::CarvingFrames", "join the parts"),
    QT_TRANSLATE_NOOP("mazelab::CarvingFrames", "spanning tree of the likeliest walls"),
    QT_TRANSLATE_NOOP("mazelab::CarvingFrames", "room"),
    QT_TRANSLATE_NOOP("mazelab::CarvingFrames", "corridors"),
    QT_TRANSLATE_NOOP("mazelab::CarvingFrames", "doors"),
    QT_TRANSLATE_NOOP("mazelab::CarvingFrames", "prune"),
    QT_TRANSLATE_NOOP("mazelab::CarvingFrames", "hunt"),
    QT_TRANSLATE_NOOP("mazelab::CarvingFrames", "kill"),
    QT_TRANSLATE_NOOP("mazelab::CarvingFrames", "crossing"),
};

} // namespace

QString carvingPhaseText(const QString& note)
{
    const char* context = "mazelab::CarvingFrames";
    static const QRegularExpression row(QStringLiteral("^row (\\d+)$"));
    static const QRegularExpression generation(QStringLiteral("^generation (\\d+)(?:, fitness (\\S+))?$"));
    if (const QRegularExpressionMatch m = row.match(note); m.hasMatch())
        return QCoreApplication::translate("mazelab::CarvingFrames", "row %L1").arg(m.captured(1).toLongLong());
    if (const QRegularExpressionMatch m = generation.match(note); m.hasMatch()) {
        if (m.captured(2).isEmpty())
            return QCoreApplication::translate("mazelab::CarvingFrames", "generation %L1").arg(m.captured(1).toLongLong());
        return QCoreApplication::translate("mazelab::CarvingFrames", "generation %L1, fitness %L2")
            .arg(m.captured(1).toLongLong())
            .arg(m.captured(2).toDouble(), 0, 'f', 4);
    }
    for (const char* phase : kCarvingPhases)
        if (note == QLatin1String(phase))
            return QCoreApplication::translate(context, phase);
    return note; // an algorithm's name ("kruskal" in weave) stays as it is
}

QString CarvingFrames::caption(qint64 step) const
{
    const QString phase = carvingPhaseText(MazeTraceFrames::caption(step));
    QString text = QCoreApplication::translate("mazelab::CarvingFrames", "%1: step %L2 of %L3")
                       .arg(m_algorithm)
                       .arg(step)
                       .arg(length());
    if (!phase.isEmpty() && phase != m_algorithm)
        text += QStringLiteral(" — ") + phase;
    return text;
}

std::unique_ptr<FramePainter> CarvingFrames::clone() const
{
    return std::make_unique<CarvingFrames>(m_final, trace(), m_algorithm);
}

} // namespace mazelab
