// The Generate mode's captions in the user's language: every phase note that a generator
// records (hunt, kill, row N, open field, generation N, …) is translated in German, Dutch and
// Romanian by carvingPhaseText(), checked on the notes the generators really write (each
// generator run with a trace), so a note added later without a translation fails here.
#include "core/control.h"
#include "core/gen/generators.h"
#include "core/trace/celltrace.h"
#include "ui/gen/carvingframes.h"
#include "ui/uiresources.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

#include <set>

using namespace mazelab;

class TestCarvingPhases : public QObject {
    Q_OBJECT

    // Every distinct note of every generator on a small maze.
    static std::set<QString> recordedNotes()
    {
        std::set<QString> notes;
        for (const gen::GeneratorInfo& info : gen::generatorList()) {
            gen::GenRequest request;
            request.algorithm = info.name;
            request.rows = request.cols = 8;
            if (info.name == "genetic")
                request.params = {{"generations", "3"}, {"population", "6"}};
            CellTrace trace(2 * request.rows + 1, 2 * request.cols + 1, 1, 1);
            Control control(5);
            gen::generate(request, control, &trace);
            trace.finish();
            for (std::int64_t step = 0; step <= trace.length(); ++step)
                notes.insert(QString::fromStdString(trace.caption(step)));
        }
        notes.erase(QString());
        return notes;
    }

private slots:
    void initTestCase() { initUiResources(); }

    void english()
    {
        QCOMPARE(carvingPhaseText(QStringLiteral("row 5")), QStringLiteral("row 5"));
        QCOMPARE(carvingPhaseText(QStringLiteral("hunt")), QStringLiteral("hunt"));
        QCOMPARE(carvingPhaseText(QStringLiteral("kruskal")), QStringLiteral("kruskal"));
    }

    void translated_data()
    {
        QTest::addColumn<QString>("code");
        for (const char* code : {"de", "nl", "ro"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }

    void translated()
    {
        QFETCH(QString, code);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/mazelab_%1.qm").arg(code)));
        QCoreApplication::installTranslator(&translator);
        const std::set<QString> notes = recordedNotes();
        QVERIFY2(notes.size() >= 15, qPrintable(QString::number(notes.size())));
        QStringList untranslated;
        for (const QString& note : notes) {
            if (gen::findGenerator(note.toStdString())) // an algorithm's name stays
                continue;
            const QString text = carvingPhaseText(note);
            if (text == note)
                untranslated << note;
            // Numbers survive the translation.
            const QRegularExpressionMatch digits = QRegularExpression(QStringLiteral("^\\D+(\\d+)")).match(note);
            if (digits.hasMatch())
                QVERIFY2(text.contains(digits.captured(1)), qPrintable(note + " -> " + text));
        }
        QCoreApplication::removeTranslator(&translator);
        QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QStringLiteral(" | "))));
    }
};

QTEST_MAIN(TestCarvingPhases)
#include "tst_carvingphases.moc"
