// Counts read right in every language: the Simultaneous player's "%n moves" label, driven by
// typing sequences, says "1 move" and "2 moves" in English (the plural-only English catalogue,
// translations/mazelab_en.ts) and uses Romanian's three forms ("1 mutare", "2 mutări",
// "20 de mutări"). The language is switched live in the real window, and back to English.
#include "simasofixture.h"
#include "translationcatalogue.h"

#include "ui/pluralcount.h"

using namespace mazelab;

class TestPlurals : public test::SimasoFixture {
    Q_OBJECT

    QString lengthText() { return m_page->player()->lengthLabel()->text(); }

private slots:
    void initTestCase() { test::isolateSettings(); }
    void init() { setUp(); }
    void cleanup()
    {
        m_window->setLanguage(QString());
        tearDown();
    }

    void moveCount_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("moves");
        QTest::addColumn<QString>("expected");
        const QString en = QStringLiteral("en"), de = QStringLiteral("de"),
                      nl = QStringLiteral("nl"), ro = QStringLiteral("ro");
        QTest::newRow("en 1") << en << 1 << QStringLiteral("1 move");
        QTest::newRow("en 2") << en << 2 << QStringLiteral("2 moves");
        QTest::newRow("en 20") << en << 20 << QStringLiteral("20 moves");
        QTest::newRow("de 1") << de << 1 << QStringLiteral("1 Zug");
        QTest::newRow("de 2") << de << 2 << QStringLiteral("2 Züge");
        QTest::newRow("nl 1") << nl << 1 << QStringLiteral("1 zet");
        QTest::newRow("nl 20") << nl << 20 << QStringLiteral("20 zetten");
        QTest::newRow("ro 1") << ro << 1 << QStringLiteral("1 mutare");
        QTest::newRow("ro 2") << ro << 2 << QStringLiteral("2 mutări");
        QTest::newRow("ro 19") << ro << 19 << QStringLiteral("19 mutări");
        QTest::newRow("ro 20") << ro << 20 << QStringLiteral("20 de mutări");
        QTest::newRow("ro 101") << ro << 101 << QStringLiteral("101 mutări");
        QTest::newRow("ro 120") << ro << 120 << QStringLiteral("120 de mutări");
    }

    void moveCount()
    {
        QFETCH(QString, code);
        QFETCH(int, moves);
        QFETCH(QString, expected);
        m_window->setLanguage(code);
        QString sequence;
        for (int i = 0; i < moves; ++i)
            sequence += QLatin1Char(i % 2 ? 'r' : 'd');
        typeSequence(sequence);
        QTRY_COMPARE(lengthText(), expected);
        // Live back to English: the label follows.
        m_window->setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(lengthText(), moves == 1 ? QStringLiteral("1 move")
                                              : QStringLiteral("%1 moves").arg(moves));
    }

    // The player's speed list: whole speeds take the plural form ("1 step/s", Romanian
    // "20 de pași/s"); it said "1 steps/s" and "20 pași/s" before session 49.
    void speedItems_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<double>("speed");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en 0.5") << QStringLiteral("en") << 0.5 << QStringLiteral("0.5 steps/s");
        QTest::newRow("en 1") << QStringLiteral("en") << 1.0 << QStringLiteral("1 step/s");
        QTest::newRow("en 250") << QStringLiteral("en") << 250.0 << QStringLiteral("250 steps/s");
        QTest::newRow("de 1") << QStringLiteral("de") << 1.0 << QStringLiteral("1 Schritt/s");
        QTest::newRow("nl 2") << QStringLiteral("nl") << 2.0 << QStringLiteral("2 stappen/s");
        QTest::newRow("ro 1") << QStringLiteral("ro") << 1.0 << QStringLiteral("1 pas/s");
        QTest::newRow("ro 10") << QStringLiteral("ro") << 10.0 << QStringLiteral("10 pași/s");
        QTest::newRow("ro 20") << QStringLiteral("ro") << 20.0 << QStringLiteral("20 de pași/s");
    }
    void speedItems()
    {
        QFETCH(QString, code);
        QFETCH(double, speed);
        QFETCH(QString, expected);
        m_window->setLanguage(code);
        QComboBox* box = m_page->player()->bar()->speedBox();
        QTRY_COMPARE(box->itemText(box->findData(speed)), expected); // LanguageChange is posted
    }

    // en → de → en in one window: the English singular survives a round trip.
    void englishSingularAfterSwitching()
    {
        m_window->setLanguage(QStringLiteral("en"));
        typeSequence(QStringLiteral("d"));
        QTRY_COMPARE(lengthText(), QStringLiteral("1 move"));
        m_window->setLanguage(QStringLiteral("de"));
        QTRY_COMPARE(lengthText(), QStringLiteral("1 Zug"));
        m_window->setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(lengthText(), QStringLiteral("1 move"));
        typeSequence(QStringLiteral("dr"));
        QTRY_COMPARE(lengthText(), QStringLiteral("2 moves"));
    }

    // 64-bit counts choose their form by pluralCount(): the same form as the count itself.
    void pluralCountKeepsTheForm_data()
    {
        QTest::addColumn<qint64>("count");
        QTest::addColumn<int>("expected");
        QTest::newRow("0") << qint64(0) << 0;
        QTest::newRow("1") << qint64(1) << 1;
        QTest::newRow("INT_MAX") << qint64(INT_MAX) << INT_MAX;
        QTest::newRow("5e9 + 1") << qint64(5'000'000'001) << 1'000'000'001;
        QTest::newRow("1e12 + 119") << qint64(1'000'000'000'119) << 1'000'000'119;
        QTest::newRow("negative") << qint64(-5) << -1;
    }

    void pluralCountKeepsTheForm()
    {
        QFETCH(qint64, count);
        QFETCH(int, expected);
        QCOMPARE(pluralCount(count), expected);
        if (count >= 0)
            QCOMPARE(pluralCountOfDecimal(QByteArray::number(count).toStdString()), expected);
        QCOMPARE(pluralCountOfDecimal("123456789012345678901234567890"), 1'000'567'890);
    }
};

QTEST_MAIN(TestPlurals)
#include "tst_plurals.moc"
