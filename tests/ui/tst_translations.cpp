// German is complete: the .ts lists no unfinished message (run the update_translations target
// after adding strings, then translate them), and the real window speaks German when asked.
#include "uitesthelpers.h"

#include "core/counting/mazecount.h"
#include "core/progresstext.h"
#include "ui/jobs/jobrunner.h"
#include "ui/jobs/jobstatuswidget.h"
#include "ui/mainwindow/mainactions.h"
#include "ui/mainwindow/mainwindow.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QTabWidget>
#include <QTest>
#include <QVBoxLayout>
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

    // The core is Qt-free and reports progress as an English format plus numbers; the status
    // bar shows it translated, with the locale's digit grouping. Runs a real core job (counting
    // 16×16 mazes, which reports "cell %1/%2, %3 states") and cancels it.
    void coreProgressSpeaksGerman()
    {
        test::isolateSettings();
        MainWindow window(false);
        window.setLanguage(QStringLiteral("de"));
        QTRY_COMPARE(window.actions()->save->text(), QStringLiteral("&Speichern"));
        QCOMPARE(JobRunner::translatedProgress({progress_text::kAStar, {"17", "1200000"}}),
                 QStringLiteral("A*: Schranke 17, %1 Zustände").arg(QLocale().toString(1200000)));

        QWidget host;
        auto* status = new JobStatusWidget(&host);
        (new QVBoxLayout(&host))->addWidget(status);
        JobRunner runner;
        status->setRunner(&runner);
        host.show();
        QVERIFY(runner.start(QStringLiteral("Zählen"),
                             [](Control& c) { (void)countSolvableMazes(16, 16, c); }, [] {}));
        QTRY_VERIFY_WITH_TIMEOUT(status->label()->text().contains(QStringLiteral("Zustände")), 10000);
        QVERIFY2(status->label()->text().startsWith(QStringLiteral("Zählen: Zelle ")),
                 qPrintable(status->label()->text()));
        host.resize(720, status->sizeHint().height());
        QVERIFY(host.grab().save(QDir::tempPath() + QStringLiteral("/mazelab-jobstatus-de.png")));
        runner.cancel();
        QTRY_VERIFY(!runner.isRunning());

        window.setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(window.actions()->save->text(), QStringLiteral("&Save"));
        QCOMPARE(JobRunner::translatedProgress({progress_text::kAStar, {"17", "1200000"}}),
                 QStringLiteral("A*: bound 17, %1 states").arg(QLocale().toString(1200000)));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
