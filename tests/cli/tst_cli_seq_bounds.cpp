// mazelab-cli seq verify-all / improve / tailfix / extend / shorten (issue 17): exact counts
// on all mazes, exit codes, a counterexample file, the recorded 5×5 bounds, the search
// methods, bad input. The exact annealing's options (seq improve --method exact) are in
// tst_cli_seq_exact.cpp.
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonArray>
#include <QJsonObject>
#include <QPoint>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "clitest.h"

namespace {
using clitest::json;
using clitest::Run;

Run cli(const QStringList& args)
{
    return clitest::run(QStringLiteral("seq"), args, 120000);
}
} // namespace

class TestCliSeqBounds : public QObject {
    Q_OBJECT
private slots:
    void verifyAll()
    {
        Run r = cli({"verify-all", "4x4", "ddrddrdrurrlurururdrrldrddrdd", "--json"});
        QCOMPARE(r.code, 0);
        QJsonObject o = json(r);
        QCOMPARE(o["solved"].toInt(), 3828);
        QCOMPARE(o["unsolved"].toInt(), 0);
        QTemporaryDir dir;
        const QString failures = dir.filePath(QStringLiteral("f.maze"));
        r = cli({"verify-all", "4x4", "ddrddrdrurrluruurdrldrddrdd", "--json", "--threads", "2",
                 "--failures", failures});
        QCOMPARE(r.code, 1);
        o = json(r);
        QCOMPARE(o["solved"].toInt(), 3790);
        QCOMPARE(o["unsolved"].toInt(), 38);
        QVERIFY(QFile::exists(failures));
        // "nearest": for each maze written (one per failing leaf), the earliest step after which
        // it stands nearest its goal and the distances, recomputed here by a BFS of its own
        const QStringList grids = clitest::readText(failures).split(
            QStringLiteral("\n\n"), Qt::SkipEmptyParts);
        const QJsonArray nearest = o["nearest"].toArray();
        QCOMPARE(nearest.size(), grids.size());
        QVERIFY(grids.size() >= 2);
        for (qsizetype i = 0; i < grids.size(); ++i) {
            const QStringList g = grids[i].split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            QCOMPARE(g.size(), 4);
            int dist[4][4];
            for (auto& row : dist)
                for (int& d : row)
                    d = -1;
            QList<QPoint> queue{{3, 3}};
            dist[3][3] = 0;
            for (qsizetype q = 0; q < queue.size(); ++q)
                for (QPoint step : {QPoint(1, 0), QPoint(-1, 0), QPoint(0, 1), QPoint(0, -1)}) {
                    const QPoint n = queue[q] + step; // x: row, y: column
                    if (n.x() >= 0 && n.x() < 4 && n.y() >= 0 && n.y() < 4
                        && g[n.x()][n.y()] == QLatin1Char('.') && dist[n.x()][n.y()] < 0) {
                        dist[n.x()][n.y()] = dist[queue[q].x()][queue[q].y()] + 1;
                        queue.append(n);
                    }
                }
            QPoint p(0, 0);
            int best = dist[0][0];
            int bestStep = 0;
            const QString moves = QStringLiteral("ddrddrdrurrluruurdrldrddrdd");
            for (int t = 0; t < moves.size(); ++t) {
                const QChar m = moves[t];
                const QPoint n = p + (m == QLatin1Char('d')   ? QPoint(1, 0)
                                      : m == QLatin1Char('u') ? QPoint(-1, 0)
                                      : m == QLatin1Char('r') ? QPoint(0, 1)
                                                              : QPoint(0, -1));
                if (n.x() >= 0 && n.x() < 4 && n.y() >= 0 && n.y() < 4
                    && g[n.x()][n.y()] == QLatin1Char('.'))
                    p = n;
                if (dist[p.x()][p.y()] < best) {
                    best = dist[p.x()][p.y()];
                    bestStep = t + 1;
                }
            }
            const QJsonObject a = nearest[i].toObject();
            QCOMPARE(a["step"].toInt(), bestStep);
            QCOMPARE(a["distance"].toInt(), best);
            QCOMPARE(a["final_distance"].toInt(), dist[p.x()][p.y()]);
            QVERIFY(best > 0);
        }
        r = cli({"verify-all", "4x4", "ddrddrdrurrluruurdrldrddrdd"});
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.contains(QLatin1String("nearest its goal after 19 moves: 3 moves away "
                                             "(6 at the end)")));
    }
    // Every recorded 5×5 bound (tests/data/sigma/sigma-5x5-ub*.seq) on all mazes.
    void recordedBound()
    {
        const QDir dir(QStringLiteral(MAZELAB_TEST_DATA "/sigma"));
        const QStringList files = dir.entryList({QStringLiteral("sigma-5x5-ub*.seq")});
        QVERIFY(files.contains(QStringLiteral("sigma-5x5-ub110.seq")));
        for (const QString& name : files) {
            const Run r = cli({"verify-all", "5x5", dir.filePath(name), "--json"});
            QCOMPARE(r.code, 0);
            QCOMPARE(json(r)["solved"].toInt(), 1225194);
        }
    }
    // seq shorten: SAT downward from a long length reaches σ(3,3) = 11 and saves it; a start
    // that is a bound comes back when the time runs out first; bad input is refused.
    void shorten()
    {
        QTemporaryDir dir;
        // a file name a shell must quote: the recorded command quotes it
        const QString save = dir.filePath(QStringLiteral("it's best.seq"));
        Run r = cli({"shorten", "3x3", "--from", "20", "--save", save, "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 11);
        QCOMPARE(json(r)["lowerBoundOfHardSet"].toInt(), 11);
        QVERIFY(QFile::exists(save));
        {
            QFile f(save);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString head = QString::fromUtf8(f.readAll());
            const QString quoted =
                QString(save).replace(QStringLiteral("'"), QStringLiteral("'\\''"));
            QVERIFY2(head.contains(QStringLiteral("\n; command: mazelab-cli seq shorten 3x3 --from "
                                                  "20 --save '%1' --json\n").arg(quoted)),
                     qPrintable(head));
        }
        r = cli({"verify-all", "3x3", save, "--json"});
        QCOMPARE(r.code, 0);
        r = cli({"shorten", "4x4", "--start", "ddrddrdrurrlurururdrrldrddrdd", "--time-limit",
                 "1", "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 29);
        QCOMPARE(cli({"shorten", "4x4", "--start", "dr", "--time-limit", "1"}).code, 1);
        QCOMPARE(cli({"shorten", "9x9"}).code, 2);
        QCOMPARE(cli({"shorten", "3x3", "--per-round", "0"}).code, 2);
    }

    // Requests past what a search can hold end with a message: a negative count is refused,
    // not wrapped (--random -1 aborted on vector::reserve), a huge one is refused up front
    // (--random 999999999 reserved 8 GB and ignored its time limit and SIGTERM), a long
    // length stops at the memory cap (5x5 --from 4096 grew by 13 GB, past its time limit),
    // and the greedy cover polls between its candidate paths (--candidates 999999999 ran
    // for minutes past --time-limit 1).
    void impossibleRequestsEndWithAMessage()
    {
        Run r = cli({"shorten", "3x3", "--random", "-1"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("malformed number"), qPrintable(r.err));
        r = cli({"shorten", "3x3", "--random", "999999999"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--random and --per-round go up to 100000 mazes"),
                 qPrintable(r.err));
        r = cli({"shorten", "3x3", "--from", "999999999"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("go up to 20000 moves"), qPrintable(r.err));
        r = cli({"shorten", "5x5", "--from", "4096", "--memory-limit", "300"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("no verified bound: memory limit of 300 MB reached"),
                 qPrintable(r.err));
        QCOMPARE(cli({"shorten", "3x3", "--memory-limit", "0"}).code, 2);
        QCOMPARE(cli({"extend", "3x3", "--restarts", "-1"}).code, 2);
        r = cli({"improve", "--method", "cover", "--size", "3x3", "--start", "drddruurrdd",
                 "--time-limit", "1", "--candidates", "999999999", "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 11);
    }
    void improve()
    {
        Run r = cli({"improve", "--method", "cover", "--size", "3x3", "--rounds", "2", "--json"});
        QCOMPARE(r.code, 0);
        QVERIFY(json(r)["length"].toInt() >= 11);
        r = cli({"improve", "--size", "3x3", "--start", "drddruurrddrrdd", "--time-limit", "2",
                 "--target", "11", "--json"});
        QCOMPARE(r.code, 0);
        QVERIFY(json(r)["length"].toInt() <= 15);
        // ruin-and-recreate restarts (the random 50-move 4x4 start of tst_sigma_bounds)
        r = cli({"improve", "--size", "4x4", "--start",
                 "dudrdrrrlrddrdrrudlrrldudrdddludrldrldudrrudrdldrr", "--iterations", "100",
                 "--restart-cycles", "2", "--ruin-window", "4", "--seed", "3", "--target", "31",
                 "--time-limit", "60", "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 31);
        // a start that misses mazes is refused with the reason
        r = cli({"improve", "--method", "window", "--size", "4x4", "--start", "ddrr"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QLatin1String("does not solve every maze")), qPrintable(r.err));
        r = cli({"improve", "--size", "3x3", "--start", "drddruurrddrrdd", "--exact-deletion",
                 "--target", "11", "--time-limit", "60", "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 11);
    }
    // The hard-set options for large sizes: a small start set, counterexamples sampled over
    // all failing leaves, checks before H is solved; --save-partial keeps the checked
    // non-solver closest to a bound, with its exact number of unsolved mazes.
    void improveSavesClosestNonSolver()
    {
        QTemporaryDir dir;
        const QString partial = dir.filePath(QStringLiteral("partial.seq"));
        Run r = cli({"improve", "--size", "4x4", "--start",
                     "dudrdrrrlrddrdrrudlrrldudrdddludrldrldudrrudrdldrr", "--sample", "40",
                     "--add-per-round", "10", "--sample-exponent", "1", "--check-unsolved",
                     "2", "--iterations", "200", "--seed", "2", "--target", "40",
                     "--time-limit", "60", "--save-partial", partial, "--json"});
        QCOMPARE(r.code, 0);
        QVERIFY(json(r)["length"].toInt() <= 40);
        QFile f(partial);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString comment = QString::fromUtf8(f.readLine());
        const QRegularExpression misses(QStringLiteral("misses (\\d+) of the solvable 4x4 mazes"));
        const auto m = misses.match(comment);
        QVERIFY2(m.hasMatch(), qPrintable(comment));
        r = cli({"verify-all", "4x4", partial, "--json"});
        QCOMPARE(r.code, 1);
        QCOMPARE(json(r)["unsolved"].toInt(), m.captured(1).toInt());
        QVERIFY(m.captured(1).toInt() > 0);
        for (const char* bad : {"2", "-1", "nan"})
            QCOMPARE(cli({"improve", "--size", "4x4", "--start", "dr", "--sample-exponent", bad,
                          "--time-limit", "1"})
                         .code,
                     2);
        QCOMPARE(cli({"improve", "--method", "exact", "--size", "4x4", "--start", "dr",
                      "--check-unsolved", "2", "--time-limit", "1"})
                     .code,
                 2);
    }
    // seq improve --hard-set: the counterexamples are written after every check and a second run starts its hard set with them; --threads changes nothing but the
    // speed of the checks; a malformed file is refused with its line and column.
    void improveResumesFromHardSet()
    {
        QTemporaryDir dir;
        const QString hard = dir.filePath(QStringLiteral("hard.maze"));
        const QStringList common = {"improve", "--size", "4x4", "--start",
                                    "dudrdrrrlrddrdrrudlrrldudrdddludrldrldudrrudrdldrr",
                                    "--sample", "40", "--add-per-round", "10",
                                    "--sample-exponent", "1", "--check-unsolved", "2",
                                    "--iterations", "200", "--seed", "2", "--target", "40",
                                    "--time-limit", "60", "--json"};
        Run r = cli(common + QStringList{"--hard-set", hard, "--threads", "2"});
        QCOMPARE(r.code, 0);
        const QString sequence = json(r)["sequence"].toString();
        QCOMPARE(json(cli(common))["sequence"].toString(), sequence); // one thread, same path
        QFile f(hard);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        const auto header = QRegularExpression(QStringLiteral("on 4x4 \\((\\d+) mazes\\)"))
                                .match(text);
        QVERIFY2(header.hasMatch(), qPrintable(text.left(200)));
        const int learned = header.captured(1).toInt();
        QVERIFY(learned > 0);
        // The resumed run's hard set: the 40 random mazes and the learned ones (the file is
        // read back only if every maze is a solvable 4x4 one).
        r = cli({"improve", "--size", "4x4", "--start", "dudrdrrrlrdd", "--sample", "40",
                 "--iterations", "200", "--seed", "3", "--time-limit", "1", "--progress",
                 "--hard-set", hard});
        QVERIFY2(r.err.contains(QStringLiteral(" of %1 hard mazes").arg(40 + learned)),
                 qPrintable(r.err.left(300)));
        QFile bad(dir.filePath(QStringLiteral("bad.maze")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("....\n..?.\n....\n....\n");
        bad.close();
        r = cli({"improve", "--size", "4x4", "--start", "dr", "--time-limit", "1", "--hard-set",
                 bad.fileName()});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("bad.maze:2:3")), qPrintable(r.err));
        QVERIFY(bad.open(QIODevice::WriteOnly)); // a 3x3 maze in a 4x4 run
        bad.write("...\n...\n...\n");
        bad.close();
        r = cli({"improve", "--size", "4x4", "--start", "dr", "--time-limit", "1", "--hard-set",
                 bad.fileName()});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("maze 1 is not a solvable 4x4")), qPrintable(r.err));
        QCOMPARE(cli({"improve", "--size", "4x4", "--start", "dr", "--time-limit", "1",
                      "--threads", "0"})
                     .code,
                 2);
    }
    // seq tailfix: a start missing mazes is repaired by a suffix; the result solves all.
    void tailfix()
    {
        QTemporaryDir dir;
        const QString save = dir.filePath(QStringLiteral("best.seq"));
        Run r = cli({"tailfix", "4x4", "ddrddrdrururluuurrdrr", "--time-limit", "1", "--save",
                     save, "--json"});
        QCOMPARE(r.code, 0);
        const QString moves = json(r)["sequence"].toString();
        QVERIFY(moves.size() > 21);
        QVERIFY(QFile::exists(save));
        r = cli({"verify-all", "4x4", moves, "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["solved"].toInt(), 3828);
        r = cli({"tailfix", "4x4", "dr", "--time-limit", "1", "--walks", "2"});
        QCOMPARE(r.code, 1); // more failing leaves than --walks
        QCOMPARE(cli({"tailfix", "4x4", "dr"}).code, 2); // no --time-limit or --target
        QCOMPARE(cli({"tailfix", "9x9", "dr", "--target", "5"}).code, 2); // 81 cells
    }
    // seq extend: from nothing and from a prefix, a sequence verified on all mazes.
    void extend()
    {
        QTemporaryDir dir;
        const QString save = dir.filePath(QStringLiteral("ext.seq"));
        Run r = cli({"extend", "4x4", "--save", save, "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["mazes"].toInt(), 3828);
        QString moves = json(r)["sequence"].toString();
        QVERIFY(moves.size() >= 29); // σ(4,4) = 29
        const auto built = moves.size();
        QVERIFY(QFile::exists(save));
        QCOMPARE(cli({"verify-all", "4x4", moves, "--json"}).code, 0);
        r = cli({"extend", "3x4", "rrd", "--mass-exponent", "0", "--beam", "2", "--json"});
        QCOMPARE(r.code, 0);
        moves = json(r)["sequence"].toString();
        QVERIFY(moves.startsWith(QLatin1String("rrd")));
        QCOMPARE(cli({"verify-all", "3x4", moves, "--json"}).code, 0);
        QCOMPARE(cli({"extend", "9x9"}).code, 2);                  // 81 cells
        QCOMPARE(cli({"extend", "4x4", "--beam", "0"}).code, 2);  // malformed option
        QCOMPARE(cli({"extend", "4x4", "dx"}).code, 2);           // not moves
        // --restarts: rebuilt tails, never longer than the start, saved and verified
        const QString best = dir.filePath(QStringLiteral("restart.seq"));
        r = cli({"extend", "4x4", save, "--restarts", "20", "--window", "40", "--save", best,
                 "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["attempts"].toInt(), 20);
        const QString shorter = json(r)["sequence"].toString();
        QCOMPARE(json(r)["length"].toInt(), int(shorter.size()));
        QVERIFY(shorter.size() >= 29 && shorter.size() <= built);
        QVERIFY(QFile::exists(best));
        QCOMPARE(cli({"verify-all", "4x4", best, "--json"}).code, 0);
        QCOMPARE(cli({"extend", "4x4", "--restarts", "0"}).code, 2); // malformed option
    }
    // seq extend --method exact: windows annealed on exact counts, from a prefix, saved and
    // verified; the greedy's options and malformed numbers are refused.
    void extendExact()
    {
        QTemporaryDir dir;
        const QString save = dir.filePath(QStringLiteral("grow.seq"));
        Run r = cli({"extend", "4x4", "dr", "--method", "exact", "--horizon", "34", "--commit",
                     "34", "--iterations", "20000", "--save", save, "--json"});
        QCOMPARE(r.code, 0);
        const QString moves = json(r)["sequence"].toString();
        QVERIFY(moves.startsWith(QLatin1String("dr")));
        QVERIFY2(moves.size() >= 29 && moves.size() <= 36, qPrintable(moves));
        QVERIFY(json(r)["evaluations"].toInt() > 0 && json(r)["evaluations"].toInt() <= 20000);
        QVERIFY(json(r)["accepted"].toInt() > 0);
        QVERIFY(json(r)["accepted"].toInt() <= json(r)["evaluations"].toInt());
        QCOMPARE(cli({"verify-all", "4x4", save, "--json"}).code, 0);
        r = cli({"extend", "3x4", "--method", "exact", "--horizon", "8", "--commit", "2",
                 "--iterations", "200", "--progress", "--json"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.err.contains(QLatin1String("committed 2 moves")));
        QCOMPARE(cli({"verify-all", "3x4", json(r)["sequence"].toString()}).code, 0);
        for (const QStringList& bad :
             {QStringList{"--method", "exact", "--beam", "2"},
              QStringList{"--method", "exact", "--restarts", "3"},
              QStringList{"--method", "exact", "--commit", "50"}, // more than the horizon
              QStringList{"--method", "exact", "--iterations", "0"},
              QStringList{"--method", "exact", "--area-weight", "-1"},
              QStringList{"--method", "beam"}, QStringList{"--iterations", "5"}}) {
            QStringList args{"extend", "4x4"};
            args << bad;
            QCOMPARE(cli(args).code, 2);
        }
        QCOMPARE(cli({"extend", "8x8", "--method", "exact"}).code, 2); // 64 cells
        r = cli({"extend", "4x4", "--method", "exact", "--max-nodes", "1000"});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains(QLatin1String("node budget")));
    }
    void badInput()
    {
        QCOMPARE(cli({"verify-all", "9x9", "dr"}).code, 2);
        QCOMPARE(cli({"verify-all", "4x4", "dxr"}).code, 2);
        QCOMPARE(cli({"improve", "--size", "4x4"}).code, 2); // no --rounds / --time-limit
        QCOMPARE(cli({"improve", "--size", "4x4", "--rounds", "1"}).code, 2); // anneal: --start
        QCOMPARE(cli({"improve", "--size", "4x4", "--start", "dr", "--time-limit", "1",
                      "--restart-cycles", "-1"})
                     .code,
                 2);
        const QStringList exact = {"improve", "--method", "exact", "--start", "dr",
                                   "--time-limit", "1"};
        const QStringList window = {"improve", "--method", "window", "--size", "4x4", "--start",
                                    "ddrddrdrurrlurururdrrldrddrdd"};
        // the window scan's values out of range (--resume W,A: W <= --max-window, default 8;
        // --keep-prefix <= A < length; --shorten-by D: 1..4, <= --max-window), and its
        // options given to --method exact
        const QList<QStringList> refused = {
            window + QStringList{"--max-window", "0"},
            window + QStringList{"--max-window", "14"},
            window + QStringList{"--tail", "5"},
            window + QStringList{"--keep-prefix", "29"},
            window + QStringList{"--plateau", "-1"},
            window + QStringList{"--min-window", "0"},
            window + QStringList{"--min-window", "9"},
            window + QStringList{"--max-window", "4", "--min-window", "5"},
            window + QStringList{"--shorten-by", "0"},
            window + QStringList{"--shorten-by", "5"},
            window + QStringList{"--max-window", "1", "--shorten-by", "2"},
            window + QStringList{"--resume", "9,5"},
            window + QStringList{"--resume", "0,5"},
            window + QStringList{"--resume", "3"},
            window + QStringList{"--resume", "3,29"},
            window + QStringList{"--keep-prefix", "10", "--resume", "3,9"},
            exact + QStringList{"--size", "4x4", "--shorten-by", "2"},
            exact + QStringList{"--size", "4x4", "--min-window", "2"},
            exact + QStringList{"--size", "4x4", "--resume", "3,9"},
            exact + QStringList{"--size", "4x4", "--max-window", "5"},
            exact + QStringList{"--size", "4x4", "--plateau", "5"},
            exact + QStringList{"--size", "4x4", "--delete-repair"},
        };
        for (const QStringList& args : refused)
            QVERIFY2(cli(args).code == 2, qPrintable(args.join(QLatin1Char(' '))));
        QCOMPARE(cli({"improve", "--method", "sat", "--size", "4x4", "--start", "dr",
                      "--time-limit", "1"})
                     .code,
                 2);
    }
};

QTEST_GUILESS_MAIN(TestCliSeqBounds)
#include "tst_cli_seq_bounds.moc"
