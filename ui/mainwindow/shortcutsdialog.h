#pragma once
// Help ▸ Keyboard shortcuts: every key MazeLab answers to, grouped, in the user's language —
// the menus' and tools' shortcuts read from the window's actions (so the list follows them),
// then the keys the widgets install themselves (the player bar of every animated mode, the
// maze canvas, the Simultaneous tab's tiles and sequence, the Token tab's play mode, the Quiz
// tab), each from the table beside the code that installs it (KeyHelp, ui/keyhelp.h), and
// presentation mode's Esc.

#include "ui/keyhelp.h"

#include <QDialog>

class QTreeWidget;

namespace mazelab {

class MainWindow;

class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutsDialog(MainWindow* window);

    QTreeWidget* tree() const { return m_tree; }
    // The groups as shown: title, then (keys, what) rows; rebuilt on a language change.
    void rebuild();

protected:
    void changeEvent(QEvent* event) override;

private:
    MainWindow* m_window;
    QTreeWidget* m_tree;
};

} // namespace mazelab
