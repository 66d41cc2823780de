// mazelab-cli sigma / sigma check: σ(n,m) end to end — JSON and text, certificates written,
// re-checked and rejected when forged, the recorded 4x4 certificate, exit codes, time limit.
#include <QFile>
#include <QJsonArray>
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
    return clitest::run(QStringLiteral("sigma"), args, 300000);
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}
} // namespace

class TestCliSigma : public QObject {
    Q_OBJECT
private slots:
    void table61_data()
    {
        QTest::addColumn<QStringList>("size");
        QTest::addColumn<int>("sigma");
        QTest::addColumn<int>("mazes");
        QTest::newRow("2 2") << QStringList{"2", "2"} << 3 << 3;
        QTest::newRow("3") << QStringList{"3"} << 11 << 51;
        QTest::newRow("3x4") << QStringList{"3x4"} << 17 << 295;
        QTest::newRow("2 4") << QStringList{"2", "4"} << 7 << 20;
        // Issue 17's options: the warm start (bench default) and forgetting keep the answer.
        QTest::newRow("3x4 warm 2 threads")
            << QStringList{"3x4", "--warm", "--threads", "2"} << 17 << 295;
        QTest::newRow("3x4 carry 2") << QStringList{"3x4", "--carry", "2"} << 17 << 295;
        // Upper bound first (the default up to 16 cells) and the old climb.
        QTest::newRow("3x4 climb") << QStringList{"3x4", "--climb"} << 17 << 295;
        QTest::newRow("2x4 descend") << QStringList{"2x4", "--descend", "--anneal-limit", "0.5"}
                                     << 7 << 20;
        // Every SAT call's whole-instance solver joins the cube split at once, or never.
        QTest::newRow("3x4 cube join now")
            << QStringList{"3x4", "--threads", "2", "--cube-join", "0.000001"} << 17 << 295;
        QTest::newRow("3x4 no cube join")
            << QStringList{"3x4", "--threads", "2", "--cube-join", "0"} << 17 << 295;
    }
    void table61()
    {
        QFETCH(QStringList, size);
        QFETCH(int, sigma);
        QFETCH(int, mazes);
        const Run r = cli(size + QStringList{QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o[QStringLiteral("complete")].toBool(), true);
        QCOMPARE(o[QStringLiteral("sigma")].toInt(), sigma);
        QCOMPARE(o[QStringLiteral("lower_bound")].toInt(), sigma);
        QCOMPARE(o[QStringLiteral("upper_bound")].toInt(), sigma);
        QCOMPARE(o[QStringLiteral("mazes")].toInt(), mazes);
        QCOMPARE(o[QStringLiteral("sequence")].toString().size(), sigma);
        QVERIFY(!o[QStringLiteral("rounds")].toArray().isEmpty());
        const bool climbs = size.contains(QStringLiteral("--climb"));
        QCOMPARE(o[QStringLiteral("descend")].toBool(), !climbs);
        // Descending: the annealing found the first bound; climbing starts at the longest path.
        QCOMPARE(o.contains(QStringLiteral("annealed_length")), !climbs);
        if (!climbs)
            QVERIFY(o[QStringLiteral("annealed_length")].toInt() >= sigma);

        const Run text = cli(size);
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains(QStringLiteral(") = %1: ").arg(sigma)), qPrintable(text.out));
    }

    // 1×1: the start is the goal, σ = 0 with the empty sequence and no SAT call (this aborted
    // on an uncaught exception of the upper-bound annealing, which needs two cells), and its
    // certificate checks. 1×3 has one maze: the counts say "1 move", "the one maze".
    void oneCellAndOneMaze()
    {
        QTemporaryDir dir;
        const QString cert = dir.filePath(QStringLiteral("s11.txt"));
        const Run r = cli({QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("--json"),
                           QStringLiteral("--certificate"), cert});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o[QStringLiteral("complete")].toBool(), true);
        QCOMPARE(o[QStringLiteral("sigma")].toInt(), 0);
        QCOMPARE(o[QStringLiteral("sequence")].toString(), QString());
        QCOMPARE(o[QStringLiteral("sat_calls")].toInt(), 0);
        QCOMPARE(o[QStringLiteral("mazes")].toInt(), 1);
        const Run check = cli({QStringLiteral("check"), cert});
        QCOMPARE(check.code, 0);
        QVERIFY2(check.out.contains(QStringLiteral("σ(1,1) = 0 (a bound of 0 needs no proof; the "
                                                   "sequence solves the one maze")),
                 qPrintable(check.out));

        const Run text = cli({QStringLiteral("1x1")});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.startsWith(QStringLiteral("σ(1,1) = 0: (the empty sequence)\n  solves "
                                                    "the one maze; the start is the goal")),
                 qPrintable(text.out));
        const Run line = cli({QStringLiteral("1x3")});
        QCOMPARE(line.code, 0);
        QVERIFY2(line.out.contains(QStringLiteral("σ(1,3) = 2: rr\n  solves the one maze; no "
                                                  "sequence of 1 move solves 1 of them")),
                 qPrintable(line.out));
    }

    void certificateRoundTrip()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString cert = dir.filePath(QStringLiteral("s33.txt"));
        const Run r = cli({QStringLiteral("3"), QStringLiteral("3"), QStringLiteral("--certificate"),
                           cert});
        QCOMPARE(r.code, 0);
        const QByteArray text = readAll(cert);
        QVERIFY(text.startsWith("; mazelab-sigma-certificate 1\n"));
        QVERIFY(text.contains("; lower-bound 11\n"));
        // Resumed with a sequence of its bound, the search is done without a SAT call: the
        // output names the certificate as the proof, not the longest shortest path (5 moves).
        const Run withSequence =
            cli({QStringLiteral("3"), QStringLiteral("3"), QStringLiteral("--start"), cert,
                 QStringLiteral("--sequence"), QStringLiteral("rdrrdllddrr")});
        QCOMPARE(withSequence.code, 0);
        QVERIFY2(withSequence.out.contains(QStringLiteral("no sequence of 10 moves solves 17 of them "
                                                     "(the --start certificate); 0 SAT calls")),
                 qPrintable(withSequence.out));

        const Run check = cli({QStringLiteral("check"), cert, QStringLiteral("--json")});
        QCOMPARE(check.code, 0);
        const QJsonObject o = json(check);
        QCOMPARE(o[QStringLiteral("ok")].toBool(), true);
        QCOMPARE(o[QStringLiteral("sigma")].toInt(), 11);
        QCOMPARE(o[QStringLiteral("mazes_checked")].toInt(), 51);
        QCOMPARE(o[QStringLiteral("sequence_checked")].toBool(), true);
        QCOMPARE(o[QStringLiteral("subset_checked")].toBool(), true);
        QCOMPARE(o[QStringLiteral("config")].toString(), QStringLiteral("default"));
        // Every CaDiCaL configuration gives the same answer (speed only).
        for (const char* config : {"unsat", "sat", "plain"}) {
            const Run c = cli({QStringLiteral("check"), cert, QStringLiteral("--json"),
                               QStringLiteral("--config"), QString::fromLatin1(config)});
            QCOMPARE(c.code, 0);
            QCOMPARE(json(c)[QStringLiteral("subset_checked")].toBool(), true);
            QCOMPARE(json(c)[QStringLiteral("config")].toString(), QString::fromLatin1(config));
        }
        // --incremental: one maze at a time, a warm-up call after each, the last call decides.
        const Run inc = cli({QStringLiteral("check"), cert, QStringLiteral("--json"),
                             QStringLiteral("--incremental"), QStringLiteral("--progress")});
        QCOMPARE(inc.code, 0);
        QCOMPARE(json(inc)[QStringLiteral("subset_checked")].toBool(), true);
        QCOMPARE(json(inc)[QStringLiteral("incremental")].toBool(), true);
        const int subset = json(inc)[QStringLiteral("subset_size")].toInt();
        QVERIFY(subset >= 2);
        // Every proper prefix of the subset gets its warm-up call unless one is already UNSAT.
        const int warm = json(inc)[QStringLiteral("warm_up_calls")].toInt();
        QVERIFY2(warm >= 1 && warm <= subset - 1, qPrintable(QString::number(warm)));
        QCOMPARE(o[QStringLiteral("warm_up_calls")].toInt(), 0);
        // The first 11 mazes (a closed prefix) refute 10 moves already: the check ends there,
        // after a --progress line for each warm-up call that found a sequence.
        QCOMPARE(json(inc)[QStringLiteral("refuted_by")].toInt(), 11);
        QCOMPARE(inc.err.count(QStringLiteral("certificate check: warm-up call on ")), warm - 1);
        QVERIFY2(inc.err.contains(QStringLiteral("warm-up call on 1 of %1 mazes done after ")
                                      .arg(subset)),
                 qPrintable(inc.err));
        QVERIFY(!inc.err.contains(QStringLiteral("deciding call")));
        const Run incText = cli({QStringLiteral("check"), cert, QStringLiteral("--incremental")});
        QCOMPARE(incText.code, 0);
        QVERIFY2(incText.out.contains(QStringLiteral("no sequence of 10 moves solves the first 11 "
                                                     "of the %1 certificate mazes")
                                          .arg(subset)),
                 qPrintable(incText.out));
        for (const char* threads : {"1", "2"}) {
            const Run checkText = cli({QStringLiteral("check"), cert, QStringLiteral("--threads"),
                                       QString::fromLatin1(threads)});
            QCOMPARE(checkText.code, 0);
            QVERIFY2(checkText.out.startsWith(QStringLiteral("certificate ok: σ(3,3) = 11")),
                     qPrintable(checkText.out));
        }

        // Forged: a higher lower bound is not proved by these mazes.
        QByteArray forged = text;
        forged.replace("; lower-bound 11\n", "; lower-bound 12\n");
        forged.replace("; upper-bound 11\n", "");
        forged.replace("; sequence drddruurrdd\n", "");
        const int seqLine = forged.indexOf("; sequence ");
        if (seqLine >= 0)
            forged.remove(seqLine, forged.indexOf('\n', seqLine) - seqLine + 1);
        const QString forgedPath = dir.filePath(QStringLiteral("forged.txt"));
        QVERIFY(writeAll(forgedPath, forged));
        for (const char* threads : {"1", "2"}) {
            const Run bad = cli({QStringLiteral("check"), forgedPath, QStringLiteral("--threads"),
                                 QString::fromLatin1(threads), QStringLiteral("--config"),
                                 QStringLiteral("unsat")});
            QCOMPARE(bad.code, 1);
            QVERIFY2(bad.err.contains(QStringLiteral("certificate rejected")),
                     qPrintable(bad.err));
        }
        const Run badInc =
            cli({QStringLiteral("check"), forgedPath, QStringLiteral("--incremental")});
        QCOMPARE(badInc.code, 1);
        QVERIFY2(badInc.err.contains(QStringLiteral("a sequence of length 11 solves the subset")),
                 qPrintable(badInc.err));

        // --start from a certificate.
        const Run resumed = cli({QStringLiteral("3"), QStringLiteral("3"), QStringLiteral("--start"),
                                 cert, QStringLiteral("--json")});
        QCOMPARE(resumed.code, 0);
        QCOMPARE(json(resumed)[QStringLiteral("sigma")].toInt(), 11);
        // It takes the certificate's lower bound: the climb starts at 11, not at the longest
        // shortest path; --min-length overrides that.
        const QJsonArray rounds = json(resumed)[QStringLiteral("rounds")].toArray();
        QCOMPARE(rounds.size(), 1);
        QCOMPARE(rounds[0].toObject()[QStringLiteral("length")].toInt(), 11);
        QCOMPARE(rounds[0].toObject()[QStringLiteral("result")].toString(), QStringLiteral("sat"));
        const Run lower = cli({QStringLiteral("3"), QStringLiteral("3"), QStringLiteral("--start"),
                               cert, QStringLiteral("--min-length"), QStringLiteral("10"),
                               QStringLiteral("--json")});
        QCOMPARE(lower.code, 0);
        QCOMPARE(json(lower)[QStringLiteral("sigma")].toInt(), 11);
        const QJsonArray lowerRounds = json(lower)[QStringLiteral("rounds")].toArray();
        QCOMPARE(lowerRounds.size(), 2);
        QCOMPARE(lowerRounds[0].toObject()[QStringLiteral("length")].toInt(), 10);
        QCOMPARE(lowerRounds[0].toObject()[QStringLiteral("result")].toString(),
                 QStringLiteral("unsat"));
    }

    // The recorded result for the open problem (resources/sigma/sigma-4x4.cert).
    void recorded4x4Certificate()
    {
        const QString path = QStringLiteral(MAZELAB_TEST_DATA "/sigma/sigma-4x4.cert");
        if (!QFile::exists(path))
            QSKIP("no recorded 4x4 certificate");
        const QByteArray text = readAll(path);
        QVERIFY(text.contains("; size 4x4\n"));
        // Re-checking the UNSAT part takes minutes; here only the sequence and the format are
        // checked quickly (the full check is documented in the README).
        QVERIFY(text.contains("; sequence "));
    }

    void knownSequenceAndSample()
    {
        // A known optimal sequence: the search stops when the lower bound reaches it.
        const Run r = cli({QStringLiteral("3"), QStringLiteral("3"), QStringLiteral("--sequence"),
                           QStringLiteral("drddruurrdd"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)[QStringLiteral("sigma")].toInt(), 11);
        QCOMPARE(json(r)[QStringLiteral("sequence")].toString(), QStringLiteral("drddruurrdd"));
        // A sample: lower bounds only, never "complete".
        const Run s = cli({QStringLiteral("3"), QStringLiteral("3"), QStringLiteral("--sample"),
                           QStringLiteral("30"), QStringLiteral("--seed"), QStringLiteral("7"),
                           QStringLiteral("--json")});
        QCOMPARE(s.code, 1);
        const QJsonObject o = json(s);
        QCOMPARE(o[QStringLiteral("complete")].toBool(), false);
        QCOMPARE(o[QStringLiteral("sampled")].toBool(), true);
        QVERIFY(o[QStringLiteral("lower_bound")].toInt() <= 11);
        QVERIFY(o[QStringLiteral("message")].toString().contains(QStringLiteral("sampled")));
        // A sample at least as large as the board's solvable mazes is all of them: σ is exact.
        const Run whole = cli({QStringLiteral("3"), QStringLiteral("3"), QStringLiteral("--sample"),
                               QStringLiteral("100"), QStringLiteral("--json")});
        QCOMPARE(whole.code, 0);
        QVERIFY2(whole.err.contains(QStringLiteral("the board has only 51 solvable mazes, so the "
                                                   "sample is all of them")),
                 qPrintable(whole.err));
        QCOMPARE(json(whole)[QStringLiteral("mazes")].toInt(), 51);
        QCOMPARE(json(whole)[QStringLiteral("sampled")].toBool(), false);
        QCOMPARE(json(whole)[QStringLiteral("sigma")].toInt(), 11);
        // A strip with one solvable maze: the sample says how many it holds.
        const Run strip = cli({QStringLiteral("1"), QStringLiteral("26"), QStringLiteral("--sample"),
                               QStringLiteral("5"), QStringLiteral("--json")});
        QVERIFY2(strip.err.contains(QStringLiteral("the sample holds 1 maze, not 5")),
                 qPrintable(strip.err));
        QCOMPARE(json(strip)[QStringLiteral("mazes")].toInt(), 1);
        // 6x6 needs --sample; with it, a short run proves a lower bound.
        QTemporaryDir dir;
        const QString cert = dir.filePath(QStringLiteral("s66.cert"));
        const Run six = cli({QStringLiteral("6x6"), QStringLiteral("--sample"), QStringLiteral("500"),
                             QStringLiteral("--time-limit"), QStringLiteral("2"),
                             QStringLiteral("--certificate"), cert, QStringLiteral("--json")});
        QCOMPARE(six.code, 1);
        const int lb = json(six)[QStringLiteral("lower_bound")].toInt();
        QVERIFY(lb >= 10);
        const Run check = cli({QStringLiteral("check"), cert, QStringLiteral("--json")});
        QCOMPARE(check.code, 0);
        QCOMPARE(json(check)[QStringLiteral("lower_bound")].toInt(), lb);
    }

    // --local-search: candidates from the annealing on the working set (localcandidate.h),
    // counted in the JSON and the text; the answer is Table 6.1's.
    void localSearch()
    {
        const QStringList args{"3x4", "--sequence", "rrdrrrdlllddrddrrddd", "--local-search",
                               "100000"};
        const Run r = cli(args + QStringList{QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o[QStringLiteral("sigma")].toInt(), 17);
        QVERIFY(o[QStringLiteral("local_candidates")].toInt() > 0);
        QVERIFY(o[QStringLiteral("local_evaluations")].toInteger() > 0);
        int perRound = 0;
        for (const QJsonValue v : o[QStringLiteral("rounds")].toArray())
            perRound += v.toObject()[QStringLiteral("local_candidates")].toInt();
        QCOMPARE(perRound, o[QStringLiteral("local_candidates")].toInt());
        const Run text = cli(args);
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains(QStringLiteral("local search: ")), qPrintable(text.out));
        QVERIFY(!json(cli({"3x4", "--json"})).contains(QStringLiteral("local_candidates")));
        // Raced beside the SAT calls: the same σ, whichever thread answers first.
        const Run raced = cli(args + QStringList{"--local-race", "--json"});
        QCOMPARE(raced.code, 0);
        QCOMPARE(json(raced)[QStringLiteral("sigma")].toInt(), 17);
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no size") << QStringList{} << "expected sizes";
        QTest::newRow("zero") << QStringList{"0", "3"} << "expected sizes";
        QTest::newRow("too big") << QStringList{"6", "6"} << "more than 25 cells";
        QTest::newRow("way too big") << QStringList{"9", "9", "--sample", "5"} << "at most 64 cells";
        QTest::newRow("bad sample") << QStringList{"3", "--sample", "0"} << "--sample";
        QTest::newRow("bad sequence") << QStringList{"3", "--sequence", "dxd"} << "--sequence";
        QTest::newRow("bad limit") << QStringList{"3", "--time-limit", "x"} << "--time-limit";
        QTest::newRow("bad k") << QStringList{"3", "--counterexamples", "0"} << "--counterexamples";
        QTest::newRow("bad carry") << QStringList{"3", "--carry", "-1"} << "--carry";
        QTest::newRow("descend and climb") << QStringList{"3", "--descend", "--climb"}
                                           << "exclude each other";
        QTest::newRow("bad anneal limit") << QStringList{"3", "--anneal-limit", "0"}
                                          << "--anneal-limit";
        QTest::newRow("bad local search") << QStringList{"3", "--local-search", "-1"}
                                          << "--local-search";
        QTest::newRow("local search not a number") << QStringList{"3", "--local-search", "x"}
                                                   << "--local-search";
        QTest::newRow("race without local search") << QStringList{"3", "--local-race"}
                                                   << "--local-race needs --local-search";
        QTest::newRow("bad cube join") << QStringList{"3", "--cube-join", "nan"} << "--cube-join";
        QTest::newRow("negative cube join") << QStringList{"3", "--cube-join", "-1"}
                                            << "--cube-join";
        QTest::newRow("check missing") << QStringList{"check", "/nonexistent/x.cert"}
                                       << "cannot read";
        QTest::newRow("check no file") << QStringList{"check"} << "expected one certificate";
        QTest::newRow("check bad threads")
            << QStringList{"check", "x.cert", "--threads", "0"} << "--threads";
        QTest::newRow("check bad config")
            << QStringList{"check", "x.cert", "--config", "fast"}
            << "--config is default, sat, unsat or plain";
        QTest::newRow("check incremental shard")
            << QStringList{"check", "x.cert", "--incremental", "--shard", "0/2", "--out", "s"}
            << "--incremental is for the whole check";
        QTest::newRow("check incremental dimacs")
            << QStringList{"check", "x.cert", "--incremental", "--dimacs", "x.cnf"}
            << "--incremental is for the whole check";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void malformedCertificate()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.cert"));
        QVERIFY(writeAll(path, "; mazelab-sigma-certificate 1\n; size 3x3\n; lower-bound 4\n\n"
                               "S..\n.x.\n..Q\n"));
        const Run r = cli({QStringLiteral("check"), path});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("bad.cert")), qPrintable(r.err));
    }

    // Ctrl-C (SIGINT) or SIGTERM (a batch system's pre-emption, `kill`, `timeout`) during the
    // search ends it within seconds with the bounds proved so far (exit 1) and a partial
    // certificate that checks, like --time-limit — also when the job was started with SIGINT
    // ignored, as a shell starts a script's background jobs.
    void interruptGivesBounds_data()
    {
        QTest::addColumn<int>("signal");
        QTest::addColumn<bool>("intIgnored");
        QTest::newRow("SIGINT") << int(SIGINT) << false;
        QTest::newRow("SIGTERM") << int(SIGTERM) << false;
        QTest::newRow("SIGINT, ignored at start") << int(SIGINT) << true;
    }
    void interruptGivesBounds()
    {
        QFETCH(int, signal);
        QFETCH(bool, intIgnored);
        QTemporaryDir dir;
        const QString cert = dir.filePath(QStringLiteral("interrupted.cert"));
        QProcess p;
        if (intIgnored)
            p.setChildProcessModifier([] { ::signal(SIGINT, SIG_IGN); });
        p.start(QStringLiteral(MAZELAB_CLI_PATH),
                {QStringLiteral("sigma"), QStringLiteral("4"), QStringLiteral("5"),
                 QStringLiteral("--climb"), QStringLiteral("--progress"), QStringLiteral("--json"),
                 QStringLiteral("--certificate"), cert});
        QVERIFY(p.waitForStarted());
        // wait for a progress line of the SAT search (lengths above 20 take seconds each)
        const QString err = clitest::waitForStderr(p, {QStringLiteral("length 2")});
        QVERIFY2(err.contains(QLatin1String("length 2")), qPrintable(err));
        QCOMPARE(p.state(), QProcess::Running);
        QVERIFY(clitest::stopsOnSignal(p, signal));
        QCOMPARE(p.exitCode(), 1);
        const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QCOMPARE(o[QStringLiteral("complete")].toBool(), false);
        QVERIFY(o[QStringLiteral("lower_bound")].toInt() >= 13); // the longest shortest path
        const Run check = cli({QStringLiteral("check"), cert, QStringLiteral("--json")});
        QCOMPARE(check.code, 0);
        QCOMPARE(json(check)[QStringLiteral("lower_bound")].toInt(),
                 o[QStringLiteral("lower_bound")].toInt());
    }

    // SIGKILL gives no chance to stop, yet the certificate already holds the descent's
    // counterexamples (checkpoints of the working set after each batch, the first at once):
    // it checks and resumes with them.
    void killedDescentKeepsCheckpoint()
    {
        QTemporaryDir dir;
        const QString cert = dir.filePath(QStringLiteral("killed.cert"));
        QProcess p;
        p.start(QStringLiteral(MAZELAB_CLI_PATH),
                {QStringLiteral("sigma"), QStringLiteral("4"), QStringLiteral("4"),
                 QStringLiteral("--sequence"), QStringLiteral("ddrddrdrurrlurururdrrldrddrdd"),
                 QStringLiteral("--descend"), QStringLiteral("--progress"),
                 QStringLiteral("--certificate"), cert});
        QVERIFY(p.waitForStarted());
        // "…, N SAT calls" (N >= 2) is printed before call N + 1: a checkpoint is written by
        // then. Progress lines are rate-limited, so any N will do.
        QStringList marks;
        for (int n = 2; n <= 40; ++n)
            marks << QStringLiteral(", %1 SAT calls").arg(n);
        const QString err = clitest::waitForStderr(p, marks);
        QVERIFY2(err.contains(QLatin1String(" SAT calls")), qPrintable(err));
        p.kill();
        QVERIFY(p.waitForFinished(10000));
        const QByteArray text = readAll(cert);
        const int at = text.indexOf(" mazes follow");
        QVERIFY2(at > 0, text.constData());
        const int from = text.lastIndexOf("; ", at) + 2;
        const int mazes = text.mid(from, at - from).toInt();
        QVERIFY2(mazes > 2, text.constData()); // more than the longest maze and its transpose
        const Run check = cli({QStringLiteral("check"), cert, QStringLiteral("--json")});
        QCOMPARE(check.code, 0);
        QCOMPARE(json(check)[QStringLiteral("ok")].toBool(), true);
    }

    void timeLimitGivesBounds()
    {
        QTemporaryDir dir;
        const QString cert = dir.filePath(QStringLiteral("partial.cert"));
        const Run r = cli({QStringLiteral("4"), QStringLiteral("4"), QStringLiteral("--time-limit"),
                           QStringLiteral("1"), QStringLiteral("--json"),
                           QStringLiteral("--certificate"), cert});
        QCOMPARE(r.code, 1);
        const QJsonObject o = json(r);
        QCOMPARE(o[QStringLiteral("complete")].toBool(), false);
        QVERIFY(o[QStringLiteral("lower_bound")].toInt() >= 6);
        QVERIFY(!o[QStringLiteral("message")].toString().isEmpty());
        // The partial certificate checks.
        const Run check = cli({QStringLiteral("check"), cert, QStringLiteral("--json")});
        QCOMPARE(check.code, 0);
        QCOMPARE(json(check)[QStringLiteral("ok")].toBool(), true);
        QCOMPARE(json(check)[QStringLiteral("lower_bound")].toInt(),
                 o[QStringLiteral("lower_bound")].toInt());
    }
};

QTEST_GUILESS_MAIN(TestCliSigma)
#include "tst_cli_sigma.moc"
