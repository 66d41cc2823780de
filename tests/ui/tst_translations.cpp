// German is complete: the .ts lists no unfinished message (run the update_translations target
// after adding strings, then translate them), and the real window speaks German when asked.
#include "uitesthelpers.h"

#include "ui/mainwindow/mainactions.h"
#include "ui/mainwindow/mainwindow.h"

#include <QAction>
#include <QFile>
#include <QTabWidget>
#include <QTest>
#include <QXmlStreamReader>

using namespace mazelab;

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
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
