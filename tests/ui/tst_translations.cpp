// Every language of Language::supported() has a complete catalogue (run the
// update_translations target after adding strings, then translate them in every
// translations/mazelab_<code>.ts), and the real window speaks each language when asked.
#include "translationcatalogue.h"
#include "uitesthelpers.h"

#include "ui/mainwindow/filecontroller.h"
#include "ui/mainwindow/language.h"
#include "ui/mainwindow/mainactions.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mazedocument.h"
#include "ui/uiresources.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QBuffer>
#include <QHash>
#include <QLineEdit>
#include <QMenu>
#include <QRegularExpression>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QTabWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>

using namespace mazelab;
using namespace mazelab::test;

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
    void initTestCase()
    {
        initUiResources();
    }

    // Language::supported() and the catalogues agree: a .ts file per language (English: the
    // plural forms only), compiled into the resources. (A .ts without a list entry would never
    // be offered.)
    void everyLanguageHasACatalogue()
    {
        QStringList listed = Language::supportedCodes();
        QStringList files;
        const QDir dir(QStringLiteral(MAZELAB_TEST_DATA "/../../translations"));
        for (QString name : dir.entryList({QStringLiteral("mazelab_*.ts")}, QDir::Files, QDir::Name))
            files << name.remove(QStringLiteral("mazelab_")).remove(QStringLiteral(".ts"));
        listed.sort();
        QCOMPARE(files, listed);
        for (const QString& code : listed)
            QVERIFY2(QFile::exists(QStringLiteral(":/i18n/mazelab_%1.qm").arg(code)),
                     qPrintable(code));
        QCOMPARE(Language::supportedCodes().constFirst(), QStringLiteral("en"));
    }

    void catalogueIsComplete_data()
    {
        addLanguageRows();
    }

    // No unfinished or empty message, and every message keeps the source's placeholders,
    // numerus forms, accelerators, HTML, line breaks and trailing colon or ellipsis
    // (translationcatalogue.h). Finished messages are checked even while a row may skip.
    void catalogueIsComplete()
    {
        QFETCH(QString, code);
        const Catalogue catalogue = readCatalogue(code);
        QVERIFY2(catalogue.error.isEmpty(), qPrintable(catalogue.error));
        QVERIFY(catalogue.messages.size() > 400);
        const QStringList problems = catalogueProblems(catalogue);
        for (const QString& p : problems) // all of them: a failure message is cut short
            qWarning("%s: %s", qPrintable(code), qPrintable(p));
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("%1 faulty messages").arg(problems.size())));
        const QStringList forms = numerusFormProblems(catalogue, numerusFormsOf(code));
        QVERIFY2(forms.isEmpty(), qPrintable(forms.join(QStringLiteral("\n"))));
        SKIP_WHILE_INCOMPLETE(code);
        QStringList unfinished;
        for (const CatalogueMessage& m : catalogue.messages)
            if (m.unfinished)
                unfinished << m.source;
        QVERIFY2(unfinished.isEmpty(), qPrintable(QStringLiteral("untranslated: ")
                                                  + unfinished.join(QStringLiteral(" | "))));
    }

    // English plural forms: every numerus message of the sources (as each translation's
    // catalogue lists them) has its English singular and plural, the plural being the source
    // text, with the source's %n / %Ln; the file holds nothing else and nothing unfinished.
    void englishPluralCatalogue_data()
    {
        addLanguageRows();
    }

    void englishPluralCatalogue()
    {
        QFETCH(QString, code);
        const Catalogue en = readCatalogue(QStringLiteral("en"));
        QVERIFY2(en.error.isEmpty(), qPrintable(en.error));
        QVERIFY(en.messages.size() >= 30);
        QCOMPARE(en.unfinished(), 0);
        QStringList problems = catalogueProblems(en) + numerusFormProblems(en, 2)
                               + englishPluralProblems(en, readCatalogue(code));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n"))));
        QCOMPARE(translationOf(en, QStringLiteral("mazelab::SequencePlayer"),
                               QStringLiteral("%Ln moves")),
                 QStringLiteral("%Ln move"));
    }

    // The plural checks can fail: each row is one fault.
    void pluralChecksFindFaults_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("fault"); // "" = no fault
        const auto numerus = [](QStringList forms) {
            for (QString& f : forms)
                f = QStringLiteral("<numerusform>%1</numerusform>").arg(f);
            return QStringLiteral("<message numerus=\"yes\"><source>%Ln steps</source>"
                                  "<translation>%1</translation></message>")
                .arg(forms.join(QString()));
        };
        const QString ro = QStringLiteral("ro"), de = QStringLiteral("de"),
                      en = QStringLiteral("en");
        QTest::newRow("ro good") << ro << numerus({"%Ln pas", "%Ln pași", "%Ln de pași"})
                                 << QString();
        QTest::newRow("ro two forms") << ro << numerus({"%Ln pas", "%Ln pași"})
                                      << QStringLiteral("2 numerus forms, not 3");
        QTest::newRow("de three forms") << de << numerus({"%Ln Schritt", "%Ln Schritte", "x"})
                                        << QStringLiteral("3 numerus forms, not 2");
        QTest::newRow("en good") << en << numerus({"%Ln step", "%Ln steps"}) << QString();
        QTest::newRow("en plural changed") << en << numerus({"%Ln step", "%Ln stepz"})
                                           << QStringLiteral("plural form is not the source");
        QTest::newRow("en plain message")
            << en << QStringLiteral("<message><source>%Ln steps</source>"
                                      "<translation>%Ln steps</translation></message>")
            << QStringLiteral("not a numerus message");
    }

    void pluralChecksFindFaults()
    {
        QFETCH(QString, code);
        QFETCH(QString, message);
        QFETCH(QString, fault);
        const auto parse = [](const QString& messages) {
            QByteArray ts = "<TS version=\"2.1\"><context><name>X</name>" + messages.toUtf8()
                            + "</context></TS>";
            QBuffer buffer(&ts);
            buffer.open(QIODevice::ReadOnly);
            return readCatalogue(buffer);
        };
        const Catalogue catalogue = parse(message);
        QCOMPARE(catalogue.messages.size(), 1);
        QStringList problems = numerusFormProblems(catalogue, numerusFormsOf(code));
        if (code == QLatin1String("en")) {
            // `full`: the same source as a translated numerus message of another language.
            problems += englishPluralProblems(
                catalogue, parse(QStringLiteral("<message numerus=\"yes\"><source>%Ln steps"
                                                "</source><translation><numerusform>a"
                                                "</numerusform><numerusform>b</numerusform>"
                                                "</translation></message>")));
        }
        if (fault.isEmpty()) {
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        } else {
            QCOMPARE(problems.size(), 1);
            QVERIFY2(problems.constFirst().contains(fault), qPrintable(problems.constFirst()));
        }
        // A message of the sources without English forms is a fault too.
        if (code == QLatin1String("en") && fault.isEmpty())
            QVERIFY(!englishPluralProblems(parse(QString()), catalogue).isEmpty());
    }

    // The check above can fail: each row is one fault in an otherwise good catalogue.
    void catalogueCheckFindsFaults_data()
    {
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("fault"); // "" = no fault
        const auto plain = [](const char* source, const char* translation) {
            return QStringLiteral("<message><source>%1</source><translation>%2</translation>"
                                  "</message>")
                .arg(QString::fromUtf8(source), QString::fromUtf8(translation));
        };
        QTest::newRow("good") << plain("Cannot write %1: %2", "Kan %1 niet schrijven: %2")
                              << QString();
        QTest::newRow("good accelerator") << plain("&amp;Save", "Op&amp;slaan") << QString();
        QTest::newRow("unfinished is not a fault")
            << QStringLiteral("<message><source>Save</source>"
                              "<translation type=\"unfinished\"></translation></message>")
            << QString();
        QTest::newRow("lost placeholder")
            << plain("Cannot write %1: %2", "Kan %1 niet schrijven") << QStringLiteral("placeholders");
        QTest::newRow("%L1 became %1")
            << plain("%L1 cells", "%1 cellen") << QStringLiteral("placeholders");
        QTest::newRow("empty") << plain("Save", "") << QStringLiteral("empty");
        QTest::newRow("lost accelerator")
            << plain("&amp;Save", "Opslaan") << QStringLiteral("accelerator");
        QTest::newRow("two accelerators")
            << plain("&amp;Save", "&amp;Op&amp;slaan") << QStringLiteral("accelerator");
        QTest::newRow("lost HTML")
            << plain("&lt;b&gt;MazeLab&lt;/b&gt; %1", "MazeLab %1") << QStringLiteral("HTML");
        QTest::newRow("lost ellipsis")
            << plain("Open…", "Openen") << QStringLiteral("ellipsis");
        QTest::newRow("lost colon") << plain("Size:", "Grootte") << QStringLiteral("colon");
        QTest::newRow("lost leading space")
            << plain(" mazes", "doolhoven") << QStringLiteral("space");
        QTest::newRow("lost line break")
            << plain("Cannot open.\n\n%1", "Kan niet openen. %1") << QStringLiteral("line breaks");
        QTest::newRow("one numerus form")
            << QStringLiteral("<message numerus=\"yes\"><source>%n moves</source><translation>"
                              "<numerusform>%n zetten</numerusform></translation></message>")
            << QStringLiteral("numerus");
        QTest::newRow("numerus form without %n")
            << QStringLiteral("<message numerus=\"yes\"><source>%n moves</source><translation>"
                              "<numerusform>een zet</numerusform><numerusform>%n zetten"
                              "</numerusform></translation></message>")
            << QStringLiteral("placeholders");
    }

    void catalogueCheckFindsFaults()
    {
        QFETCH(QString, message);
        QFETCH(QString, fault);
        QByteArray ts = "<?xml version=\"1.0\" encoding=\"utf-8\"?><TS version=\"2.1\" "
                        "language=\"nl_NL\"><context><name>X</name>"
                        + message.toUtf8() + "</context></TS>";
        QBuffer buffer(&ts);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        const Catalogue catalogue = readCatalogue(buffer);
        QVERIFY2(catalogue.error.isEmpty(), qPrintable(catalogue.error));
        QCOMPARE(catalogue.messages.size(), 1);
        const QStringList problems = catalogueProblems(catalogue);
        if (fault.isEmpty()) {
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        } else {
            QCOMPARE(problems.size(), 1);
            QVERIFY2(problems.constFirst().contains(fault), qPrintable(problems.constFirst()));
        }
    }

    void systemLanguage_data()
    {
        QTest::addColumn<QStringList>("uiLanguages");
        QTest::addColumn<QString>("expected");
        QTest::newRow("Dutch") << QStringList{QStringLiteral("nl-NL")} << QStringLiteral("nl");
        QTest::newRow("Flemish") << QStringList{QStringLiteral("nl-BE")} << QStringLiteral("nl");
        QTest::newRow("Austrian") << QStringList{QStringLiteral("de-AT")} << QStringLiteral("de");
        QTest::newRow("Romanian") << QStringList{QStringLiteral("ro-RO")} << QStringLiteral("ro");
        QTest::newRow("French falls back")
            << QStringList{QStringLiteral("fr-FR")} << QStringLiteral("en");
        QTest::newRow("first supported preference")
            << QStringList{QStringLiteral("fr-FR"), QStringLiteral("nl"), QStringLiteral("de")}
            << QStringLiteral("nl");
        QTest::newRow("English preferred")
            << QStringList{QStringLiteral("en-GB"), QStringLiteral("de-DE")}
            << QStringLiteral("en");
        QTest::newRow("C locale") << QStringList{QStringLiteral("C")} << QStringLiteral("en");
        QTest::newRow("none") << QStringList{} << QStringLiteral("en");
    }

    void systemLanguage()
    {
        QFETCH(QStringList, uiLanguages);
        QFETCH(QString, expected);
        QCOMPARE(Language::systemLanguage(uiLanguages), expected);
    }

    void unknownCodeKeepsEnglish()
    {
        Language language;
        QVERIFY(language.apply(QStringLiteral("de")));
        QCOMPARE(QCoreApplication::translate("mazelab::MainActions", "&Save"),
                 QStringLiteral("&Speichern"));
        QVERIFY(!language.apply(QStringLiteral("xx")));
        QCOMPARE(language.current(), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("mazelab::MainActions", "&Save"), QStringLiteral("&Save"));
        QVERIFY(!language.apply(QStringLiteral("../mazelab_de")));
        QCOMPARE(language.current(), QStringLiteral("en"));
    }

    // Qt's own buttons and dialogs (the "unsaved changes" question, file dialogs) speak the
    // language too, from Qt's catalogue (Debian: qt6-translations-l10n, installed by
    // scripts/install-deps.sh). Debian's Qt 6.4 has none for Romanian: MazeLab's own
    // translations/qtbase_ro.ts gives its standard buttons and message-box texts.
    void qtStandardButtonsSpeak_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("cancel");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Abbrechen");
        QTest::newRow("nl") << QStringLiteral("nl") << QStringLiteral("Annuleren");
        QTest::newRow("ro") << QStringLiteral("ro") << QStringLiteral("Anulează");
    }
    void qtStandardButtonsSpeak()
    {
        QFETCH(QString, code);
        QFETCH(QString, cancel);
        Language language;
        QVERIFY(language.apply(code));
        QMessageBox box(QMessageBox::Question, QStringLiteral("t"), QStringLiteral("t"),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        QCOMPARE(box.button(QMessageBox::Cancel)->text(), cancel);
        box.show(); // to look at: QDir::tempPath()/mazelab-buttons-<code>.png
        QVERIFY(box.grab().save(QDir::tempPath() + QStringLiteral("/mazelab-buttons-%1.png").arg(code)));
        QVERIFY(language.apply(QStringLiteral("en")));
        QMessageBox english(QMessageBox::Question, QStringLiteral("t"), QStringLiteral("t"),
                            QMessageBox::Cancel);
        QCOMPARE(english.button(QMessageBox::Cancel)->text(), QStringLiteral("Cancel"));
    }

    void windowSpeaks_data()
    {
        addLanguageRows();
        // Some mode tabs as the languages we can read name them (any language: its "&Save").
        m_tabs = {{QStringLiteral("de"), {QStringLiteral("Maus"), QStringLiteral("Simultan")}},
                  {QStringLiteral("nl"), {QStringLiteral("Muis"), QStringLiteral("Simultaan"),
                                          QStringLiteral("Genereren"), QStringLiteral("Pion")}}};
    }

    void windowSpeaks()
    {
        QFETCH(QString, code);
        SKIP_WHILE_INCOMPLETE(code);
        const QString save =
            translationOf(readCatalogue(code), QStringLiteral("mazelab::MainActions"),
                          QStringLiteral("&Save"));
        QVERIFY(!save.isEmpty());
        test::isolateSettings();
        MainWindow window(false);
        window.setLanguage(code);
        QTRY_COMPARE(window.actions()->save->text(), save);
        QStringList tabs;
        for (int i = 0; i < window.modes()->count(); ++i)
            tabs << window.modes()->tabText(i);
        for (const QString& tab : m_tabs.value(code))
            QVERIFY2(tabs.contains(tab), qPrintable(tabs.join(QLatin1Char(','))));
        // The demo opened in a language names its mazes in it (the file holds English names);
        // the Mouse and Token modes still find their examples.
        window.files()->openDemo();
        const QString demoName = translationOf(readCatalogue(code), QStringLiteral("DemoMazes"),
                                               QStringLiteral("Perfect maze (backtracker)"));
        QVERIFY(!demoName.isEmpty());
        QCOMPARE(window.document()->workspace().mazes.front().name, demoName);
        QCOMPARE(window.document()->workspace().mazes[1].name,
                 translationOf(readCatalogue(code), QStringLiteral("DemoMazes"),
                               QStringLiteral("Small 3 x 3 (Nusser 2016, §2)"))); // not Latin-1
        QVERIFY(window.document()->workspace().views.contains(QStringLiteral("mouse")));
        QVERIFY(window.document()->workspace().views.contains(QStringLiteral("token")));
        window.setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(window.actions()->save->text(), QStringLiteral("&Save"));
    }

    void switchingLanguageRetranslatesEverything_data()
    {
        addLanguageRows();
    }

    // Switching the language at run time must reach every widget: a window built in English
    // and switched to another language shows the same texts as a window built after that
    // language was chosen. Collects what a user reads (labels, buttons, tabs, group boxes,
    // combo items, actions, tooltips, placeholders) of every mode page and dock. Values the
    // user entered stay.
    void switchingLanguageRetranslatesEverything()
    {
        QFETCH(QString, code);
        SKIP_WHILE_INCOMPLETE(code);
        const QString save =
            translationOf(readCatalogue(code), QStringLiteral("mazelab::MainActions"),
                          QStringLiteral("&Save"));
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
        switched.setLanguage(code);
        QTRY_COMPARE(switched.actions()->save->text(), save);
        param = switched.findChild<QDoubleSpinBox*>(paramName); // rebuilt with new labels
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

private:
    QHash<QString, QStringList> m_tabs;
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
