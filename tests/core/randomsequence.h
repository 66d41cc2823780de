#pragma once
// Random move sequences for the exact-count tests (tst_frontiertree, tst_frontiertreeprefix,
// tst_breakout): a third of the moves towards the goal (down or right), the rest any of the
// four. Their expectations depend on this exact stream: change it only with them.
#include "core/simaso/mazeset.h"

#include <random>

namespace mazelab::test {

inline SolvingSequence randomSequence(std::mt19937_64& rng, std::size_t length)
{
    SolvingSequence s;
    for (std::size_t i = 0; i < length; ++i)
        s.push_back(rng() % 3 == 0 ? (rng() % 2 ? Move::Down : Move::Right) : Move(rng() % 4));
    return s;
}

} // namespace mazelab::test
