#include "ui/mainwindow/mainactions.h"

#include "ui/dialogs/resizedialog.h"
#include "ui/mainwindow/editorpage.h"
#include "ui/mainwindow/filecontroller.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mainwindow/mazelistdock.h"
#include "ui/mazedocument.h"
#include "ui/mazeview.h"
#include "ui/mainwindow/presentation.h"
#include "ui/mainwindow/shortcutsdialog.h"
#include "ui/learn/lessonpanel.h"

#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QToolBar>

namespace mazelab {

MainActions::MainActions(MainWindow* window) : QObject(window), m_window(window)
{
    MazeDocument* doc = window->document();
    FileController* files = window->files();
    MazeView* view = window->editor()->view();

    newFile = make(QKeySequence::New);
    connect(newFile, &QAction::triggered, files, &FileController::newWorkspace);
    open = make(QKeySequence::Open);
    connect(open, &QAction::triggered, files, &FileController::open);
    save = make(QKeySequence::Save);
    connect(save, &QAction::triggered, files, &FileController::save);
    saveAs = make(QKeySequence::SaveAs);
    connect(saveAs, &QAction::triggered, files, &FileController::saveAs);
    exportPng = make(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(exportPng, &QAction::triggered, files, &FileController::exportPng);
    exportAnimation = make(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    exportAnimation->setObjectName(QStringLiteral("exportAnimation"));
    connect(exportAnimation, &QAction::triggered, this, [window] {
        bool started = false;
        if (QWidget* page = window->modes()->currentWidget())
            QMetaObject::invokeMethod(page, "exportAnimation", Q_RETURN_ARG(bool, started));
    });
    auto updateExport = [this, window] {
        QWidget* page = window->modes()->currentWidget();
        exportAnimation->setEnabled(
            page && page->metaObject()->indexOfMethod("exportAnimation()") >= 0);
    };
    connect(window->modes(), &QTabWidget::currentChanged, this, updateExport);
    updateExport();
    quit = make(QKeySequence::Quit);
    // Platforms without a desktop theme (a bare X server, a kiosk, offscreen) bind no Quit key.
    if (quit->shortcut().isEmpty())
        quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, window, &QWidget::close);

    undo = make(QKeySequence::Undo);
    connect(undo, &QAction::triggered, doc->undoStack(), &QUndoStack::undo);
    redo = make();
    // All of the platform's Redo keys, and Ctrl+Shift+Z everywhere (on Linux, Ctrl+Y alone is
    // what some platform themes offer).
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)))
        redoKeys.append(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    redo->setShortcuts(redoKeys);
    connect(redo, &QAction::triggered, doc->undoStack(), &QUndoStack::redo);
    connect(doc->undoStack(), &QUndoStack::indexChanged, this, &MainActions::updateUndoTexts);
    connect(doc->undoStack(), &QUndoStack::cleanChanged, this, &MainActions::updateUndoTexts);
    copyText = make(QKeySequence::Copy);
    connect(copyText, &QAction::triggered, this, [doc] { copyMazeText(*doc); });
    copyImage = make(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(copyImage, &QAction::triggered, this, [doc] { copyMazeImage(*doc); });
    paste = make(QKeySequence::Paste);
    connect(paste, &QAction::triggered, this, [this, doc] {
        QString error;
        if (!pasteMazes(*doc, QApplication::clipboard()->text(), &error))
            QMessageBox::warning(m_window, tr("Paste"),
                                 tr("The clipboard does not hold a maze.\n\n%1").arg(error));
    });
    preferences = make(QKeySequence::Preferences);
    preferences->setMenuRole(QAction::PreferencesRole);
    connect(preferences, &QAction::triggered, window, &MainWindow::showPreferences);

    zoomIn = make(QKeySequence::ZoomIn);
    connect(zoomIn, &QAction::triggered, view, &MazeView::zoomIn);
    zoomOut = make(QKeySequence::ZoomOut);
    connect(zoomOut, &QAction::triggered, view, &MazeView::zoomOut);
    fit = make(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(fit, &QAction::triggered, view, &MazeView::fitToWindow);
    actualSize = make(QKeySequence(Qt::CTRL | Qt::Key_1));
    connect(actualSize, &QAction::triggered, view,
            [view] { view->setCellSize(MazeView::kDefaultCellSize); });

    resize = make(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(resize, &QAction::triggered, this, &MainActions::resizeMaze);
    for (Transform t : {Transform::Clear, Transform::Fill, Transform::Invert, Transform::Transpose,
                        Transform::MirrorHorizontally, Transform::MirrorVertically,
                        Transform::RotateClockwise, Transform::RotateCounterClockwise}) {
        QAction* a = make();
        connect(a, &QAction::triggered, this, [doc, t] { transformCurrentMaze(*doc, t); });
        transforms[t] = a;
    }
    transforms[Transform::Invert]->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    transforms[Transform::Transpose]->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));

    addMaze = make(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    connect(addMaze, &QAction::triggered, this, [doc] { addEmptyMaze(*doc); });
    duplicateMaze = make(QKeySequence(Qt::CTRL | Qt::Key_D));
    connect(duplicateMaze, &QAction::triggered, this, [doc] { duplicateCurrentMaze(*doc); });
    deleteMaze = make();
    connect(deleteMaze, &QAction::triggered, this, [doc] { doc->removeMaze(doc->currentIndex()); });
    renameMaze = make(QKeySequence(Qt::Key_F2));
    connect(renameMaze, &QAction::triggered, window->mazeList(), &MazeListDock::editCurrentName);
    moveUp = make(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up));
    connect(moveUp, &QAction::triggered, this,
            [doc] { doc->moveMaze(doc->currentIndex(), doc->currentIndex() - 1); });
    moveDown = make(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Down));
    connect(moveDown, &QAction::triggered, this,
            [doc] { doc->moveMaze(doc->currentIndex(), doc->currentIndex() + 1); });
    connect(doc, &MazeDocument::mazeListChanged, this, &MainActions::updateMazeActions);
    connect(doc, &MazeDocument::currentIndexChanged, this, &MainActions::updateMazeActions);
    window->mazeList()->setToolBarActions({addMaze, duplicateMaze, deleteMaze, moveUp, moveDown});

    lessons = make(QKeySequence::HelpContents);
    lessons->setObjectName(QStringLiteral("showLessons"));
    connect(lessons, &QAction::triggered, this, [window] {
        window->lessons()->show();
        window->lessons()->raise();
    });
    quiz = make();
    quiz->setObjectName(QStringLiteral("showQuiz"));
    connect(quiz, &QAction::triggered, this, [window] { window->selectMode(QStringLiteral("quiz")); });
    shortcuts = make();
    shortcuts->setObjectName(QStringLiteral("showShortcuts"));
    connect(shortcuts, &QAction::triggered, this, [window] {
        auto* dialog = window->findChild<ShortcutsDialog*>();
        if (!dialog)
            dialog = new ShortcutsDialog(window); // built now; kept (hidden) for the next time
        else
            dialog->rebuild(); // the actions' keys and texts as they are now
        dialog->show();
        dialog->raise();
        dialog->activateWindow();
    });
    about = make();
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, [this] {
        QMessageBox::about(m_window, tr("About MazeLab"),
                           tr("<p><b>MazeLab</b> %1</p><p>Design, solve and animate grid mazes."
                              "</p>").arg(QApplication::applicationVersion()));
    });
    createMenus();
    updateMazeActions();
    updateUndoTexts();
}

QAction* MainActions::make(const QKeySequence& key)
{
    auto* a = new QAction(m_window);
    if (!key.isEmpty())
        a->setShortcut(key);
    m_window->addAction(a);
    return a;
}

void MainActions::createMenus()
{
    QMenuBar* bar = m_window->menuBar();
    m_file = bar->addMenu(QString());
    m_file->addActions({newFile, open});
    m_file->addMenu(m_window->files()->recentFilesMenu());
    m_file->addSeparator();
    m_file->addActions({save, saveAs, exportPng, exportAnimation});
    m_file->addSeparator();
    m_file->addAction(quit);

    m_edit = bar->addMenu(QString());
    m_edit->addActions({undo, redo});
    m_edit->addSeparator();
    m_edit->addActions({copyText, copyImage, paste});
    m_edit->addSeparator();
    m_edit->addAction(preferences);

    m_view = bar->addMenu(QString());
    m_view->addActions({zoomIn, zoomOut, fit, actualSize});
    m_view->addSeparator();
    m_panels = m_view->addMenu(QString());
    m_view->addSeparator();
    m_view->addAction(m_window->presentation()->action());

    m_maze = bar->addMenu(QString());
    m_maze->addAction(resize);
    m_maze->addSeparator();
    for (Transform t : {Transform::Clear, Transform::Fill, Transform::Invert})
        m_maze->addAction(transforms[t]);
    m_maze->addSeparator();
    for (Transform t : {Transform::Transpose, Transform::MirrorHorizontally,
                        Transform::MirrorVertically, Transform::RotateClockwise,
                        Transform::RotateCounterClockwise})
        m_maze->addAction(transforms[t]);
    m_maze->addSeparator();
    m_maze->addActions({addMaze, duplicateMaze, deleteMaze, renameMaze, moveUp, moveDown});

    m_tools = bar->addMenu(QString());
    m_tools->addActions(m_window->editor()->toolActions());

    m_help = bar->addMenu(QString());
    m_help->addActions({lessons, quiz, shortcuts});
    m_help->addSeparator();
    m_help->addAction(about);

    m_toolBar = m_window->addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_toolBar->addActions({newFile, open, save});
    m_toolBar->addSeparator();
    m_toolBar->addActions({undo, redo});
    m_toolBar->addSeparator();
    m_toolBar->addActions(m_window->editor()->toolActions());
    m_toolBar->addSeparator();
    m_toolBar->addActions({zoomIn, zoomOut, fit});
    m_panels->addAction(m_toolBar->toggleViewAction());
    addPanelToggle(m_window->mazeList());
    for (QDockWidget* dock : m_window->findChildren<QDockWidget*>())
        if (dock != m_window->mazeList())
            addPanelToggle(dock);
}

void MainActions::addPanelToggle(QDockWidget* dock)
{
    m_panels->addAction(dock->toggleViewAction());
}

void MainActions::updateUndoTexts()
{
    const QUndoStack* stack = m_window->document()->undoStack();
    undo->setEnabled(stack->canUndo());
    redo->setEnabled(stack->canRedo());
    undo->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
    redo->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
    undo->setIconText(tr("Undo"));
    redo->setIconText(tr("Redo"));
}

void MainActions::updateMazeActions()
{
    const MazeDocument* doc = m_window->document();
    deleteMaze->setEnabled(doc->mazeCount() > 1);
    moveUp->setEnabled(doc->currentIndex() > 0);
    moveDown->setEnabled(doc->currentIndex() + 1 < doc->mazeCount());
}

void MainActions::resizeMaze()
{
    MazeDocument* doc = m_window->document();
    ResizeDialog dialog(doc->currentMaze().rows(), doc->currentMaze().cols(), m_window);
    if (dialog.exec() == QDialog::Accepted)
        resizeCurrentMaze(*doc, dialog.rows(), dialog.cols());
}

void MainActions::retranslateUi()
{
    m_file->setTitle(tr("&File"));
    newFile->setText(tr("&New"));
    newFile->setToolTip(tr("New workspace with one empty maze (%1)").arg(newFile->shortcut().toString(QKeySequence::NativeText)));
    open->setText(tr("&Open\u2026"));
    open->setToolTip(tr("Open a .maze file or a .mazelab project"));
    save->setText(tr("&Save"));
    saveAs->setText(tr("Save &As\u2026"));
    exportPng->setText(tr("&Export as PNG\u2026"));
    exportAnimation->setText(tr("Export &animation\u2026"));
    quit->setText(tr("&Quit"));

    m_edit->setTitle(tr("&Edit"));
    updateUndoTexts();
    copyText->setText(tr("&Copy as Text"));
    copyText->setToolTip(tr("Copy the current maze to the clipboard in the .maze text format"));
    copyImage->setText(tr("Copy as &Image"));
    paste->setText(tr("&Paste as New Maze"));
    paste->setToolTip(tr("Add the maze(s) in the clipboard's .maze text to the workspace"));
    preferences->setText(tr("Pre&ferences\u2026"));

    m_view->setTitle(tr("&View"));
    zoomIn->setText(tr("Zoom &In"));
    zoomOut->setText(tr("Zoom &Out"));
    fit->setText(tr("&Fit to Window"));
    fit->setIconText(tr("Fit"));
    actualSize->setText(tr("&Actual Size (100 %)"));
    m_panels->setTitle(tr("&Panels"));
    m_toolBar->setWindowTitle(tr("Tool Bar"));

    m_maze->setTitle(tr("&Maze"));
    resize->setText(tr("&Resize\u2026"));
    for (auto& [t, a] : transforms)
        a->setText(transformText(t));
    transforms[Transform::Clear]->setToolTip(tr("Make every cell free"));
    transforms[Transform::Fill]->setToolTip(tr("Block every cell except start and goal"));
    transforms[Transform::Invert]->setToolTip(tr("Swap free and blocked cells"));
    addMaze->setText(tr("&Add Maze"));
    addMaze->setIconText(tr("Add"));
    addMaze->setToolTip(tr("Add an empty maze of the same size after the current one"));
    duplicateMaze->setText(tr("D&uplicate Maze"));
    duplicateMaze->setIconText(tr("Duplicate"));
    deleteMaze->setText(tr("&Delete Maze"));
    deleteMaze->setIconText(tr("Delete"));
    renameMaze->setText(tr("Re&name Maze\u2026"));
    moveUp->setText(tr("Move Maze &Up"));
    moveUp->setIconText(QStringLiteral("\u25b2"));
    moveUp->setToolTip(tr("Move the current maze up the list"));
    moveDown->setText(tr("Move Maze Do&wn"));
    moveDown->setIconText(QStringLiteral("\u25bc"));
    moveDown->setToolTip(tr("Move the current maze down the list"));

    m_tools->setTitle(tr("&Tools"));
    m_help->setTitle(tr("&Help"));
    lessons->setText(tr("&Lessons"));
    lessons->setToolTip(tr("Guided tours through the modes, step by step"));
    quiz->setText(tr("&Quiz"));
    quiz->setToolTip(tr("Questions about mazes, answered on the maze and explained"));
    shortcuts->setText(tr("&Keyboard Shortcuts"));
    shortcuts->setToolTip(tr("Every key MazeLab answers to, grouped by where it works"));
    about->setText(tr("&About MazeLab"));
}

} // namespace mazelab
