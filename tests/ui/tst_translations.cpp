// German is complete: the .ts lists no unfinished message (run the update_translations target
// after adding strings, then translate them), and the real window speaks German when asked.
#include "uitesthelpers.h"

#include "core/counting/mazecount.h"
#include "core/progresstext.h"
#include "ui/jobs/jobrunner.h"
#include "ui/jobs/jobstatuswidget.h"
#include "ui/mainwindow/filecontroller.h"
#include "ui/mainwindow/mainactions.h"
#include "ui/mainwindow/mainwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QHash>
#include <QLineEdit>
#include <QMenu>
#include <QRegularExpression>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QTabWidget>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>

using namespace mazelab;

namespace {

QStringList visibleTexts(QWidget& root)
{
    QStringList out;
    const auto add = [&out](const QObject* o, const QString& what, const QString& text) {
        if (!text.isEmpty())
            out << o->metaObject()->className() + QLatin1Char(' ') + what + QStringLiteral(": ")
                       + text;
    };
    for (QWidget* w : root.findChildren<QWidget*>()) {
        if (qobject_cast<QMenu*>(w) || w->inherits("QCompleter"))
            continue; // menus: covered by their actions
        add(w, QStringLiteral("tooltip"), w->toolTip());
        add(w, QStringLiteral("window title"), w->isWindow() ? w->windowTitle() : QString());
        if (auto* label = qobject_cast<QLabel*>(w))
            add(w, QStringLiteral("text"), label->text());
        else if (auto* button = qobject_cast<QAbstractButton*>(w))
            add(w, QStringLiteral("text"), button->text());
        else if (auto* box = qobject_cast<QGroupBox*>(w))
            add(w, QStringLiteral("title"), box->title());
        else if (auto* edit = qobject_cast<QLineEdit*>(w))
            add(w, QStringLiteral("placeholder"), edit->placeholderText());
        if (auto* tabs = qobject_cast<QTabWidget*>(w))
            for (int i = 0; i < tabs->count(); ++i)
                add(w, QStringLiteral("tab"), tabs->tabText(i));
        if (auto* combo = qobject_cast<QComboBox*>(w))
            for (int i = 0; i < combo->count(); ++i)
                add(w, QStringLiteral("item"), combo->itemText(i));
        if (auto* dock = qobject_cast<QDockWidget*>(w))
            add(w, QStringLiteral("dock"), dock->windowTitle());
    }
    for (QAction* action : root.findChildren<QAction*>()) {
        add(action, QStringLiteral("action"), action->text());
        add(action, QStringLiteral("action tip"), action->toolTip());
    }
    return out;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void germanIsComplete()
    {
        QFile ts(QStringLiteral(MAZELAB_TEST_DATA "/../../translations/mazelab_de.ts"));
        QVERIFY2(ts.open(QIODevice::ReadOnly), qPrintable(ts.fileName()));
        QXmlStreamReader xml(&ts);
        QString source;
        QStringList unfinished;
        int messages = 0;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
                ++messages;
            } else if (xml.name() == QLatin1String("translation")
                       && xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished")) {
                unfinished << source;
            }
        }
        QVERIFY(!xml.hasError());
        QVERIFY(messages > 400);
        QVERIFY2(unfinished.isEmpty(), qPrintable(QStringLiteral("untranslated: ") + unfinished.join(QStringLiteral(" | "))));
    }

    void windowSpeaksGerman()
    {
        test::isolateSettings();
        MainWindow window(false);
        window.setLanguage(QStringLiteral("de"));
        QTRY_COMPARE(window.actions()->save->text(), QStringLiteral("&Speichern"));
        QStringList tabs;
        for (int i = 0; i < window.modes()->count(); ++i)
            tabs << window.modes()->tabText(i);
        QVERIFY2(tabs.contains(QStringLiteral("Maus")) && tabs.contains(QStringLiteral("Simultan")),
                 qPrintable(tabs.join(QLatin1Char(','))));
        window.setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(window.actions()->save->text(), QStringLiteral("&Save"));
    }

    // Switching the language at run time must reach every widget: a window built in English
    // and switched to German shows the same texts as a window built after German was chosen.
    // Collects what a user reads (labels, buttons, tabs, group boxes, combo items, actions,
    // tooltips, placeholders) of every mode page and dock. Values the user entered stay.
    void switchingLanguageRetranslatesEverything()
    {
        test::isolateSettings();
        MainWindow switched(false);
        switched.files()->openDemo();
        const auto params =
            switched.findChildren<QDoubleSpinBox*>(QRegularExpression(QStringLiteral("^param_")));
        QVERIFY(!params.isEmpty());
        QDoubleSpinBox* param = params.first();
        const QString paramName = param->objectName();
        param->setValue(param->maximum()); // not the default
        const double entered = param->value();
        switched.setLanguage(QStringLiteral("de"));
        QTRY_COMPARE(switched.actions()->save->text(), QStringLiteral("&Speichern"));
        param = switched.findChild<QDoubleSpinBox*>(paramName); // rebuilt with German labels
        QVERIFY(param);
        QCOMPARE(param->value(), entered);
        MainWindow built(false);
        built.files()->openDemo();
        const QStringList a = visibleTexts(switched);
        const QStringList b = visibleTexts(built);
        QVERIFY(a.size() > 200);
        // Compared as multisets (pages may create their parts in another order): every text of
        // the switched window must occur as often in the freshly built one.
        QHash<QString, int> expected;
        for (const QString& t : b)
            ++expected[t];
        QStringList stale;
        for (const QString& t : a)
            if (--expected[t] < 0)
                stale << t;
        for (const QString& t : stale) // all of them: a failure message is cut short
            qWarning("not retranslated: %s", qPrintable(t));
        QVERIFY2(stale.isEmpty(), qPrintable(QStringLiteral("%1 texts not retranslated").arg(stale.size())));
        QCOMPARE(a.size(), b.size());
        switched.setLanguage(QStringLiteral("en"));
    }

    // The core is Qt-free and reports progress as an English format plus numbers; the status
    // bar shows it translated, with the locale's digit grouping. Runs a real core job (counting
    // 16×16 mazes, which reports "cell %1/%2, %3 states") in the main window and cancels it.
    void coreProgressSpeaksGerman()
    {
        test::isolateSettings();
        MainWindow window(false);
        window.setLanguage(QStringLiteral("de"));
        QTRY_COMPARE(window.actions()->save->text(), QStringLiteral("&Speichern"));
        QCOMPARE(JobRunner::translatedProgress({progress_text::kAStar, {"17", "1200000"}}),
                 QStringLiteral("A*: Schranke 17, %1 Zustände").arg(QLocale().toString(1200000)));

        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        JobRunner* runner = window.document()->jobs();
        JobStatusWidget* status = window.jobStatus();
        QVERIFY(runner->start(QStringLiteral("Zählen"),
                              [](Control& c) { (void)countSolvableMazes(16, 16, c); }, [] {}));
        QTRY_VERIFY_WITH_TIMEOUT(status->label()->text().contains(QStringLiteral("Zustände")), 10000);
        QVERIFY2(status->label()->text().startsWith(QStringLiteral("Zählen: Zelle ")),
                 qPrintable(status->label()->text()));
        QTest::qWait(200); // let the status bar lay out the longer text
        QVERIFY(window.grab().save(QDir::tempPath() + QStringLiteral("/mazelab-jobstatus-de.png")));
        runner->cancel();
        QTRY_VERIFY(!runner->isRunning());

        window.setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(window.actions()->save->text(), QStringLiteral("&Save"));
        QCOMPARE(JobRunner::translatedProgress({progress_text::kAStar, {"17", "1200000"}}),
                 QStringLiteral("A*: bound 17, %1 states").arg(QLocale().toString(1200000)));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
