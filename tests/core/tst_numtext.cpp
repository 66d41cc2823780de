// Numbers in text under any C locale (core/numtext.h): the helpers themselves, and the core's
// readers and writers that used strtod / std::stod / printf before — generator parameters,
// CoLab genomes and "random:P", GAN model files — run under a comma-decimal locale (as in a
// German, Dutch or Romanian desktop session, where Qt switches the C library to the system
// locale) and compared with the same work in the "C" locale.
#include "../commalocale.h"

#include "core/colab/colabstrategies.h"
#include "core/control.h"
#include "core/gan/ganmodel.h"
#include "core/gen/generators.h"
#include "core/numtext.h"

#include <QTest>

using namespace mazelab;

class TestNumText : public QObject {
    Q_OBJECT
    test::CommaLocale m_comma;

private slots:
    void cleanup() { test::CommaLocale::restore(); }

    void helpers()
    {
        QCOMPARE(parseNumber("0.5").value_or(-1), 0.5);
        QCOMPARE(parseNumber(" +2.5e-1").value_or(-1), 0.25);
        QCOMPARE(parseNumber("7 ").value_or(-1), 7.0);
        QVERIFY(!parseNumber("0,5"));
        QVERIFY(!parseNumber(""));
        QVERIFY(!parseNumber("0.5x"));
        QVERIFY(!parseNumber(std::string_view("0.5\0" "1", 5)));
        QCOMPARE(formatGeneral(0.5, 4), std::string("0.5"));
        QCOMPARE(formatGeneral(1.0 / 3.0, 4), std::string("0.3333"));
        QCOMPARE(formatGeneral(1e-7, 9), std::string("1e-07"));
        QCOMPARE(formatFixed(1.5, 2), std::string("1.50"));
        QCOMPARE(formatFixed(2.0, 0), std::string("2"));
    }

    void underACommaLocale()
    {
        // Reference results in the C locale first.
        gen::GenRequest sidewinder;
        sidewinder.algorithm = "sidewinder";
        sidewinder.rows = sidewinder.cols = 12;
        sidewinder.params = {{"east", "0.9"}};
        Control c1(7);
        const Maze expected = gen::generate(sidewinder, c1);
        gen::GenRequest cellular;
        cellular.algorithm = "cellular";
        cellular.rows = cellular.cols = 10;
        cellular.params = {{"density", "0.45"}, {"generations", "20"}};
        Control c2(3);
        const Maze expectedCellular = gen::generate(cellular, c2);
        const std::string ganText = gan::writeGanModel(*gan::findBuiltinModel("binary-tree"));

        if (!m_comma.apply())
            QSKIP("no comma-decimal locale here (localedef and the locales package are needed)");

        QCOMPARE(parseNumber("0.5").value_or(-1), 0.5);
        QCOMPARE(formatGeneral(0.5, 4), std::string("0.5"));
        QCOMPARE(formatFixed(0.25, 2), std::string("0.25"));

        // Generator parameters: east=0.9 was read as 0 (std::stod), a different maze.
        Control c3(7);
        QVERIFY(gen::generate(sidewinder, c3) == expected);
        Control c4(3);
        QVERIFY(gen::generate(cellular, c4) == expectedCellular);

        // CoLab: the evolved genome's text and the parameterised random player.
        colab::Genome g;
        g.genes[colab::Genome::Negotiate] = 0.25;
        const std::string text = g.text();
        QVERIFY2(text.find("0.25") != std::string::npos, text.c_str());
        QCOMPARE(colab::Genome::parse(text).text(), text);
        QCOMPARE(colab::makeStrategy("random:0.25")->name(), std::string("random:0.25"));

        // GAN model files: written with '.', read back.
        QCOMPARE(gan::writeGanModel(gan::parseGanModel(ganText)), ganText);
    }
};

QTEST_APPLESS_MAIN(TestNumText)
#include "tst_numtext.moc"
