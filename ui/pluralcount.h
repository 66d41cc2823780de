#pragma once
// pluralCount: the `n` of a numerus message for a count that may pass INT_MAX.
// Qt's numerus messages take an int n, choose the plural form from it and write it for %n/%Ln.
// Counts that always fit an int use %Ln (tr("%Ln moves", nullptr, moves)). A 64-bit count
// (search nodes, solutions) writes its number with %L1 and passes pluralCount(count) as n:
//     tr("%L1 search nodes", nullptr, pluralCount(nodes)).arg(nodes)
// Contract: pluralCount(c) == c for c <= INT_MAX; above, it keeps c != 0, c != 1 and c % 100,
// which is all the plural rules of MazeLab's languages (en, de, nl: one / other; ro: one /
// few for 0 and x01–x19 / other) look at.

#include <climits>
#include <concepts>
#include <cstdint>
#include <string_view>

namespace mazelab {

template <std::integral T>
constexpr int pluralCount(T count)
{
    if constexpr (std::signed_integral<T>)
        if (count < 0)
            return -1;
    const auto c = static_cast<std::uint64_t>(count);
    return c <= std::uint64_t(INT_MAX) ? int(c) : int(1'000'000'000 + c % 1'000'000);
}

// The same for a count of any size written in decimal digits (a big-number count).
inline int pluralCountOfDecimal(std::string_view digits)
{
    std::uint64_t c = 0;
    const std::size_t from = digits.size() > 18 ? digits.size() - 6 : 0;
    for (std::size_t i = from; i < digits.size(); ++i)
        c = c * 10 + std::uint64_t(digits[i] - '0');
    return from > 0 ? int(1'000'000'000 + c) : pluralCount(c);
}

} // namespace mazelab
