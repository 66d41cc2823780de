// A σ lower-bound certificate re-checked on a batch system (`sigma check --shard` / `--merge`,
// scripts/cluster/sigma-check-*): GNU Parallel runs 5 shards two at a time and the merge proves
// the bound; the Slurm array script, run as Slurm runs it, writes the same shard; a forged bound
// is rejected by the shard that finds the shorter sequence; a merge with a cube missing says
// which; a truncated shard file (a job killed outright) resumes without redoing its cubes;
// SIGTERM stops a long shard with exit 1; damaged or foreign shard files are refused with line
// and column or the reason. The GNU Parallel part is skipped when it is not installed.
// `--dimacs` hands the instance to any other SAT solver instead.
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "clitest.h"

#include <csignal>

namespace {
using clitest::json;
using clitest::readText;
using clitest::Run;

const QString kScripts = QStringLiteral(MAZELAB_TEST_DATA "/../../scripts/cluster/");
const QString kCert = QStringLiteral(MAZELAB_TEST_DATA "/sigma/sigma-2x8.cert"); // σ = 18

Run check(const QStringList& args)
{
    return clitest::run(QStringLiteral("sigma"), QStringList{QStringLiteral("check")} + args);
}

Run shard(const QString& cert, int i, int k, const QString& out, const QStringList& more = {})
{
    return check(QStringList{cert, QStringLiteral("--shard"), QStringLiteral("%1/%2").arg(i).arg(k),
                             QStringLiteral("--out"), out, QStringLiteral("--shard-depth"),
                             QStringLiteral("2")}
                 + more);
}

QStringList refutedLines(const QString& text)
{
    QStringList lines = text.split(QLatin1Char('\n')).filter(QStringLiteral("refuted "));
    lines.sort();
    return lines;
}

bool writeText(const QString& path, const QString& text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text.toUtf8()) == text.toUtf8().size();
}
} // namespace

class TestCliSigmaShard : public QObject {
    Q_OBJECT
private slots:
    void gnuParallelShardsProveTheBound()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("parallel")).isEmpty())
            QSKIP("GNU Parallel is not installed (Debian package 'parallel')");
        QTemporaryDir dir;
        const QString run = dir.filePath(QStringLiteral("run"));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        const QStringList args = {QStringLiteral("-k"), QStringLiteral("5"), QStringLiteral("-D"),
                                  QStringLiteral("2"), QStringLiteral("-j"), QStringLiteral("2"),
                                  QStringLiteral("-d"), run, QStringLiteral("-c"),
                                  QStringLiteral(MAZELAB_CLI_PATH), QStringLiteral("--"), kCert};
        const Run split = clitest::runBash(kScripts + QStringLiteral("sigma-check-parallel.sh"),
                                           args, env);
        QVERIFY2(split.code == 0, qPrintable(split.err));
        QVERIFY2(split.out.contains(QStringLiteral("certificate ok: σ(2,8) >= 18 (no sequence of "
                                                   "17 moves solves the 49 certificate mazes: all "
                                                   "16 cubes of depth 2 refuted in 5 shard files)")),
                 qPrintable(split.out));
        QCOMPARE(readText(run + QStringLiteral("/joblog.txt")).count(QLatin1Char('\n')), 6);
        // Every cube once, over the five files (cube c in shard c mod 5).
        QStringList all;
        for (int i = 0; i < 5; ++i)
            all += refutedLines(readText(run + QStringLiteral("/shard_%1.txt").arg(i)));
        QCOMPARE(all.size(), 16);
        QCOMPARE(refutedLines(readText(run + QStringLiteral("/shard_0.txt"))).size(), 4);
        // Again: each shard finds its cubes in its file and redoes none.
        const QString before = readText(run + QStringLiteral("/shard_3.txt"));
        QCOMPARE(clitest::runBash(kScripts + QStringLiteral("sigma-check-parallel.sh"), args, env)
                     .code,
                 0);
        QCOMPARE(readText(run + QStringLiteral("/shard_3.txt")), before);

        // The Slurm array script, run as Slurm would run array task 3 of 5.
        env.insert(QStringLiteral("SLURM_ARRAY_TASK_ID"), QStringLiteral("3"));
        env.insert(QStringLiteral("SLURM_ARRAY_TASK_COUNT"), QStringLiteral("5"));
        env.insert(QStringLiteral("SIGMA_DIR"), dir.filePath(QStringLiteral("slurm")));
        env.insert(QStringLiteral("SIGMA_CLI"), QStringLiteral(MAZELAB_CLI_PATH));
        env.insert(QStringLiteral("SIGMA_DEPTH"), QStringLiteral("2"));
        env.insert(QStringLiteral("SIGMA_SCRIPTS"), kScripts);
        const Run slurm = clitest::runBash(kScripts + QStringLiteral("sigma-check.sbatch"),
                                           {kCert}, env);
        QVERIFY2(slurm.code == 0, qPrintable(slurm.err + slurm.out));
        QCOMPARE(readText(dir.filePath(QStringLiteral("slurm/shard_3.txt"))), before);
    }

    void forgedBoundAndMissingCubes()
    {
        QTemporaryDir dir;
        // Forged: bound 19 with the same mazes (the 18-move sequence solves them).
        QString forged = readText(kCert);
        forged.replace(QStringLiteral("; lower-bound 18\n"), QStringLiteral("; lower-bound 19\n"));
        forged.remove(QRegularExpression(QStringLiteral("^; (upper-bound|sequence) .*\n"),
                                         QRegularExpression::MultilineOption));
        const QString forgedPath = dir.filePath(QStringLiteral("forged.cert"));
        QVERIFY(writeText(forgedPath, forged));
        int rejected = 0;
        QStringList files;
        for (int i = 0; i < 2; ++i) {
            files << dir.filePath(QStringLiteral("f%1.txt").arg(i));
            const Run r = shard(forgedPath, i, 2, files.last());
            QVERIFY(r.code == 0 || r.code == 1);
            if (r.code == 1) {
                QVERIFY2(r.err.contains(QStringLiteral("certificate rejected: a sequence of length "
                                                       "18 solves the subset: ")),
                         qPrintable(r.err));
                ++rejected;
            }
        }
        QVERIFY(rejected >= 1);
        const Run m = check(QStringList{forgedPath, QStringLiteral("--merge")} + files);
        QCOMPARE(m.code, 1);
        QVERIFY2(m.err.contains(QStringLiteral("not proved yet: ")), qPrintable(m.err));

        // An unsolvable maze would make every length "refuted": refused before any cube.
        QString walled = readText(kCert);
        QVERIFY(walled.contains(QStringLiteral("\n.#......\n...#....\n")));
        walled.replace(QStringLiteral("\n.#......\n...#....\n"),
                       QStringLiteral("\n.#......\n#..#....\n"));
        const QString walledPath = dir.filePath(QStringLiteral("walled.cert"));
        QVERIFY(writeText(walledPath, walled));
        const Run w = shard(walledPath, 0, 1, dir.filePath(QStringLiteral("w.txt")));
        QCOMPARE(w.code, 1);
        QVERIFY2(w.err.contains(QStringLiteral("certificate rejected: maze 1 of the subset is not "
                                               "solvable")),
                 qPrintable(w.err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("w.txt"))));
        QCOMPARE(check({walledPath, QStringLiteral("--merge"), files.first()}).code, 1);

        // The true bound with shard 2 of 3 not run: the merge names the cubes left.
        QStringList real;
        for (int i = 0; i < 2; ++i) {
            real << dir.filePath(QStringLiteral("s%1.txt").arg(i));
            QCOMPARE(shard(kCert, i, 3, real.last()).code, 0);
        }
        const Run partial = check(QStringList{kCert, QStringLiteral("--merge"), QStringLiteral("--json")}
                                  + real);
        QCOMPARE(partial.code, 1);
        QCOMPARE(json(partial)[QStringLiteral("ok")].toBool(), false);
        QCOMPARE(json(partial)[QStringLiteral("missing")].toArray().size(), 5); // 2, 5, 8, 11, 14
        QVERIFY2(partial.err.contains(QStringLiteral("5 of 16 cubes not refuted (du, rr, ud, ul, "
                                                     "lu)")),
                 qPrintable(partial.err));
        // A shard killed outright keeps what it wrote: cut shard 2's file after two cubes.
        const QString last = dir.filePath(QStringLiteral("s2.txt"));
        QCOMPARE(shard(kCert, 2, 3, last).code, 0);
        QStringList lines = readText(last).split(QLatin1Char('\n'));
        const QString cut = lines.mid(0, 5).join(QLatin1Char('\n')) + QLatin1Char('\n');
        QVERIFY(writeText(last, cut));
        const Run resumed = shard(kCert, 2, 3, last);
        QCOMPARE(resumed.code, 0);
        QVERIFY2(resumed.out.contains(QStringLiteral("all 5 cubes refuted (3 now, 2 from")),
                 qPrintable(resumed.out));
        QCOMPARE(refutedLines(readText(last)).size(), 5);
        const Run proved = check(QStringList{kCert, QStringLiteral("--merge")} + real
                                   + QStringList{last});
        QCOMPARE(proved.code, 0);
        QVERIFY(proved.out.startsWith(QStringLiteral("certificate ok: σ(2,8) >= 18")));
    }

    // SIGTERM (how Slurm pre-empts) stops a long shard: exit 1, the file kept for a rerun.
    void sigtermStopsAShard()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("big.txt"));
        QProcess p;
        p.start(QStringLiteral(MAZELAB_CLI_PATH),
                {QStringLiteral("sigma"), QStringLiteral("check"),
                 QStringLiteral(MAZELAB_TEST_DATA "/sigma/sigma-4x4.cert"), QStringLiteral("--shard"),
                 QStringLiteral("0/1"), QStringLiteral("--out"), out, QStringLiteral("--shard-depth"),
                 QStringLiteral("1")});
        QVERIFY(p.waitForStarted());
        // The header is written just before the signal guard is set up and the cubes start
        // (the cube 'd' of σ(4,4) >= 29 takes minutes).
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(out), 30000);
        QTest::qWait(500);
        QVERIFY(clitest::stopsOnSignal(p, SIGTERM));
        QCOMPARE(p.exitCode(), 1);
        QVERIFY(QString::fromUtf8(p.readAllStandardError())
                    .contains(QStringLiteral("stopped (cancelled)")));
        QVERIFY(readText(out).startsWith(QStringLiteral("; mazelab-sigma-shard 1\n")));
    }

    // A check stopped by its time limit has decided nothing: it must not say "rejected".
    void timeLimitIsNotARejection()
    {
        const Run r = check({QStringLiteral(MAZELAB_TEST_DATA "/sigma/sigma-4x4.cert"),
                             QStringLiteral("--time-limit"), QStringLiteral("1")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("not decided: time limit of 1 s reached (a longer "
                                               "--time-limit, or split the SAT call with --shard)")),
                 qPrintable(r.err));
        QVERIFY(!r.err.contains(QStringLiteral("rejected")));
    }

    void badShardFiles_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        const QString head = QStringLiteral("; mazelab-sigma-shard 1\n; certificate 2x8 lower-bound "
                                            "18 digest 754a601d098692d0\n; depth 2\n");
        QTest::newRow("bad move") << head + QStringLiteral("refuted dx\n")
                                  << "line 4, column 10: expected a move letter";
        QTest::newRow("short prefix") << head + QStringLiteral("refuted d\n")
                                      << "line 4, column 9: expected a prefix of 2 moves";
        QTest::newRow("stray line") << head + QStringLiteral("hello\n")
                                    << "line 4, column 1: expected 'refuted PREFIX'";
        QTest::newRow("no header") << QStringLiteral("refuted dd\n")
                                   << "a refuted cube before the '; depth' line";
        QTest::newRow("other certificate")
            << QString(head).replace(QStringLiteral("754a"), QStringLiteral("854a"))
            << "it belongs to another certificate";
        QTest::newRow("bad depth") << QString(head).replace(QStringLiteral("depth 2"),
                                                            QStringLiteral("depth 9"))
                                   << "line 3, column 9: expected a depth from 1 to 8";
    }
    void badShardFiles()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.txt"));
        QVERIFY(writeText(path, text));
        const Run m = check({kCert, QStringLiteral("--merge"), path});
        QCOMPARE(m.code, 2);
        QVERIFY2(m.err.contains(message), qPrintable(m.err));
        const Run s = shard(kCert, 0, 1, path); // resuming from it is refused the same way
        QCOMPARE(s.code, 2);
        QVERIFY2(s.err.contains(message), qPrintable(s.err));
    }

    // The instance for any SAT solver; the counts printed are the file's own header's (the
    // message counted the clauses added, more than CaDiCaL writes: root-level propagation
    // settles some).
    void dimacsForOtherSolvers()
    {
        QTemporaryDir dir;
        const QString cert = dir.filePath(QStringLiteral("s33.cert"));
        const QString cnf = dir.filePath(QStringLiteral("s33.cnf"));
        QCOMPARE(clitest::run(QStringLiteral("sigma"), {QStringLiteral("3"), QStringLiteral("3"),
                                                         QStringLiteral("--certificate"), cert})
                     .code,
                 0);
        const Run dim = check({cert, QStringLiteral("--dimacs"), cnf});
        QCOMPARE(dim.code, 0);
        // 3×3: 7,156 clauses added, 6,646 in the file.
        QVERIFY2(dim.out.contains(QStringLiteral("UNSAT proves σ(3,3) >= 11")), qPrintable(dim.out));
        const QRegularExpressionMatch header =
            QRegularExpression(QStringLiteral("^p cnf (\\d+) (\\d+)$"),
                               QRegularExpression::MultilineOption)
                .match(readText(cnf));
        QVERIFY(header.hasMatch());
        QVERIFY2(dim.out.contains(QStringLiteral(": %1 variables, %2 clauses;")
                                      .arg(header.captured(1), header.captured(2))),
                 qPrintable(dim.out + header.captured(0)));
    }

    void badRequests()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("x.txt"));
        QVERIFY(check({kCert, QStringLiteral("--shard"), QStringLiteral("0/2")})
                    .err.contains(QStringLiteral("--shard needs --out")));
        for (const char* bad : {"2/2", "-1/2", "1", "a/b", "0/0"})
            QVERIFY(check({kCert, QStringLiteral("--shard"), QLatin1String(bad),
                           QStringLiteral("--out"), out})
                        .err.contains(QStringLiteral("--shard must be I/K")));
        QCOMPARE(check({kCert, QStringLiteral("--merge")}).code, 2);
        QCOMPARE(shard(kCert, 0, 2, out).code, 0);
        const Run depth = check({kCert, QStringLiteral("--shard"), QStringLiteral("0/2"),
                                 QStringLiteral("--out"), out, QStringLiteral("--shard-depth"),
                                 QStringLiteral("3")});
        QCOMPARE(depth.code, 2);
        QVERIFY2(depth.err.contains(QStringLiteral("it splits at depth 2, not 3")),
                 qPrintable(depth.err));
    }
};

QTEST_GUILESS_MAIN(TestCliSigmaShard)
#include "tst_cli_sigmashard.moc"
