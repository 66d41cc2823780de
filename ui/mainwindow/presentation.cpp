#include "ui/mainwindow/presentation.h"

#include "ui/animation/captionlabel.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mazeview.h"

#include <QAction>
#include <QDockWidget>
#include <QMenuBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>

namespace mazelab {

Presentation::Presentation(MainWindow* window)
    : QObject(window), m_window(window), m_action(new QAction(this)), m_leave(new QAction(this))
{
    m_action->setObjectName(QStringLiteral("presentationMode"));
    m_action->setCheckable(true);
    m_action->setShortcut(Qt::Key_F5);
    m_action->setShortcutContext(Qt::WindowShortcut);
    m_leave->setShortcut(Qt::Key_Escape);
    m_leave->setShortcutContext(Qt::WindowShortcut);
    m_leave->setEnabled(false);
    window->addAction(m_action);
    window->addAction(m_leave);
    connect(m_action, &QAction::toggled, this, &Presentation::setOn);
    connect(m_leave, &QAction::triggered, this, [this] { setOn(false); });
    retranslateUi();
}

void Presentation::retranslateUi()
{
    m_action->setText(tr("P&resentation mode"));
    m_action->setToolTip(tr("Full screen with the canvas, the player and large captions only "
                            "(F5 or Esc leaves)"));
}

void Presentation::setOn(bool on)
{
    if (on == m_on)
        return;
    m_on = on;
    m_action->setChecked(on);
    m_leave->setEnabled(on);
    if (on) {
        m_state = m_window->windowState();
        m_hidden.clear();
        std::vector<QWidget*> hide{m_window->menuBar(), m_window->statusBar()};
        for (QToolBar* bar : m_window->findChildren<QToolBar*>())
            hide.push_back(bar);
        for (QDockWidget* dock : m_window->findChildren<QDockWidget*>())
            if (!dock->property(kPresentationKeeps).toBool())
                hide.push_back(dock);
        for (QWidget* w : m_window->findChildren<QWidget*>())
            if (w->property(kPresentationHides).toBool())
                hide.push_back(w);
        for (QWidget* w : hide) {
            m_hidden.push_back({w, w->isVisibleTo(m_window)});
            w->hide();
        }
        m_captions.clear();
        for (QLabel* label : m_window->findChildren<QLabel*>()) {
            auto* caption = dynamic_cast<CaptionLabel*>(label);
            if (!caption)
                continue;
            m_captions.push_back({caption, caption->font(), caption->testAttribute(Qt::WA_SetFont)});
            QFont f = caption->font();
            if (f.pixelSize() > 0)
                f.setPixelSize(f.pixelSize() * 8 / 5);
            else
                f.setPointSizeF(f.pointSizeF() * 1.6);
            caption->setFont(f);
            caption->setWordWrap(true);
        }
        m_window->setWindowState(m_state | Qt::WindowFullScreen);
        // The player's keys act while the focus is in the mode's page: put it on the canvas
        // (a hidden dock may have held it).
        if (QWidget* page = m_window->modes()->currentWidget()) {
            QWidget* target = page->findChild<MazeView*>();
            (target && target->isVisible() ? target : page)->setFocus(Qt::OtherFocusReason);
        }
    } else {
        for (const Hidden& h : m_hidden)
            if (h.widget)
                h.widget->setVisible(h.wasVisible);
        m_hidden.clear();
        for (const Caption& c : m_captions) {
            auto* caption = static_cast<QLabel*>(c.label.data());
            if (!caption)
                continue;
            caption->setFont(c.ownFont ? c.font : QFont());
            caption->setWordWrap(false);
        }
        m_captions.clear();
        m_window->setWindowState(m_state);
    }
    // The canvases fit their new room once the layouts have settled.
    QTimer::singleShot(0, m_window, [this] {
        for (MazeView* view : m_window->findChildren<MazeView*>())
            if (view->isVisible())
                view->fitToWindow();
    });
    emit toggled(on);
}

} // namespace mazelab
