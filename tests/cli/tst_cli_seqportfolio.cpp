// The σ upper-bound portfolio on a batch system (scripts/cluster/seq-portfolio-*; issue 17):
// GNU Parallel runs K annealing shards from one start (two at a time) and the merge keeps the
// shortest sequence that `seq verify-all` finds solving every maze; a rerun skips the finished
// shards; a shard stopped by SIGTERM (how Slurm pre-empts) saves its best and its time, exits 1
// and resumes from its own best with the budget left; the Slurm array script, run as Slurm runs
// it, writes its shard; the merge refuses a shorter sequence that does not solve every maze.
// Skipped when GNU Parallel is not installed (Debian package `parallel`).
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include "clitest.h"

namespace {
using clitest::readText;
using clitest::sequenceMoves;
using clitest::solvesAll;
using clitest::Run;

const QString kScripts = QStringLiteral(MAZELAB_TEST_DATA "/../../scripts/cluster/");
// σ(4,4) = 29 with six moves appended: a 35-move solver the annealing shortens.
const QString kStart = QStringLiteral("ddrddrdrurrlurururdrrldrddrddlluurr");

Run script(const QString& name, const QStringList& args,
           const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    return clitest::runBash(kScripts + name, args, env);
}

bool writeText(const QString& path, const QString& text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate)
        && f.write(text.toUtf8()) == text.toUtf8().size();
}
} // namespace

class TestCliSeqPortfolio : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("parallel")).isEmpty())
            QSKIP("GNU Parallel is not installed (Debian package 'parallel')");
    }

    void gnuParallelPortfolioKeepsTheShortestSolver()
    {
        QTemporaryDir dir;
        const QString run = dir.filePath(QStringLiteral("run"));
        const QStringList args = {QStringLiteral("-k"), QStringLiteral("4"),
                                  QStringLiteral("-j"), QStringLiteral("2"),
                                  QStringLiteral("-t"), QStringLiteral("2"),
                                  QStringLiteral("-d"), run,
                                  QStringLiteral("-c"), QStringLiteral(MAZELAB_CLI_PATH),
                                  QStringLiteral("--"), QStringLiteral("4x4"), kStart,
                                  QStringLiteral("--method"), QStringLiteral("exact")};
        const Run r = script(QStringLiteral("seq-portfolio-parallel.sh"), args);
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
        const QString best = sequenceMoves(run + QStringLiteral("/best.seq"));
        QVERIFY2(best.size() >= 29 && best.size() < kStart.size(), qPrintable(best));
        QVERIFY(r.out.contains(QStringLiteral("best %1 moves").arg(best.size())));
        QVERIFY(solvesAll(QStringLiteral("4x4"), run + QStringLiteral("/best.seq")));
        for (int i = 0; i < 4; ++i) { // the best is the shortest shard, and every shard ran
            const QString shard = run + QStringLiteral("/shard_%1").arg(i);
            QVERIFY(QFile::exists(shard + QStringLiteral(".done")));
            QVERIFY(readText(shard + QStringLiteral(".used")).toInt() >= 1);
            QVERIFY(sequenceMoves(shard + QStringLiteral(".seq")).size() >= best.size());
            QVERIFY(readText(shard + QStringLiteral(".log"))
                        .contains(QStringLiteral("seed %1,").arg(i + 1)));
        }
        // Again: every shard is done, none runs again (one run in its log); the same best.
        QCOMPARE(script(QStringLiteral("seq-portfolio-parallel.sh"), args).code, 0);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(readText(run + QStringLiteral("/shard_%1.log").arg(i))
                         .count(QStringLiteral("seq improve --size")),
                     1);
        QCOMPARE(sequenceMoves(run + QStringLiteral("/best.seq")), best);
        // Another portfolio in the same folder is refused.
        QStringList other = args;
        other[5] = QStringLiteral("3");
        QCOMPARE(script(QStringLiteral("seq-portfolio-parallel.sh"), other).code, 2);

        // The Slurm array script, run as Slurm would run array task 2 of 4.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SLURM_ARRAY_TASK_ID"), QStringLiteral("2"));
        env.insert(QStringLiteral("SLURM_ARRAY_TASK_COUNT"), QStringLiteral("4"));
        env.insert(QStringLiteral("SEQ_DIR"), dir.filePath(QStringLiteral("slurm")));
        env.insert(QStringLiteral("SEQ_CLI"), QStringLiteral(MAZELAB_CLI_PATH));
        env.insert(QStringLiteral("SEQ_SECONDS"), QStringLiteral("1"));
        env.insert(QStringLiteral("SEQ_SCRIPTS"), kScripts);
        const Run slurm = script(QStringLiteral("seq-portfolio.sbatch"),
                                 {QStringLiteral("4x4"), kStart, QStringLiteral("--method"),
                                  QStringLiteral("exact")},
                                 env);
        QVERIFY2(slurm.code == 0, qPrintable(slurm.err + slurm.out));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("slurm/shard_2.done"))));
        QVERIFY(solvesAll(QStringLiteral("4x4"),
                          dir.filePath(QStringLiteral("slurm/shard_2.seq"))));
    }

    // SIGTERM (Slurm's pre-emption) stops a shard: it saves its best, records the time spent
    // and exits 1; run again, it starts from its own best with the budget that is left.
    void stoppedShardResumesFromItsBest()
    {
        QTemporaryDir dir;
        const QString run = dir.filePath(QStringLiteral("run"));
        const QString base = run + QStringLiteral("/shard_0");
        const QStringList args = {kScripts + QStringLiteral("seq-portfolio-shard.sh"),
                                  run,
                                  QStringLiteral("0"),
                                  QStringLiteral("8"),
                                  QStringLiteral(MAZELAB_CLI_PATH),
                                  QStringLiteral("4x4"),
                                  kStart,
                                  QStringLiteral("--method"),
                                  QStringLiteral("exact")};
        QProcess p;
        p.start(QStringLiteral("bash"), args);
        QVERIFY(p.waitForStarted());
        // the first new best is saved within a second or two
        for (int i = 0; i < 1000 && !QFile::exists(base + QStringLiteral(".seq")); ++i)
            QThread::msleep(10);
        QThread::msleep(1100);
        QVERIFY(p.state() == QProcess::Running);
        p.terminate();
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 1);
        QVERIFY(!QFile::exists(base + QStringLiteral(".done")));
        const int used = readText(base + QStringLiteral(".used")).toInt();
        QVERIFY2(used >= 1 && used < 8, qPrintable(QString::number(used)));
        QVERIFY(solvesAll(QStringLiteral("4x4"), base + QStringLiteral(".seq")));

        const Run resumed = clitest::runBash(args.front(), args.mid(1));
        QVERIFY2(resumed.code == 0, qPrintable(resumed.err));
        QVERIFY(QFile::exists(base + QStringLiteral(".done")));
        QVERIFY(readText(base + QStringLiteral(".used")).toInt() >= 8);
        const QString log = readText(base + QStringLiteral(".log"));
        QVERIFY2(log.contains(QStringLiteral("from %1.seq, seed 1, %2 of 8 s left")
                                  .arg(base)
                                  .arg(8 - used)),
                 qPrintable(log));
        QVERIFY(solvesAll(QStringLiteral("4x4"), base + QStringLiteral(".seq")));
        // Done: a third run returns at once.
        QCOMPARE(clitest::runBash(args.front(), args.mid(1)).code, 0);
    }

    // The merge verifies every shard again: a shorter sequence that misses mazes is refused,
    // ties go to the lowest shard, and shards with budget left make it exit 1.
    void mergeKeepsOnlyVerifiedSolvers()
    {
        QTemporaryDir dir;
        const QString d = dir.path();
        QVERIFY(writeText(d + QStringLiteral("/shard_0.seq"), kStart + QLatin1Char('\n')));
        QVERIFY(writeText(d + QStringLiteral("/shard_3.seq"),
                          QStringLiteral("; σ(4,4)\nddrddrdrurrlurururdrrldrddrdd\n")));
        QVERIFY(writeText(d + QStringLiteral("/shard_10.seq"),
                          QStringLiteral("ddrddrdrurrlurururdrrldrddrdd\n")));
        QVERIFY(writeText(d + QStringLiteral("/shard_1.seq"),
                          QStringLiteral("ddrddrdrurrlurururdrrldrddr\n"))); // 27: misses mazes
        const QStringList args = {d, QStringLiteral(MAZELAB_CLI_PATH), QStringLiteral("4x4")};
        const Run r = script(QStringLiteral("seq-portfolio-merge.sh"), args);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("best 29 moves (shard 3)")), qPrintable(r.out));
        QVERIFY2(r.err.contains(QStringLiteral("shard_1.seq does not solve")), qPrintable(r.err));
        QCOMPARE(sequenceMoves(d + QStringLiteral("/best.seq")),
                 QStringLiteral("ddrddrdrurrlurururdrrldrddrdd"));
        // With K = 4: no shard is done.
        const QStringList withK = args + QStringList{QStringLiteral("4")};
        QCOMPARE(script(QStringLiteral("seq-portfolio-merge.sh"), withK).code, 1);
        // Nothing that solves every maze: exit 2.
        QVERIFY(QFile::remove(d + QStringLiteral("/shard_0.seq")));
        QVERIFY(QFile::remove(d + QStringLiteral("/shard_3.seq")));
        QVERIFY(QFile::remove(d + QStringLiteral("/shard_10.seq")));
        QCOMPARE(script(QStringLiteral("seq-portfolio-merge.sh"), args).code, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliSeqPortfolio)
#include "tst_cli_seqportfolio.moc"
