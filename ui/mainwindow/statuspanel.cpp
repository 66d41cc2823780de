#include "ui/mainwindow/statuspanel.h"

#include "ui/mazedocument.h"
#include "ui/mazeview.h"

#include <QLabel>
#include <QStatusBar>
#include <chrono>

namespace mazelab {

StatusPanel::StatusPanel(QStatusBar* bar, MazeDocument* doc, MazeView* view)
    : QObject(bar), m_doc(doc), m_view(view)
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
    // The worker is a std::async thread polled from the GUI thread: its start (pthread_create)
    // and its result (std::future) are synchronisation ThreadSanitizer sees, unlike a
    // QThreadPool hand-off through QMutex's futex inside the uninstrumented libQt6Core.
    m_poll.setInterval(10);
    connect(&m_poll, &QTimer::timeout, this, [this] {
        if (!m_future.valid()
            || m_future.wait_for(std::chrono::seconds(0)) != std::future_status::ready)
            return;
        m_poll.stop();
        m_facts = m_future.get();
        if (m_again) {
            m_again = false;
            startSolve();
        }
        retranslateUi();
    });
    connect(view, &MazeView::cellHovered, this, &StatusPanel::updateCell);
    connect(view, &MazeView::cellSizeChanged, this, &StatusPanel::updateZoom);
    connect(doc, &MazeDocument::cellsChanged, this, &StatusPanel::updateMaze);
    connect(doc, &MazeDocument::mazeChanged, this, &StatusPanel::updateMaze);
    connect(doc, &MazeDocument::currentIndexChanged, this, &StatusPanel::updateMaze);
    updateMaze();
}

StatusPanel::~StatusPanel()
{
    if (m_future.valid())
        m_future.wait();
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
    if (m_future.valid()) {
        m_again = true; // one more run when this one ends
        return;
    }
    const Maze maze = m_view->maze(); // a copy: the worker never sees later edits
    m_future = std::async(std::launch::async, [maze] {
        return Facts{qint64(maze.freeCount()), maze.shortestPathLength()};
    });
    m_poll.start();
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
