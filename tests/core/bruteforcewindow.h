#pragma once
// Brute force over the contents of one window, scored by per-maze simulation (verify.h, code
// independent of the SAT encodings): the reference of tst_windowsat and tst_windowrepair.
#include "core/simaso/mazeset.h"
#include "core/simaso/verify.h"
#include "core/simaso_sat/sigmasat.h"
#include "core/simaso_sat/windowsat.h"

#include <QString>
#include <QTest>
#include <cstdint>
#include <vector>

namespace mazelab::test {

// Whether some content of w − d moves in place of s[a, a + w) solves every maze of `all`.
inline bool bruteWindow(const MazeSet& all, const SolvingSequence& s, std::size_t a,
                        std::size_t w, std::size_t d)
{
    const std::uint64_t count = std::uint64_t(1) << (2 * (w - d));
    for (std::uint64_t code = 0; code < count; ++code) {
        SolvingSequence c(s.begin(), s.begin() + std::ptrdiff_t(a));
        for (std::size_t i = 0; i < w - d; ++i)
            c.push_back(Move((code >> (2 * i)) & 3));
        c.insert(c.end(), s.begin() + std::ptrdiff_t(a + w), s.end());
        if (verifySequence(all, c).solvesAll)
            return true;
    }
    return false;
}

// The wall masks (simaso_sat::Grid) of the mazes of `all` that s leaves unsolved, in order.
inline std::vector<std::uint64_t> missedMasks(int rows, int cols, const MazeSet& all,
                                              const SolvingSequence& s)
{
    const simaso_sat::Grid grid(rows, cols);
    std::vector<std::uint64_t> missed;
    for (std::size_t i = 0; i < all.size(); ++i) {
        std::uint64_t walls = 0;
        if (!grid.fromMaze(all.maze(i), walls))
            QTest::qFail("a solvable maze without a wall mask", __FILE__, __LINE__);
        else if (!simaso_sat::solves(grid, walls, s))
            missed.push_back(walls);
    }
    return missed;
}

// The data rows (rows, cols, start) of the repair tests: tst_windowsat's 3×4 starts (σ(3,4) =
// 17 with 3 moves inserted) with one move changed so that they miss mazes, and a 3×3 sequence
// shorter than σ(3,3) = 11.
inline void addNearSolverRows()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::addColumn<QString>("start");
    QTest::newRow("3x4 move 3") << 3 << 4 << "rruurrrdllldruddrrdr";
    QTest::newRow("3x4 move 8") << 3 << 4 << "rrudrrrdulldruddrrdr";
    QTest::newRow("3x4 move 12") << 3 << 4 << "rrudrrrdllldduddrrdr";
    QTest::newRow("3x4 move 16") << 3 << 4 << "rrudrrrdllldruddurdr";
    QTest::newRow("3x4 other move 3") << 3 << 4 << "rrdurrrddllldrddrrrr";
    QTest::newRow("3x4 other move 12") << 3 << 4 << "rrdlrrrddlllurddrrrr";
    QTest::newRow("3x3 too short") << 3 << 3 << "drddrurdrd";
}

// tst_windowsat's 30-move 4×4 solver (a padded σ(4,4) sequence scanned by windows of 1 and
// 2: locally optimal for them), the start of the annealing tests with SAT repairs.
inline SolvingSequence windowOptimal30(Control& control)
{
    simaso_sat::WindowSatOptions w;
    w.windows = {1, 2};
    w.secondsPerWindow = 600;
    return simaso_sat::shortenWindowsBySat(
               4, 4, *parseMoves("ddrudddrrdrurrrlurururdrurdldrddrdd"), w, control)
        .best;
}

} // namespace mazelab::test
