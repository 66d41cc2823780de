// Counting solvable mazes (Nusser 2016, §2.5 / §4.7): the frontier DP against the thesis'
// figures (|M(n,n)| for n = 1..7, OEIS A069343), against the OEIS rectangle table, against
// brute-force enumeration for every rectangle up to 5×5 and for thin strips; symmetry,
// bounds, state counts, cancellation; and BigUint.
#include "core/counting/biguint.h"
#include "core/counting/mazecount.h"
#include "core/maze.h"

#include <QTest>
#include <atomic>
#include <thread>
#include <vector>

using namespace mazelab;

Q_DECLARE_METATYPE(mazelab::BigUint)

namespace {
BigUint big(const char* digits) { return *BigUint::fromDecimal(digits); }

BigUint dp(int rows, int cols)
{
    Control control;
    const MazeCountResult r = countSolvableMazes(rows, cols, control);
    return r.complete ? r.count : BigUint();
}

// OEIS A069325 ... A069342 (R. H. Hardin, 2002): |M(n, m)| for n = 1, 2, ... and a fixed
// number of columns m = 3 ... 20 — an independent source for rectangles far beyond
// enumeration (A069343, the diagonal, is the thesis' sequence).
struct OeisColumn {
    int cols;
    std::vector<const char*> counts; // n = 1, 2, ...
};
const std::vector<OeisColumn>& oeisColumns()
{
    static const std::vector<OeisColumn> table = {
        {3, {"1", "8", "51", "295", "1632", "8830", "47239", "251261", "1332456", "7055228",
             "37327007", "197404203", "1043751584", "5518106750", "29171471659", "154210451661",
             "815197197636", "4309313949364", "22779900825195", "120418887728947"}},
        {4, {"1", "20", "295", "3828", "46557", "546286", "6279393", "71316632", "804230945",
             "9031118936", "101161197895", "1131456031256", "12643706576681", "141214773950750",
             "1576695869980497", "17600838146781308", "196457931325141165"}},
        {5, {"1", "49", "1632", "46557", "1225194", "30754544", "749866185", "17950397258",
             "424660442975", "9969967594443", "232909647253690", "5423397612311731",
             "126017939209370356", "2924071505958808678", "67786971099219351975",
             "1570519781573431498844"}},
        {6, {"1", "119", "8830", "546286", "30754544", "1636193228", "83949041929", "4204804906873",
             "207204257344200"}},
        {7, {"1", "288", "47239", "6279393", "749866185", "83949041929", "9009490924794"}},
        {8, {"1", "696", "251261", "71316632", "17950397258", "4204804906873"}},
        {9, {"1", "1681", "1332456", "804230945", "424660442975", "207204257344200"}},
        {10, {"1", "4059", "7055228", "9031118936", "9969967594443"}},
        {11, {"1", "9800", "37327007", "101161197895", "232909647253690"}},
        {12, {"1", "23660", "197404203", "1131456031256", "5423397612311731"}},
        {13, {"1", "57121", "1043751584", "12643706576681", "126017939209370356"}},
        {14, {"1", "137903", "5518106750", "141214773950750", "2924071505958808678"}},
        {15, {"1", "332928", "29171471659", "1576695869980497", "67786971099219351975"}},
        {16, {"1", "803760", "154210451661", "17600838146781308", "1570519781573431498844"}},
        {17, {"1", "1940449", "815197197636", "196457931325141165", "36372152593010317662845"}},
        {18, {"1", "4684659", "4309313949364", "2192685751594010696", "842135117177233838318221"}},
        {19, {"1", "11309768", "22779900825195", "24471786016855404727"}},
        {20, {"1", "27304196", "120418887728947", "273114307102338469932"}},
    };
    return table;
}

BigUint brute(int rows, int cols)
{
    Control control;
    const MazeCountResult r = countSolvableMazesBruteForce(rows, cols, control);
    return r.complete ? r.count : BigUint();
}
} // namespace

class TestCounting : public QObject {
    Q_OBJECT
private slots:
    void bigUint()
    {
        QCOMPARE(BigUint().toString(), std::string("0"));
        QCOMPARE(BigUint(51).toString(), std::string("51"));
        const BigUint two64 = BigUint::powerOfTwo(64);
        QCOMPARE(two64.toString(), std::string("18446744073709551616"));
        QCOMPARE(two64.bitLength(), 65u);
        QVERIFY(!two64.toU64());
        QCOMPARE(BigUint(~0ull) + BigUint(1), two64);
        const BigUint two200 = BigUint::powerOfTwo(200);
        QCOMPARE(two200.toString(),
                 std::string("1606938044258990275541962092341162602522202993782792835301376"));
        QCOMPARE(big("1606938044258990275541962092341162602522202993782792835301376"), two200);
        QCOMPARE(BigUint(10000000000000000000ull).toString(), std::string("10000000000000000000"));
        QCOMPARE(big("00042"), BigUint(42));
        QVERIFY(!BigUint::fromDecimal(""));
        QVERIFY(!BigUint::fromDecimal("12a"));
        QVERIFY(BigUint(3) < BigUint(4));
        QVERIFY(two64 > BigUint(~0ull));
        QVERIFY(two200 * 9 > two200);
        QCOMPARE((BigUint::powerOfTwo(130) * 3).toString(),
                 std::string("4083388403051261561560495289181218537472"));
    }

    // Nusser 2016, Fig. 4.1 (the OEIS sequence the thesis cites): |M(n,n)|, n = 1..7.
    void thesisSquares_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<BigUint>("count");
        QTest::newRow("1x1") << 1 << big("1");
        QTest::newRow("2x2") << 2 << big("3");
        QTest::newRow("3x3") << 3 << big("51");
        QTest::newRow("4x4") << 4 << big("3828");
        QTest::newRow("5x5") << 5 << big("1225194");
        QTest::newRow("6x6") << 6 << big("1636193228");
        QTest::newRow("7x7") << 7 << big("9009490924794");
    }
    void thesisSquares()
    {
        QFETCH(int, n);
        QFETCH(BigUint, count);
        Control control;
        const MazeCountResult r = countSolvableMazes(n, n, control);
        QVERIFY(r.complete);
        QCOMPARE(r.count, count);
        QCOMPARE(r.frontierWidth, n);
        QCOMPARE(r.cellsDone, std::size_t(n * n));
        QVERIFY(r.peakStates >= 1);
    }

    // Every rectangle up to 5×5, and thin strips, against enumeration.
    void againstBruteForce_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        for (int r = 1; r <= 5; ++r)
            for (int c = 1; c <= 5; ++c)
                QTest::addRow("%dx%d", r, c) << r << c;
        for (int k = 6; k <= 20; ++k)
            QTest::addRow("1x%d", k) << 1 << k;
        for (int k = 6; k <= 12; ++k)
            QTest::addRow("2x%d", k) << 2 << k;
        for (int k = 6; k <= 8; ++k)
            QTest::addRow("3x%d", k) << 3 << k;
        QTest::newRow("4x6") << 4 << 6;
        QTest::newRow("6x4") << 6 << 4;
        QTest::newRow("3x9") << 3 << 9;
        QTest::newRow("7x4") << 7 << 4;
    }
    void againstBruteForce()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QCOMPARE(dp(rows, cols), brute(rows, cols));
    }

    // The bit-mask enumeration itself against Maze::isSolvable on small boards.
    void bruteForceAgainstMaze_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::newRow("3x3") << 3 << 3;
        QTest::newRow("2x5") << 2 << 5;
        QTest::newRow("4x3") << 4 << 3;
        QTest::newRow("1x4") << 1 << 4;
    }
    void bruteForceAgainstMaze()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        const int cells = rows * cols;
        std::uint64_t solvable = 0;
        for (std::uint64_t bits = 0; bits < (std::uint64_t(1) << cells); ++bits) {
            Maze m(rows, cols);
            for (int i = 0; i < cells; ++i)
                m.setBlocked(m.cellAt(std::size_t(i)), (bits >> i) & 1);
            solvable += m.isSolvable() ? 1 : 0;
        }
        QCOMPARE(brute(rows, cols), BigUint(solvable));
    }

    void oeisRectangles_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<BigUint>("count");
        for (const OeisColumn& column : oeisColumns())
            for (std::size_t i = 0; i < column.counts.size(); ++i)
                QTest::addRow("%dx%d", int(i + 1), column.cols)
                    << int(i + 1) << column.cols << big(column.counts[i]);
    }
    void oeisRectangles()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(BigUint, count);
        QCOMPARE(dp(rows, cols), count);
    }

    void symmetry_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::newRow("3x9") << 3 << 9;
        QTest::newRow("5x8") << 5 << 8;
        QTest::newRow("7x10") << 7 << 10;
        QTest::newRow("2x40") << 2 << 40;
    }
    void symmetry()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QCOMPARE(dp(rows, cols), dp(cols, rows));
    }

    // Only the all-free row connects the two ends of a 1×m strip.
    void singleRow()
    {
        for (int m : {1, 2, 3, 17, 100, 1000}) {
            QCOMPARE(dp(1, m), BigUint(1));
            QCOMPARE(dp(m, 1), BigUint(1));
        }
    }

    // Nusser §2.5: 2^((n-1)(m-1)) <= |M(n,m)| <= 9/16 · 2^(nm-2) for n, m > 2; and the
    // counts grow past 64 bits (8×8 and up need the big integers).
    void bounds_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::newRow("3x3") << 3 << 3;
        QTest::newRow("6x9") << 6 << 9;
        QTest::newRow("9x9") << 9 << 9;
        QTest::newRow("4x40") << 4 << 40;
    }
    void bounds()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        const BigUint count = dp(rows, cols);
        QVERIFY(BigUint::powerOfTwo(unsigned((rows - 1) * (cols - 1))) <= count);
        QVERIFY(count * 16 <= BigUint::powerOfTwo(unsigned(rows * cols - 2)) * 9);
    }

    // Values computed by this DP, pinned so that a regression in the big-integer path shows.
    void beyondThesis()
    {
        QCOMPARE(dp(8, 8), big("203037531986079710"));
        QCOMPARE(dp(9, 9), big("18633578769242938930634"));
        QCOMPARE(dp(10, 10), big("6939491897974410047045467672"));
    }

    // The canonical labelling merges equal connectivity: the number of distinct frontier
    // states is a property of the width (a non-canonical key would still count right, but
    // with more states).
    void stateCounts_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("peak");
        QTest::newRow("5x5") << 5 << 91;
        QTest::newRow("7x7") << 7 << 683;
        QTest::newRow("9x9") << 9 << 5175;
    }
    void stateCounts()
    {
        QFETCH(int, n);
        QFETCH(int, peak);
        Control control;
        QCOMPARE(countSolvableMazes(n, n, control).peakStates, std::size_t(peak));
    }

    void preconditions()
    {
        Control control;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, countSolvableMazes(0, 3, control));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 countSolvableMazes(kMaxCountingWidth + 1, 20, control));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 countSolvableMazesBruteForce(7, 7, control));
    }

    void cancellation()
    {
        Control control;
        control.cancel();
        QVERIFY(!countSolvableMazes(12, 12, control).complete);
        QVERIFY(!countSolvableMazesBruteForce(6, 6, control).complete);

        // Cancelled from another thread while running; returns promptly, incomplete.
        Control running;
        std::atomic<bool> sawProgress{false};
        running.setProgressSink([&](double fraction, const ProgressMessage& message) {
            QVERIFY(fraction >= 0 && fraction <= 1);
            QVERIFY(message.text().find("states") != std::string::npos);
            sawProgress = true;
        });
        std::thread canceller([&] {
            while (!sawProgress)
                std::this_thread::yield();
            running.cancel();
        });
        const MazeCountResult r = countSolvableMazes(16, 16, running);
        canceller.join();
        QVERIFY(!r.complete);
        QVERIFY(r.cellsDone < 256);
    }

    void timeLimit()
    {
        Control control;
        control.setTimeLimit(std::chrono::milliseconds(1));
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
        QVERIFY(!countSolvableMazes(14, 14, control).complete);
    }
};

QTEST_GUILESS_MAIN(TestCounting)
#include "tst_counting.moc"
