#pragma once
// One line of Help ▸ Keyboard shortcuts (ui/mainwindow/shortcutsdialog.h): a command and the
// keys that give it, in the user's language. The widgets that install keys of their own (the
// player bar, the maze view, the Quiz tab) list them beside the code that installs them.

#include <QKeySequence>
#include <QList>
#include <QString>

namespace mazelab {

struct KeyHelp {
    QList<QKeySequence> keys;
    QString what;
};

} // namespace mazelab
