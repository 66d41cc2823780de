// Exact shortest Solving Sequences (Nusser 2016, §5.1, §5.3, Table 6.1): BFS, A*, IDA* and
// ESS must agree on σ(n,m) for 1 <= n,m <= 4 except 4×4 — rows (0,1,2,3), (1,3,5,7),
// (2,5,11,17), (3,7,17,–) — every returned sequence must verify, and runs with a tiny memory
// cap or time limit must stop with a status and a proven lower bound instead of failing.
#include "core/simaso/exactsearch.h"
#include "core/simaso/verify.h"

#include <QTest>

using namespace mazelab;

Q_DECLARE_METATYPE(mazelab::ExactStatus)

namespace {
MazeSet all(int rows, int cols)
{
    Control control;
    return MazeSet::allSolvable(rows, cols, control);
}

void checkSolved(const MazeSet& set, const ExactResult& r, int sigma)
{
    QVERIFY2(r.exact(), r.message.c_str());
    QCOMPARE(int(r.sequence.size()), sigma);
    QCOMPARE(r.lowerBound, sigma);
    QVERIFY(verifySequence(set, r.sequence).solvesAll);
}
} // namespace

class TestSimasoExact : public QObject {
    Q_OBJECT
private slots:
    void table61_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("sigma");
        const int sigma[4][4] = {{0, 1, 2, 3}, {1, 3, 5, 7}, {2, 5, 11, 17}, {3, 7, 17, -1}};
        for (int n = 1; n <= 4; ++n)
            for (int m = 1; m <= 4; ++m)
                if (sigma[n - 1][m - 1] >= 0)
                    QTest::addRow("%dx%d", n, m) << n << m << sigma[n - 1][m - 1];
    }
    void table61()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, sigma);
        const MazeSet set = all(rows, cols);
        Control control;
        checkSolved(set, shortestEss(set, control), sigma);
        const ExactResult implicit = shortestEssAllSolvable(rows, cols, control);
        checkSolved(set, implicit, sigma);
        // The certificate alone needs σ moves.
        const MazeSet cert = MazeSet::fromMazes(implicit.certificate);
        QCOMPARE(int(shortestIdaStar(cert, control).sequence.size()), sigma);
        checkSolved(set, shortestIdaStar(set, control), sigma);
        if (rows * cols <= 9) {
            checkSolved(set, shortestBfs(set, control), sigma);
            checkSolved(set, shortestAStar(set, control), sigma);
        }
    }
    void sigma33Sequence()
    {
        Control control;
        const ExactResult r = shortestEss(all(3, 3), control);
        QCOMPARE(r.sequence.size(), std::size_t(11));
        QVERIFY(!r.certificate.empty());
        QVERIFY(r.certificate.size() < 51);
    }
    void memoryLimitStopsCleanly()
    {
        const MazeSet set = all(3, 4);
        Control control;
        ExactOptions small;
        small.memoryLimitBytes = 200 * 1024;
        for (auto algo : {&shortestBfs, &shortestAStar}) {
            const ExactResult r = algo(set, control, small);
            QCOMPARE(r.status, ExactStatus::MemoryLimit);
            QVERIFY(r.lowerBound >= 1 && r.lowerBound <= 17);
            QVERIFY2(QString::fromStdString(r.message).contains(QLatin1String("memory limit")),
                     r.message.c_str());
            QVERIFY(r.peakBytes <= small.memoryLimitBytes);
        }
        // IDA*'s table is only a cache: it still finishes.
        ExactOptions tiny;
        tiny.memoryLimitBytes = 64 * 1024;
        checkSolved(all(3, 3), shortestIdaStar(all(3, 3), control, tiny), 11);
    }
    void timeLimitStopsCleanly()
    {
        Control control;
        control.setPollInterval(1);
        control.cancel();
        const ExactResult r = shortestEssAllSolvable(5, 5, control);
        QCOMPARE(r.status, ExactStatus::Cancelled);
        QVERIFY(!r.message.empty());
        Control timed;
        timed.setTimeLimit(std::chrono::milliseconds(1));
        QTest::qWait(5);
        const ExactResult t = shortestAStar(all(3, 4), timed);
        QCOMPARE(t.status, ExactStatus::TimeLimit);
    }
    void explicitSets()
    {
        // Three mazes whose shortest sequence has length 12 (Nusser Fig. 4.4 has such a set;
        // here: random 4×4 sets, where all algorithms must agree).
        Control control;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            const MazeSet set = MazeSet::random(4, 4, 5, 0.3, seed, control);
            const ExactResult a = shortestAStar(set, control);
            QVERIFY(a.exact());
            checkSolved(set, shortestBfs(set, control), int(a.sequence.size()));
            checkSolved(set, shortestIdaStar(set, control), int(a.sequence.size()));
            checkSolved(set, shortestEss(set, control), int(a.sequence.size()));
        }
        // Too large for byte positions.
        const MazeSet big = MazeSet::random(16, 16, 2, 0.2, 1, control);
        QCOMPARE(shortestAStar(big, control).status, ExactStatus::TooLarge);
        // Empty set: the empty sequence.
        QVERIFY(shortestBfs(MazeSet(), control).exact());
    }
};

QTEST_GUILESS_MAIN(TestSimasoExact)
#include "tst_simaso_exact.moc"
