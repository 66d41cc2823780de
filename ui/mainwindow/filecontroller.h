#pragma once
// FileController: New / Open / Save / Save As / recent files / PNG export for the main window.
// Asks before unsaved changes are lost (maybeSave) and shows errors (with line and column) in a
// message box; a failed open keeps the current document untouched.

#include <QObject>
#include <QStringList>

#include <vector>

class QMenu;
class QWidget;

namespace mazelab {

class AppSettings;
class MazeDocument;

class FileController : public QObject {
    Q_OBJECT
public:
    // `settings` may be null (screenshot mode: nothing is remembered).
    FileController(QWidget* window, MazeDocument* doc, AppSettings* settings);

    // True when the document may be replaced: it was saved, discarded, or not modified.
    bool maybeSave();
    void newWorkspace();
    void open();                       // file dialog, then openFile()
    bool openFile(const QString& path); // maybeSave(), then load; errors -> message box
    // Loads without asking; throws nothing, reports errors, returns success.
    bool loadFile(const QString& path);
    void openDemo();
    bool save();
    bool saveAs();
    // Writes the document to `path` in that path's format (warns before dropping sequences
    // when writing `.maze`); errors -> message box.
    bool saveToFile(const QString& path);
    void exportPng(); // the dialog, then exportPngTo()
    // Exports the current maze as `path` at `cellPx` pixels a cell: images of up to
    // kSyncExportPixels at once, larger ones as a document job (progress and Cancel in the
    // status bar; the window stays usable; a cancelled export writes nothing). False when it
    // failed at once or could not start because another job runs (both shown as errors).
    bool exportPngTo(const QString& path, int cellPx);
    static constexpr qint64 kSyncExportPixels = qint64(4) << 20;

    // Non-interactive (screenshot mode): errors are printed to stderr instead of shown.
    void setInteractive(bool interactive) { m_interactive = interactive; }

    QMenu* recentFilesMenu() const { return m_recentMenu; }
    // Also renames the demo's mazes into the new language while the demo is untouched (no
    // undo history, no maze added, removed, moved or renamed): they are the program's words,
    // not the user's yet.
    void retranslateUi();

    static QString openFilter();

private:
    void rememberFile(const QString& path);
    void rebuildRecentMenu();
    void showError(const QString& text);
    void showWarning(const QString& text); // like showError, for a file that did open
    void retranslateDemo();

    QWidget* m_window;
    MazeDocument* m_doc;
    AppSettings* m_settings;
    QMenu* m_recentMenu;
    int m_exportCellSize = 24;
    bool m_interactive = true;
    // The open demo's mazes: the English name (source text) and the name shown; empty when
    // another document was opened.
    struct DemoName {
        const char* source = nullptr;
        QString shown;
    };
    std::vector<DemoName> m_demoNames;
};

} // namespace mazelab
