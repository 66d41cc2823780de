#include "ui/mainwindow/mazelistdock.h"

#include "ui/mazedocument.h"
#include "ui/mazelistmodel.h"

#include <QEvent>
#include <QListView>
#include <QToolBar>
#include <QVBoxLayout>

namespace mazelab {

MazeListDock::MazeListDock(MazeDocument* doc, QWidget* parent)
    : QDockWidget(parent), m_doc(doc), m_model(new MazeListModel(doc, this))
{
    setObjectName(QStringLiteral("mazeListDock"));
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);
    m_toolBar = new QToolBar(body);
    m_toolBar->setIconSize(QSize(16, 16));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    layout->addWidget(m_toolBar);
    m_list = new QListView(body);
    m_list->setObjectName(QStringLiteral("mazeList"));
    m_list->setModel(m_model);
    m_list->setIconSize(QSize(MazeListModel::kThumbnailPx, MazeListModel::kThumbnailPx));
    m_list->setSpacing(2);
    m_list->setUniformItemSizes(true);
    m_list->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    layout->addWidget(m_list);
    setWidget(body);

    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    m_doc->setCurrentIndex(current.row());
            });
    connect(doc, &MazeDocument::currentIndexChanged, this, &MazeListDock::selectCurrent);
    connect(m_model, &QAbstractItemModel::modelReset, this, &MazeListDock::selectCurrent);
    selectCurrent();
    retranslateUi();
}

void MazeListDock::setToolBarActions(const QList<QAction*>& actions)
{
    m_toolBar->clear();
    m_toolBar->addActions(actions);
}

void MazeListDock::selectCurrent()
{
    const QModelIndex index = m_model->index(m_doc->currentIndex());
    if (m_list->currentIndex() != index)
        m_list->setCurrentIndex(index);
    m_list->scrollTo(index);
}

void MazeListDock::editCurrentName()
{
    selectCurrent();
    m_list->setFocus();
    m_list->edit(m_list->currentIndex());
}

void MazeListDock::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDockWidget::changeEvent(event);
}

void MazeListDock::retranslateUi()
{
    setWindowTitle(tr("Mazes"));
    m_list->setToolTip(tr("The mazes of this workspace. Click to edit one, double-click to rename."));
}

} // namespace mazelab
