// The window scan's lookups (issue 17): FrontierIndex (frontierindex.h) answers "is this
// partial maze in the frontier?" exactly like a std::set of it, members and non-members alike
// (near misses that differ in one field, a frontier of one, an empty one); KeyMemo and KeySet
// (partialkeys.h) answer like a std::map / std::set through growth, overwrites and clear, the
// answer bit kept apart from the step. A lookup that lost an entry would only slow the scan
// (it walks the partial maze instead), so these tests are where such a loss shows.
#include "core/simaso/frontierindex.h"
#include "core/simaso/partialkeys.h"

#include <QTest>
#include <map>
#include <random>
#include <set>
#include <tuple>

using namespace mazelab;

namespace {

auto tupleOf(const PartialWalk& w) { return std::tuple(w.free, w.blocked, w.pos); }
auto tupleOf(const Key& k) { return std::tuple(k.free, k.blocked, k.t, k.pos); }

// Partial mazes like a 6×6 tree's: few bits set, clustered values (many share free/blocked).
PartialWalk randomWalk(std::mt19937_64& rng)
{
    PartialWalk w;
    w.free = rng() & rng() & 0xFFFFFFFFFull;
    w.blocked = (rng() & rng() & rng()) & ~w.free & 0xFFFFFFFFFull;
    w.pos = int(rng() % 36);
    return w;
}

} // namespace

class TestPartialKeys : public QObject {
    Q_OBJECT
private slots:
    void frontierIndexIsASet_data()
    {
        QTest::addColumn<int>("size");
        QTest::newRow("empty") << 0;
        QTest::newRow("one") << 1;
        QTest::newRow("two") << 2;
        QTest::newRow("thousand") << 1000;
        QTest::newRow("200k") << 200000;
    }
    void frontierIndexIsASet()
    {
        QFETCH(int, size);
        std::mt19937_64 rng(std::uint64_t(size) + 7);
        std::set<std::tuple<std::uint64_t, std::uint64_t, int>> reference;
        std::vector<PartialWalk> front;
        while (front.size() < std::size_t(size)) {
            const PartialWalk w = randomWalk(rng);
            if (reference.insert(tupleOf(w)).second)
                front.push_back(w);
        }
        const FrontierIndex index(front);
        for (const PartialWalk& w : front)
            QVERIFY(index.contains(front, w));
        // non-members: random ones and near misses (one field changed)
        std::size_t asked = 0;
        for (int i = 0; i < 4 * size + 100; ++i) {
            PartialWalk w = size > 0 && i % 2 ? front[rng() % front.size()] : randomWalk(rng);
            switch (i % 3) {
            case 0: w.pos = (w.pos + 1) % 36; break;
            case 1: w.free ^= std::uint64_t(1) << (rng() % 36); break;
            default: w.blocked ^= std::uint64_t(1) << (rng() % 36); break;
            }
            QCOMPARE(index.contains(front, w), reference.count(tupleOf(w)) == 1);
            asked += reference.count(tupleOf(w)) == 0;
        }
        QVERIFY(asked > std::size_t(size)); // most of them were non-members
        QVERIFY(!FrontierIndex().contains(front, PartialWalk{}));
    }

    void keyMemoIsAMap()
    {
        std::mt19937_64 rng(3);
        std::map<std::tuple<std::uint64_t, std::uint64_t, std::uint32_t, std::int32_t>, bool> reference;
        KeyMemo memo;
        KeySet set;
        std::vector<Key> asked;
        for (int round = 0; round < 3; ++round) {
            for (int i = 0; i < 60000; ++i) {
                const PartialWalk w = randomWalk(rng);
                // the same partial maze at neighbouring steps: distinct keys
                const Key k = keyOf(w, std::size_t(rng() % 4 + 100 * round));
                const bool ok = rng() % 2;
                memo.insert(k, ok); // an overwrite keeps one entry with the new answer
                reference[tupleOf(k)] = ok;
                if (ok)
                    set.insert(k);
                asked.push_back(k);
            }
            QCOMPARE(memo.size(), reference.size());
            for (const Key& k : asked) {
                const std::optional<bool> got = memo.find(k);
                QVERIFY(got.has_value());
                QCOMPARE(*got, reference.at(tupleOf(k)));
                Key other = k;
                other.t += 1000; // never inserted: the answer bit is not part of the step
                QVERIFY(!memo.find(other).has_value());
            }
            std::size_t good = 0;
            for (const auto& [key, ok] : reference)
                good += ok;
            QVERIFY(set.size() >= good); // entries once good stay in the set
            for (const Key& k : asked)
                if (reference.at(tupleOf(k)))
                    QVERIFY(set.contains(k));
        }
        memo.clear();
        QCOMPARE(memo.size(), std::size_t(0));
        QVERIFY(!memo.find(asked.front()).has_value());
        memo.insert(asked.front(), true);
        QCOMPARE(memo.find(asked.front()), std::optional<bool>(true));
    }
};

QTEST_GUILESS_MAIN(TestPartialKeys)
#include "tst_partialkeys.moc"
