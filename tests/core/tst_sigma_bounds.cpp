// Upper bounds on σ (issue 17): the counting trajectory tree (streamverify.h) must agree with
// per-maze simulation on every enumerable size, for solving and failing sequences, on any
// number of threads; the searches (localsearch.h, anneal.h, samplerefine.h) must return
// sequences that solve everything; and the recorded bounds in tests/data/sigma/ are
// re-checked (5×5 on all 1,225,194 mazes, twice: by simulation and by the tree; 6×6 by the
// tree on all 1,636,193,228 mazes only when MAZELAB_SLOW_TESTS is set, else on a random
// sample by simulation).
#include "core/progresstext.h"
#include "core/simaso/anneal.h"
#include "core/simaso/localsearch.h"
#include "core/simaso/samplerefine.h"
#include "core/simaso/streamverify.h"
#include "core/simaso/verify.h"
#include "tests/sanitized.h"

#include <QDir>
#include <QFile>
#include <QTest>
#include <algorithm>
#include <random>

using namespace mazelab;

namespace {
SolvingSequence seq(const char* text) { return *parseMoves(text); }

SolvingSequence randomSequence(std::mt19937_64& rng, std::size_t length)
{
    SolvingSequence s;
    for (std::size_t i = 0; i < length; ++i)
        s.push_back(Move(rng() % 4));
    return s;
}

bool solvesMaze(const Maze& maze, const SolvingSequence& s)
{
    Cell c = maze.start();
    bool visited = c == maze.goal();
    for (Move m : s) {
        c = maze.step(c, m);
        visited = visited || c == maze.goal();
    }
    return visited;
}

// The sequence of a recorded bound: the file's non-comment lines.
SolvingSequence readSeq(const QString& name)
{
    QFile f(QStringLiteral(MAZELAB_TEST_DATA "/sigma/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    std::string moves;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (!line.trimmed().startsWith(';'))
            moves += line.trimmed().toStdString();
    return parseMoves(moves).value_or(SolvingSequence{});
}

// The recorded bound files of a size, e.g. "sigma-5x5-ub*.seq".
QStringList boundFiles(const QString& size)
{
    return QDir(QStringLiteral(MAZELAB_TEST_DATA "/sigma"))
        .entryList({QStringLiteral("sigma-%1-ub*.seq").arg(size)}, QDir::Files);
}
} // namespace

class TestSigmaBounds : public QObject {
    Q_OBJECT
private slots:
    // The tree's exact count equals simulation of every enumerated maze.
    void treeMatchesSimulation_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("length");
        for (auto [r, c] : {std::pair{2, 2}, {3, 3}, {3, 4}, {4, 3}, {2, 6}, {4, 4}})
            for (int len : {0, 5, 17, 40, 90}) {
                const QByteArray name = QByteArray::number(r) + "x" + QByteArray::number(c)
                    + " len " + QByteArray::number(len);
                QTest::newRow(name.constData()) << r << c << len;
            }
    }
    void treeMatchesSimulation()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, length);
        Control control;
        const MazeSet set = MazeSet::allSolvable(rows, cols, control);
        std::mt19937_64 rng(std::uint64_t(rows * 100 + cols * 10 + length));
        for (int trial = 0; trial < 4; ++trial) {
            // Random sequences, biased towards d/r so that some solve everything.
            SolvingSequence s = randomSequence(rng, std::size_t(length));
            for (auto& m : s)
                if (rng() % 3 == 0)
                    m = rng() % 2 ? Move::Down : Move::Right;
            const VerifyResult v = verifySequence(set, s);
            for (int threads : {1, 2}) {
                StreamVerifyOptions o;
                o.threads = threads;
                o.splitDecisions = threads == 1 ? 0 : 3;
                o.maxCounterexamples = 50;
                const StreamVerifyResult t = verifyAllStreamed(rows, cols, s, o, control);
                QVERIFY(t.complete);
                QCOMPARE(t.mazes, std::uint64_t(set.size()));
                QCOMPARE(t.solved, v.solved);
                QCOMPARE(t.solvesAll, v.solvesAll);
                QCOMPARE(t.failingLeaves == 0, v.solvesAll);
                for (const Maze& m : t.counterexamples) {
                    QVERIFY(m.isSolvable());
                    QVERIFY(!solvesMaze(m, s));
                }
            }
        }
    }

    // sampleExponent >= 0: the counterexamples are a sample over ALL failing leaves, the same
    // for any thread count, one per leaf when K covers them, and not the first K met.
    void sampledCounterexamplesSpanTheTree()
    {
        Control control;
        std::mt19937_64 rng(44);
        const SolvingSequence s = randomSequence(rng, 40);
        StreamVerifyOptions o;
        o.splitDecisions = 0;
        o.maxCounterexamples = 0;
        const std::uint64_t failing = verifyAllStreamed(4, 4, s, o, control).failingLeaves;
        QVERIFY2(failing >= 40, QByteArray::number(qulonglong(failing)).constData());
        const auto mazes = [&](double exponent, std::size_t k, int threads) {
            StreamVerifyOptions v;
            v.threads = threads;
            v.splitDecisions = threads == 1 ? 0 : 3;
            v.maxCounterexamples = k;
            v.sampleExponent = exponent;
            v.seed = 9;
            return verifyAllStreamed(4, 4, s, v, control).counterexamples;
        };
        for (double exponent : {0.0, 1.0}) {
            const auto one = mazes(exponent, failing / 4, 1);
            QCOMPARE(one.size(), std::size_t(failing / 4));
            QVERIFY(one == mazes(exponent, failing / 4, 2));
            QVERIFY(one != mazes(-1.0, failing / 4, 1)); // the first met differ
            for (const Maze& m : one) {
                QVERIFY(m.isSolvable());
                QVERIFY(!solvesMaze(m, s));
            }
            // K >= the failing leaves: every leaf once, so as many distinct mazes.
            auto all = mazes(exponent, std::size_t(failing) + 10, 2);
            QCOMPARE(all.size(), std::size_t(failing));
            std::vector<std::string> texts;
            for (const Maze& m : all) {
                std::string t;
                for (std::size_t c = 0; c < 16; ++c)
                    t += m.isBlocked(m.cellAt(c)) ? '#' : '.';
                texts.push_back(t);
            }
            std::sort(texts.begin(), texts.end());
            QVERIFY(std::adjacent_find(texts.begin(), texts.end()) == texts.end());
        }
    }

    void knownCounts()
    {
        Control control;
        StreamVerifyOptions o;
        StreamVerifyResult r =
            verifyAllStreamed(4, 4, seq("ddrddrdrurrluruurdrldrddrdd"), o, control);
        QCOMPARE(r.solved, std::uint64_t(3790)); // the thesis' damaged copy (README)
        QCOMPARE(r.mazes, std::uint64_t(3828));
        QVERIFY(!r.solvesAll);
        QCOMPARE(r.counterexamples.size(), std::size_t(1));
        r = verifyAllStreamed(4, 4, seq("ddrddrdrurrlurururdrrldrddrdd"), o, control);
        QVERIFY(r.solvesAll);
        o.perfect = true;
        r = verifyAllStreamed(3, 3, seq("drddruurrdd"), o, control);
        QVERIFY(r.solvesAll); // σ(3,3)'s sequence also solves all 51 mazes perfectly
    }

    void cancelled()
    {
        Control control;
        control.cancel();
        StreamVerifyOptions o;
        o.threads = 2;
        const SolvingSequence s = readSeq(boundFiles(QStringLiteral("5x5")).value(0));
        QVERIFY(!s.empty());
        const auto r = verifyAllStreamed(5, 5, s, o, control);
        QVERIFY(!r.complete);
        QVERIFY(!r.solvesAll);
    }

    void greedyCoverSolves()
    {
        Control control;
        for (auto [r, c] : {std::pair{3, 3}, {3, 4}, {4, 4}}) {
            const MazeSet set = MazeSet::allSolvable(r, c, control);
            CoverOptions o;
            o.seed = 7;
            const CoverResult a = greedyCover(set, control, o);
            QVERIFY(a.complete);
            QVERIFY(verifySequence(set, a.sequence).solvesAll);
            QVERIFY(a.sequence.size() <= a.rawLength);
            const CoverResult b = greedyCover(set, control, o);
            QCOMPARE(b.sequence, a.sequence); // deterministic
        }
    }

    void improveKeepsSolving()
    {
        Control control;
        const MazeSet set = MazeSet::allSolvable(4, 4, control);
        CoverOptions o;
        const CoverResult r = improveSequence(set, {}, control, o, 3);
        QVERIFY(r.complete);
        QVERIFY(verifySequence(set, r.sequence).solvesAll);
        QVERIFY(r.sequence.size() >= 29); // σ(4,4) = 29
    }

    void annealShortens()
    {
        Control control;
        AnnealOptions o;
        o.iterations = 200;
        o.targetLength = 11; // σ(3,3)
        const SolvingSequence start = seq("drddruurrddrrddlldrrurd");
        const AnnealResult r = annealAllSolvable(3, 3, start, control, o);
        QVERIFY(r.found);
        QVERIFY(r.best.size() <= start.size());
        QVERIFY(r.best.size() >= 11);
        QVERIFY(verifySequence(MazeSet::allSolvable(3, 3, control), r.best).solvesAll);
    }

    // 3×3 has 51 solvable mazes, fewer than the 2000 of the sample: the hard set is all of
    // them, each once (not 2000 draws with repeats, as "2000 hard mazes" of 2×3's 8 showed).
    // Asked for 10 < σ(3,3), the annealing runs at length 10 until the time limit.
    void annealHardSetIsWholeSmallBoard()
    {
        Control control;
        control.setTimeLimit(std::chrono::milliseconds(500));
        std::vector<std::string> hardSizes;
        control.setProgressSink([&](double, const ProgressMessage& m) {
            if (m.format == std::string_view(progress_text::kAnneal) && m.args.size() > 2)
                hardSizes.push_back(m.args[2].text);
        });
        AnnealOptions o;
        o.targetLength = 10;
        const AnnealResult r = annealAllSolvable(3, 3, seq("drddruurrddrrddlldrrurd"), control, o);
        QVERIFY(r.found);
        QCOMPARE(r.best.size(), std::size_t(11));
        QVERIFY(!hardSizes.empty());
        for (const std::string& n : hardSizes)
            QCOMPARE(n, std::string("51"));
    }

    // Ruin-and-recreate restarts (restartCycles): every reported best solves all mazes, the
    // run is deterministic for a seed, and it still reaches σ(3,3) = 11 although every
    // stalled cycle throws the annealing back to a ruined copy of the best.
    void annealRestartsDeterministic()
    {
        const MazeSet all4 = [] {
            Control c;
            return MazeSet::allSolvable(4, 4, c);
        }();
        AnnealOptions o;
        o.iterations = 100; // short cycles, so that lengths stall and restarts happen
        o.targetLength = 31;
        o.restartCycles = 2;
        o.ruinWindow = 4;
        o.seed = 3;
        // a random 50-move start (Python's random.seed(1), choices of "ddrrul")
        const SolvingSequence start = seq("dudrdrrrlrddrdrrudlrrldudrdddludrldrldudrrudrdldrr");
        auto once = [&] {
            Control control;
            control.setTimeLimit(std::chrono::seconds(120));
            std::size_t last = start.size() + 1;
            AnnealResult r = annealAllSolvable(4, 4, start, control, o,
                                               [&](const SolvingSequence& s) {
                                                   QVERIFY(s.size() < last);
                                                   last = s.size();
                                                   QVERIFY(verifySequence(all4, s).solvesAll);
                                               });
            return r;
        };
        const AnnealResult a = once();
        const AnnealResult b = once();
        QVERIFY(a.found);
        QVERIFY2(a.best.size() <= o.targetLength, a.message.c_str());
        QCOMPARE(a.best, b.best);
        QCOMPARE(a.evaluations, b.evaluations);
        o.restartCycles = 0; // the restarts did happen: without them the run differs
        QVERIFY(once().evaluations != a.evaluations);
    }

    void refineFromSample()
    {
        Control control;
        const MazeSet sample = MazeSet::random(4, 4, 30, 0.5, 3, control);
        RefineOptions o;
        o.improveRounds = 1;
        std::optional<SolvingSequence> first;
        control.setTimeLimit(std::chrono::seconds(20));
        const RefineResult r = refineOnAllSolvable(
            sample, {}, control, o, {},
            [&](const SolvingSequence& s, const StreamVerifyResult&) {
                if (!first) {
                    first = s;
                    control.cancel();
                }
            });
        QVERIFY(first.has_value());
        QVERIFY(r.verified.has_value());
        Control fresh;
        QVERIFY(verifySequence(MazeSet::allSolvable(4, 4, fresh), *r.verified).solvesAll);
    }

    // The recorded 5×5 bounds on all 1,225,194 mazes, by simulation and by the tree.
    void recorded5x5()
    {
        const QStringList files = boundFiles(QStringLiteral("5x5"));
        QVERIFY(!files.isEmpty());
        Control control;
        const MazeSet all = MazeSet::allSolvable(5, 5, control);
        for (const QString& name : files) {
            const SolvingSequence s = readSeq(name);
            QVERIFY2(!s.empty(), qPrintable(name));
            QVERIFY2(name.contains(QStringLiteral("ub%1.").arg(s.size())), qPrintable(name));
            const VerifyResult v = verifySequence(all, s);
            QCOMPARE(v.solved, std::uint64_t(1225194));
            QVERIFY(verifyAllStreamed(5, 5, s, StreamVerifyOptions{}, control).solvesAll);
        }
    }

    // 6×6: a random sample by simulation, and the check on all 1,636,193,228 mazes by the
    // tree (`seq verify-all 6x6 FILE`; about 2.2 s CPU for the 1260-move bound). Under a
    // sanitizer only the shortest bound gets the two checks (the code is the same for every
    // file; 26 files took 89 s under ASan): the Release stage checks every file.
    void recorded6x6()
    {
        const QStringList files = boundFiles(QStringLiteral("6x6"));
        if (files.isEmpty())
            QSKIP("no 6x6 bound recorded");
        std::vector<SolvingSequence> seqs; // read once: the shortest is needed first
        std::size_t shortest = SIZE_MAX;
        for (const QString& name : files) {
            seqs.push_back(readSeq(name));
            shortest = std::min(shortest, seqs.back().size());
        }
        Control control;
        const MazeSet sample = MazeSet::random(6, 6, 200000, 0.5, 17, control);
        for (qsizetype i = 0; i < files.size(); ++i) {
            const QString& name = files[i];
            const SolvingSequence& s = seqs[std::size_t(i)];
            QVERIFY2(!s.empty(), qPrintable(name));
            QVERIFY2(name.contains(QStringLiteral("ub%1.").arg(s.size())), qPrintable(name));
            if (test::kSanitized && s.size() != shortest)
                continue;
            QVERIFY(verifySequence(sample, s).solvesAll);
            StreamVerifyOptions o;
            o.threads = 2;
            const auto r = verifyAllStreamed(6, 6, s, o, control);
            QVERIFY(r.solvesAll);
            QCOMPARE(r.solved, std::uint64_t(1636193228));
        }
    }

    // The recorded 464-move near-solver (not a bound) misses exactly one 6×6 maze.
    void recordedNearSolver6x6()
    {
        const SolvingSequence s = readSeq(QStringLiteral("near-6x6-464.seq"));
        QCOMPARE(s.size(), std::size_t(464));
        Control control;
        StreamVerifyOptions o;
        o.threads = 2;
        const auto r = verifyAllStreamed(6, 6, s, o, control);
        QVERIFY(!r.solvesAll);
        QCOMPARE(r.solved, std::uint64_t(1636193227));
    }
};

QTEST_GUILESS_MAIN(TestSigmaBounds)
#include "tst_sigma_bounds.moc"
