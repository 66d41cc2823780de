// The window scan's table of what it knows (goodtable.h, issue 17) answers like a std::map
// from (step, partial maze) to good/bad: tree entries (a whole frontier at once and one by
// one) are good, memo entries keep the answer last remembered, everything else is unknown —
// near misses that differ in one field or only in the step included — through growth, and
// forgetMemo drops the memo and keeps the tree. A wrong answer would only make the scan skip
// or re-check rewrites (it re-checks what it takes), so this is where such a bug shows.
#include "core/simaso/goodtable.h"

#include <QTest>
#include <map>
#include <random>
#include <tuple>

using namespace mazelab;

namespace {

using Answer = GoodTable::Answer;
using Ref = std::map<std::tuple<std::size_t, std::uint64_t, std::uint64_t, int>, std::pair<Answer, bool>>;

auto keyOf(std::size_t t, const PartialWalk& w) { return std::tuple(t, w.free, w.blocked, w.pos); }

// Partial mazes like a 6×6 tree's: few bits set, clustered values (many share free/blocked).
PartialWalk randomWalk(std::mt19937_64& rng)
{
    PartialWalk w;
    w.free = rng() & rng() & 0xFFFFFFFFFull;
    w.blocked = (rng() & rng() & rng()) & ~w.free & 0xFFFFFFFFFull;
    w.pos = int(rng() % 36);
    return w;
}

Answer expected(const Ref& ref, std::size_t t, const PartialWalk& w)
{
    const auto it = ref.find(keyOf(t, w));
    return it == ref.end() ? Answer::Unknown : it->second.first;
}

} // namespace

class TestGoodTable : public QObject {
    Q_OBJECT
private slots:
    void answersLikeAMap()
    {
        std::mt19937_64 rng(5);
        const std::size_t steps = 6;
        GoodTable table(steps);
        Ref ref; // (answer, tree?)
        std::vector<std::pair<std::size_t, PartialWalk>> asked;
        // whole frontiers of different sizes (step 5 stays empty)
        for (std::size_t t = 0; t < 5; ++t) {
            std::vector<PartialWalk> front;
            const std::size_t n = t == 0 ? 1 : std::size_t(1) << (4 * t);
            while (front.size() < n) {
                const PartialWalk w = randomWalk(rng);
                if (ref.emplace(keyOf(t, w), std::pair(Answer::Good, true)).second) {
                    front.push_back(w);
                    asked.emplace_back(t, w);
                }
            }
            table.addTree(t, front);
        }
        // single tree entries, then the memo (good and bad, some overwritten), in rounds
        for (int round = 0; round < 3; ++round) {
            for (int i = 0; i < 30000; ++i) {
                const std::size_t t = rng() % steps;
                const PartialWalk w = randomWalk(rng);
                const auto k = keyOf(t, w);
                if (ref.count(k) && ref[k].second)
                    continue; // tree entries are never remembered (find answers Good first)
                if (i % 10 == 0) {
                    table.addTree(t, w);
                    ref[k] = {Answer::Good, true};
                } else {
                    const bool good = rng() % 2;
                    table.remember(t, w, good);
                    ref[k] = {good ? Answer::Good : Answer::Bad, false};
                }
                asked.emplace_back(t, w);
            }
            for (const auto& [t, w] : asked)
                QCOMPARE(table.find(t, w), expected(ref, t, w));
            // near misses: one field changed, or the same partial maze at another step
            for (int i = 0; i < 20000; ++i) {
                auto [t, w] = asked[rng() % asked.size()];
                switch (i % 4) {
                case 0: w.pos = (w.pos + 1) % 36; break;
                case 1: w.free ^= std::uint64_t(1) << (rng() % 36); break;
                case 2: w.blocked ^= std::uint64_t(1) << (rng() % 36); break;
                default: t = (t + 1) % steps; break;
                }
                QCOMPARE(table.find(t, w), expected(ref, t, w));
            }
        }
        QVERIFY(table.remembered() > 50000);
        const std::size_t before = table.bytes();
        table.forgetMemo();
        QCOMPARE(table.remembered(), std::size_t(0));
        QVERIFY(table.bytes() < before);
        for (const auto& [t, w] : asked) {
            const auto& [answer, tree] = ref.at(keyOf(t, w));
            QCOMPARE(table.find(t, w), tree ? Answer::Good : Answer::Unknown);
            Q_UNUSED(answer);
        }
        // the memo works again after forgetting
        table.remember(asked.back().first, randomWalk(rng), false);
        QCOMPARE(table.remembered(), std::size_t(1));
    }

    void emptyStepsAreUnknown()
    {
        GoodTable table(3);
        QCOMPARE(table.find(0, PartialWalk{}), Answer::Unknown);
        table.addTree(1, std::vector<PartialWalk>{});
        QCOMPARE(table.find(1, PartialWalk{}), Answer::Unknown);
        table.addTree(2, PartialWalk{1, 2, 3});
        QCOMPARE(table.find(2, PartialWalk{1, 2, 3}), Answer::Good);
        QCOMPARE(table.find(2, PartialWalk{1, 2, 4}), Answer::Unknown);
        QCOMPARE(table.find(1, PartialWalk{1, 2, 3}), Answer::Unknown);
    }
};

QTEST_GUILESS_MAIN(TestGoodTable)
#include "tst_goodtable.moc"
