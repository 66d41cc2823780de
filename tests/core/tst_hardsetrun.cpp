// The annealing's hard-set walks (hardsetrun.h), issue 17: scoring a candidate by re-walking
// only until a maze meets the stored walk again must give exactly the count of a plain
// re-simulation, for every kind of candidate the annealing makes (a changed move, a rewritten
// window, a move moved elsewhere, swapped neighbours, a shortest-path kick, a deleted move, a
// ruined copy, an unrelated sequence of another length), and accept() must leave exactly the
// walks a fresh simulation has. The mutations are those of sequencemutation.h.
#include "core/simaso/hardsetrun.h"
#include "core/simaso/sequencemutation.h"

#include <QTest>
#include <random>

using namespace mazelab;

namespace {

// Mazes of `set` that s leaves unsolved, by per-maze simulation (a maze is solved once its
// walk visits the goal).
std::size_t plainUnsolved(const MazeSet& set, const SolvingSequence& s)
{
    std::size_t count = 0;
    for (std::size_t i = 0; i < set.size(); ++i) {
        MazeSet::Pos p = set.start(i);
        bool solved = p == set.goal(i);
        for (std::size_t t = 0; t < s.size() && !solved; ++t) {
            p = set.step(i, p, s[t]);
            solved = p == set.goal(i);
        }
        count += !solved;
    }
    return count;
}

// True when run's stored walks are those of a fresh simulation of s (absorbing at the goal).
bool walksMatch(const HardSetRun& run, const SolvingSequence& s)
{
    const MazeSet& set = run.set();
    for (std::size_t i = 0; i < set.size(); ++i) {
        MazeSet::Pos p = set.start(i);
        for (std::size_t t = 0; t <= s.size(); ++t) {
            if (run.position(t, i) != p)
                return false;
            if (t < s.size() && p != set.goal(i))
                p = set.step(i, p, s[t]);
        }
    }
    return true;
}

SolvingSequence randomSequence(std::mt19937_64& rng, std::size_t length)
{
    SolvingSequence s(length);
    for (Move& m : s)
        m = rng() % 3 == 0 ? (rng() % 2 ? Move::Down : Move::Right) : Move(rng() % 4);
    return s;
}

} // namespace

class TestHardSetRun : public QObject {
    Q_OBJECT
private slots:
    void countsEqualSimulation_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("length");
        QTest::newRow("3x3, 12 moves") << 3 << 3 << 12;
        QTest::newRow("4x4, 40 moves") << 4 << 4 << 40;
        QTest::newRow("5x5, 90 moves") << 5 << 5 << 90;
        QTest::newRow("6x6, 200 moves") << 6 << 6 << 200;
    }
    void countsEqualSimulation()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, length);
        Control quiet;
        const MazeSet set = MazeSet::random(rows, cols, 300, 0.4, 7, quiet);
        std::mt19937_64 rng(11);
        SolvingSequence cur = randomSequence(rng, std::size_t(length));
        HardSetRun run;
        run.reset(set, cur);
        QCOMPARE(run.unsolved(), plainUnsolved(set, cur));
        QVERIFY(walksMatch(run, cur));
        std::size_t accepted = 0;
        for (int round = 0; round < 600; ++round) {
            SolvingSequence cand = cur;
            const unsigned kind = unsigned(rng() % 10);
            if (kind == 0) {
                if (run.pathKick(cand, rng) == SIZE_MAX)
                    mutateSequence(cand, rng);
            } else if (kind == 1) {
                cand.erase(cand.begin() + std::ptrdiff_t(rng() % cand.size()));
            } else if (kind == 2) {
                cand = ruinedSequence(cur, 8, rng);
            } else if (kind == 3) {
                cand = randomSequence(rng, cur.size() + rng() % 5);
            } else {
                mutateSequence(cand, rng);
            }
            const std::size_t expected = plainUnsolved(set, cand);
            QCOMPARE(run.unsolvedWith(cand, SIZE_MAX), expected);
            const std::size_t cap = rng() % (expected + 2);
            const std::size_t capped = run.unsolvedWith(cand, cap);
            QVERIFY(expected <= cap ? capped == expected : capped > cap);
            // Accept about half, keeping the length near `length` (deletions shrink it).
            if (rng() % 2 == 0 && cand.size() + 10 >= std::size_t(length)) {
                cur = cand;
                run.accept(cur);
                ++accepted;
                QCOMPARE(run.unsolved(), expected);
                QCOMPARE(run.sequence(), cur);
                if (round % 20 == 0)
                    QVERIFY(walksMatch(run, cur));
            }
        }
        QVERIFY(walksMatch(run, cur));
        QVERIFY(accepted > 100);
    }

    // Accepting a shorter sequence (the annealing's deletion) leaves the walks of a fresh run.
    void acceptDeletion()
    {
        Control quiet;
        const MazeSet set = MazeSet::random(4, 4, 200, 0.4, 3, quiet);
        std::mt19937_64 rng(5);
        SolvingSequence s = randomSequence(rng, 50);
        HardSetRun run;
        run.reset(set, s);
        for (int k = 0; k < 20; ++k) {
            const std::size_t j = rng() % s.size();
            s.erase(s.begin() + std::ptrdiff_t(j));
            run.accept(s);
            QCOMPARE(run.unsolved(), plainUnsolved(set, s));
            QVERIFY(walksMatch(run, s));
        }
    }
};

QTEST_GUILESS_MAIN(TestHardSetRun)
#include "tst_hardsetrun.moc"
