// mazelab-cli under a comma-decimal system locale (LANG/LC_ALL de_DE.UTF-8, as on a German,
// Dutch or Romanian desktop): the same mazes and answers as under C. Before core/numtext.h a
// generator parameter such as east=0.9 was read as 0 (std::stod after Qt's setlocale), and
// "random:0.25" or an evolved CoLab player was refused.
#include "../commalocale.h"
#include "clitest.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>

using clitest::Run;

namespace {

Run runIn(const QProcessEnvironment& env, const QStringList& args)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(MAZELAB_CLI_PATH), args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

class TestCliLocale : public QObject {
    Q_OBJECT
    mazelab::test::CommaLocale m_comma;

private slots:
    void sameAsInC_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("generator parameter") << QStringList{"generate", "sidewinder", "12", "-p", "east=0.9", "--seed", "7"};
        QTest::newRow("braid") << QStringList{"generate", "backtracker", "10", "--braid", "0.5", "--seed", "3"};
        QTest::newRow("cellular") << QStringList{"generate", "cellular", "10", "-p", "density=0.45", "--seed", "3"};
        QTest::newRow("colab random:P") << QStringList{"colab", "play", "--a", "random:0.25", "--b", "cooperator", "--size", "6x6", "--seed", "2"};
        QTest::newRow("quiz") << QStringList{"quiz", "--seed", "4", "--count", "7", "--answers"};
    }

    void sameAsInC()
    {
        QFETCH(QStringList, args);
        if (m_comma.path().isEmpty())
            QSKIP("no comma-decimal locale here (localedef and the locales package are needed)");
        QProcessEnvironment c = QProcessEnvironment::systemEnvironment();
        c.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        QProcessEnvironment comma = c;
        comma.insert(QStringLiteral("LOCPATH"), m_comma.path());
        comma.insert(QStringLiteral("LC_ALL"), mazelab::test::CommaLocale::name());
        comma.insert(QStringLiteral("LANG"), mazelab::test::CommaLocale::name());
        const Run inC = runIn(c, args);
        const Run inComma = runIn(comma, args);
        QCOMPARE(inC.code, 0);
        QCOMPARE(inComma.code, 0);
        QCOMPARE(inComma.out, inC.out);
        QVERIFY2(inComma.err.isEmpty(), qPrintable(inComma.err));
    }
};

QTEST_MAIN(TestCliLocale)
#include "tst_cli_locale.moc"
