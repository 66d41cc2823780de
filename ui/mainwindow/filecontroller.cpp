#include "ui/mainwindow/filecontroller.h"

#include <QJsonObject>

#include "core/control.h"
#include "ui/dialogs/exportdialog.h"
#include "ui/jobs/jobrunner.h"
#include "ui/mainwindow/appsettings.h"
#include "ui/mazedocument.h"
#include "ui/workspacefile.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QUndoStack>
#include <cstdio>

namespace mazelab {

FileController::FileController(QWidget* window, MazeDocument* doc, AppSettings* settings)
    : QObject(window), m_window(window), m_doc(doc), m_settings(settings),
      m_recentMenu(new QMenu(window))
{
    m_recentMenu->setObjectName(QStringLiteral("recentFilesMenu"));
    rebuildRecentMenu();
    connect(doc, &MazeDocument::documentReset, this, [this] { m_demoNames.clear(); });
}

QString FileController::openFilter()
{
    return tr("Mazes and projects (*.maze *.mazelab);;MazeLab projects (*.mazelab);;"
              "Maze files (*.maze);;All files (*)");
}

void FileController::showError(const QString& text)
{
    if (!m_interactive) {
        std::fprintf(stderr, "mazelab: %s\n", qPrintable(text));
        return;
    }
    QMessageBox::critical(m_window, tr("MazeLab"), text);
}

void FileController::showWarning(const QString& text)
{
    if (!m_interactive) {
        std::fprintf(stderr, "mazelab: %s\n", qPrintable(text));
        return;
    }
    QMessageBox::warning(m_window, tr("MazeLab"), text);
}

bool FileController::maybeSave()
{
    if (!m_doc->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        m_window, tr("Unsaved Changes"),
        tr("\u201c%1\u201d has unsaved changes.\nDo you want to save them?").arg(m_doc->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void FileController::newWorkspace()
{
    if (!maybeSave())
        return;
    Workspace ws;
    ws.mazes.push_back({tr("Maze 1"), Maze(16, 16)});
    m_doc->reset(std::move(ws));
}

void FileController::open()
{
    const QString dir = m_doc->filePath().isEmpty() ? QDir::homePath()
                                                    : QFileInfo(m_doc->filePath()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open"), dir, openFilter());
    if (!path.isEmpty())
        openFile(path);
}

bool FileController::openFile(const QString& path)
{
    return maybeSave() && loadFile(path);
}

bool FileController::loadFile(const QString& path)
{
    try {
        Workspace ws = readWorkspaceFile(path);
        m_doc->reset(std::move(ws), QFileInfo(path).absoluteFilePath());
    } catch (const WorkspaceFileError& e) {
        showError(tr("Cannot open the file.\n\n%1").arg(e.message()));
        return false;
    }
    rememberFile(QFileInfo(path).absoluteFilePath());
    // Opened, but a view could not restore its part of the project: say what is missing.
    if (const QStringList problems = m_doc->takeRestoreProblems(); !problems.isEmpty())
        showWarning(tr("%1 was opened, but not all of it could be restored:\n\n%2")
                        .arg(QFileInfo(path).fileName(), problems.join(QLatin1Char('\n'))));
    return true;
}

void FileController::openDemo()
{
    try {
        Workspace ws = readWorkspaceFile(QStringLiteral(":/demo/demo.maze"));
        // Each animated mode opens on a fitting example: the thesis' optimal 7 × 7 maze for
        // the mouse, a solvable board for the token (the mazes named after them).
        for (int i = 0; i < int(ws.mazes.size()); ++i)
            for (const QString& mode : {QStringLiteral("Mouse"), QStringLiteral("Token")})
                if (ws.mazes[std::size_t(i)].name.startsWith(mode + QLatin1Char(':')))
                    ws.views.insert(mode.toLower(), QJsonObject{{QStringLiteral("maze"), i}});
        // The demo's names in the interface's language (a class in Germany reads German); the
        // file holds them in English.
        static const char* const demoNames[] = {
            QT_TRANSLATE_NOOP("DemoMazes", "Perfect maze (backtracker)"),
            QT_TRANSLATE_NOOP("DemoMazes", "Small 3 x 3 (Nusser 2016, §2)"),
            QT_TRANSLATE_NOOP("DemoMazes", "Open 7 x 7 with walls"),
            QT_TRANSLATE_NOOP("DemoMazes", "Open 12 x 12 with pillars"),
            QT_TRANSLATE_NOOP("DemoMazes", "Mouse: Merckens 2019, Table 4.6 (7 x 7, 332 steps)"),
            QT_TRANSLATE_NOOP("DemoMazes", "Token: Walter 2019, 5 x 5 with one obstacle")};
        std::vector<DemoName> names(ws.mazes.size());
        for (std::size_t i = 0; i < ws.mazes.size(); ++i)
            for (const char* name : demoNames)
                if (ws.mazes[i].name == QString::fromUtf8(name)) {
                    ws.mazes[i].name = QCoreApplication::translate("DemoMazes", name);
                    names[i] = {name, ws.mazes[i].name};
                }
        m_doc->reset(ws, {}, tr("Demo"));
        m_demoNames = std::move(names); // after reset(): its documentReset clears them
    } catch (const WorkspaceFileError& e) {
        showError(e.message()); // only if the build lost its resources
    }
}

bool FileController::save()
{
    const QString path = m_doc->filePath();
    if (path.isEmpty() || path.startsWith(QLatin1Char(':')))
        return saveAs();
    return saveToFile(path);
}

bool FileController::saveAs()
{
    const bool project = !m_doc->sequences().empty() || !m_doc->workspace().views.isEmpty()
        || formatForPath(m_doc->filePath()) == WorkspaceFormat::Project;
    const QString projectFilter = tr("MazeLab project (*.mazelab)");
    const QString mazeFilter = tr("Maze file (*.maze)");
    QString selected = project ? projectFilter : mazeFilter;
    QString suggestion = m_doc->filePath();
    if (suggestion.isEmpty())
        suggestion = QDir::home().filePath(project ? QStringLiteral("untitled.mazelab")
                                                   : QStringLiteral("untitled.maze"));
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save As"), suggestion,
                                                projectFilter + QStringLiteral(";;") + mazeFilter,
                                                &selected);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += selected == projectFilter ? QStringLiteral(".mazelab") : QStringLiteral(".maze");
    return saveToFile(path);
}

bool FileController::saveToFile(const QString& path)
{
    if (formatForPath(path) == WorkspaceFormat::MazeText && !m_doc->sequences().empty()) {
        const auto answer = QMessageBox::question(
            m_window, tr("Save as Maze File"),
            tr("A .maze file holds only mazes: the move sequences of this workspace (%1) will "
               "not be saved. Save as a MazeLab project (.mazelab) to keep them.\n\n"
               "Save only the mazes?").arg(m_doc->sequences().size()),
            QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Save)
            return false;
    }
    try {
        writeWorkspaceFile(path, m_doc->workspace());
    } catch (const WorkspaceFileError& e) {
        showError(tr("The file was not saved.\n\n%1").arg(e.message()));
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_doc->markSaved(absolute);
    rememberFile(absolute);
    return true;
}

void FileController::exportPng()
{
    const Maze& maze = m_doc->currentMaze();
    ExportDialog dialog(maze, m_exportCellSize, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_exportCellSize = dialog.cellSize();
    QString base = m_doc->mazeName(m_doc->currentIndex());
    base.replace(QRegularExpression(QStringLiteral("[^\\w.-]+")), QStringLiteral("_"));
    const QString dir = m_doc->filePath().isEmpty() ? QDir::homePath()
                                                    : QFileInfo(m_doc->filePath()).absolutePath();
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export as PNG"), QDir(dir).filePath(base + QStringLiteral(".png")),
        tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    exportPngTo(path, m_exportCellSize);
}

bool FileController::exportPngTo(const QString& path, int cellPx)
{
    const Maze& maze = m_doc->currentMaze();
    const qint64 pixels = (qint64(maze.cols()) * cellPx + 1) * (qint64(maze.rows()) * cellPx + 1);
    QString error;
    if (pixels <= kSyncExportPixels) { // milliseconds: no job, even while another one runs
        if (exportMazePng(maze, cellPx, path, &error))
            return true;
        showError(error);
        return false;
    }
    JobRunner* jobs = m_doc->jobs();
    if (jobs->isRunning()) {
        showError(tr("Wait for \u201c%1\u201d to finish (or cancel it), then export again.")
                      .arg(jobs->jobName()));
        return false;
    }
    const bool started = jobs->start(
        tr("Export PNG"),
        [maze, cellPx, path, texts = pngExportTexts()](Control& control) {
            QString why; // stays empty when the export worked (or was cancelled)
            exportMazePng(maze, cellPx, path, &why, control, texts,
                          [&control](double fraction, const QString& text) {
                              control.progressText(fraction, text.toStdString());
                          });
            return why;
        },
        [this](const QString& why) {
            if (!why.isEmpty())
                showError(why);
        });
    return started;
}

void FileController::rememberFile(const QString& path)
{
    if (!m_settings)
        return;
    m_settings->addRecentFile(path);
    rebuildRecentMenu();
}

void FileController::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_settings ? m_settings->recentFiles() : QStringList();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction* a = m_recentMenu->addAction(
            QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setToolTip(path);
        a->setStatusTip(path);
        connect(a, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    if (!files.isEmpty()) {
        m_recentMenu->addSeparator();
        QAction* clear = m_recentMenu->addAction(tr("&Clear Menu"));
        connect(clear, &QAction::triggered, this, [this] {
            m_settings->setRecentFiles({});
            rebuildRecentMenu();
        });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

void FileController::retranslateUi()
{
    m_recentMenu->setTitle(tr("Open &Recent"));
    rebuildRecentMenu();
    retranslateDemo();
}

void FileController::retranslateDemo()
{
    if (m_demoNames.empty() || m_doc->undoStack()->count() != 0 || !m_doc->filePath().isEmpty()
        || m_doc->mazeCount() != int(m_demoNames.size()))
        return;
    for (int i = 0; i < m_doc->mazeCount(); ++i) // every name as the demo showed it
        if (m_doc->mazeName(i) != m_demoNames[std::size_t(i)].shown)
            return;
    for (int i = 0; i < m_doc->mazeCount(); ++i) {
        DemoName& name = m_demoNames[std::size_t(i)];
        if (!name.source)
            continue;
        name.shown = QCoreApplication::translate("DemoMazes", name.source);
        if (m_doc->mazeName(i) != name.shown)
            m_doc->applyRename(i, name.shown); // no undo step: the document stays unmodified
    }
}

} // namespace mazelab
