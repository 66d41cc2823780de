// mazelab-cli seq improve --method exact (issue 17): the annealing scored on all mazes through
// the CLI — each option reaches σ(4,4) = 29 (or σ(3,4) = 17, σ(3,3) = 11) from a poor start,
// saves a sequence that verify-all accepts, is deterministic for a seed where the options say
// so, and every malformed or out-of-range value is refused with exit code 2. Split from
// tst_cli_seq_bounds.cpp (the other seq improve methods, verify-all, shorten, extend).
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "clitest.h"

#include <csignal>

namespace {
using clitest::json;
using clitest::Run;

Run cli(const QStringList& args)
{
    return clitest::run(QStringLiteral("seq"), args, 120000);
}

const QStringList kExact = {"improve", "--method", "exact", "--start", "dr", "--time-limit", "1"};
} // namespace

class TestCliSeqExact : public QObject {
    Q_OBJECT
private slots:
    // From a random 50-move start to 29, saved with both header lines; --mean-weight on 3x3.
    void scoredOnAllMazes()
    {
        QTemporaryDir dir;
        // the annealing scored on all mazes: from the same random start to σ(4,4) = 29, saved
        const QString saved = dir.filePath(QStringLiteral("best.seq"));
        Run r = cli({"improve", "--method", "exact", "--size", "4x4", "--start",
                 "dudrdrrrlrddrdrrudlrrldudrdddludrldrldudrrudrdldrr", "--seed", "3",
                 "--temperature", "3,0.1", "--target", "29", "--time-limit", "60", "--save",
                 saved, "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 29);
        QCOMPARE(cli({"verify-all", "4x4", saved}).code, 0);
        {
            // the header records the whole command line (every option, not only the seed)
            QFile f(saved);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
            QVERIFY(lines.size() >= 3);
            QVERIFY(lines[0].startsWith(QLatin1String("; solves all solvable 4x4 mazes")));
            QVERIFY2(lines[1].startsWith(QLatin1String("; command: mazelab-cli seq improve "
                                                       "--method exact --size 4x4 --start dud")),
                     qPrintable(lines[1]));
            QVERIFY(lines[1].contains(QLatin1String(" --seed 3 --temperature 3,0.1 --target 29 "
                                                    "--time-limit 60 --save ")));
            QVERIFY(lines[1].endsWith(QLatin1String(" --json")));
        }
        r = cli({"improve", "--method", "exact", "--size", "3x3", "--start", "drddruurrddrrdd",
                 "--mean-weight", "1", "--target", "11", "--time-limit", "60", "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 11);
    }
    // --tail D[,W], --keep-prefix K and --free-prefix S,N.
    void slackTailAndKeptPrefix()
    {
        QTemporaryDir dir;
        // with a slack tail: the saved solver is the first T moves, without the tail
        const QString tailSaved = dir.filePath(QStringLiteral("tail.seq"));
        Run r = cli({"improve", "--method", "exact", "--size", "3x4", "--start",
                 "drddruurrddrrddrdrrdurdd", "--tail", "6,0.2", "--target", "17",
                 "--time-limit", "60", "--save", tailSaved, "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 17);
        QCOMPARE(cli({"verify-all", "3x4", tailSaved}).code, 0);
        // the tail only (--keep-prefix): σ(4,4)'s sequence with 8 moves padded in after its
        // first 10 (it then misses mazes: repaired first) comes back to 29, those 10 kept
        const QString keptSaved = dir.filePath(QStringLiteral("kept.seq"));
        r = cli({"improve", "--method", "exact", "--size", "4x4", "--start",
                 "ddrddrdrurudlrudlrrlurururdrrldrddrdd", "--keep-prefix", "10", "--target",
                 "29", "--time-limit", "60", "--save", keptSaved, "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 29);
        QVERIFY(json(r)["sequence"].toString().startsWith(QLatin1String("ddrddrdrur")));
        QCOMPARE(cli({"verify-all", "4x4", keptSaved}).code, 0);
        // --free-prefix: moves padded in at step 5 lie in the kept 20; freeing 8 moves after
        // every 2 cycles without progress reaches 29 and keeps the 4 never freed
        r = cli({"improve", "--method", "exact", "--size", "4x4", "--start",
                 "ddrddudlrudlrrdrurrlurururdrrldrddrdd", "--keep-prefix", "20", "--free-prefix",
                 "8,2", "--seed", "4", "--target", "29", "--time-limit", "60", "--json",
                 "--progress"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 29);
        QVERIFY(json(r)["sequence"].toString().startsWith(QLatin1String("ddrd")));
        QVERIFY(json(r)["accepted"].toInt() > 0);
        QVERIFY(json(r)["accepted"].toInt() < json(r)["evaluations"].toInt());
        // each freeing is reported (20 -> 12 -> 4)
        QVERIFY2(r.err.contains(QLatin1String("prefix freed down to 12 moves")), qPrintable(r.err));
        QVERIFY(r.err.contains(QLatin1String("prefix freed down to 4 moves")));
    }
    // --breakout W[,K] and --block-moves P[,K].
    void breakoutAndBlocks()
    {
        QTemporaryDir dir;
        // breakout weights (short cycles, so that some end without a solver): still 29, saved
        // and verified, the same for a seed
        const QString boSaved = dir.filePath(QStringLiteral("breakout.seq"));
        const QStringList bo = {"improve", "--method", "exact", "--size", "4x4", "--start",
                                "dudrdrrrlrddrdrrudlrrldudrdddludrldrldudrrudrdldrr",
                                "--iterations", "300", "--breakout", "2,4", "--seed", "2",
                                "--target", "29", "--time-limit", "60", "--json"};
        Run r = cli(bo + QStringList{"--save", boSaved});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 29);
        QCOMPARE(cli({"verify-all", "4x4", boSaved}).code, 0);
        const Run again = cli(bo);
        QCOMPARE(json(again)["sequence"], json(r)["sequence"]);
        QCOMPARE(json(again)["evaluations"], json(r)["evaluations"]);
        // block mutations (--block-moves P[,K]): still 29, saved and verified, the same for a
        // seed, another search than without them
        const QStringList blocks = {"improve", "--method", "exact", "--size", "4x4", "--start",
                                    "dudrdrrrlrddrdrrudlrrldudrdddludrldrldudrrudrdldrr",
                                    "--seed", "2", "--target", "29", "--time-limit", "60",
                                    "--json"};
        r = cli(blocks + QStringList{"--block-moves", "30,8", "--save", boSaved});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 29);
        QCOMPARE(cli({"verify-all", "4x4", boSaved}).code, 0);
        QCOMPARE(json(cli(blocks + QStringList{"--block-moves", "30,8"}))["evaluations"],
                 json(r)["evaluations"]);
        QVERIFY(json(cli(blocks))["evaluations"] != json(r)["evaluations"]);
    }
    // --redelete N and --polish W[,K2].
    void redeletionAndPolish()
    {
        QTemporaryDir dir;
        // redeletion (--redelete N): still 29, verified, its count in the JSON
        const QString reSaved = dir.filePath(QStringLiteral("redelete.seq"));
        Run r = cli({"improve", "--method", "exact", "--size", "4x4", "--start",
                 "dudrdrrrlrddrdrrudlrrldudrdddludrldrldudrrudrdldrr", "--iterations", "300",
                 "--redelete", "2", "--seed", "2", "--target", "29", "--time-limit", "60",
                 "--save", reSaved, "--json", "--progress"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 29);
        QVERIFY(json(r)["redeletions"].toInt() > 0);
        QVERIFY2(r.err.contains(QLatin1String("exact anneal: back to the solver of")),
                 qPrintable(r.err.left(2000)));
        QCOMPARE(cli({"verify-all", "4x4", reSaved}).code, 0);
        // the polish: a padded σ(4,4) sequence taken back to 29 by the window scan alone
        const QString pSaved = dir.filePath(QStringLiteral("polish.seq"));
        r = cli({"improve", "--method", "exact", "--size", "4x4", "--start",
                 "ddrdddrdrurrlurrrururdrrldrddrrdd", "--polish", "6", "--target", "29",
                 "--time-limit", "60", "--save", pSaved, "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 29);
        QCOMPARE(json(r)["evaluations"].toInt(), 0);
        QCOMPARE(cli({"verify-all", "4x4", pSaved}).code, 0);
        // the scan below a kept prefix of 12 (--polish W,K2) removes the move padded at step 5,
        // which the annealing and a scan after step 12 cannot touch
        const QStringList padded = {"improve", "--method", "exact", "--size", "4x4", "--start",
                                    "ddrdddrdrurrlurrrururdrrldrddrrdd", "--keep-prefix", "12",
                                    "--target", "29", "--json"};
        r = cli(padded + QStringList{"--polish", "6,0", "--time-limit", "60", "--save", pSaved});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["sequence"].toString(), QStringLiteral("ddrddrdrurrlurururdrrldrddrdd"));
        QCOMPARE(json(r)["evaluations"].toInt(), 0);
        QCOMPARE(cli({"verify-all", "4x4", pSaved}).code, 0);
        r = cli(padded + QStringList{"--polish", "6", "--time-limit", "1"});
        QVERIFY(json(r)["sequence"].toString().startsWith(QLatin1String("ddrddd")));
    }
    void nodeBudget()
    {
        // a tree over --max-nodes ends with a message, not with the memory exhausted
        const Run r = cli({"improve", "--method", "exact", "--size", "4x4", "--start",
                 "ddrddrdrurrlurururdrrldrddrdd", "--max-nodes", "1000", "--time-limit", "60"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QLatin1String("exceed the node budget (1000 partial mazes)")),
                 qPrintable(r.err));
    }
    // SIGTERM (how a batch system pre-empts a job, or `kill`) stops a search like its time
    // limit: within seconds, exit 0 with the best solver so far printed and saved.
    void sigtermReportsBest()
    {
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("best.seq"));
        QProcess p;
        p.start(QStringLiteral(MAZELAB_CLI_PATH),
                {"seq", "improve", "--method", "exact", "--size", "4x4", "--start",
                 "dudrdrrrlrddrdrrudlrrldudrdddludrldrldudrrudrdldrr", "--target", "20",
                 "--time-limit", "600", "--progress", "--json", "--save", saved});
        QVERIFY(p.waitForStarted());
        // wait until a solver was found (σ(4,4) = 29: the target 20 is never reached)
        const QString err =
            clitest::waitForStderr(p, {QStringLiteral("best 3"), QStringLiteral("best 29")});
        QVERIFY2(err.contains(QLatin1String("best ")), qPrintable(err.left(500)));
        QCOMPARE(p.state(), QProcess::Running);
        QVERIFY(clitest::stopsOnSignal(p, SIGTERM));
        QCOMPARE(p.exitCode(), 0);
        const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QVERIFY(o[QStringLiteral("length")].toInt() >= 29);
        QVERIFY(o[QStringLiteral("length")].toInt() < 50);
        QCOMPARE(cli({"verify-all", "4x4", o[QStringLiteral("sequence")].toString()}).code, 0);
        QCOMPARE(cli({"verify-all", "4x4", saved}).code, 0);
    }
    // Out-of-range and malformed values, and the exact annealing's options given to the
    // sampled annealing (exit code 2 each).
    void refusesBadValues()
    {
        QCOMPARE(cli(kExact + QStringList{"--size", "8x8"}).code, 2); // > 56 cells
        QCOMPARE(cli(kExact + QStringList{"--size", "4x4", "--temperature", "0,1"}).code, 2);
        QCOMPARE(cli(kExact + QStringList{"--size", "4x4", "--temperature", "3"}).code, 2);
        QCOMPARE(cli(kExact + QStringList{"--size", "4x4", "--fix-walks", "5"}).code, 2);
        QCOMPARE(cli(kExact + QStringList{"--size", "4x4", "--mean-weight", "-1"}).code, 2);
        QCOMPARE(cli(kExact + QStringList{"--size", "4x4", "--exact-deletion"}).code, 2);
        QCOMPARE(cli(kExact + QStringList{"--size", "4x4", "--tail", "0"}).code, 2);
        QCOMPARE(cli(kExact + QStringList{"--size", "4x4", "--tail", "5,-1"}).code, 2);
        QCOMPARE(cli(kExact + QStringList{"--size", "4x4", "--tail", "5,1,2"}).code, 2);
        QCOMPARE(cli({"improve", "--size", "4x4", "--start", "dr", "--tail", "5"}).code, 2);
        QCOMPARE(cli(kExact + QStringList{"--size", "4x4", "--keep-prefix", "2"}).code, 2);
        QCOMPARE(cli(kExact + QStringList{"--size", "4x4", "--keep-prefix", "0"}).code, 2);
        QCOMPARE(cli(kExact + QStringList{"--size", "4x4", "--threads", "2"}).code, 2);
        QCOMPARE(cli(kExact + QStringList{"--size", "4x4", "--max-nodes", "10"}).code, 2);
        const QStringList kept = kExact + QStringList{"--size", "4x4", "--keep-prefix", "1"};
        QCOMPARE(cli(kept + QStringList{"--free-prefix", "5"}).code, 2);
        QCOMPARE(cli(kept + QStringList{"--free-prefix", "0,2"}).code, 2);
        QCOMPARE(cli(kept + QStringList{"--free-prefix", "5,0"}).code, 2);
        QCOMPARE(cli(kExact + QStringList{"--size", "4x4", "--free-prefix", "5,2"}).code, 2);
        QCOMPARE(cli(kExact + QStringList{"--size", "4x4", "--breakout", "0"}).code, 2);
        QCOMPARE(cli(kExact + QStringList{"--size", "4x4", "--polish", "0"}).code, 2);
        QCOMPARE(cli(kExact + QStringList{"--size", "4x4", "--polish", "14"}).code, 2);
        QCOMPARE(cli(kept + QStringList{"--polish", "6,2"}).code, 2); // K2 <= --keep-prefix
        QCOMPARE(cli(kExact + QStringList{"--size", "4x4", "--polish", "6,1"}).code, 2);
        QCOMPARE(cli(kept + QStringList{"--polish", "6,"}).code, 2);
        QCOMPARE(cli(kept + QStringList{"--polish", "6,1,2"}).code, 2);
        QCOMPARE(cli({"improve", "--method", "window", "--size", "4x4", "--start",
                      "ddrddrdrurrlurururdrrldrddrdd", "--polish", "3"})
                     .code,
                 2); // --polish is for --method exact
        QCOMPARE(cli(kExact + QStringList{"--size", "4x4", "--breakout", "1,0"}).code, 2);
        QCOMPARE(cli(kExact + QStringList{"--size", "4x4", "--redelete", "0"}).code, 2);
        for (const char* b : {"0", "101", "x", "20,1", "20,", "20,8,1"})
            QVERIFY2(cli(kExact + QStringList{"--size", "4x4", "--block-moves", b}).code == 2, b);
        QCOMPARE(cli({"improve", "--size", "4x4", "--start", "dr", "--block-moves", "20",
                      "--time-limit", "1"})
                     .code,
                 2); // --block-moves is for --method exact
        QCOMPARE(cli(kExact + QStringList{"--size", "4x4", "--redelete", "x"}).code, 2);
        QCOMPARE(cli({"improve", "--size", "4x4", "--start", "dr", "--redelete", "2",
                      "--time-limit", "1"})
                     .code,
                 2); // --redelete is for --method exact
        QCOMPARE(cli(kExact + QStringList{"--size", "4x4", "--breakout", "1,2,3"}).code, 2);
        QCOMPARE(cli({"improve", "--size", "4x4", "--start", "dr", "--breakout", "1",
                      "--time-limit", "1"})
                     .code,
                 2); // --breakout is for --method exact
        QCOMPARE(cli({"improve", "--size", "4x4", "--start", "ddr", "--keep-prefix", "1",
                      "--time-limit", "1"})
                     .code,
                 2); // --keep-prefix is for --method exact
        // "X,Y" and "X[,Y]" values with a part that is not a number, or too many parts
        for (const QStringList& bad :
             {QStringList{"--temperature", "3,x"}, QStringList{"--temperature", "3,0.1,1"},
              QStringList{"--temperature", ",0.1"}, QStringList{"--tail", "x"},
              QStringList{"--tail", "5,x"}, QStringList{"--tail", "-5"},
              QStringList{"--breakout", "x,2"}, QStringList{"--breakout", "1,x"},
              QStringList{"--breakout", "1,-2"}, QStringList{"--block-moves", "20,x"},
              QStringList{"--polish", "x"}, QStringList{"--polish", ""}})
            QVERIFY2(cli(kExact + QStringList{"--size", "4x4"} + bad).code == 2,
                     qPrintable(bad.join(QLatin1Char(' '))));
        const QStringList kept2 = kExact + QStringList{"--size", "4x4", "--keep-prefix", "1"};
        for (const char* f : {"5,x", "x,2", "5,2,1", "5,-1", ""})
            QVERIFY2(cli(kept2 + QStringList{"--free-prefix", f}).code == 2, f);
    }
};

QTEST_GUILESS_MAIN(TestCliSeqExact)
#include "tst_cli_seq_exact.moc"
