// The polish of the exact annealing (ExactAnnealOptions::polishWindow, issue 17): every new
// shortest solver goes through the window rewrites of windowrewrite.h before the annealing
// goes on. From a start that solves every maze the annealing records the start, so its
// reports must be the start followed by exactly the shortenings rewriteWindows reports on its
// own (same windows, same kept prefix), without a single annealing step when the polish
// reaches the target; every report solves every maze by per-maze simulation (verify.h,
// independent code); a run from a random start still reaches σ(4,4) = 29, deterministically,
// and takes another path than without the polish. With polishKeep below the kept prefix the
// reports are the scans after polishKeep, and the annealing goes on from the prefix the polish
// changed (every later report keeps it).
#include "core/simaso/exactanneal.h"
#include "core/simaso/mazeset.h"
#include "core/simaso/verify.h"
#include "core/simaso/windowrewrite.h"

#include "tests/core/annealcheck.h"
#include "tests/core/randomsequence.h"

#include <QTest>
#include <random>

using namespace mazelab;
using mazelab::test::randomSequence;

namespace {

// The exact annealing on 4×4 with every solver it reports collected.
AnnealResult annealCollecting(const SolvingSequence& start, const ExactAnnealOptions& o,
                              std::vector<SolvingSequence>& reported)
{
    Control control;
    control.setTimeLimit(std::chrono::seconds(120)); // a safety net: the runs take seconds
    return annealExact(4, 4, start, control, o,
                       [&](const SolvingSequence& s) { reported.push_back(s); });
}

} // namespace

class TestExactPolish : public QObject {
    Q_OBJECT
private slots:
    void reportsAreTheWindowScans_data()
    {
        QTest::addColumn<int>("kept");
        QTest::addColumn<int>("window");
        QTest::newRow("whole, windows of 6") << 0 << 6;
        QTest::newRow("after 10 moves, windows of 6") << 10 << 6;
        QTest::newRow("after 4 moves, windows of 3") << 4 << 3;
    }

    void reportsAreTheWindowScans()
    {
        QFETCH(int, kept);
        QFETCH(int, window);
        Control control;
        const MazeSet all = MazeSet::allSolvable(4, 4, control);
        // a σ(4,4) sequence with 4 random moves inserted that still solves every maze: 33
        const SolvingSequence start = *parseMoves("ddrdddrdrurrlurrrururdrrldrddrrdd");
        QVERIFY(verifySequence(all, start).solvesAll);
        WindowRewriteOptions w;
        w.maxWindow = std::size_t(window);
        w.keepPrefix = std::size_t(kept);
        std::vector<SolvingSequence> scans;
        const AnnealResult alone = rewriteWindows(
            4, 4, start, control, w, [&](const SolvingSequence& s) { scans.push_back(s); });
        QVERIFY2(alone.found && alone.best.size() < start.size(), alone.message.c_str());
        QCOMPARE(scans.front(), start);

        ExactAnnealOptions o;
        o.seed = 3;
        o.keepPrefix = std::size_t(kept);
        o.polishWindow = std::size_t(window);
        o.targetLength = alone.best.size();
        control.setTimeLimit(std::chrono::seconds(120)); // a safety net: milliseconds
        std::vector<SolvingSequence> reported;
        const AnnealResult r = annealExact(4, 4, start, control, o,
                                           [&](const SolvingSequence& s) { reported.push_back(s); });
        QVERIFY2(r.found, r.message.c_str());
        QVERIFY2(r.message.find("target reached") != std::string::npos, r.message.c_str());
        QCOMPARE(reported, scans);
        QCOMPARE(r.best, alone.best);
        QCOMPARE(r.evaluations, std::uint64_t(0)); // the polish alone got there
        for (const SolvingSequence& s : reported) {
            QVERIFY(verifySequence(all, s).solvesAll);
            QVERIFY(std::equal(start.begin(), start.begin() + kept, s.begin()));
        }
        // Without the polish the annealing has to work for it.
        o.polishWindow = 0;
        Control plain;
        plain.setTimeLimit(std::chrono::seconds(120));
        const AnnealResult p = annealExact(4, 4, start, plain, o);
        QVERIFY(p.evaluations > 0);
    }

    // From a random start (repaired, then annealed) with windows of up to 2 moves after step 2
    // and a kept prefix of 12: whenever the kept prefix changes from one report to the next,
    // the change is one window rewrite (the polish's, which re-roots the annealing), and the
    // annealing's reports after it keep that prefix; without the re-rooting the annealing
    // would report solvers with the prefix it started from.
    void polishBelowTheKeptPrefix()
    {
        Control control;
        const MazeSet all = MazeSet::allSolvable(4, 4, control);
        std::mt19937_64 rng(7);
        const SolvingSequence start = randomSequence(rng, 60);
        const std::size_t kept = 12, window = 2;
        ExactAnnealOptions o;
        o.seed = 5;
        o.keepPrefix = kept;
        o.polishWindow = window;
        o.polishKeep = 2;
        o.targetLength = 31;
        std::vector<SolvingSequence> reported;
        const AnnealResult r = annealCollecting(start, o, reported);
        QVERIFY2(r.found, r.message.c_str());
        // One window of at most `window` moves of p redone in one move fewer gives s.
        auto isWindowRewrite = [&](const SolvingSequence& p, const SolvingSequence& s) {
            const std::size_t lcp = std::mismatch(s.begin(), s.end(), p.begin()).first - s.begin();
            std::size_t lcs = 0;
            while (lcs < s.size() - lcp && p[p.size() - 1 - lcs] == s[s.size() - 1 - lcs])
                ++lcs;
            return s.size() + 1 == p.size() && p.size() - lcp - lcs <= window;
        };
        std::size_t changes = 0, annealedAfter = 0;
        for (std::size_t i = 0; i < reported.size(); ++i) {
            const SolvingSequence& s = reported[i];
            QVERIFY(verifySequence(all, s).solvesAll);
            if (i == 0)
                continue;
            const SolvingSequence& p = reported[i - 1];
            QVERIFY(s.size() < p.size());
            if (!std::equal(p.begin(), p.begin() + kept, s.begin())) {
                ++changes;
                QVERIFY2(isWindowRewrite(p, s), qPrintable(QString::number(i)));
            } else if (changes > 0 && !isWindowRewrite(p, s)) {
                ++annealedAfter; // the annealing's, on the prefix the polish changed
            }
        }
        QVERIFY(changes > 0);
        QVERIFY(annealedAfter > 0);
        QCOMPARE(r.best.size(), std::size_t(31));
    }

    void fromRandomStartReachesSigma()
    {
        std::mt19937_64 rng(7);
        ExactAnnealOptions o;
        o.seed = 4;
        o.polishWindow = 4;
        test::checkAnnealReachesSigma(4, 4, randomSequence(rng, 60), o, 29,
                                      [](ExactAnnealOptions& x) { x.polishWindow = 0; });
    }
};

QTEST_APPLESS_MAIN(TestExactPolish)
#include "tst_exactpolish.moc"
