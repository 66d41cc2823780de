// The main window's language as a user meets it: live switching, the Preferences combo,
// the stored choice across restarts, unknown codes and `mazelab --language` (this run only).
// The catalogues themselves: tst_translations.
#include "translationcatalogue.h"
#include "uitesthelpers.h"

#include "ui/dialogs/settingsdialog.h"
#include "ui/mainwindow/appsettings.h"
#include "ui/mainwindow/filecontroller.h"
#include "ui/mainwindow/mainactions.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mainwindow/mazelistdock.h"
#include "ui/mazedocument.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QListView>
#include <QSettings>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <memory>

using namespace mazelab;

namespace {

class LanguageChangeCounter : public QObject {
public:
    int changes = 0;
    bool eventFilter(QObject*, QEvent* e) override
    {
        if (e->type() == QEvent::LanguageChange)
            ++changes;
        return false;
    }
};

} // namespace

class TestMainWindowLanguage : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;

private slots:
    void initTestCase()
    {
        test::isolateSettings();
        QSettings().clear();
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->files()->openDemo();
        QVERIFY(test::showActive(*m_window));
    }

    void cleanup()
    {
        if (m_window)
            m_window->document()->undoStack()->setClean(); // nothing to ask on close
        m_window.reset();
    }

    void languageSwitchRetranslatesAndPersists_data()
    {
        test::addLanguageRows();
    }

    void languageSwitchRetranslatesAndPersists()
    {
        QFETCH(QString, code);
        SKIP_WHILE_INCOMPLETE(code);
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/mazelab_%1.qm").arg(code)));
        QVERIFY(QFile::exists(QStringLiteral(":/demo/demo.maze")));
        LanguageChangeCounter counter;
        m_window->installEventFilter(&counter);
        m_window->setLanguage(code);
        QTRY_VERIFY(counter.changes > 0);
        QCOMPARE(AppSettings().language(), code);
        QVERIFY(!m_window->actions()->save->text().contains(QStringLiteral("Save")));
        const int before = counter.changes;
        m_window->setLanguage(QStringLiteral("en"));
        QTRY_VERIFY(counter.changes > before);
        QCOMPARE(AppSettings().language(), QStringLiteral("en"));
        QVERIFY(m_window->actions()->save->text().contains(QStringLiteral("Save")));
        m_window->setLanguage(QString());
        QCOMPARE(AppSettings().language(), QString());
    }

    // The untouched demo's maze names follow the language, without an undo step or a "modified"
    // mark; once the user has changed the demo (an edit, undone or not) they stay as they are.
    void untouchedDemoNamesFollowTheLanguage()
    {
        MazeDocument* doc = m_window->document();
        const QString english = doc->mazeName(0);
        QCOMPARE(english, QStringLiteral("Perfect maze (backtracker)"));
        const QString token = doc->mazeName(doc->mazeCount() - 1);
        m_window->setLanguage(QStringLiteral("de"));
        QTRY_COMPARE(doc->mazeName(0), QStringLiteral("Perfektes Labyrinth (Backtracker)"));
        QVERIFY(doc->mazeName(doc->mazeCount() - 1) != token);
        QVERIFY(!doc->isModified());
        QCOMPARE(doc->undoStack()->count(), 0);
        auto* dock = m_window->findChild<MazeListDock*>();
        QVERIFY(dock);
        QCOMPARE(dock->listView()->model()->index(0, 0).data().toString(), doc->mazeName(0));
        m_window->setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(doc->mazeName(0), english);
        QCOMPARE(doc->mazeName(doc->mazeCount() - 1), token);
        // Touched: an edit (even undone) makes the names the user's.
        Maze edited = doc->currentMaze();
        edited.setBlocked({0, 1}, !edited.isBlocked({0, 1}));
        doc->replaceCurrentMaze(edited, QStringLiteral("edit"));
        doc->undoStack()->undo();
        m_window->setLanguage(QStringLiteral("de"));
        QTRY_VERIFY(!m_window->actions()->save->text().contains(QStringLiteral("Save")));
        QCOMPARE(doc->mazeName(0), english);
        m_window->setLanguage(QString());
    }

    // The Preferences combo offers "System default" and every supported language under its
    // own name; picking Nederlands applies and stores it.
    void preferencesOfferEveryLanguage()
    {
        QStringList codes, names;
        QTimer::singleShot(0, this, [&codes, &names] {
            auto* dialog = qobject_cast<SettingsDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            auto* combo = dialog->findChild<QComboBox*>(QStringLiteral("language"));
            QVERIFY(combo);
            for (int i = 0; i < combo->count(); ++i) {
                codes << combo->itemData(i).toString();
                names << combo->itemText(i);
            }
            combo->setCurrentIndex(combo->findData(QStringLiteral("nl")));
            dialog->accept();
        });
        m_window->showPreferences();
        QCOMPARE(codes, (QStringList{QString(), QStringLiteral("en"), QStringLiteral("de"),
                                     QStringLiteral("nl"), QStringLiteral("ro")}));
        QCOMPARE(names, (QStringList{QStringLiteral("System default"), QStringLiteral("English"),
                                     QStringLiteral("Deutsch"), QStringLiteral("Nederlands"),
                                     QStringLiteral("Română")}));
        QCOMPARE(m_window->languageSetting(), QStringLiteral("nl"));
        QCOMPARE(AppSettings().language(), QStringLiteral("nl"));
        QTRY_COMPARE(m_window->actions()->save->text(), QStringLiteral("Op&slaan"));
        m_window->setLanguage(QString());
    }

    void savedLanguageSurvivesRestart()
    {
        m_window->setLanguage(QStringLiteral("nl"));
        m_window->document()->undoStack()->setClean();
        QVERIFY(m_window->close());
        m_window = std::make_unique<MainWindow>();
        QCOMPARE(m_window->languageSetting(), QStringLiteral("nl"));
        QCOMPARE(m_window->actions()->save->text(), QStringLiteral("Op&slaan"));
        m_window->setLanguage(QString());
        QTRY_COMPARE(m_window->actions()->save->text(), QStringLiteral("&Save")); // C locale
    }

    // A stored code MazeLab does not know (a hand-edited file, a language since removed)
    // reads as "system default"; unknown codes never change the language in use.
    void unknownLanguageFallsBackToEnglish()
    {
        QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("xx"));
        QCOMPARE(AppSettings().language(), QString());
        m_window->document()->undoStack()->setClean();
        QVERIFY(m_window->close());
        m_window = std::make_unique<MainWindow>();
        QCOMPARE(m_window->languageSetting(), QString());
        QCOMPARE(m_window->actions()->save->text(), QStringLiteral("&Save"));
        QVERIFY(!m_window->overrideLanguage(QStringLiteral("xx")));
        QCOMPARE(m_window->languageSetting(), QString());
        QCOMPARE(m_window->actions()->save->text(), QStringLiteral("&Save"));
        m_window->setLanguage(QStringLiteral("de"));
        QTRY_COMPARE(m_window->actions()->save->text(), QStringLiteral("&Speichern"));
        m_window->setLanguage(QStringLiteral("xx")); // falls back to English
        QTRY_COMPARE(m_window->actions()->save->text(), QStringLiteral("&Save"));
        m_window->setLanguage(QString());
    }

    // mazelab --language: this run only, the stored choice stays.
    void overrideLanguageIsNotStored()
    {
        m_window->setLanguage(QStringLiteral("de"));
        QVERIFY(m_window->overrideLanguage(QStringLiteral("nl")));
        QTRY_COMPARE(m_window->actions()->save->text(), QStringLiteral("Op&slaan"));
        QCOMPARE(AppSettings().language(), QStringLiteral("de"));
        m_window->setLanguage(QString());
    }

    void preferencesDialogSwitchesLanguage()
    {
        // Drive the real dialog: pick "Deutsch" in its combo box, then close it.
        QTimer::singleShot(0, this, [] {
            auto* dialog = qobject_cast<SettingsDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            auto* combo = dialog->findChild<QComboBox*>(QStringLiteral("language"));
            QVERIFY(combo);
            combo->setCurrentIndex(combo->findData(QStringLiteral("de")));
            dialog->accept();
        });
        m_window->showPreferences();
        QCOMPARE(m_window->languageSetting(), QStringLiteral("de"));
        QCOMPARE(AppSettings().language(), QStringLiteral("de"));
        m_window->setLanguage(QString());
    }
};

QTEST_MAIN(TestMainWindowLanguage)
#include "tst_mainwindow_language.moc"
