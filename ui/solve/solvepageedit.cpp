// SolvePage's canvas editing: start / goal drags, the wall brush and the weights brush, and
// the weights files (the format of `mazelab-cli solve --weights`).
#include "ui/solve/solvepage.h"

#include "core/mazeformat.h"
#include "ui/commands/movemarker.h"
#include "ui/commands/paintcells.h"
#include "ui/mazedocument.h"
#include "ui/mazerenderer.h"
#include "ui/solve/paintweights.h"
#include "ui/solve/raceframes.h"
#include "ui/solve/raceview.h"
#include "ui/solve/solveoptionspanel.h"
#include "ui/savefile.h"

#include <QFile>
#include <QFileDialog>
#include <QMessageBox>
#include <QPointer>

#include <algorithm>
#include <stdexcept>

namespace mazelab {

void SolvePage::pressCell(Cell cell, Qt::MouseButton button)
{
    const Maze& maze = m_doc->currentMaze();
    if (!maze.contains(cell) || m_drag != Drag::None)
        return;
    m_button = button;
    m_dragTo.reset();
    if (button == Qt::LeftButton && cell == maze.start()) {
        m_drag = Drag::Start;
    } else if (button == Qt::LeftButton && cell == maze.goal()) {
        m_drag = Drag::Goal;
    } else if (m_options->weightsBrush()) {
        m_drag = Drag::Weights;
        m_strokeBefore = m_weights;
        paintWeight(cell);
    } else {
        m_drag = Drag::Walls;
        static int strokes = 0;
        m_stroke = ++strokes;
        m_paintBlocked = button == Qt::LeftButton && !maze.isBlocked(cell);
        paintWall(cell);
    }
}

void SolvePage::dragCell(Cell cell)
{
    switch (m_drag) {
    case Drag::Start:
    case Drag::Goal:
        m_dragTo = cell;
        m_view->setGhost(cell, m_drag == Drag::Start ? MazeStyle::standard().start
                                                     : MazeStyle::standard().goal);
        break;
    case Drag::Walls: paintWall(cell); break;
    case Drag::Weights: paintWeight(cell); break;
    case Drag::None: break;
    }
}

void SolvePage::releaseCell()
{
    const Drag drag = m_drag;
    m_drag = Drag::None;
    m_view->setGhost(std::nullopt);
    const Maze& maze = m_doc->currentMaze();
    if ((drag == Drag::Start || drag == Drag::Goal) && m_dragTo && maze.contains(*m_dragTo) &&
        *m_dragTo != maze.start() && *m_dragTo != maze.goal()) {
        m_doc->undoStack()->push(new MoveMarker(m_doc, m_doc->currentIndex(),
                                                drag == Drag::Start ? Marker::Start
                                                                    : Marker::Goal,
                                                *m_dragTo));
    } else if (drag == Drag::Weights) {
        std::vector<std::uint32_t> after = m_weights;
        m_weights = m_strokeBefore;
        setWeights(std::move(after), tr("Paint weights"));
    } else if (isStale() && isVisible()) {
        scheduleRace(); // the wall stroke's edits
    }
    m_dragTo.reset();
}

void SolvePage::paintWall(Cell cell)
{
    const Maze& maze = m_doc->currentMaze();
    if (!maze.contains(cell) || cell == maze.start() || cell == maze.goal() ||
        maze.isBlocked(cell) == m_paintBlocked)
        return;
    std::vector<CellChange> change{{maze.index(cell), !m_paintBlocked, m_paintBlocked}};
    m_doc->undoStack()->push(
        new PaintCells(m_doc, m_doc->currentIndex(), m_stroke, std::move(change)));
}

void SolvePage::paintWeight(Cell cell)
{
    const Maze& maze = m_doc->currentMaze();
    if (!maze.contains(cell))
        return;
    if (m_weights.size() != maze.cellCount())
        m_weights.assign(maze.cellCount(), 1);
    const std::uint32_t w = m_button == Qt::LeftButton ? m_options->brushWeight() : 1;
    if (m_weights[maze.index(cell)] == w)
        return;
    m_weights[maze.index(cell)] = w;
    showRuns(m_runs, 0, false); // the shades at once; the race reruns on release
}

void SolvePage::setWeights(std::vector<std::uint32_t> weights, const QString& undoText)
{
    const auto trivial = [](const std::vector<std::uint32_t>& v) {
        return std::all_of(v.begin(), v.end(), [](std::uint32_t w) { return w <= 1; });
    };
    if (weights == m_weights || (trivial(weights) && trivial(m_weights))) {
        showRuns(m_runs, 0, false);
        return;
    }
    QPointer<SolvePage> self(this);
    auto* command = new PaintWeights(m_doc, m_doc->currentIndex(), m_weights, std::move(weights),
                                     [self] {
                                         if (!self)
                                             return;
                                         self->reloadWeights();
                                         self->mazeEdited();
                                     });
    command->setText(undoText);
    m_doc->undoStack()->push(command);
}

void SolvePage::importWeights()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import weights"), QString(),
                                                      tr("Weights (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    QFile file(path);
    const Maze& maze = m_doc->currentMaze();
    try {
        if (!file.open(QIODevice::ReadOnly) || file.size() > (std::int64_t(64) << 20))
            throw std::runtime_error(file.errorString().toStdString());
        setWeights(solve::parseWeights(file.readAll().toStdString(), maze.rows(), maze.cols()),
                   tr("Import weights"));
    } catch (const std::exception& e) {
        QMessageBox::warning(this, tr("Import weights"),
                             tr("Cannot read %1: %2").arg(path, QString::fromUtf8(e.what())));
    }
}

void SolvePage::exportWeights()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export weights"),
                                                      QStringLiteral("weights.txt"),
                                                      tr("Weights (*.txt)"));
    if (path.isEmpty())
        return;
    const Maze& maze = m_doc->currentMaze();
    std::vector<std::uint32_t> w = m_weights;
    if (w.size() != maze.cellCount())
        w.assign(maze.cellCount(), 1);
    const QByteArray text = QByteArray::fromStdString(weightsText(w, maze.rows(), maze.cols()));
    QString error; // "Cannot write PATH: why"; a full disk keeps the old file
    if (!writeFileAtomically(path, text, &error))
        QMessageBox::warning(this, tr("Export weights"), error);
}

} // namespace mazelab
