// Colour scales: endpoints, monotone lightness for the sequential scales, legible text colour.
#include "ui/colorscale.h"

#include <QTest>

using namespace mazelab;

class TestColorScale : public QObject {
    Q_OBJECT
private slots:
    void endpoints()
    {
        QCOMPARE(colorAt(ColorScaleKind::Viridis, 0.0), QColor(68, 1, 84));
        QCOMPARE(colorAt(ColorScaleKind::Viridis, 1.0), QColor(253, 231, 37));
        QCOMPARE(colorAt(ColorScaleKind::Viridis, -3.0), colorAt(ColorScaleKind::Viridis, 0.0));
        QCOMPARE(colorAt(ColorScaleKind::Viridis, 7.0), colorAt(ColorScaleKind::Viridis, 1.0));
    }
    void lightnessIsMonotone_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("viridis") << int(ColorScaleKind::Viridis);
        QTest::newRow("cividis") << int(ColorScaleKind::Cividis);
    }
    void lightnessIsMonotone()
    {
        QFETCH(int, kind);
        int last = -1;
        for (int i = 0; i <= 100; ++i) {
            const int l = colorAt(ColorScaleKind(kind), i / 100.0).lightness();
            QVERIFY2(l + 2 >= last, qPrintable(QString::number(i)));
            last = l;
        }
    }
    void text()
    {
        QCOMPARE(textColourOn(Qt::white), QColor(20, 20, 20));
        QCOMPARE(textColourOn(QColor(68, 1, 84)), QColor(250, 250, 250));
        QCOMPARE(normalized(5, 10), 0.5);
        QCOMPARE(normalized(5, 0), 0.0);
    }
    void ids()
    {
        for (const QString& id : colorScaleIds()) {
            ColorScaleKind k{};
            QVERIFY(colorScaleFromId(id, &k));
            QCOMPARE(colorScaleId(k), id);
        }
        ColorScaleKind k{};
        QVERIFY(!colorScaleFromId(QStringLiteral("rainbow"), &k));
    }
};

QTEST_GUILESS_MAIN(TestColorScale)
#include "tst_colorscale.moc"
