#include "core/simaso/sequencemutation.h"

#include <algorithm>
#include <cstdint>

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

std::size_t mutateBlock(SolvingSequence& s, std::size_t maxBlock, std::mt19937_64& rng)
{
    const std::size_t n = s.size();
    const std::size_t k = std::min(n - 1, 2 + rng() % (maxBlock - 1));
    const std::size_t i = rng() % (n - k + 1);
    const auto first = s.begin() + std::ptrdiff_t(i);
    const auto last = first + std::ptrdiff_t(k);
    const SolvingSequence before(first, last);
    const unsigned kind = unsigned(rng() % 4);
    if (kind < 2) {
        // the block moved to step j of the rest (j != i)
        const std::size_t j = (i + 1 + rng() % (n - k)) % (n - k + 1);
        SolvingSequence rest(s.begin(), first);
        rest.insert(rest.end(), last, s.end());
        rest.insert(rest.begin() + std::ptrdiff_t(j), before.begin(), before.end());
        std::size_t changed = std::min(i, j);
        while (changed < n && rest[changed] == s[changed])
            ++changed;
        s = std::move(rest);
        return changed < n ? changed : SIZE_MAX;
    }
    if (kind == 2)
        for (auto it = first; it != last; ++it)
            *it = Move(std::uint8_t(*it) ^ 2u);
    else
        for (std::size_t t = 0; t < k; ++t)
            first[std::ptrdiff_t(t)] = Move(std::uint8_t(before[k - 1 - t]) ^ 1u);
    std::size_t changed = i;
    while (changed < i + k && s[changed] == before[changed - i])
        ++changed;
    return changed < i + k ? changed : SIZE_MAX;
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
