#pragma once
// MainWindow: the MazeLab window. It holds the document, a tab widget of modes (the Editor
// first; later issues add theirs with addMode()), the maze list and undo history docks, and the
// status bar. Menus and actions live in MainActions, file handling in FileController, settings
// in AppSettings, so that this class stays a thin assembly.

#include <QMainWindow>

class QDockWidget;
class QHBoxLayout;
class QTabWidget;

namespace mazelab {

class AppSettings;
class AutoSaver;
class EditorPage;
class FileController;
class Language;
class LessonPanel;
class MainActions;
class Presentation;
class MazeDocument;
class MazeListDock;
class StatusPanel;
class JobStatusWidget;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // persistentSettings: read and write window layout, recent files and language (off for
    // `--screenshot`, which must look the same everywhere).
    explicit MainWindow(bool persistentSettings = true, QWidget* parent = nullptr);
    ~MainWindow() override;

    MazeDocument* document() const { return m_doc; }
    EditorPage* editor() const { return m_editor; }
    FileController* files() const { return m_files; }
    MazeListDock* mazeList() const { return m_mazeList; }
    StatusPanel* statusPanel() const { return m_status; }
    MainActions* actions() const { return m_actions; }
    Presentation* presentation() const { return m_presentation; }
    // The Lessons dock (Help ▸ Lessons), hidden until asked for.
    LessonPanel* lessons() const { return m_lessons; }
    QTabWidget* modes() const { return m_modes; }
    JobStatusWidget* jobStatus() const { return m_jobStatus; }
    // Copies the modified document to the recovery folder; null without persistent settings.
    AutoSaver* autoSaver() const { return m_autoSaver; }
    // Shows the mode page whose objectName() is `name` or `name` + "Page" ("editor", "token",
    // "mouse", ...).
    // Returns false when there is none.
    bool selectMode(const QString& name);
    // Shows the Simultaneous mode with the moves of the .seq file `path` in its player, run over
    // the set it shows (SequencePlayer::openSequenceFile). False with the reason in `error`.
    bool openSequenceFile(const QString& path, QString* error);

    // Adds a mode page as a tab (the page is reparented). The tab shows the page's
    // windowTitle() and follows it (set it in the page's retranslateUi()); `title`, if given,
    // sets it. Pages get the document from document(). Returns the tab index.
    // A page without a start and a goal sets the property kUsesStartGoal (modepagelayout.h)
    // to false: the status bar then hides the "Solvable: shortest path …" field on that page.
    int addMode(QWidget* page, const QString& title = {});
    // Adds a dock panel (right side by default) with a toggle in View > Panels. Give it an
    // objectName so that the layout is saved.
    void addPanel(QDockWidget* dock, Qt::DockWidgetArea area = Qt::RightDockWidgetArea);
    // A slot in the status bar (left of the maze facts) for e.g. the job progress widget.
    void addStatusWidget(QWidget* widget);

    // "" (system) or a code of Language::supported(): applies at once and is remembered.
    void setLanguage(const QString& code);
    // Like setLanguage() for this run only (`mazelab --language`): the stored choice stays.
    // Returns false for an unknown code (nothing changes then).
    bool overrideLanguage(const QString& code);
    QString languageSetting() const;
    void showPreferences();
    // Seconds between autosaves (0 = off): applies at once and is remembered.
    void setAutosaveSeconds(int seconds);
    // When the recovery folder holds orphaned documents, asks (RecoveryDialog) and restores
    // the checked ones: the first into this window, each further one into a new window.
    void offerRecovery();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslateUi();
    void updateTitle();

    AppSettings* m_settings = nullptr; // null without persistent settings
    Language* m_language;
    QString m_languageSetting;
    MazeDocument* m_doc;
    QTabWidget* m_modes;
    EditorPage* m_editor;
    MazeListDock* m_mazeList;
    QDockWidget* m_history;
    QWidget* m_statusSlot;
    QHBoxLayout* m_statusSlotLayout;
    StatusPanel* m_status;
    JobStatusWidget* m_jobStatus;
    FileController* m_files;
    MainActions* m_actions;
    Presentation* m_presentation = nullptr;
    LessonPanel* m_lessons = nullptr;
    AutoSaver* m_autoSaver = nullptr;
};

} // namespace mazelab
