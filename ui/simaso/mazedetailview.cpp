#include "ui/simaso/mazedetailview.h"

#include "ui/mazedocument.h"
#include "ui/mazeoverlay.h"
#include "ui/mazeview.h"
#include "ui/simaso/simasosession.h"
#include "ui/simaso/thumbnailpainter.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace mazelab {

class TrailOverlay : public MazeOverlay {
public:
    std::vector<Cell> trail;
    bool solved = false;
    void paint(QPainter& painter, double cellSize, QRect) override
    {
        paintTrail(painter, trail, cellSize);
        Q_UNUSED(solved); // the info line below the view says "✓ solved at step k"
    }
};

MazeDetailView::MazeDetailView(SimasoSession* session, QWidget* parent)
    : QWidget(parent), m_session(session), m_doc(new MazeDocument(this)),
      m_view(new MazeView(this)), m_overlay(std::make_unique<TrailOverlay>())
{
    setObjectName(QStringLiteral("mazeDetail"));
    m_view->setObjectName(QStringLiteral("detailView"));
    m_view->setDocument(m_doc, 0);
    m_view->addOverlay(m_overlay.get());
    m_info = new QLabel(this);
    m_info->setObjectName(QStringLiteral("detailInfo"));
    m_info->setWordWrap(true);
    // Long texts wrap instead of widening the panel (which would move the browser's tiles).
    m_info->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_open = new QPushButton(this);
    m_open->setObjectName(QStringLiteral("openInEditor"));
    auto* row = new QHBoxLayout;
    row->addWidget(m_info, 1);
    row->addWidget(m_open);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    layout->addLayout(row);
    connect(m_open, &QPushButton::clicked, this, [this] {
        if (m_index >= 0)
            emit openInEditorRequested(m_index);
    });
    connect(session, &SimasoSession::stepChanged, this, &MazeDetailView::refresh);
    connect(session, &SimasoSession::runChanged, this, &MazeDetailView::refresh);
    connect(session, &SimasoSession::setChanged, this, [this] { showMaze(-1); });
    retranslateUi();
    showMaze(-1);
}

MazeDetailView::~MazeDetailView()
{
    m_view->removeOverlay(m_overlay.get());
}

void MazeDetailView::showMaze(qint64 index)
{
    m_index = index < m_session->mazeCount() ? index : -1;
    Workspace ws;
    ws.mazes.push_back({QString(), m_index >= 0 ? m_session->set()->maze(m_index) : Maze(3, 3)});
    m_doc->reset(ws);
    m_view->fitToWindow();
    refresh();
}

void MazeDetailView::refresh()
{
    m_open->setEnabled(m_index >= 0);
    m_view->setEnabled(m_index >= 0);
    if (m_index < 0) {
        m_overlay->trail.clear();
        m_overlay->solved = false;
        m_info->setText(tr("Click a maze in the set to show it here."));
        m_view->updateOverlays();
        return;
    }
    const SetRun& run = m_session->run();
    const qint64 step = std::min<qint64>(m_session->step(), qint64(run.moves.size()));
    const bool haveRun = run.mazeCount() == m_session->mazeCount();
    m_overlay->trail = haveRun ? run.trail(m_index, step) : std::vector<Cell>{};
    m_overlay->solved = haveRun && run.isSolvedAt(m_index, step);
    const std::int32_t solvedStep = haveRun ? run.solvedStep[std::size_t(m_index)] : -1;
    QString text = tr("Maze #%L1 of %L2").arg(m_index + 1).arg(m_session->mazeCount());
    if (m_overlay->solved)
        text += QStringLiteral(" — ") + tr("\u2713 solved at step %1").arg(solvedStep);
    else if (solvedStep >= 0)
        text += QStringLiteral(" — ") + tr("solved later, at step %1").arg(solvedStep);
    else
        text += QStringLiteral(" — ") + tr("not solved by this sequence");
    m_info->setText(text);
    m_view->updateOverlays();
}

void MazeDetailView::retranslateUi()
{
    m_open->setText(tr("Open in editor"));
    m_open->setToolTip(tr("Add this maze to the document and edit it"));
    refresh();
}

void MazeDetailView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace mazelab
