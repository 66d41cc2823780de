#pragma once
// Runs of window rewrites by SAT as tst_windowsat and tst_windowsplit check them against brute
// force: the scan stopped at its first shortening, and the checks of a run that found none.
#include "core/simaso_sat/windowsat.h"

#include <QTest>
#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>

namespace mazelab::test {

struct FirstReport {
    simaso_sat::WindowSatResult result;
    std::optional<SolvingSequence> first; // the first shorter sequence reported, if any
};

// shortenWindowsBySat, cancelled at its first report.
inline FirstReport runToFirstReport(int rows, int cols, const SolvingSequence& s,
                                    const simaso_sat::WindowSatOptions& o)
{
    Control c;
    FirstReport f;
    f.result = simaso_sat::shortenWindowsBySat(rows, cols, s, o, c,
                                               [&](const SolvingSequence& x) {
                                                   if (!f.first) {
                                                       f.first = x;
                                                       c.cancel();
                                                   }
                                               });
    return f;
}

// Whether shortenWindowsBySat refuses the options (std::invalid_argument).
inline bool refused(int rows, int cols, const SolvingSequence& s,
                    const simaso_sat::WindowSatOptions& o)
{
    Control c;
    try {
        simaso_sat::shortenWindowsBySat(rows, cols, s, o, c);
    } catch (const std::invalid_argument&) {
        return true;
    }
    return false;
}

// Whether `t` begins with s[0, a) and ends with s[end, L): a rewrite of s[a, end) kept the
// rest.
inline bool keepsOutside(const SolvingSequence& s, const SolvingSequence& t, std::size_t a,
                         std::size_t end)
{
    const std::size_t tail = s.size() - end;
    return t.size() >= a + tail && std::equal(s.begin(), s.begin() + std::ptrdiff_t(a), t.begin())
           && std::equal(s.end() - std::ptrdiff_t(tail), s.end(),
                         t.end() - std::ptrdiff_t(tail));
}

// A run that reported nothing: a whole cycle, every window refuted, the start kept, the
// message says locally optimal; nothing undecided in any run. Check QTest::currentTestFailed()
// after it.
inline void checkRun(const FirstReport& f, const SolvingSequence& s)
{
    const simaso_sat::WindowSatResult& r = f.result;
    QVERIFY(r.startSolvesAll);
    QCOMPARE(r.undecided, std::size_t(0));
    QCOMPARE(r.treeRefuted, std::size_t(0));
    if (f.first) {
        QCOMPARE(r.windows, r.refuted + 1); // every window before the first shortening refuted
        return;
    }
    QVERIFY(r.cycleDone);
    QCOMPARE(r.refuted, r.windows);
    QCOMPARE(r.best, s);
    QVERIFY(r.message.find("locally optimal") != std::string::npos);
}

} // namespace mazelab::test
