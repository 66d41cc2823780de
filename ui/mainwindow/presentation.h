#pragma once
// Presentation mode (View ▸ Presentation mode, F5; F5 or Esc leaves): the window for a lecture
// hall. It goes full screen and keeps only what an audience looks at — the mode tabs, the
// canvas, the player and its caption — hiding the menu bar, tool bars, docks (but an open
// Lessons panel, marked kPresentationKeeps, which shows its text larger), status bar and
// every widget a page marks with the dynamic property kPresentationHides (the side panels of
// the animated modes, the Simultaneous side tabs). Captions grow to 1.6 times their size and
// wrap instead of being cut. The keyboard scheme of the one player keeps working (Space,
// , . Home End + -). Leaving restores exactly what was shown before, window state included.

#include "ui/modepagelayout.h"

#include <QFont>
#include <QObject>
#include <QPointer>
#include <vector>

class QAction;
class QWidget;

namespace mazelab {

class MainWindow;

class Presentation : public QObject {
    Q_OBJECT
public:
    explicit Presentation(MainWindow* window);

    bool isOn() const { return m_on; }
    void setOn(bool on);
    // The checkable View ▸ Presentation mode action (F5); also on the window itself, so that
    // its shortcut works while the menu bar is hidden.
    QAction* action() const { return m_action; }
    void retranslateUi();

signals:
    void toggled(bool on);

private:
    struct Hidden {
        QPointer<QWidget> widget;
        bool wasVisible;
    };
    MainWindow* m_window;
    QAction* m_action;
    QAction* m_leave; // Esc, enabled only while on
    bool m_on = false;
    Qt::WindowStates m_state;
    std::vector<Hidden> m_hidden;
    struct Caption {
        QPointer<QWidget> label;
        QFont font;       // before
        bool ownFont;     // set on the label itself (else inherited)
    };
    std::vector<Caption> m_captions;
};

} // namespace mazelab
