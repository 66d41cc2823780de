#include "ui/mainwindow/statuspanel.h"

#include "ui/mazedocument.h"
#include "ui/mazeview.h"

#include <QLabel>
#include <QStatusBar>

namespace mazelab {

StatusPanel::StatusPanel(QStatusBar* bar, MazeDocument* doc, MazeView* view)
    : QObject(bar), m_doc(doc), m_view(view), m_worker(this, [this](Facts facts) {
          m_facts = facts;
          retranslateUi();
      }, 10)
{
    auto label = [bar](const char* name) {
        auto* l = new QLabel(bar);
        l->setObjectName(QString::fromLatin1(name));
        l->setContentsMargins(6, 0, 6, 0);
        bar->addPermanentWidget(l);
        return l;
    };
    m_cell = label("statusCell");
    m_size = label("statusSize");
    m_free = label("statusFree");
    m_solvable = label("statusSolvable");
    m_zoom = label("statusZoom");
    m_cell->setMinimumWidth(m_cell->fontMetrics().horizontalAdvance(QStringLiteral("Cell 0000, 0000")));

    m_debounce.setSingleShot(true);
    m_debounce.setInterval(120);
    connect(&m_debounce, &QTimer::timeout, this, &StatusPanel::startSolve);
    connect(view, &MazeView::cellHovered, this, &StatusPanel::updateCell);
    connect(view, &MazeView::cellSizeChanged, this, &StatusPanel::updateZoom);
    connect(doc, &MazeDocument::cellsChanged, this, &StatusPanel::updateMaze);
    connect(doc, &MazeDocument::mazeChanged, this, &StatusPanel::updateMaze);
    connect(doc, &MazeDocument::currentIndexChanged, this, &StatusPanel::updateMaze);
    updateMaze();
}

void StatusPanel::updateCell(int row, int col)
{
    m_hoverRow = row;
    m_hoverCol = col;
    m_cell->setText(row < 0 ? QString() : tr("Cell %1, %2").arg(row).arg(col));
}

void StatusPanel::updateZoom()
{
    m_zoom->setText(tr("Zoom %1%").arg(m_view->zoomPercent()));
}

void StatusPanel::updateMaze()
{
    // The old figures stay until the new ones are computed (no flicker during strokes).
    const Maze& m = m_view->maze();
    m_size->setText(tr("%1 \u00d7 %2").arg(m.rows()).arg(m.cols()));
    m_debounce.start();
}

void StatusPanel::startSolve()
{
    // A copy: the worker never sees later edits. Not cancellable (one BFS): a newer maze's
    // run waits for it, and its figures are dropped.
    m_worker.run([maze = m_view->maze()](Control&) {
        return Facts{qint64(maze.freeCount()), maze.shortestPathLength()};
    });
}

void StatusPanel::setStartGoalShown(bool shown)
{
    m_startGoalShown = shown;
    m_solvable->setVisible(shown);
}

QString StatusPanel::solvableText() const
{
    return m_solvable->text();
}

void StatusPanel::retranslateUi()
{
    const Maze& m = m_view->maze();
    updateCell(m_hoverRow, m_hoverCol);
    m_size->setText(tr("%1 \u00d7 %2").arg(m.rows()).arg(m.cols()));
    m_size->setToolTip(tr("Rows \u00d7 columns"));
    if (m_facts.freeCells < 0) {
        m_free->setText(QString());
        m_solvable->setText(tr("Solvable: \u2026"));
    } else {
        m_free->setText(tr("%Ln free cells", nullptr, int(m_facts.freeCells)));
        if (m_facts.pathLength < 0)
            m_solvable->setText(tr("Not solvable"));
        else
            m_solvable->setText(
                tr("Solvable: shortest path %Ln moves", nullptr, m_facts.pathLength));
    }
    m_solvable->setToolTip(tr("Whether the goal can be reached from the start, and in how many moves"));
    updateZoom();
}

} // namespace mazelab
