// Help ▸ Keyboard shortcuts (ui/mainwindow/shortcutsdialog.h): the dialog lists the menus'
// shortcuts as the actions have them, and every key any widget of the window installs as a
// QShortcut (the player bar, the Quiz tab …) is listed too, so the list cannot fall behind the
// code; in German it speaks German. With $MAZELAB_SHOT_DIR the dialog is saved as
// shortcuts.png and shortcuts-de.png.
#include "uitesthelpers.h"

#include "ui/mainwindow/mainactions.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mainwindow/shortcutsdialog.h"
#include "ui/uiresources.h"

#include <QAction>
#include <QSet>
#include <QShortcut>
#include <QTest>
#include <QTreeWidget>

using namespace mazelab;

namespace {

// keys column -> what column, for every row of the tree (group titles have no second column).
QMultiHash<QString, QString> rows(const QTreeWidget* tree)
{
    QMultiHash<QString, QString> out;
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* item = tree->topLevelItem(i);
        if (!item->text(1).isEmpty())
            out.insert(item->text(0), item->text(1));
    }
    return out;
}

QSet<QString> listedKeys(const QTreeWidget* tree)
{
    QSet<QString> keys;
    const QMultiHash<QString, QString> all = rows(tree);
    for (auto it = all.cbegin(); it != all.cend(); ++it)
        for (const QString& k : it.key().split(QStringLiteral(" / ")))
            keys.insert(k);
    return keys;
}

} // namespace

class TestShortcuts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        test::isolateSettings();
        initUiResources();
    }

    void listsEveryKey()
    {
        MainWindow window(false);
        window.resize(1100, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.actions()->shortcuts->trigger();
        auto* dialog = window.findChild<ShortcutsDialog*>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        const QMultiHash<QString, QString> shown = rows(dialog->tree());
        const QString save = window.actions()->save->shortcut().toString(QKeySequence::NativeText);
        QVERIFY(shown.values(save).contains(QStringLiteral("Save")));
        QVERIFY(shown.values(QStringLiteral("F1")).contains(QStringLiteral("Lessons")));
        // Quit has a key even where the platform binds none (offscreen here).
        QVERIFY(shown.values(QStringLiteral("Ctrl+Q")).contains(QStringLiteral("Quit")));
        QVERIFY(shown.values(QStringLiteral("F5")).contains(QStringLiteral("Presentation mode")));
        QVERIFY(shown.values(QStringLiteral("Space")).contains(QStringLiteral("Play or pause")));
        QVERIFY(shown.values(QStringLiteral("Y / N")).contains(QStringLiteral("Answer yes or no")));
        QVERIFY(shown.values(QStringLiteral("Esc")).contains(QStringLiteral("Leave presentation mode (as F5 does)")));

        // Every key installed anywhere in the window is listed.
        const QSet<QString> listed = listedKeys(dialog->tree());
        QStringList missing;
        int installed = 0;
        for (const QShortcut* s : window.findChildren<QShortcut*>()) {
            const QString key = s->key().toString(QKeySequence::NativeText);
            ++installed;
            if (!listed.contains(key) && !missing.contains(key))
                missing << key;
        }
        for (const QAction* a : window.QWidget::actions())
            for (const QKeySequence& k : a->shortcuts())
                if (const QString key = k.toString(QKeySequence::NativeText);
                    !listed.contains(key) && !missing.contains(key))
                    missing << key;
        QVERIFY(installed > 20); // the players of several modes, the quiz
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(" | "))));
        if (const QString shots = qEnvironmentVariable("MAZELAB_SHOT_DIR"); !shots.isEmpty())
            QVERIFY(dialog->grab().save(shots + QStringLiteral("/shortcuts.png")));

        // In German, rebuilt in German (the menus' texts too).
        window.setLanguage(QStringLiteral("de"));
        QTRY_COMPARE(window.actions()->save->text(), QStringLiteral("&Speichern"));
        // (Qt's own catalogue names the keys: "Strg+S".)
        const QString saveDe = window.actions()->save->shortcut().toString(QKeySequence::NativeText);
        QTRY_VERIFY2(rows(dialog->tree()).values(saveDe).contains(QStringLiteral("Speichern")),
                     qPrintable(saveDe));
        QVERIFY(dialog->windowTitle() != QStringLiteral("Keyboard shortcuts"));
        QVERIFY(!rows(dialog->tree()).values(QStringLiteral("Space")).contains(QStringLiteral("Play or pause")));
        if (const QString shots = qEnvironmentVariable("MAZELAB_SHOT_DIR"); !shots.isEmpty())
            QVERIFY(dialog->grab().save(shots + QStringLiteral("/shortcuts-de.png")));
        window.setLanguage(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestShortcuts)
#include "tst_shortcuts.moc"
