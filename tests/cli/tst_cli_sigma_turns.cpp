// Turn-taking for σ upper bounds (scripts/sigma-turns.sh, issue 17), run for real on 4×4: a
// σ(4,4) sequence padded with two moves comes back to 29 = σ(4,4) within one round of a 6 s
// plateau walk (0.1 s suffice in Release; the margin is for the sanitizer builds) and a 3 s
// tail annealing; best.seq holds the round's best and `seq verify-all` accepts it; turns.tsv
// has one line a round with the start, each step's best and the best; the next run in the same
// directory goes on from best.seq with the next seed. SIGTERM stops the running step, records
// the round and exits 1 with best.seq intact; bad options and a start that misses mazes exit 2
// with a message and write nothing.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>

#include "clitest.h"

namespace {
using clitest::Run;
using clitest::readText;
using clitest::sequenceMoves;
using clitest::solvesAll;

const QString kScript = QStringLiteral(MAZELAB_TEST_DATA "/../../scripts/sigma-turns.sh");
const QString kCli = QStringLiteral(MAZELAB_CLI_PATH);
// Nusser's σ(4,4) = 29 sequence (tests/data/sigma) with "lr" appended: 31 moves.
const QByteArray kPadded = "; padded\nddrddrdrururluuurrdrrldrdrddrlr\n";

QStringList turnsArgs(const QString& dir, const QStringList& more)
{
    return QStringList{QStringLiteral("-d"), dir, QStringLiteral("-c"), kCli} + more;
}

Run turns(const QString& dir, const QStringList& more)
{
    return clitest::runBash(kScript, turnsArgs(dir, more));
}

void write(const QString& path, const QByteArray& text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

// The fields of turns.tsv's rows (the header left out).
QList<QStringList> rows(const QString& dir)
{
    QList<QStringList> r;
    const QStringList lines = readText(dir + QStringLiteral("/turns.tsv")).split(QLatin1Char('\n'),
                                                                            Qt::SkipEmptyParts);
    for (qsizetype i = 1; i < lines.size(); ++i)
        r.append(lines[i].split(QLatin1Char('\t')));
    return r;
}

} // namespace

class TestCliSigmaTurns : public QObject {
    Q_OBJECT
private slots:
    void oneRoundReachesSigma44AndResumes()
    {
        QTemporaryDir tmp;
        const QString start = tmp.filePath(QStringLiteral("start.seq"));
        write(start, kPadded);
        const QString dir = tmp.filePath(QStringLiteral("turns"));
        const QStringList opts = {QStringLiteral("-r"), QStringLiteral("1"),
                                  QStringLiteral("-w"), QStringLiteral("6"),
                                  QStringLiteral("-a"), QStringLiteral("3"),
                                  QStringLiteral("-k"), QStringLiteral("10"),
                                  QStringLiteral("-p"), QStringLiteral("6"),
                                  QStringLiteral("-s"), QStringLiteral("3"),
                                  QStringLiteral("-y"), QStringLiteral("--window-seconds 5"),
                                  QStringLiteral("4x4"), start};
        const Run r = turns(dir, opts);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString best = dir + QStringLiteral("/best.seq");
        // σ(4,4) = 29 (Nusser Table 6.1): no shorter exists
        QCOMPARE(sequenceMoves(best).size(), 29);
        QVERIFY(solvesAll(QStringLiteral("4x4"), best));
        // -y reached the walk: its command is in the comment of the walk's saved sequence
        QVERIFY(readText(dir + QStringLiteral("/walkbest-3.seq"))
                    .contains(QStringLiteral("--window-seconds 5")));
        QList<QStringList> t = rows(dir);
        QCOMPARE(t.size(), 1);
        QCOMPARE(t[0].size(), 7);
        QCOMPARE(t[0][1], QStringLiteral("3")); // the seed
        QCOMPARE(t[0][2], QStringLiteral("31")); // the start
        QVERIFY(t[0][3].toInt() >= 29 && t[0][3].toInt() <= 31); // the walk's best
        QVERIFY(t[0][5].toInt() >= 29 && t[0][5].toInt() <= 31); // the annealing's
        QCOMPARE(t[0][6], QStringLiteral("29"));
        QCOMPARE(std::min(t[0][3].toInt(), t[0][5].toInt()), 29);
        // Again in the same directory, without -s: it starts from best.seq (29), not from the
        // 31, with the next seed.
        QStringList noSeed = opts;
        noSeed.remove(noSeed.indexOf(QStringLiteral("-s")), 2);
        const Run again = turns(dir, noSeed);
        QVERIFY2(again.code == 0, qPrintable(again.err));
        t = rows(dir);
        QCOMPARE(t.size(), 2);
        QCOMPARE(t[1][1], QStringLiteral("4"));
        QCOMPARE(t[1][2], QStringLiteral("29"));
        QCOMPARE(sequenceMoves(best).size(), 29);
        QVERIFY(solvesAll(QStringLiteral("4x4"), best));
    }

    void sigtermRecordsTheRoundAndExits1()
    {
        QTemporaryDir tmp;
        const QString start = tmp.filePath(QStringLiteral("start.seq"));
        write(start, kPadded);
        const QString dir = tmp.filePath(QStringLiteral("turns"));
        QProcess p;
        const QStringList opts = {QStringLiteral("-r"), QStringLiteral("5"),
                                  QStringLiteral("-w"), QStringLiteral("60"),
                                  QStringLiteral("-k"), QStringLiteral("10"),
                                  QStringLiteral("-p"), QStringLiteral("6"),
                                  QStringLiteral("4x4"), start};
        p.start(QStringLiteral("bash"), QStringList{kScript} + turnsArgs(dir, opts));
        QVERIFY(p.waitForStarted());
        // the walk is running once its log exists
        const QString log = dir + QStringLiteral("/walk-1.log");
        for (int i = 0; i < 200 && !QFile::exists(log); ++i)
            QTest::qWait(50);
        QVERIFY(QFile::exists(log));
        QTest::qWait(1000);
        QVERIFY(clitest::stopsOnSignal(p, SIGTERM, 20000));
        QCOMPARE(p.exitCode(), 1);
        const QList<QStringList> t = rows(dir);
        QCOMPARE(t.size(), 1);
        QCOMPARE(t[0][5], QStringLiteral("-")); // stopped before the annealing
        const QString best = dir + QStringLiteral("/best.seq");
        QVERIFY(sequenceMoves(best).size() <= 31);
        QVERIFY(solvesAll(QStringLiteral("4x4"), best));
    }

    void badInputExits2AndWritesNothing_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("message");
        QTest::newRow("rounds") << QStringList{QStringLiteral("-r"), QStringLiteral("x")}
                                << QStringLiteral("not a whole number");
        QTest::newRow("prefix") << QStringList{QStringLiteral("-k"), QStringLiteral("31")}
                                << QStringLiteral("not below the length 31");
        QTest::newRow("window") << QStringList{QStringLiteral("-k"), QStringLiteral("10"),
                                               QStringLiteral("-p"), QStringLiteral("32")}
                                << QStringLiteral("not within 1..31");
        QTest::newRow("misses") << QStringList{QStringLiteral("-k"), QStringLiteral("10"),
                                               QStringLiteral("--"), QStringLiteral("short")}
                                << QStringLiteral("does not solve every 4x4 maze");
    }

    void badInputExits2AndWritesNothing()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, message);
        QTemporaryDir tmp;
        const QString start = tmp.filePath(QStringLiteral("start.seq"));
        write(start, kPadded);
        write(tmp.filePath(QStringLiteral("short")), "; misses mazes\nddrddrdrururluuurrdrr\n");
        const QString dir = tmp.filePath(QStringLiteral("turns"));
        QStringList args = options;
        if (args.contains(QStringLiteral("--")))
            args = {options[0], options[1], QStringLiteral("4x4"),
                    tmp.filePath(QStringLiteral("short"))};
        else
            args << QStringLiteral("4x4") << start;
        const Run r = turns(dir, args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFile::exists(dir + QStringLiteral("/best.seq")));
    }
};

QTEST_GUILESS_MAIN(TestCliSigmaTurns)
#include "tst_cli_sigma_turns.moc"
