#pragma once
// BigUint: a small arbitrary-precision unsigned integer for exact maze counts (Nusser 2016,
// §4.7). Only what counting needs: addition, multiplication by a word, powers of two,
// comparison and decimal conversion. Limbs are 64-bit words, least significant first,
// with no leading zero limbs (zero has no limbs).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab {

class BigUint {
public:
    BigUint() = default;
    BigUint(std::uint64_t value); // NOLINT(google-explicit-constructor): a number is a number

    // Parses a non-empty string of decimal digits; nullopt on anything else.
    static std::optional<BigUint> fromDecimal(std::string_view digits);
    // 2^exponent.
    static BigUint powerOfTwo(unsigned exponent);
    // From `count` little-endian limbs (leading zero limbs are dropped).
    static BigUint fromLimbs(const std::uint64_t* limbs, std::size_t count);

    bool isZero() const { return m_limbs.empty(); }
    const std::vector<std::uint64_t>& limbs() const { return m_limbs; }
    // Number of significant bits (0 for zero).
    unsigned bitLength() const;
    // The value if it fits in 64 bits.
    std::optional<std::uint64_t> toU64() const;
    // Decimal digits, "0" for zero.
    std::string toString() const;

    BigUint& operator+=(const BigUint& other);
    BigUint& operator*=(std::uint64_t factor);
    friend BigUint operator+(BigUint a, const BigUint& b) { return a += b; }
    friend BigUint operator*(BigUint a, std::uint64_t f) { return a *= f; }

    // (Spelled out rather than <=>: moc cannot parse <compare>, and tests include this.)
    friend bool operator==(const BigUint&, const BigUint&) = default;
    friend bool operator<(const BigUint& a, const BigUint& b) { return compare(a, b) < 0; }
    friend bool operator>(const BigUint& a, const BigUint& b) { return compare(a, b) > 0; }
    friend bool operator<=(const BigUint& a, const BigUint& b) { return compare(a, b) <= 0; }
    friend bool operator>=(const BigUint& a, const BigUint& b) { return compare(a, b) >= 0; }
    // Negative, zero or positive as a <, ==, > b.
    static int compare(const BigUint& a, const BigUint& b);

private:
    void trim();
    std::vector<std::uint64_t> m_limbs;
};

} // namespace mazelab
