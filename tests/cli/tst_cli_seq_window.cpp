// mazelab-cli seq improve --method window (issue 17): a padded σ(4,4) sequence back to 29
// and then locally optimal, plateau moves, --min-window, --shorten-by, --resume, a deletion
// repair, through the CLI with its exit codes and JSON. The refusals of bad values stay with
// the other seq improve refusals in tst_cli_seq_bounds; --method window-sat has its runs and
// refusals here, split windows (--gaps) too.
#include <QFile>
#include <QJsonObject>
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

class TestCliSeqWindow : public QObject {
    Q_OBJECT
private slots:
    void windowScan()
    {
        QTemporaryDir dir;
        Run r;
        // exhaustive window rewrites: a padded σ(4,4) sequence back to 29, then locally optimal
        const QString wSaved = dir.filePath(QStringLiteral("window.seq"));
        r = cli({"improve", "--method", "window", "--size", "4x4", "--start",
                 "ddrdddrdrurrlurrrururdrrldrddrrdd", "--max-window", "6", "--save", wSaved,
                 "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 29);
        QCOMPARE(json(r)["shortened"].toInt(), 4);
        QVERIFY(json(r)["message"].toString().contains(QLatin1String("locally optimal")));
        QCOMPARE(cli({"verify-all", "4x4", wSaved}).code, 0);
        r = cli({"improve", "--method", "window", "--size", "4x4", "--start",
                 "ddrddrdrurrlurururdrrldrddrdd", "--max-window", "4", "--plateau", "5",
                 "--seed", "2", "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 29);
        QVERIFY(json(r)["message"].toString().contains(QLatin1String("after 5 plateau moves")));
        // two moves shorter at once: the padded sequence (33) back to 29 in two rewrites
        r = cli({"improve", "--method", "window", "--size", "4x4", "--start",
                 "ddrdddrdrurrlurrrururdrrldrddrrdd", "--max-window", "6", "--shorten-by", "2",
                 "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt() % 2, 1); // 33 - 2k
        QVERIFY(json(r)["length"].toInt() < 33);
        QVERIFY(json(r)["message"].toString().contains(QLatin1String("2 moves shorter")));
        // windows of 3 to 6 moves only: the end names the range
        r = cli({"improve", "--method", "window", "--size", "4x4", "--start",
                 "ddrdddrdrurrlurrrururdrrldrddrrdd", "--max-window", "6", "--min-window", "3",
                 "--json"});
        QCOMPARE(r.code, 0);
        QVERIFY(json(r)["length"].toInt() < 33);
        QVERIFY2(json(r)["message"].toString().contains(QLatin1String("no window of 3 to 6 moves")),
                 qPrintable(json(r)["message"].toString()));
        // a scan resumed in the middle of its cycle still ends at the local optimum
        r = cli({"improve", "--method", "window", "--size", "4x4", "--start",
                 "ddrdddrdrurrlurrrururdrrldrddrrdd", "--max-window", "6", "--resume", "3,20",
                 "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 29);
        QVERIFY(json(r)["message"].toString().contains(QLatin1String("locally optimal")));
        // a deletion and a repair elsewhere: 30 (locally optimal for windows of 2) -> 29
        r = cli({"improve", "--method", "window", "--size", "4x4", "--start",
                 "ddrudddrrdrurrrlurururdrurdldrddrdd", "--max-window", "2", "--json"});
        QCOMPARE(json(r)["length"].toInt(), 30);
        r = cli({"improve", "--method", "window", "--size", "4x4", "--start",
                 json(r)["sequence"].toString(), "--max-window", "2", "--delete-repair",
                 "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 29);
        QVERIFY(json(r)["message"].toString().contains(QLatin1String("nor after any deletion")));
    }

    // Windows redone shorter by SAT: a σ(4,4) sequence padded with 3 moves back to 29 through
    // windows of 10 (beyond what the exhaustive scan tries in this time), saved and verified;
    // its values out of range are refused.
    void windowSat()
    {
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("sat.seq"));
        const QStringList sat = {"improve", "--method", "window-sat", "--size", "4x4",
                                 "--start", "ddrddrdrururluuurrdrrldrddrdrddr"};
        Run r = cli(sat + QStringList{"--max-window", "10", "--save", saved, "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 29);
        QCOMPARE(json(r)["shortened"].toInt(), 3);
        QCOMPARE(json(r)["windows_undecided"].toInt(), 0);
        QVERIFY(json(r)["windows_refuted"].toInt() > 0);
        QVERIFY(json(r)["message"].toString().contains(QLatin1String("locally optimal")));
        QCOMPARE(cli({"verify-all", "4x4", saved}).code, 0);
        // resumed at windows of 9 at step 20 of the range 8..9, two shorter at once
        r = cli(sat + QStringList{"--max-window", "9", "--min-window", "8", "--resume", "9,20",
                                  "--shorten-by", "2", "--json"});
        QCOMPARE(r.code, 0);
        QVERIFY(json(r)["length"].toInt() < 32);
        // a deletion and a repair by SAT: 30 (locally optimal for windows of 1 and 2) -> 29
        r = cli({"improve", "--method", "window-sat", "--size", "4x4", "--start",
                 "ddrudddrrdrurrrlurururdrurdldrddrdd", "--max-window", "2", "--min-window", "1",
                 "--json"});
        QCOMPARE(json(r)["length"].toInt(), 30);
        r = cli({"improve", "--method", "window-sat", "--size", "4x4", "--start",
                 json(r)["sequence"].toString(), "--max-window", "2", "--min-window", "1",
                 "--delete-repair", "--repair-reach", "30", "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 29);
        QVERIFY(json(r)["deletions_repaired"].toInt() >= 1);
        QVERIFY(json(r)["message"].toString().contains(QLatin1String("nor after any deletion")));
        // a start that misses mazes: exit 1 and the reason
        r = cli({"improve", "--method", "window-sat", "--size", "4x4", "--start", "ddrr",
                 "--max-window", "3"});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains(QLatin1String("does not solve")));
        // ... repaired first with --repair-start (a padded σ(4,4) sequence with one move
        // changed): the repair is saved, then shortened to 29
        const QString repaired = dir.filePath(QStringLiteral("repaired.seq"));
        r = cli({"improve", "--method", "window-sat", "--size", "4x4", "--start",
                 "ddrddrdrururluuurrdruldrddrdrddr", "--max-window", "10", "--repair-start",
                 "--save", repaired, "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 29);
        QVERIFY(json(r)["start_repaired"].toBool());
        QCOMPARE(cli({"verify-all", "4x4", repaired}).code, 0);
        // ... and with --nearest-first, the repaired start's comment names it
        const QString nearest = dir.filePath(QStringLiteral("nearest.seq"));
        Run n = cli({"improve", "--method", "window-sat", "--size", "4x4", "--start",
                     "ddrddrdrururluuurrdruldrddrdrddr", "--max-window", "10", "--repair-start",
                     "--nearest-first", "--repair-windows", "40", "--save", nearest, "--json"});
        QCOMPARE(n.code, 0);
        QCOMPARE(json(n)["length"].toInt(), 29);
        QVERIFY(json(n)["start_repaired"].toBool());
        QVERIFY(clitest::readText(nearest).contains(
            QLatin1String("--nearest-first --repair-windows 40")));
        QCOMPARE(cli({"verify-all", "4x4", nearest}).code, 0);
        // the exact annealing with SAT repairs of its near-solvers: the JSON counts them;
        // --save-near keeps the last one offered, a 28-move sequence that misses 1 to 200
        // mazes (verify-all: exit 1), with the command in its comment
        const QString near = dir.filePath(QStringLiteral("near.seq"));
        r = cli({"improve", "--method", "exact", "--size", "4x4", "--start",
                 json(r)["sequence"].toString(), "--time-limit", "3", "--iterations", "50",
                 "--sat-repair", "1,4,200", "--window-seconds", "5", "--save-near", near,
                 "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 29);
        QVERIFY(json(r)["repairs_tried"].toInt() >= 1);
        QCOMPARE(json(r)["repairs"].toInt(), 0); // σ(4,4) = 29: nothing repairs 28 moves
        QFile nearFile(near);
        QVERIFY(nearFile.open(QIODevice::ReadOnly));
        const QString nearText = QString::fromUtf8(nearFile.readAll());
        QVERIFY(nearText.startsWith(QLatin1String("; misses 1 to 200 of the solvable 4x4")));
        QVERIFY(nearText.contains(QLatin1String("--save-near")));
        const Run nearCheck = cli({"verify-all", "4x4", near, "--json"});
        QCOMPARE(nearCheck.code, 1);
        const qint64 missed = json(nearCheck)["unsolved"].toInteger();
        QVERIFY(missed >= 1 && missed <= 200);
        QCOMPARE(json(nearCheck)["length"].toInt(), 28);
        const QStringList exact = {"improve", "--method", "exact", "--size", "4x4", "--start",
                                   "ddrddrdrururluuurrdrrldrddrdrddr", "--time-limit", "1"};
        const QList<QStringList> refused = {
            exact + QStringList{"--sat-repair", "5,4"},
            exact + QStringList{"--sat-repair", "0,4"},
            exact + QStringList{"--sat-repair", "1,65"},
            exact + QStringList{"--sat-repair", "1,4,0"},
            exact + QStringList{"--sat-repair", "1"},
            exact + QStringList{"--sat-repair", "1,4", "--window-seconds", "0"},
            exact + QStringList{"--window-seconds", "5"}, // without --sat-repair
            exact + QStringList{"--save-near", "x.seq"}, // without --sat-repair
            sat + QStringList{"--save-near", "x.seq"},
            sat + QStringList{"--sat-repair", "1,4"},
            sat + QStringList{"--nearest-first"}, // without --repair-start
            exact + QStringList{"--nearest-first"}, // without --sat-repair
            sat + QStringList{"--repair-start", "--repair-windows", "2"}, // not nearest
            sat + QStringList{"--repair-start", "--nearest-first", "--repair-windows", "0"},
            exact + QStringList{"--sat-repair", "1,4", "--nearest-first", "--repair-windows", "x"},
            {"improve", "--method", "window", "--size", "4x4", "--start", "dr",
             "--repair-start"},
            sat + QStringList{"--max-window", "0"},
            sat + QStringList{"--max-window", "65"},
            sat + QStringList{"--max-window", "33"}, // longer than the start
            sat + QStringList{"--max-window", "4", "--min-window", "5"},
            sat + QStringList{"--shorten-by", "5"},
            sat + QStringList{"--max-window", "3", "--shorten-by", "4"},
            sat + QStringList{"--window-seconds", "0"},
            sat + QStringList{"--resume", "17,3"},
            sat + QStringList{"--resume", "16,32"},
            sat + QStringList{"--resume", "16"},
            sat + QStringList{"--resume", "16,x"},
            sat + QStringList{"--resume", "x,3"},
            sat + QStringList{"--resume", "16,3,1"},
            sat + QStringList{"--repair-reach", "5"}, // without --delete-repair
            sat + QStringList{"--delete-repair", "--repair-reach", "0"},
            sat + QStringList{"--keep-prefix", "3"},
            {"improve", "--method", "window-sat", "--size", "9x8", "--start", "dr"},
            {"improve", "--method", "window", "--size", "4x4", "--start", "dr",
             "--window-seconds", "5"},
        };
        for (const QStringList& args : refused)
            QVERIFY2(cli(args).code == 2, qPrintable(args.join(QLatin1Char(' '))));
    }

    // Split windows (--gaps): a 3×4 sequence that plain windows of 2 leave at 19 is shortened
    // to 18 by halves of 1 move around fixed middles of 1 to 8, saved (with the command) and
    // verified, the split window named in the (throttled) progress line; bad values are
    // refused.
    void splitWindows()
    {
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("split.seq"));
        const QStringList sat = {"improve", "--method", "window-sat", "--size", "3x4",
                                 "--start", "rrdrrrdlllrdldrdrrr", "--min-window", "2",
                                 "--max-window", "2"};
        Run r = cli(sat + QStringList{"--json"});
        QCOMPARE(json(r)["length"].toInt(), 19); // plain windows: locally optimal
        r = cli(sat + QStringList{"--gaps", "1,8", "--save", saved, "--progress", "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 18);
        QCOMPARE(json(r)["windows_undecided"].toInt(), 0);
        QVERIFY(json(r)["message"].toString().contains(QLatin1String("locally optimal")));
        QVERIFY(r.err.contains(QLatin1String("windows of 1+[1]+1 moves at step 0")));
        QCOMPARE(cli({"verify-all", "3x4", saved}).code, 0);
        QFile file(saved);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(file.readAll()).contains(QLatin1String("--gaps 1,8")));
        // one gap only
        r = cli(sat + QStringList{"--gaps", "3", "--json"});
        QCOMPARE(r.code, 0);
        QVERIFY(json(r)["length"].toInt() <= 19);
        const QList<QStringList> refused = {
            sat + QStringList{"--gaps", "0"},
            sat + QStringList{"--gaps", "3,2"},
            sat + QStringList{"--gaps", "x"},
            sat + QStringList{"--gaps", "1,2,3"},
            sat + QStringList{"--gaps", "18"}, // 2 + 18 moves: longer than the start
            sat + QStringList{"--gaps", "2", "--shorten-by", "2"},
            sat + QStringList{"--gaps", "2", "--min-window", "1"},
            {"improve", "--method", "window", "--size", "3x4", "--start",
             "rrdrrrdlllrdldrdrrr", "--gaps", "2"},
            {"improve", "--method", "exact", "--size", "3x4", "--start",
             "rrdrrrdlllrdldrdrrr", "--gaps", "2"}, // exact: only with --sat-repair
            {"improve", "--method", "exact", "--size", "3x4", "--start",
             "rrdrrrdlllrdldrdrrr", "--sat-repair", "2,2", "--gaps", "0"},
            {"improve", "--method", "exact", "--size", "3x4", "--start",
             "rrdrrrdlllrdldrdrrr", "--sat-repair", "1,2", "--gaps", "2"}, // W1 >= 2
        };
        for (const QStringList& args : refused)
            QVERIFY2(cli(args).code == 2, qPrintable(args.join(QLatin1Char(' '))));
    }

    // Split-window repairs: a 3×4 near-solver that no window of 2 repairs anywhere is repaired
    // by the split windows of 1+[g]+1 (--repair-start --gaps), saved and verified; deletion
    // repairs take split windows too; the exact annealing passes --gaps to its SAT repairs.
    void splitWindowRepairs()
    {
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("repaired.seq"));
        const QStringList sat = {"improve", "--method", "window-sat", "--size", "3x4",
                                 "--start", "rrdurrrudllldrddrrrr", "--min-window", "2",
                                 "--max-window", "2", "--repair-start"};
        Run r = cli(sat + QStringList{"--json"});
        QCOMPARE(r.code, 1); // plain windows of 2: no repair
        QVERIFY(r.err.contains(QLatin1String("no window of these sizes repairs")));
        r = cli(sat + QStringList{"--gaps", "1,6", "--nearest-first", "--save", saved,
                                  "--progress", "--json"});
        QCOMPARE(r.code, 0);
        QVERIFY(json(r)["start_repaired"].toBool());
        QVERIFY(json(r)["length"].toInt() <= 20);
        QVERIFY(r.err.contains(QLatin1String("windows of 1+[")));
        QCOMPARE(cli({"verify-all", "3x4", saved}).code, 0);
        QVERIFY(clitest::readText(saved).contains(QLatin1String("--repair-start --nearest-first")));
        r = cli({"improve", "--method", "window-sat", "--size", "3x4", "--start",
                 "rrudrrrdllldruddrrdr", "--min-window", "2", "--max-window", "2", "--gaps",
                 "2,5", "--delete-repair", "--repair-reach", "6", "--json"});
        QCOMPARE(r.code, 0);
        QVERIFY(json(r)["length"].toInt() < 20);
        QCOMPARE(cli({"verify-all", "3x4", json(r)["sequence"].toString()}).code, 0);
        r = cli({"improve", "--method", "exact", "--size", "3x4", "--start",
                 "rrudrrrdllldruddrrdr", "--time-limit", "2", "--iterations", "20",
                 "--sat-repair", "2,2,50", "--gaps", "1,4", "--window-seconds", "5", "--json"});
        QCOMPARE(r.code, 0);
        QVERIFY(json(r)["length"].toInt() <= 20);
        QVERIFY(json(r).contains(QLatin1String("repairs_tried")));
    }

    // --repair-stepwise: one missed maze at a time. The 3×4 start no window of 2 repairs
    // is repaired in steps of 2; a stuck one keeps its progress in --save-near and exits 1;
    // the annealing hands its near-solvers to it; bad combinations are refused.
    void stepwiseRepairs()
    {
        QTemporaryDir dir;
        const QString near = dir.filePath(QStringLiteral("near.seq"));
        const QStringList sat = {"improve", "--method", "window-sat", "--size", "3x4",
                                 "--max-window", "2", "--repair-start", "--repair-stepwise"};
        Run r = cli(sat + QStringList{"--start", "rrdurrrudllldrddrrrr", "--save-near", near,
                                      "--progress", "--json"});
        QCOMPARE(r.code, 0);
        QVERIFY(json(r)["start_repaired"].toBool());
        QCOMPARE(json(r)["start_unsolved"].toInt(), 89);
        QVERIFY(json(r)["stepwise_taken"].toInt() >= 2);
        QVERIFY(r.err.contains(QLatin1String("stepwise repair: 0 mazes missed")));
        QCOMPARE(cli({"verify-all", "3x4", near}).code, 0); // the last step solves every maze
        QVERIFY(clitest::readText(near).contains(QLatin1String("--repair-stepwise")));
        // stuck after two steps at one maze: exit 1, the file holds the 1-maze near-solver
        r = cli(sat + QStringList{"--start", "rrudrrrdulldruddrrdr", "--save-near", near});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains(QLatin1String("stuck at 1 maze missed (the start missed 37)")));
        const Run v = cli({"verify-all", "3x4", near, "--json"});
        QCOMPARE(json(v)["unsolved"].toInt(), 1);
        QVERIFY(clitest::readText(near).contains(QLatin1String("misses 1 of the solvable")));
        // at most one target a step (the nearest): stuck where trying them all repairs
        const QStringList three = {"improve", "--method", "window-sat", "--size", "3x4",
                                   "--max-window", "3", "--repair-start", "--repair-stepwise",
                                   "--start", "rruurrrdulldruddrrdr", "--json"};
        r = cli(three);
        QCOMPARE(r.code, 0);
        QVERIFY(json(r)["stepwise_taken"].toInt() >= 4);
        r = cli(three + QStringList{"--stepwise-targets", "1"});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains(QLatin1String("stuck at 17 mazes missed (the start missed 71)")));
        // the annealing's near-solvers
        r = cli({"improve", "--method", "exact", "--size", "3x4", "--start",
                 "rrudrrrdllldruddrrdr", "--time-limit", "2", "--iterations", "20",
                 "--sat-repair", "1,2,100", "--repair-stepwise", "--stepwise-targets", "4",
                 "--json"});
        QCOMPARE(r.code, 0);
        QVERIFY(json(r)["length"].toInt() <= 20);
        QVERIFY(json(r).contains(QLatin1String("partial_repairs")));
        // refused: without --repair-start, targets without stepwise, --save-near without it,
        // above 25 cells (window-sat and the annealing), for the hard-set annealing
        for (const QStringList& bad :
             {QStringList{"improve", "--method", "window-sat", "--size", "3x4", "--start",
                          "rrudrrrdulldruddrrdr", "--repair-stepwise"},
              QStringList{"improve", "--method", "window-sat", "--size", "3x4", "--start",
                          "rrudrrrdulldruddrrdr", "--repair-start", "--stepwise-targets", "2"},
              QStringList{"improve", "--method", "window-sat", "--size", "3x4", "--start",
                          "rrudrrrdulldruddrrdr", "--repair-start", "--save-near", near},
              QStringList{"improve", "--method", "window-sat", "--size", "6x5", "--start",
                          "rrudrrrdulldruddrrdr", "--repair-start", "--repair-stepwise"},
              sat + QStringList{"--start", "rrdurrrudllldrddrrrr", "--stepwise-targets", "0"},
              QStringList{"improve", "--size", "3x4", "--start", "rrudrrrdulldruddrrdr",
                          "--time-limit", "1", "--repair-stepwise"},
              QStringList{"improve", "--method", "exact", "--size", "6x5", "--start",
                          "rrudrrrdulldruddrrdr", "--time-limit", "1", "--sat-repair", "2,3",
                          "--repair-stepwise"}}) {
            r = cli(bad);
            QCOMPARE(r.code, 2);
        }
    }

    // --plateau N,P,K: the plain scan's local optimum (19 moves) left by the plateau walk.
    void plateauWalk()
    {
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("plateau.seq"));
        const QStringList sat = {"improve", "--method", "window-sat", "--size", "3x4",
                                 "--start", "rrdrrrdlllrdldrdrrr", "--min-window", "2",
                                 "--max-window", "2"};
        Run r = cli(sat + QStringList{"--plateau", "60,4,2", "--save", saved, "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["length"].toInt(), 17);
        QCOMPARE(json(r)["plateau_tried"].toInt(), 60);
        QVERIFY(json(r)["plateau_taken"].toInt() > 0);
        QVERIFY(json(r)["message"].toString().startsWith(QLatin1String("plateau walk done")));
        QCOMPARE(cli({"verify-all", "3x4", saved}).code, 0);
        QFile file(saved);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(file.readAll()).contains(QLatin1String("--plateau 60,4,2")));
        // the directed walk
        r = cli(sat + QStringList{"--plateau", "40,4,1", "--plateau-descend", "--json"});
        QCOMPARE(r.code, 0);
        QVERIFY(json(r)["length"].toInt() <= 19);
        QVERIFY(json(r)["plateau_rejected"].toInt() >= 0);
        QVERIFY(json(r)["message"].toString().contains(QLatin1String("rejected: slower")));
        // --save-walk: the walk's own solver, as long as the best when it was taken
        const QString walked = dir.filePath(QStringLiteral("walk.seq"));
        r = cli(sat + QStringList{"--plateau", "60,4,2", "--save-walk", walked, "--json"});
        QCOMPARE(r.code, 0);
        QVERIFY(json(r)["plateau_taken"].toInt() > 0);
        QFile walk(walked);
        QVERIFY(walk.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(walk.readAll()).split(QLatin1Char('\n'),
                                                                          Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines[0].contains(QStringLiteral("the plateau walk after %1 plateau moves taken")
                                       .arg(json(r)["plateau_taken"].toInt()))
                     && lines[0].contains(QLatin1String("--plateau 60,4,2")),
                 qPrintable(lines[0]));
        QVERIFY(lines[1].size() >= json(r)["length"].toInt() && lines[1].size() <= 19);
        QVERIFY(lines[1] != json(r)["sequence"].toString()); // the walk moved off the best
        QCOMPARE(cli({"verify-all", "3x4", walked}).code, 0);
        // P defaults to --max-window, K to 2
        r = cli(sat + QStringList{"--plateau", "5", "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)["plateau_tried"].toInt(), 5);
        const QList<QStringList> refused = {
            sat + QStringList{"--plateau", "0"},
            sat + QStringList{"--plateau", "x"},
            sat + QStringList{"--plateau", "5,3,4"},  // K > P
            sat + QStringList{"--plateau", "5,3,0"},  // K = 0
            sat + QStringList{"--plateau", "5,20"},   // P longer than the start
            sat + QStringList{"--plateau", "5,4,2,1"},
            sat + QStringList{"--plateau", "5,4", "--delete-repair"},
            sat + QStringList{"--plateau-descend"}, // without --plateau
            sat + QStringList{"--save-walk", "w.seq"}, // without --plateau
            {"improve", "--method", "window", "--size", "3x4", "--start",
             "rrdrrrdlllrdldrdrrr", "--plateau", "5", "--save-walk", "w.seq"},
            {"improve", "--method", "window", "--size", "3x4", "--start",
             "rrdrrrdlllrdldrdrrr", "--plateau", "5", "--plateau-descend"},
        };
        for (const QStringList& args : refused)
            QVERIFY2(cli(args).code == 2, qPrintable(args.join(QLatin1Char(' '))));
    }
};

QTEST_GUILESS_MAIN(TestCliSeqWindow)
#include "tst_cli_seq_window.moc"
