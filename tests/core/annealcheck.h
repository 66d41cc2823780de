#pragma once
// The check every option of the exact annealing ends its test with (tst_breakout,
// tst_blockmutation, tst_exactpolish): from a poor start the annealing with the option
// reaches the known σ on all rows×cols mazes, reports only sequences that solve every maze
// (checked by per-maze simulation, each shorter than the one before), is deterministic for
// its seed (a second run gives the same sequence after as many evaluations) and takes another
// path when `withoutOption` turns the option off — so a test fails when the option is never
// used. Call it from a slot and return when QTest::currentTestFailed().
#include "core/control.h"
#include "core/simaso/exactanneal.h"
#include "core/simaso/mazeset.h"
#include "core/simaso/verify.h"

#include <QTest>
#include <chrono>
#include <functional>
#include <vector>

namespace mazelab::test {

inline void checkAnnealReachesSigma(int rows, int cols, const SolvingSequence& start,
                                    ExactAnnealOptions o, std::size_t sigma,
                                    const std::function<void(ExactAnnealOptions&)>& withoutOption)
{
    Control control;
    const MazeSet set = MazeSet::allSolvable(rows, cols, control);
    o.targetLength = sigma;
    control.setTimeLimit(std::chrono::seconds(120)); // a safety net: the runs take seconds
    std::vector<SolvingSequence> reported;
    const AnnealResult r = annealExact(rows, cols, start, control, o,
                                       [&](const SolvingSequence& s) { reported.push_back(s); });
    QVERIFY2(r.found, r.message.c_str());
    QCOMPARE(r.best.size(), sigma);
    QVERIFY(!reported.empty());
    for (std::size_t i = 0; i < reported.size(); ++i) {
        QVERIFY(verifySequence(set, reported[i]).solvesAll);
        if (i > 0)
            QVERIFY(reported[i].size() < reported[i - 1].size());
    }
    Control again;
    const AnnealResult r2 = annealExact(rows, cols, start, again, o);
    QCOMPARE(r2.best, r.best);
    QCOMPARE(r2.evaluations, r.evaluations);
    withoutOption(o);
    Control plain;
    const AnnealResult r3 = annealExact(rows, cols, start, plain, o);
    QVERIFY2(r3.evaluations != r.evaluations || r3.best != r.best,
             "the same path without the option");
}

} // namespace mazelab::test
