// No lost work, in the process: autosave to the recovery folder, restore and discard through
// the real RecoveryDialog, the recovery file going away on save and on a clean close, and
// saves that fail (read-only folder, full disk, a device) keeping the document open and
// modified. The kill tests with the real `mazelab` process are in tst_killsave.cpp.
#include "uitesthelpers.h"

#include "ui/dialogs/settingsdialog.h"
#include "ui/mainwindow/appsettings.h"
#include "ui/mainwindow/editorpage.h"
#include "ui/mainwindow/filecontroller.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mazedocument.h"
#include "ui/recovery/autosaver.h"
#include "ui/recovery/recoverydialog.h"
#include "ui/workspacefile.h"

#include <QDir>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace mazelab;
using test::MessageBoxAnswerer;

namespace {

// Clicks `button` (objectName) of the RecoveryDialog as soon as it is shown.
void answerRecoveryDialog(const QString& button)
{
    QTimer::singleShot(0, [button] {
        auto* dialog = qobject_cast<RecoveryDialog*>(QApplication::activeModalWidget());
        if (!dialog) {
            answerRecoveryDialog(button); // not open yet: try again
            return;
        }
        dialog->findChild<QPushButton*>(button)->click();
    });
}

} // namespace

class TestRecovery : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_recovery;
    QString m_file;

    QStringList recoveryFiles() const
    {
        return QDir(m_recovery).entryList({QStringLiteral("*.mazelab")}, QDir::Files);
    }

    std::unique_ptr<MainWindow> openWindow()
    {
        auto w = std::make_unique<MainWindow>();
        if (!w->files()->loadFile(m_file))
            return nullptr;
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get()))
            return nullptr;
        return w;
    }

    // A user's edit: a click with the paint tool on cell (1, 2).
    static void paintCell(MainWindow& w, Cell cell)
    {
        MazeView* view = w.editor()->view();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, test::centreOf(*view, cell));
    }

private slots:
    void initTestCase()
    {
        test::isolateSettings();
        QSettings().clear();
        m_recovery = m_dir.filePath(QStringLiteral("recovery"));
        qputenv("MAZELAB_RECOVERY_DIR", m_recovery.toUtf8());
        m_file = m_dir.filePath(QStringLiteral("work.maze"));
    }

    void init()
    {
        QDir(m_recovery).removeRecursively();
        Workspace ws;
        ws.mazes.push_back({QString(), Maze(6, 8)});
        writeWorkspaceFile(m_file, ws);
    }

    void autosaveWritesTheEdits()
    {
        auto w = openWindow();
        QVERIFY(w && w->autoSaver());
        QCOMPARE(w->autoSaver()->intervalMs(), 30000); // the default
        w->autoSaver()->setIntervalMs(50);
        paintCell(*w, {1, 2});
        QVERIFY(w->document()->isModified());
        QTRY_COMPARE(recoveryFiles().size(), 1);
        const Workspace copy = readWorkspaceFile(w->autoSaver()->recoveryPath());
        QVERIFY(copy.mazes[0].maze.isBlocked({1, 2}));
        QVERIFY(!readWorkspaceFile(m_file).mazes[0].maze.isBlocked({1, 2})); // not saved
        w->document()->undoStack()->setClean();
    }

    void restoreBringsTheEditsBack()
    {
        {
            auto crashed = openWindow();
            QVERIFY(crashed);
            paintCell(*crashed, {1, 2});
            paintCell(*crashed, {4, 5});
            QVERIFY(crashed->autoSaver()->saveNow());
            // Destroyed without closing, as by a crash: the copy stays, its lock goes.
        }
        QCOMPARE(recoveryFiles().size(), 1);
        auto w = openWindow();
        QVERIFY(w);
        answerRecoveryDialog(QStringLiteral("restoreButton"));
        w->offerRecovery();
        MazeDocument* doc = w->document();
        QVERIFY(doc->maze(0).isBlocked({1, 2}));
        QVERIFY(doc->maze(0).isBlocked({4, 5}));
        QVERIFY(doc->isModified());
        QVERIFY(w->isWindowModified());
        QCOMPARE(doc->filePath(), QFileInfo(m_file).absoluteFilePath()); // Save goes there
        // The orphan is gone; this window's own copy replaces it.
        const QString own = QFileInfo(w->autoSaver()->recoveryPath()).fileName();
        QCOMPARE(recoveryFiles(), QStringList{own});
        QVERIFY(w->files()->save());
        QVERIFY(readWorkspaceFile(m_file).mazes[0].maze.isBlocked({4, 5}));
        QVERIFY(recoveryFiles().isEmpty()); // a save removes the copy
    }

    void discardDeletesTheCopies()
    {
        {
            auto crashed = openWindow();
            QVERIFY(crashed);
            paintCell(*crashed, {0, 1});
            QVERIFY(crashed->autoSaver()->saveNow());
        }
        auto w = openWindow();
        QVERIFY(w);
        answerRecoveryDialog(QStringLiteral("discardButton"));
        w->offerRecovery();
        QVERIFY(recoveryFiles().isEmpty());
        QVERIFY(QDir(m_recovery).entryList(QDir::Files).isEmpty()); // metadata and lock too
        QVERIFY(!w->document()->isModified());
        QVERIFY(!w->document()->maze(0).isBlocked({0, 1}));
    }

    void laterKeepsTheCopies()
    {
        {
            auto crashed = openWindow();
            QVERIFY(crashed);
            paintCell(*crashed, {0, 1});
            QVERIFY(crashed->autoSaver()->saveNow());
        }
        auto w = openWindow();
        QVERIFY(w);
        answerRecoveryDialog(QStringLiteral("laterButton"));
        w->offerRecovery();
        QCOMPARE(recoveryFiles().size(), 1);
        QCOMPARE(orphanedRecoveryEntries(m_recovery).size(), 1);
        QCOMPARE(orphanedRecoveryEntries(m_recovery)[0].originalPath,
                 QFileInfo(m_file).absoluteFilePath());
    }

    void aLivingWindowsCopyIsNoOrphan()
    {
        auto w = openWindow();
        QVERIFY(w);
        paintCell(*w, {2, 2});
        QVERIFY(w->autoSaver()->saveNow());
        QCOMPARE(recoveryFiles().size(), 1);
        QVERIFY(orphanedRecoveryEntries(m_recovery).isEmpty()); // its lock is held
        w->document()->undoStack()->undo(); // back to the file: nothing to recover
        QVERIFY(recoveryFiles().isEmpty());
    }

    void cleanCloseRemovesTheCopy()
    {
        auto w = openWindow();
        QVERIFY(w);
        paintCell(*w, {3, 3});
        QVERIFY(w->autoSaver()->saveNow());
        QCOMPARE(recoveryFiles().size(), 1);
        MessageBoxAnswerer discard(QMessageBox::Discard);
        QVERIFY(w->close());
        QCOMPARE(discard.texts.size(), 1);
        QVERIFY(recoveryFiles().isEmpty());
    }

    void intervalFromThePreferences()
    {
        auto w = openWindow();
        QVERIFY(w);
        QTimer::singleShot(0, [] {
            auto* dialog = qobject_cast<SettingsDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            auto* spin = dialog->findChild<QSpinBox*>(QStringLiteral("autosaveSeconds"));
            QCOMPARE(spin->value(), 30);
            spin->setValue(5);
            dialog->accept();
        });
        w->showPreferences();
        QCOMPARE(w->autoSaver()->intervalMs(), 5000);
        QCOMPARE(AppSettings().autosaveSeconds(), 5);
        w->setAutosaveSeconds(30);
    }

    // A save that fails says why and leaves the document open, modified and on its old path.
    void failedSaveKeepsTheDocument_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("reason");
        const QString dir = m_dir.path();
        QTest::newRow("parent is a file") << dir + QStringLiteral("/work.maze/x.maze")
                                          << QStringLiteral("Cannot write");
        QTest::newRow("missing folder") << dir + QStringLiteral("/nowhere/x.maze")
                                        << QStringLiteral("Cannot write");
        QTest::newRow("a directory") << dir << QStringLiteral("is a directory");
        QTest::newRow("a device") << QStringLiteral("DEVICE")
                                  << QStringLiteral("not a regular file");
        QTest::newRow("read-only folder") << QStringLiteral("READONLY")
                                          << QStringLiteral("Cannot write");
        QTest::newRow("disk full") << QStringLiteral("FULL")
                                   << QStringLiteral("is the disk full?");
    }

    void failedSaveKeepsTheDocument()
    {
        QFETCH(QString, target);
        QFETCH(QString, reason);
        std::optional<test::FileSizeLimit> full;
        QString immutable; // a folder to make mutable again (else QTemporaryDir cannot clean)
        const auto restore = qScopeGuard([&] {
            if (!immutable.isEmpty())
                QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("-i"), immutable});
        });
        if (target == QLatin1String("DEVICE")) {
            // Root could replace /dev/full by a file if the check failed: use a node of our own.
            target = QStringLiteral("/dev/full");
            if (geteuid() == 0) {
                target = m_dir.filePath(QStringLiteral("full-device"));
                QFile::remove(target);
                QCOMPARE(::mknod(QFile::encodeName(target).constData(), S_IFCHR | 0666,
                                 makedev(1, 7)), 0);
            }
        } else if (target == QLatin1String("READONLY")) {
            const QString ro = m_dir.filePath(QStringLiteral("readonly"));
            QDir().mkpath(ro);
            QFile::setPermissions(ro, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
            // Root ignores the mode; an immutable folder (ext4 and most others) stops it too.
            if (geteuid() == 0 && QProcess::execute(QStringLiteral("chattr"),
                                                    {QStringLiteral("+i"), ro}) != 0)
                QSKIP("root writes into read-only folders, and chattr +i failed here");
            immutable = geteuid() == 0 ? ro : QString();
            target = ro + QStringLiteral("/x.maze");
        } else if (target == QLatin1String("FULL")) {
            // A full disk, simulated by a file size limit of 20 bytes (ENOSPC and EFBIG take
            // the same path through QSaveFile; FileSizeLimit ignores SIGXFSZ meanwhile).
            full.emplace(20); // the file is longer
            target = m_dir.filePath(QStringLiteral("full.maze"));
        }
        auto w = openWindow();
        QVERIFY(w);
        paintCell(*w, {1, 1});
        bool saved = true;
        {
            MessageBoxAnswerer ok(QMessageBox::Ok);
            saved = w->files()->saveToFile(target);
            full.reset();
            QCOMPARE(ok.texts.size(), 1);
            qInfo("%s", qPrintable(ok.texts[0].simplified()));
            QVERIFY2(ok.texts[0].contains(QStringLiteral("was not saved")),
                     qPrintable(ok.texts[0]));
            QVERIFY2(ok.texts[0].contains(reason), qPrintable(ok.texts[0]));
        }
        QVERIFY(!saved);
        QVERIFY(w->document()->isModified());
        QVERIFY(w->document()->maze(0).isBlocked({1, 1}));
        QCOMPARE(w->document()->filePath(), QFileInfo(m_file).absoluteFilePath());
        QVERIFY(!readWorkspaceFile(m_file).mazes[0].maze.isBlocked({1, 1}));
        QVERIFY(w->autoSaver()->saveNow()); // the edits are still safe in the recovery folder
        QCOMPARE(recoveryFiles().size(), 1);
        w->document()->undoStack()->setClean();
    }
};

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
