#include "ui/mainwindow/editorpage.h"

#include "ui/mazeview.h"
#include "ui/tools/markertools.h"
#include "ui/tools/painttool.h"

#include <QActionGroup>
#include <QEvent>
#include <QVBoxLayout>

namespace mazelab {

EditorPage::EditorPage(MazeDocument* doc, QWidget* parent)
    : QWidget(parent), m_view(new MazeView(this)), m_paintTool(std::make_unique<PaintTool>()),
      m_startTool(std::make_unique<StartTool>()), m_goalTool(std::make_unique<GoalTool>()),
      m_tools(new QActionGroup(this))
{
    setObjectName(QStringLiteral("editorPage"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setObjectName(QStringLiteral("mazeView"));
    m_view->setDocument(doc);

    auto makeTool = [this](MazeTool* tool, const QKeySequence& key) {
        auto* action = new QAction(m_tools);
        action->setCheckable(true);
        action->setShortcut(key);
        connect(action, &QAction::triggered, this, [this, tool] { m_view->setTool(tool); });
        addAction(action); // shortcuts work while the editor page has focus
        return action;
    };
    m_brush = makeTool(m_paintTool.get(), QKeySequence(Qt::Key_B));
    m_start = makeTool(m_startTool.get(), QKeySequence(Qt::Key_S));
    m_goal = makeTool(m_goalTool.get(), QKeySequence(Qt::Key_G));
    m_brush->setChecked(true);
    m_view->setTool(m_paintTool.get());
    retranslateUi();
}

EditorPage::~EditorPage()
{
    m_view->setTool(nullptr);
}

QList<QAction*> EditorPage::toolActions() const
{
    return m_tools->actions();
}

void EditorPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void EditorPage::retranslateUi()
{
    setWindowTitle(tr("Editor"));
    m_brush->setText(tr("&Brush"));
    m_brush->setToolTip(tr("Brush (B): click toggles a cell, drag paints; the first cell decides "
                           "wall or floor. Right button erases. Shift+click sets the start, "
                           "Ctrl+click the goal."));
    m_start->setText(tr("&Start"));
    m_start->setToolTip(tr("Start (S): click a cell to put the start there"));
    m_goal->setText(tr("&Goal"));
    m_goal->setToolTip(tr("Goal (G): click a cell to put the goal there"));
    m_view->setToolTip(QString());
}

} // namespace mazelab
