#include "core/simaso/sequencemutation.h"

#include <algorithm>

namespace mazelab {

std::size_t mutateSequence(SolvingSequence& s, std::mt19937_64& rng)
{
    const std::size_t n = s.size();
    auto randomMove = [&] { return Move(rng() & 3); };
    const unsigned kind = unsigned(rng() % 100);
    const std::size_t i = rng() % n;
    if (kind < 40 || n < 3) {
        Move m = randomMove();
        while (m == s[i])
            m = randomMove();
        s[i] = m;
        return i;
    }
    if (kind < 70) {
        s.erase(s.begin() + std::ptrdiff_t(i));
        const std::size_t k = rng() % n;
        s.insert(s.begin() + std::ptrdiff_t(k), randomMove());
        return std::min(i, k);
    }
    if (kind < 85) {
        const std::size_t j = i + 1 < n ? i : i - 1;
        std::swap(s[j], s[j + 1]);
        return j;
    }
    const std::size_t w = 2 + rng() % 2;
    for (std::size_t k = i; k < std::min(n, i + w); ++k)
        s[k] = randomMove();
    return i;
}

SolvingSequence ruinedSequence(const SolvingSequence& best, std::size_t window,
                               std::mt19937_64& rng)
{
    SolvingSequence s = best;
    const std::size_t from = rng() % s.size();
    for (std::size_t k = from; k < std::min(s.size(), from + window); ++k)
        s[k] = Move(rng() & 3);
    s.erase(s.begin() + std::ptrdiff_t(rng() % s.size()));
    return s;
}

} // namespace mazelab
