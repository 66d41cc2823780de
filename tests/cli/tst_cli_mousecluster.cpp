// The mouse search spread over a batch system (scripts/cluster/): a real sharded search run by
// GNU Parallel (16 shards, two at a time) merges to exactly the single-process result; the
// Slurm array script, run as Slurm runs it (SLURM_ARRAY_* set), writes the same shard; a shard
// killed with SIGKILL resumes from its checkpoint to the uninterrupted result; SIGTERM (how
// Slurm pre-empts) saves the checkpoint and exits 1; a damaged shard file is refused with its
// line and column. Skipped when GNU Parallel is not installed (Debian package `parallel`).
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include "clitest.h"

namespace {
using clitest::json;
using clitest::Run;
using clitest::readText;

const QString kScripts = QStringLiteral(MAZELAB_TEST_DATA "/../../scripts/cluster/");

Run cli(const QStringList& args)
{
    return clitest::run(QStringLiteral("mouse"), args, 120000);
}

Run script(const QString& name, const QStringList& args, const QProcessEnvironment& env)
{
    return clitest::runBash(kScripts + name, args, env);
}

// The result text without its timing line, for comparing runs.
QString withoutSeconds(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("^seconds .*\\n"),
                                   QRegularExpression::MultilineOption));
    return text;
}

// The fields a split run must reproduce exactly.
void compareResults(const QJsonObject& got, const QJsonObject& want)
{
    for (const char* key : {"steps", "optimal_count", "tested", "complete", "tasks", "pairs",
                            "optimal_ends"})
        QVERIFY2(got[QLatin1String(key)] == want[QLatin1String(key)], key);
    QVERIFY(!want[QStringLiteral("optimal_ends")].toArray().isEmpty());
}
} // namespace

class TestCliMouseCluster : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("parallel")).isEmpty())
            QSKIP("GNU Parallel is not installed (Debian package 'parallel')");
    }

    void gnuParallelShardsMergeToTheSingleRun()
    {
        QTemporaryDir dir;
        const QString run = dir.filePath(QStringLiteral("run"));
        const Run single = cli({QStringLiteral("best"), QStringLiteral("5"),
                                QStringLiteral("--free-ends"), QStringLiteral("--json")});
        QCOMPARE(single.code, 0);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        const QStringList args = {QStringLiteral("-k"), QStringLiteral("16"),
                                  QStringLiteral("-j"), QStringLiteral("2"),
                                  QStringLiteral("-d"), run,
                                  QStringLiteral("-c"), QStringLiteral(MAZELAB_CLI_PATH),
                                  QStringLiteral("--"), QStringLiteral("5"),
                                  QStringLiteral("--free-ends")};
        const Run split = script(QStringLiteral("mouse-best-parallel.sh"), args, env);
        QVERIFY2(split.code == 0, qPrintable(split.err));
        QVERIFY(split.out.contains(QStringLiteral("best 69 steps")));
        QVERIFY(readText(run + QStringLiteral("/joblog.txt")).count(QLatin1Char('\n')) == 17);
        const Run merged = cli({QStringLiteral("best"), QStringLiteral("--merge"),
                                run + QStringLiteral("/merged.txt"), QStringLiteral("--json")});
        QCOMPARE(merged.code, 0);
        compareResults(json(merged), json(single));
        // Again: every shard resumes from its finished checkpoint; the same result.
        const QString first = withoutSeconds(readText(run + QStringLiteral("/merged.txt")));
        const Run again = script(QStringLiteral("mouse-best-parallel.sh"), args, env);
        QCOMPARE(again.code, 0);
        QCOMPARE(withoutSeconds(readText(run + QStringLiteral("/merged.txt"))), first);
        // Another search in the same folder is refused.
        QStringList other = args;
        other.last() = QStringLiteral("4");
        QCOMPARE(script(QStringLiteral("mouse-best-parallel.sh"), other, env).code, 2);

        // The Slurm array script, run as Slurm would run array task 5 of 16.
        env.insert(QStringLiteral("SLURM_ARRAY_TASK_ID"), QStringLiteral("5"));
        env.insert(QStringLiteral("SLURM_ARRAY_TASK_COUNT"), QStringLiteral("16"));
        env.insert(QStringLiteral("MOUSE_DIR"), dir.filePath(QStringLiteral("slurm")));
        env.insert(QStringLiteral("MOUSE_CLI"), QStringLiteral(MAZELAB_CLI_PATH));
        const Run slurm = script(QStringLiteral("mouse-best.sbatch"),
                                 {QStringLiteral("5"), QStringLiteral("--free-ends")}, env);
        QVERIFY2(slurm.code == 0, qPrintable(slurm.err));
        QCOMPARE(withoutSeconds(readText(dir.filePath(QStringLiteral("slurm/shard_5.txt")))),
                 withoutSeconds(readText(run + QStringLiteral("/shard_5.txt"))));
    }

    // A shard killed outright (SIGKILL, no chance to save) resumes from its last checkpoint and
    // ends with exactly the uninterrupted shard's result; SIGTERM saves and exits 1.
    void killedShardResumesFromItsCheckpoint()
    {
        QTemporaryDir dir;
        const QString ckpt = dir.filePath(QStringLiteral("shard.ckpt"));
        const QStringList shard = {QStringLiteral("best"), QStringLiteral("6"),
                                   QStringLiteral("--free-ends"), QStringLiteral("--threads"),
                                   QStringLiteral("1"), QStringLiteral("--shard"),
                                   QStringLiteral("1/4"), QStringLiteral("--json")};
        const auto startShard = [&](QProcess& p) {
            p.start(QStringLiteral(MAZELAB_CLI_PATH),
                    QStringList{QStringLiteral("mouse")} + shard
                        + QStringList{QStringLiteral("--checkpoint"), ckpt,
                                      QStringLiteral("--checkpoint-every"),
                                      QStringLiteral("0.05")});
            QVERIFY(p.waitForStarted());
            for (int i = 0; i < 2000 && !QFile::exists(ckpt); ++i)
                QThread::msleep(5);
        };
        QProcess killed;
        startShard(killed);
        killed.kill(); // SIGKILL
        killed.waitForFinished();
        const QString saved = readText(ckpt);
        QVERIFY2(saved.contains(QStringLiteral("\ncomplete 0\n")), "the shard ended too soon");
        const Run resumed = cli(shard + QStringList{QStringLiteral("--checkpoint"), ckpt});
        QCOMPARE(resumed.code, 0);
        const Run whole = cli(shard);
        QCOMPARE(whole.code, 0);
        compareResults(json(resumed), json(whole));

        QFile::remove(ckpt);
        QProcess terminated;
        startShard(terminated);
        terminated.terminate(); // SIGTERM, as Slurm pre-empts
        QVERIFY(terminated.waitForFinished(60000));
        QCOMPARE(terminated.exitCode(), 1);
        QVERIFY(readText(ckpt).contains(QStringLiteral("\ncomplete 0\n")));
    }

    void damagedShardFileNamesLineAndColumn()
    {
        QTemporaryDir dir;
        const QString part = dir.filePath(QStringLiteral("part.txt"));
        QCOMPARE(cli({QStringLiteral("best"), QStringLiteral("4"), QStringLiteral("--out"), part})
                     .code,
                 0);
        QString text = readText(part);
        text.replace(QStringLiteral("tested "), QStringLiteral("tested x"));
        QFile f(part);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(text.toUtf8());
        f.close();
        const Run r = cli({QStringLiteral("best"), QStringLiteral("--merge"), part});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("line 6, column 8")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliMouseCluster)
#include "tst_cli_mousecluster.moc"
