// The core's progress in the user's language: the status bar translates the Qt-free core's
// English formats (core/progresstext.h, context "ProgressText") and gives each counted phrase
// its plural form in every language (split from tst_translations, which checks the catalogues
// and the windows).
#include "uitesthelpers.h"

#include "core/counting/mazecount.h"
#include "core/progresstext.h"
#include "ui/jobs/jobrunner.h"
#include "ui/jobs/jobstatuswidget.h"
#include "ui/mainwindow/language.h"
#include "ui/mainwindow/mainactions.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/uiresources.h"

#include <QAction>
#include <QDir>
#include <QLabel>
#include <QLocale>
#include <QTest>

using namespace mazelab;
using namespace mazelab::test;

class TestProgressTranslation : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        initUiResources();
    }

    // The core is Qt-free and reports progress as an English format plus numbers; the status
    // bar shows it translated, with the locale's digit grouping. Runs a real core job (counting
    // 16×16 mazes, which reports "cell %1/%2, %3", %3 the counted phrase "%L1 states") in the
    // main window and cancels it.
    void coreProgressSpeaksGerman()
    {
        test::isolateSettings();
        MainWindow window(false);
        window.setLanguage(QStringLiteral("de"));
        QTRY_COMPARE(window.actions()->save->text(), QStringLiteral("&Speichern"));
        QCOMPARE(JobRunner::translatedProgress(
                     {progress_text::kAStar, {"17", {progress_text::kNStates, 1200000}}}),
                 QStringLiteral("A*: Schranke 17, %1 Zustände").arg(QLocale().toString(1200000)));

        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        JobRunner* runner = window.document()->jobs();
        JobStatusWidget* status = window.jobStatus();
        QVERIFY(runner->start(QStringLiteral("Zählen"),
                              [](Control& c) { (void)countSolvableMazes(16, 16, c); }, [] {}));
        // The whole message is the tooltip; the label shows it elided to the status bar's room.
        QTRY_VERIFY_WITH_TIMEOUT(
            status->label()->toolTip().contains(QStringLiteral("Zustände")), 10000);
        // The label elides to the width it has until the status bar lays out the longer text
        // (under a sanitizer that can take a while: "Zählen: Z…" was seen), so wait for it.
        QTRY_VERIFY2_WITH_TIMEOUT(
            status->label()->text().startsWith(QStringLiteral("Zählen: Zelle ")),
            qPrintable(status->label()->text()), 10000);
        QTest::qWait(200); // let the status bar lay out the longer text
        QVERIFY(window.grab().save(QDir::tempPath() + QStringLiteral("/mazelab-jobstatus-de.png")));
        runner->cancel();
        QTRY_VERIFY(!runner->isRunning());

        window.setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(window.actions()->save->text(), QStringLiteral("&Save"));
        QCOMPARE(JobRunner::translatedProgress(
                     {progress_text::kAStar, {"17", {progress_text::kNStates, 1200000}}}),
                 QStringLiteral("A*: bound 17, %1 states").arg(QLocale().toString(1200000)));
    }

    // Counts in the core's progress take each language's plural form (core/progresstext.h,
    // counted phrases): "1 state" in English too, Romanian's three forms, and counts past
    // what Qt's int plural selection holds keep their digits and their form.
    void progressCountsHavePluralForms_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<qint64>("count");
        QTest::addColumn<QString>("expected"); // %1: the count, with the locale's grouping
        QTest::newRow("en 1") << "en" << qint64(1) << "A*: bound 17, %1 state";
        QTest::newRow("en 0") << "en" << qint64(0) << "A*: bound 17, %1 states";
        QTest::newRow("en big") << "en" << qint64(22657200991) << "A*: bound 17, %1 states";
        QTest::newRow("de 1") << "de" << qint64(1) << "A*: Schranke 17, %1 Zustand";
        QTest::newRow("de 2") << "de" << qint64(2) << "A*: Schranke 17, %1 Zustände";
        QTest::newRow("nl 1") << "nl" << qint64(1) << "A*: grens 17, %1 toestand";
        QTest::newRow("nl 5") << "nl" << qint64(5) << "A*: grens 17, %1 toestanden";
        QTest::newRow("ro 1") << "ro" << qint64(1) << "A*: limită 17, %1 stare";
        QTest::newRow("ro 19") << "ro" << qint64(19) << "A*: limită 17, %1 stări";
        QTest::newRow("ro 20") << "ro" << qint64(20) << "A*: limită 17, %1 de stări";
        QTest::newRow("ro 101") << "ro" << qint64(101) << "A*: limită 17, %1 stări";
        QTest::newRow("ro big, 20 mod 100") << "ro" << qint64(22657200920)
                                           << "A*: limită 17, %1 de stări";
        QTest::newRow("ro big, 7 mod 100") << "ro" << qint64(22657200907)
                                          << "A*: limită 17, %1 stări";
    }

    void progressCountsHavePluralForms()
    {
        QFETCH(QString, code);
        QFETCH(qint64, count);
        QFETCH(QString, expected);
        Language language;
        QVERIFY(language.apply(code));
        const QString text = JobRunner::translatedProgress(
            {progress_text::kAStar, {"17", {progress_text::kNStates, count}}});
        QCOMPARE(text, expected.arg(QLocale().toString(count)));
        const ProgressMessage sat{progress_text::kSat,
                                  {"5", {progress_text::kNMazes, 1}, {progress_text::kNSatCalls, 1}}};
        if (code == QLatin1String("en"))
            QCOMPARE(JobRunner::translatedProgress(sat), QStringLiteral("length 5, 1 maze, 1 SAT call"));
        if (code == QLatin1String("de"))
            QCOMPARE(JobRunner::translatedProgress(sat),
                     QStringLiteral("Länge 5, 1 Labyrinth, 1 SAT-Aufruf"));
    }
};

QTEST_MAIN(TestProgressTranslation)
#include "tst_progresstranslation.moc"
