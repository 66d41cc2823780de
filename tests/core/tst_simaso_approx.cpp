// Approximations (Nusser 2016, §5.1, §5.4, Tables 6.4/6.5): every algorithm must return a
// sequence that solves its whole target, never shorter than σ (Table 6.1), deterministic for
// a seed; minimization must give a minimal sequence (no single move can be dropped).
#include "core/simaso/approx.h"
#include "core/simaso/verify.h"

#include <QTest>

using namespace mazelab;

namespace {
MazeSet all(int rows, int cols)
{
    Control control;
    return MazeSet::allSolvable(rows, cols, control);
}

void checkSolving(const MazeSet& set, const ApproxResult& r, int sigma)
{
    QVERIFY2(r.complete, r.message.c_str());
    QVERIFY(verifySequence(set, r.sequence).solvesAll);
    QVERIFY(int(r.sequence.size()) >= sigma);
}

bool isMinimal(const MazeSet& set, const SolvingSequence& s)
{
    for (std::size_t j = 0; j < s.size(); ++j) {
        SolvingSequence t = s;
        t.erase(t.begin() + std::ptrdiff_t(j));
        if (verifySequence(set, t).solvesAll)
            return false;
    }
    return true;
}
} // namespace

class TestSimasoApprox : public QObject {
    Q_OBJECT
private slots:
    void allAlgorithms_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("sigma");
        QTest::newRow("2x2") << 2 << 3;
        QTest::newRow("3x3") << 3 << 11;
        QTest::newRow("4x4") << 4 << 26; // the thesis' lower bound
    }
    void allAlgorithms()
    {
        QFETCH(int, n);
        QFETCH(int, sigma);
        const MazeSet set = all(n, n);
        Control control;
        ApproxOptions o;
        o.minimize = true;
        const ApproxResult gl = greedyLookahead(set, control, o);
        checkSolving(set, gl, sigma);
        QVERIFY(isMinimal(set, gl.sequence));
        QVERIFY(gl.rawLength >= gl.sequence.size());
        o.runs = 20;
        const ApproxResult so = solveInOrder(set, control, o);
        checkSolving(set, so, sigma);
        QCOMPARE(so.runs, 20);
        o.runs = 1;
        checkSolving(set, iterativelyAppend(SolveTarget::of(set), control, o), sigma);
        const ApproxResult ias = iterativelyAppend(SolveTarget::allSolvable(n, n), control, o);
        checkSolving(set, ias, sigma);
        QVERIFY(isMinimal(set, ias.sequence));
        o.randomLength = 100;
        const ApproxResult rs = randomSequence(SolveTarget::of(set), control, o);
        checkSolving(set, rs, sigma);
        QVERIFY(isMinimal(set, rs.sequence));
        checkSolving(set, randomSequence(SolveTarget::allSolvable(n, n), control, o), sigma);
    }
    void greedyCostsAndLookahead()
    {
        const MazeSet set = all(3, 3);
        Control control;
        for (GreedyCost cost : {GreedyCost::Sum, GreedyCost::SumSquares, GreedyCost::Max})
            for (int look : {1, 2, 3, 4}) {
                ApproxOptions o;
                o.cost = cost;
                o.lookahead = look;
                checkSolving(set, greedyLookahead(set, control, o), 11);
            }
        ApproxOptions custom;
        custom.lookaheadSet = {*parseMoves("dd"), *parseMoves("rr"), *parseMoves("u")};
        checkSolving(set, greedyLookahead(set, control, custom), 11);
    }
    void deterministicForSeed()
    {
        const MazeSet set = all(4, 4);
        Control control;
        ApproxOptions o;
        o.runs = 5;
        o.seed = 99;
        QCOMPARE(solveInOrder(set, control, o).sequence, solveInOrder(set, control, o).sequence);
        o.runs = 1;
        QCOMPARE(randomSequence(SolveTarget::of(set), control, o).sequence,
                 randomSequence(SolveTarget::of(set), control, o).sequence);
    }
    void minimize()
    {
        const MazeSet set = all(4, 4);
        Control control;
        // Padding the 29-move sequence: minimization removes the padding again.
        const SolvingSequence padded = *parseMoves("uullddrddrdrurrlurururdrrldrddrddrrdd");
        const ApproxResult m = minimizeSequence(SolveTarget::of(set), padded, control);
        QVERIFY(m.complete);
        QVERIFY(m.sequence.size() <= 29);
        QVERIFY(verifySequence(set, m.sequence).solvesAll);
        QVERIFY(isMinimal(set, m.sequence));
        QVERIFY(!m.minimizationCut);
        // Stopped before the first deletion: the input comes back, still solving, marked as
        // cut short (the GUI says "minimization stopped").
        Control stopped;
        stopped.cancel();
        const ApproxResult cut = minimizeSequence(SolveTarget::of(set), padded, stopped);
        QVERIFY(cut.complete);
        QVERIFY(cut.minimizationCut);
        QCOMPARE(cut.sequence, padded);
        const ApproxResult viaFinder = minimizeSequence(SolveTarget::allSolvable(4, 4), padded,
                                                        control);
        QCOMPARE(viaFinder.sequence, m.sequence);
        // Perfect solving: the result still ends on the goal everywhere.
        const SolvingSequence perfect = *parseMoves("drddruurrddrd");
        const ApproxResult p = minimizeSequence(SolveTarget::of(all(3, 3)), perfect, control,
                                                true);
        QVERIFY(p.complete);
        QVERIFY(verifySequence(all(3, 3), p.sequence, true).solvesAll);
        // Not a solving sequence: returned unchanged, incomplete.
        const ApproxResult bad = minimizeSequence(SolveTarget::of(set), *parseMoves("dr"),
                                                  control);
        QVERIFY(!bad.complete);
    }
    void cancelled()
    {
        const MazeSet set = all(4, 4);
        Control control;
        control.cancel();
        QVERIFY(!greedyLookahead(set, control, {}).complete);
        QVERIFY(!iterativelyAppend(SolveTarget::allSolvable(5, 5), control, {}).complete);
    }
};

QTEST_GUILESS_MAIN(TestSimasoApprox)
#include "tst_simaso_approx.moc"
