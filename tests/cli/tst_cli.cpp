// mazelab-cli end to end: subcommands, exit codes, error messages with line and column.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {
struct Run {
    int code = -1;
    QString out;
    QString err;
};

Run cli(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(MAZELAB_CLI_PATH), args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& content)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(content);
    return path;
}
} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void help()
    {
        const Run r = cli({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("check")));
        QVERIFY(r.out.contains(QStringLiteral("render")));
        QCOMPARE(cli({QStringLiteral("check"), QStringLiteral("--help")}).code, 0);
        QCOMPARE(cli({}).code, 2);
        QCOMPARE(cli({QStringLiteral("frobnicate")}).code, 2);
    }
    // Every command's --help is UTF-8 through and through: a help text read as Latin-1 turns
    // "—" into "â" and two C1 control characters (seq improve --plateau did).
    void helpIsUtf8()
    {
        const QList<QStringList> commands = {
            {}, {QStringLiteral("animate")}, {QStringLiteral("check")}, {QStringLiteral("count")},
            {QStringLiteral("generate")}, {QStringLiteral("metrics")}, {QStringLiteral("mouse")},
            {QStringLiteral("render")}, {QStringLiteral("seq")}, {QStringLiteral("sigma")},
            {QStringLiteral("solve")}, {QStringLiteral("token")},
            {QStringLiteral("seq"), QStringLiteral("improve")},
            {QStringLiteral("seq"), QStringLiteral("extend")},
            {QStringLiteral("seq"), QStringLiteral("shorten")},
            {QStringLiteral("seq"), QStringLiteral("tailfix")},
            {QStringLiteral("seq"), QStringLiteral("verify-all")},
            {QStringLiteral("animate"), QStringLiteral("seq")},
            {QStringLiteral("mouse"), QStringLiteral("best")},
            {QStringLiteral("sigma"), QStringLiteral("check")}};
        for (const QStringList& command : commands) {
            const Run r = cli(command + QStringList{QStringLiteral("--help")});
            const QString text = r.out + r.err;
            QVERIFY2(!text.isEmpty(), qPrintable(command.join(u' ')));
            for (const QChar c : text)
                QVERIFY2(c.unicode() < 0x80 || c.unicode() > 0x9f,
                         qPrintable(command.join(u' ') + QStringLiteral(": C1 character in help")));
        }
        QVERIFY(cli({QStringLiteral("seq"), QStringLiteral("improve"), QStringLiteral("--help")})
                    .out.contains(QStringLiteral("N,P,K — after a whole cycle")));
    }
    // A subcommand's usage errors and --help name the whole command: "mazelab-cli mouse best:
    // Unknown option …", not "mazelab-cli best" (no such command), nor "sigma" for "sigma check".
    void subcommandsNameThemselves_data()
    {
        QTest::addColumn<QStringList>("command");
        for (const char* sub : {"run", "best", "search", "loopless"})
            QTest::newRow(sub) << QStringList{QStringLiteral("mouse"), QString::fromLatin1(sub)};
        QTest::newRow("sigma check") << QStringList{QStringLiteral("sigma"), QStringLiteral("check")};
        QTest::newRow("token generate")
            << QStringList{QStringLiteral("token"), QStringLiteral("generate")};
        QTest::newRow("seq shorten") << QStringList{QStringLiteral("seq"), QStringLiteral("shorten")};
    }
    void subcommandsNameThemselves()
    {
        QFETCH(QStringList, command);
        const QString name = command.join(u' ');
        const Run bad = cli(command + QStringList{QStringLiteral("--bogus")});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.startsWith(QStringLiteral("mazelab-cli %1: Unknown option 'bogus'.").arg(name))
                     && bad.err.contains(QStringLiteral("Try 'mazelab-cli %1 --help'").arg(name)),
                 qPrintable(bad.err));
        const Run help = cli(command + QStringList{QStringLiteral("--help")});
        QVERIFY2(help.out.startsWith(QStringLiteral("Usage: mazelab-cli %1 [options]").arg(name)),
                 qPrintable(help.out.left(200)));
    }
    void checkJson()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("set.maze"), "; name: one\n..#\n.#.\n...\n\n.#\n#.\n");
        const Run r = cli({QStringLiteral("check"), path, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o[QStringLiteral("count")].toInt(), 2);
        const QJsonArray mazes = o[QStringLiteral("mazes")].toArray();
        QCOMPARE(mazes[0].toObject()[QStringLiteral("free")].toInt(), 7);
        QCOMPARE(mazes[0].toObject()[QStringLiteral("solvable")].toBool(), true);
        QCOMPARE(mazes[0].toObject()[QStringLiteral("name")].toString(), QStringLiteral("one"));
        QCOMPARE(mazes[1].toObject()[QStringLiteral("solvable")].toBool(), false);
        const Run text = cli({QStringLiteral("check"), path});
        QCOMPARE(text.code, 0);
        QVERIFY(text.out.contains(QStringLiteral("not solvable")));
    }
    void checkError()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("bad.maze"), "...\n.?.\n");
        const Run r = cli({QStringLiteral("check"), path});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith(path + QStringLiteral(":2:2: unknown character")), qPrintable(r.err));
        QCOMPARE(cli({QStringLiteral("check"), dir.filePath(QStringLiteral("missing.maze"))}).code, 2);
    }
    void render()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("m.maze"), "..#\n.#.\n...\n\n....\n");
        const QString png = dir.filePath(QStringLiteral("out.png"));
        QCOMPARE(cli({QStringLiteral("render"), path, QStringLiteral("--png"), png, QStringLiteral("--cell"),
                      QStringLiteral("10")})
                     .code,
                 0);
        QImage img(png);
        QCOMPARE(img.size(), QSize(31, 31));
        // Cell (0,2) is blocked: dark; cell (0,1) is free: light.
        QVERIFY(qGray(img.pixel(25, 5)) < 100);
        QVERIFY(qGray(img.pixel(15, 5)) > 200);
        QCOMPARE(cli({QStringLiteral("render"), path, QStringLiteral("--png"), png, QStringLiteral("--index"),
                      QStringLiteral("1"), QStringLiteral("--cell"), QStringLiteral("8")})
                     .code,
                 0);
        QCOMPARE(QImage(png).size(), QSize(33, 9));
        QCOMPARE(cli({QStringLiteral("render"), path, QStringLiteral("--png"), png, QStringLiteral("--index"),
                      QStringLiteral("5")})
                     .code,
                 2);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
