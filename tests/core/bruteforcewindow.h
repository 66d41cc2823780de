#pragma once
// Brute force over the contents of one window, scored by per-maze simulation (verify.h, code
// independent of the SAT encodings): the reference of tst_windowsat and tst_windowrepair.
#include "core/simaso/mazeset.h"
#include "core/simaso/verify.h"

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

} // namespace mazelab::test
