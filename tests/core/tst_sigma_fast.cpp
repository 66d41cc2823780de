// The faster σ search (issue 17): cube-and-conquer over move prefixes on several solver
// instances (SolverPortfolio::setCubeDepth) and deferred refutations (SigmaOptions::
// deferFraction) must give exactly the answers and certificates of the plain search.
#include "core/control.h"
#include "core/maze.h"
#include "core/progresstext.h"
#include "core/simaso_sat/portfolio.h"
#include "core/simaso_sat/sigmasat.h"
#include "tests/sanitized.h"

#include <QTest>
#include <random>

using namespace mazelab;
using namespace mazelab::simaso_sat;

namespace {
struct Config {
    int threads = 1;
    int cubeDepth = 0;
    bool forceDefer = false; // SAT calls over 0.1 ms are deferred (budget doubling per deferral)
    int carry = 0;           // SigmaOptions::carryLengths
    bool warm = false;       // SigmaOptions::warmStart
    bool descend = false;    // SigmaOptions::descend (upper bound first, upperfirst.h)
    double join = 1.0;       // SigmaOptions::cubeJoinSeconds
};

SigmaResult sigma(int rows, int cols, const Config& c)
{
    SigmaOptions options;
    options.threads = c.threads;
    options.cubeDepth = c.cubeDepth;
    options.carryLengths = c.carry;
    options.warmStart = c.warm;
    options.descend = c.descend;
    options.cubeJoinSeconds = c.join;
    if (c.forceDefer) {
        options.deferFraction = 1e-9;
        options.deferMinSeconds = 1e-4;
    }
    Control control;
    const Grid grid(rows, cols);
    const auto all = enumerateSolvable(grid, control);
    return computeSigma(grid, all, options, control);
}
struct Tally {
    int sat = 0;
    int unsat = 0;
    int joined = 0; // calls in which the whole-instance solver joined the split
};

// One solver and a two-instance cube split (depth 3, joining after `joinAfter` s, 0: never)
// on `set` at `length`: the same answer, and a Sat model that solves the set.
void compareSplit(const Grid& grid, const std::vector<WallMask>& set, int length,
                  double joinAfter, Tally& tally)
{
    Control control;
    LengthSolver one(grid, length, LengthSolver::defaults(false));
    SolverPortfolio split(grid, length, LengthSolver::defaults(false), 2);
    split.setCubeDepth(3);
    split.setJoinAfter(joinAfter);
    for (WallMask w : set) {
        one.addMaze(w);
        split.addMaze(w);
    }
    const auto expected = one.solve(control);
    QCOMPARE(split.solve(control), expected);
    tally.joined += split.joinedLast();
    if (expected == LengthSolver::Result::Sat) {
        ++tally.sat;
        QVERIFY(unsolvedMazes(grid, set, split.model()).empty());
    } else {
        ++tally.unsat;
    }
}
} // namespace

class TestSigmaFast : public QObject {
    Q_OBJECT
private slots:
    void table61_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("expected");
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("cubes");
        QTest::addColumn<bool>("defer");
        QTest::addColumn<int>("carry");
        QTest::addColumn<bool>("warm");
        QTest::addColumn<bool>("descend");
        QTest::addColumn<double>("join");
        const struct {
            int rows, cols, expected;
        } sizes[] = {{2, 2, 3}, {2, 4, 7}, {3, 3, 11}, {3, 4, 17}, {4, 3, 17}};
        for (const auto& s : sizes) {
            const QByteArray name = QByteArray::number(s.rows) + "x" + QByteArray::number(s.cols);
            auto row = [&](const char* what, int threads, int cubes, bool defer, int carry,
                           bool warm = false, bool descend = false, double join = 1.0) {
                QTest::newRow(name + what) << s.rows << s.cols << s.expected << threads << cubes
                                           << defer << carry << warm << descend << join;
            };
            row(" cubes", 2, 4, false, 0);
            if (test::kSanitized && s.rows > s.cols)
                continue; // 4x3 is 3x4 transposed: the same code, half the sanitized minute
            row(" cubes deep", 3, 6, false, 0);
            row(" cubes defer", 2, 3, true, 0);
            row(" one carry 1", 1, 0, false, 1);
            row(" one carry 2", 1, 0, false, 2);
            row(" cubes carry 2", 2, 4, false, 2);
            row(" one warm", 1, 0, false, 0, true);
            row(" cubes warm", 2, 4, false, 0, true);
            row(" one descend", 1, 0, false, 0, true, true);
            row(" cubes descend", 2, 4, false, 0, true, true);
            // Every call's whole-instance solver joins the split at once.
            row(" cubes join", 2, 4, false, 0, true, false, 1e-9);
            row(" cubes join 3", 3, 3, false, 0, true, true, 1e-9);
            row(" cubes no join", 2, 4, false, 0, true, true, 0);
            if (s.expected > 11)
                continue; // forced deferral climbs far on the bigger sizes: seconds each
            row(" race defer", 2, 0, true, 0);
            row(" one defer", 1, 0, true, 0);
        }
    }

    // σ, the sequence and the certificate are those of the plain search (Table 6.1).
    void table61()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, expected);
        QFETCH(int, threads);
        QFETCH(int, cubes);
        QFETCH(bool, defer);
        QFETCH(int, carry);
        QFETCH(bool, warm);
        QFETCH(bool, descend);
        QFETCH(double, join);
        const SigmaResult r =
            sigma(rows, cols, Config{threads, cubes, defer, carry, warm, descend, join});
        QVERIFY2(r.complete, r.message.c_str());
        QCOMPARE(r.lowerBound, expected);
        QCOMPARE(r.upperBound, expected);
        QCOMPARE(int(r.sequence.size()), expected);
        Control control;
        const Grid grid(rows, cols);
        QVERIFY(unsolvedMazes(grid, enumerateSolvable(grid, control), r.sequence).empty());
        // The certificate: a fresh single solver finds its mazes Unsat one move shorter.
        LengthSolver solver(grid, expected - 1, LengthSolver::defaults(r.subsetUsesSymmetry));
        for (WallMask w : r.subset)
            solver.addMaze(w);
        QCOMPARE(solver.solve(control), LengthSolver::Result::Unsat);
        if (descend) { // the annealing's bound was found, and the search went down from it
            QVERIFY(r.annealedLength >= expected);
            QVERIFY(!r.rounds.empty());
            QCOMPARE(r.rounds.front().length, r.annealedLength - 1);
            QVERIFY(r.rounds.back().unsat);
            QCOMPARE(r.rounds.back().length, expected - 1);
        }
    }

    // Descending from a known sequence longer than σ: every length above σ is Solved (each
    // sequence solves all mazes), the first Unsat is at σ − 1, and nothing below is tried.
    void descendFromALongerSequence()
    {
        SigmaOptions options;
        options.descend = true;
        options.knownSequence = *parseMoves("rrdrrrdlllddrddrrddd"); // σ(3,4) = 17, padded
        Control control;
        const Grid grid(3, 4);
        const auto all = enumerateSolvable(grid, control);
        QVERIFY(unsolvedMazes(grid, all, options.knownSequence).empty());
        const SigmaResult r = computeSigma(grid, all, options, control);
        QVERIFY2(r.complete, r.message.c_str());
        QCOMPARE(r.lowerBound, 17);
        QCOMPARE(r.upperBound, 17);
        QCOMPARE(r.annealedLength, -1); // given, not annealed
        QVERIFY(unsolvedMazes(grid, all, r.sequence).empty());
        QCOMPARE(r.rounds.front().length, 19);
        for (std::size_t i = 0; i + 1 < r.rounds.size(); ++i) {
            QVERIFY(r.rounds[i].solved);
            QCOMPARE(r.rounds[i + 1].length, r.rounds[i].length - 1);
        }
        QVERIFY(r.rounds.back().unsat);
        QCOMPARE(r.rounds.back().length, 16);
    }

    // A descent stopped at one length hands back its whole working set (every counterexample
    // so far), not just the proof of the lower bound; the set still proves that bound, and
    // giving it back as initialSubset resumes the search with all of those mazes (the CLI's
    // `--certificate` + `--start`: a pre-empted descent does not start again from one maze).
    void stoppedDescentResumes()
    {
        const Grid grid(4, 4);
        Control enumeration;
        const auto all = enumerateSolvable(grid, enumeration);
        SigmaOptions options;
        options.descend = true;
        options.knownSequence = *parseMoves("ddrddrdrurrlurururdrrldrddrdd"); // σ(4,4) = 29
        // Stops the search once a progress line reports `calls` SAT calls; records the last
        // line's maze count.
        auto run = [&](int calls, std::int64_t& mazesSeen) {
            Control control;
            control.setProgressSink([&](double, const ProgressMessage& m) {
                if (std::string(m.format) != progress_text::kSat || m.args.size() < 3)
                    return;
                mazesSeen = m.args[1].count;
                if (m.args[2].count >= calls)
                    control.cancel();
            });
            return computeSigma(grid, all, options, control);
        };
        // Checkpoints (SigmaOptions::onCheckpoint): after every batch of counterexamples, the
        // whole working set so far.
        std::vector<std::size_t> checkpoints;
        options.onCheckpoint = [&](const SigmaResult& r) {
            checkpoints.push_back(r.subset.size());
        };
        std::int64_t mazes = 0;
        const SigmaResult stopped = run(6, mazes);
        options.onCheckpoint = nullptr;
        QVERIFY(!stopped.complete);
        QCOMPARE(checkpoints.size(), std::size_t(6)); // each of the 6 calls failed on some maze
        for (std::size_t i = 1; i < checkpoints.size(); ++i)
            QVERIFY(checkpoints[i] > checkpoints[i - 1]);
        QCOMPARE(checkpoints.back(), stopped.subset.size());
        QCOMPARE(stopped.upperBound, 29);
        QCOMPARE(stopped.rounds.back().length, 28);
        // The snapshot of the last UNSAT length would be the longest maze and its transpose.
        QVERIFY2(stopped.subset.size() > 2, qPrintable(QString::number(stopped.subset.size())));
        QCOMPARE(std::int64_t(stopped.subset.size()), mazes);
        QCOMPARE(stopped.subset.size(), stopped.rounds.back().mazes);
        SigmaCertificate cert;
        cert.rows = cert.cols = 4;
        cert.lowerBound = stopped.lowerBound;
        cert.symmetry = stopped.subsetUsesSymmetry;
        cert.subset = stopped.subset;
        Control check;
        const CertificateCheck c =
            checkCertificate(certificateFromText(certificateToText(cert)), check);
        QVERIFY2(c.ok, c.message.c_str());

        options.initialSubset = stopped.subset;
        std::int64_t resumedMazes = 0;
        const SigmaResult resumed = run(0, resumedMazes);
        QVERIFY(!resumed.complete);
        QCOMPARE(resumed.rounds.front().length, 28);
        QCOMPARE(resumedMazes, mazes); // the first SAT call already has every maze
        QCOMPARE(resumed.subset.size(), stopped.subset.size());
    }

    // A climb resumed from a certificate takes its lower bound as given (SigmaOptions::
    // initialLowerBound, the CLI's `--start`): the first length tried is that bound, not the
    // longest shortest path, and σ comes out the same; minLength still overrides it, and the
    // bound is ignored without the certificate's mazes.
    void resumedClimbTakesCertificateBound()
    {
        const Grid grid(3, 4);
        Control enumeration;
        const auto all = enumerateSolvable(grid, enumeration);
        SigmaOptions options; // climb
        Control full;
        const SigmaResult whole = computeSigma(grid, all, options, full);
        QVERIFY(whole.complete);
        const int longest = whole.rounds.front().length;
        QVERIFY2(whole.lowerBound >= longest + 3, qPrintable(QString::number(whole.lowerBound)));

        Control control;
        options.onLowerBound = [&](const SigmaResult& r) {
            if (r.lowerBound >= longest + 2)
                control.cancel();
        };
        const SigmaResult stopped = computeSigma(grid, all, options, control);
        QVERIFY(!stopped.complete);
        QCOMPARE(stopped.lowerBound, longest + 2);
        options.onLowerBound = nullptr;
        options.initialSubset = stopped.subset;
        options.initialLowerBound = stopped.lowerBound;
        Control resumedControl;
        const SigmaResult resumed = computeSigma(grid, all, options, resumedControl);
        QVERIFY(resumed.complete);
        QCOMPARE(resumed.lowerBound, whole.lowerBound);
        QCOMPARE(resumed.upperBound, whole.upperBound);
        QCOMPARE(resumed.rounds.front().length, longest + 2);
        for (const SigmaRoundLog& round : resumed.rounds)
            QVERIFY(round.length >= longest + 2);

        options.minLength = longest; // re-proves the shorter lengths
        Control again;
        const SigmaResult overridden = computeSigma(grid, all, options, again);
        QVERIFY(overridden.complete);
        QCOMPARE(overridden.lowerBound, whole.lowerBound);
        QCOMPARE(overridden.rounds.front().length, longest);

        options.minLength = -1;
        options.initialSubset.clear(); // a bound without its mazes proves nothing
        Control bare;
        bare.cancel();
        QCOMPARE(computeSigma(grid, all, options, bare).lowerBound, longest);
    }

    // The annealing alone: a bound solving every maze, none once stopped; the default rule.
    void annealedUpperBound()
    {
        Control control;
        const Grid grid(3, 3);
        const auto all = enumerateSolvable(grid, control);
        const std::vector<Move> seq = simaso_sat::annealedUpperBound(3, 3, control);
        QVERIFY(seq.size() >= 11);
        QVERIFY(unsolvedMazes(grid, all, seq).empty());
        Control stopped;
        stopped.cancel();
        QVERIFY(simaso_sat::annealedUpperBound(3, 3, stopped).empty());
        QVERIFY(descendByDefault(4, 4));
        QVERIFY(descendByDefault(3, 5));
        QVERIFY(!descendByDefault(4, 5));
        QVERIFY(!descendByDefault(5, 5));
    }

    // On random subsets of the 4×3 mazes and every length around their σ, the cube split
    // answers exactly as one solver does (Sat and Unsat both occur); odd rounds let the
    // whole-instance solver join the split at once (setJoinAfter), even rounds never.
    void cubesAgreeWithOneSolver()
    {
        Control control;
        const Grid grid(4, 3);
        const auto all = enumerateSolvable(grid, control);
        std::mt19937 rng(17);
        Tally tally;
        for (int round = 0; round < 12; ++round) {
            std::vector<WallMask> set;
            for (int i = 0; i < 6; ++i)
                set.push_back(all[rng() % all.size()]);
            const int joinedBefore = tally.joined;
            for (int length = 8; length <= 16; length += 2)
                compareSplit(grid, set, length, round % 2 == 1 ? 1e-9 : 0, tally);
            if (round % 2 == 0)
                QCOMPARE(tally.joined, joinedBefore);
        }
        QVERIFY(tally.sat > 0 && tally.unsat > 0);
    }

    // On 4×4 instances that take the whole-instance solver longer than the join time, it joins
    // the split, and the answers stay those of a single solver.
    void joinedSplitAgreesWithOneSolver()
    {
        Control control;
        const Grid grid(4, 4);
        const auto all = enumerateSolvable(grid, control);
        std::mt19937 rng(5);
        std::vector<WallMask> set;
        for (int i = 0; i < 24; ++i)
            set.push_back(all[rng() % all.size()]);
        Tally tally;
        for (int length = 12; length <= 20; ++length)
            compareSplit(grid, set, length, 1e-9, tally);
        QVERIFY(tally.sat > 0 && tally.unsat > 0);
        QVERIFY(tally.joined > 0);
    }

    // Forgetting (carryLengths) really drops mazes: with K = 1 the 4×3 certificate is smaller
    // than the plain search's, which keeps every counterexample since length 5. (The table61
    // rows check that it stays a valid certificate and σ is unchanged.)
    void carryForgets()
    {
        const SigmaResult plain = sigma(4, 3, Config{});
        Config c;
        c.carry = 1;
        const SigmaResult forgetting = sigma(4, 3, c);
        QVERIFY(forgetting.complete);
        QVERIFY(forgetting.subset.size() < plain.subset.size());
        // Every length after the first starts from fewer mazes than the previous one ended.
        bool dropped = false;
        for (std::size_t i = 1; i < forgetting.rounds.size(); ++i)
            dropped = dropped || forgetting.rounds[i].mazes < forgetting.rounds[i - 1].mazes;
        QVERIFY(dropped);
    }

    // suggest(): a hint is followed (a solving sequence suggested to a fresh solver comes back
    // as its model), is forgotten after one call, and never changes an answer.
    void suggestIsAHint()
    {
        Control control;
        const Grid grid(4, 3);
        const auto all = enumerateSolvable(grid, control);
        const SigmaResult r = sigma(4, 3, Config{});
        std::vector<WallMask> set = r.subset;
        for (std::size_t i = 0; i < all.size(); i += 29)
            set.push_back(all[i]);
        int followed = 0;
        for (int length : {17, 18, 19}) {
            std::vector<Move> hint = r.sequence;
            hint.resize(std::size_t(length), Move::Down);
            LengthSolver solver(grid, length, LengthSolver::defaults(true));
            for (WallMask w : set)
                solver.addMaze(w);
            solver.suggest(hint);
            QCOMPARE(solver.solve(control), LengthSolver::Result::Sat);
            QVERIFY(unsolvedMazes(grid, set, solver.model()).empty());
            followed += solver.model() == hint;
        }
        QVERIFY(followed >= 2);
        // Below σ the hint cannot help: still Unsat.
        LengthSolver below(grid, 16, LengthSolver::defaults(true));
        for (WallMask w : r.subset)
            below.addMaze(w);
        below.suggest(r.sequence);
        QCOMPARE(below.solve(control), LengthSolver::Result::Unsat);
    }

    // A budget that runs out answers Unknown without spoiling the next, unbudgeted call.
    void budgetThenFullCall()
    {
        Control control;
        const Grid grid(4, 4);
        const auto all = enumerateSolvable(grid, control);
        SolverPortfolio solver(grid, 20, LengthSolver::defaults(false), 2);
        LengthSolver one(grid, 20, LengthSolver::defaults(false));
        solver.setCubeDepth(2);
        for (std::size_t i = 0; i < all.size(); i += 97) {
            solver.addMaze(all[i]);
            one.addMaze(all[i]);
        }
        const auto first = solver.solve(control, 1e-6);
        QVERIFY(first == LengthSolver::Result::Unknown || first == one.solve(control));
        QCOMPARE(solver.solve(control), one.solve(control));
    }
};

QTEST_GUILESS_MAIN(TestSigmaFast)
#include "tst_sigma_fast.moc"
