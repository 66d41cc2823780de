#include "ui/mainwindow/mainwindow.h"

#include "ui/colab/colabpage.h"
#include "ui/dialogs/settingsdialog.h"
#include "ui/gen/generatepage.h"
#include "ui/jobs/jobrunner.h"
#include "ui/jobs/jobstatuswidget.h"
#include "ui/learn/lessonpanel.h"
#include "ui/learn/quizpage.h"
#include "ui/mainwindow/appsettings.h"
#include "ui/mainwindow/editorpage.h"
#include "ui/mainwindow/filecontroller.h"
#include "ui/mainwindow/language.h"
#include "ui/mainwindow/presentation.h"
#include "ui/mainwindow/mainactions.h"
#include "ui/mainwindow/mazelistdock.h"
#include "ui/mainwindow/statuspanel.h"
#include "ui/mazedocument.h"
#include "ui/mazeview.h"
#include "ui/modepagelayout.h"
#include "ui/recovery/autosaver.h"
#include "ui/recovery/recoverydialog.h"
#include "ui/simaso/sequenceplayer.h"
#include "ui/simaso/simasopage.h"
#include "ui/solve/solvepage.h"
#include "ui/token/tokenpage.h"
#include "ui/mouse/mousepage.h"
#include "ui/uiresources.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QUrl>
#include <QUndoView>

namespace mazelab {

MainWindow::MainWindow(bool persistentSettings, QWidget* parent)
    : QMainWindow(parent), m_language(new Language(this)), m_doc(new MazeDocument(this))
{
    initUiResources();
    setObjectName(QStringLiteral("mainWindow"));
    if (persistentSettings) {
        m_settings = new AppSettings;
        m_languageSetting = m_settings->language();
    }
    m_language->apply(m_languageSetting);
    setAcceptDrops(true);
    setDockOptions(AnimatedDocks | AllowTabbedDocks);

    m_modes = new QTabWidget(this);
    m_modes->setObjectName(QStringLiteral("modes"));
    m_modes->setDocumentMode(true);
    setCentralWidget(m_modes);
    m_editor = new EditorPage(m_doc);
    addMode(m_editor);
    addMode(new GeneratePage(m_doc));
    addMode(new SimasoPage(m_doc));
    addMode(new TokenPage(m_doc));
    addMode(new MousePage(m_doc));
    addMode(new SolvePage(m_doc));
    addMode(new ColabPage(m_doc));
    auto* quizPage = new QuizPage(m_doc);
    addMode(quizPage);

    m_mazeList = new MazeListDock(m_doc, this);
    addDockWidget(Qt::LeftDockWidgetArea, m_mazeList);
    m_history = new QDockWidget(this);
    m_history->setObjectName(QStringLiteral("historyDock"));
    m_history->setWidget(new QUndoView(m_doc->undoStack(), m_history));
    addDockWidget(Qt::LeftDockWidgetArea, m_history);
    resizeDocks({m_mazeList, m_history}, {250, 250}, Qt::Horizontal);
    resizeDocks({m_mazeList, m_history}, {420, 180}, Qt::Vertical);

    m_statusSlot = new QWidget(this);
    m_statusSlotLayout = new QHBoxLayout(m_statusSlot);
    m_statusSlotLayout->setContentsMargins(0, 0, 0, 0);
    statusBar()->addWidget(m_statusSlot, 1);
    m_status = new StatusPanel(statusBar(), m_doc, m_editor->view());
    m_jobStatus = new JobStatusWidget(this);
    m_jobStatus->setObjectName(QStringLiteral("jobStatus"));
    m_jobStatus->setRunner(m_doc->jobs());
    statusBar()->addPermanentWidget(m_jobStatus);

    m_lessons = new LessonPanel(this);
    addDockWidget(Qt::RightDockWidgetArea, m_lessons);
    m_lessons->hide();
    connect(quizPage, &QuizPage::reviewLesson, this, [this](int index) {
        m_lessons->setLesson(index);
        m_lessons->show();
        m_lessons->raise();
    });

    m_files = new FileController(this, m_doc, m_settings);
    m_presentation = new Presentation(this);
    connect(m_presentation, &Presentation::toggled, m_lessons, &LessonPanel::setLarge);
    m_actions = new MainActions(this);
    if (m_settings) {
        m_autoSaver = new AutoSaver(m_doc, {}, this);
        m_autoSaver->setIntervalMs(m_settings->autosaveSeconds() * 1000);
        connect(m_autoSaver, &AutoSaver::autosaveFailed, this, [this](const QString& message) {
            statusBar()->showMessage(tr("Autosave failed: %1").arg(message), 10000);
        });
    }

    connect(m_doc, &MazeDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_doc, &MazeDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_doc, &MazeDocument::documentReset, this, &MainWindow::updateTitle);

    connect(m_modes, &QTabWidget::currentChanged, this, [this] {
        const QVariant uses = m_modes->currentWidget()->property(kUsesStartGoal);
        m_status->setStartGoalShown(!uses.isValid() || uses.toBool());
    });

    resize(1100, 720);
    if (m_settings)
        m_settings->restoreWindow(*this);
    retranslateUi();
}

MainWindow::~MainWindow()
{
    // Before the document: its destruction clears the undo stack, which would read as
    // "unmodified" and delete the recovery file of an exit that was not clean.
    delete m_autoSaver;
    delete m_settings;
}

int MainWindow::addMode(QWidget* page, const QString& title)
{
    if (!title.isEmpty())
        page->setWindowTitle(title);
    page->installEventFilter(this);
    const int index = m_modes->addTab(page, page->windowTitle());
    m_modes->tabBar()->setVisible(m_modes->count() > 1);
    return index;
}

bool MainWindow::selectMode(const QString& name)
{
    for (int i = 0; i < m_modes->count(); ++i) {
        const QString objectName = m_modes->widget(i)->objectName();
        if (objectName == name || objectName == name + QLatin1String("Page")) {
            m_modes->setCurrentIndex(i);
            return true;
        }
    }
    return false;
}

void MainWindow::addPanel(QDockWidget* dock, Qt::DockWidgetArea area)
{
    addDockWidget(area, dock);
    m_actions->addPanelToggle(dock);
}

void MainWindow::addStatusWidget(QWidget* widget)
{
    m_statusSlotLayout->addWidget(widget);
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::WindowTitleChange) {
        const int index = m_modes->indexOf(qobject_cast<QWidget*>(watched));
        if (index >= 0)
            m_modes->setTabText(index, static_cast<QWidget*>(watched)->windowTitle());
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::setLanguage(const QString& code)
{
    m_languageSetting = code;
    m_language->apply(code);
    if (m_settings)
        m_settings->setLanguage(code);
}

bool MainWindow::overrideLanguage(const QString& code)
{
    if (!Language::isSupported(code))
        return false;
    m_languageSetting = code;
    m_language->apply(code);
    return true;
}

QString MainWindow::languageSetting() const
{
    return m_languageSetting;
}

void MainWindow::showPreferences()
{
    SettingsDialog dialog(m_languageSetting, this);
    connect(&dialog, &SettingsDialog::languageChosen, this, &MainWindow::setLanguage);
    if (m_settings)
        dialog.setAutosaveSeconds(m_settings->autosaveSeconds());
    connect(&dialog, &SettingsDialog::autosaveSecondsChosen, this,
            &MainWindow::setAutosaveSeconds);
    dialog.exec();
}

void MainWindow::setAutosaveSeconds(int seconds)
{
    if (m_settings)
        m_settings->setAutosaveSeconds(seconds);
    if (m_autoSaver)
        m_autoSaver->setIntervalMs(seconds * 1000);
}

void MainWindow::offerRecovery()
{
    if (!m_autoSaver)
        return;
    const QList<RecoveryEntry> entries = orphanedRecoveryEntries();
    if (entries.isEmpty())
        return;
    RecoveryDialog dialog(entries, this);
    dialog.exec();
    const QList<RecoveryEntry> checked = dialog.checkedEntries();
    if (dialog.choice() == RecoveryDialog::Choice::Discard) {
        for (const RecoveryEntry& e : checked)
            removeRecoveryEntry(e.dataPath);
        return;
    }
    if (dialog.choice() != RecoveryDialog::Choice::Restore)
        return;
    for (qsizetype i = 0; i < checked.size(); ++i) {
        MainWindow* target = this;
        if (i > 0) {
            target = new MainWindow(true);
            target->setAttribute(Qt::WA_DeleteOnClose);
            target->show();
        }
        QString error;
        if (!target->m_autoSaver->restore(checked[i], &error))
            QMessageBox::warning(target, tr("MazeLab"),
                                 tr("Cannot restore the document.\n\n%1").arg(error));
    }
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    if (m_settings)
        m_settings->saveWindow(*this);
    // A running job is cancelled now; the runner waits for its worker when the document is
    // destroyed with the window, so nothing outlives the window.
    m_doc->jobs()->cancel();
    // A clean exit: the edits were saved or discarded on purpose.
    if (m_autoSaver)
        m_autoSaver->discard();
    event->accept();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi()
{
    m_history->setWindowTitle(tr("History"));
    static_cast<QUndoView*>(m_history->widget())->setEmptyLabel(tr("<opened>"));
    m_files->retranslateUi();
    m_actions->retranslateUi();
    m_presentation->retranslateUi();
    m_status->retranslateUi();
    updateTitle();
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] \u2014 MazeLab").arg(m_doc->displayName()));
    setWindowModified(m_doc->isModified());
}

namespace {
QString droppedFile(const QMimeData* mime)
{
    for (const QUrl& url : mime->urls()) {
        const QString path = url.toLocalFile();
        if (path.endsWith(QLatin1String(".maze"), Qt::CaseInsensitive)
            || path.endsWith(QLatin1String(".mazelab"), Qt::CaseInsensitive)
            || path.endsWith(QLatin1String(".seq"), Qt::CaseInsensitive))
            return path;
    }
    return {};
}
} // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!droppedFile(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QString path = droppedFile(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    if (!path.endsWith(QLatin1String(".seq"), Qt::CaseInsensitive)) {
        m_files->openFile(path);
        return;
    }
    QString error;
    if (!openSequenceFile(path, &error))
        QMessageBox::warning(this, tr("Open sequence file"), error);
}

bool MainWindow::openSequenceFile(const QString& path, QString* error)
{
    auto* simaso = findChild<SimasoPage*>();
    if (!simaso)
        return false;
    m_modes->setCurrentWidget(simaso);
    return simaso->player()->openSequenceFile(path, error);
}

} // namespace mazelab
