#pragma once
// MainActions: the main window's actions, menus and tool bar. Texts are set in retranslateUi()
// only, so a language switch relabels everything.

#include "ui/mainwindow/mazeoperations.h"

#include <QKeySequence>
#include <QObject>
#include <map>

class QAction;
class QDockWidget;
class QMenu;
class QToolBar;

namespace mazelab {

class MainWindow;

class MainActions : public QObject {
    Q_OBJECT
public:
    explicit MainActions(MainWindow* window);
    void retranslateUi();
    void addPanelToggle(QDockWidget* dock);

    // Named access for tests and modes.
    QAction* newFile = nullptr;
    QAction* open = nullptr;
    QAction* save = nullptr;
    QAction* saveAs = nullptr;
    QAction* exportPng = nullptr;
    // "Export animation…": the current mode's exportAnimation() (every animated mode has it);
    // disabled in modes without an animation.
    QAction* exportAnimation = nullptr;
    QAction* quit = nullptr;
    QAction* undo = nullptr;
    QAction* redo = nullptr;
    QAction* copyText = nullptr;
    QAction* copyImage = nullptr;
    QAction* paste = nullptr;
    QAction* preferences = nullptr;
    QAction* zoomIn = nullptr;
    QAction* zoomOut = nullptr;
    QAction* fit = nullptr;
    QAction* actualSize = nullptr;
    QAction* resize = nullptr;
    std::map<Transform, QAction*> transforms;
    QAction* addMaze = nullptr;
    QAction* duplicateMaze = nullptr;
    QAction* deleteMaze = nullptr;
    QAction* renameMaze = nullptr;
    QAction* moveUp = nullptr;
    QAction* moveDown = nullptr;
    QAction* lessons = nullptr; // Help ▸ Lessons (F1): shows the Lessons dock
    QAction* quiz = nullptr;    // Help ▸ Quiz: the Quiz tab
    QAction* shortcuts = nullptr; // Help ▸ Keyboard Shortcuts: every key, grouped
    QAction* about = nullptr;

private:
    QAction* make(const QKeySequence& key = {});
    void createMenus();
    void updateUndoTexts();
    void updateMazeActions();
    void resizeMaze();

    MainWindow* m_window;
    QMenu* m_file = nullptr;
    QMenu* m_edit = nullptr;
    QMenu* m_view = nullptr;
    QMenu* m_panels = nullptr;
    QMenu* m_maze = nullptr;
    QMenu* m_tools = nullptr;
    QMenu* m_help = nullptr;
    QToolBar* m_toolBar = nullptr;
};

} // namespace mazelab
